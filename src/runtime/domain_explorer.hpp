#pragma once
// A game's Explorer (hunts and claim files: runtime/game_entry.hpp) derived from the typed domain its
// built-in claims walk, so that the game states its positions once: the listing is the domain's
// each() in its documented order, every position printed by the domain's print(); the Grundy table
// is the domain's truth read in that order. What a domain does not know is given beside it: what
// the bound counts in words, the hunt's default and largest bound, the random positions of a hunt,
// and the named fields a conjecture reads.
//
// A domain whose positions have structural fields (the number of heaps, the pass flag: `hunt
// --shape`) narrows itself: `narrowed(bound, shape)` is the same domain with those fields fixed
// (nullopt when no position has them), and the hunt walks that domain, so a shaped walk is the
// unshaped one filtered, in its order, by construction. Optionally a domain says whether its truth
// has a table at a bound (`tabled(bound)`; the solver answers where not) and how many positions it
// lists without listing them (`count(bound)`).
#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "core/error.hpp"
#include "runtime/game_entry.hpp"
#include "runtime/run_context.hpp"

namespace cgcheck {

// Random, Fields and parse speak of a Position (by default the domain's; a hunt's random positions
// may reach past the listing, as the heap games' three heaps do, and are printed by print_random).
template <class Position>
struct ExplorerBeside {
  std::string bound_meaning;
  std::uint64_t default_bound = 12;
  std::uint64_t max_bound = 0;  // larger bounds are refused with max_words
  std::string max_words;        // "sliding-coins hunt bound at most y <= 3000"
  std::function<rc::Gen<Position>()> random;
  std::function<Position(std::string_view)> parse;
  std::function<Fields(const Position&)> fields;
  std::vector<ShapeField> shape = {};  // the fields narrowed() reads
  // Where --bound once counted something else in hunts (Explorer::from_legacy_bound).
  std::function<std::uint64_t(std::uint64_t)> from_legacy_bound = {};
  // The text of a random position, where Position is not the domain's (else the domain prints it).
  std::function<std::string(const Position&)> print_random = {};
};

namespace detail {
// The domain a hunt with `shape` walks: the domain itself when it has no structural fields.
template <class D>
std::optional<D> narrowed(const D& dom, std::uint64_t bound, const Shape& shape) {
  if constexpr (requires { dom.narrowed(bound, shape); }) return dom.narrowed(bound, shape);
  else return dom;
}
}  // namespace detail

// A run context of its own for the domain (the claims' table builders read their limits from it),
// with this hunt's memory limit and every core for the tables that fill in parallel.
class ExplorerRun {
 public:
  explicit ExplorerRun(std::uint64_t max_memory) : options_(options(max_memory)) {}
  RunContext& ctx() { return ctx_; }

 private:
  // The context copies its options when it is made, so they are complete before it.
  static RunOptions options(std::uint64_t max_memory) {
    RunOptions o;
    o.max_memory = max_memory;
    o.threads = std::max(1u, std::thread::hardware_concurrency());
    return o;
  }
  RunOptions options_;
  Workspace built_;  // freed with the run: the values are copied out
  RunContext ctx_{options_, built_};
};

// D: a domain (each(ctx, bound, visit), print(p); optionally narrowed(bound, shape), truth(ctx,
// bound).grundy(p), tabled(bound), count(bound)).
template <class D, class R = typename D::Position>
Explorer explorer_of(D dom, ExplorerBeside<R> beside) {
  using P = typename D::Position;
  // The domain a hunt walks at this bound and shape; refuses a bound past max_bound.
  auto shaped = [dom, max = beside.max_bound, words = beside.max_words](std::uint64_t bound, const Shape& shape) {
    if (max != 0 && bound > max) throw InputError(words);
    return detail::narrowed(dom, bound, shape);
  };
  Explorer e;
  e.bound_meaning = beside.bound_meaning;
  e.default_bound = beside.default_bound;
  e.shape = beside.shape;
  e.from_legacy_bound = beside.from_legacy_bound;
  e.enumerate = [shaped](std::uint64_t bound, const Shape& shape, const std::function<void(const std::string&)>& visit) {
    const std::optional<D> d = shaped(bound, shape);
    if (!d) return;
    ExplorerRun run(0);
    d->each(run.ctx(), bound, [&](const P& p) { visit(d->print(p)); });
  };
  if constexpr (std::is_same_v<R, P>)
    e.random = [dom, random = beside.random] {
      return rc::gen::map(random(), [dom](const P& p) { return dom.print(p); });
    };
  else
    e.random = [random = beside.random, print = beside.print_random] { return rc::gen::map(random(), print); };
  e.fields = [parse = beside.parse, fields = beside.fields](std::string_view text) { return fields(parse(text)); };
  // A table of Grundy values where the domain's truth has one (impartial games).
  if constexpr (requires(RunContext& ctx, const P& p) { dom.truth(ctx, std::uint64_t{}).grundy(p); })
    e.grundy_table = [shaped](std::uint64_t bound, const Shape& shape,
                              std::uint64_t max_memory) -> std::optional<std::vector<std::uint32_t>> {
      const std::optional<D> d = shaped(bound, shape);
      std::vector<std::uint32_t> out;
      if (!d) return out;
      if constexpr (requires { d->tabled(bound); })
        if (!d->tabled(bound)) return std::nullopt;
      ExplorerRun run(max_memory);
      const auto truth = d->truth(run.ctx(), bound);
      d->each(run.ctx(), bound, [&](const P& p) { out.push_back(static_cast<std::uint32_t>(truth.grundy(p))); });
      return out;
    };
  if constexpr (requires { dom.count(std::uint64_t{}); })
    e.count = [shaped](std::uint64_t bound, const Shape& shape) -> std::optional<double> {
      const std::optional<D> d = shaped(bound, shape);
      if (!d) return 0.0;
      return d->count(bound);
    };
  return e;
}

}  // namespace cgcheck
