// Command-line robustness: every message is one line, standard output that cannot be written,
// nonsense numbers given to flags. Output never aims at a real system file: a closed descriptor or
// a device node made in a temporary folder stands in for a full disk.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

#include "cli_run.hpp"

namespace {

using cgcheck_test::one_line;
using cgcheck_test::run;

// P9: line breaks inside a message are flattened.
TEST(CliMessages, LuaErrorWithNewlinesIsOneLine) {
  const auto r = run("hunt nim-pass --bound 2 --random 0 --property 'error(\"a\\nb\\r\\nc\")'", 60);
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("a\\nb\\r\\nc"), std::string::npos) << r.err;
}

TEST(CliMessages, PositionWithNewlineIsOneLine) {
  const auto r = run("solve nim-pass \"$(printf '1\\nx')\"", 60);
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
}

// F4: a failed write on standard output is one line and exit 2, whether it fails while running
// (a long listing) or at the final flush (a short one).
TEST(CliStdout, ClosedStandardOutput) {
  for (const char* args : {"claims", "games"}) {
    const auto r = run(args, 60, ">&-");
    EXPECT_EQ(r.code, 2) << args << ": " << r.err;
    EXPECT_TRUE(one_line(r.err)) << args << ": " << r.err;
    EXPECT_NE(r.err.find("cannot write to standard output"), std::string::npos) << args << ": " << r.err;
  }
}

TEST(CliStdout, FullDevice) {
  // A node of the "full" device (char 1,7: every write fails with ENOSPC) in a temporary folder.
  const auto dir = cgcheck_test::temp_folder("full");
  const std::string full = (dir / "full").string();
  if (::mknod(full.c_str(), S_IFCHR | 0600, makedev(1, 7)) != 0) {
    const int err = errno;
    std::filesystem::remove_all(dir);
    GTEST_SKIP() << "cannot make a device node here (" << std::strerror(err) << "); needs root";
  }
  for (const char* args : {"claims", "games"}) {
    const auto r = run(args, 60, ">" + full);
    EXPECT_EQ(r.code, 2) << args << ": " << r.err;
    EXPECT_TRUE(one_line(r.err)) << args << ": " << r.err;
    EXPECT_NE(r.err.find("No space left"), std::string::npos) << args << ": " << r.err;
  }
  struct stat st {};
  EXPECT_EQ(::lstat(full.c_str(), &st), 0);
  EXPECT_TRUE(S_ISCHR(st.st_mode));
  std::filesystem::remove_all(dir);
}

// F1-F3: nonsense numbers given to flags are bad input: one line, exit 2, naming the flag, and
// never the wrapped value of a negative number.
struct FlagCase {
  const char* args;
  const char* mentions;
};
void PrintTo(const FlagCase& c, std::ostream* os) { *os << "cgcheck " << c.args; }

class BadFlag : public ::testing::TestWithParam<FlagCase> {};

TEST_P(BadFlag, ExitsTwoWithOneLine) {
  const FlagCase& c = GetParam();
  const auto r = run(c.args, 120);
  EXPECT_EQ(r.code, 2) << c.args << "\nstderr: " << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find(c.mentions), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("18446744073709551"), std::string::npos) << "a negative number was wrapped: " << r.err;
}

#define QUICK_CLAIM "check --claim nim-pass/remark-terminal-p "
const FlagCase kFlagCases[] = {
    // F1
    {QUICK_CLAIM "--threads 40000", "--threads"},
    {QUICK_CLAIM "--threads 1025", "--threads"},
    // F2
    {QUICK_CLAIM "--bound -5", "negative"},
    {QUICK_CLAIM "--random -1", "negative"},
    {QUICK_CLAIM "--seed -1", "negative"},
    {QUICK_CLAIM "--threads -1", "negative"},
    {QUICK_CLAIM "--random ' -1'", "negative"},
    {"solve nim-pass --max-moves -1 1", "negative"},
    // --compare and --winning-moves: a value that does not parse, a partizan game without a side,
    // combinations that mean nothing, a game whose moves are not listed.
    {"solve nim 3 --compare '{1|'", "cannot read game value"},
    {"solve nim 3 --compare 1 --outcome", "--compare"},
    {"solve nim 3 --compare 1 --winning-moves", "--compare"},
    {"solve nim 3 --compare 1 --play misere", "--compare"},
    {"solve value '{1|-1}' --winning-moves", "left or right"},
    {"solve value '{1|-1}' --winning-moves up", "left or right"},
    {"solve value '{1|-1}' --winning-moves left", "does not list its moves"},
    {"hunt nim-pass --property 'return true' --bound -1", "negative"},
    {"hunt nim-pass --property 'return true' --random -1", "negative"},
    {"hunt nim-pass --property 'return true' --seed -1", "negative"},
    // F3
    {QUICK_CLAIM "--max-memory 1e-12", "--max-memory"},
    {QUICK_CLAIM "--max-memory inf", "--max-memory"},
    {QUICK_CLAIM "--max-memory nan", "--max-memory"},
    {QUICK_CLAIM "--max-memory 0", "--max-memory"},
};
INSTANTIATE_TEST_SUITE_P(Cli, BadFlag, ::testing::ValuesIn(kFlagCases));

