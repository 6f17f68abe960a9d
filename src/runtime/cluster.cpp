#include "runtime/cluster.hpp"

#include <algorithm>

namespace cgcheck {

namespace {
std::unique_ptr<Cluster>& installed() {
  static std::unique_ptr<Cluster> c = std::make_unique<SingleProcess>();
  return c;
}
}  // namespace

void SingleProcess::all_gather_words(const std::uint64_t* mine, const std::vector<std::uint64_t>& counts,
                                     std::uint64_t* all) const {
  if (!counts.empty() && mine != all) std::copy(mine, mine + counts[0], all);
}

const Cluster& cluster() { return *installed(); }
void set_cluster(std::unique_ptr<Cluster> c) {
  if (c) installed() = std::move(c);
}

}  // namespace cgcheck
