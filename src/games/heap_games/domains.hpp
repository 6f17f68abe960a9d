#pragma once
// The positions of the heap games, stated once: the listing of at most two heaps below
// (for_each_listed), whose text hunts and claim files read (ListedHeaps), and whose single heaps are
// the domain of the heap games' claims: heaps 0..bound, in order of size (so the first failure is
// the smallest heap), answered by the sequence engine. For the check kinds of
// claims/check_kinds.hpp: `grundy_is(heaps_of("subtraction:1,2,3"), [](std::uint32_t n) { ... })`.
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>

#include "core/progress.hpp"
#include "runtime/game_entry.hpp"
#include "runtime/run_context.hpp"
#include "games/heap_games/heap_sequence.hpp"
#include "games/heap_games/rules.hpp"
#include "games/heap_games/sequence.hpp"

namespace cgcheck::heap_games {

// A position of at most two heaps as the listing visits it: the heaps (other, top), other <= top,
// 0 standing for no heap (so (0, 0) is no heap and (0, n) the single heap n).
struct HeapPair {
  std::uint32_t other = 0, top = 0;
  bool operator==(const HeapPair&) const = default;
};

// Which numbers of heaps a listing holds (hunt's shape k keeps one of them).
struct HeapCounts {
  bool none = true, one = true, two = true;
};

// The listing of the heap games' positions: no heap, then by the largest heap `top` = 1..bound, the
// single heap top, then each pair (other, top) with 1 <= other <= top; only the numbers of heaps
// `counts` holds. Restricted to at most one heap it is the heaps 0..bound in order of size.
template <class Visit>
void for_each_listed(std::uint64_t bound, HeapCounts counts, Visit&& visit) {
  if (counts.none) visit(HeapPair{0, 0});
  if (!counts.one && !counts.two) return;
  for (std::uint64_t top = 1; top <= bound; ++top) {
    if ((top & 0xFFFF) == 0) poll_interrupt();
    const auto t = static_cast<std::uint32_t>(top);
    if (counts.one) visit(HeapPair{0, t});
    if (counts.two)
      for (std::uint32_t other = 1; other <= t; ++other) visit(HeapPair{other, t});
  }
}

// Positions of at most two heaps, the largest at most bound, in for_each_listed's order: what
// `hunt` and claim files list for a heap game (as text: the heap sizes, "" for no heap).
struct ListedHeaps {
  using Position = HeapPair;
  std::string game;
  HeapCounts counts;

  std::string range(std::uint64_t bound) const {
    return fmt::format("every position of {} with at most two heaps of 0..{} tokens", game, bound);
  }
  std::string print(const HeapPair& p) const {
    if (p.other != 0) return fmt::format("{},{}", p.other, p.top);
    return p.top == 0 ? std::string() : fmt::format("{}", p.top);
  }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    for_each_listed(bound, counts, visit);
  }
  static const std::vector<ShapeField>& shape_fields() {
    static const std::vector<ShapeField> fields = {{"k", "number of heaps (0, 1 or 2)"}};
    return fields;
  }
  // The shape field k keeps one number of heaps (none outside 0..2).
  std::optional<ListedHeaps> narrowed(std::uint64_t, const Shape& shape) const {
    ListedHeaps d = *this;
    if (auto it = shape.find("k"); it != shape.end())
      d.counts = HeapCounts{.none = it->second == 0, .one = it->second == 1, .two = it->second == 2};
    return d;
  }
  // The game's Grundy sequence, computed from the rules once, to the bound: a position's value is
  // the nim-sum of its heaps' values, as `solve` answers (G(0) = 0 stands for no heap).
  struct Truth {
    std::shared_ptr<SequenceEngine> engine;
    std::uint32_t grundy(const HeapPair& p) const { return engine->values()[p.other] ^ engine->values()[p.top]; }
  };
  Truth truth(RunContext&, std::uint64_t bound) const {
    auto e = std::make_shared<SequenceEngine>(parse_heap_game(game));
    e->extend_to(static_cast<std::uint32_t>(bound), [](std::uint64_t) { poll_interrupt(); });
    return Truth{e};
  }
};

// Single heaps: the listing restricted to at most one heap, a position being the heap's size.
struct Heaps {
  using Position = std::uint32_t;  // one heap of n tokens
  std::string game;

  std::string range(std::uint64_t bound) const { return fmt::format("every heap of {} with 0..{} tokens", game, bound); }
  std::string describe() const { return fmt::format("single heaps of {}, 0..bound tokens (bound = the largest heap)", game); }
  std::string print(Position n) const { return fmt::format("heap {}", n); }
  // The Grundy sequence of these heaps, for the `periodic` check kind.
  std::function<std::unique_ptr<GrundySequence>()> sequence() const { return sequence_of(game); }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    for_each_listed(bound, HeapCounts{.none = true, .one = true, .two = false}, [&](HeapPair p) { visit(Position{p.top}); });
  }
  struct Truth {
    std::shared_ptr<SequenceEngine> engine;
    std::uint32_t grundy(Position n) const { return engine->values()[n]; }
    bool is_p(Position n) const { return grundy(n) == 0; }
  };
  Truth truth(RunContext& ctx, std::uint64_t bound) const {
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

// The misère session of a heap game (runtime/misere_session.hpp: each position solved whole).
std::unique_ptr<SolveSession> misere_heap_session(const std::string& game);

// Single heaps under misère play: the truth at heap n is the misère session's answer (value,
// outcome, genus), the session's move graph shared by the heaps of one walk.
struct MisereHeaps {
  using Position = std::uint32_t;
  std::string game;

  std::string range(std::uint64_t bound) const {
    return fmt::format("every heap of {} with 0..{} tokens, misère play", game, bound);
  }
  std::string describe() const {
    return fmt::format("single heaps of {}, 0..bound tokens (bound = the largest heap), misère play", game);
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
  Truth truth(RunContext& ctx, std::uint64_t) const {
    std::shared_ptr<SolveSession> s = misere_heap_session(game);
    s->set_budget(0);
    if (ctx.max_memory != 0) s->set_memory_limit(ctx.max_memory);
    return Truth{std::move(s)};
  }
};

inline MisereHeaps misere_heaps_of(std::string game) { return MisereHeaps{std::move(game)}; }

}  // namespace cgcheck::heap_games
