#pragma once
// CGSuite's spawning games: the heap form of the coin-turning games of Winning Ways (ch. 14), by a
// turning code (A. N. Siegel, CGSuite, org/cgsuite/core/impartial/Spawning.scala and game/strip/
// Turning.cgs; matched here step for step, and held to CGSuite's test values in
// props/heap_codes_test.cpp). A coin-turning move turns over coins a_1 < ... < a_k, the rightmost
// from heads to tails; in the heap form a heap a_k becomes the heaps a_1, ..., a_(k-1).
// A code is a comma-separated list of elements, each a number of coins turned: `3`, a range `1-3`,
// or `3+` (three or more), then modifiers: `C` (consecutive coins), `C(n)` (within n adjacent
// coins), `E` (equally spaced), `S` (symmetrically arranged), `F` (the leftmost coin among them).
// `1-2` is Turning Turtles, `1-3` Mock Turtles, `1+` Motley, `1+C` Ruler, `3E` Turnips, `4FS` Grunt.
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace cgcheck::heap_games {

struct SpawningCode {
  enum class Spacing : std::uint8_t { none, consecutive, equally_spaced, symmetrical };
  struct Element {
    std::uint32_t min_coins = 1, max_coins = 1;  // coins turned (max() when open-ended)
    std::uint32_t max_separation = std::numeric_limits<std::uint32_t>::max();
    Spacing spacing = Spacing::none;
    bool require_first = false;
  };
  std::string code;  // as typed, upper-case (CGSuite keeps the code as given)
  std::vector<Element> elements;

  // Every option of one heap of n: visit(heaps, count), heaps ascending, in CGSuite's order.
  template <class Visit>
  void for_each_option(std::uint32_t n, Visit&& visit) const;

 private:
  // CGSuite's SpawningTraversal: one element's arrangements of `count` heaps below n.
  bool setup(const Element& e, std::uint32_t n, std::uint32_t count, std::vector<std::uint32_t>& buf) const;
  bool increment(const Element& e, std::uint32_t n, std::uint32_t count, std::uint32_t i, std::vector<std::uint32_t>& buf) const;
};

// Throws InputError, one line naming the problem.
SpawningCode parse_spawning_code(std::string_view code);

// `F` (the leftmost coin among those turned) is applied as the rule states it, as a filter on the
// element's arrangements: CGSuite's traversal drops an element whose F arrangement fails at its
// least count (Spawning("5+SF") has no move at heap 12, though coins 1, 2, 3, 10, 11, 12 are one)
// and lets one coin be turned anywhere under `1F`; on the codes of its tests the two agree.
template <class Visit>
void SpawningCode::for_each_option(std::uint32_t n, Visit&& visit) const {
  std::vector<std::uint32_t> buf;
  for (const Element& element : elements) {
    Element e = element;
    e.require_first = false;
    // The heaps left: one fewer than the coins turned; counts below the heap's size.
    std::uint32_t count = e.min_coins - 1;
    if (!setup(e, n, count, buf)) continue;
    while (true) {
      // With F, coin 1 is among those turned: heap 1 is left, or the one coin turned is coin 1.
      if (!element.require_first || (count == 0 ? n == 1 : buf[0] == 1))
        visit(static_cast<const std::uint32_t*>(buf.data()), count);
      const std::int64_t least = 0;
      const std::int64_t most = e.spacing == Spacing::none             ? static_cast<std::int64_t>(count) - 1
                                : e.spacing == Spacing::equally_spaced ? 0
                                : e.spacing == Spacing::consecutive    ? -1
                                                                       : static_cast<std::int64_t>((count + 1) / 2) - 1;
      bool done = false;
      for (std::int64_t i = most; !done && i >= least; --i) done = increment(e, n, count, static_cast<std::uint32_t>(i), buf);
      while (!done && count < std::min(e.max_coins, n)) {
        ++count;
        if (count < e.max_coins) done = setup(e, n, count, buf);
      }
      if (!done) break;
    }
  }
}

}  // namespace cgcheck::heap_games
