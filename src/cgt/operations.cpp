#include "cgt/operations.hpp"

#include <algorithm>

#include <fmt/core.h>

#include "core/error.hpp"

namespace cgcheck::cgt {

namespace {

std::string dyadic_text(const Dyadic& d) {
  if (d.exp == 0) return std::to_string(d.num);
  return fmt::format("{}/{}", d.num, std::int64_t{1} << d.exp);
}

}  // namespace

bool Operations::integer(GameId c) {
  const auto v = a_.number_value(c);
  return v && v->is_integer();
}

GameId Operations::cool(GameId g, const Dyadic& t) {
  if (!(t > Dyadic::integer(-1)))
    throw InputError(fmt::format("cooling temperature {} is not above -1 (CGSuite refuses it too)", dyadic_text(t)));
  return cool_canon(a_.canon(g), t, a_.number(t));
}

GameId Operations::cool_canon(GameId c, const Dyadic& t, GameId t_game) {
  if (integer(c)) return c;
  const auto key = std::make_tuple(c, t.num, t.exp);
  if (auto it = cool_.find(key); it != cool_.end()) return it->second;
  const Thermograph& th = thermographs_.of(c);
  GameId result;
  if (th.temperature < t) {
    result = a_.number(th.mean);
  } else {
    const std::vector<GameId> left = a_.left(c), right = a_.right(c);
    std::vector<GameId> l, r;
    for (GameId x : left) l.push_back(a_.add(cool_canon(x, t, t_game), a_.neg(t_game)));
    for (GameId x : right) r.push_back(a_.add(cool_canon(x, t, t_game), t_game));
    result = a_.canon(a_.make(std::move(l), std::move(r)));
  }
  cool_.emplace(key, result);
  return result;
}

GameId Operations::freeze(GameId g) {
  const GameId c = a_.canon(g);
  const Dyadic t = thermographs_.of(c).temperature;
  // An uptimal (a number plus ups and a nimber: 25/16, ^*6) is its own freeze, as in CGSuite
  // (Uptimal.freeze = this): cooling 25/16 by its temperature -1/16 would give 25/16*.
  if (integer(c) || uptimals_.of(c)) return c;
  return cool_canon(c, t, a_.number(t));
}

GameId Operations::heat(GameId g, GameId t) { return heat_canon(a_.canon(g), a_.canon(t)); }

GameId Operations::heat_canon(GameId c, GameId t) {
  if (a_.number_value(c)) return c;
  if (auto it = heat_.find({c, t}); it != heat_.end()) return it->second;
  const std::vector<GameId> left = a_.left(c), right = a_.right(c);
  std::vector<GameId> l, r;
  for (GameId x : left) l.push_back(a_.add(heat_canon(x, t), t));
  for (GameId x : right) r.push_back(a_.add(heat_canon(x, t), a_.neg(t)));
  const GameId result = a_.canon(a_.make(std::move(l), std::move(r)));
  heat_.emplace(std::make_pair(c, t), result);
  return result;
}

GameId Operations::overheat(GameId g, GameId s, GameId t) { return overheat_canon(a_.canon(g), a_.canon(s), a_.canon(t)); }

GameId Operations::overheat_canon(GameId c, GameId s, GameId t) {
  if (integer(c)) return norton_canon(c, s);
  const auto key = std::make_tuple(c, s, t);
  if (auto it = overheat_.find(key); it != overheat_.end()) return it->second;
  const std::vector<GameId> left = a_.left(c), right = a_.right(c);
  std::vector<GameId> l, r;
  for (GameId x : left) l.push_back(a_.add(overheat_canon(x, s, t), t));
  for (GameId x : right) r.push_back(a_.add(overheat_canon(x, s, t), a_.neg(t)));
  const GameId result = a_.canon(a_.make(std::move(l), std::move(r)));
  overheat_.emplace(key, result);
  return result;
}

std::vector<GameId> Operations::incentives(GameId g, bool left, bool right) {
  const GameId c = a_.canon(g);
  std::vector<GameId> out;
  if (left)
    for (GameId x : std::vector<GameId>(a_.left(c))) out.push_back(a_.canon(a_.add(x, a_.neg(c))));
  if (right)
    for (GameId x : std::vector<GameId>(a_.right(c))) out.push_back(a_.canon(a_.add(c, a_.neg(x))));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

GameId Operations::norton(GameId g, GameId u) { return norton_canon(a_.canon(g), a_.canon(u)); }

GameId Operations::norton_canon(GameId c, GameId u) {
  if (auto it = norton_.find({c, u}); it != norton_.end()) return it->second;
  GameId result;
  if (const auto v = a_.number_value(c); v && v->is_integer()) {
    result = a_.multiple(u, v->num);
  } else {
    // U's incentives, the dominated ones removed as CGSuite does (it keeps those no other one
    // exceeds), each added to U.
    std::vector<GameId> inc = incentives(u, true, true), kept;
    for (GameId x : inc) {
      bool dominated = false;
      for (GameId y : inc)
        if (y != x && a_.le(x, y)) dominated = true;  // canonical and distinct: never equal
      if (!dominated) kept.push_back(a_.add(u, x));
    }
    const std::vector<GameId> left = a_.left(c), right = a_.right(c);
    std::vector<GameId> l, r;
    for (GameId x : left) {
      const GameId xu = norton_canon(x, u);
      for (GameId k : kept) l.push_back(a_.add(xu, k));
    }
    for (GameId x : right) {
      const GameId xu = norton_canon(x, u);
      for (GameId k : kept) r.push_back(a_.add(xu, a_.neg(k)));
    }
    result = a_.canon(a_.make(std::move(l), std::move(r)));
  }
  norton_.emplace(std::make_pair(c, u), result);
  return result;
}

GameId Operations::ordinal_sum(GameId g, GameId h) {
  const GameId cg = a_.canon(g), ch = a_.canon(h);
  a_.check_walk(a_.birthday(ch), "the ordinal sum");  // through h's followers
  return ordinal_canon(cg, ch);
}

GameId Operations::ordinal_canon(GameId g, GameId h) {
  if (auto it = ordinal_.find({g, h}); it != ordinal_.end()) return it->second;
  const std::vector<GameId> gl = a_.left(g), gr = a_.right(g), hl = a_.left(h), hr = a_.right(h);
  std::vector<GameId> l = gl, r = gr;
  for (GameId x : hl) l.push_back(ordinal_canon(g, x));
  for (GameId x : hr) r.push_back(ordinal_canon(g, x));
  const GameId result = a_.canon(a_.make(std::move(l), std::move(r)));
  ordinal_.emplace(std::make_pair(g, h), result);
  return result;
}

GameId Operations::conjunctive_sum(GameId g, GameId h) {
  const GameId cg = a_.canon(g), ch = a_.canon(h);
  a_.check_walk(std::min(a_.birthday(cg), a_.birthday(ch)), "the conjunctive sum");  // both move at once
  return conjunctive_canon(cg, ch);
}

GameId Operations::conjunctive_canon(GameId g, GameId h) {
  if (auto it = conjunctive_.find({g, h}); it != conjunctive_.end()) return it->second;
  const std::vector<GameId> gl = a_.left(g), gr = a_.right(g), hl = a_.left(h), hr = a_.right(h);
  std::vector<GameId> l, r;
  for (GameId x : gl)
    for (GameId y : hl) l.push_back(conjunctive_canon(x, y));
  for (GameId x : gr)
    for (GameId y : hr) r.push_back(conjunctive_canon(x, y));
  const GameId result = a_.canon(a_.make(std::move(l), std::move(r)));
  conjunctive_.emplace(std::make_pair(g, h), result);
  return result;
}

GameId Operations::selective_sum(GameId g, GameId h) {
  const GameId cg = a_.canon(g), ch = a_.canon(h);
  a_.check_walk(a_.birthday(cg) + a_.birthday(ch), "the selective sum");  // one or both move
  return selective_canon(cg, ch);
}

GameId Operations::selective_canon(GameId g, GameId h) {
  if (auto it = selective_.find({g, h}); it != selective_.end()) return it->second;
  const std::vector<GameId> gl = a_.left(g), gr = a_.right(g), hl = a_.left(h), hr = a_.right(h);
  std::vector<GameId> l, r;
  // A move in one component (the other as it is), or in both.
  for (GameId x : gl) l.push_back(selective_canon(x, h));
  for (GameId y : hl) l.push_back(selective_canon(g, y));
  for (GameId x : gl)
    for (GameId y : hl) l.push_back(selective_canon(x, y));
  for (GameId x : gr) r.push_back(selective_canon(x, h));
  for (GameId y : hr) r.push_back(selective_canon(g, y));
  for (GameId x : gr)
    for (GameId y : hr) r.push_back(selective_canon(x, y));
  const GameId result = a_.canon(a_.make(std::move(l), std::move(r)));
  selective_.emplace(std::make_pair(g, h), result);
  return result;
}

std::string Operations::confusion_interval(GameId g) {
  const GameId c = a_.canon(g);
  if (a_.number_value(c)) return "{}";
  const Dyadic lo = a_.right_stop(c), hi = a_.left_stop(c);
  // Strictly between the stops G is confused with every number; at a stop, exactly when G || it.
  const auto confused = [&](const Dyadic& x) { return a_.fuzzy(c, a_.number(x)); };
  if (lo == hi && !confused(lo)) return "{}";  // an infinitesimal off its number (^): confused with none
  return fmt::format("{}{}, {}{}", confused(lo) ? "[" : "(", dyadic_text(lo), dyadic_text(hi), confused(hi) ? "]" : ")");
}

}  // namespace cgcheck::cgt
