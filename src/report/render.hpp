#pragma once
// Turning claim results into JSON and Markdown. Knows claims and results, no game.
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "claims/registry.hpp"
#include "runtime/output.hpp"
#include "run/explore.hpp"

namespace cgcheck {

struct ClaimRun {
  const Claim* claim = nullptr;
  ClaimResult result;
  // The observed status equals the recorded expectation.
  bool as_expected() const;
};

// The coarse times the pages show (core coarse_time), by claim id, "paper:<report name>" and "all".
// A time keeps the label a previous report showed while its seconds stay within a factor of two of
// that label's range: timings on a shared machine move that much between runs, and a time near a
// step of the scale would otherwise flip, so a re-run on an unchanged tree would change the pages.
// results.json records the labels shown (and the exact seconds).
using TimeLabels = std::map<std::string, std::string>;
TimeLabels time_labels(const Registry& reg, const std::vector<ClaimRun>& runs, const TimeLabels& previous = {});
// The labels a previous results.json recorded; nothing from what it does not understand.
TimeLabels recorded_time_labels(const nlohmann::json& previous_results);

nlohmann::json to_json(const ClaimRun& run, const TimeLabels& times = {});
nlohmann::json to_json(const std::vector<ClaimRun>& runs, const RunOptions& ctx, const TimeLabels& times = {});

// JUnit XML: one test suite, one test case per claim; a claim whose observed status differs from
// its expectation is a failure (with its counterexample), an error result is an error.
std::string to_junit(const std::vector<ClaimRun>& runs);

// reports/README.md (summary, errata, index) and one file per paper.
// Pure: formats the results and the explorations it is given (no solver or table is read here).
// The pages hold no timings: they are a function of the tree, the profile and the seed, so two
// runs on one tree write the same pages (timings go to results.json and the console).
std::vector<OutputFile> render_markdown(const Registry& reg, const std::vector<ClaimRun>& runs,
                                        const std::vector<Exploration>& explorations, const RunOptions& ctx,
                                        const std::string& out_dir);

// A report folder is cgcheck's: the manifest lists, one relative path a line, every file a report
// wrote there (kept across runs while the file exists), so a later report knows the folder is its own.
inline constexpr const char* kReportManifest = ".cgcheck-report";

// Throws InputError unless `out` may receive a report: missing, empty, holding only files its
// manifest lists, or (a report written before the manifest existed) holding only README.md,
// results.json with cgcheck's structure, other pages *.md and img/*.svg. Anything else (a project's
// own folder) needs `force`.
void check_report_folder(const std::string& out, bool force);

// The manifest for a report writing `files` (paths under out_dir): those files, and the files an
// earlier manifest listed that still exist, sorted.
std::string report_manifest(const std::string& out_dir, const std::vector<OutputFile>& files);

}  // namespace cgcheck
