#pragma once
// P/N by predecessor marking: walk the domain in rank order; a position nobody has marked is P (all
// its options have lower ranks and none of them was P), and it marks every predecessor (every
// position with a move to it, all of higher rank) as N. Each P-position costs its predecessors,
// each N-position costs nothing beyond reading its bit, whereas the bottom-up DenseTable enumerates
// the options of every position. It pays when P-positions are rare and predecessors are cheap to
// list; bench/ measures it against DenseTable on the same domain.
//
// The domain adds predecessors(p, out): every position of the domain with a move to p. The property
// tests check that predecessors and options are inverse to each other.
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "core/dense_table.hpp"
#include "core/impartial.hpp"

namespace cgcheck {

template <class D>
concept PredecessorDomain = DenseDomain<D> && requires(const D& d, const typename D::Position& p,
                                                       std::vector<typename D::Position>& out) {
  d.predecessors(p, out);
};

template <PredecessorDomain D>
class PredecessorPnTable {
 public:
  using Position = typename D::Position;

  explicit PredecessorPnTable(const D& domain, const FillProgress& progress = {}) : domain_(domain) {
    const std::uint64_t n = domain_.size();
    n_marked_.assign((n + 63) / 64, 0);
    std::vector<Position> preds;
    auto visit = [&](std::uint64_t r, const Position& p) {
      if (n_marked_[r >> 6] >> (r & 63) & 1U) return;  // N: some P option marked it
      preds.clear();
      domain_.predecessors(p, preds);
      for (const auto& q : preds) {
        const std::uint64_t rq = domain_.rank(q);
        // A predecessor of lower rank would already have been decided: the domain is broken.
        if (rq <= r) throw std::logic_error("predecessor domain: a predecessor does not have a higher rank");
        n_marked_[rq >> 6] |= std::uint64_t{1} << (rq & 63);
      }
      if (progress && (r & 0xFFFFF) == 0) progress(r, n);
    };
    if constexpr (OrderedWalk<D>) {
      domain_.for_each(visit);
    } else {
      for (std::uint64_t r = 0; r < n; ++r) visit(r, domain_.unrank(r));
    }
  }

  bool p_at(std::uint64_t r) const { return !(n_marked_[r >> 6] >> (r & 63) & 1U); }
  bool is_p(const Position& p) const { return p_at(domain_.rank(p)); }
  const D& domain() const { return domain_; }

 private:
  D domain_;
  std::vector<std::uint64_t> n_marked_;  // bit set = N
};

}  // namespace cgcheck
