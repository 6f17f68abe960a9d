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

}  // namespace
