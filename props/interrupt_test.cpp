// Ctrl-C and SIGTERM stop a long `solve` within a second: exit 130, one line on standard error
// saying which position it was solving. (A position of Nim with a pass that takes the memo solver
// about 11 s in the optimised build, longer under sanitizers; the signal comes after 1 s.)
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <csignal>

#include "cli_run.hpp"
#include "core/sanitizers.hpp"

namespace {

class Interrupt : public ::testing::TestWithParam<int> {};

// Exit 130 within a second of the signal, one line on standard error. The time includes the
// process's exit; under AddressSanitizer that runs the leak check over the solver's memo, which
// alone can take seconds.
void expect_stopped_within_a_second(const cgcheck_test::SignalledRun& r) {
  ASSERT_TRUE(WIFEXITED(r.status)) << "killed by signal " << WTERMSIG(r.status);
  EXPECT_EQ(WEXITSTATUS(r.status), 130) << r.err;
#if CGCHECK_ASAN
  const double limit = 10.0;
#else
  const double limit = 1.0;
#endif
  EXPECT_LT(r.waited, limit) << "stopped " << r.waited << " s after the signal";
  EXPECT_TRUE(cgcheck_test::one_line(r.err)) << r.err;
}

TEST_P(Interrupt, StopsALongSolveWithinASecond) {
  const auto r = cgcheck_test::run_and_signal({"solve", "nim-pass", "12,13,14,15,16,17,18"}, GetParam());
  expect_stopped_within_a_second(r);
  EXPECT_NE(r.err.find("interrupted while solving '12,13,14,15,16,17,18'"), std::string::npos) << r.err;
  EXPECT_EQ(r.out, "");
}

// One position with more options than the machine holds: 42 heads under the coin-turning code 1+
// have 2^41 options, and misère play lists them (it solves the position as a whole). The list grew
// deaf to Ctrl-C until the process was killed; it is now built within the session's limits,
// polling for the signal as it grows.
TEST_P(Interrupt, StopsAMisereSolveInsideOnePositionsOptions) {
  const auto r = cgcheck_test::run_and_signal(
      {"solve", "turning:1+", "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh", "--play", "misere"}, GetParam());
  expect_stopped_within_a_second(r);
}

// Positions with many moves each: two sliding coins far apart. The move graph polled for the
// signal every 4,096 positions (minutes apart here: 10^5 apart was killed after 6 s unheard; 3·10^4
// apart keeps the test's own granularity, one position's moves, far below a second), and the interrupt
// then freed the whole graph before exiting (a second more for every few seconds of run); it now
// polls by moves listed and leaves the graph to the exit.
TEST_P(Interrupt, StopsAMisereSolveOfPositionsWithManyMoves) {
  const auto r = cgcheck_test::run_and_signal({"solve", "sliding-coins", "30000,60000", "--play", "misere"}, GetParam());
  expect_stopped_within_a_second(r);
}

// The nim-value search on the empty 6 x 6 Cram board (minutes of questions), inside its recursion
// on the large stack: the signal is heard between questions.
TEST_P(Interrupt, StopsTheNimValueSearch) {
  const auto r = cgcheck_test::run_and_signal({"solve", CGCHECK_SOURCE_DIR "/examples/games/cram.lua",
                                               "......|......|......|......|......|......", "--nim-method", "search"},
                                              GetParam());
  expect_stopped_within_a_second(r);
  EXPECT_EQ(r.out, "");
}

// The loopy value of a 10-cell Backsliding Toads and Frogs strip (seconds of comparison marking).
TEST_P(Interrupt, StopsTheLoopyValue) {
  const auto r = cgcheck_test::run_and_signal(
      {"solve", CGCHECK_SOURCE_DIR "/examples/games/backsliding-toads-and-frogs.lua", "tttt..ffff"}, GetParam());
  expect_stopped_within_a_second(r);
  EXPECT_EQ(r.out, "");
}

INSTANTIATE_TEST_SUITE_P(Signals, Interrupt, ::testing::Values(SIGINT, SIGTERM));

// The same lists are held to --max-memory and --max-moves: one line and exit 2, in well under a
// second, instead of the lists outgrowing the machine.
TEST(OptionLists, AHugeListOfOptionsIsRefusedWithinTheLimits) {
  auto r = cgcheck_test::run("solve turning:1+ hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh --play misere --max-memory 0.05", 60);
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_EQ(r.err, "cgcheck: error: the options of 'hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh' take more than --max-memory "
                   "51.2 MiB (raise it)\n");
  r = cgcheck_test::run("solve spawning:1+ 40 --play misere --max-moves 100000", 60);
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_EQ(r.err, "cgcheck: error: '40' has more than --max-moves 100,000 options (raise it, or 0 for no limit)\n");
  // A small row is listed and solved as before.
  r = cgcheck_test::run("solve turning:1+ hhhhhhhhhhhh --play misere", 60);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "hhhhhhhhhhhh\t4095\tN\t4095^(4095,4093)\n");
}

}  // namespace
