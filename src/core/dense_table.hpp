#pragma once
// The second solver: a flat table over a ranked domain, filled bottom-up in rank order. It shares no
// code with MemoSolver beyond mex, so agreement between the two is evidence for both.
#include <cstdint>
#include <functional>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/grundy_store.hpp"
#include "core/impartial.hpp"
#include "core/mex.hpp"
#include "core/outcome.hpp"

namespace cgcheck {

// Called now and then while a table fills: (ranks done, ranks total).
using FillProgress = std::function<void(std::uint64_t, std::uint64_t)>;

// A domain may rank a position's options itself (option_ranks(p, ranks): the ranks of options(p),
// in any order) when it can do so faster than ranking each option; the fill then reads those.
template <class D>
concept RanksOptions = requires(const D& d, const typename D::Position& p, std::vector<std::uint64_t>& out) {
  d.option_ranks(p, out);
};

// Value is the widest type the caller allows; values are stored in the smallest type that holds the
// values met (see GrundyStore), so a table declared uint16_t costs one byte per position as long
// as every value is below 256.
template <DenseDomain D, class Value = std::uint8_t>
class DenseTable {
 public:
  using Position = typename D::Position;

  // The domain is taken by value and moved in: a domain of sets holds 12 bytes a position, and a
  // copy next to the caller's temporary doubled that at the peak, past the memory estimate.
  explicit DenseTable(D domain, const FillProgress& progress = {}) : domain_(std::move(domain)) {
    const std::uint64_t n = domain_.size();
    table_ = GrundyStore<Value>(n);
    std::vector<Position> opts;
    std::vector<Grundy> values;
    std::vector<std::uint64_t> ranks;
    auto fill = [&](std::uint64_t r, const Position& p) {
      values.clear();
      auto add = [&](std::uint64_t ro) {
        // The bottom-up order is only sound if every move lowers the rank; a domain that breaks
        // this is a bug in the domain, not a result.
        if (ro >= r) throw std::logic_error("dense domain: a move does not lower the rank");
        values.push_back(table_.get(ro));
      };
      if constexpr (RanksOptions<D>) {  // the domain ranks its options itself, faster than one by one
        ranks.clear();
        domain_.option_ranks(p, ranks);
        for (const std::uint64_t ro : ranks) add(ro);
      } else {
        opts.clear();
        domain_.options(p, opts);
        for (const auto& o : opts) add(domain_.rank(o));
      }
      table_.set(r, mex(values));
      if (progress && (r & 0xFFFFF) == 0) progress(r, n);
    };
    if constexpr (OrderedWalk<D>) {
      std::uint64_t expected = 0;
      domain_.for_each([&](std::uint64_t r, const Position& p) {
        if (r != expected++) throw std::logic_error("dense domain: for_each is not in rank order");
        fill(r, p);
      });
      if (expected != n) throw std::logic_error("dense domain: for_each missed positions");
    } else {
      for (std::uint64_t r = 0; r < n; ++r) fill(r, domain_.unrank(r));
    }
  }

  std::uint64_t size() const { return table_.size(); }
  // Bytes per value actually used (1, 2 or 4) and the bytes held.
  unsigned value_width() const { return table_.width(); }
  std::uint64_t bytes() const { return table_.bytes(); }
  Grundy grundy_at(std::uint64_t r) const { return table_.get(r); }
  Grundy grundy(const Position& p) const { return table_.get(domain_.rank(p)); }
  Outcome outcome(const Position& p) const { return outcome_of(grundy(p)); }
  const D& domain() const { return domain_; }

 private:
  D domain_;
  GrundyStore<Value> table_;
};

}  // namespace cgcheck
