#pragma once
// A third computation of Nim* with heaps of size at most 4: a bit-packed P/N table filled a whole
// row of positions at a time, fast enough for every position with up to a thousand stones and more
// (3.5e9 positions in 443 MB).
//
// Layout. A row is every position with the same pass bit and the same (m2, m3, m4), indexed by m1
// from 0 to S - (2 m2 + 3 m3 + 4 m4); rows start on a 64-bit word so a row never shares a word
// with another row (rows are filled by different threads).
//
// Fill. Every move except "take a heap of size 1" leaves a position in another row with fewer
// stones outside m1 (the row's level 2 m2 + 3 m3 + 4 m4 drops by 1 to 4), at m1 or m1 + 1:
//   2->1: (m2-1) at m1+1     2->0: (m2-1) at m1
//   3->2: (m3-1, m2+1) at m1  3->1: (m3-1) at m1+1   3->0: (m3-1) at m1
//   4->3: (m4-1, m3+1) at m1  4->2: (m4-1, m2+1) at m1  4->1: (m4-1) at m1+1  4->0: (m4-1) at m1
//   pass: the same counts with the pass used (not from the empty position).
// So with X = the OR of those rows' P-bits (shifted by one where the move lands at m1 + 1), a
// 64-position word of "some option outside the row is P" costs a handful of word operations. The
// move inside the row (1->0, from m1 to m1-1) gives the recurrence P(m1) = !X(m1) && !P(m1-1),
// solved a word at a time (see solve_word). Rows of one level do not depend on each other, so a
// level is split among threads; level by level, the pass-used rows of a level are filled before its
// pass-available rows (which read them through the pass).
//
// Under MPI a level's rows are also split among the ranks of the run's cluster: each rank fills
// its share of a phase's rows, then they are exchanged (an all-gather), so every rank holds what the
// next phase and level read, and in the end the whole table, which the walk reads.
//
// Rolling pass-used rows. A P/N claim about positions with the pass available reads only the
// pass-available block; the pass-used rows are needed while filling, and only five levels deep
// (a level reads the four below it and, through the pass, its own). Built with
// PassUsed::rolling, the table keeps those in a ring of five levels and holds only the
// pass-available block: half the bits.
//
// Streamed. A run that checks one claim and keeps no table (CountPnTable::stream) holds both pass
// states in the ring and nothing else, and hands every pass-available row to the check on the
// thread that has just filled it, while its bits are still in cache: the memory is five levels of
// both pass states (about S^3 / 32 bits at S stones: 4.5 MiB at a thousand) instead of the
// pass-available block (about S^4 / 576 bits: 221 MB at a thousand).
//
// This code writes the moves on rows of bits and shares nothing with CountDomain::options or
// NimPass::options, so agreement with the generic dense table and the memo solver checks all three.
#include <cstdint>
#include <functional>
#include <vector>

#include "runtime/cluster.hpp"
#include "games/nim_pass/nim_pass.hpp"

namespace cgcheck::nim_pass {

namespace detail {
// P-bits of one 64-position word of a row: bit i is P iff bit i of z is set (no option outside the
// row is P) and bit i-1 is not P; `carry` is the P-bit just before bit 0. Exposed for its test.
std::uint64_t solve_word(std::uint64_t z, std::uint64_t carry);
}  // namespace detail

class CountPnTable {
 public:
  // kept: both pass states are held; rolling: only the pass available (see above).
  enum class PassUsed { kept, rolling };
  // progress(positions done, positions total) is called between levels (from the calling thread).
  // `cl`: the ranks that share the build (every rank must construct the table with the same bound).
  CountPnTable(std::uint32_t max_stones, unsigned threads = 1,
               const std::function<void(std::uint64_t, std::uint64_t)>& progress = {},
               PassUsed pass_used = PassUsed::kept, const Cluster& cl = cluster());
  // The same with the progress last (core build_table appends it).
  CountPnTable(std::uint32_t max_stones, unsigned threads, PassUsed pass_used,
               const std::function<void(std::uint64_t, std::uint64_t)>& progress)
      : CountPnTable(max_stones, threads, progress, pass_used) {}

  // sink(thread, m2, m3, m4, bits): the pass-available row (m2, m3, m4) just filled, on the thread
  // (0..threads-1) that filled it; bit m1 of word m1 / 64, row_length(m2, m3, m4) bits.
  using RowSink = std::function<void(unsigned, std::uint32_t, std::uint32_t, std::uint32_t, const std::uint64_t*)>;
  // Fills the table level by level without keeping it (see "Streamed" above): every pass-available
  // row goes to `sink` once, in no particular order across the threads; under MPI each rank's sink
  // sees that rank's share of the rows. An exception from the sink stops the fill and is rethrown.
  static void stream(std::uint32_t max_stones, unsigned threads, const RowSink& sink,
                     const std::function<void(std::uint64_t, std::uint64_t)>& progress = {},
                     const Cluster& cl = cluster());
  // Estimated bytes of stream(): the ring of five levels, both pass states, and each thread's list of
  // a level's rows (12 bytes a row).
  static std::uint64_t stream_bytes(std::uint32_t max_stones, unsigned threads);
  // The ring's largest level, one pass state: bytes of bits and row index (words: the bits alone).
  static std::uint64_t ring_level_bytes(std::uint32_t max_stones);

