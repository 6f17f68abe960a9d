// The heap game families' entries: `cgcheck solve take-and-break:0.77 70,71,1`, `games`, `hunt`.
// A position is a list of heap sizes; its value is the nim-sum of the heaps' values, each taken
// from the game's Grundy sequence (computed once per session up to the largest heap asked).
#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>
#include <rapidcheck.h>

#include "core/error.hpp"
#include "runtime/misere_session.hpp"
#include "core/parse.hpp"
#include "core/progress.hpp"
#include "core/memo_solver.hpp"
#include "runtime/domain_explorer.hpp"
#include "runtime/game_catalog.hpp"
#include "runtime/option_list.hpp"
#include "games/heap_games/domains.hpp"
#include "games/heap_games/heap_sequence.hpp"
#include "games/heap_games/quotient.hpp"
#include "games/heap_games/rules.hpp"
#include "games/heap_games/sequence.hpp"
#include "games/heap_games/turning.hpp"

namespace cgcheck {

namespace heap_games {
namespace {

// Heaps are below 2^32; a position lists at most this many.
constexpr std::size_t kMaxHeaps = 100'000;

std::vector<std::uint32_t> parse_heaps(std::string_view text) {
  const auto list = parse_int_list(text, 0, 4'294'967'294, "heap");
  if (list.size() > kMaxHeaps) throw InputError(fmt::format("{} heaps (at most {})", list.size(), kMaxHeaps));
  std::vector<std::uint32_t> h;
  for (auto v : list)
    if (v != 0) h.push_back(static_cast<std::uint32_t>(v));
  std::sort(h.begin(), h.end());
  return h;
}

std::string print_heaps(const std::vector<std::uint32_t>& h) { return fmt::format("{}", fmt::join(h, ",")); }

class HeapSession : public SolveSession {
 public:
  explicit HeapSession(HeapRules r) : engine_(std::move(r)) {}
  void set_budget(std::uint64_t moves) override {
    engine_.set_budget(moves);
    budget_ = moves;
  }
  void set_memory_limit(std::uint64_t bytes) override { memory_ = bytes; }
  Solved solve(std::string_view text) override {
    const auto heaps = parse_heaps(text);
    const std::uint32_t g = value_of(heaps);
    return {print_heaps(heaps), fmt::format("{}", g), g == 0 ? "P" : "N"};
  }
  std::uint32_t grundy(std::string_view text) override { return value_of(parse_heaps(text)); }
  // One heap replaced by one of its options (for each distinct heap size), from the rules.
  std::optional<std::vector<std::string>> options(std::string_view text) override {
    const auto heaps = parse_heaps(text);
    OptionList out(text, budget_, memory_);  // a heap of 45 under 1+ has 2^44 options
    for (std::size_t i = 0; i < heaps.size(); ++i) {
      if (i > 0 && heaps[i] == heaps[i - 1]) continue;
      for_each_split(engine_.rules(), heaps[i], [&](const std::uint32_t* split, std::uint32_t count) {
        std::vector<std::uint32_t> next;
        next.reserve(heaps.size() + count);
        for (std::size_t j = 0; j < heaps.size(); ++j)
          if (j != i) next.push_back(heaps[j]);
        next.insert(next.end(), split, split + count);
        std::sort(next.begin(), next.end());
        out.add(print_heaps(next));
      });
    }
    return std::move(out).take();
  }

 private:
  // The nim-sum of the heaps' values, the sequence extended to the largest heap first.
  std::uint32_t value_of(const std::vector<std::uint32_t>& heaps) {
    const std::uint32_t largest = heaps.empty() ? 0 : heaps.back();
    if (largest >= engine_.values().size()) {
      Progress progress(fmt::format("sequence of {}: G(0..{})", engine_.rules().id(), largest), std::uint64_t{largest} + 1, "values");
      engine_.extend_to(largest, [&](std::uint64_t done) { progress.update(done); });
    }
    std::uint32_t g = 0;
    for (auto h : heaps) g ^= engine_.values()[h];
    return g;
  }
  SequenceEngine engine_;
  std::uint64_t budget_ = 0, memory_ = kDefaultSolveMemory;
};

constexpr const char* kHeapBound = "the largest heap (order: largest heap, then the other; at most two heaps)";
constexpr std::uint64_t kHeapHuntDefault = 200;  // 20,301 positions

GameEntry member_entry(const HeapRules& r, std::string title) {
  GameEntry g;
  g.id = r.id();
  g.title = std::move(title);
  g.syntax = "heap sizes separated by commas, any order: 70,71,1 (the nim-sum of the heaps' values)";
  g.session = [r] { return std::make_unique<HeapSession>(r); };
  g.sequence = [r] { return heap_sequence(r); };
  g.heap_options = quotient_options(r);
  // Hunts and claim files list the positions of at most two heaps as ListedHeaps (domains.hpp)
  // walks them; two heaps of up to 3,000 tokens are 4.5 million positions.
  g.explorer = explorer_of<ListedHeaps, std::vector<std::uint32_t>>(
      ListedHeaps{g.id, {}},
      {kHeapBound, kHeapHuntDefault, 3000, "heap game hunt bound at most 3000 (the largest heap of one or two heaps)",
       // One to three heaps of up to 1000 tokens, shrinking toward fewer and smaller heaps.
       [] {
         return rc::gen::map(rc::gen::container<std::vector<std::uint32_t>>(rc::gen::inRange<std::uint32_t>(1, 1001)),
                             [](std::vector<std::uint32_t> h) {
                               if (h.size() > 3) h.resize(3);
                               std::sort(h.begin(), h.end());
                               return h;
                             });
       },
       [](std::string_view text) { return parse_heaps(text); },
       [](const std::vector<std::uint32_t>& h) {
         std::int64_t tokens = 0;
         for (auto x : h) tokens += x;
         return Fields{{"heaps", std::vector<std::int64_t>(h.begin(), h.end())},
                       {"n", tokens},
                       {"k", static_cast<std::int64_t>(h.size())},
                       {"largest", static_cast<std::int64_t>(h.empty() ? 0 : h.back())}};
       },
       ListedHeaps::shape_fields(), {}, print_heaps});
  g.normalize = [](std::string_view text) { return print_heaps(parse_heaps(text)); };
  return g;
}

}  // namespace

std::unique_ptr<SolveSession> misere_heap_session(const std::string& game) {
  return misere_session(member_entry(parse_heap_game(game), game));
}

}  // namespace heap_games

void register_game_heap_games(GameCatalog& r) {
  using namespace heap_games;
  GameFamily tb;
  tb.id = "take-and-break";
  tb.parameter = "CODE";
  tb.title = "Take-and-break games by code d0.d1d2...: digit dk (0-9, A-F) lets a move take k tokens and leave 0 "
             "(bit 1), 1 (bit 2), 2 (bit 4) or 3 (bit 8) nonempty heaps; 0.77 Kayles, 0.07 Dawson's Kayles, 4.7; "
             "CGSuite's generalized codes too: 4!.0 Grundy's game, 0.[3] Nim, {2+}=.0";
  tb.syntax = "take-and-break:CODE, then heap sizes separated by commas: 70,71,1";
  tb.bound_meaning = fmt::format("{}; hunt default {}", kHeapBound, kHeapHuntDefault);
  tb.member = [](std::string_view code) {
    return member_entry(parse_take_and_break(code), "take-and-break game " + parse_take_and_break(code).id().substr(15));
  };
  r.add(std::move(tb));

  GameFamily sub;
  sub.id = "subtraction";
  sub.parameter = "S";
  sub.title = "Subtraction games: take s tokens from a heap, s in the finite set S (subtraction:1,3,4), or any "
              "positive number not in S (subtraction:all-but:1,3,4)";
  sub.syntax = "subtraction:S or subtraction:all-but:S, then heap sizes separated by commas: 5,9";
  sub.bound_meaning = fmt::format("{}; hunt default {}", kHeapBound, kHeapHuntDefault);
  sub.member = [](std::string_view spec) {
    const HeapRules rules = parse_subtraction(spec);
    return member_entry(rules, rules.family == Family::subtraction ? "subtraction game " + rules.id().substr(12)
                                                                   : "all-but subtraction game " + rules.id().substr(20));
  };
  r.add(std::move(sub));

  GameFamily spawning;
  spawning.id = "spawning";
  spawning.parameter = "CODE";
  spawning.title = "Spawning games, the heap form of Winning Ways' coin-turning games, by CGSuite's turning code: "
                   "1-2 Turning Turtles, 1-3 Mock Turtles, 1+ Motley, 1+C Ruler, 3E Turnips, 4FS Grunt";
  spawning.syntax = "spawning:CODE, then heap sizes (the heads' places, from 1 at the left) separated by commas: 3,5";
  spawning.bound_meaning = fmt::format("{}; hunt default {}", kHeapBound, kHeapHuntDefault);
  spawning.member = [](std::string_view code) {
    const HeapRules rules = parse_spawning(code);
    return member_entry(rules, "spawning game " + rules.spawning->code);
  };
  r.add(std::move(spawning));
  register_turning(r);

  r.add(member_entry(grundys_game(), "Grundy's game: split a heap into two nonempty heaps of different sizes"));
}

}  // namespace cgcheck
