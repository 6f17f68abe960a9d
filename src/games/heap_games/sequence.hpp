#pragma once
// Grundy sequences G(0..N) of the heap games, fast.
//
// Octal games and Grundy's game: the rare-value ("sparse space") method (Berlekamp, Conway, Guy,
// "Winning Ways", 1982, ch. 4 "Sparse space spells speed"; Gangolli and Plambeck, "A note on
// periodicity in some octal games", 1989; Flammenkamp's octal game tables). For a bit mask M call a
// value rare when its masked bits have even parity, common otherwise. A common value is the nim-sum
// of a rare and a common value only, so the common values among the two-heap options of a heap come
// from the pairs with a rare heap: few when rare values are rare. The engine takes the least common
// value c not among them; G(n) = c exactly when every rare value below c is an option, which a
// short scan over the pairs (stopped as soon as they are all seen) confirms. The pairs are scanned
// from both ends of the heap at once; a rare value r still missing is looked up, once the scan has
// spent as much as that costs, by a set bit b of r that few heaps' values have: every pair giving r has exactly one such heap,
// so the pairs of that short list settle r (found, or no option: then G(n) = r, every value below
// it being an option). .376's rare values above 127 need one of its few heaps with a value above
// 127, which a scan from the ends reaches only late. When nothing settles it, the scan runs to the
// end and G(n) is the mex of every option: the method is exact for every mask, the mask only
// decides its speed. The mask is chosen from the values computed so far (the one with the fewest
// rare heaps in all), and re-chosen as the sequence doubles; with no mask that makes rare values
// rare, every heap gets the full scan (a bit-set mex, O(n) per heap).
// Flammenkamp's "domain" form generalizes it for games with one splitting digit t (Treblecross
// 0.007): heap a is sparse when the parity of G(a) & M equals the parity of a - t; two non-sparse
// heaps a + b = n - t then give a value whose masked parity is that of n - t, so the values of the
// other parity come only from pairs with a sparse heap, and the same argument applies.
// Octal games whose sequence becomes periodic (Kayles, most short codes) have no mask that makes
// rare values rare; at each doubling the engine looks for a period the periodicity theorem (octal,
// or for three-heap moves) proves from the values so far, and once one is proved it copies
// G(n) = G(n - p) from then on.
// Subtraction games: G(n) from the |S| options; all-but: from counts of each value below n.
// Three-heap moves (hexadecimal digit bit 8): every option, from per-heap sets of two-heap values.
// CGSuite's generalized codes (constraints, four or more heaps, repeating digits): every option of
// the code's traversal, polled within a heap, since a heap may have millions of splits.
//
// Values are stored one byte each until one exceeds 255 (then two, then four bytes).
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "games/heap_games/rules.hpp"

namespace cgcheck::heap_games {

class Sequence {
 public:
  std::uint64_t size() const { return width_ == 1 ? v8_.size() : width_ == 2 ? v16_.size() : v32_.size(); }
  std::uint32_t operator[](std::uint64_t n) const { return width_ == 1 ? v8_[n] : width_ == 2 ? v16_[n] : v32_[n]; }
  unsigned width() const { return width_; }  // bytes per value
  std::uint32_t max_value() const { return max_; }
  std::uint64_t bytes() const { return size() * width_; }
  std::vector<std::uint32_t> to_vector() const;

 private:
  friend class SequenceEngine;
  unsigned width_ = 1;
  std::uint32_t max_ = 0;
  std::vector<std::uint8_t> v8_;
  std::vector<std::uint16_t> v16_;
  std::vector<std::uint32_t> v32_;
};

struct EngineStats {
  std::uint32_t mask = 0;             // the rare-value mask in use (0: full scans)
  bool domain = false;                // the mask's sparse set also depends on the heap's parity
  std::uint64_t rare_heaps = 0;       // heaps whose value is rare under the mask
  std::uint64_t full_scans = 0;       // heaps whose value needed every option
  std::uint64_t options_examined = 0; // work: options whose value was computed
  std::uint64_t period = 0;           // octal games: a period proved on the way (0: none yet)
  std::uint64_t filled = 0;           // values copied from one period earlier once it was proved
  std::uint64_t list_scans = 0;       // rare values settled by the splits of a short heap list
};

class SequenceEngine {
 public:
  explicit SequenceEngine(HeapRules rules);

  // Extends G to 0..n. Polls for Ctrl-C (throws Interrupted) at least every few million options;
  // `on_progress(done)` is called about as often. Throws InputError when the work would exceed
  // the budget (options examined; 0 = none) or a heap does not fit in 32 bits.
  void extend_to(std::uint64_t n, const std::function<void(std::uint64_t)>& on_progress = {});
  // Starts from values computed earlier (a checkpoint); they must be G(0..k-1) of these rules.
  void resume(const std::vector<std::uint32_t>& values);
  void set_budget(std::uint64_t options) { budget_ = options; }
  // Whether a period proved on the way fills the rest (default on; off measures the method alone).
  void set_period_fill(bool on) { period_fill_ = on; }
  // Splits of each two-heap move scanned from both ends before a missing rare value is looked up
  // by a short heap list (default 1024; 0 tries the lists at once, as the tests do).
  void set_short_scan(std::uint64_t splits) { short_scan_ = splits; }