  std::uint32_t max_stones() const { return s_; }
  bool holds_pass_used() const { return keep_used_; }
  // Positions held: both pass states, or the pass available only when rolling.
  std::uint64_t positions() const { return (keep_used_ ? 2 : 1) * CountDomain::count_upto(s_); }
  // Bytes held: the bits (rows padded to whole words) plus the row offsets (the ring of pass-used
  // levels is freed once the table is filled).
  std::uint64_t bytes() const { return bits_.size() * 8 + offset_.size() * 4 + base_.size() * 4; }
  // Estimated bytes for max_stones, for the memory guard before anything is allocated (with the
  // ring of pass-used levels when rolling).
  static std::uint64_t estimate_bytes(std::uint32_t max_stones, PassUsed pass_used = PassUsed::kept);

  // c.stones() must be at most max_stones(); c.pass must be set unless holds_pass_used().
  bool is_p(const Counts& c) const {
    const std::uint64_t* r = row(c.pass, c.m[1], c.m[2], c.m[3]);
    return (r[c.m[0] >> 6] >> (c.m[0] & 63)) & 1U;
  }
  // The row of (pass, m2, m3, m4): bit m1 of word m1 / 64, for m1 <= row_length - 1.
  const std::uint64_t* row(bool pass, std::uint32_t m2, std::uint32_t m3, std::uint32_t m4) const {
    return bits_.data() + offset_[row_index(pass, m2, m3, m4)];
  }
  std::uint32_t row_length(std::uint32_t m2, std::uint32_t m3, std::uint32_t m4) const {
    return s_ - (2 * m2 + 3 * m3 + 4 * m4) + 1;
  }
  // Number of P-positions with the given pass state (padding bits are always zero); the pass used
  // only if holds_pass_used().
  std::uint64_t p_count(bool pass) const;

 private:
  std::uint64_t row_index(bool pass, std::uint32_t m2, std::uint32_t m3, std::uint32_t m4) const {
    return (pass && keep_used_ ? rows_per_block_ : 0) + base_[std::size_t{m4} * m3_stride_ + m3] + m2;
  }
  std::uint64_t* row_mut(bool pass, std::uint32_t m2, std::uint32_t m3, std::uint32_t m4) {
    if (!(pass ? keep_available_ : keep_used_)) return ring_row(pass, m2, m3, m4);
    return bits_.data() + offset_[row_index(pass, m2, m3, m4)];
  }
  // The rows the fill reads: the table's, or a pass-used row of the ring.
  const std::uint64_t* source_row(bool pass, std::uint32_t m2, std::uint32_t m3, std::uint32_t m4) {
    return row_mut(pass, m2, m3, m4);
  }
  // Ring of levels not kept (the pass-used ones when rolling, both when streamed): level b in slot
  // b % 5, rows in (m4, m3) order, each words(s - b + 1) words long, the pass-used rows first;
  // first[m4] = index of the level's first row with that m4.
  struct Level {
    std::vector<std::uint64_t> bits;
    std::vector<std::uint32_t> first;
    std::uint64_t stride = 0, rows = 0;
  };
  void prepare_level(std::uint32_t b);
  std::uint64_t* ring_row(bool pass, std::uint32_t m2, std::uint32_t m3, std::uint32_t m4) {
    const std::uint32_t b = 2 * m2 + 3 * m3 + 4 * m4;
    Level& l = ring_[b % 5];  // a pass-available row is in the ring only when streamed
    return l.bits.data() + ((pass ? l.rows : 0) + l.first[m4] + (m3 - (b & 1)) / 2) * l.stride;
  }
  void fill_row(bool pass, std::uint32_t m2, std::uint32_t m3, std::uint32_t m4);
  // Lays out the kept blocks (none when streamed), then fills every level.
  struct Streamed {};
  CountPnTable(Streamed, std::uint32_t max_stones);
  void lay_out();
  void fill(unsigned threads, const std::function<void(std::uint64_t, std::uint64_t)>& progress, const Cluster& cl,
            const RowSink& sink);
  static std::uint64_t ring_level_words(std::uint32_t max_stones);

  std::uint32_t s_;
  bool keep_used_ = true;
  bool keep_available_ = true;  // false when streamed: both pass states live in the ring
  std::vector<Level> ring_;
  std::uint32_t m3_stride_;          // s/3 + 1
  std::uint64_t rows_per_block_ = 0;  // rows with one pass state
  std::vector<std::uint32_t> base_;   // [m4 * m3_stride + m3]: index of row (m2 = 0, m3, m4) in a block
  std::vector<std::uint32_t> offset_;  // word offset of every row, both blocks (< 2^32 words checked)
  std::vector<std::uint64_t> bits_;
};

}  // namespace cgcheck::nim_pass
