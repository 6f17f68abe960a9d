#pragma once
// Atomic weight and reduced canonical form of short partizan games, computed as CGSuite 2.x computes
// them (its CanonicalShortGameOps: naiveAtomicWeight, farStar, rcf, heat, starProjection; read at
// v2.2-beta2). The theory: Berlekamp, Conway, Guy, Winning Ways, ch. 8 (atomic weight); Calistrate,
// and Grossman and Siegel, "Reductions of partizan games" (2009) (the reduced canonical form).
#include <map>
#include <optional>

#include "cgt/game.hpp"
#include "cgt/uptimal.hpp"

namespace cgcheck::cgt {

class Reducer {
 public:
  explicit Reducer(Arena& a) : a_(a), uptimals_(a) {}

  // The atomic weight of g (canonical in a), or nullopt when g is not atomic: an uptimal
  // x + a_1·↑ + ... + *m with x = 0 has a_1; any other game must be infinitesimal, and all-small or
  // within ↑* + (*N : -1) of its naive weight times ↑ (CGSuite's test; N the power of 2 at or above
  // its far star).
  std::optional<GameId> atomic_weight(GameId g);
  // The simplest game infinitesimally close to g: an uptimal's number part, else g heated by *
  // with x* read as x throughout.
  GameId reduced_canonical_form(GameId g);
  bool all_small(GameId g);
  bool infinitesimal(GameId g);

 private:
  GameId naive_atomic_weight(GameId g);
  std::uint32_t far_star(GameId g);
  GameId norton_up(GameId g);  // g.↑, Norton's product by ↑
  GameId heat_by_star(GameId g);
  GameId star_projection(GameId g);

  Arena& a_;
  UptimalReader uptimals_;
  std::map<GameId, GameId> naive_, norton_, heated_, projected_;
  std::map<GameId, std::uint32_t> far_star_;
  std::map<GameId, bool> all_small_;
};

}  // namespace cgcheck::cgt
