#include "run/explore.hpp"

#include <chrono>

#include "core/progress.hpp"

namespace cgcheck {

std::vector<Exploration> explore(const Registry& reg, const RunOptions& options, Workspace& tables,
                                 const std::set<std::string>* only) {
  RunContext ctx(options, tables);  // the explorations read the tables the run's claims built
  std::vector<Exploration> out;
  for (const auto& paper : reg.papers()) {
    if (only && !only->contains(paper.report_name)) continue;
    poll_interrupt();
    const auto start = std::chrono::steady_clock::now();
    Exploration e{paper.report_name, {}, {}, 0};
    if (paper.exploration) e.markdown = paper.exploration(ctx);
    if (paper.pictures) e.pictures = paper.pictures(ctx);
    for (auto& pic : e.pictures) pic.map.materialize();
    e.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace cgcheck
