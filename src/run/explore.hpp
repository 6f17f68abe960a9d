#pragma once
// The exploration phase of a report run: each paper's exploration tables and pictures, computed
// (every heat-map cell evaluated) and timed here, so that rendering only formats what it is given.
#include <set>
#include <string>
#include <vector>

#include "runtime/heat_map.hpp"
#include "claims/registry.hpp"

namespace cgcheck {

struct Exploration {
  std::string paper;     // the paper's report name
  std::string markdown;  // empty when the paper has no exploration section
  std::vector<Picture> pictures;  // materialized: their cells are numbers, not table reads
  double seconds = 0;
};

// One entry per paper of the registry, in its order. Polls for interruption between papers.
// `only`: the report names of the papers to explore (nullptr: every paper).
std::vector<Exploration> explore(const Registry& reg, const RunOptions& options, Workspace& tables,
                                 const std::set<std::string>* only = nullptr);

}  // namespace cgcheck
