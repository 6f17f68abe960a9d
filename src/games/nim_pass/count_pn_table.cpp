#include "games/nim_pass/count_pn_table.hpp"

#include <algorithm>
#include <atomic>
#include <barrier>
#include <bit>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <tuple>

#include "core/progress.hpp"

namespace cgcheck::nim_pass {

namespace {

// Words of a row of `len` bits.
std::uint64_t words(std::uint64_t len) { return (len + 63) / 64; }

// Bits m1 + 1 of a row moved to bit m1 (the options that land one heap of size 1 higher). The row
// has nw words; bits past its length are zero.
inline std::uint64_t shifted(const std::uint64_t* r, std::uint64_t w, std::uint64_t nw) {
  std::uint64_t v = r[w] >> 1;
  if (w + 1 < nw) v |= r[w + 1] << 63;
  return v;
}

struct RowShape {
  std::uint64_t rows = 0, words = 0;
};

// Rows and words of one pass block, walking rows in storage order (m4, m3, m2).
template <class Visit>
RowShape walk_rows(std::uint32_t s, Visit&& visit) {
  RowShape shape;
  for (std::uint32_t m4 = 0; 4 * m4 <= s; ++m4)
    for (std::uint32_t m3 = 0; 4 * m4 + 3 * m3 <= s; ++m3)
      for (std::uint32_t m2 = 0; 4 * m4 + 3 * m3 + 2 * m2 <= s; ++m2) {
        visit(m2, m3, m4, shape.rows, shape.words);
        ++shape.rows;
        shape.words += words(s - (4 * m4 + 3 * m3 + 2 * m2) + 1);
      }
  return shape;
}

// An upper bound on the rows of one level b (2 m2 + 3 m3 + 4 m4 = b): for each m4, at most
// (b - 4 m4) / 6 + 1 values of m3 have the right parity.
std::uint64_t level_rows_bound(std::uint64_t b) { return (b / 4 + 1) * (b / 6 + 1); }

}  // namespace

// The largest level of the ring, one pass state: its rows padded to words, and its first[]. In O(S):
// the rows of level b are those of level b - 4 (one more heap of 4) and the (m2, m3) with
// 2 m2 + 3 m3 = b (the m3 <= b / 3 of b's parity).
std::uint64_t CountPnTable::ring_level_words(std::uint32_t max_stones) {
  std::vector<std::uint64_t> rows(std::uint64_t{max_stones} + 1, 0);
  std::uint64_t level = 0;
  for (std::uint64_t b = 0; b <= max_stones; ++b) {
    const std::uint64_t top = b / 3, parity = b & 1;
    rows[b] = (b >= 4 ? rows[b - 4] : 0) + (top >= parity ? (top - parity) / 2 + 1 : 0);
    level = std::max(level, rows[b] * words(max_stones - b + 1));
  }
  return level;
}
std::uint64_t CountPnTable::ring_level_bytes(std::uint32_t max_stones) {
  return 8 * ring_level_words(max_stones) + 4 * (std::uint64_t{max_stones} / 4 + 1);
}

std::uint64_t CountPnTable::estimate_bytes(std::uint32_t max_stones, PassUsed pass_used) {
  // In O(S), so that an absurd bound is refused at once rather than after walking its rows:
  // rows(x) = number of (m2, m3, m4) with 2 m2 + 3 m3 + 4 m4 <= x, by the same telescoping as
  // CountDomain's counts; each row wastes less than one word of padding.
  std::vector<std::uint64_t> r3(max_stones + 1), r4(max_stones + 1);
  for (std::uint64_t x = 0; x <= max_stones; ++x) {
    r3[x] = (x >= 3 ? r3[x - 3] : 0) + (x / 2 + 1);
    r4[x] = (x >= 4 ? r4[x - 4] : 0) + r3[x];
  }
  const std::uint64_t rows = r4[max_stones];
  const std::uint64_t words = CountDomain::count_upto(max_stones) / 64 + rows;
  if (pass_used == PassUsed::kept) return 2 * (words * 8 + rows * 4);
  return words * 8 + rows * 4 + 5 * ring_level_bytes(max_stones);
}

std::uint64_t CountPnTable::stream_bytes(std::uint32_t max_stones, unsigned threads) {
  return 2 * 5 * ring_level_bytes(max_stones) + std::max(1u, threads) * 12 * level_rows_bound(max_stones);
}

void CountPnTable::prepare_level(std::uint32_t b) {
  Level& l = ring_[b % 5];
  l.stride = words(s_ - b + 1);
  l.first.assign(b / 4 + 1, 0);
  std::uint32_t rows = 0;
  for (std::uint32_t m4 = 0; 4 * m4 <= b; ++m4) {
    l.first[m4] = rows;
    const std::uint32_t top = (b - 4 * m4) / 3;  // largest m3; the m3 of the level have b's parity
    if (top >= (b & 1)) rows += (top - (b & 1)) / 2 + 1;
  }
  l.rows = rows;
  l.bits.assign((keep_available_ ? 1 : 2) * std::uint64_t{rows} * l.stride, 0);
}

CountPnTable::CountPnTable(std::uint32_t max_stones, unsigned threads,
                           const std::function<void(std::uint64_t, std::uint64_t)>& progress, PassUsed pass_used,
                           const Cluster& cl)
    : s_(max_stones), keep_used_(pass_used == PassUsed::kept), m3_stride_(max_stones / 3 + 1) {
  lay_out();
  fill(threads, progress, cl, {});
}

CountPnTable::CountPnTable(Streamed, std::uint32_t max_stones)
    : s_(max_stones), keep_used_(false), keep_available_(false), m3_stride_(max_stones / 3 + 1) {}

void CountPnTable::stream(std::uint32_t max_stones, unsigned threads, const RowSink& sink,
                          const std::function<void(std::uint64_t, std::uint64_t)>& progress, const Cluster& cl) {
  CountPnTable t(Streamed{}, max_stones);
  t.fill(threads, progress, cl, sink);
}

void CountPnTable::lay_out() {
  const int blocks = keep_used_ ? 2 : 1;
  base_.assign(std::size_t{s_ / 4 + 1} * m3_stride_, 0);
  const RowShape shape = walk_rows(s_, [&](std::uint32_t m2, std::uint32_t m3, std::uint32_t m4, std::uint64_t row,
                                           std::uint64_t) {
    if (m2 == 0) base_[std::size_t{m4} * m3_stride_ + m3] = static_cast<std::uint32_t>(row);
  });
  rows_per_block_ = shape.rows;
  if (blocks * shape.words >= (std::uint64_t{1} << 32))
    throw std::length_error("Nim* P/N table: more than 2^32 words of bits");
  offset_.resize(blocks * shape.rows);
  for (int block = 0; block < blocks; ++block)
    walk_rows(s_, [&](std::uint32_t, std::uint32_t, std::uint32_t, std::uint64_t row, std::uint64_t word) {
      offset_[block * shape.rows + row] = static_cast<std::uint32_t>(block * shape.words + word);
    });
  bits_.assign(blocks * shape.words, 0);
}

void CountPnTable::reserve_ring() {
  // Every slot at its largest level from the start: grown level by level instead, its old and
  // new bits were alive together and the freed blocks stayed resident (measured: 50 MB at 2,000
  // stones, against 36 MB held).
  ring_.resize(5);
  const std::uint64_t most = (keep_available_ ? 1 : 2) * ring_level_words(s_);
  for (Level& l : ring_) {
    l.bits.reserve(most);
    l.first.reserve(s_ / 4 + 1);
  }
}

void CountPnTable::level_rows(std::uint32_t b, std::vector<RowKey>& rows) {
  rows.clear();
  for (std::uint32_t m4 = 0; 4 * m4 <= b; ++m4)
    for (std::uint32_t m3 = 0; 4 * m4 + 3 * m3 <= b; ++m3) {
      const std::uint32_t rest = b - 4 * m4 - 3 * m3;
      if (rest % 2 == 0) rows.emplace_back(rest / 2, m3, m4);
    }
}

// The calling thread exchanges a phase's rows: this rank's (rows rlo..rhi of the level), packed in
// level order, for every rank's. Rows of a level have one length, so row i sits at i * wpr in the
// result.
void CountPnTable::exchange_rows(bool pass, std::uint32_t b, const std::vector<RowKey>& rows, std::size_t rlo,
                                 std::size_t rhi, const Cluster& cl, std::vector<std::uint64_t>& exchange) {
  const unsigned ranks = cl.size();
  const std::size_t n = rows.size();
  const std::uint64_t wpr = words(std::uint64_t{s_} - b + 1);
  exchange.resize(n * wpr);
  for (std::size_t i = rlo; i < rhi; ++i) {
    const auto [m2, m3, m4] = rows[i];
    const std::uint64_t* r = row_mut(pass, m2, m3, m4);
    std::copy(r, r + wpr, exchange.data() + i * wpr);
  }
  std::vector<std::uint64_t> counts(ranks);
  for (unsigned k = 0; k < ranks; ++k) counts[k] = (n * (k + 1) / ranks - n * k / ranks) * wpr;
  cl.all_gather_words(exchange.data() + rlo * wpr, counts, exchange.data());
  for (std::size_t i = 0; i < n; ++i) {
    if (i == rlo) i = rhi;  // this rank's own rows are in place
    if (i >= n) break;
    const auto [m2, m3, m4] = rows[i];
    std::copy(exchange.data() + i * wpr, exchange.data() + (i + 1) * wpr, row_mut(pass, m2, m3, m4));
  }
}

void CountPnTable::fill(unsigned threads, const std::function<void(std::uint64_t, std::uint64_t)>& progress,
                        const Cluster& cl, const RowSink& sink) {
  if (!keep_used_) reserve_ring();
  // Level by level (level = 2 m2 + 3 m3 + 4 m4): every row a row depends on has a lower level, or
  // the same level with the pass used (filled first, in the level's first phase). Rows of one level
  // all have the same length, so they are dealt out to the ranks, and within a rank to its threads,
  // in equal contiguous shares.
  threads = std::max(1u, threads);
  const unsigned ranks = cl.size(), rank = cl.rank();
  std::vector<std::uint64_t> exchange;
  // Positions filled, counted by thread 0 for the progress line: those kept, or both pass states
  // when streamed.
  const std::uint64_t states = keep_used_ || !keep_available_ ? 2 : 1;
  const std::uint64_t total = states * CountDomain::count_upto(s_);
  std::uint64_t done = 0;
  std::atomic<bool> stop{false};
  std::mutex error_mu;
  std::exception_ptr error;
  const auto fail = [&] {
    std::lock_guard lock(error_mu);
    if (!error) error = std::current_exception();
    stop.store(true);
  };
  std::barrier sync(static_cast<std::ptrdiff_t>(threads));
  auto worker = [&](unsigned t) {
    std::vector<RowKey> rows;
    for (std::uint32_t b = 0; b <= s_; ++b) {
      // Thread 0 readies the ring slot of level b (level b - 5's, no longer read); the others
      // list the level's rows meanwhile.
      if (t == 0 && !keep_used_) prepare_level(b);
      level_rows(b, rows);
      const std::size_t n = rows.size();
      const std::size_t rlo = n * rank / ranks, rhi = n * (rank + 1) / ranks;
      const std::size_t lo = rlo + (rhi - rlo) * t / threads, hi = rlo + (rhi - rlo) * (t + 1) / threads;
      for (bool pass : {false, true}) {
        // The barriers order the slot's allocation before its writes, and every write of a phase
        // before any read in the next.
        sync.arrive_and_wait();
        if (!stop.load(std::memory_order_relaxed)) {
          try {
            for (std::size_t i = lo; i < hi; ++i) {
              const auto [m2, m3, m4] = rows[i];
              fill_row(pass, m2, m3, m4);
              // Checked while its bits are in cache; the slot is not reused before level b + 5.
              if (pass && sink) sink(t, m2, m3, m4, row_mut(true, m2, m3, m4));
            }
          } catch (...) {
            fail();
          }
        }
        if (ranks > 1) {
          // Every rank takes part even when stopping, so no rank waits in the exchange forever.
          sync.arrive_and_wait();
          if (t == 0) exchange_rows(pass, b, rows, rlo, rhi, cl, exchange);
        }
      }
      if (t == 0 && !stop.load()) {
        try {
          poll_interrupt();
          // Every row of the level has s - b + 1 positions.
          done += states * n * (std::uint64_t{s_} - b + 1);
          if (progress) progress(done, total);
        } catch (...) {
          fail();
        }
      }
      sync.arrive_and_wait();
      if (stop.load()) return;
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(worker, t);
  worker(0);
  for (auto& th : pool) th.join();
  ring_.clear();
  ring_.shrink_to_fit();
  if (error) std::rethrow_exception(error);
}

// One word of the recurrence P(i) = Z(i) && !P(i-1), where Z(i) = "no option outside the row is P"
// and P(-1) = carry. Inside every run of ones of Z the P-bits sit at even distance from the run's
// first bit (a bit whose left neighbour is P cannot be P; one whose left neighbour is not P is).
// A carry of 1 makes bit 0 a non-P bit, so it is cleared from Z first; then each run is classified
// by the parity of its first bit: adding the first bits of the odd-start runs carries through
// exactly those runs, which marks them.
std::uint64_t detail::solve_word(std::uint64_t z, std::uint64_t carry) {
  constexpr std::uint64_t even = 0x5555555555555555ULL, odd = ~even;
  z &= ~carry;
  const std::uint64_t starts = z & ~(z << 1);
  const std::uint64_t odd_starts = starts & odd;
  const std::uint64_t odd_runs = ((z + odd_starts) ^ z) & z;
  return z & ((odd_runs & odd) | (~odd_runs & even));
}

void CountPnTable::fill_row(bool pass, std::uint32_t m2, std::uint32_t m3, std::uint32_t m4) {
  const std::uint64_t len = row_length(m2, m3, m4), nw = words(len);
  std::uint64_t* out = row_mut(pass, m2, m3, m4);
  // Source rows: each is one level lower, so one to four positions longer.
  const std::uint64_t* r2 = m2 ? source_row(pass, m2 - 1, m3, m4) : nullptr;       // 2->1 (shifted), 2->0
  const std::uint64_t* r3 = m3 ? source_row(pass, m2, m3 - 1, m4) : nullptr;       // 3->1 (shifted), 3->0
  const std::uint64_t* r32 = m3 ? source_row(pass, m2 + 1, m3 - 1, m4) : nullptr;  // 3->2
  const std::uint64_t* r4 = m4 ? source_row(pass, m2, m3, m4 - 1) : nullptr;       // 4->1 (shifted), 4->0
  const std::uint64_t* r43 = m4 ? source_row(pass, m2, m3 + 1, m4 - 1) : nullptr;  // 4->3
  const std::uint64_t* r42 = m4 ? source_row(pass, m2 + 1, m3, m4 - 1) : nullptr;  // 4->2
  const std::uint64_t* rp = pass ? source_row(false, m2, m3, m4) : nullptr;        // the pass
  const std::uint64_t nw2 = words(len + 2), nw3 = words(len + 3), nw4 = words(len + 4);
  const bool empty_row = m2 == 0 && m3 == 0 && m4 == 0;
  std::uint64_t carry = 0;  // P(m1 - 1); m1 = 0 has no move inside the row
  for (std::uint64_t w = 0; w < nw; ++w) {
    std::uint64_t x = 0;
    if (r2) x |= r2[w] | shifted(r2, w, nw2);
    if (r3) x |= r3[w] | shifted(r3, w, nw3) | r32[w];
    if (r4) x |= r4[w] | shifted(r4, w, nw4) | r43[w] | r42[w];
    if (rp) x |= (empty_row && w == 0) ? (rp[0] & ~std::uint64_t{1}) : rp[w];  // no pass at the end
    std::uint64_t z = ~x;
    if (w == nw - 1 && len % 64 != 0) z &= (std::uint64_t{1} << (len % 64)) - 1;  // padding stays 0
    const std::uint64_t p = detail::solve_word(z, carry);
    out[w] = p;
    carry = p >> 63;
  }
}

std::uint64_t CountPnTable::p_count(bool pass) const {
  if (!pass && !keep_used_) throw std::logic_error("Nim* P/N table: the pass-used rows were not kept");
  std::uint64_t n = 0;
  const std::uint64_t half = keep_used_ ? bits_.size() / 2 : 0;
  for (std::uint64_t i = pass ? half : 0, e = pass ? bits_.size() : half; i < e; ++i)
    n += static_cast<std::uint64_t>(std::popcount(bits_[i]));
  return n;
}

}  // namespace cgcheck::nim_pass
