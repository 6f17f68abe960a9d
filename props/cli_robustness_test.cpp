// Command-line robustness: every message is one line, standard output that cannot be written,
// nonsense numbers given to flags. Output never aims at a real system file: a closed descriptor or
// a device node made in a temporary folder stands in for a full disk.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <cerrno>
#include <cstring>
#include <string>

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

TEST(CliFlags, SensibleValuesStillWork) {
  for (const char* args : {QUICK_CLAIM "--threads 2 --seed 0 --random 5 --max-memory 1e300",
                           QUICK_CLAIM "--max-memory 0.5 --bound 3", "solve nim-pass --max-moves 100 1,2"}) {
    const auto r = run(args, 120);
    EXPECT_EQ(r.code, 0) << args << ": " << r.err;
  }
}

}  // namespace