  const Sequence& values() const { return seq_; }
  const HeapRules& rules() const { return rules_; }
  const EngineStats& stats() const { return stats_; }

 private:
  template <class T>
  bool run(std::vector<T>& g, std::uint64_t to, const std::function<void(std::uint64_t)>& on_progress);
  void poll(std::uint64_t n, std::uint64_t to, const std::function<void(std::uint64_t)>& on_progress);
  // G(n) from the values below it, by the rules' family; each marks options in seen_.
  template <class T>
  std::uint32_t value_all_but(const std::vector<T>& g, std::uint32_t n);
  template <class T>
  std::uint32_t value_subtraction(const std::vector<T>& g, std::uint32_t n);
  template <class T>
  std::uint32_t value_take_and_break(const std::vector<T>& g, std::uint32_t n);
  template <class T>
  std::uint32_t value_three_heaps(const std::vector<T>& g, std::uint32_t n);
  template <class T>
  std::uint32_t value_general(const std::vector<T>& g, std::uint32_t n);
  template <class T>
  std::uint32_t value_by_rare_pairs(const std::vector<T>& g, std::uint32_t n);
  std::uint32_t least_common(const std::vector<std::uint64_t>& K, bool& full, bool& needed);
  template <class T>
  void scan_splits(const std::vector<T>& g, std::uint32_t n, std::uint64_t budget, bool full, bool& done,
                   std::uint64_t& left);
  template <class T>
  std::uint32_t settle_by_lists(const std::vector<T>& g, std::uint32_t n, bool full, bool& done, std::uint64_t& left,
                                std::uint64_t splits);
  void note_value(std::uint64_t at, std::uint32_t v);
  void clear_seen();
  void mark(std::uint32_t v) { seen_[v >> 6] |= std::uint64_t{1} << (v & 63); }
  bool covered() const;
  // The options' values found for the heap being computed (bit v), and the rare values below the
  // candidate that must be among them (value_by_rare_pairs).
  std::vector<std::uint64_t> seen_, need_;
  void choose_mask();
  template <class T>
  bool fill_by_period(std::vector<T>& g, std::uint64_t to);
  void grow_values(std::uint32_t v);
  std::uint32_t value(std::uint64_t n) const { return seq_[n]; }

  HeapRules rules_;
  Sequence seq_;
  EngineStats stats_;
  std::uint64_t budget_ = 0;
  bool period_fill_ = true;
  std::uint64_t short_scan_ = 1024;
  std::uint64_t next_poll_ = 0;
  // Moves, sorted by kind (k = tokens taken).
  std::vector<std::uint32_t> takes_whole_, takes_one_, takes_two_, takes_three_;
  bool unequal_ = false;  // Grundy's game: the two heaps must differ
  // Rare-value state.
  std::uint32_t mask_ = 0;
  std::uint32_t value_bits_ = 1;        // every value so far is below 2^value_bits_
  std::vector<std::uint32_t> rare_;     // heaps >= 1 with a rare value, ascending
  std::vector<std::uint64_t> rare_set_; // bit v: v & mask_ has even parity (v < 2^value_bits_)
  std::vector<std::uint64_t> odd_set_;  // bit v: v & mask_ has odd parity
  // Flammenkamp's "domain" form (one splitting digit t): heap a is sparse when the parity of
  // G(a) & mask equals the parity of a - t; otherwise when it is even.
  bool domain_ = false;
  bool sparse(std::uint64_t a, std::uint32_t v) const;
  std::uint64_t next_mask_check_ = 1024;
  // All-but subtraction: how many heaps below n have each value; the least value no heap has.
  std::vector<std::uint64_t> count_;
  std::uint32_t least_absent_ = 0;
  // Three-heap moves: the distinct values of the two-heap splits of each heap.
  std::vector<std::vector<std::uint32_t>> pair_values_;
  // Heaps >= 1 whose value has bit b set, ascending, while they are few (at most 4096 + n / 64;
  // past that the list is dropped for good): a split giving a value with bit b has one of them.
  std::vector<std::uint32_t> bit_heaps_[32];
  std::uint32_t live_bits_ = ~std::uint32_t{0};  // the bits whose list is kept
  void note_bits(std::uint64_t heap, std::uint32_t v);
  // The scan cursors of each two-heap move (lo up, hi down).
  std::vector<std::uint32_t> lo_, hi_;
};

// The binary format of `cgcheck sequence --format binary` and of checkpoints:
//   "CGSEQ1\n", the game id and "\n", then "<count> <width>\n" in decimal, then `count` values of
//   `width` bytes each (1, 2 or 4), little-endian, G(0) first.
std::string to_binary(const std::string& game_id, const Sequence& s);
// Throws InputError naming what is wrong (not this format, another game, truncated).
std::vector<std::uint32_t> from_binary(const std::string& bytes, const std::string& game_id);

}  // namespace cgcheck::heap_games
