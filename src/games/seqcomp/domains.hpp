#pragma once
// What seqcomp claims range over, as domains (the check kinds walk them): chains of integers and stars
// in the size order, walked in parallel with an engine per worker, then random chains; chains of ±1;
// and literal games of small birthday (games, pairs, triples), then random ones of birthday 3.
// Also the size order's enumeration and generator of chains, shared with the explorer.
#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <numeric>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>
#include <rapidcheck.h>

#include "cgt/generators.hpp"
#include "core/error.hpp"
#include "core/per_worker.hpp"
#include "games/seqcomp/seqcomp.hpp"
#include "runtime/game_entry.hpp"
#include "runtime/run_context.hpp"

namespace cgcheck::seqcomp {

using cgt::Tree;

inline void check_bound(std::uint64_t b, std::uint64_t max, const char* what) {
  checked_bound(b, 0, max, fmt::format("seqcomp {}", what));
}

// ---- chains ----
// The alphabet in the size order: 0, *, 1, -1, 2, -2, 3, -3 (the order shrinking moves toward).
constexpr int kAlphabet = 8;
inline Token token_of_code(int k) {
  if (k == 0) return num(0);
  if (k == 1) return star();
  const std::int64_t m = k / 2;
  return num(k % 2 == 0 ? m : -m);
}

// Every chain over the alphabet with min_len to max_len components, by length, then
// lexicographically in the alphabet order.
template <class Visit>
void for_each_chain(std::size_t max_len, Visit&& visit, std::size_t min_len = 0) {
  for (std::size_t len = min_len; len <= max_len; ++len) {
    std::vector<int> code(len, 0);
    for (;;) {
      Chain c;
      for (int k : code) c.push_back(token_of_code(k));
      visit(c);
      std::size_t i = len;
      while (i > 0 && code[i - 1] == kAlphabet - 1) code[--i] = 0;
      if (i == 0) break;
      ++code[i - 1];
    }
  }
}

inline std::uint64_t chains_upto(std::size_t max_len) {
  std::uint64_t n = 0, p = 1;
  for (std::size_t l = 0; l <= max_len; ++l, p *= kAlphabet) n += p;
  return n;
}

// Random chains of 0..max_len components, shrinking toward shorter chains and toward the front of
// the alphabet order.
inline rc::Gen<Chain> gen_chain(int max_len = 16) {
  return rc::gen::mapcat(rc::gen::inRange(0, max_len + 1), [](int n) {
    return rc::gen::map(rc::gen::container<std::vector<int>>(static_cast<std::size_t>(n), rc::gen::inRange(0, kAlphabet)),
                        [](const std::vector<int>& codes) {
                          Chain c;
                          for (int k : codes) c.push_back(token_of_code(k));
                          return c;
                        });
  });
}

// The engines of a walk: an engine's memo tables are not thread-safe, so a parallel walk keeps one
// per worker; worker 0 is the calling thread, whose engine the random phase then reuses.
struct Engines {
  std::shared_ptr<PerWorker<Engine>> workers;
  Engine& get() const { return workers->get([] { return std::make_unique<Engine>(); }); }
};
// The truth of a domain walked with the engines.
struct OnEngines {
  Engines truth(RunContext& ctx, std::uint64_t) const {
    return {std::make_shared<PerWorker<Engine>>(ctx.threads)};
  }
};

// The canonical value of `build(engine)` printed by an engine of its own. Printing a form in braces
// lists options in arena-id order, which depends on what the engine built before; a fresh engine
// makes the text depend on the position alone, so a mismatch reads the same whatever worker found it.
template <class Build>
std::string value_text(Build&& build) {
  Engine fresh;
  return cgt::to_string(fresh.a, build(fresh));
}

// A chain with its index in for_each_chain's order: the key of the parallel walk, so the minimal
// counterexample does not depend on the thread count.
struct IndexedChain {
  Chain chain;
  std::uint64_t index;
};

// Every chain of length <= bound (the bound counts components), in parallel, then random chains of
// length <= 16. A chain's value is built right to left, so chains with a common suffix share most
// of their subgames and chains with different last two components share almost none: one work
// item per last-two-codes pair (every length >= 2), plus one for lengths 0 and 1, keeps each
// worker's memo about as small as a share of the sequential one instead of a copy of it.
struct Chains : OnEngines {
  using Position = IndexedChain;
  static constexpr std::uint64_t A = kAlphabet;

