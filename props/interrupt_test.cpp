// Ctrl-C and SIGTERM stop a long `solve` within a second: exit 130, one line on standard error
// saying which position it was solving. (A position of Nim with a pass that takes the memo solver
// about 11 s in the optimised build, longer under sanitizers; the signal comes after 1 s.)
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <string>

#include "cli_run.hpp"

namespace {

class Interrupt : public ::testing::TestWithParam<int> {};

TEST_P(Interrupt, StopsALongSolveWithinASecond) {
  const auto dir = cgcheck_test::temp_folder("interrupt");
  const std::string out = (dir / "out").string(), err = (dir / "err").string();
  const pid_t pid = ::fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    if (!std::freopen(out.c_str(), "w", stdout) || !std::freopen(err.c_str(), "w", stderr)) std::_Exit(99);
    ::execl(CGCHECK_BINARY, CGCHECK_BINARY, "solve", "nim-pass", "12,13,14,15,16,17,18", static_cast<char*>(nullptr));
    std::_Exit(98);
  }
  ::sleep(1);
  ::kill(pid, GetParam());
  const auto sent = std::chrono::steady_clock::now();
  int status = 0;
  // Wait up to 20 s; a solve that ignores the signal is killed and fails the test.
  for (int i = 0; i < 200 && ::waitpid(pid, &status, WNOHANG) == 0; ++i) ::usleep(50'000);
  if (::waitpid(pid, &status, WNOHANG) == 0) {
    ::kill(pid, SIGKILL);
    ::waitpid(pid, &status, 0);
  }
  const double waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - sent).count();
  const std::string e = cgcheck_test::slurp(err), o = cgcheck_test::slurp(out);
  std::filesystem::remove_all(dir);
  ASSERT_TRUE(WIFEXITED(status)) << "killed by signal " << WTERMSIG(status);
  EXPECT_EQ(WEXITSTATUS(status), 130) << e;
  // The time includes the process's exit; under AddressSanitizer that runs the leak check over the
  // solver's memo, which alone can take seconds.
#if defined(__SANITIZE_ADDRESS__)
  const double limit = 10.0;
#else
  const double limit = 1.0;
#endif
  EXPECT_LT(waited, limit) << "stopped " << waited << " s after the signal";
  EXPECT_TRUE(cgcheck_test::one_line(e)) << e;
  EXPECT_NE(e.find("interrupted while solving '12,13,14,15,16,17,18'"), std::string::npos) << e;
  EXPECT_EQ(o, "");
}

INSTANTIATE_TEST_SUITE_P(Signals, Interrupt, ::testing::Values(SIGINT, SIGTERM));

}  // namespace
