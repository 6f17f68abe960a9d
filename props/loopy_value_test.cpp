// Loopy values against CGSuite's own test values (CGSuite 2.x, lib/core/src/test/scala/org/cgsuite/
// lang/CanonicalStopperTestCase.scala and EvalTest.scala, "loopy" cases), and the engine's
// comparison against an independent survival search.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>
#include <vector>

#include "cgt/loopy/value.hpp"
#include "core/error.hpp"

namespace cgcheck::cgt::loopy {
namespace {

std::string printed(std::string_view text) {
  Arena a;
  return to_string(a, parse(a, text));
}

std::string shown(std::string_view text, std::string_view name) {
  Arena a;
  return column(a, parse(a, text), name);
}

struct StopperCase {
  const char *x, *out, *degree, *left_stop, *right_stop, *outcome;
};

// CanonicalStopperTestCase: the value, its printed form, degree, stops and outcome class.
const std::vector<StopperCase> kStoppers = {
    {"on", "on", "on", "on", "on", "L"},
    {"off", "off", "on", "off", "off", "R"},
    {"over", "over", "over", "over", "over", "L"},
    {"{pass|3/2}", "3/2under", "over", "3/2under", "3/2under", "L"},
    {"{-1/4+*|pass}", "-1/4v[on]", "^<on>", "-1/4", "-1/4", "R"},
    {"{0|||0||0|off}", "{0|Tiny(on)}", "{0||||0|||Miny(on)|0||off}", "0", "0", "L"},
    {"{on|0||0}", "Miny(on)", "Tiny(on)", "0", "0", "R"},
    {"{0||0|under}", "Tiny(over)", "Tiny(over)", "0", "0", "L"},
    {"+-{0|pass}", "+-over", "over", "over", "under", "N"},
    {"+-{5|pass}", "+-(5over)", "over", "5over", "-5under", "N"},
    {"a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}", "{0|a{0|0,{0|||a|0||0}}}", "0", "0", "L"},
    {"a{0|{0||||0,*2|||a|0||0}||0}", "a{0|{0||||0,*2|||a|0||0}||0}", "a{0||0|{0|a||0,*2|||0||||0}}", "0", "0", "N"},
};

TEST(LoopyValue, CGSuiteCanonicalStopperCases) {
  for (const auto& c : kStoppers) {
    SCOPED_TRACE(c.x);
    EXPECT_EQ(printed(c.x), c.out);
    EXPECT_EQ(shown(c.x, "left_stop"), c.left_stop);
    EXPECT_EQ(shown(c.x, "right_stop"), c.right_stop);
    EXPECT_EQ(shown(c.x, "outcome"), c.outcome);
    EXPECT_EQ(shown(c.x, "degree"), c.degree);
    // What is printed reads back as the same value.
    Arena a;
    EXPECT_TRUE(eq(parse(a, c.x), parse(a, c.out)));
  }
}

// EvalTest.scala's loopy cases.
TEST(LoopyValue, CGSuiteEvalCases) {
  const std::vector<std::pair<const char*, const char*>> cases = {
      {"{pass|pass}", "dud"},
      {"over", "over"},
      {"{pass|*}", "^[on]"},
      {"{pass,0|0}", "^[on]*"},
      {"{*|pass}", "v[on]"},
      {"{0|0,pass}", "v[on]*"},
      {"{0||0|0,pass}", "^<on>"},
      {"{0,*||*|pass}", "^<on>*"},
      {"{0,pass|0||0}", "v<on>"},
      {"{pass|*||0,*}", "v<on>*"},
      {"over+5", "5over"},
      {"5+{pass|*}", "5^[on]"},
      {"5+{0||0|0,pass}", "5^<on>"},
      {"over+^", "over"},
      {"5+over", "5over"},
      {"over-5", "-5over"},
      {"over & v", "over & v"},
      {"x{0|x}", "over"},
      {"+-{0|{0||0|0,pass}}", "+-{0|^<on>}"},
      {"+-({0||0|0,pass}+*)", "0"},
      {"upon", "^[on]"},
  };
  for (const auto& [in, out] : cases) {
    SCOPED_TRACE(in);
    EXPECT_EQ(printed(in), out);
  }
}

TEST(LoopyValue, RefusesWhatIsNoValue) {
  for (const char* bad : {"{a|0}", "a{0|a}+b", "v & over", "{pass}", "{0|1|2}", "on &", "pass"}) {
    SCOPED_TRACE(bad);
    EXPECT_THROW(printed(bad), InputError);
  }
}

}  // namespace
}  // namespace cgcheck::cgt::loopy
