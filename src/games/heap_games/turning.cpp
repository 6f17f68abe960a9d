// Coin-turning games (`turning:CODE`, Winning Ways ch. 14; CGSuite's game.strip.Turning): a row of
// coins, heads `h` or tails `t`; a move turns over the coins a_1 < ... < a_k that the turning code
// allows, the rightmost a_k from heads to tails. Under normal play a row is the sum of heaps a for
// its heads (the spawning game of the same code), so its nim value is the nim-sum of the spawning
// game's values at the heads' places (counted from 1 at the left), as CGSuite computes it; the
// options (for certificates and misère play) turn the coins themselves.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "core/error.hpp"
#include "core/progress.hpp"
#include "games/heap_games/rules.hpp"
#include "games/heap_games/sequence.hpp"
#include "games/heap_games/turning.hpp"
#include "core/memo_solver.hpp"
#include "runtime/domain_explorer.hpp"
#include "runtime/game_catalog.hpp"
#include "runtime/option_list.hpp"

namespace cgcheck::heap_games {

namespace {

constexpr std::size_t kMaxCoins = 100'000;

// The coins, true for heads; refused unless every character is h or t (either case).
std::vector<bool> parse_coins(std::string_view text) {
  if (text.size() > kMaxCoins) throw InputError(fmt::format("{} coins (at most {})", text.size(), kMaxCoins));
  std::vector<bool> coins;
  for (const char ch : text) {
    if (ch == 'h' || ch == 'H') coins.push_back(true);
    else if (ch == 't' || ch == 'T') coins.push_back(false);
    else throw InputError(fmt::format("'{}' is not a coin: write the row as h (heads) and t (tails), e.g. htthth", ch));
  }
  return coins;
}

std::string print_coins(const std::vector<bool>& coins) {
  std::string s;
  for (const bool h : coins) s += h ? 'h' : 't';
  return s;
}

class TurningSession : public SolveSession {
 public:
  explicit TurningSession(HeapRules r) : engine_(std::move(r)) {}
  void set_budget(std::uint64_t moves) override {
    engine_.set_budget(moves);
    budget_ = moves;
  }
  void set_memory_limit(std::uint64_t bytes) override { memory_ = bytes; }
  Solved solve(std::string_view text) override {
    const auto coins = parse_coins(text);
    const std::uint32_t g = value_of(coins);
    return {print_coins(coins), fmt::format("{}", g), g == 0 ? "P" : "N"};
  }
  std::uint32_t grundy(std::string_view text) override { return value_of(parse_coins(text)); }
  // Each heads coin a_k turned to tails with the coins a spawning option of heap a_k names.
  std::optional<std::vector<std::string>> options(std::string_view text) override {
    const auto coins = parse_coins(text);
    OptionList out(text, budget_, memory_);  // 42 heads under 1+ have 2^41 options
    for (std::uint32_t n = 1; n <= coins.size(); ++n) {
      if (!coins[n - 1]) continue;
      for_each_split(engine_.rules(), n, [&](const std::uint32_t* turned, std::uint32_t count) {
        auto next = coins;
        next[n - 1] = false;
        for (std::uint32_t i = 0; i < count; ++i) next[turned[i] - 1] = !next[turned[i] - 1];
        out.add(print_coins(next));
      });
    }
    return std::move(out).take();
  }

 private:
  std::uint32_t value_of(const std::vector<bool>& coins) {
    if (coins.size() >= engine_.values().size()) {
      Progress progress(fmt::format("sequence of {}: G(0..{})", engine_.rules().id(), coins.size()), coins.size() + 1, "values");
      engine_.extend_to(coins.size(), [&](std::uint64_t done) { progress.update(done); });
    }
    std::uint32_t g = 0;
    for (std::size_t i = 0; i < coins.size(); ++i)
      if (coins[i]) g ^= engine_.values()[i + 1];
    return g;
  }
  SequenceEngine engine_;
  std::uint64_t budget_ = 0, memory_ = kDefaultSolveMemory;
};

// Every row of at most `bound` coins: by length, then as binary numbers with t = 0 read from the
// left (tt < th < ht < hh), the empty row first. 2^(bound+1) - 1 rows: what `hunt` and claim files
// list of a coin-turning game.
constexpr std::uint64_t kMaxListedCoins = 20;
struct Rows {
  using Position = std::vector<bool>;  // true: heads
  std::string print(const Position& coins) const { return print_coins(coins); }
  std::optional<Rows> narrowed(std::uint64_t bound, const Shape&) const {
    if (bound > kMaxListedCoins)
      throw InputError(fmt::format("turning games list rows of at most {} coins ({} asked)", kMaxListedCoins, bound));
    return *this;
  }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    Position row;
    for (std::uint64_t len = 0; len <= bound; ++len)
      for (std::uint64_t bits = 0; bits < (std::uint64_t{1} << len); ++bits) {
        row.assign(len, false);
        for (std::uint64_t i = 0; i < len; ++i) row[i] = (bits >> (len - 1 - i) & 1) != 0;
        visit(static_cast<const Position&>(row));
      }
  }
};

GameEntry turning_entry(std::string_view code) {
  const HeapRules r = parse_spawning(code);
  GameEntry g;
  g.id = "turning:" + r.spawning->code;
  g.title = "coin-turning game " + r.spawning->code;
  g.syntax = "a row of coins, h (heads) and t (tails): htthth";
  g.session = [r] { return std::make_unique<TurningSession>(r); };
  g.explorer = explorer_of(
      Rows{},
      {"coins in the row (order: length, then the row read as a binary number, t = 0)", 12, 0, "",
       [] {
         return rc::gen::map(rc::gen::container<std::vector<bool>>(rc::gen::arbitrary<bool>()), [](std::vector<bool> c) {
           if (c.size() > 40) c.resize(40);
           return c;
         });
       },
       [](std::string_view text) { return parse_coins(text); },
       [](const std::vector<bool>& coins) {
         std::vector<std::int64_t> heads;
         for (std::size_t i = 0; i < coins.size(); ++i)
           if (coins[i]) heads.push_back(static_cast<std::int64_t>(i + 1));
         return Fields{{"coins", print_coins(coins)},
                       {"n", static_cast<std::int64_t>(coins.size())},
                       {"heads", heads},
                       {"k", static_cast<std::int64_t>(heads.size())}};
       }});
  g.normalize = [](std::string_view text) { return print_coins(parse_coins(text)); };
  return g;
}

}  // namespace

void register_turning(GameCatalog& r) {
  GameFamily turning;
  turning.id = "turning";
  turning.parameter = "CODE";
  turning.title = "Coin-turning games by CGSuite's turning code: turn the coins the code allows, the rightmost from "
                  "heads to tails; 1-2 Turning Turtles, 1-3 Mock Turtles, 1+C Ruler, 3E Turnips, 4FS Grunt";
  turning.syntax = "turning:CODE, then a row of coins, h and t: htthth";
  turning.bound_meaning = "coins in the row (order: length, then the row read as a binary number, t = 0)";
  turning.member = [](std::string_view code) { return turning_entry(code); };
  r.add(std::move(turning));
}

}  // namespace cgcheck::heap_games
