#include "cgt/uptimal.hpp"

#include <algorithm>

namespace cgcheck::cgt {
namespace {
constexpr std::int64_t kMaxSearch = 64;  // birthdays of the infinitesimal part searched for uptimals
}  // namespace

std::optional<Uptimal> UptimalReader::read(GameId c) {
  if (auto v = a_.number_value(c)) return Uptimal{*v, {}, 0};
  const Dyadic x = a_.left_stop(c);
  if (a_.right_stop(c) != x) return std::nullopt;
  // Every option of x + k·↑ + *m, of x ± ↑ⁿ + *m and of x ± (↑ + ... + ↑ⁿ) + *m has both stops x
  // (props/cgsuite_notation_test.cpp holds this for every shape the search below finds). The test
  // costs two stops per option and spares the sums below, which on a large hot value (a sum of
  // partizan heaps) took most of the printing's time and memory.
  for (const auto* side : {&a_.left(c), &a_.right(c)})
    for (GameId o : std::vector<GameId>(*side))
      if (a_.left_stop(o) != x || a_.right_stop(o) != x) return std::nullopt;
  const GameId h = x == Dyadic{} ? c : a_.add(c, a_.neg(a_.number(x)));
  if (auto k = ups_of(h)) return Uptimal{x, {k->first}, k->second};
  if (auto m = nimber_of(h)) return Uptimal{x, {}, *m};  // x + *m, without a search
  const auto b = static_cast<std::int64_t>(a_.birthday(h));
  if (b > kMaxSearch) return std::nullopt;
  // h - (ups) must be a nimber. k·↑ + *m has birthday at least |k| - 1, and ↑ⁿ and the unit sums
  // at least n, so the candidates below cover every shape printed specially.
  for (std::int64_t k = -(b + 1); k <= b + 1; ++k)
    if (auto m = nimber_of(a_.add(h, a_.multiple(a_.up(), -k))))
      return Uptimal{x, k == 0 ? std::vector<std::int64_t>{} : std::vector<std::int64_t>{k}, *m};
  GameId sum = a_.zero();  // ↑ + ... + ↑ⁿ
  for (std::int64_t n = 1; n <= b + 1; ++n) {
    const GameId unit = a_.up_nth(static_cast<std::uint32_t>(n));
    sum = a_.add(sum, unit);
    if (n < 2) continue;
    for (int sign : {1, -1}) {
      if (auto m = nimber_of(a_.add(h, a_.multiple(unit, -sign)))) {
        Uptimal u{x, std::vector<std::int64_t>(static_cast<std::size_t>(n), 0), *m};
        u.a.back() = sign;
        u.unit = true;
        return u;
      }
      if (auto m = nimber_of(a_.add(h, a_.multiple(sum, -sign)))) {
        Uptimal u{x, std::vector<std::int64_t>(static_cast<std::size_t>(n), sign), *m};
        u.unit_sum = true;
        return u;
      }
    }
  }
  return std::nullopt;
}

// (k, m) when the canonical h is k·↑ + *m with k != 0 and m <= 1, read off its form without a
// search (any k: a chain of 100,000 downs is recognised in linear time): ↑ = {0|*}, ↑* = {0,*|0},
// and for k >= 2, k·↑ = {0 | (k-1)·↑*} and k·↑* = {0 | (k-1)·↑}; negatives mirror them.
std::optional<std::pair<std::int64_t, std::uint32_t>> UptimalReader::ups_of(GameId h) {
  for (int sign : {1, -1}) {
    // Walk down the chain of Right options, then count back up.
    std::int64_t depth = 0;
    GameId g = h;
    for (;;) {
      const auto& [near, far] = sign > 0 ? std::pair{a_.left(g), a_.right(g)} : std::pair{a_.right(g), a_.left(g)};
      const GameId star = a_.star();
      if (near.size() == 1 && near[0] == 0 && far.size() == 1 && far[0] == star) {  // ±↑
        return depth % 2 == 0 ? std::optional{std::pair{sign * (depth + 1), std::uint32_t{0}}}
                              : std::optional{std::pair{sign * (depth + 1), std::uint32_t{1}}};
      }
      if (near.size() == 2 && near[0] == 0 && near[1] == star && far.size() == 1 && far[0] == 0) {  // ±↑*
        return depth % 2 == 0 ? std::optional{std::pair{sign * (depth + 1), std::uint32_t{1}}}
                              : std::optional{std::pair{sign * (depth + 1), std::uint32_t{0}}};
      }
      if (near.size() != 1 || near[0] != 0 || far.size() != 1) break;
      g = far[0];
      ++depth;
    }
  }
  return std::nullopt;
}

// m when the canonical g is *m: Left and Right have the same options, 0, *, ..., *(m-1).
std::optional<std::uint32_t> UptimalReader::nimber_of(GameId g) {
  const std::vector<GameId> l = a_.left(g);  // a copy: nimber(i) may add games to the arena
  if (l != a_.right(g)) return std::nullopt;
  for (std::uint32_t i = 0; i < l.size(); ++i)
    if (std::find(l.begin(), l.end(), a_.nimber(i)) == l.end()) return std::nullopt;
  return static_cast<std::uint32_t>(l.size());
}

}  // namespace cgcheck::cgt