  std::string range(std::uint64_t bound) const {
    return fmt::format("every chain over {{-3..3, *}} of length <= {} ({} chains)", bound, with_commas(chains_upto(bound)));
  }
  std::string print(const IndexedChain& ic) const { return print_chain(ic.chain); }
  std::uint64_t key(const IndexedChain& ic) const { return ic.index; }
  std::vector<std::uint64_t> items(std::uint64_t bound) const {
    check_bound(bound, 9, "chain length");
    std::vector<std::uint64_t> items(bound < 2 ? 1 : 1 + A * A);
    std::iota(items.begin(), items.end(), 0);
    return items;
  }
  // The chains each_in lists: lengths 0 and 1 in item 0, else A^(len-2) chains of each length >= 2.
  std::uint64_t item_positions(std::uint64_t bound, std::uint64_t item) const {
    if (item == 0) return bound >= 1 ? 1 + A : 1;
    std::uint64_t count = 0, of_len = 1;
    for (std::uint64_t len = 2; len <= bound; ++len, of_len *= A) count += of_len;
    return count;
  }
  template <class Visit>
  void each_in(std::uint64_t bound, std::uint64_t item, Visit&& visit) const {
    auto emit = [&](const std::vector<int>& code, std::uint64_t index) {
      IndexedChain ic{{}, index};
      for (int k : code) ic.chain.push_back(token_of_code(k));
      visit(ic);
    };
    if (item == 0) {  // lengths 0 and 1
      emit({}, 0);
      if (bound >= 1)
        for (int k = 0; k < kAlphabet; ++k) emit({k}, 1 + static_cast<std::uint64_t>(k));
      return;
    }
    const std::uint64_t suffix = item - 1;
    std::uint64_t first = 1 + A, of_len = A * A;  // index of the first chain of length len; their number
    for (std::size_t len = 2; len <= bound; first += of_len, ++len, of_len *= A) {
      // The chains of this length ending in `suffix`, in for_each_chain's order.
      std::vector<int> code(len, 0);
      code[len - 2] = static_cast<int>(suffix / A);
      code[len - 1] = static_cast<int>(suffix % A);
      for (std::uint64_t prefix = 0;; ++prefix) {
        emit(code, first + prefix * A * A + suffix);
        std::size_t j = len - 2;
        while (j > 0 && code[j - 1] == kAlphabet - 1) code[--j] = 0;
        if (j == 0) break;
        ++code[j - 1];
      }
    }
  }
  rc::Gen<IndexedChain> random() const {
    return rc::gen::map(gen_chain(16), [](Chain c) { return IndexedChain{std::move(c), 0}; });
  }
  std::string random_range() const { return "random chains over {-3..3, *} of length <= 16"; }
  std::uint64_t random_cases() const { return 1000; }
};

// Every chain of length <= bound in Chains' order (for_each_chain: by length, then
// lexicographically in the alphabet order), one after the other: what `hunt` and claim files list,
// the shape field `length` fixing the length. Partizan: no Grundy table; the engine answers.
struct ListedChains {
  using Position = Chain;
  static constexpr std::uint64_t kMaxLength = 9;  // 8^9 chains
  std::optional<std::uint64_t> length;

  static const std::vector<ShapeField>& shape_fields() {
    static const std::vector<ShapeField> fields = {{"length", "components of the chain"}};
    return fields;
  }
  std::optional<ListedChains> narrowed(std::uint64_t bound, const Shape& shape) const {
    std::int64_t lo = 0, hi = static_cast<std::int64_t>(std::min<std::uint64_t>(bound, INT64_MAX));
    if (!narrow(shape, "length", lo, hi)) return std::nullopt;
    ListedChains d = *this;
    if (lo == hi) d.length = static_cast<std::uint64_t>(lo);
    return d;
  }
  std::string print(const Chain& c) const { return print_chain(c); }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    const std::uint64_t hi = length.value_or(bound);
    if (hi > kMaxLength) throw InputError("seqcomp hunt chains at most 9 components long (8^9 chains)");
    for_each_chain(static_cast<std::size_t>(hi), visit, static_cast<std::size_t>(length.value_or(0)));
  }
};

