// `solve seqcomp` at the edges of the engine: values beyond the dyadic range (P6), chains deep
// enough to overflow an ordinary stack (P7), and the work budget (P8). Each ends in an answer or in
// one line and exit 2: never an internal error or a crash.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.hpp"

namespace {

using cgcheck_test::one_line;
using cgcheck_test::run;

std::string repeat(const std::string& part, int times) {
  std::string s;
  for (int i = 0; i < times; ++i) s += (i ? "," : "") + part;
  return s;
}

// P6: -1/2^63 exists but is past Dyadic's 2^62 denominators: bad input, not "internal error".
TEST(SeqcompLimits, ValueBeyondDyadicRangeIsRefused) {
  for (const char* chain : {"63,-1", "1000,-1", "*,63,-1"}) {
    const auto r = run(std::string("solve seqcomp -- ") + chain, 120);
    EXPECT_EQ(r.code, 2) << chain << ": " << r.err;
    EXPECT_TRUE(one_line(r.err)) << r.err;
    EXPECT_NE(r.err.find("2^62"), std::string::npos) << r.err;
  }
  const auto r = run("solve seqcomp 62,-1", 60);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "62,-1\t-1/4611686018427387904\tR\n");
}

// P7: 27 components of 1000 overflowed the stack (SIGSEGV); the longest chain accepted works too.
TEST(SeqcompLimits, DeepChainsDoNotOverflowTheStack) {
  for (const int k : {27, 256}) {
    const std::string chain = repeat("1000", k);
    const auto r = run("solve seqcomp " + chain, 300);
    EXPECT_EQ(r.code, 0) << k << " components: " << r.err;
    EXPECT_EQ(r.out, chain + "\t" + std::to_string(1000 * k) + "\tL\n");
  }
}

TEST(SeqcompLimits, DeepChainThroughHuntValue) {
  const auto r = run("hunt seqcomp --bound 1 --random 0 --property 'return value(\"" + repeat("-1000", 27) +
                         "\") == \"-27000\"'",
                     300);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("no counterexample"), std::string::npos) << r.out;
}

// P8: --max-moves bounds seqcomp as it bounds the impartial solvers (it was ignored).
TEST(SeqcompLimits, WorkBudgetIsHonoured) {
  const auto refused = run("solve seqcomp --max-moves 4000000 1000,*,1000,*", 120);
  EXPECT_EQ(refused.code, 2) << refused.err;
  EXPECT_TRUE(one_line(refused.err)) << refused.err;
  EXPECT_NE(refused.err.find("too large"), std::string::npos) << refused.err;
  const auto solved = run("solve seqcomp 1000,*,1000,*", 120);
  EXPECT_EQ(solved.code, 0) << solved.err;
  // hunt's value() has the same budget (2·10^7 moves per call).
  const auto hunt = run("hunt seqcomp --bound 0 --random 0 --property 'return value(\"" + repeat("1000,*", 8) +
                            "\") ~= nil'",
                        120);
  EXPECT_EQ(hunt.code, 2) << hunt.err;
  EXPECT_TRUE(one_line(hunt.err)) << hunt.err;
  EXPECT_NE(hunt.err.find("too large"), std::string::npos) << hunt.err;
}

}  // namespace
