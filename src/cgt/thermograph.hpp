#pragma once
// Thermographs of short partizan games (Berlekamp, Conway, Guy, Winning Ways, ch. 6; Siegel,
// Combinatorial Game Theory, 2013, II.5): the walls of G cooled by t, for every temperature t >= -1,
// as piecewise-linear functions with dyadic breakpoints. From them: the temperature (where the
// walls meet and a vertical mast rises), the mean (the mast's value), and the stops (the walls at
// t = 0, which the tests compare with Arena::left_stop and right_stop, a second computation).
//
// For a canonical G that is not an integer, the left scaffold is max over Left options of their
// right walls, minus t, the right scaffold min over Right options of their left walls, plus t; the
// walls follow the scaffolds up to the least t where they meet (the temperature), then the mast.
// An integer n is its own mast from t = -1 (temperature -1); m/2^k has temperature -1/2^k.
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cgt/game.hpp"

namespace cgcheck::cgt {

// x(t) for t >= -1, piecewise linear: segment i starts at t_i (t_0 = -1, ascending) with value x_i
// and an integer slope (x per unit of t), and runs to the next segment's start (the last one on).
struct Trajectory {
  struct Segment {
    Dyadic t, x;
    int slope = 0;
    bool operator==(const Segment&) const = default;
  };
  std::vector<Segment> segments;

  static Trajectory constant(const Dyadic& x) { return Trajectory{{{Dyadic::integer(-1), x, 0}}}; }
  Dyadic at(const Dyadic& t) const;
  // x(t) + slope·t.
  Trajectory tilted(int slope) const;
  static Trajectory max(const Trajectory& f, const Trajectory& g);
  static Trajectory min(const Trajectory& f, const Trajectory& g);
  // The least t >= -1 with x(t) <= other(t), when x - other never increases; nullopt if none.
  std::optional<Dyadic> meets(const Trajectory& other) const;
  // x(t) up to `t`, then the constant x(t).
  Trajectory capped(const Dyadic& t) const;
  bool operator==(const Trajectory&) const = default;
};

struct Thermograph {
  Trajectory left, right;  // the walls (left: Left's, the larger values)
  Dyadic temperature, mean;
};

// CGSuite's text of a thermograph (A. N. Siegel, CGSuite, org.cgsuite.core.Thermograph.toOutput and
// Trajectory.toOutput2): "Thermograph(" left wall "," right wall ")", each wall written
// "MAST,[c1,c2,...],[s0,s1,...]": the mast's value, the critical temperatures from the top down
// (each above -1), and the slopes dx/dt from the mast down (s0 above c1, s_i between c_(i+1) and
// c_i). 1/2 is "Thermograph(1/2,[-1/2],[0,-1],1/2,[-1/2],[0,1])".
std::string cgsuite_text(const Thermograph& t);
std::string cgsuite_text(const Trajectory& wall);
// Reads that text back (InputError with one line if it does not read): a claim compares scaffolds
// exactly by comparing the walls.
Thermograph read_cgsuite_thermograph(std::string_view text);

// Thermographs of an arena's canonical games, kept for reuse.
class Thermographer {
 public:
  explicit Thermographer(Arena& a) : a_(a) {}
  // `g` need not be canonical (its canonical form is taken).
  const Thermograph& of(GameId g);

 private:
  Arena& a_;
  std::map<GameId, Thermograph> memo_;
};

}  // namespace cgcheck::cgt
