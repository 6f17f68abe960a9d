#include "cgt/reduction.hpp"

#include <algorithm>
#include <vector>

namespace cgcheck::cgt {
namespace {

// The least integer above and the greatest below a dyadic.
std::int64_t ceiling(const Dyadic& x) {
  if (x.is_integer()) return x.num;
  const std::int64_t q = x.num >> x.exp;  // floor (arithmetic shift)
  return q + 1;
}
std::int64_t floor_of(const Dyadic& x) { return x.is_integer() ? x.num : x.num >> x.exp; }

}  // namespace

bool Reducer::infinitesimal(GameId g) {
  const GameId c = a_.canon(g);
  return a_.left_stop(c) == Dyadic{} && a_.right_stop(c) == Dyadic{};
}

bool Reducer::all_small(GameId g) {
  const GameId c = a_.canon(g);
  if (auto it = all_small_.find(c); it != all_small_.end()) return it->second;
  bool small = true;
  if (uptimals_.number_up_star(c)) {
    small = uptimals_.of(c)->x == Dyadic{};
  } else {
    const std::vector<GameId> left = a_.left(c), right = a_.right(c);
    for (GameId x : left) small = small && all_small(x);
    for (GameId x : right) small = small && all_small(x);
  }
  all_small_.emplace(c, small);
  return small;
}

std::uint32_t Reducer::far_star(GameId g) {
  if (auto it = far_star_.find(g); it != far_star_.end()) return it->second;
  std::uint32_t f = 1;
  const auto& u = uptimals_.of(g);
  if (u && u->a.empty() && u->x == Dyadic{}) {
    f = u->m + 1;  // a nimber *m (0 included)
  } else if (u && u->a.empty() && u->m == 0) {
    // A number: its followers are numbers, 0 the only nimber among them, so the walk below gives 1;
    // taken without it (through an integer's followers it recursed once per unit: 10^5 overflowed).
    f = 1;
  } else {
    const std::vector<GameId> left = a_.left(g), right = a_.right(g);
    for (GameId x : left) f = std::max(f, far_star(x));
    for (GameId x : right) f = std::max(f, far_star(x));
  }
  far_star_.emplace(g, f);
  return f;
}

GameId Reducer::naive_atomic_weight(GameId g) {
  if (uptimals_.number_up_star(g)) {
    const auto& u = *uptimals_.of(g);
    return a_.integer(u.a.empty() ? 0 : u.a[0]);
  }
  if (auto it = naive_.find(g); it != naive_.end()) return it->second;
  const std::vector<GameId> left = a_.left(g), right = a_.right(g);
  std::vector<GameId> l, r;
  for (GameId x : left) l.push_back(a_.add(naive_atomic_weight(x), a_.integer(-2)));
  for (GameId x : right) r.push_back(a_.add(naive_atomic_weight(x), a_.integer(2)));
  GameId result = a_.canon(a_.make(l, r));
  if (auto v = a_.number_value(result); v && v->is_integer()) {
    const GameId fs = a_.nimber(far_star(g));
    const bool le = a_.le(g, fs), ge = a_.le(fs, g);
    if (le && !ge) {  // g < the far star: the least integer n with n |> every new Left option
      std::int64_t best = 0;
      bool any = false;
      for (GameId x : l) {
        std::int64_t n = ceiling(a_.right_stop(a_.canon(x)));
        if (a_.le(a_.integer(n), x)) ++n;
        best = any ? std::max(best, n) : n;
        any = true;
      }
      result = a_.integer(any ? best : 0);
    } else if (ge && !le) {  // g > the far star: the greatest integer n with n <| every new Right option
      std::int64_t best = 0;
      bool any = false;
      for (GameId x : r) {
        std::int64_t n = floor_of(a_.left_stop(a_.canon(x)));
        if (a_.le(x, a_.integer(n))) --n;
        best = any ? std::min(best, n) : n;
        any = true;
      }
      result = a_.integer(any ? best : 0);
    }
  }
  naive_.emplace(g, result);
  return result;
}

GameId Reducer::norton_up(GameId g) {
  const GameId c = a_.canon(g);
  if (auto v = a_.number_value(c); v && v->is_integer()) return a_.multiple(a_.up(), v->num);
  if (auto it = norton_.find(c); it != norton_.end()) return it->second;
  // g.↑ = {g^L.↑ + ⇑* | g^R.↑ - ⇑*}: ↑'s incentives are ↓ and ↑*, and ↑* dominates (CGSuite keeps
  // the larger), so ↑ + ↑* = ⇑* is added on Left's side and taken on Right's.
  const GameId up_up_star = a_.add(a_.multiple(a_.up(), 2), a_.star());
  const std::vector<GameId> left = a_.left(c), right = a_.right(c);
  std::vector<GameId> l, r;
  for (GameId x : left) l.push_back(a_.add(norton_up(x), up_up_star));
  for (GameId x : right) r.push_back(a_.add(norton_up(x), a_.neg(up_up_star)));
  const GameId result = a_.canon(a_.make(l, r));
  norton_.emplace(c, result);
  return result;
}

std::optional<GameId> Reducer::atomic_weight(GameId g) {
  const GameId c = a_.canon(g);
  if (const auto& u = uptimals_.of(c)) {
    if (u->x != Dyadic{}) return std::nullopt;
    return a_.integer(u->a.empty() ? 0 : u->a[0]);
  }
  if (!infinitesimal(c)) return std::nullopt;
  const GameId naive = naive_atomic_weight(c);
  if (all_small(c)) return naive;
  const GameId difference = a_.add(c, a_.neg(norton_up(naive)));
  std::uint32_t n = 2;
  while (n < far_star(c)) n <<= 1;
  // The red kite *N : -1 = {0, *, ..., *(N-1) | 0, *, ..., *(N-1), *N}.
  std::vector<GameId> below;
  for (std::uint32_t i = 0; i < n; ++i) below.push_back(a_.nimber(i));
  std::vector<GameId> right = below;
  right.push_back(a_.nimber(n));
  const GameId kite = a_.make(below, right);
  const GameId epsilon = a_.add(a_.add(a_.up(), a_.star()), kite);
  if (a_.le(difference, epsilon) && a_.le(a_.neg(epsilon), difference)) return naive;
  return std::nullopt;
}

GameId Reducer::heat_by_star(GameId g) {
  if (a_.number_value(g)) return g;
  if (auto it = heated_.find(g); it != heated_.end()) return it->second;
  const std::vector<GameId> left = a_.left(g), right = a_.right(g);
  std::vector<GameId> l, r;
  for (GameId x : left) l.push_back(a_.add(heat_by_star(x), a_.star()));
  for (GameId x : right) r.push_back(a_.add(heat_by_star(x), a_.star()));  // - * = *
  const GameId result = a_.canon(a_.make(l, r));
  heated_.emplace(g, result);
  return result;
}

GameId Reducer::star_projection(GameId g) {
  if (a_.number_value(g)) return g;
  if (auto it = projected_.find(g); it != projected_.end()) return it->second;
  GameId result;
  const auto& u = uptimals_.of(g);
  if (u && u->a.empty() && u->m == 1) {
    result = a_.number(u->x);  // x* -> x
  } else {
    const std::vector<GameId> left = a_.left(g), right = a_.right(g);
    std::vector<GameId> l, r;
    for (GameId x : left) l.push_back(star_projection(x));
    for (GameId x : right) r.push_back(star_projection(x));
    result = a_.canon(a_.make(l, r));
  }
  projected_.emplace(g, result);
  return result;
}

GameId Reducer::reduced_canonical_form(GameId g) {
  const GameId c = a_.canon(g);
  if (const auto& u = uptimals_.of(c)) return a_.number(u->x);  // CGSuite: an uptimal's number part
  return star_projection(heat_by_star(c));
}

}  // namespace cgcheck::cgt
