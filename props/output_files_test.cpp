// Output files: a regular file is replaced atomically; a symbolic link keeps being a link and its
// target is updated; a FIFO or a device node is written in place (never replaced by a regular
// file), and a FIFO with no reader fails at once with one line instead of hanging. Every target
// here lives in a temporary folder: a FIFO, symbolic links, device nodes made with mknod.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "cli_run.hpp"
#include "core/error.hpp"
#include "runtime/output.hpp"

namespace {

namespace fs = std::filesystem;
using cgcheck::InputError;
using cgcheck::write_file_atomically;
using cgcheck_test::slurp;

class OutputFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = cgcheck_test::temp_folder("output-files");
    // A regression to a blocking open of a FIFO would hang: fail (SIGALRM) instead.
    ::alarm(60);
  }
  void TearDown() override {
    ::alarm(0);
    fs::remove_all(dir_);
  }
  std::string path(const char* name) const { return (dir_ / name).string(); }
  // Files in the folder whose name holds ".tmp." (left-over temporary files).
  int temporaries() const {
    int n = 0;
    for (const auto& e : fs::recursive_directory_iterator(dir_))
      n += e.path().filename().string().find(".tmp.") != std::string::npos;
    return n;
  }
  static mode_t kind(const std::string& p) {
    struct stat st {};
    return ::lstat(p.c_str(), &st) == 0 ? (st.st_mode & S_IFMT) : 0;
  }
  // A device node in the folder; false (the test skips) where making one is not allowed.
  static bool make_device(const std::string& p, unsigned minor) {
    return ::mknod(p.c_str(), S_IFCHR | 0600, makedev(1, minor)) == 0;
  }
  fs::path dir_;
};

TEST_F(OutputFiles, RegularFileIsReplaced) {
  write_file_atomically(path("a.json"), "one\n");
  write_file_atomically(path("a.json"), "two\n");
  EXPECT_EQ(slurp(path("a.json")), "two\n");
  EXPECT_EQ(temporaries(), 0);
}

TEST_F(OutputFiles, SymlinkStaysAndItsTargetIsUpdated) {
  fs::create_directories(dir_ / "real");
  fs::create_directories(dir_ / "links");
  std::ofstream(path("real/r.json")) << "old\n";
  fs::create_symlink("../real/r.json", dir_ / "links" / "l.json");  // relative to the link's folder
  fs::create_symlink(dir_ / "links" / "l.json", dir_ / "chain.json");  // a link to a link
  write_file_atomically(path("chain.json"), "new\n");
  EXPECT_EQ(kind(path("chain.json")), S_IFLNK);
  EXPECT_EQ(kind(path("links/l.json")), S_IFLNK);
  EXPECT_EQ(kind(path("real/r.json")), S_IFREG);
  EXPECT_EQ(slurp(path("real/r.json")), "new\n");
  EXPECT_EQ(temporaries(), 0);
}

TEST_F(OutputFiles, DanglingSymlinkCreatesItsTarget) {
  fs::create_symlink("made.json", dir_ / "l.json");
  write_file_atomically(path("l.json"), "x\n");
  EXPECT_EQ(kind(path("l.json")), S_IFLNK);
  EXPECT_EQ(slurp(path("made.json")), "x\n");
}

TEST_F(OutputFiles, FifoWithoutReaderFailsAtOnce) {
  ASSERT_EQ(::mkfifo(path("f").c_str(), 0600), 0);
  try {
    write_file_atomically(path("f"), "x\n");
    ADD_FAILURE() << "writing a FIFO with no reader succeeded";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("no reader"), std::string::npos) << e.what();
  }
  EXPECT_EQ(kind(path("f")), S_IFIFO);
  EXPECT_EQ(temporaries(), 0);
}

TEST_F(OutputFiles, FifoWithReaderIsWrittenInPlace) {
  ASSERT_EQ(::mkfifo(path("f").c_str(), 0600), 0);
  fs::create_symlink("f", dir_ / "to-fifo");
  const int reader = ::open(path("f").c_str(), O_RDONLY | O_NONBLOCK);
  ASSERT_GE(reader, 0);
  write_file_atomically(path("to-fifo"), "through the pipe\n");
  char buf[64] = {};
  const ssize_t n = ::read(reader, buf, sizeof buf);
  ::close(reader);
  EXPECT_EQ(std::string(buf, n > 0 ? static_cast<std::size_t>(n) : 0), "through the pipe\n");
  EXPECT_EQ(kind(path("f")), S_IFIFO);
  EXPECT_EQ(kind(path("to-fifo")), S_IFLNK);
  EXPECT_EQ(temporaries(), 0);
}

TEST_F(OutputFiles, DeviceNodeIsWrittenInPlace) {
  if (!make_device(path("null"), 3)) GTEST_SKIP() << "cannot make a device node here: " << std::strerror(errno);
  write_file_atomically(path("null"), "discarded\n");
  EXPECT_EQ(kind(path("null")), S_IFCHR);
  EXPECT_EQ(temporaries(), 0);
}

TEST_F(OutputFiles, FailedInPlaceWriteLeavesTheSetUntouched) {
  if (!make_device(path("full"), 7)) GTEST_SKIP() << "cannot make a device node here: " << std::strerror(errno);
  std::ofstream(path("kept.md")) << "old\n";
  try {
    cgcheck::write_files_atomically({{path("kept.md"), "new\n"}, {path("full"), "x\n"}});
    ADD_FAILURE() << "writing the full device succeeded";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("No space left"), std::string::npos) << e.what();
  }
  EXPECT_EQ(kind(path("full")), S_IFCHR);
  EXPECT_EQ(slurp(path("kept.md")), "old\n");
  EXPECT_EQ(temporaries(), 0);
}

TEST_F(OutputFiles, DirectoryIsRefused) {
  fs::create_directories(dir_ / "d");
  EXPECT_THROW(write_file_atomically(path("d"), "x\n"), InputError);
  EXPECT_TRUE(fs::is_directory(dir_ / "d"));
  EXPECT_EQ(temporaries(), 0);
}

// S2: an empty or root output folder is refused (checked without writing anything).
TEST_F(OutputFiles, OutputFolderMustNotBeEmptyOrRoot) {
  for (const char* bad : {"", "/", "//", "/.", "/..", "/tmp/.."})
    EXPECT_THROW(cgcheck::check_output_folder(bad, "--out"), InputError) << "'" << bad << "'";
  EXPECT_NO_THROW(cgcheck::check_output_folder(path("reports"), "--out"));
  EXPECT_NO_THROW(cgcheck::check_output_folder("reports", "--out"));
}

// The command with --json naming a FIFO with no reader: one line, exit 2, the FIFO intact.
TEST_F(OutputFiles, CommandWithFifoJsonFailsWithOneLine) {
  ASSERT_EQ(::mkfifo(path("f").c_str(), 0600), 0);
  const auto r = cgcheck_test::run("check --claim nim-pass/remark-terminal-p --json " + path("f"), 60);
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_TRUE(cgcheck_test::one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("no reader"), std::string::npos) << r.err;
  EXPECT_EQ(kind(path("f")), S_IFIFO);
  EXPECT_EQ(temporaries(), 0);
}

}  // namespace
