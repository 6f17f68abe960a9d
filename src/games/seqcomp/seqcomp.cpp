#include "games/seqcomp/seqcomp.hpp"

#include <fmt/core.h>

#include "core/error.hpp"
#include "core/parse.hpp"

namespace cgcheck::seqcomp {

Chain parse_chain(std::string_view text) {
  Chain c;
  const std::string_view t = trim(text);
  if (t.empty()) return c;
  for (std::string_view part : split(t, ',')) {
    const std::string_view p = trim(part);
    if (p.empty()) throw InputError(fmt::format("empty component in chain '{}'", text));
    if (p == "*") {
      c.push_back(star());
    } else {
      // A token that is neither an integer nor '*' is rejected by parse_int, as is one beyond the limit.
      c.push_back(num(parse_int(p, -kMaxInteger, kMaxInteger, "chain component (an integer or *)")));
    }
    if (c.size() > kMaxLength) throw InputError(fmt::format("chain longer than {} components", kMaxLength));
  }
  return c;
}

std::string print_chain(const Chain& c) {
  std::string s;
  for (std::size_t i = 0; i < c.size(); ++i) {
    if (i) s += ',';
    s += c[i].star ? std::string("*") : std::to_string(c[i].n);
  }
  return s;
}

GameId Compounds::seq(GameId g, GameId h) {
  if (auto it = seq_.find(key(g, h)); it != seq_.end()) return it->second;
  std::vector<GameId> l, r;
  if (!a_.left(g).empty()) {
    for (GameId x : a_.left(g)) l.push_back(seq(x, h));
  } else {
    l = a_.left(h);
  }
  if (!a_.right(g).empty()) {
    for (GameId x : a_.right(g)) r.push_back(seq(x, h));
  } else {
    r = a_.right(h);
  }
  const GameId s = a_.make(std::move(l), std::move(r));
  seq_.emplace(key(g, h), s);
  return s;
}

GameId Compounds::stewart(GameId g, GameId h) {
  if (g == a_.zero()) return h;
  if (auto it = stewart_.find(key(g, h)); it != stewart_.end()) return it->second;
  std::vector<GameId> l, r;
  for (GameId x : a_.left(g)) l.push_back(stewart(x, h));
  for (GameId x : a_.right(g)) r.push_back(stewart(x, h));
  const GameId s = a_.make(std::move(l), std::move(r));
  stewart_.emplace(key(g, h), s);
  return s;
}

GameId Compounds::ordinal(GameId g, GameId h) {
  if (auto it = ordinal_.find(key(g, h)); it != ordinal_.end()) return it->second;
  std::vector<GameId> l(a_.left(g)), r(a_.right(g));
  for (GameId x : a_.left(h)) l.push_back(ordinal(g, x));
  for (GameId x : a_.right(h)) r.push_back(ordinal(g, x));
  const GameId s = a_.make(std::move(l), std::move(r));
  ordinal_.emplace(key(g, h), s);
  return s;
}

GameId Compounds::chain(const Chain& c) {
  GameId g = a_.zero();
  for (std::size_t i = c.size(); i-- > 0;) g = seq(token(c[i]), g);
  return g;
}

std::string rules() {
  return "Partizan games under normal play; values are canonical forms computed by the suite's short-game engine "
         "(`src/cgt`): literal games hash-consed in one arena (identical literal forms share an id, so the paper's ≅ is "
         "id equality), comparison G <= H by the recursive definition (memoized), canonical form by removing dominated "
         "and bypassing reversible options to a fixed point. Integers and dyadics use the paper's literal forms "
         "(Definition 6), * = {0|0}, ↑^k per Definition 9.\n\n"
         "The sequential compound G→H (Definition 11): a player moves in G while that player has an option there; "
         "otherwise in H, and G is discarded. A chain G1→...→Gn is G1→(G2→(...→Gn)). Stewart's eq. (11) and the "
         "ordinal sum are built too, for Remarks 2 and 4.\n\n"
         "Game `seqcomp`: a position is a chain of integers and stars, `-1,1,*,-1`; `cgcheck solve` prints the "
         "canonical value in CGSuite-style notation (`v`, `1/2`, `^*`, braces otherwise) and the outcome L/R/P/N. "
         "Explorer fields: `chain` (the text), `ints` (the integer components, 0 at stars), `stars` (1 where the "
         "component is *, else 0), `length`.\n\n"
         "Size orders (first failure = minimal counterexample): chains by length, then lexicographically in the "
         "alphabet order 0, *, 1, -1, 2, -2, 3, -3 (random chains shrink toward shorter chains and toward the front of "
         "that order); literal games by birthday, then by option sets as bit masks over the previous day's list; pairs "
         "by the later game. ";
}

}  // namespace cgcheck::seqcomp