// Every chain of ±1 of length 1..bound, in the size order.
struct PmChains : OnEngines {
  using Position = Chain;
  std::string range(std::uint64_t bound) const { return fmt::format("every chain of ±1 of length <= {}", bound); }
  std::string describe() const { return "every chain of ±1 of length <= bound"; }
  std::string print(const Chain& c) const { return print_chain(c); }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    check_bound(bound, 20, "length");
    for (std::uint64_t len = 1; len <= bound; ++len)
      for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << len); ++mask) {
        Chain c;
        for (std::uint64_t i = 0; i < len; ++i) c.push_back(num((mask >> (len - 1 - i)) & 1 ? -1 : 1));
        visit(c);
      }
  }
};

// ---- literal games ----
// The literal form of a game, printed (to show which literal form a counterexample used).
inline std::string literal(Arena& a, GameId g) {
  if (a.left(g).empty() && a.right(g).empty()) return "0";
  std::vector<std::string> l, r;
  for (GameId x : a.left(g)) l.push_back(literal(a, x));
  for (GameId x : a.right(g)) r.push_back(literal(a, x));
  return fmt::format("{{{}|{}}}", fmt::join(l, ","), fmt::join(r, ","));
}

// Bound 0..2: every literal game of birthday <= bound (1, 5, 256 games); bound 3: the 1,474 canonical
// forms born by day 3 (literal forms of birthday 3 are astronomically many; canonical forms are
// literal forms too, one per value, so a claim about every literal game is checked on a subset).
struct LiteralGames {
  Engine* e = nullptr;
  std::vector<GameId> all;
  std::uint64_t day = 0;
  void bind(Engine& engine, std::uint64_t b) {
    check_bound(b, 3, "birthday");
    e = &engine;
    day = b;
    all = b <= 2 ? cgt::all_games(e->a, static_cast<int>(b)) : cgt::canonical_games(e->a, static_cast<int>(b));
  }
  // The games of each bound, in the report's words.
  static std::string set_words() {
    return "the games of the bound (bound 2: every literal game of birthday <= 2, 256 games; bound 3: the 1,474 "
           "canonical forms born by day 3, since literal forms of birthday 3 are astronomically many)";
  }
  // "literal games of birthday <= 2" or "canonical forms born by day 3", for range texts.
  std::string kind() const {
    return day <= 2 ? fmt::format("literal games of birthday <= {}", day) : "canonical forms born by day 3";
  }
  std::vector<GameId> dicotic_ones() const {
    std::vector<GameId> out;
    for (GameId g : all)
      if (e->a.dicotic(g)) out.push_back(g);
    return out;
  }
  GameId build(const Tree& t) const { return cgt::build(e->a, t); }
  std::string lit(GameId g) const { return literal(e->a, g); }
};

// Every literal game (or every dicotic one) of birthday <= bound, then 500 random ones of birthday <= 3.
struct Games : LiteralGames {
  using Position = GameId;
  bool dicotic = false;
  std::vector<GameId> games;
  std::string describe() const {
    const char* d = dicotic ? "dicotic " : "";
    return fmt::format("every {}one of {}, then random {}literal games of birthday <= 3", d, set_words(), d);
  }
  void bind(Engine& engine, std::uint64_t b) {
    LiteralGames::bind(engine, b);
    games = dicotic ? dicotic_ones() : all;
  }
  std::string range(std::uint64_t) const {
    return fmt::format("every {}one of the {} ({} games)", dicotic ? "dicotic " : "", kind(), games.size());
  }
  std::string print(GameId g) const { return lit(g); }
  template <class Visit>
  void each(RunContext&, std::uint64_t, Visit&& visit) const {
    for (GameId g : games) visit(g);
  }
  rc::Gen<GameId> random() const {
    return rc::gen::map(dicotic ? cgt::gen_dicotic(3) : cgt::gen_game(3), [this](const Tree& t) { return build(t); });
  }
  std::string random_range() const {
    return fmt::format("random {}literal games of birthday <= 3", dicotic ? "dicotic " : "");
  }
  std::uint64_t random_cases() const { return 500; }
};

