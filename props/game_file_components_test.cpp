// components(p) in game files: every option is split into its components before it is interned, so
// only components get memo entries and an option's value is the nim-sum (impartial) or the
// canonical sum (partizan) of its components' values. The values are those of the whole-position
// solve, of an independent computation, and of the literature.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "cli_run.hpp"
#include "temp_folder_test.hpp"
#include "lua/game_file.hpp"
#include "lua/game_solver.hpp"

namespace {

namespace fs = std::filesystem;
using cgcheck::lua::GameFile;
using cgcheck::lua::GameSolver;
using cgcheck::lua::Position;

const std::string kDawson = std::string(CGCHECK_SOURCE_DIR) + "/examples/games/dawson-kayles.lua";

// Dawson's Kayles (the octal game 0.07) on rows of 0..52 pins, up to its last exception (n = 52):
// Berlekamp, Conway and Guy, Winning Ways, 2nd ed., vol. 1, pp. 89-91; OEIS A002187 (Dawson's chess
// 0.137) lists the same values one heap earlier, A002187(n) = G(n + 1).
const std::vector<std::uint32_t> kDawsonToLastException = {0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2,
                                                           2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0,
                                                           1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2};

// Independent of the solver: G(n) = mex { G(a) xor G(n - 2 - a) }, a plain O(n²) loop.
std::vector<std::uint32_t> dawson_by_mex(std::size_t n) {
  std::vector<std::uint32_t> g(n + 1, 0);
  for (std::size_t k = 2; k <= n; ++k) {
    std::vector<bool> seen(k + 2, false);
    for (std::size_t a = 0; a + 2 <= k; ++a) {
      const std::uint32_t x = g[a] ^ g[k - 2 - a];
      if (x < seen.size()) seen[x] = true;
    }
    std::uint32_t m = 0;
    while (seen[m]) ++m;
    g[k] = m;
  }
  return g;
}

TEST(GameFileComponents, DawsonsKaylesMatchesTheLiteratureAndAPlainMex) {
  const std::vector<std::uint32_t> independent = dawson_by_mex(2000);
  for (std::size_t n = 0; n < kDawsonToLastException.size(); ++n) ASSERT_EQ(independent[n], kDawsonToLastException[n]) << n;
  // Period 34 from 53 on (the octal periodicity theorem needs it to 2·53 + 34 + 2 = 142 only).
  for (std::size_t n = 53; n + 34 <= 2000; ++n) ASSERT_EQ(independent[n], independent[n + 34]) << n;

  GameFile game(kDawson);
  GameSolver solver(game);
  for (std::int64_t n = 0; n <= 2000; ++n)
    ASSERT_EQ(solver.grundy(n == 0 ? Position{} : Position{n}), independent[static_cast<std::size_t>(n)]) << n;
  // One memo entry per row length (and the empty position, 0 and 1 pins), not one per pair of rows:
  // the whole-position memo held 10^6.
  EXPECT_LE(solver.positions(), 2003u);
  // Sums of rows are nim-sums.
  EXPECT_EQ(solver.grundy(Position{6, 16, 33}), independent[6] ^ independent[16] ^ independent[33]);
}

// The same rules without components: options act on every row of a sorted multiset of rows, each
// option interned whole. Both files agree on every multiset of rows with at most 26 pins.
std::string dawson_whole_positions() {
  return R"(return { id = "dawson-whole", title = "Dawson's Kayles, whole positions", kind = "impartial",
  normalize = function(p)
    local q = {}
    for _, r in ipairs(p) do if r >= 2 then q[#q + 1] = r end end
    table.sort(q)
    return q
  end,
  options = function(p)
    local out = {}
    for i, n in ipairs(p) do
      if i == 1 or p[i - 1] ~= n then
        for left = 0, (n - 2) // 2 do
          local q = {}
          for j, r in ipairs(p) do if j ~= i then q[#q + 1] = r end end
          q[#q + 1] = left
          q[#q + 1] = n - 2 - left
          out[#out + 1] = q
        end
      end
    end
    return out
  end })";
}

class GameFileComponentsFiles : public cgcheck_test::TempFolderTest {};

// Every multiset of rows of at least 2 pins with sum <= bound, sorted.
void multisets(std::int64_t bound, std::int64_t smallest, Position& p, std::vector<Position>& out) {
  out.push_back(p);
  for (std::int64_t r = smallest; r <= bound; ++r) {
    p.push_back(r);
    multisets(bound - r, r, p, out);
    p.pop_back();
  }
}

// The example with a components(p) function instead of components = "entries".
std::string dawson_components_function() {
  std::ifstream in(kDawson);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string entries = "components = \"entries\",";
  const auto at = text.find(entries);
  EXPECT_NE(at, std::string::npos);
  text.replace(at, entries.size(), R"(components = function(p)
    local parts = {}
    for _, r in ipairs(p) do
      if r >= 2 then parts[#parts + 1] = {r} end
    end
    return parts
  end,)");
  return text;
}

TEST_F(GameFileComponentsFiles, ImpartialValuesAgreeWithAndWithoutComponents) {
  GameFile entries(kDawson), function(write("function.lua", dawson_components_function())),
      whole(write("whole.lua", dawson_whole_positions()));
  ASSERT_TRUE(function.has_components());
  GameSolver by_entries(entries), by_function(function), without(whole);
  std::vector<Position> all;
  Position p;
  multisets(26, 2, p, all);
  ASSERT_GT(all.size(), 1000u);
  for (const Position& q : all) {
    const std::uint32_t g = without.grundy(whole.normalize(q));
    ASSERT_EQ(by_entries.grundy(q), g) << entries.show(q);
    ASSERT_EQ(by_function.grundy(q), g) << entries.show(q);
  }
  // The split solves kept one entry per row length (and the sums asked for), the whole one every
  // multiset reached.
  EXPECT_LT(by_entries.positions(), all.size() + 30);
  EXPECT_LT(by_function.positions(), all.size() + 30);
  EXPECT_GE(without.positions(), all.size() / 2);
  // And on every row to 600 pins, with one memo entry per row length.
  for (std::int64_t n = 0; n <= 600; ++n) ASSERT_EQ(by_function.grundy(Position{n}), by_entries.grundy(Position{n})) << n;
}

TEST_F(GameFileComponentsFiles, ComponentsMustBeAFunctionOrEntries) {
  const std::string file = write("bad.lua", R"(return { id = "bad", title = "bad", kind = "impartial", components = "rows",
  options = function(p) return {} end })");
  const auto r = cgcheck_test::run("solve " + file + " 1");
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_TRUE(cgcheck_test::one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("field 'components' must be a function or the string \"entries\""), std::string::npos) << r.err;
}

// A partizan game with sums: a heap of n; Left splits it into two heaps with n - 1 tokens in all,
// Right takes 2 tokens and splits the rest in two. Written on whole multisets; the components
// versions add one line (a function, or "entries"). The canonical values agree on every multiset with at most 11 tokens.
std::string partizan_heaps(const std::string& components) {
  return std::string(R"(return { id = "split-heaps", title = "split heaps", kind = "partizan",
  normalize = function(p)
    local q = {}
    for _, r in ipairs(p) do if r >= 1 then q[#q + 1] = r end end
    table.sort(q)
    return q
  end,
)") + components +
         R"(  left = function(p) return moves(p, 1) end,
  right = function(p) return moves(p, 2) end }
)";
}
constexpr const char* kMoves = R"(function moves(p, take)
  local out = {}
  for i, n in ipairs(p) do
    for a = 0, (n - take) // 2 do
      if n >= take then
        local q = {}
        for j, r in ipairs(p) do if j ~= i then q[#q + 1] = r end end
        q[#q + 1] = a
        q[#q + 1] = n - take - a
        out[#out + 1] = q
      end
    end
  end
  return out
end
)";

TEST_F(GameFileComponentsFiles, PartizanValuesAgreeWithAndWithoutComponents) {
  GameFile split(write("split.lua", kMoves + partizan_heaps("  components = function(p) local c = {} for i, r in ipairs(p) do c[i] = {r} end return c end,\n"))),
      entries(write("entries.lua", kMoves + partizan_heaps("  components = \"entries\",\n"))),
      whole(write("whole.lua", kMoves + partizan_heaps("")));
  GameSolver with(split), by_entries(entries), without(whole);
  std::vector<Position> all;
  Position p;
  multisets(11, 1, p, all);
  std::size_t distinct = 0;
  std::vector<std::string> seen;
  for (const Position& q : all) {
    const std::string v = with.value_text(q);
    ASSERT_EQ(v, without.value_text(q)) << split.show(q);
    ASSERT_EQ(with.outcome(q), without.outcome(q)) << split.show(q);
    ASSERT_EQ(by_entries.value_text(q), v) << split.show(q);
    if (std::find(seen.begin(), seen.end(), v) == seen.end()) seen.push_back(v), ++distinct;
  }
  EXPECT_GT(distinct, 5u);  // not a trivial game: several different values
}

// The command line gives the same answers.
TEST(GameFileComponents, SolveDawsonsKaylesOnTheCommandLine) {
  const auto r = cgcheck_test::run("solve " + kDawson + " 0 1 2 5 14 52 3,4");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "0\t0\tP\n1\t0\tP\n2\t1\tN\n5\t0\tP\n14\t4\tN\n52\t2\tN\n3,4\t3\tN\n");
}

}  // namespace
