// Theorems about misère quotients, checked on the quotient of every octal game of at most three
// code digits, heap by heap: the structure theory says what any quotient must look like, and each
// computed quotient (MisereSolver's method, every prefix proved by the exhaustive local check) is an
// instance. Sources:
//   - T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial games", J. Combin. Theory
//     Ser. A 115 (2008): every misère quotient of impartial games has even order, as S.
//     Rubinstein-Salzedo and S. Zhou restate it ("Finite cardinalities of misère quotients", 2026,
//     arXiv 2603.18244: "any misère quotient of a set of impartial games had even cardinality");
//   - A. N. Siegel, "The structure and classification of misère quotients" (2007, arXiv
//     math/0703070), abstract: "if |P| = 2 and Q is finite, then |Q| = 2^n+2 or 2^n+4", and "there is
//     exactly one quotient of order 8".
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <fmt/core.h>

#include "cgt/misere_quotient.hpp"
#include "claims/check_kind.hpp"
#include "claims/claim_builder.hpp"
#include "core/error.hpp"
#include "core/large_stack.hpp"
#include "core/progress.hpp"
#include "games/heap_games/quotient.hpp"
#include "games/heap_games/rules.hpp"
#include "papers/octal_games/table.hpp"

namespace cgcheck::octal_games {
namespace {

// 0.1 .. 0.7, 0.01 .. 0.77, 0.001 .. 0.777: every code of at most three digits, its last digit
// nonzero (0.70 is 0.7), in that order.
std::vector<std::string> short_codes() {
  std::vector<std::string> out;
  for (int len = 1; len <= 3; ++len) {
    int count = 1;
    for (int i = 0; i < len; ++i) count *= 8;
    for (int v = 0; v < count; ++v) {
      std::string digits;
      for (int i = 0, w = v; i < len; ++i, w /= 8) digits.insert(digits.begin(), static_cast<char>('0' + w % 8));
      if (digits.back() != '0') out.push_back("0." + digits);
    }
  }
  return out;
}

// A quotient of heaps 1..n of a code: the instance a theorem is checked on.
struct Instance {
  std::string code;
  misere::Heap n;
  const misere::Pretension& q;
};
// The failure of an instance, one line; nothing when the theorem holds there.
using Theorem = std::function<std::optional<std::string>(const Instance&)>;

// Walks every code's quotients of heaps 1..n for n up to the bound (each prefix proved by the
// exhaustive check), the theorem on each; the counterexample is the failure with the least n (then
// the first code). Codes whose quotient passes max_order before the bound are checked to the heap
// before and named in the message.
void check_every_quotient(ClaimResult& res, std::uint64_t bound, const Theorem& theorem) {
  std::uint64_t instances = 0;
  std::vector<std::string> stopped;
  std::optional<std::pair<misere::Heap, Counterexample>> least;
  const std::vector<std::string> codes = short_codes();
  Progress progress("quotients of octal games", codes.size(), "codes");
  for (std::size_t i = 0; i < codes.size(); ++i) {
    const std::string& code = codes[i];
    misere::SumOutcomes outcomes(heap_games::quotient_options(heap_games::parse_heap_game("take-and-break:" + code)), 1);
    misere::QuotientLimits limits;
    limits.max_order = 2000;
    limits.max_states = 20'000'000;
    auto step = [&](misere::Heap n, const misere::Pretension& q) {
      if (misere::first_misprediction(q, outcomes, limits.max_states))
        throw std::logic_error(fmt::format("misère quotient of {} to heap {}: the computed quotient fails the check", code, n));
      ++instances;
      const auto why = theorem({code, n, q});
      if (!why) return;
      ++res.mismatches;
      if (!least || n < least->first)
        least = {n, Counterexample{fmt::format("{}, heaps 1..{}", code, n), "holds", *why,
                                   "the quotient computed from the rules, proved by the exhaustive check", {}}};
    };
    try {
      on_large_stack(std::size_t{1} << 28, [&] {
        misere::misere_quotient_recalibrated(static_cast<misere::Heap>(bound), outcomes, limits, step);
        return 0;
      });
    } catch (const InputError& e) {
      stopped.push_back(code);
    }
    progress.update(i + 1);
  }
  if (least) {
    res.counterexample = least->second;
    res.mismatch_kinds["a quotient the theorem excludes"] = res.mismatches;
  }
  res.checked.push_back({"exhaustive", instances,
                         fmt::format("the quotients of heaps 1..n, n = 1..{}, of {} octal codes", bound, codes.size())});
  res.message = fmt::format("{} quotients checked", instances);
  if (!stopped.empty())
    res.message += fmt::format("; {} codes have quotients past 2,000 elements before heap {} and are checked up to the "
                               "heap before (first: {})",
                               stopped.size(), bound, stopped.front());
}

bool power_of_two(std::uint64_t x) { return x != 0 && (x & (x - 1)) == 0; }

constexpr Bounds kBounds{10, 12, 16};
constexpr const char* kDomain =
    "the misère quotient of heaps 1..n, for each n up to the bound, of every octal game 0.d, 0.dd, 0.ddd (511 "
    "codes, last digit nonzero)";

}  // namespace

void add_quotient_theorem_claims(Registry& r) {
  ClaimSet s(r, kPaperFile, "take-and-break:0.75");
  s.claim("misere-quotient-even-order")
      .cite("Plambeck and Siegel (2008), as restated by Rubinstein-Salzedo and Zhou (2026)",
            "Misère quotients for impartial games; Finite cardinalities of misère quotients, introduction")
      .says("Any misère quotient of a set of impartial games has even cardinality (read: any but the trivial "
            "quotient of order 1, that of a set whose only game is 0, which has no move)")
      .over(kDomain, kBounds)
      .checked_by("each quotient computed by MisereSolver's method and proved by the exhaustive check; its order "
                  "compared (order 1 excepted)")
      .check(named(name(CheckKind::quotient), [](ClaimResult& res, RunContext&, std::uint64_t b) {
        check_every_quotient(res, b, [](const Instance& i) -> std::optional<std::string> {
          if (i.q.monoid.order == 1 || i.q.monoid.order % 2 == 0) return std::nullopt;
          return fmt::format("order {}", i.q.monoid.order);
        });
      }));
  s.claim("misere-quotient-p2-order")
      .cite("Siegel (2007)", "The structure and classification of misère quotients, abstract")
      .says("If |P| = 2 and Q is finite, then |Q| = 2^n+2 or 2^n+4")
      .over(kDomain, kBounds)
      .checked_by("each quotient with two elements in its P-portion: its order less 2 or less 4 a power of two")
      .check(named(name(CheckKind::quotient), [](ClaimResult& res, RunContext&, std::uint64_t b) {
        check_every_quotient(res, b, [](const Instance& i) -> std::optional<std::string> {
          const std::uint64_t order = i.q.monoid.order;
          if (i.q.monoid.p_count() != 2) return std::nullopt;
          if ((order > 2 && power_of_two(order - 2)) || (order > 4 && power_of_two(order - 4))) return std::nullopt;
          return fmt::format("|P| = 2 and |Q| = {}", order);
        });
      }));
  s.claim("misere-quotient-order-8-unique")
      .cite("Siegel (2007)", "The structure and classification of misère quotients, abstract")
      .says("There is exactly one quotient of order 8")
      .over(kDomain, kBounds)
      .checked_by("each quotient of order 8 compared with the first one the walk meets, as "
                  "bipartite monoids: a bijection keeping products and the P-portion")
      .check(named(name(CheckKind::quotient), [](ClaimResult& res, RunContext&, std::uint64_t b) {
        std::optional<misere::BipartiteMonoid> first;
        std::string first_at;
        std::uint64_t eights = 0;
        check_every_quotient(res, b, [&](const Instance& i) -> std::optional<std::string> {
          if (i.q.monoid.order != 8) return std::nullopt;
          ++eights;
          if (!first) {
            first = i.q.monoid;
            first_at = fmt::format("{} to heap {}", i.code, i.n);
            return std::nullopt;
          }
          if (misere::isomorphic(*first, i.q.monoid)) return std::nullopt;
          return fmt::format("order 8, not isomorphic to the quotient of {}", first_at);
        });
        res.message += fmt::format("; {} of order 8, {} ({})", eights,
                                   res.mismatches == 0 ? "each isomorphic to the first" : "not all isomorphic to the first",
                                   first_at.empty() ? "none" : first_at);
      }));
}

}  // namespace cgcheck::octal_games
