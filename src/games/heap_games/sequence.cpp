#include "games/heap_games/sequence.hpp"

#include <algorithm>
#include <bit>
#include <limits>
#include <utility>

#include <fmt/core.h>

#include "core/error.hpp"
#include "core/progress.hpp"
#include "games/heap_games/periodicity.hpp"

namespace cgcheck::heap_games {

namespace {

// Ctrl-C is noticed within this many options examined (well under a second).
constexpr std::uint64_t kPollEvery = std::uint64_t{1} << 24;

// No value: what settle_by_lists returns when the lists did not settle G(n).
constexpr std::uint32_t kNoValue = ~std::uint32_t{0};

bool odd_parity(std::uint32_t v) { return (std::popcount(v) & 1) != 0; }

std::uint32_t first_zero(const std::vector<std::uint64_t>& bits) {
  for (std::size_t w = 0; w < bits.size(); ++w)
    if (~bits[w] != 0) return static_cast<std::uint32_t>(w * 64 + static_cast<std::size_t>(std::countr_zero(~bits[w])));
  return static_cast<std::uint32_t>(bits.size() * 64);
}

}  // namespace

std::vector<std::uint32_t> Sequence::to_vector() const {
  std::vector<std::uint32_t> out(size());
  for (std::uint64_t i = 0; i < size(); ++i) out[i] = (*this)[i];
  return out;
}

SequenceEngine::SequenceEngine(HeapRules rules) : rules_(std::move(rules)) {
  switch (rules_.family) {
    case Family::take_and_break:
      for (std::uint32_t k = 0; k < rules_.digits.size(); ++k) {
        const unsigned d = rules_.digits[k];
        if ((d & 1) && k > 0) takes_whole_.push_back(k);
        if ((d & 2) && k > 0) takes_one_.push_back(k);
        if (d & 4) takes_two_.push_back(k);
        if (d & 8) takes_three_.push_back(k);
      }
      break;
    case Family::grundys_game:
      takes_two_.push_back(0);
      unequal_ = true;
      break;
    default: break;
  }
  rare_set_.assign(1, 0);
  lo_.assign(takes_two_.size(), 0);
  hi_.assign(takes_two_.size(), 0);
}

void SequenceEngine::note_bits(std::uint64_t heap, std::uint32_t v) {
  for (v &= live_bits_; v != 0; v &= v - 1) {
    const int b = std::countr_zero(v);
    auto& list = bit_heaps_[b];
    list.push_back(static_cast<std::uint32_t>(heap));
    if (list.size() > 4096 + heap / 64) {
      std::vector<std::uint32_t>().swap(list);
      live_bits_ &= ~(std::uint32_t{1} << b);
    }
  }
}

// Every value so far is below 2^value_bits_; with a mask, rare_set_ marks the rare values below it.
void SequenceEngine::grow_values(std::uint32_t v) {
  while (value_bits_ < 31 && (v >> value_bits_) != 0) ++value_bits_;
  if (mask_ == 0) return;
  const std::size_t words = (std::size_t{1} << value_bits_) / 64 + 1;
  rare_set_.assign(words, 0);
  odd_set_.assign(words, 0);
  for (std::uint32_t x = 0; x < (std::uint32_t{1} << value_bits_); ++x)
    (odd_parity(x & mask_) ? odd_set_ : rare_set_)[x >> 6] |= std::uint64_t{1} << (x & 63);
}

bool SequenceEngine::sparse(std::uint64_t a, std::uint32_t v) const {
  const bool heap_parity = domain_ && ((a + takes_two_[0]) & 1) != 0;  // a - t and a + t: same parity
  return odd_parity(v & mask_) == heap_parity;
}

// The mask with the fewest rare heaps among the values so far (the one in use on a tie); 0 (every
// heap scanned fully) when even the best leaves more than one heap in eight rare.
void SequenceEngine::choose_mask() {
  const std::uint64_t n = seq_.size();
  next_mask_check_ = std::max<std::uint64_t>(1024, n * 2);
  if (takes_two_.empty() || !takes_three_.empty()) return;
  const std::uint32_t span = std::uint32_t{1} << std::min(value_bits_, 20u);
  // hist[q][v]: heaps with value v and (heap + t) of parity q. Every heap counts: each rare heap
  // costs a split at every later heap, wherever it is (a mask with no rare heap in the last half
  // of .376 has 245,340 in all, where 0xFE has 509).
  std::vector<std::uint64_t> hist[2] = {std::vector<std::uint64_t>(span, 0), std::vector<std::uint64_t>(span, 0)};
  for (std::uint64_t i = 1; i < n; ++i) ++hist[(i + takes_two_[0]) & 1][value(i)];
  const bool domain_allowed = takes_two_.size() == 1;
  // The rare heaps under mask m, in the range form and in the domain form.
  auto count = [&](std::uint32_t m) {
    std::pair<std::uint64_t, std::uint64_t> c{0, 0};
    for (std::uint32_t v = 0; v < span; ++v) {
      const bool odd = odd_parity(v & m);
      c.first += odd ? 0 : hist[0][v] + hist[1][v];
      c.second += odd ? hist[1][v] : hist[0][v];
    }
    return c;
  };
  std::uint32_t best = 0;
  bool best_domain = false;
  std::uint64_t best_rare = n / 8;
  if (mask_ != 0 && mask_ < span) {
    const auto c = count(mask_);
    if ((domain_ ? c.second : c.first) <= best_rare) best_rare = domain_ ? c.second : c.first, best = mask_, best_domain = domain_;
  }
  for (std::uint32_t m = 1; m < std::min<std::uint32_t>(span, 1024); ++m) {
    const auto [range, dom] = count(m);
    if (range < best_rare) best_rare = range, best = m, best_domain = false;
    if (domain_allowed && dom < best_rare) best_rare = dom, best = m, best_domain = true;
  }
  if (best == mask_ && best_domain == domain_) return;
  mask_ = best;
  domain_ = best_domain;
  stats_.mask = best;
  stats_.domain = best_domain;
  grow_values(seq_.max_value());
  rare_.clear();
  if (mask_ != 0)
    for (std::uint64_t i = 1; i < n; ++i)
      if (sparse(i, value(i))) rare_.push_back(static_cast<std::uint32_t>(i));
  stats_.rare_heaps = rare_.size();
}

// Once a periodicity theorem (octal, or for three-heap moves) proves a period p from the values so
// far, every later value is G(n - p): exact, and the only fast way for periodic games, whose values
// cannot be split into rare and common ones.
template <class T>
bool SequenceEngine::fill_by_period(std::vector<T>& g, std::uint64_t to) {
  if (stats_.period == 0) {
    if (!period_fill_ || rules_.family != Family::take_and_break || g.size() < 1024) return false;
    const Periodicity found = find_periodicity(rules_, seq_);
    if (!found.proved) return false;
    stats_.period = *found.period;
  }
  const std::uint64_t p = stats_.period;
  for (std::uint64_t n = g.size(); n <= to; ++n) {
    if ((n & 0xFFFFFF) == 0) poll_interrupt();
    g.push_back(g[n - p]);
    ++stats_.filled;
  }
  return true;
}

// A heap's turn to poll: Ctrl-C, the progress line and the budget.
void SequenceEngine::poll(std::uint64_t n, std::uint64_t to, const std::function<void(std::uint64_t)>& on_progress) {
  next_poll_ = stats_.options_examined + kPollEvery;
  poll_interrupt();
  if (on_progress) on_progress(n);
  if (budget_ != 0 && stats_.options_examined > budget_)
    throw InputError(fmt::format("{}: computing G(0..{}) needs more than {} options examined (raise --max-moves)",
                                 rules_.id(), to, budget_));
}

// The marks of the options' values, sized for the values so far. Grown by doubling with them, not
// reserved up front: a --to far beyond what a run reaches before Ctrl-C would otherwise claim its
// whole address range at once.
void SequenceEngine::clear_seen() {
  const std::size_t words = (std::size_t{1} << value_bits_) / 64 + 1;
  seen_.assign(words, 0);
}

// Whether every rare value below the candidate (need_) is among the options found so far.
bool SequenceEngine::covered() const {
  for (std::size_t w = 0; w < need_.size(); ++w)
    if (need_[w] & ~seen_[w]) return false;
  return true;
}

// All-but subtraction: every heap j < n except j = n - s for s in S. Values no other heap has drop out.
template <class T>
std::uint32_t SequenceEngine::value_all_but(const std::vector<T>& g, std::uint32_t n) {
  std::uint32_t v = least_absent_;
  for (const auto s : rules_.set)
    if (s <= n) --count_[g[n - s]];
  for (const auto s : rules_.set)
    if (s <= n && count_[g[n - s]] == 0) v = std::min<std::uint32_t>(v, g[n - s]);
  for (const auto s : rules_.set)
    if (s <= n) ++count_[g[n - s]];
  stats_.options_examined += n;
  return v;
}

template <class T>
std::uint32_t SequenceEngine::value_subtraction(const std::vector<T>& g, std::uint32_t n) {
  clear_seen();
  for (const auto s : rules_.set)
    if (s <= n) mark(g[n - s]);
  stats_.options_examined += rules_.set.size();
  return first_zero(seen_);
}

template <class T>
std::uint32_t SequenceEngine::value_take_and_break(const std::vector<T>& g, std::uint32_t n) {
  clear_seen();
  for (const auto k : takes_whole_)
    if (n == k) mark(0);
  for (const auto k : takes_one_)
    if (n > k) mark(g[n - k]);
  if (!takes_three_.empty()) return value_three_heaps(g, n);
  if (takes_two_.empty()) return first_zero(seen_);
  return value_by_rare_pairs(g, n);
}

// Every option: the two-heap values of each heap are kept, three heaps combine them. Heap n's may
// be kept already: a value too wide for the store ends a run before it is pushed, and the next run
// (extend_to, on the widened store) starts again at the same heap.
template <class T>
std::uint32_t SequenceEngine::value_three_heaps(const std::vector<T>& g, std::uint32_t n) {
  std::uint64_t& work = stats_.options_examined;
  if (pair_values_.size() == n) {
    std::vector<std::uint64_t> pv((std::size_t{1} << value_bits_) / 64 + 1, 0);
    for (std::uint32_t a = 1; 2 * a <= n; ++a) {
      const std::uint32_t x = g[a] ^ g[n - a];
      pv[x >> 6] |= std::uint64_t{1} << (x & 63);
    }
    std::vector<std::uint32_t> vals;
    for (std::size_t w = 0; w < pv.size(); ++w)
      for (std::uint64_t b = pv[w]; b; b &= b - 1)
        vals.push_back(static_cast<std::uint32_t>(w * 64 + static_cast<std::size_t>(std::countr_zero(b))));
    pair_values_.push_back(std::move(vals));
    work += n / 2;
  }
  for (const auto k : takes_two_)
    if (n >= k + 2)
      for (const auto x : pair_values_[n - k]) mark(x);
  for (const auto k : takes_three_)
    if (n >= k + 3) {
      const std::uint32_t m = n - k;
      for (std::uint32_t a = 1; a + 2 <= m; ++a) {
        for (const auto x : pair_values_[m - a]) mark(g[a] ^ x);
        work += pair_values_[m - a].size();
      }
    }
  return first_zero(seen_);
}

// Every option of a generalized code, in its traversal: the mex of the nim-sums of the heaps left.
// One heap of `*` has as many options as partitions, so Ctrl-C and the budget are polled inside it.
template <class T>
std::uint32_t SequenceEngine::value_general(const std::vector<T>& g, std::uint32_t n) {
  clear_seen();
  std::uint64_t& work = stats_.options_examined;
  for_each_split(rules_, n, [&](const std::uint32_t* heaps, std::uint32_t count) {
    std::uint32_t v = 0;
    for (std::uint32_t i = 0; i < count; ++i) v ^= g[heaps[i]];
    mark(v);
    if ((++work & 0xFFFF) == 0) {
      poll_interrupt();
      if (budget_ != 0 && work > budget_)
        throw InputError(fmt::format("{}: computing G({}) needs more than {} options examined (raise --max-moves)",
                                     rules_.id(), n, budget_));
    }
  });
  return first_zero(seen_);
}

// The least common value not among the options marked so far (values at or above 2^bits are never
// marked rare; `full` when there is none below 2^bits, or no mask), and in need_ the rare values
// below it that are not marked yet; `needed` when there are any (or the scan must be full).
std::uint32_t SequenceEngine::least_common(const std::vector<std::uint64_t>& K, bool& full, bool& needed) {
  std::uint32_t c = 0;
  need_.assign(seen_.size(), 0);
  if (!full) {
    for (std::size_t w = 0; w < seen_.size(); ++w)
      if (const std::uint64_t free = ~(K[w] | seen_[w])) {
        c = static_cast<std::uint32_t>(w * 64 + static_cast<std::size_t>(std::countr_zero(free)));
        break;
      }
    if (c >= (std::uint32_t{1} << value_bits_)) full = true;  // every common value below 2^bits is an option
  }
  needed = full;
  if (!full)
    for (std::size_t w = 0; w * 64 < c; ++w) {
      std::uint64_t below = ~std::uint64_t{0};
      if (c - w * 64 < 64) below = (std::uint64_t{1} << (c - w * 64)) - 1;
      need_[w] = K[w] & ~seen_[w] & below;
      needed = needed || need_[w] != 0;
    }
  return c;
}

// Scans up to `budget` splits of each two-heap move (all of them: ~0), from both ends at once,
// stopping when covered: a rare value both of whose heaps must be large (values that first occur
// late) is found next to the middle, one of a small and a large heap next to the ends. lo_[ki] and
// hi_[ki] are the cursors of take takes_two_[ki]; `left` counts the splits not scanned yet.
template <class T>
void SequenceEngine::scan_splits(const std::vector<T>& g, std::uint32_t n, std::uint64_t budget, bool full,
                                 bool& done, std::uint64_t& left) {
  for (std::size_t ki = 0; ki < takes_two_.size() && !done; ++ki) {
    const std::uint32_t m = n - takes_two_[ki];
    std::uint32_t& lo = lo_[ki];
    std::uint32_t& hi = hi_[ki];
    for (std::uint64_t spent = 0; lo <= hi && !done && spent < budget; spent += 64) {
      const std::uint32_t before = hi - lo + 1;
      const std::uint32_t stop = std::min(hi, lo + 31);
      for (; lo <= stop; ++lo) mark(g[lo] ^ g[m - lo]);
      if (lo <= hi) {
        const std::uint32_t down = hi - lo + 1 < 32 ? lo : hi - 31;
        for (; hi >= down; --hi) mark(g[hi] ^ g[m - hi]);  // down >= lo >= 1: no wrap
      }
      const std::uint32_t scanned = before - (lo <= hi ? hi - lo + 1 : 0);
      stats_.options_examined += scanned;
      left -= scanned;
      if (!full && covered()) done = true;
    }
  }
}

// A rare value r still missing: any split giving r has exactly one heap whose value has a given
// set bit b of r. When few heaps have such a value (bit_heaps_[b]), their splits alone settle r: it
// is found, or it is no option and, every value below it being one, G(n) = r (returned; kNoValue
// otherwise). A list is used once the scan has spent as much as it costs (the scan doubles
// meanwhile), so neither way costs much more than twice the better one; with a short scan of 0 (the
// tests) a list is tried at once.
template <class T>
std::uint32_t SequenceEngine::settle_by_lists(const std::vector<T>& g, std::uint32_t n, bool full, bool& done,
                                              std::uint64_t& left, std::uint64_t splits) {
  while (!done && !full) {
    std::uint32_t r = 0;
    for (std::size_t w = 0; w < need_.size(); ++w)
      if (const std::uint64_t miss = need_[w] & ~seen_[w]) {
        r = static_cast<std::uint32_t>(w * 64 + static_cast<std::size_t>(std::countr_zero(miss)));
        break;
      }
    int best = -1;
    for (std::uint32_t bits = r; bits != 0; bits &= bits - 1) {
      const int b = std::countr_zero(bits);
      if ((live_bits_ >> b & 1) != 0 && (best < 0 || bit_heaps_[b].size() < bit_heaps_[best].size())) best = b;
    }
    const std::uint64_t spent = splits - left;
    if (best < 0 || (short_scan_ != 0 && bit_heaps_[best].size() * takes_two_.size() > std::max(spent, short_scan_))) {
      if (left == 0) break;
      scan_splits(g, n, std::max<std::uint64_t>(spent, 1024), full, done, left);  // about doubles the splits scanned
      continue;
    }
    for (const auto k : takes_two_) {
      if (n < k + 2) continue;
      const std::uint32_t m = n - k;
      for (const auto h : bit_heaps_[best]) {
        if (h >= m) break;
        if (unequal_ && 2 * h == m) continue;
        mark(g[h] ^ g[m - h]);
      }
      stats_.options_examined += bit_heaps_[best].size();
    }
    ++stats_.list_scans;
    if ((seen_[r >> 6] >> (r & 63) & 1) == 0) return r;
    if (covered()) done = true;
  }
  return kNoValue;
}

// Two-heap moves under a rare-value mask: the pairs with a rare heap give every common value among
// the options; the least common value not among them is G(n) when every rare value below it is an
// option, which the splits scanned from both ends (or a short heap list) settle.
template <class T>
std::uint32_t SequenceEngine::value_by_rare_pairs(const std::vector<T>& g, std::uint32_t n) {
  for (const auto k : takes_two_) {
    if (n < k + 2) continue;
    const std::uint32_t m = n - k;
    for (const auto a : rare_) {
      if (a >= m) break;
      if (unequal_ && 2 * a == m) continue;
      mark(g[a] ^ g[m - a]);
    }
    stats_.options_examined += rare_.size();
  }
  bool full = mask_ == 0, needed = false;
  // The values two non-sparse heaps can make: even masked parity, or in the domain form the parity
  // of n - t.
  const auto& K = domain_ && ((n - takes_two_[0]) & 1) ? odd_set_ : rare_set_;
  const std::uint32_t c = least_common(K, full, needed);
  bool done = !needed;
  // The splits a + (m - a), a <= m - a (Grundy's game: a < m - a), of each two-heap move.
  std::uint64_t left = 0;
  for (std::size_t ki = 0; ki < takes_two_.size(); ++ki) {
    const std::uint32_t k = takes_two_[ki];
    const std::uint32_t m = n >= k + 2 ? n - k : 0;
    lo_[ki] = 1;
    hi_[ki] = m == 0 ? 0 : unequal_ ? (m - 1) / 2 : m / 2;
    left += hi_[ki];
  }
  const std::uint64_t splits = left;
  scan_splits(g, n, short_scan_, full, done, left);
  const std::uint32_t absent = settle_by_lists(g, n, full, done, left, splits);
  if (absent != kNoValue) return absent;
  scan_splits(g, n, ~std::uint64_t{0}, full, done, left);
  if (done && !full) return c;
  ++stats_.full_scans;
  return first_zero(seen_);
}

// Bookkeeping for the new value v of heap `at` (the last of the sequence's own vector).
void SequenceEngine::note_value(std::uint64_t at, std::uint32_t v) {
  if ((v >> value_bits_) != 0) grow_values(v);
  if (at >= 1 && !takes_two_.empty()) note_bits(at, v);
  if (mask_ != 0 && at >= 1 && sparse(at, v)) {
    rare_.push_back(static_cast<std::uint32_t>(at));
    ++stats_.rare_heaps;
  }
  if (rules_.family == Family::subtraction_all_but) {
    if (count_.size() <= v) count_.resize(std::size_t{v} + 1, 0);
    ++count_[v];
    while (least_absent_ < count_.size() && count_[least_absent_] > 0) ++least_absent_;
  }
}

template <class T>
bool SequenceEngine::run(std::vector<T>& g, std::uint64_t to, const std::function<void(std::uint64_t)>& on_progress) {
  for (std::uint64_t n64 = g.size(); n64 <= to; ++n64) {
    const auto n = static_cast<std::uint32_t>(n64);
    if (stats_.options_examined >= next_poll_) poll(n64, to, on_progress);
    if (stats_.period != 0 && fill_by_period(g, to)) return true;
    if (n64 >= next_mask_check_) {
      if (fill_by_period(g, to)) return true;
      choose_mask();
    }
    const std::uint32_t v = rules_.family == Family::subtraction_all_but ? value_all_but(g, n)
                            : rules_.family == Family::subtraction      ? value_subtraction(g, n)
                            : rules_.family == Family::general || rules_.family == Family::spawning ? value_general(g, n)
                                                                         : value_take_and_break(g, n);
    if (v > std::numeric_limits<T>::max()) return false;
    g.push_back(static_cast<T>(v));
    seq_.max_ = std::max(seq_.max_, v);
    note_value(g.size() - 1, v);
  }
  return true;
}

void SequenceEngine::extend_to(std::uint64_t n, const std::function<void(std::uint64_t)>& on_progress) {
  if (n >= std::numeric_limits<std::uint32_t>::max())
    throw InputError(fmt::format("heap {} is too large (heaps are below 2^32)", n));
  for (;;) {
    bool done = false;
    switch (seq_.width_) {
      case 1: done = run(seq_.v8_, n, on_progress); break;
      case 2: done = run(seq_.v16_, n, on_progress); break;
      default: done = run(seq_.v32_, n, on_progress); break;
    }
    if (done) return;
    // A value does not fit: widen the store and go on from the same heap.
    if (seq_.width_ == 1) {
      seq_.v16_.assign(seq_.v8_.begin(), seq_.v8_.end());
      std::vector<std::uint8_t>().swap(seq_.v8_);
      seq_.width_ = 2;
    } else {
      seq_.v32_.assign(seq_.v16_.begin(), seq_.v16_.end());
      std::vector<std::uint16_t>().swap(seq_.v16_);
      seq_.width_ = 4;
    }
  }
}

void SequenceEngine::resume(const std::vector<std::uint32_t>& values) {
  if (seq_.size() != 0) throw std::logic_error("resume on an engine that has values");
  const std::uint32_t mx = values.empty() ? 0 : *std::max_element(values.begin(), values.end());
  seq_.width_ = mx <= 0xFF ? 1 : mx <= 0xFFFF ? 2 : 4;
  for (const auto v : values) {
    if (seq_.width_ == 1) seq_.v8_.push_back(static_cast<std::uint8_t>(v));
    else if (seq_.width_ == 2) seq_.v16_.push_back(static_cast<std::uint16_t>(v));
    else seq_.v32_.push_back(v);
  }
  // Rebuild the derived state from the stored values.
  seq_.max_ = mx;
  grow_values(mx);
  for (std::uint64_t i = 0; i < values.size(); ++i)
    if (rules_.family == Family::subtraction_all_but) {
      const std::uint32_t v = values[i];
      if (count_.size() <= v) count_.resize(std::size_t{v} + 1, 0);
      ++count_[v];
    }
  while (least_absent_ < count_.size() && count_[least_absent_] > 0) ++least_absent_;
  if (!takes_two_.empty())
    for (std::uint64_t i = 1; i < values.size(); ++i) note_bits(i, values[i]);
  if (!takes_three_.empty())
    for (std::uint64_t n = 0; n < values.size(); ++n) {
      std::vector<bool> seen;
      std::vector<std::uint32_t> vals;
      for (std::uint64_t a = 1; 2 * a <= n; ++a) {
        const std::uint32_t x = values[a] ^ values[n - a];
        if (seen.size() <= x) seen.resize(std::size_t{x} + 1, false);
        if (!seen[x]) seen[x] = true, vals.push_back(x);
      }
      std::sort(vals.begin(), vals.end());
      pair_values_.push_back(std::move(vals));
    }
  if (values.size() >= 1024) choose_mask();
}

std::string to_binary(const std::string& game_id, const Sequence& s) {
  std::string out = fmt::format("CGSEQ1\n{}\n{} {}\n", game_id, s.size(), s.width());
  out.reserve(out.size() + s.bytes());
  for (std::uint64_t i = 0; i < s.size(); ++i) {
    const std::uint32_t v = s[i];
    for (unsigned b = 0; b < s.width(); ++b) out.push_back(static_cast<char>((v >> (8 * b)) & 0xFF));
  }
  return out;
}

std::vector<std::uint32_t> from_binary(const std::string& bytes, const std::string& game_id) {
  const auto fail = [](const std::string& why) { return InputError("sequence file: " + why); };
  if (!bytes.starts_with("CGSEQ1\n")) throw fail("not a cgcheck sequence file (no CGSEQ1 header)");
  const auto e1 = bytes.find('\n', 7);
  if (e1 == std::string::npos) throw fail("truncated header");
  const std::string id = bytes.substr(7, e1 - 7);
  if (id != game_id) throw fail(fmt::format("it holds game '{}', not '{}'", id, game_id));
  const auto e2 = bytes.find('\n', e1 + 1);
  if (e2 == std::string::npos) throw fail("truncated header");
  unsigned long long count = 0;
  unsigned width = 0;
  if (std::sscanf(bytes.c_str() + e1 + 1, "%llu %u", &count, &width) != 2 || (width != 1 && width != 2 && width != 4))
    throw fail("malformed count and width line");
  if (bytes.size() - (e2 + 1) != count * width) throw fail("its length does not match its count");
  std::vector<std::uint32_t> out(count);
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data() + e2 + 1);
  for (std::uint64_t i = 0; i < count; ++i) {
    std::uint32_t v = 0;
    for (unsigned b = 0; b < width; ++b) v |= std::uint32_t{p[i * width + b]} << (8 * b);
    out[i] = v;
  }
  return out;
}

}  // namespace cgcheck::heap_games
