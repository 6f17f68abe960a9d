#pragma once
// A test fixture with a fresh temporary folder per test, removed after it; write(name, text) puts a
// file there and returns its path (game and claim files for the command-line tests).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_run.hpp"

namespace cgcheck_test {

class TempFolderTest : public ::testing::Test {
 protected:
  void SetUp() override { dir_ = temp_folder("files"); }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& text) {
    const std::filesystem::path p = dir_ / name;
    std::ofstream(p) << text;
    return p.string();
  }
  std::filesystem::path dir_;
};

}  // namespace cgcheck_test
