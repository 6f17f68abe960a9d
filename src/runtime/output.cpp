#include "runtime/output.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string_view>

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

// The descriptor a path names when it is one of this process's own (/dev/stdout, /dev/stderr,
// /dev/fd/N, /proc/self/fd/N), else -1. Such a path is written through the descriptor: replacing the
// file behind it (standard output redirected to a file) would leave the descriptor on the old,
// unlinked file, and the rest of the output would be lost; opening it again would start at offset 0,
// over what was already written.
int own_descriptor(const std::string& path) {
  if (path == "/dev/stdout") return STDOUT_FILENO;
  if (path == "/dev/stderr") return STDERR_FILENO;
  for (const std::string_view prefix : {"/dev/fd/", "/proc/self/fd/"}) {
    if (!path.starts_with(prefix) || path.size() == prefix.size() || path.size() > prefix.size() + 6) continue;
    int fd = 0;
    for (std::size_t i = prefix.size(); i < path.size(); ++i) {
      if (path[i] < '0' || path[i] > '9') return -1;
      fd = fd * 10 + (path[i] - '0');
    }
    return fd;
  }
  return -1;
}

void write_descriptor(const std::string& shown, int fd, const std::string& content) {
  if (fd == STDOUT_FILENO && std::fflush(stdout) != 0)
    throw InputError(fmt::format("cannot write {}: {}", shown, std::strerror(errno)));
  std::size_t done = 0;
  while (done < content.size()) {
    const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw InputError(fmt::format("cannot write {}: {}", shown, std::strerror(n < 0 ? errno : EIO)));
    done += static_cast<std::size_t>(n);
  }
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

namespace {
std::mutex g_inputs_mutex;
std::vector<std::string> g_input_files, g_input_folders;

void note(std::vector<std::string>& list, const std::string& path) {
  if (path.empty()) return;
  const std::lock_guard lock(g_inputs_mutex);
  if (std::find(list.begin(), list.end(), path) == list.end()) list.push_back(path);
}
}  // namespace

void note_input(const std::string& path) { note(g_input_files, path); }
void note_input_folder(const std::string& path) { note(g_input_folders, path); }

std::vector<std::string> noted_inputs() {
  const std::lock_guard lock(g_inputs_mutex);
  std::vector<std::string> all = g_input_files;
  all.insert(all.end(), g_input_folders.begin(), g_input_folders.end());
  return all;
}

void refuse_noted_input(const std::string& flag, const std::string& path) {
  std::vector<std::string> files;
  {
    const std::lock_guard lock(g_inputs_mutex);
    files = g_input_files;
  }
  for (const auto& in : files)
    if (same_file(path, in))
      throw InputError(fmt::format("{} {} is a file this run reads ({}); name another file for the output",
                                   flag, path, in));
}

namespace {

// A set of outputs as it is written: the targets sorted by how they are written, and what the
// write made so far (temporary files, folders), which a set not written removes again.
struct WriteSet {
  std::vector<std::string> temps;     // temporary files (named before any is created)
  std::vector<fs::path> renamed_to;   // their final paths
  std::vector<const OutputFile*> regular, in_place;
  std::vector<const char*> published;
  std::vector<fs::path> created_dirs;  // folders made for the set, outermost first
};

// Every target looked at and every temporary name chosen, so the names are published (for a
// handler's cleanup) before anything is written.
void plan_writes(const std::vector<OutputFile>& files, WriteSet& set) {
  for (const auto& file : files) {
    const auto& [path, content] = file;
    // What the path names once the kernel follows every link (/dev/stdout -> /proc/self/fd/1 ->
    // a pipe, which no path names): a FIFO or device is written in place through the path itself.
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (fs::exists(st)) {
      if (fs::is_directory(st)) throw InputError(fmt::format("cannot write {}: it is a directory", path));
      if (!fs::is_regular_file(st) || own_descriptor(path) >= 0) {
        set.in_place.push_back(&file);
        continue;
      }
    }
    const fs::path p = follow_symlinks(path);
    // One set never writes a file twice: the second temporary file would replace the first, and
    // its rename would fail after the first had been renamed into place.
    for (const auto& other : set.renamed_to)
      if (same_file(other.string(), p.string()))
        throw InputError(fmt::format("cannot write {}: the same file is named twice among the outputs", path));
    if (p.has_parent_path() && !fs::exists(p.parent_path(), ec)) {
      // The folders made for the set, deepest last, are removed again if the set is not written.
      std::vector<fs::path> missing;
      for (fs::path d = p.parent_path(); !d.empty() && !fs::exists(fs::symlink_status(d, ec)); d = d.parent_path()) {
        missing.push_back(d);
        if (d == d.parent_path()) break;
      }
      fs::create_directories(p.parent_path(), ec);
      set.created_dirs.insert(set.created_dirs.end(), missing.rbegin(), missing.rend());
      if (ec) throw InputError(fmt::format("cannot create directory {}: {}", p.parent_path().string(), ec.message()));
    }
    set.temps.push_back(fmt::format("{}.tmp.{}", p.string(), ::getpid()));
    set.renamed_to.push_back(p);
    set.regular.push_back(&file);
  }
}

// The regular targets' contents, each into its temporary file.
void write_temporaries(const WriteSet& set) {
  for (std::size_t i = 0; i < set.temps.size(); ++i) {
    const auto& [path, content] = *set.regular[i];
    std::ofstream out(set.temps[i], std::ios::binary | std::ios::trunc);
    if (!out) throw InputError(fmt::format("cannot write {}: {}", path, std::strerror(errno)));
    out << content;
    out.close();
    if (!out) throw InputError(fmt::format("cannot write {}: {}", path, std::strerror(errno)));
    hook("temp", i);
  }
}

// Every temporary file renamed into place. All or nothing: no stop signal is delivered between the
// first rename and the last.
void rename_into_place(const WriteSet& set) {
  const BlockStopSignals blocked;
  for (std::size_t i = 0; i < set.temps.size(); ++i) {
    std::error_code ec;
    fs::rename(set.temps[i], set.renamed_to[i], ec);
    if (ec) throw InputError(fmt::format("cannot rename into {}: {}", set.renamed_to[i].string(), ec.message()));
    hook("rename", i);
  }
  g_temporaries.store(nullptr);  // renamed: nothing left to remove (before a deferred signal comes)
}

}  // namespace

void write_files_atomically(const std::vector<OutputFile>& files) {
  WriteSet set;
  auto cleanup = [&] {
    g_temporaries.store(nullptr);
    for (const auto& t : set.temps) std::remove(t.c_str());
    // A set not written leaves no folder behind either (only empty ones are removed).
    for (auto d = set.created_dirs.rbegin(); d != set.created_dirs.rend(); ++d) ::rmdir(d->c_str());
  };
  // No input is ever replaced by an output, however the input was reached.
  for (const auto& [path, content] : files)
    if (own_descriptor(path) < 0) refuse_noted_input("cannot write", path);
  try {
    plan_writes(files, set);
    for (const auto& t : set.temps) set.published.push_back(t.c_str());
    set.published.push_back(nullptr);
    g_temporaries.store(set.published.data());
    write_temporaries(set);
    // Targets that cannot be replaced atomically are written after every temporary file exists, so
    // a failure among them still leaves the regular files untouched.
    for (const OutputFile* f : set.in_place) {
      if (const int fd = own_descriptor(f->first); fd >= 0) write_descriptor(f->first, fd, f->second);
      else write_in_place(f->first, fs::path(f->first), f->second);
    }
    rename_into_place(set);
  } catch (...) {
    cleanup();
    throw;
  }
}

namespace {

// The nearest folder-or-file on the way up from `p` (made absolute) that exists.
fs::path nearest_existing(const fs::path& p) {
  std::error_code ec;
  fs::path d = fs::absolute(p, ec);
  while (!fs::exists(d, ec) && d != d.parent_path()) d = d.parent_path();
  return d;
}

// 0 if a folder can be made in `dir` (one is made and removed at once), else the error.
int probe_folder(const fs::path& dir) {
  std::string name = (dir / ".cgcheck-probe-XXXXXX").string();
  if (!::mkdtemp(name.data())) return errno;
  ::rmdir(name.c_str());
  return 0;
}

// Throws unless the folder `dir` exists or can be created, and files can be created in it.
void check_can_create_in(const fs::path& dir, const std::string& flag, const std::string& shown) {
  std::error_code ec;
  const fs::path base = nearest_existing(dir);
  if (!fs::is_directory(base, ec))
    throw InputError(fmt::format("{} {}: {} is not a folder", flag, shown, base.string()));
  if (const int err = probe_folder(base))
    throw InputError(fmt::format("{} {}: cannot write in {}: {}", flag, shown, base.string(), std::strerror(err)));
}

// The files an input stands for: itself, or the files of a folder (not its subfolders).
std::vector<std::string> input_files(const std::vector<std::string>& inputs) {
  std::vector<std::string> files;
  for (const auto& in : inputs) {
    std::error_code ec;
    if (fs::is_directory(in, ec)) {
      for (const auto& e : fs::directory_iterator(in, ec))
        if (!e.is_directory(ec)) files.push_back(e.path().string());
    } else if (!in.empty()) {
      files.push_back(in);
    }
  }
  return files;
}

}  // namespace

bool same_file(const std::string& a, const std::string& b) {
  struct stat sa {}, sb {};
  if (::stat(a.c_str(), &sa) == 0 && ::stat(b.c_str(), &sb) == 0) return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
  std::error_code ec;
  // A path that does not exist yet: its existing folders resolved (links, "..") and the rest read
  // lexically, then a dangling link at its end followed to the file it would create.
  auto resolved = [&](const std::string& x) {
    fs::path p = fs::weakly_canonical(fs::absolute(fs::path(x), ec), ec);
    try {
      p = follow_symlinks(p.string());
    } catch (const InputError&) {
    }
    return fs::weakly_canonical(fs::absolute(p, ec), ec).lexically_normal();
  };
  return resolved(a) == resolved(b);
}

void check_output_folder(const std::string& folder, const char* flag) {
  if (folder.empty()) throw InputError(fmt::format("{} '' is empty; name a folder", flag));
  std::error_code ec;
  const fs::path canonical = fs::weakly_canonical(fs::absolute(fs::path(folder), ec), ec);
  if (!ec && canonical == canonical.root_path())
    throw InputError(fmt::format("{} {} is the root folder; name a folder for the output", flag, folder));
  if (fs::exists(folder, ec) && !fs::is_directory(folder, ec))
    throw InputError(fmt::format("{} {} is not a folder", flag, folder));
  check_can_create_in(fs::path(folder), flag, folder);
}

void check_output_files(const std::vector<OutputTarget>& outputs, const std::vector<std::string>& inputs) {
  for (const auto& [flag, path, into_read_folder] : outputs) {
    if (path.empty()) throw InputError(fmt::format("{} '' is empty; name a file", flag));
    if (path.back() == '/') throw InputError(fmt::format("{} {} names a folder; name a file", flag, path));
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (fs::is_directory(st)) throw InputError(fmt::format("{} {} is a folder; name a file", flag, path));
    if (fs::exists(st) && own_descriptor(path) >= 0) continue;  // written through the descriptor
    if (fs::exists(st) && !fs::is_regular_file(st)) {
      // A FIFO or a device (/dev/stdout): written in place, so it must be writable.
      if (::access(path.c_str(), W_OK) != 0)
        throw InputError(fmt::format("{} {}: cannot write: {}", flag, path, std::strerror(errno)));
      continue;
    }
    const fs::path target = follow_symlinks(path);
    check_can_create_in(fs::absolute(target, ec).parent_path(), flag, path);
  }
  for (std::size_t i = 0; i < outputs.size(); ++i)
    for (std::size_t j = i + 1; j < outputs.size(); ++j)
      if (same_file(outputs[i].path, outputs[j].path))
        throw InputError(fmt::format("{} {} and {} {} are the same file; name two files", outputs[i].flag,
                                     outputs[i].path, outputs[j].flag, outputs[j].path));
  const auto files = input_files(inputs);
  for (const auto& [flag, path, into_read_folder] : outputs) {
    if (own_descriptor(path) >= 0) continue;
    for (const auto& in : files)
      if (same_file(path, in))
        throw InputError(fmt::format("{} {} is an input file ({}); name another file for the output", flag, path, in));
    // Inside a folder the run reads: the file the output lands on is read there (now or next run).
    std::error_code ec;
    const fs::path folder = fs::absolute(follow_symlinks(path), ec).parent_path();
    for (const auto& in : inputs)
      if (!into_read_folder && fs::is_directory(in, ec) && fs::exists(folder, ec) && fs::equivalent(folder, in, ec))
        throw InputError(fmt::format("{} {} is inside {}, a folder this run reads; name a file elsewhere", flag, path, in));
  }
}

void check_report_name(const std::string& name) {
  auto bad = [&](std::string_view why) {
    return InputError(fmt::format("paper id '{}' cannot name a report page: {}", name, why));
  };
  if (name.empty()) throw bad("it is empty");
  if (name.size() > 100) throw bad("it is longer than 100 characters");
  for (const char ch : name)
    if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' || ch == '_' || ch == '.'))
      throw bad("use lower-case letters, digits, '-', '_' and '.'");
  if (name.front() == '.') throw bad("it starts with '.'");
  for (const char* reserved : {"readme", "results", "img"})
    if (name == reserved) throw bad("the report itself uses that name");
}

}  // namespace cgcheck
