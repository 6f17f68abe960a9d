// The report's renderers: heat maps that a colour-blind reader can read (palette, legend, value
// labels), and Markdown that does not move when only the timings do (a re-run of the report on an
// unchanged tree changes results.json alone).
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "claims/claim.hpp"
#include "runtime/heat_map.hpp"
#include "claims/registry.hpp"
#include "report/render.hpp"
#include "report/svg.hpp"

namespace cgcheck {
namespace {

HeatMap grid(int side, unsigned modulus, bool binary = false) {
  HeatMap m = square_map("test", "x", "y", 0, side - 1, [modulus](int x, int y) -> std::optional<unsigned> {
    return static_cast<unsigned>(x + y) % modulus;
  });
  m.binary = binary;
  return m;
}

std::size_t count(const std::string& s, const std::string& what) {
  std::size_t n = 0;
  for (auto p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
  return n;
}

TEST(HeatMapSvg, FewValuesUseOkabeItoWithALegendEntryEach) {
  const std::string svg = render_svg(grid(6, 4));
  for (const char* c : {"#000000", "#e69f00", "#56b4e9", "#009e73"}) EXPECT_NE(svg.find(c), std::string::npos) << c;
  for (unsigned v = 0; v < 4; ++v) EXPECT_NE(svg.find(">grundy " + std::to_string(v) + "<"), std::string::npos) << v;
}

TEST(HeatMapSvg, LargeCellsCarryTheirValueSmallOnesDoNot) {
  // 6 cells a side are 24 px each: every cell labelled, in a colour that reads on its fill.
  const std::string big = render_svg(grid(6, 4));
  EXPECT_EQ(count(big, "text-anchor=\"middle\" font-size=\"11\""), 36u);
  EXPECT_NE(big.find("fill=\"#ffffff\">0</text>"), std::string::npos);  // white on black
  EXPECT_NE(big.find("fill=\"#000000\">1</text>"), std::string::npos);  // black on orange
  // 100 cells a side are 5 px: no labels.
  EXPECT_EQ(count(render_svg(grid(100, 4)), "font-size=\"11\" fill="), 0u);
  // A P/N map labels its P-cells.
  EXPECT_EQ(count(render_svg(grid(6, 2, true)), ">P</text>"), 18u);
}

TEST(HeatMapSvg, ManyValuesUseViridisWithAGradientLegend) {
  const std::string svg = render_svg(grid(30, 20));
  EXPECT_NE(svg.find(">grundy 19<"), std::string::npos);
  EXPECT_NE(svg.find(">grundy 1<"), std::string::npos);
  EXPECT_NE(svg.find(">grundy 0 (P)<"), std::string::npos);
  // Not the Okabe–Ito orange: the scale is viridis.
  EXPECT_EQ(svg.find("#e69f00"), std::string::npos);
}

TEST(StableReports, TimingsWithinAScaleStepDoNotChangeTheMarkdown) {
  // Every claim, with results that differ only in their exact seconds (within one step of the
  // coarse scale, and so are their sums): the pages must be identical, so only results.json records the seconds.
  const Registry& reg = registry();
  std::vector<ClaimRun> fast, slow;
  for (const auto& c : reg.claims()) {
    ClaimResult r;
    r.status = c.expected == Expectation::holds ? Status::holds : Status::refuted;
    r.checked.push_back(Coverage{"exhaustive", 1234, "a range"});
    r.seconds = 0.00125;  // (every sum of them, per paper and in all, stays below a second too)
    fast.push_back({&c, r});
    r.seconds = 0.0025;
    slow.push_back({&c, r});
  }
  ASSERT_FALSE(fast.empty());
  RunOptions ctx;
  const auto a = render_markdown(reg, fast, {}, ctx, "out");
  const auto b = render_markdown(reg, slow, {}, ctx, "out");
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].first, b[i].first);
    EXPECT_EQ(a[i].second, b[i].second) << a[i].first;
    // No exact seconds anywhere in the pages.
    // Plain searches, not <regex>: GCC 12 warns inside <regex> under the sanitizers (warnings are errors).
    EXPECT_EQ(a[i].second.find("0.00125"), std::string::npos) << a[i].first;
    EXPECT_EQ(a[i].second.find("0.0025"), std::string::npos) << a[i].first;
  }
}

TEST(StableReports, ATimeNearAStepKeepsThePreviousLabelInResultsJson) {
  // A re-run whose timings crossed a step of the scale (0.9 s, then 1.3 s) records the labels of the
  // first run in results.json's "time"; the pages hold no timings at all.
  const Registry& reg = registry();
  std::vector<ClaimRun> first, second;
  for (const auto& c : reg.claims()) {
    ClaimResult r;
    r.status = c.expected == Expectation::holds ? Status::holds : Status::refuted;
    r.checked.push_back(Coverage{"exhaustive", 1, "a range"});
    r.seconds = 0.9;
    first.push_back({&c, r});
    r.seconds = 1.3;
    second.push_back({&c, r});
  }
  RunOptions ctx;
  const TimeLabels t1 = time_labels(reg, first);
  const auto recorded = recorded_time_labels(to_json(first, ctx, t1));
  EXPECT_EQ(recorded, t1);
  const TimeLabels t2 = time_labels(reg, second, recorded);
  EXPECT_EQ(t2, t1);
  // Without the previous labels the labels would move: the test above is not vacuous.
  EXPECT_NE(time_labels(reg, second), t1);
  // A time that really changed (more than twice the step) gets its new label.
  TimeLabels prev{{"x", "< 1 s"}};
  std::vector<ClaimRun> one{second.front()};
  one.front().result.seconds = 2.5;
  prev[one.front().claim->id] = "< 1 s";
  EXPECT_EQ(time_labels(reg, one, prev).at(one.front().claim->id), "1–10 s");
  one.front().result.seconds = 1.9;
  EXPECT_EQ(time_labels(reg, one, prev).at(one.front().claim->id), "< 1 s");
  // Nothing understood from a file that is not a report.
  EXPECT_TRUE(recorded_time_labels(nlohmann::json::parse("[1, 2]")).empty());
  EXPECT_TRUE(recorded_time_labels(nlohmann::json::parse(R"({"claims": [{"id": 3, "time": []}], "times": 4})")).empty());
}

TEST(StableReports, PagesHoldNoTimings) {
  // Runs of 0.001 s and of 20 minutes render the same pages, with no time label on them.
  const Registry& reg = registry();
  std::vector<ClaimRun> fast, slow;
  for (const auto& c : reg.claims()) {
    ClaimResult r;
    r.status = Status::holds;
    r.checked.push_back(Coverage{"exhaustive", 1, "a range"});
    r.seconds = 0.001;
    fast.push_back({&c, r});
    r.seconds = 1200;
    slow.push_back({&c, r});
  }
  RunOptions ctx;
  const auto a = render_markdown(reg, fast, {}, ctx, "out");
  const auto b = render_markdown(reg, slow, {}, ctx, "out");
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].second, b[i].second) << a[i].first;
    for (double s : {0.0, 1.0, 10.0, 60.0, 600.0}) EXPECT_EQ(a[i].second.find(coarse_time(s)), std::string::npos) << a[i].first;
  }
}

}  // namespace
}  // namespace cgcheck
