#pragma once
// A game's Explorer (hunts and claim files: runtime/game_entry.hpp) derived from the typed domain its
// built-in claims walk, so that the game states its positions once: the listing is the domain's
// each() in its documented order, every position printed by the domain's print(); the Grundy table
// is the domain's truth read in that order. What a domain does not know is given beside it: what
// the bound counts in words, the hunt's default and largest bound, the random positions of a hunt,
// and the named fields a conjecture reads.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "core/error.hpp"
#include "runtime/game_entry.hpp"
#include "runtime/run_context.hpp"

namespace cgcheck {

template <class Position>
struct ExplorerBeside {
  std::string bound_meaning;
  std::uint64_t default_bound = 12;
  std::uint64_t max_bound = 0;  // larger bounds are refused with max_words
  std::string max_words;        // "sliding-coins hunt bound at most y <= 3000"
  std::function<rc::Gen<Position>()> random;
  std::function<Position(std::string_view)> parse;
  std::function<Fields(const Position&)> fields;
};

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

// D: a domain of the claims (each(ctx, bound, visit), print(p), truth(ctx, bound).grundy(p)).
template <class D>
Explorer explorer_of(D dom, ExplorerBeside<typename D::Position> beside) {
  using P = typename D::Position;
  auto checked = [max = beside.max_bound, words = beside.max_words](std::uint64_t bound) {
    if (max != 0 && bound > max) throw InputError(words);
  };
  Explorer e;
  e.bound_meaning = beside.bound_meaning;
  e.default_bound = beside.default_bound;
  e.enumerate = [dom, checked](std::uint64_t bound, const Shape&, const std::function<void(const std::string&)>& visit) {
    checked(bound);
    ExplorerRun run(0);
    dom.each(run.ctx(), bound, [&](const P& p) { visit(dom.print(p)); });
  };
  e.random = [dom, random = beside.random] {
    return rc::gen::map(random(), [dom](const P& p) { return dom.print(p); });
  };
  e.fields = [parse = beside.parse, fields = beside.fields](std::string_view text) { return fields(parse(text)); };
  e.grundy_table = [dom, checked](std::uint64_t bound, const Shape&,
                                  std::uint64_t max_memory) -> std::optional<std::vector<std::uint32_t>> {
    checked(bound);
    ExplorerRun run(max_memory);
    const auto truth = dom.truth(run.ctx(), bound);
    std::vector<std::uint32_t> out;
    dom.each(run.ctx(), bound, [&](const P& p) { out.push_back(truth.grundy(p)); });
    return out;
  };
  return e;
}

}  // namespace cgcheck
