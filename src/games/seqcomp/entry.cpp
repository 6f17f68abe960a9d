// The game's entry: `cgcheck solve` (canonical value and outcome of a chain), `hunt` (chains in the
// size order, random chains, named fields) and the parse/print round trip.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include "cgt/game.hpp"
#include "core/error.hpp"
#include "core/large_stack.hpp"
#include "runtime/domain_explorer.hpp"
#include "runtime/game_catalog.hpp"
#include "games/seqcomp/domains.hpp"
#include "games/seqcomp/seqcomp.hpp"

namespace cgcheck {

using namespace seqcomp;

namespace {
// The engine recurses over options, so its depth grows with the chain's birthday (at most the sum
// of the components' birthdays |n| and 1 for *: up to kMaxLength * kMaxInteger = 256,000 levels, a
// few hundred bytes each): an ordinary 8 MiB stack overflowed at 27 components of 1000. A chain
// past kInlineBirthday therefore runs on a stack sized for the largest chain parse_chain accepts,
// with room to spare for sanitizer builds' larger frames; smaller ones (nearly all: a thread per
// solve would slow hunts several times) run on the caller's stack, using well under 1 MiB of it.
constexpr std::size_t kSolveStack = std::size_t{1} << 30;
constexpr std::int64_t kInlineBirthday = 2000;
constexpr std::uint64_t kMovesPerStep = 4;

class SeqcompSession : public SolveSession {
 public:
  // misere: the misère outcome class (a player who cannot move wins) of the chain's literal game,
  // by direct recursion; no value (misère play has no canonical value here).
  explicit SeqcompSession(bool misere = false) : misere_(misere) {}
  Solved solve(std::string_view text) override {
    const Chain c = parse_chain(text);
    // The budget is the impartial solvers' (--max-moves, 2·10^8 by default: about half a minute).
    // One engine step (a comparison or a game built, mostly a hash lookup in tables of up to
    // gigabytes) measured about as costly as four moves of those solvers, and its memo entries keep
    // memory near 1.5 GB at the default budget.
    e_.a.set_budget(budget_ / kMovesPerStep);
    auto solve_chain = [&] {
      if (misere_) return Solved{print_chain(c), "", std::string(name(e_.a.misere_outcome(e_.c.chain(c))))};
      const GameId v = e_.value(c);
      return Solved{print_chain(c), cgt::to_string(e_.a, v), std::string(name(e_.a.outcome(v)))};
    };
    std::int64_t birthday = 0;
    for (const Token& t : c) birthday += t.star ? 1 : (t.n < 0 ? -t.n : t.n);
    return birthday <= kInlineBirthday ? solve_chain() : on_large_stack(kSolveStack, solve_chain);
  }
  void set_budget(std::uint64_t moves) override { budget_ = moves; }

 private:
  Engine e_;
  std::uint64_t budget_ = UINT64_MAX;
  bool misere_ = false;
};
}  // namespace

void register_game_seqcomp(GameCatalog& r) {
  GameEntry g;
  g.id = "seqcomp";
  g.title = "Sequential compound G1 → G2 → ... → Gn of integers and stars (Definition 11), partizan";
  g.syntax = "components left to right, separated by commas, each an integer (|n| <= 1000) or *: -1,1,*,-1 (empty = 0)";
  g.partizan = true;
  g.session = [] { return std::make_unique<SeqcompSession>(); };
  g.misere = [] { return std::make_unique<SeqcompSession>(true); };
  // Hunts and claim files list the chains as ListedChains (domains.hpp) walks them.
  g.explorer = explorer_of(
      ListedChains{},
      {"chain length (components over {-3..3, *}; order: length, then lexicographically in the alphabet order 0, *, "
       "1, -1, 2, -2, 3, -3)",
       5,  // 37,449 chains
       0, "", [] { return gen_chain(16); }, [](std::string_view text) { return parse_chain(text); },
       [](const Chain& c) {
         std::vector<std::int64_t> ints, stars;
         for (const Token& t : c) {
           ints.push_back(t.star ? 0 : t.n);
           stars.push_back(t.star ? 1 : 0);
         }
         return Fields{{"chain", print_chain(c)}, {"ints", ints}, {"stars", stars},
                       {"length", static_cast<std::int64_t>(c.size())}};
       },
       ListedChains::shape_fields()});
  g.normalize = [](std::string_view text) { return print_chain(parse_chain(text)); };
  r.add(std::move(g));
}

}  // namespace cgcheck
