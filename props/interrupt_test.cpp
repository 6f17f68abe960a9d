// Ctrl-C and SIGTERM stop a long `solve` within a second: exit 130, one line on standard error
// saying which position it was solving. (A position of Nim with a pass that takes the memo solver
// about 11 s in the optimised build, longer under sanitizers; the signal comes after 1 s.)
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <csignal>

#include "cli_run.hpp"

namespace {

class Interrupt : public ::testing::TestWithParam<int> {};

TEST_P(Interrupt, StopsALongSolveWithinASecond) {
  const auto r = cgcheck_test::run_and_signal({"solve", "nim-pass", "12,13,14,15,16,17,18"}, GetParam());
  ASSERT_TRUE(WIFEXITED(r.status)) << "killed by signal " << WTERMSIG(r.status);
  EXPECT_EQ(WEXITSTATUS(r.status), 130) << r.err;
  // The time includes the process's exit; under AddressSanitizer that runs the leak check over the
  // solver's memo, which alone can take seconds.
#if defined(__SANITIZE_ADDRESS__)
  const double limit = 10.0;
#else
  const double limit = 1.0;
#endif
  EXPECT_LT(r.waited, limit) << "stopped " << r.waited << " s after the signal";
  EXPECT_TRUE(cgcheck_test::one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("interrupted while solving '12,13,14,15,16,17,18'"), std::string::npos) << r.err;
  EXPECT_EQ(r.out, "");
}

INSTANTIATE_TEST_SUITE_P(Signals, Interrupt, ::testing::Values(SIGINT, SIGTERM));

}  // namespace
