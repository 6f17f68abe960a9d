#pragma once
// Turning claim results into JSON and Markdown. Knows claims and results, no game.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/registry.hpp"
#include "core/output.hpp"
#include "run/explore.hpp"

namespace cgcheck {

struct ClaimRun {
  const Claim* claim = nullptr;
  ClaimResult result;
  // The observed status equals the recorded expectation.
  bool as_expected() const;
};

nlohmann::json to_json(const ClaimRun& run);
nlohmann::json to_json(const std::vector<ClaimRun>& runs, const RunContext& ctx);

// JUnit XML: one test suite, one test case per claim; a claim whose observed status differs from
// its expectation is a failure (with its counterexample), an error result is an error.
std::string to_junit(const std::vector<ClaimRun>& runs);

// reports/README.md (summary, errata, index) and one file per paper.
// Pure: formats the results and the explorations it is given (no solver or table is read here).
std::vector<OutputFile> render_markdown(const Registry& reg, const std::vector<ClaimRun>& runs,
                                        const std::vector<Exploration>& explorations, const RunContext& ctx,
                                        const std::string& out_dir);


}  // namespace cgcheck
