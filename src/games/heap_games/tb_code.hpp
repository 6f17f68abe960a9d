#pragma once
// CGSuite's generalized take-and-break codes (A. N. Siegel, CGSuite, org/cgsuite/core/impartial/
// TBCode.scala; its grammar and normal form are matched here, and its test table of traversals is
// props/heap_codes_test.cpp). A code is
//   ADDITIVE.DIGITS[PERIOD]
// where digit d_k says what a move that takes k tokens from a heap may leave: each digit is a base-32
// character 0-9, A-V (bit h: h nonempty heaps may be left), `&N;` (any mask), `*` (any number of heaps),
// or `{h1,h2,...}` (those numbers of heaps; a final `+`: that many or more); after a digit (or after
// each member of a set), `!` asks for heaps of pairwise different sizes, `?` for heaps not all of one
// size, `=` for heaps all of one size. Digits in brackets repeat forever (`0.[3]` is Nim). Digits before
// the point other than the last (d_0) are d_-1, d_-2, ...: moves that add tokens before splitting
// (`80.0`: add one token and split into three heaps).
// Examples: `4!.0` is Grundy's game, `0.[3]` Nim, `{2+}=.0` splits a heap into two or more equal
// heaps, `0.77` Kayles.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "core/progress.hpp"

namespace cgcheck::heap_games {

enum class Constraint : std::uint8_t { unconstrained, some_unequal, pairwise_unequal, all_equal, disallowed };

// One digit: by number of heaps left (0, 1, 2, ...), whether that is allowed and how their sizes are
// constrained; with allow_more, every larger number of heaps too, as the last entry says.
struct TbDigit {
  std::vector<Constraint> constraints;  // the last entry is never `disallowed`
  bool allow_more = false;

  // CGSuite's normal form (Digit.apply): one constraint for two or more heaps is shared by all; the
  // entries for 0 and 1 heap otherwise lose theirs; an open-ended digit is trimmed to its last change.
  static TbDigit make(std::vector<Constraint> c, bool allow_more);
  static TbDigit from_mask(std::uint64_t mask, Constraint c);

  bool zero() const { return constraints.empty(); }
  std::uint32_t max_heaps() const {
    return allow_more ? std::numeric_limits<std::uint32_t>::max() : static_cast<std::uint32_t>(constraints.size());
  }
  Constraint at(std::uint64_t heaps) const {
    if (heaps < constraints.size()) return constraints[heaps];
    return allow_more ? constraints.back() : Constraint::disallowed;
  }
  // An octal or hexadecimal digit: at most three heaps, no constraint; its bits then.
  bool plain() const;
  std::uint64_t mask() const;
  std::string text() const;  // as CGSuite prints it
  bool operator==(const TbDigit&) const = default;
};

struct TbCode {
  std::vector<TbDigit> digits;    // d_0, d_1, ...; never empty
  std::vector<TbDigit> additive;  // d_-1, d_-2, ...
  std::uint32_t period = 0;       // the last `period` digits repeat forever

  const TbDigit& digit(std::int64_t taken) const;
  // The most tokens a move takes (max() when the digits repeat).
  std::uint64_t max_taken() const {
    return period > 0 ? std::numeric_limits<std::uint64_t>::max() : digits.size() - 1;
  }
  std::uint32_t max_heaps() const;
  // A code the octal engine plays: digits of at most three heaps without constraints, nothing before
  // d_0, no repeating part.
  bool plain() const;
  std::string text() const;  // CGSuite's normal form: "4!.0", "0.[3]", "{2+}=.0"