// Every pair (G, H) of literal games of birthday <= bound, ordered by the later of the two in the
// games' size order; then 300 random pairs of birthday <= 3.
struct Pairs : LiteralGames {
  using Position = std::pair<GameId, GameId>;
  std::string describe() const {
    return "pairs (G, H) of " + set_words() + ", then random pairs of literal games of birthday <= 3";
  }
  std::string range(std::uint64_t) const {
    return fmt::format("every pair (G, H) of {} ({} pairs)", kind(), all.size() * all.size());
  }
  std::string print(const Position& p) const { return fmt::format("G = {}, H = {}", lit(p.first), lit(p.second)); }
  template <class Visit>
  void each(RunContext&, std::uint64_t, Visit&& visit) const {
    for (std::size_t m = 0; m < all.size(); ++m) {
      for (std::size_t i = 0; i < m; ++i) visit(Position{all[i], all[m]});
      for (std::size_t j = 0; j <= m; ++j) visit(Position{all[m], all[j]});
    }
  }
  rc::Gen<Position> random() const {
    return rc::gen::map(rc::gen::pair(cgt::gen_game(3), cgt::gen_game(3)),
                        [this](const std::pair<Tree, Tree>& t) { return Position{build(t.first), build(t.second)}; });
  }
  std::string random_range() const { return "random pairs of literal games of birthday <= 3"; }
  std::uint64_t random_cases() const { return 300; }
};

// Triples of literal games, the last varying fastest; then 300 random triples of birthday <= 3.
// ghh: G dicotic, H and H' of birthday <= bound; ghj: G and H of birthday <= bound, J <= 1.
struct Triples : LiteralGames {
  using Position = std::array<GameId, 3>;
  bool ghh = true;
  std::vector<GameId> gs, js;
  std::string describe() const {
    if (!ghh)
      return "triples: G, H every one of " + set_words() + ", J every game of birthday <= 1; then random triples of "
             "birthday <= 3";
    return "G every dicotic game and H, H' every game, among " + set_words() +
           " (10 dicotic at bound 2); then random (G dicotic of birthday <= 3, H, H' of birthday <= 3)";
  }
  void bind(Engine& engine, std::uint64_t b) {
    LiteralGames::bind(engine, b);
    gs = ghh ? dicotic_ones() : all;
    js = ghh ? all : cgt::all_games(e->a, 1);
  }
  std::string range(std::uint64_t) const {
    const auto n = gs.size() * all.size() * js.size();
    if (!ghh) return fmt::format("G, H {}, J of birthday <= 1 ({} triples)", kind(), n);
    return fmt::format("G dicotic ({}), H, H' {} ({} triples)", gs.size(), kind(), n);
  }
  std::string print(const Position& t) const {
    return fmt::format("G = {}, H = {}, {} = {}", lit(t[0]), lit(t[1]), ghh ? "H'" : "J", lit(t[2]));
  }
  template <class Visit>
  void each(RunContext&, std::uint64_t, Visit&& visit) const {
    for (GameId g : gs)
      for (GameId h : all)
        for (GameId j : js) visit(Position{g, h, j});
  }
  rc::Gen<Position> random() const {
    return rc::gen::map(rc::gen::tuple(ghh ? cgt::gen_dicotic(3) : cgt::gen_game(3), cgt::gen_game(3), cgt::gen_game(3)),
                        [this](const std::tuple<Tree, Tree, Tree>& t) {
                          return Position{build(std::get<0>(t)), build(std::get<1>(t)), build(std::get<2>(t))};
                        });
  }
  std::string random_range() const { return "random triples of birthday <= 3"; }
  std::uint64_t random_cases() const { return 300; }
};

inline Games dicotic_games() {
  Games d;
  d.dicotic = true;
  return d;
}
inline Triples ghh_triples() { return {}; }
inline Triples ghj_triples() {
  Triples t;
  t.ghh = false;
  return t;
}

}  // namespace cgcheck::seqcomp
