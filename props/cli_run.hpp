#pragma once
// Runs the cgcheck binary for the command-line regression tests: exit code, standard output and
// standard error. A run that hangs is killed after a time limit (and then reports code 137), so a
// regression to a hang fails its test instead of stalling the suite.
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace cgcheck_test {

struct CommandResult {
  int code = -1;
  std::string out, err;
};

inline std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// A fresh temporary folder per test process; removed by the caller when done.
inline std::filesystem::path temp_folder(const std::string& tag) {
  const auto dir = std::filesystem::temp_directory_path() / ("cgcheck-" + tag + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

// `args` is shell-quoted; `redirect_out` replaces the default capture of standard output; `input`
// is standard input.
inline CommandResult run(const std::string& args, int seconds = 600, const std::string& redirect_out = "",
                         const std::string& input = "") {
  const auto dir = temp_folder("run");
  const std::string in = (dir / "in").string(), out = (dir / "out").string(), err = (dir / "err").string();
  std::ofstream(in) << input;
  const std::string cmd = "timeout -s KILL " + std::to_string(seconds) + " " + CGCHECK_BINARY + " " + args +
                          " <" + in + " " + (redirect_out.empty() ? ">" + out : redirect_out) + " 2>" + err;
  const int status = std::system(cmd.c_str());
  CommandResult r;
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = slurp(out);
  r.err = slurp(err);
  std::filesystem::remove_all(dir);
  return r;
}

// Runs the binary with `args`, sends `sig` after one second and waits up to 20 s for it to stop
// (one that ignores the signal is then killed, and status says so). `waited`: seconds from the
// signal to the exit.
struct SignalledRun {
  int status = 0;
  std::string out, err;
  double waited = 0;
};
inline SignalledRun run_and_signal(std::vector<const char*> args, int sig) {
  const auto dir = temp_folder("signal");
  const std::string out = (dir / "out").string(), err = (dir / "err").string();
  args.insert(args.begin(), CGCHECK_BINARY);
  args.push_back(nullptr);
  const pid_t pid = ::fork();
  if (pid == 0) {
    if (!std::freopen(out.c_str(), "w", stdout) || !std::freopen(err.c_str(), "w", stderr)) std::_Exit(99);
    ::execv(CGCHECK_BINARY, const_cast<char* const*>(args.data()));
    std::_Exit(98);
  }
  ::sleep(1);
  ::kill(pid, sig);
  const auto sent = std::chrono::steady_clock::now();
  SignalledRun r;
  for (int i = 0; i < 400 && ::waitpid(pid, &r.status, WNOHANG) == 0; ++i) ::usleep(50'000);
  if (::waitpid(pid, &r.status, WNOHANG) == 0) {
    ::kill(pid, SIGKILL);
    ::waitpid(pid, &r.status, 0);
  }
  r.waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - sent).count();
  r.out = slurp(out);
  r.err = slurp(err);
  std::filesystem::remove_all(dir);
  return r;
}

// A temporary folder removed when the test ends; write(name, text) puts a file there (making its
// folders) and returns its path; f / "name" is a path in it.
struct Folder {
  std::filesystem::path dir;
  explicit Folder(const std::string& tag) : dir(temp_folder(tag)) {}
  ~Folder() {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
  Folder(const Folder&) = delete;
  Folder& operator=(const Folder&) = delete;
  std::string write(const std::string& name, const std::string& text) const {
    const std::filesystem::path p = dir / name;
    std::filesystem::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
    return p.string();
  }
  std::string operator/(const std::string& name) const { return (dir / name).string(); }
};

// Exactly one line: non-empty, ending in its only newline.
inline bool one_line(const std::string& s) { return !s.empty() && s.find('\n') == s.size() - 1; }

}  // namespace cgcheck_test
