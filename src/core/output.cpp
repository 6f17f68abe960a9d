#include "core/output.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <fmt/core.h>

#include "core/error.hpp"

namespace cgcheck {

namespace fs = std::filesystem;

namespace {

// The file `path` names once symbolic links are followed (a chain of them; a relative target is
// relative to its link's folder). A dangling link names the file it would create.
fs::path follow_symlinks(const std::string& path) {
  fs::path p(path);
  for (int hops = 0; hops < 40; ++hops) {
    std::error_code ec;
    if (!fs::is_symlink(fs::symlink_status(p, ec))) return p;
    const fs::path target = fs::read_symlink(p, ec);
    if (ec) throw InputError(fmt::format("cannot write {}: {}", path, ec.message()));
    p = target.is_absolute() ? target : p.parent_path() / target;
  }
  throw InputError(fmt::format("cannot write {}: too many levels of symbolic links", path));
}

// Writes content to an existing file that is not a regular file (a FIFO, a device), in place.
void write_in_place(const std::string& shown, const fs::path& p, const std::string& content) {
  // O_NONBLOCK makes opening a FIFO that has no reader fail at once (ENXIO) rather than wait for a
  // reader forever; once open, the descriptor is made blocking so a slow reader is waited for.
  const int fd = ::open(p.c_str(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) {
    const int err = errno;
    std::error_code ec;
    if (err == ENXIO && fs::is_fifo(p, ec))
      throw InputError(fmt::format("cannot write {}: it is a FIFO with no reader", shown));
    throw InputError(fmt::format("cannot write {}: {}", shown, std::strerror(err)));
  }
  const int flags = ::fcntl(fd, F_GETFL);
  if (flags != -1) ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
  std::size_t done = 0;
  while (done < content.size()) {
    const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const int err = n < 0 ? errno : EIO;
      ::close(fd);
      throw InputError(fmt::format("cannot write {}: {}", shown, std::strerror(err)));
    }
    done += static_cast<std::size_t>(n);
  }
  if (::close(fd) != 0) throw InputError(fmt::format("cannot write {}: {}", shown, std::strerror(errno)));
}

// The temporary files of the write in progress, for remove_temporary_files(): a null-terminated
// array of C strings, published before the first temporary file is created and withdrawn before
// they are freed, so a signal handler never reads a freed name.
std::atomic<const char* const*> g_temporaries{nullptr};
std::atomic<OutputTestHook> g_hook{nullptr};

void hook(const char* phase, std::size_t i) {
  if (const OutputTestHook h = g_hook.load()) h(phase, i);
}

// SIGINT and SIGTERM blocked for the lifetime of the object (this thread; the command runs its
// output on the main thread with no worker alive), then restored: a signal that came meanwhile is
// delivered at the restore.
class BlockStopSignals {
 public:
  BlockStopSignals() {
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    ::pthread_sigmask(SIG_BLOCK, &stop, &old_);
  }
  ~BlockStopSignals() { ::pthread_sigmask(SIG_SETMASK, &old_, nullptr); }
  BlockStopSignals(const BlockStopSignals&) = delete;
  BlockStopSignals& operator=(const BlockStopSignals&) = delete;

 private:
  sigset_t old_;
};

}  // namespace

void remove_temporary_files() noexcept {
  if (const char* const* names = g_temporaries.load())
    for (; *names; ++names) ::unlink(*names);
}

void set_output_test_hook(OutputTestHook h) { g_hook.store(h); }

void write_files_atomically(const std::vector<OutputFile>& files) {
  std::vector<std::string> temps;     // temporary files (named before any is created)
  std::vector<fs::path> renamed_to;   // their final paths
  std::vector<const OutputFile*> regular, in_place;
  std::vector<const char*> published;
  auto cleanup = [&] {
    g_temporaries.store(nullptr);
    for (const auto& t : temps) std::remove(t.c_str());
  };
  try {
    // First every target is looked at and every temporary name chosen, so the names are published
    // (for a handler's cleanup) before anything is written.
    for (const auto& file : files) {
      const auto& [path, content] = file;
      const fs::path p = follow_symlinks(path);
      std::error_code ec;
      const fs::file_status st = fs::status(p, ec);
      if (fs::exists(st)) {
        if (fs::is_directory(st)) throw InputError(fmt::format("cannot write {}: it is a directory", path));
        if (!fs::is_regular_file(st)) {
          in_place.push_back(&file);
          continue;
        }
      }
      if (p.has_parent_path()) {
        fs::create_directories(p.parent_path(), ec);
        if (ec) throw InputError(fmt::format("cannot create directory {}: {}", p.parent_path().string(), ec.message()));
      }
      temps.push_back(fmt::format("{}.tmp.{}", p.string(), ::getpid()));
      renamed_to.push_back(p);
      regular.push_back(&file);
    }
    for (const auto& t : temps) published.push_back(t.c_str());
    published.push_back(nullptr);
    g_temporaries.store(published.data());
    for (std::size_t i = 0; i < temps.size(); ++i) {
      const auto& [path, content] = *regular[i];
      std::ofstream out(temps[i], std::ios::binary | std::ios::trunc);
      if (!out) throw InputError(fmt::format("cannot write {}: {}", path, std::strerror(errno)));
      out << content;
      out.close();
      if (!out) throw InputError(fmt::format("cannot write {}: {}", path, std::strerror(errno)));
      hook("temp", i);
    }
    // Targets that cannot be replaced atomically are written after every temporary file exists, so
    // a failure among them still leaves the regular files untouched.
    for (const OutputFile* f : in_place) write_in_place(f->first, follow_symlinks(f->first), f->second);
    {
      // All or nothing: no stop signal is delivered between the first rename and the last.
      const BlockStopSignals blocked;
      for (std::size_t i = 0; i < temps.size(); ++i) {
        std::error_code ec;
        fs::rename(temps[i], renamed_to[i], ec);
        if (ec) throw InputError(fmt::format("cannot rename into {}: {}", renamed_to[i].string(), ec.message()));
        hook("rename", i);
      }
      g_temporaries.store(nullptr);  // renamed: nothing left to remove (before a deferred signal comes)
    }
  } catch (...) {
    cleanup();
    throw;
  }
}

void check_output_folder(const std::string& folder, const char* flag) {
  if (folder.empty()) throw InputError(fmt::format("{} '' is empty; name a folder", flag));
  std::error_code ec;
  const fs::path canonical = fs::weakly_canonical(fs::absolute(fs::path(folder), ec), ec);
  if (!ec && canonical == canonical.root_path())
    throw InputError(fmt::format("{} {} is the root folder; name a folder for the output", flag, folder));
}

}  // namespace cgcheck
