#pragma once
// Heap games: families of impartial games played on heaps of tokens, whose rules are a parameter
// of the game id rather than a type each.
//   take-and-break:CODE   d0.d1d2...dk, digits 0-9 and A-F: taking k tokens from a heap (k = 0 for
//                         d0) may leave 0 heaps if bit 1 of dk is set, 1 nonempty heap if bit 2,
//                         2 nonempty heaps if bit 4, 3 nonempty heaps if bit 8 (Berlekamp, Conway
//                         and Guy, "Winning Ways", 1982, ch. 4). Octal codes use digits 0-7.
//                         CGSuite's generalized codes too (games/heap_games/tb_code.hpp): `4!.0`
//                         (Grundy's game), `0.[3]` (Nim), `{2+}=.0`, `80.0`.
//   subtraction:S         take s tokens from a heap, s in the finite set S (subtraction:1,3,4)
//   subtraction:all-but:S take any positive number of tokens not in S
//   grundys-game          split a heap into two nonempty heaps of different sizes
// A position is a list of heaps; its value is the nim-sum of the heaps' values (Sprague-Grundy).
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "games/heap_games/spawning.hpp"
#include "games/heap_games/tb_code.hpp"

namespace cgcheck::heap_games {

// take_and_break: an octal or hexadecimal code, played by the sequence engine's fast methods;
// general: a CGSuite code beyond those (constraints, more than three heaps, repeating digits, digits
// that add tokens), whose heaps get every option from the code's traversal.
// spawning: CGSuite's spawning games (the heap form of coin turning), by a turning code.
enum class Family { take_and_break, subtraction, subtraction_all_but, grundys_game, general, spawning };

struct HeapRules {
  Family family = Family::take_and_break;
  // take-and-break: digits[k] for k = 0..t (bits 1, 2, 4, 8 = leave 0, 1, 2, 3 nonempty heaps).
  std::vector<std::uint8_t> digits;
  // subtraction: the set S, ascending, without repeats (all-but: the excluded takes).
  std::vector<std::uint32_t> set;
  // general: the code.
  std::shared_ptr<const TbCode> code;
  // spawning: the turning code.
  std::shared_ptr<const SpawningCode> spawning;

  // The game id, canonical: "take-and-break:0.77", "subtraction:1,3,4", "grundys-game".
  std::string id() const;
  // The largest number of tokens one move takes (t of the octal periodicity theorem); for
  // subtraction:S it is max(S); unbounded (0 returned) for all-but and Grundy's game.
  std::uint32_t max_take() const;
  // Finitely many digits, each at most 7: the octal games of the Guy-Smith periodicity theorem.
  bool is_octal() const;
  // Some move leaves three heaps (a hexadecimal digit with bit 8).
  bool splits_in_three() const;
};

// Each throws InputError with one line naming the problem.
HeapRules parse_take_and_break(std::string_view code);
HeapRules parse_subtraction(std::string_view spec);  // "1,3,4" or "all-but:1,3,4"
HeapRules grundys_game();
HeapRules parse_spawning(std::string_view code);  // "1-3", "1+C", "4FS"
// A whole game id ("take-and-break:0.77", "subtraction:all-but:2", "grundys-game").
HeapRules parse_heap_game(std::string_view id);

// The options of one heap of n tokens, each as up to three heap sizes (zeros are empty heaps):
// visit(a, b, c). Straight from the rules, for the plain reference computation and the tests.
template <class Visit>
void for_each_option(const HeapRules& r, std::uint32_t n, Visit&& visit) {
  switch (r.family) {
    case Family::take_and_break:
      for (std::uint32_t k = 0; k < r.digits.size() && k <= n; ++k) {
        const std::uint32_t d = r.digits[k], m = n - k;
        if ((d & 1) && m == 0 && k > 0) visit(0u, 0u, 0u);
        if ((d & 2) && m >= 1 && k > 0) visit(m, 0u, 0u);
        if (d & 4)
          for (std::uint32_t a = 1; 2 * a <= m; ++a) visit(a, m - a, 0u);
        if (d & 8)
          for (std::uint32_t a = 1; 3 * a <= m; ++a)
            for (std::uint32_t b = a; a + 2 * b <= m; ++b) visit(a, b, m - a - b);
      }
      return;
    case Family::subtraction:
      for (auto s : r.set)
        if (s <= n) visit(n - s, 0u, 0u);
      return;
    case Family::subtraction_all_but:
      for (std::uint32_t s = 1, i = 0; s <= n; ++s) {
        while (i < r.set.size() && r.set[i] < s) ++i;
        if (i < r.set.size() && r.set[i] == s) continue;
        visit(n - s, 0u, 0u);
      }
      return;
    case Family::grundys_game:
      for (std::uint32_t a = 1; 2 * a < n; ++a) visit(a, n - a, 0u);
      return;
    case Family::general:
    case Family::spawning: return;  // more than three heaps: for_each_split
  }
}

// Every option of one heap of n tokens, for every family: visit(heaps, count), the nonempty heaps
// left (ascending for take-and-break codes). For the reference computation, certificates and tests.
template <class Visit>
void for_each_split(const HeapRules& r, std::uint32_t n, Visit&& visit) {
  if (r.family == Family::general) {
    r.code->for_each_option(n, visit);
    return;
  }
  if (r.family == Family::spawning) {
    r.spawning->for_each_option(n, visit);
    return;
  }
  for_each_option(r, n, [&](std::uint32_t a, std::uint32_t b, std::uint32_t c) {
    std::uint32_t heaps[3] = {};
    std::uint32_t count = 0;
    for (std::uint32_t h : {a, b, c})
      if (h != 0) heaps[count++] = h;
    visit(static_cast<const std::uint32_t*>(heaps), count);
  });
}

// G(0..n) straight from the rules: the mex over every option of the nim-sum of its heaps' values,
// O(n^2) for octal games (O(n^3) with three-heap moves). The reference the fast engine is checked
// against; shares no code with it.
std::vector<std::uint32_t> plain_sequence(const HeapRules& r, std::uint32_t n);

}  // namespace cgcheck::heap_games
