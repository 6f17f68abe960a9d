#pragma once
// The positions that claims about the two's-complement arithmetic on Z (games/inset/arith.hpp) range
// over: triples of integers on a box then at random, and animating functions with the points they
// are evaluated at.
#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>
#include <rapidcheck.h>

#include "claims/claim.hpp"
#include "claims/runner.hpp"
#include "games/inset/arith.hpp"
#include "games/inset/domains.hpp"
#include "papers/inset/at_random.hpp"

namespace cgcheck::inset {

constexpr std::int64_t kHalf = std::int64_t{1} << 61;  // |a|, |b|, |c| < 2^61: a ± b cannot overflow

inline rc::Gen<std::int64_t> gen_int() {
  return rc::gen::oneOf(rc::gen::inRange<std::int64_t>(-kHalf, kHalf), rc::gen::inRange<std::int64_t>(-64, 65),
                        rc::gen::map(rc::gen::pair(rc::gen::inRange<std::int64_t>(-kHalf, kHalf), rc::gen::inRange(0, 60)),
                                     [](std::pair<std::int64_t, int> p) { return p.first & ~((std::int64_t{1} << p.second) - 1); }));
}

using Triple = std::tuple<std::int64_t, std::int64_t, std::int64_t>;

// Integers a, b in the box -B..B and c in -min(B, c_limit)..min(B, c_limit) (bound = B), then
// random a, b below 2^61 and c up to c_limit.
struct Triples {
  using Position = Triple;
  std::int64_t c_limit = kHalf;
  const char* reads = "a, b, c";  // the integers the claim reads: the report's words say which

  std::string describe() const {
    const std::string c = c_limit == 0 ? "c = 0" : c_limit < kHalf ? fmt::format("|c| <= min(B, {})", c_limit) : "c too";
    const std::string random_c = c_limit == 0 ? "" : c_limit < kHalf ? fmt::format(", |c| <= {}", c_limit) : ", |c| < 2^61";
    return fmt::format("integers {}, read from triples (a, b in the box -B..B, {}; then random a, b with |a|, |b| < 2^61{}); "
                       "bound = B",
                       reads, c, random_c);
  }

  std::int64_t c_box(std::uint64_t bound) const { return std::min(static_cast<std::int64_t>(bound), c_limit); }
  std::string range(std::uint64_t bound) const {
    return fmt::format("every a, b in -{0}..{0} and c in -{1}..{1}", bound, c_box(bound));
  }
  std::string print(const Triple& t) const {
    return fmt::format("a={}, b={}, c={}", std::get<0>(t), std::get<1>(t), std::get<2>(t));
  }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    const auto B = static_cast<std::int64_t>(bound), cB = c_box(bound);
    for (std::int64_t a = -B; a <= B; ++a)
      for (std::int64_t b = -B; b <= B; ++b)
        for (std::int64_t c = -cB; c <= cB; ++c) visit(Triple{a, b, c});
  }
  rc::Gen<Triple> random() const {
    return rc::gen::tuple(gen_int(), gen_int(), c_limit < kHalf ? rc::gen::inRange<std::int64_t>(-c_limit, c_limit + 1) : gen_int());
  }
  std::string random_range() const {
    return fmt::format("random a, b with |a|, |b| < 2^61 (and multiples of large powers of 2), |c| <= {}",
                       c_limit < kHalf ? fmt::format("{}", c_limit) : std::string("2^61"));
  }
  std::uint64_t random_cases() const { return 20000; }
};

struct AnimCase {
  Animating f, g;
  std::int64_t x, y;
};
inline std::string print_anim(const Animating& f) { return fmt::format("alpha={{{}}}, beta={}", fmt::join(f.alpha, ","), f.beta); }
inline std::string print_case(const AnimCase& c) {
  return fmt::format("f: {}; g: {}; x={}, y={}", print_anim(c.f), print_anim(c.g), c.x, c.y);
}

inline rc::Gen<Animating> gen_anim(std::int64_t range) {
  return rc::gen::apply(
      [](std::vector<std::int64_t> a, std::int64_t b) {
        if (a.size() > 8) a.resize(8);
        return Animating{a, b};
      },
      rc::gen::container<std::vector<std::int64_t>>(rc::gen::inRange<std::int64_t>(-range, range + 1)),
      rc::gen::inRange<std::int64_t>(-range, range + 1));
}
inline rc::Gen<AnimCase> gen_anim_case(std::int64_t range) {
  return rc::gen::apply([](Animating f, Animating g, std::int64_t x, std::int64_t y) { return AnimCase{f, g, x, y}; },
                        gen_anim(range), gen_anim(range), rc::gen::inRange<std::int64_t>(-range, range + 1),
                        rc::gen::inRange<std::int64_t>(-range, range + 1));
}

// Every one-α function f = x ⊕ (x|α) ⊕ β and every x, y with α, β, x, y in -B..B (g the identity, so
// composition is exercised by the random phases, with up to 8 α's each, large and small).
template <class Check>
auto over_animating(Check check) {
  return named("every", [check](ClaimResult& res, RunContext& ctx, std::uint64_t bound) {
    const auto B = static_cast<std::int64_t>(std::min<std::uint64_t>(bound, 24));
    run_exhaustive(
        res, fmt::format("every f(x) = x ⊕ (x|α) ⊕ β and every x, y with α, β, x, y in -{0}..{0} (g = identity)", B), 0,
        [&](auto visit) {
          for (std::int64_t a = -B; a <= B; ++a)
            for (std::int64_t b = -B; b <= B; ++b)
              for (std::int64_t x = -B; x <= B; ++x)
                for (std::int64_t y = -B; y <= B; ++y) visit(AnimCase{Animating{{a}, b}, Animating{}, x, y});
        },
        check, print_case);
    run_random(res, "random f, g with up to 8 α's, α, β, x, y in -2^40..2^40", gen_anim_case(kLarge),
               ctx.random_cases_for(5000), ctx.seed, check, print_case);
    run_random(res, "random f, g with up to 8 α's, α, β, x, y in -64..64", gen_anim_case(64), ctx.random_cases_for(5000),
               ctx.seed + 1, check, print_case);
  });
}

// Every form (2.1) with distinct α's from -k..k and β in -k..k: visit(f), by the α set's bits (α =
// i - k for bit i), then β.
template <class Visit>
void each_form(std::int64_t k, Visit&& visit) {
  const unsigned values = static_cast<unsigned>(2 * k + 1);
  for (std::uint64_t set = 0; set < (std::uint64_t{1} << values); ++set)
    for (std::int64_t b = -k; b <= k; ++b) {
      Animating f;
      for (unsigned i = 0; i < values; ++i)
        if ((set >> i) & 1U) f.alpha.push_back(static_cast<std::int64_t>(i) - k);
      f.beta = b;
      visit(static_cast<const Animating&>(f));
    }
}

}  // namespace cgcheck::inset
