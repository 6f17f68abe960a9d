#pragma once
// The deliberately plain baseline the benchmarks compare against: a std::map from position to
// Grundy value, filled by ordinary recursion. No hashing, no explicit stack, no dense layout. It is
// also a third, independently written computation for the property tests.
#include <map>
#include <vector>

#include "core/impartial.hpp"
#include "core/mex.hpp"

namespace cgcheck {

template <class G, class Less = std::less<typename G::Position>>
class BaselineSolver {
 public:
  using Position = typename G::Position;
  Grundy grundy(const Position& p) {
    if (auto it = memo_.find(p); it != memo_.end()) return it->second;
    std::vector<Position> opts;
    G::options(p, opts);
    std::vector<Grundy> values;
    for (const auto& o : opts) values.push_back(grundy(o));
    const Grundy g = mex(values);
    memo_.emplace(p, g);
    return g;
  }
  std::size_t size() const { return memo_.size(); }

 private:
  std::map<Position, Grundy, Less> memo_;
};

}  // namespace cgcheck
