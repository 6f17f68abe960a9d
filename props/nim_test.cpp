// Plain Nim: the memo solver on the rules against Bouton's theorem (grundy = nim-sum) and against
// the local property grundy = mex of the options; the position syntax is canonical.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <vector>

#include "core/memo_solver.hpp"
#include "core/mex.hpp"
#include "games/nim/nim.hpp"

namespace cgcheck {
namespace {

using nim::Nim;

RC_GTEST_PROP(Nim, GrundyIsTheNimSumAndTheMexOfTheOptions, ()) {
  MemoSolver<Nim> solver;
  const auto heaps = *rc::gen::container<std::vector<std::uint32_t>>(rc::gen::inRange<std::uint32_t>(0, 9));
  RC_PRE(heaps.size() <= 5);
  const Nim::Position p = Nim::canonical(heaps);
  std::uint32_t nim_sum = 0;
  for (auto h : p) nim_sum ^= h;
  RC_ASSERT(solver.grundy(p) == nim_sum);
  std::vector<Nim::Position> opts;
  Nim::options(p, opts);
  std::vector<Grundy> values;
  for (const auto& q : opts) values.push_back(solver.grundy(q));
  RC_ASSERT(solver.grundy(p) == mex(values));
}

TEST(Nim, ParseIsCanonical) {
  EXPECT_EQ(Nim::print(Nim::parse("5,0,3,5")), "3,5,5");
  EXPECT_EQ(Nim::print(Nim::parse("")), "");
  EXPECT_THROW(Nim::parse("3,-1"), InputError);
}

}  // namespace
}  // namespace cgcheck
