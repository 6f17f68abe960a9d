// `solve seqcomp` at the edges of the engine: values beyond the dyadic range (P6). Each ends in an answer or in
// one line and exit 2: never an internal error or a crash.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.hpp"

namespace {

using cgcheck_test::one_line;
using cgcheck_test::run;

// P6: -1/2^61 exists but is past Dyadic's 2^60 denominators: bad input, not "internal error".
TEST(SeqcompLimits, ValueBeyondDyadicRangeIsRefused) {
  for (const char* chain : {"61,-1", "1000,-1", "*,61,-1"}) {
    const auto r = run(std::string("solve seqcomp -- ") + chain, 120);
    EXPECT_EQ(r.code, 2) << chain << ": " << r.err;
    EXPECT_TRUE(one_line(r.err)) << r.err;
    EXPECT_NE(r.err.find("2^60"), std::string::npos) << r.err;
  }
  const auto r = run("solve seqcomp 60,-1", 60);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "60,-1\t-1/1152921504606846976\tR\n");
}

}  // namespace
