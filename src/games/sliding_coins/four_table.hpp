#pragma once
// The four-coin game's dense table (Definition 1.2), filled on several threads. Same cells, same
// options (FourDomain's: a move of the left strap or of the right one), same mex and same checks as
// DenseTable, so the values are DenseTable's; only the order in which independent cells are filled
// differs, and a strap's options are listed and ranked once (a row or column shares them: per cell
// they took two thirds of the fill).
//
// Why the order is sound: rank = rank(left) * S + rank(right) lays the table out as an S x S grid
// (row = left strap, column = right strap). A move changes one strap and lowers its rank, so every
// option of a cell lies in the same column higher up, or in the same row further left. Cut the grid
// into B x B blocks: an option lies in the cell's own block (earlier in row-major order), or in a
// block with a smaller row or column index, hence on an earlier block anti-diagonal (I + J). So the
// blocks of one anti-diagonal depend only on earlier anti-diagonals: they are filled in parallel,
// one anti-diagonal after another, each block in row-major order. Every option is checked to change
// one strap and lower its rank (so it lies in a cell already filled); a domain that broke this would
// throw, not give wrong values.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/dense_table.hpp"
#include "core/mex.hpp"
#include "core/parallel_for.hpp"
#include "games/sliding_coins/sliding_coins.hpp"

namespace cgcheck::sliding_coins {

class FourTable {
 public:
  using Value = std::uint16_t;

  FourTable(const FourDomain& domain, unsigned threads, const FillProgress& progress = {}, std::uint64_t block = 64)
      : domain_(domain) {
    const std::uint64_t S = domain_.strap().size(), n = domain_.size();
    table_.resize(n);
    block = std::max<std::uint64_t>(1, block);
    const std::uint64_t nb = (S + block - 1) / block;  // blocks per side
    threads = std::max(1u, threads);
    // Each strap's options as ranks, checked to be lower than the strap's own (a move that did not
    // lower it would reach a cell not yet filled).
    // Kept only while filling.
    const StrapDomain& strap = domain_.strap();
    StrapOptions so;
    so.start.assign(S + 1, 0);
    {
      std::vector<Position> opts;
      for (std::uint64_t r = 0; r < S; ++r) {
        opts.clear();
        strap.options(strap.unrank(r), opts);
        for (const auto& o : opts) {
          const std::uint64_t ro = strap.rank(o);
          if (ro >= r) throw std::logic_error("four-coin table: a move does not lower a strap's rank");
          so.ranks.push_back(static_cast<std::uint32_t>(ro));
        }
        so.start[r + 1] = so.ranks.size();
      }
    }
    struct Scratch {
      std::vector<Grundy> values;
    };
    std::vector<Scratch> scratch(threads);  // one per worker, so no value list is allocated per cell
    std::uint64_t filled = 0;
    for (std::uint64_t diag = 0; diag + 1 < 2 * nb; ++diag) {
      // Blocks (I, J) with I + J = diag.
      const std::uint64_t lo = diag < nb ? 0 : diag - nb + 1, hi = std::min(diag, nb - 1);
      parallel_for(hi - lo + 1, threads, [&](std::uint64_t item, unsigned w) {
        fill_block(lo + item, diag - lo - item, block, S, so, scratch[w].values);
      });
      for (std::uint64_t I = lo; I <= hi; ++I)
        filled += (std::min(S, (I + 1) * block) - I * block) * (std::min(S, (diag - I + 1) * block) - (diag - I) * block);
      if (progress) progress(filled, n);
    }
    if (filled != n) throw std::logic_error("four-coin table: blocks missed cells");
  }

  std::uint64_t size() const { return table_.size(); }
  Grundy grundy_at(std::uint64_t r) const { return table_[r]; }
  Grundy grundy(const FourPosition& p) const { return table_[domain_.rank(p)]; }
  const FourDomain& domain() const { return domain_; }

 private:
  // A cell's options: the left strap's options in its column (higher up), the right strap's in its
  // row (further left); both filled before it (see above).
  struct StrapOptions {
    std::vector<std::uint32_t> ranks;  // every strap's option ranks, strap after strap
    std::vector<std::uint64_t> start;  // where strap r's begin (S + 1 entries)
  };
  void fill_block(std::uint64_t I, std::uint64_t J, std::uint64_t block, std::uint64_t S, const StrapOptions& so,
                  std::vector<Grundy>& values) {
    const std::uint64_t row_end = std::min(S, (I + 1) * block), col_end = std::min(S, (J + 1) * block);
    for (std::uint64_t row = I * block; row < row_end; ++row) {
      const std::uint32_t* left = so.ranks.data() + so.start[row];
      const std::uint32_t* left_end = so.ranks.data() + so.start[row + 1];
      for (std::uint64_t col = J * block; col < col_end; ++col) {
        values.clear();
        for (const std::uint32_t* o = left; o != left_end; ++o) values.push_back(table_[*o * S + col]);
        for (std::uint64_t k = so.start[col]; k < so.start[col + 1]; ++k) values.push_back(table_[row * S + so.ranks[k]]);
        const Grundy g = mex(values);
        if (g > std::numeric_limits<Value>::max())
          throw std::overflow_error("four-coin table: Grundy value " + std::to_string(g) + " does not fit");
        table_[row * S + col] = static_cast<Value>(g);
      }
    }
  }

  FourDomain domain_;
  std::vector<Value> table_;
};

}  // namespace cgcheck::sliding_coins