// Batch mode drops no position: a Domineering board whose first square is filled begins with '#',
// and is answered; a line beginning with '#' that is no position is a comment, and says so.
TEST(CliBatch, EveryPositionIsAnsweredInOrderAndEachCommentSaysSo) {
  const std::string game = std::string(CGCHECK_SOURCE_DIR) + "/examples/games/domineering.lua";
  std::string input = "# boards, one per line\n";
  std::vector<std::string> boards;
  for (int i = 0; i < 100; ++i) {
    std::string b;
    for (int cell = 0; cell < 4; ++cell) b += (i >> cell) & 1 ? '#' : '.';
    b.insert(2, "/");
    boards.push_back(b);
    input += b + "\n";
    if (i == 50) input += "#### not a board\n";
  }
  const auto r = run("solve " + game, 120, "", input);
  ASSERT_EQ(r.code, 0) << r.err;
  // The same boards as arguments: one answer each, in order (the game prints a board as its show()).
  std::string args;
  for (const auto& b : boards) args += " '" + b + "'";
  const auto one_by_one = run("solve " + game + args);
  ASSERT_EQ(one_by_one.code, 0) << one_by_one.err;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 100);
  EXPECT_EQ(r.out, one_by_one.out);
  EXPECT_NE(r.err.find("line 1 is not a position of domineering: read as a comment, skipped"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("line 53 is not a position of domineering"), std::string::npos) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 2) << r.err;
}

// A refused line names itself and the batch goes on (exit 2 at the end): 99 answers and one message
// for 100 lines, one of them no position; a CRLF line ending is a line ending.
TEST(CliBatch, ARefusedLineIsNamedAndTheRestAnswered) {
  std::string input;
  for (int i = 1; i <= 100; ++i) input += i == 50 ? "x\r\n" : std::to_string(i) + ",3\r\n";
  const auto r = run("solve nim", 120, "", input);
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 99) << r.out;
  EXPECT_EQ(r.out.find('\r'), std::string::npos);
  EXPECT_NE(r.out.find("3,51\t"), std::string::npos) << r.out;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find("line 50:"), std::string::npos) << r.err;
}

// --lua-steps bounds one call into a game file: too low, the call stops with one line naming the
// flag; raised, the same position is answered.
TEST(CliFlags, LuaStepsIsTheWorkLimitOfAGameFileCall) {
  const std::string game = std::string(CGCHECK_SOURCE_DIR) + "/examples/games/clobber.lua";
  const auto low = run("solve " + game + " xoxoxo --lua-steps 1000");
  EXPECT_EQ(low.code, 2);
  EXPECT_NE(low.err.find("work limit of 1000 steps exceeded"), std::string::npos) << low.err;
  EXPECT_NE(low.err.find("--lua-steps raises it"), std::string::npos) << low.err;
  const auto high = run("solve " + game + " xoxoxo --lua-steps 100000000");
  EXPECT_EQ(high.code, 0) << high.err;
  EXPECT_EQ(high.out, run("solve " + game + " xoxoxo").out);
}

TEST(CliFlags, SensibleValuesStillWork) {
  for (const char* args : {QUICK_CLAIM "--threads 2 --seed 0 --random 5 --max-memory 1e300",
                           QUICK_CLAIM "--max-memory 0.5 --bound 3", "solve nim-pass --max-moves 100 1,2"}) {
    const auto r = run(args, 120);
    EXPECT_EQ(r.code, 0) << args << ": " << r.err;
  }
}

}  // namespace
