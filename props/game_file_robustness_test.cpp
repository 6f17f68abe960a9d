// Hostile or careless game files end with one line and exit 2, never a crash or an internal error:
// an rng kept past its random() call, an order(a, b) that is not a strict weak order, a partizan
// game deeper than the engine's recursion allows, options returned as a proxy table.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_run.hpp"

namespace {

namespace fs = std::filesystem;
using cgcheck_test::one_line;
using cgcheck_test::run;
using cgcheck_test::temp_folder;

class GameFileRobustness : public ::testing::Test {
 protected:
  void SetUp() override { dir_ = temp_folder("game-file-robustness"); }
  void TearDown() override { fs::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& text) {
    const fs::path p = dir_ / name;
    std::ofstream(p) << text;
    return p.string();
  }
  fs::path dir_;
};

}  // namespace

// random(rng, size) keeps rng in a global and valid() draws from it later, after random() returned
// (here while a refuted claim shrinks its counterexample, and in a hunt): the rng no longer has a
// generator behind it. Before: a crash (SIGSEGV) or "internal error: bad_function_call", exit 3.
TEST_F(GameFileRobustness, RngUsedAfterItsRandomCallIsALuaError) {
  write("rng.lua", R"(local kept
return { id = "keeprng", title = "keeps rng", kind = "impartial", arity = 1,
  options = function(p) if p[1] > 0 then return {{p[1] - 1}} end return {} end,
  valid = function(p) if kept then kept:int(0, 1) end return #p == 1 and p[1] >= 0 end,
  random = function(rng, size) kept = rng return {rng:int(0, 10)} end })");
  const std::string claims = write("rng-claims.lua", R"(return { game = "rng.lua", claims = {
  { id = "small", statement = "every heap is below 5", check = "property",
    formula = function(p) return p[1] < 5 end, expect = "refuted", finding = "conjecture", bound = 2, random = 50 } } })");
  auto r = run("check --claims " + claims + " --seed 1");
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("rng used after the random() call that received it returned"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("valid("), std::string::npos) << r.err;

  r = run("hunt " + (dir_ / "rng.lua").string() + " --property 'return true' --bound 2");
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("rng used after the random() call that received it returned"), std::string::npos) << r.err;
}

// Inside its own call the rng works, in nested functions too.
TEST_F(GameFileRobustness, RngWorksDuringItsOwnCall) {
  write("rng.lua", R"(local function draw(rng) return rng:int(0, 30) end
return { id = "goodrng", title = "uses rng in time", kind = "impartial", arity = 1,
  options = function(p) if p[1] > 0 then return {{p[1] - 1}} end return {} end,
  valid = function(p) return #p == 1 and p[1] >= 0 end,
  random = function(rng, size) return {draw(rng)} end })");
  const std::string claims = write("rng-claims.lua", R"(return { game = "rng.lua", claims = {
  { id = "small", statement = "every heap is below 5", check = "property",
    formula = function(p) return p[1] < 5 end, expect = "refuted", finding = "conjecture", bound = 2, random = 50 } } })");
  const auto r = run("check --claims " + claims + " --seed 1");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("[5: claims true, is false]"), std::string::npos) << r.out;
}
