#pragma once
// The operations of the theory on short games, each defined as CGSuite defines it (A. N. Siegel,
// CGSuite, org/cgsuite/core/CanonicalShortGameOps.java and CompoundGame.scala; its test values are
// in props/operations_test.cpp), on canonical forms:
//   cool(G, t)        G_t: an integer is itself; past G's temperature, its mean; else
//                     {G^L_t - t | G^R_t + t}. t > -1.
//   heat(G, T)        ∫^T G: a number is itself; else {∫G^L + T | ∫G^R - T}.
//   overheat(G, S, T) an integer n is n.S (the Norton product); else {G^L + T | G^R - T} overheated.
//   freeze(G)         G cooled by its temperature; an uptimal (25/16, ^*6) is its own freeze, as in CGSuite.
//   norton(G, U)      G.U: an integer n is n copies of U (of -U when n < 0); else
//                     {G^L.U + U + Δ | G^R.U - U - Δ}, Δ over U's incentives (the undominated ones).
//   ordinal_sum(G, H) G:H = {G^L, G:H^L | G^R, G:H^R}; x + *a : *b = x + *(a + b).
//   conjunctive_sum   G ∧ H: a move is a move in both; play ends when either component ends.
//   selective_sum     G ∨ H: a move in one or both components.
//   confusion_interval the numbers G is confused with, as an interval between its stops.
// Conjunctive and selective sums (and the ordinal sum) depend on the form, not only the value: like
// CGSuite on a canonical game, they take the canonical forms of their arguments.
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"
#include "cgt/thermograph.hpp"
#include "cgt/uptimal.hpp"

namespace cgcheck::cgt {

class Operations {
 public:
  Operations(Arena& a, Thermographer& t) : a_(a), thermographs_(t) {}

  GameId cool(GameId g, const Dyadic& t);  // InputError unless t > -1
  GameId heat(GameId g, GameId t);
  GameId overheat(GameId g, GameId s, GameId t);
  GameId freeze(GameId g);
  GameId norton(GameId g, GameId u);
  GameId ordinal_sum(GameId g, GameId h);
  GameId conjunctive_sum(GameId g, GameId h);
  GameId selective_sum(GameId g, GameId h);
  // "[a, b]", "(a, b)", "[a, b)", ...: the numbers x with G || x, between the stops (an endpoint is
  // in it when G is confused with it); "{}" for a number (confused with none).
  std::string confusion_interval(GameId g);
  // Left's incentives G^L - G and Right's G - G^R, each canonical.
  std::vector<GameId> incentives(GameId g, bool left, bool right);

 private:
  GameId cool_canon(GameId c, const Dyadic& t, GameId t_game);
  GameId heat_canon(GameId c, GameId t);
  GameId overheat_canon(GameId c, GameId s, GameId t);
  GameId norton_canon(GameId c, GameId u);
  GameId ordinal_canon(GameId g, GameId h);
  GameId conjunctive_canon(GameId g, GameId h);
  GameId selective_canon(GameId g, GameId h);
  bool integer(GameId c);

  Arena& a_;
  Thermographer& thermographs_;
  UptimalReader uptimals_{a_};
  std::map<std::tuple<GameId, std::int64_t, std::int32_t>, GameId> cool_;
  std::map<std::pair<GameId, GameId>, GameId> heat_, norton_, ordinal_, conjunctive_, selective_;
  std::map<std::tuple<GameId, GameId, GameId>, GameId> overheat_;
};

}  // namespace cgcheck::cgt