  // Every option of one heap of n tokens, in CGSuite's traversal order: visit(heaps, count) with the
  // heaps' sizes ascending (count 0: the move leaves nothing).
  template <class Visit>
  void for_each_option(std::uint32_t n, Visit&& visit) const;
};

// Throws InputError, one line naming the problem: a malformed code, or one whose play need not end
// (a move that leaves the heap as it was, or adds tokens and may leave a heap as large as before).
TbCode parse_tb_code(std::string_view code);

// ---- the traversal (TBCode.TBTraversal, step for step) ----------------------------------------

namespace detail {

// Every arrangement of `tokens` into `count` heaps (count >= 1) that constraint c allows, in
// CGSuite's order: heap sizes ascending, the rightmost heap that can grow grown first.
template <class Visit>
void for_each_split(Constraint c, std::uint64_t count, std::int64_t tokens, std::vector<std::uint32_t>& buf, Visit&& visit) {
  buf.assign(count, 0);
  // The least size heap i may take next, with `left` to share among heaps i..count-1 (-1: none).
  const auto next_size = [&](std::uint64_t i, std::int64_t left) -> std::int64_t {
    const std::int64_t next = static_cast<std::int64_t>(buf[i]) + 1, rest = static_cast<std::int64_t>(count - i);
    switch (c) {
      case Constraint::unconstrained: return next * rest <= left ? next : -1;
      case Constraint::some_unequal: {
        const std::int64_t least = next * rest;
        return least <= left && (i > 0 || least < left) ? next : -1;
      }
      case Constraint::pairwise_unequal: {
        const std::int64_t through = next + rest;
        return through * (through - 1) / 2 - next * (next - 1) / 2 <= left ? next : -1;
      }
      case Constraint::all_equal: {
        const std::int64_t only = left / static_cast<std::int64_t>(count);
        return i == 0 && left % static_cast<std::int64_t>(count) == 0 && buf[0] < only ? only : -1;
      }
      case Constraint::disallowed: return -1;
    }
    return -1;
  };
  const auto distribute = [&](std::uint64_t i, std::int64_t size, std::int64_t left) {
    std::int64_t given = 0;
    for (std::uint64_t j = i; j + 1 < count; ++j) {
      const std::int64_t t = c == Constraint::pairwise_unequal ? size + static_cast<std::int64_t>(j - i) : size;
      buf[j] = static_cast<std::uint32_t>(t);
      given += t;
    }
    buf[count - 1] = static_cast<std::uint32_t>(left - given);
  };
  const std::int64_t first = next_size(0, tokens);
  if (first < 0) return;
  distribute(0, first, tokens);
  while (true) {
    visit(static_cast<const std::uint32_t*>(buf.data()), static_cast<std::uint32_t>(count));
    if (count < 2 || c == Constraint::all_equal) return;
    // The rightmost heap that can grow; the heaps after it share what is left.
    bool moved = false;
    std::int64_t left = buf[count - 1];
    for (std::int64_t i = static_cast<std::int64_t>(count) - 2; i >= 0 && !moved; --i) {
      left += buf[static_cast<std::uint64_t>(i)];
      const std::int64_t next = next_size(static_cast<std::uint64_t>(i), left);
      if (next >= 0) {
        distribute(static_cast<std::uint64_t>(i), next, left);
        moved = true;
      }
    }
    if (!moved) return;
  }
}

// Open-ended equal heaps from `from` heaps on: only the divisors of `tokens`, ascending, up to `most`.
template <class Visit>
void for_each_equal_split(std::uint64_t from, std::uint64_t most, std::uint64_t tokens, std::vector<std::uint32_t>& buf,
                          Visit&& visit) {
  std::vector<std::uint64_t> divisors;
  for (std::uint64_t k = 1; k * k <= tokens; ++k)
    if (tokens % k == 0) {
      if (k >= from) divisors.push_back(k);
      if (tokens / k != k && tokens / k >= from) divisors.push_back(tokens / k);
    }
  std::sort(divisors.begin(), divisors.end());
  for (const std::uint64_t k : divisors) {
    if (k > most) return;
    buf.assign(k, static_cast<std::uint32_t>(tokens / k));
    visit(static_cast<const std::uint32_t*>(buf.data()), static_cast<std::uint32_t>(k));
  }
}

}  // namespace detail

template <class Visit>
void TbCode::for_each_option(std::uint32_t n, Visit&& visit) const {
  const std::int64_t last_taken = static_cast<std::int64_t>(std::min<std::uint64_t>(max_taken(), n));
  std::vector<std::uint32_t> buf;
  for (std::int64_t taken = -static_cast<std::int64_t>(additive.size()); taken <= last_taken; ++taken) {
    const TbDigit& d = digit(taken);
    if (d.zero()) continue;
    const std::int64_t left = static_cast<std::int64_t>(n) - taken;
    const std::uint64_t most = std::min<std::uint64_t>(static_cast<std::uint64_t>(left), d.max_heaps());
    for (std::uint64_t count = 0; count <= most; ++count) {
      // A heap of n may be tried with every count up to n: what cannot hold is skipped before any
      // work (a code of equal heaps, `0.*=`, has options only at the divisors of what is left), and
      // Ctrl-C is polled here too, since such codes have few options per heap.
      if ((count & 0xFFF) == 0xFFF) poll_interrupt();
      const Constraint c = d.at(count);
      if (c == Constraint::disallowed) continue;
      if (count == 0) {
        if (left == 0) visit(buf.data(), 0u);
        continue;
      }
      const bool open_ended = count >= d.constraints.size();  // every larger count has c too
      if (c == Constraint::all_equal && open_ended) {
        detail::for_each_equal_split(count, most, static_cast<std::uint64_t>(left), buf, visit);
        break;
      }
      if (c == Constraint::all_equal && left % static_cast<std::int64_t>(count) != 0) continue;
      if (c == Constraint::pairwise_unequal && static_cast<std::int64_t>(count * (count + 1) / 2) > left) {
        if (open_ended) break;  // larger counts of distinct sizes need more tokens still
        continue;
      }
      detail::for_each_split(c, count, left, buf, visit);
    }
  }
}

}  // namespace cgcheck::heap_games
