#pragma once
// Short partizan games, knowing no ruleset. Every literal game {G^L | G^R} lives in one arena and is
// named by an id; option sets are kept sorted and deduplicated, so identical literal forms (the
// paper's ≅) share one id and ≅ is id equality. On top: negation, disjunctive sum, comparison
// (memoized), outcome classes, canonical form, misère outcome, the literal dicotic test, numbers.
#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/flat_map.hpp"
#include "core/error.hpp"
#include "core/outcome.hpp"

namespace cgcheck::cgt {

using GameId = std::uint32_t;

// The arena's work budget ran out (set_budget): the input is too large for the limit, or a caller
// that tries a computation on a budget moves on to another way.
struct OverBudget : InputError {
  using InputError::InputError;
};

class Arena {
 public:
  Arena();

  // The literal game {L | R} (option order and repeats do not matter).
  GameId make(std::vector<GameId> left, std::vector<GameId> right);
  // The options of the literal game. An integer larger than kEagerInteger in size is made without
  // the chain of literal forms below it (1823437481924, a value of CGSuite's tests, would be that
  // many games): its one option is made when first asked for, so these are not const. The number
  // code never asks: comparisons, sums, negation, stops and printing read the number's value.
  const std::vector<GameId>& left(GameId g) {
    if (unmade(g)) make_options(g);
    return nodes_[g].left;
  }
  const std::vector<GameId>& right(GameId g) {
    if (unmade(g)) make_options(g);
    return nodes_[g].right;
  }
  std::size_t size() const { return nodes_.size(); }

  // ---- constructors with the paper's literal forms (Definitions 6, 8, 9) ----
  GameId zero() const { return 0; }
  // Integers up to this size are made as their chain of literal forms; larger ones as one game
  // whose option is made on demand (left(), right()).
  static constexpr std::int64_t kEagerInteger = 256;
  GameId integer(std::int64_t n);   // n ≅ {n-1 | }, -n ≅ -(n); |n| < 2^62 (Dyadic's range)
  GameId number(const Dyadic& x);   // m/2^k ≅ {(m-1)/2^k | (m+1)/2^k}, -x ≅ -(x)
  GameId star();                    // {0 | 0}
  GameId nimber(std::uint32_t k);   // *k ≅ {0,*,...,*(k-1) | same}
  GameId up();                      // ↑ ≅ {0 | *}
  // ↑^k ≅ {0 | * - Σ_{i<k} ↑^i} (Definition 9), the right option being the literal disjunctive sum
  // * + (-↑) + ... + (-↑^{k-1}) of these literal forms. Literal sums grow fast: k <= 6.
  GameId up_nth_literal(std::uint32_t k);
  // Canonical ↑^k (any k): the canonical form of Definition 9's game.
  GameId up_nth(std::uint32_t k);
  GameId multiple(GameId g, std::int64_t n);  // canonical n·g (negative n: |n|·(-g))

  // ---- operations ----
  GameId neg(GameId g);             // literal -G = {-G^R | -G^L}
  GameId sum(GameId g, GameId h);   // literal disjunctive sum
  GameId add(GameId g, GameId h);   // canonical form of g + h (inputs need not be canonical)
  GameId canon(GameId g);           // canonical form
  bool le(GameId g, GameId h);      // g <= h
  bool ge(GameId g, GameId h) { return le(h, g); }
  bool eq(GameId g, GameId h) { return le(g, h) && le(h, g); }
  bool lt(GameId g, GameId h) { return le(g, h) && !le(h, g); }
  bool fuzzy(GameId g, GameId h) { return !le(g, h) && !le(h, g); }
  Outcome outcome(GameId g);         // normal play: L (g>0), R (g<0), P (g=0), N (g||0)
  Outcome misere_outcome(GameId g);  // misère play, by direct recursion over options
  bool dicotic(GameId g);            // literal: 0, or both option sets non-empty and dicotic
  bool is_number(GameId g);          // equal to some dyadic rational
  std::optional<Dyadic> number_value(GameId g);
  std::uint64_t birthday(GameId g);  // of the literal form
  // Operations that walk a literal form through every follower (misère outcomes, ordinal,
  // conjunctive and selective sums) recurse once a level: a form deeper than this (an integer
  // past 16,384, the bound typed numbers had while every integer was its chain) is refused with
  // one line naming `what`, instead of overflowing the stack.
  static constexpr std::uint64_t kMaxWalk = 16384;
  void check_walk(std::uint64_t depth, std::string_view what) const;

  // Left and right stops of a canonical game (the number reached when play ends in a number).
  Dyadic left_stop(GameId canonical);
  Dyadic right_stop(GameId canonical);

