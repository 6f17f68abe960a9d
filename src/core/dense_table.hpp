#pragma once
// The second solver: a flat table over a ranked domain, filled bottom-up in rank order. It shares no
// code with MemoSolver beyond mex, so agreement between the two is evidence for both.
#include <cstdint>
#include <functional>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/impartial.hpp"
#include "core/mex.hpp"
#include "core/outcome.hpp"

namespace cgcheck {

// Called now and then while a table fills: (ranks done, ranks total).
using FillProgress = std::function<void(std::uint64_t, std::uint64_t)>;

template <DenseDomain D, class Value = std::uint8_t>
class DenseTable {
 public:
  using Position = typename D::Position;

  explicit DenseTable(const D& domain, const FillProgress& progress = {}) : domain_(domain) {
    const std::uint64_t n = domain_.size();
    table_.resize(n);
    std::vector<Position> opts;
    std::vector<Grundy> values;
    auto fill = [&](std::uint64_t r, const Position& p) {
      opts.clear();
      domain_.options(p, opts);
      values.clear();
      for (const auto& o : opts) {
        const std::uint64_t ro = domain_.rank(o);
        // The bottom-up order is only sound if every move lowers the rank; a domain that breaks
        // this is a bug in the domain, not a result.
        if (ro >= r) throw std::logic_error("dense domain: a move does not lower the rank");
        values.push_back(table_[ro]);
      }
      const Grundy g = mex(values);
      if (g > std::numeric_limits<Value>::max())
        throw std::overflow_error("dense table: Grundy value " + std::to_string(g) +
                                  " does not fit the table's value type");
      table_[r] = static_cast<Value>(g);
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
  Grundy grundy_at(std::uint64_t r) const { return table_[r]; }
  Grundy grundy(const Position& p) const { return table_[domain_.rank(p)]; }
  Outcome outcome(const Position& p) const { return outcome_of(grundy(p)); }
  const D& domain() const { return domain_; }

 private:
  D domain_;
  std::vector<Value> table_;
};

}  // namespace cgcheck
