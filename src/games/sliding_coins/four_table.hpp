#pragma once
// The four-coin game's dense table (Definition 1.2), filled on several threads. Same cells, same
// per-cell computation (options from FourDomain, ranks, mex) and same checks as DenseTable, so the
// values are DenseTable's; only the order in which independent cells are filled differs.
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
    struct Scratch {
      std::vector<FourPosition> opts;
      std::vector<Grundy> values;
    };
    std::vector<Scratch> scratch(threads);  // one per worker, so no option list is allocated per cell
    std::uint64_t filled = 0;
    for (std::uint64_t diag = 0; diag + 1 < 2 * nb; ++diag) {
      // Blocks (I, J) with I + J = diag.
      const std::uint64_t lo = diag < nb ? 0 : diag - nb + 1, hi = std::min(diag, nb - 1);
      parallel_for(hi - lo + 1, threads, [&](std::uint64_t item, unsigned w) {
        fill_block(lo + item, diag - lo - item, block, S, scratch[w].opts, scratch[w].values);
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
  void fill_block(std::uint64_t I, std::uint64_t J, std::uint64_t block, std::uint64_t S,
                  std::vector<FourPosition>& opts, std::vector<Grundy>& values) {
    const StrapDomain& strap = domain_.strap();
    const std::uint64_t row_end = std::min(S, (I + 1) * block), col_end = std::min(S, (J + 1) * block);
    for (std::uint64_t row = I * block; row < row_end; ++row) {
      const Position left = strap.unrank(row);
      for (std::uint64_t col = J * block; col < col_end; ++col) {
        const FourPosition p{left, strap.unrank(col)};
        opts.clear();
        domain_.options(p, opts);
        values.clear();
        for (const auto& o : opts) {
          // An option that changes one strap and lowers its rank lies higher up in this column or
          // further left in this row: in this block before (row, col), or in a block of an earlier
          // anti-diagonal. Only the changed strap is ranked (no division per option).
          std::uint64_t ro;
          if (o.right == p.right && o.left != p.left) {
            const std::uint64_t orow = strap.rank(o.left);
            if (orow >= row) throw std::logic_error("four-coin table: a move does not lower the left strap's rank");
            ro = orow * S + col;
          } else if (o.left == p.left && o.right != p.right) {
            const std::uint64_t ocol = strap.rank(o.right);
            if (ocol >= col) throw std::logic_error("four-coin table: a move does not lower the right strap's rank");
            ro = row * S + ocol;
          } else {
            throw std::logic_error("four-coin table: a move must change exactly one strap");
          }
          values.push_back(table_[ro]);
        }
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