  // Work limit for interactive use: each call of make() and le() is one step (memoized or not: with
  // memo tables of gigabytes a lookup costs as much as a computation); past `steps` steps since the
  // last call, the running operation throws InputError. Memo tables stay consistent (an entry is
  // recorded only once complete), so the arena remains usable. No limit by default.
  void set_budget(std::uint64_t steps) {
    budget_ = steps;
    spent_ = 0;
  }
  // Memory limit of the arena (its games, option lists and memo tables, counted as they grow): past
  // it the running operation throws InputError, as past the work budget. Checked, with Ctrl-C
  // (Interrupted), every kPollEvery steps, so a value that outgrows the limit is refused at about
  // the limit and an interrupt is seen within milliseconds. No limit by default.
  void set_memory_limit(std::uint64_t bytes) { memory_limit_ = bytes; }
  std::uint64_t memory_limit() const { return memory_limit_; }
  std::uint64_t bytes() const;

  // Steps spent since the last set_budget.
  std::uint64_t spent() const { return spent_; }

  // Runs f() with at most `steps` steps of its own (and within what is left of the budget, which the
  // steps f takes count against). False when f ran out of its own steps; running out of the outer
  // budget throws as usual. For callers that try a computation and have another way when it is
  // too large (the outcome search).
  template <class F>
  bool within(std::uint64_t steps, F&& f) {
    const std::uint64_t outer = budget_, spent = spent_;
    const bool outer_inner = inner_;
    const std::uint64_t left = outer - std::min(spent, outer);
    const bool own = steps < left;
    budget_ = own ? steps : left;
    spent_ = 0;
    // Running out of a within()'s budget, this one's or an enclosing one's, throws InnerBudget: no
    // message is formatted for a try that fails.
    inner_ = own || outer_inner;
    auto restore = [&] {
      budget_ = outer;
      spent_ = spent + spent_;
      inner_ = outer_inner;
    };
    try {
      f();
    } catch (const InnerBudget&) {
      restore();
      if (own) return false;
      throw;  // an enclosing within()'s budget ran out
    } catch (...) {
      restore();
      throw;
    }
    restore();
    return true;
  }

 private:
  static constexpr std::uint64_t kPollEvery = 4096;
  void spend() {
    if (++spent_ > budget_) over_budget();
    if ((++ticks_ % kPollEvery) == 0) poll();
  }
  void poll() const;
  [[noreturn]] void over_budget() const;

  struct Node {
    std::vector<GameId> left, right;
  };
  // A large integer whose option is not made yet: the only other game without options is 0.
  bool unmade(GameId g) const { return g != 0 && nodes_[g].left.empty() && nodes_[g].right.empty(); }
  void make_options(GameId g);
  GameId push_node(std::vector<GameId> left, std::vector<GameId> right);
  GameId simplify(std::vector<GameId> left, std::vector<GameId> right);  // options canonical
  bool canonical_is_number(GameId c);
  static std::uint64_t pair(GameId a, GameId b) { return (std::uint64_t{a} << 32) | b; }

  std::vector<Node> nodes_;
  // The literal games by their option sets: open addressing over ids, each slot the id and the
  // upper half of its hash (a probe that meets another game is rejected from the slot alone); the
  // option sets themselves are read from nodes_.
  std::vector<std::uint64_t> index_;
  std::size_t index_mask_ = 0;
  static std::uint64_t hash_of(const std::vector<GameId>& left, const std::vector<GameId>& right);
  void grow_index();
  FlatPairBoolMap le_;
  FlatMap<GameId, GameId> canon_, neg_;
  FlatMap<std::uint64_t, GameId> sum_, add_;
  FlatMap<GameId, std::uint8_t> misere_;  // bit0: Left-first wins, bit1: Right-first wins
  FlatMap<GameId, bool> dicotic_, number_;
  FlatMap<GameId, Dyadic> number_values_;  // of canonical numbers
  FlatMap<GameId, std::uint64_t> birthday_;
  FlatMap<GameId, Dyadic> left_stops_, right_stops_;
  std::unordered_map<std::int64_t, GameId> integers_;
  std::map<std::pair<std::int64_t, std::int32_t>, GameId> numbers_;  // non-integers
  std::vector<GameId> nimbers_, up_nth_, up_nth_literal_;
  std::uint64_t budget_ = UINT64_MAX, spent_ = 0;
  std::uint64_t ticks_ = 0, memory_limit_ = UINT64_MAX, option_bytes_ = 0, next_poll_bytes_ = 1 << 20;
  bool inner_ = false;  // the budget is a within()'s own
  struct InnerBudget {};
};

// CGSuite-style notation of g's value: 0, 3, -3/2, *, *3, ^, v, ^*, 1*, ^^, v3 (3 downs),
// 1/2^*2, and {a,b|c} (nested braces) for everything else.
std::string to_string(Arena& a, GameId g);

}  // namespace cgcheck::cgt
