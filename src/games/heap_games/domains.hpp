#pragma once
// The domain of the heap games' claims: single heaps 0..bound, in order of size (so the first
// failure is the smallest heap), answered by the sequence engine. For the check kinds of
// claims/check_kinds.hpp: `grundy_is(heaps_of("subtraction:1,2,3"), [](std::uint32_t n) { ... })`.
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>

#include "claims/claim.hpp"
#include "claims/registry.hpp"
#include "core/progress.hpp"
#include "games/heap_games/rules.hpp"
#include "games/heap_games/sequence.hpp"

namespace cgcheck::heap_games {

struct Heaps {
  using Position = std::uint32_t;  // one heap of n tokens
  std::string game;

  std::string range(std::uint64_t bound) const { return fmt::format("every heap of {} with 0..{} tokens", game, bound); }
  std::string print(Position n) const { return fmt::format("heap {}", n); }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    for (std::uint64_t n = 0; n <= bound; ++n) {
      if ((n & 0xFFFF) == 0) poll_interrupt();
      visit(static_cast<Position>(n));
    }
  }
  struct Truth {
    std::shared_ptr<SequenceEngine> engine;
    std::uint32_t grundy(Position n) const { return engine->values()[n]; }
    bool is_p(Position n) const { return grundy(n) == 0; }
  };
  Truth truth(RunContext& ctx, std::uint64_t bound, ClaimResult&) const {
    if (bound >= 4'294'967'295ull) throw InputError(fmt::format("{}: heap bound {} too large", game, bound));
    if (ctx.max_memory != 0 && bound + 1 > ctx.max_memory)
      throw InputError(fmt::format("{}: {} values exceed --max-memory", game, bound + 1));
    auto e = std::make_shared<SequenceEngine>(parse_heap_game(game));
    e->extend_to(bound);
    return Truth{e};
  }
};

inline Heaps heaps_of(std::string game) { return Heaps{std::move(game)}; }

// The Grundy values of a heap game as a formula over heap sizes (grundy_is against another game):
// G(n) for n <= upto from the sequence engine, computed once, on first use; 0 beyond.
inline auto values_of(std::string game, std::uint64_t upto) {
  auto values = std::make_shared<std::vector<std::uint32_t>>();
  auto once = std::make_shared<std::once_flag>();
  return [game = std::move(game), upto, values, once](std::uint32_t n) {
    std::call_once(*once, [&] {
      SequenceEngine e(parse_heap_game(game));
      e.extend_to(upto);
      *values = e.values().to_vector();
    });
    return n < values->size() ? (*values)[n] : 0u;
  };
}

// The misère session of a heap game (core/misere_session.hpp: each position solved whole).
std::unique_ptr<SolveSession> misere_heap_session(const std::string& game);

// Single heaps under misère play: the truth at heap n is the misère session's answer (value,
// outcome, genus), the session's move graph shared by the heaps of one walk.
struct MisereHeaps {
  using Position = std::uint32_t;
  std::string game;

  std::string range(std::uint64_t bound) const {
    return fmt::format("every heap of {} with 0..{} tokens, misère play", game, bound);
  }
  std::string print(Position n) const { return fmt::format("heap {}", n); }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    for (std::uint64_t n = 0; n <= bound; ++n) visit(static_cast<Position>(n));
  }
  struct Truth {
    std::shared_ptr<SolveSession> session;
    Solved at(Position n) const { return session->solve(std::to_string(n)); }
  };
  Truth truth(RunContext& ctx, std::uint64_t, ClaimResult&) const {
    std::shared_ptr<SolveSession> s = misere_heap_session(game);
    s->set_budget(0);
    if (ctx.max_memory != 0) s->set_memory_limit(ctx.max_memory);
    return Truth{std::move(s)};
  }
};

inline MisereHeaps misere_heaps_of(std::string game) { return MisereHeaps{std::move(game)}; }

}  // namespace cgcheck::heap_games
