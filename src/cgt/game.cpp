#include "cgt/game.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>

#include <fmt/core.h>

#include "core/error.hpp"
#include "core/progress.hpp"

namespace cgcheck::cgt {

namespace {
Int128 floor_shift(Int128 v, int s) { return v >= 0 ? (v >> s) : -((-v + ((Int128{1} << s) - 1)) >> s); }
Int128 ceil_shift(Int128 v, int s) { return v >= 0 ? ((v + ((Int128{1} << s) - 1)) >> s) : -((-v) >> s); }
}  // namespace

Dyadic simplest_between(const Dyadic* lo, const Dyadic* hi) {
  // 0 if it fits; else the integer closest to 0; else the dyadic of smallest denominator.
  const bool zero_between = (!lo || *lo < Dyadic{}) && (!hi || *hi > Dyadic{});
  if (zero_between) return Dyadic{};
  if (!hi) return Dyadic::integer(floor_shift(lo->num, lo->exp) + 1);
  if (!lo) return Dyadic::integer(ceil_shift(hi->num, hi->exp) - 1);
  for (std::int32_t e = 0; e <= Dyadic::kMaxExp; ++e) {
    // m/2^e strictly between: floor(lo·2^e) + 1 <= m <= ceil(hi·2^e) - 1.
    const Int128 ln = static_cast<Int128>(lo->num) << (e > lo->exp ? e - lo->exp : 0);
    const Int128 hn = static_cast<Int128>(hi->num) << (e > hi->exp ? e - hi->exp : 0);
    const Int128 mlo = floor_shift(ln, lo->exp > e ? lo->exp - e : 0) + 1;
    const Int128 mhi = ceil_shift(hn, hi->exp > e ? hi->exp - e : 0) - 1;
    if (mlo <= mhi) {
      const Int128 m = mlo > 0 ? mlo : mhi;  // 0 is not between here, so both share a sign
      return Dyadic::make(m, e);
    }
  }
  // Both bounds are representable yet nothing with a denominator up to 2^62 lies between them: the
  // value exists but is beyond the range of Dyadic, so the input is too large, not an internal fault.
  Dyadic::out_of_range();
}

std::uint64_t Arena::bytes() const {
  std::uint64_t b = nodes_.capacity() * sizeof(Node) + option_bytes_ + index_.capacity() * sizeof(index_[0]);
  b += le_.bytes() + canon_.bytes() + neg_.bytes() + sum_.bytes() + add_.bytes() + misere_.bytes() + dicotic_.bytes() +
       number_.bytes() + number_values_.bytes() + birthday_.bytes() + left_stops_.bytes() + right_stops_.bytes();
  // Node-based containers: about three words of bookkeeping an entry beside the entry itself.
  b += integers_.size() * (sizeof(std::pair<std::int64_t, GameId>) + 24) +
       numbers_.size() * (sizeof(std::pair<std::pair<std::int64_t, std::int32_t>, GameId>) + 32);
  return b + (nimbers_.capacity() + up_nth_.capacity() + up_nth_literal_.capacity()) * sizeof(GameId);
}

void Arena::poll() const {
  poll_interrupt();
  // bytes() counts the arena's arrays as they are; each grows by doubling, when the old copy and the
  // new one are both held for a moment: the largest of them is kept free for that (with the count
  // alone, a 218 KB typed value peaked at 433 MB under a limit of 256 MiB).
  if (memory_limit_ == UINT64_MAX) return;
  const std::uint64_t largest =
      std::max({le_.bytes(), canon_.bytes(), add_.bytes(), sum_.bytes(), neg_.bytes(),
                static_cast<std::uint64_t>(nodes_.capacity() * sizeof(Node)), static_cast<std::uint64_t>(index_.capacity() * sizeof(index_[0]))});
  if (bytes() + 2 * largest > memory_limit_)
    throw OverBudget(fmt::format("too large to solve within the memory limit ({:.2f} GiB of game values)",
                                 static_cast<double>(memory_limit_) / 1073741824.0));
}

void Arena::over_budget() const {
  if (inner_) throw InnerBudget{};
  throw OverBudget(fmt::format("too large to solve within the work budget ({} steps of the game engine)", budget_));
}

std::uint64_t Arena::hash_of(const std::vector<GameId>& left, const std::vector<GameId>& right) {
  std::uint64_t h = 1469598103934665603ull ^ left.size();
  for (const auto* side : {&left, &right})
    for (GameId x : *side) {
      h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
      h *= 1099511628211ull;
    }
  return h;
}

void Arena::grow_index() {
  // At most half full after the growth: large integers are made outside make() (integer(),
  // make_options()), so the games may have passed more than one doubling since the last growth
  // (with one doubling the table could be too small to hold them: the probe below never ended).
  std::size_t n = index_.empty() ? 1024 : index_.size() * 2;
  while (n < (nodes_.size() + 1) * 2) n *= 2;
  index_.assign(n, UINT64_MAX);
  index_mask_ = n - 1;
  for (GameId id = 0; id < nodes_.size(); ++id) {
    if (unmade(id)) continue;  // a large integer, found by make() from its option, never by its own
    const std::uint64_t h = hash_of(nodes_[id].left, nodes_[id].right);
    std::size_t i = h & index_mask_;
    while (index_[i] != UINT64_MAX) i = (i + 1) & index_mask_;
    index_[i] = (h & 0xFFFFFFFF00000000ull) | id;
  }
}

Arena::Arena() {
  make({}, {});  // id 0 is the game 0
}

GameId Arena::make(std::vector<GameId> left, std::vector<GameId> right) {
  spend();
  std::sort(left.begin(), left.end());
  left.erase(std::unique(left.begin(), left.end()), left.end());
  std::sort(right.begin(), right.end());
  right.erase(std::unique(right.begin(), right.end()), right.end());
  // {n | } and { | -n} for an integer n of at least kEagerInteger in size are the integers n + 1 and
  // -n - 1, made by integer() outside the index (their options are made on demand): found here.
  if (left.size() + right.size() == 1) {
    const GameId o = left.empty() ? right[0] : left[0];
    if (const auto* v = number_values_.find(o); v && v->second.is_integer()) {
      const std::int64_t n = v->second.num;
      if (!left.empty() && n >= kEagerInteger) return integer(n + 1);
      if (left.empty() && n <= -kEagerInteger) return integer(n - 1);
    }
  }
  if ((nodes_.size() + 1) * 2 > index_.size()) grow_index();
  const std::uint64_t h = hash_of(left, right), tag = h & 0xFFFFFFFF00000000ull;
  std::size_t i = h & index_mask_;
  for (; index_[i] != UINT64_MAX; i = (i + 1) & index_mask_) {
    if ((index_[i] & 0xFFFFFFFF00000000ull) != tag) continue;
    const auto id = static_cast<GameId>(index_[i]);
    if (nodes_[id].left == left && nodes_[id].right == right) return id;
  }
  const GameId id = push_node(std::move(left), std::move(right));
  index_[i] = tag | id;
  return id;
}

GameId Arena::push_node(std::vector<GameId> left, std::vector<GameId> right) {
  // Ids stay below 2^31: the comparison table keeps its answer in the 32nd bit of the pair.
  if (nodes_.size() >= 0x7FFFFFF0u) throw InputError("game arena full (more than 2e9 games)");
  const auto id = static_cast<GameId>(nodes_.size());
  option_bytes_ += (left.capacity() + right.capacity()) * sizeof(GameId) + (left.empty() ? 0 : 16) + (right.empty() ? 0 : 16);
  // Few steps can hold much (*4000 is 4,000 games of 8 million options): every MiB of options is a
  // poll too, besides every kPollEvery steps.
  if (option_bytes_ >= next_poll_bytes_) {
    next_poll_bytes_ = option_bytes_ + (std::uint64_t{1} << 20);
    poll();
  }
  nodes_.push_back(Node{std::move(left), std::move(right)});
  return id;
}

void Arena::make_options(GameId g) {
  const std::int64_t n = number_values_.find(g)->second.num;
  const GameId o = integer(n > 0 ? n - 1 : n + 1);  // may add games: nodes_ is indexed after it
  (n > 0 ? nodes_[g].left : nodes_[g].right).push_back(o);
  option_bytes_ += sizeof(GameId) + 16;
}

GameId Arena::integer(std::int64_t n) {
  if (n == 0) return 0;
  if (auto it = integers_.find(n); it != integers_.end()) return it->second;
  if (n > kEagerInteger || n < -kEagerInteger) {
    // One game, its value known and its option made on demand (left(), right()); not in the index,
    // make() finds it from its option. Canonical and a number, as the chain's games below.
    const Dyadic value = Dyadic::integer(n);  // refuses |n| >= 2^62
    spend();
    const GameId g = push_node({}, {});
    integers_.emplace(n, g);
    canon_.emplace(g, g);
    number_.emplace(g, true);
    number_values_.emplace(g, value);
    // Misère play, where a player without a move wins: on n > 0 Right has no move, and Left's move
    // to n - 1 leaves Right without one too (or at 0), so Right wins whoever starts; -n likewise
    // for Left. Known here so misere_outcome() does not walk n's chain (the chain's small integers
    // are computed by that walk, and a test holds the two to the same answer).
    misere_.emplace(g, static_cast<std::uint8_t>(n > 0 ? 2 : 1));
    return g;
  }
  GameId g = 0;
  // Built upward from 0 (iteratively, so large n do not recurse deeply).
  const std::int64_t step = n > 0 ? 1 : -1;
  for (std::int64_t k = step;; k += step) {
    if (auto it = integers_.find(k); it != integers_.end()) {
      g = it->second;
    } else {
      g = n > 0 ? make({g}, {}) : make({}, {g});
      integers_.emplace(k, g);
      // Canonical, and a number, already: canon() and the number tests of a long chain must not walk
      // through it (the sum of 10,000 and ^ walked all 10,000 levels).
      canon_.emplace(g, g);
      number_.emplace(g, true);
      number_values_.emplace(g, Dyadic::integer(k));
    }
    if (k == n) break;
  }
  return g;
}

GameId Arena::number(const Dyadic& x0) {
  const Dyadic x = Dyadic::make(x0.num, x0.exp);
  if (x.is_integer()) return integer(x.num);
  if (auto it = numbers_.find({x.num, x.exp}); it != numbers_.end()) return it->second;
  // Memoized: each call makes two more, with denominators at most half as large.
  const GameId g = x.num < 0 ? neg(number(-x))
                             : make({number(Dyadic::make(x.num - 1, x.exp))}, {number(Dyadic::make(x.num + 1, x.exp))});
  numbers_.emplace(std::pair{x.num, x.exp}, g);
  canon_.emplace(g, g);  // the literal form of a dyadic is canonical (Definition 6), a number
  number_.emplace(g, true);
  number_values_.emplace(g, x);
  return g;
}

GameId Arena::star() { return make({0}, {0}); }

GameId Arena::nimber(std::uint32_t k) {
  while (nimbers_.size() <= k) {
    std::vector<GameId> opts(nimbers_.begin(), nimbers_.end());
    nimbers_.push_back(make(opts, opts));
  }
  return nimbers_[k];
}

GameId Arena::up() { return make({0}, {star()}); }

GameId Arena::up_nth_literal(std::uint32_t k) {
  if (k == 0) throw std::logic_error("up_nth_literal: k >= 1");
  if (k > 6) throw InputError("the literal form of up-k-th is built for k <= 6 only");
  while (up_nth_literal_.size() < k) {
    const auto i = static_cast<std::uint32_t>(up_nth_literal_.size()) + 1;  // building ↑^i
    GameId r = star();
    for (std::uint32_t j = 1; j < i; ++j) r = sum(r, neg(up_nth_literal_[j - 1]));
    up_nth_literal_.push_back(make({0}, {r}));
  }
  return up_nth_literal_[k - 1];
}

GameId Arena::up_nth(std::uint32_t k) {
  if (k == 0) throw std::logic_error("up_nth: k >= 1");
  while (up_nth_.size() < k) {
    const auto i = static_cast<std::uint32_t>(up_nth_.size()) + 1;
    GameId r = star();
    for (std::uint32_t j = 1; j < i; ++j) r = add(r, neg(up_nth_[j - 1]));
    up_nth_.push_back(canon(make({0}, {r})));
  }
  return up_nth_[k - 1];
}

GameId Arena::multiple(GameId g, std::int64_t n) {
  GameId unit = canon(n < 0 ? neg(g) : g);
  std::uint64_t m = n < 0 ? static_cast<std::uint64_t>(-n) : static_cast<std::uint64_t>(n);
  GameId acc = 0;
  while (m) {  // doubling; the canonical sums stay memoized
    if (m & 1) acc = add(acc, unit);
    m >>= 1;
    if (m) unit = add(unit, unit);
  }
  return acc;
}

GameId Arena::neg(GameId g) {
  if (g == 0) return 0;
  if (auto it = neg_.find(g); it != neg_.end()) return it->second;
  // A canonical integer is its literal chain, whose negative is the chain of -n: built without
  // recursing |n| levels through it (-12232 overflowed a small stack).
  if (const auto* v = number_values_.find(g); v && v->second.is_integer()) {
    const GameId n = integer(-v->second.num);
    neg_.emplace(g, n);
    neg_.emplace(n, g);
    return n;
  }
  std::vector<GameId> l, r;
  for (GameId x : right(g)) l.push_back(neg(x));
  for (GameId x : left(g)) r.push_back(neg(x));
  const GameId n = make(std::move(l), std::move(r));
  neg_.emplace(g, n);
  neg_.emplace(n, g);
  return n;
}

GameId Arena::sum(GameId g, GameId h) {
  if (g == 0) return h;
  if (h == 0) return g;
  if (g > h) std::swap(g, h);
  if (auto it = sum_.find(pair(g, h)); it != sum_.end()) return it->second;
  std::vector<GameId> l, r;
  for (GameId x : left(g)) l.push_back(sum(x, h));
  for (GameId x : left(h)) l.push_back(sum(g, x));
  for (GameId x : right(g)) r.push_back(sum(x, h));
  for (GameId x : right(h)) r.push_back(sum(g, x));
  const GameId s = make(std::move(l), std::move(r));
  sum_.emplace(pair(g, h), s);
  return s;
}

GameId Arena::add(GameId g, GameId h) {
  g = canon(g);
  h = canon(h);
  if (g == 0) return h;
  if (h == 0) return g;
  if (g > h) std::swap(g, h);
  if (auto it = add_.find(pair(g, h)); it != add_.end()) return it->second;
  const bool g_number = canonical_is_number(g), h_number = canonical_is_number(h);
  if (g_number != h_number) {
    // The number translation theorem: x + H = {H^L + x | H^R + x} when H is not a number, so the
    // recursion walks H's options only, as deep as H's birthday (through every follower of x it
    // went |x| deep: 4097 + ^ as a sum of canonical forms). simplify() makes it canonical.
    const GameId x = g_number ? g : h, k = g_number ? h : g;
    const std::vector<GameId> kl = left(k), kr = right(k);
    std::vector<GameId> l, r;
    for (GameId y : kl) l.push_back(add(y, x));
    for (GameId y : kr) r.push_back(add(y, x));
    const GameId s = simplify(std::move(l), std::move(r));
    add_.emplace(pair(g, h), s);
    return s;
  }
  if (g_number && h_number) {
    // Two numbers add as numbers: the recursion below would visit every pair of their options, a
    // table quadratic in their birthdays (30,000 + 30,000 would take 10^9 entries).
    const Dyadic x = *number_value(g), y = *number_value(h);
    const int e = std::max(x.exp, y.exp);
    const Int128 n = (static_cast<Int128>(x.num) << (e - x.exp)) + (static_cast<Int128>(y.num) << (e - y.exp));
    // A sum outside Dyadic's range is refused here (make throws) rather than built move by move.
    const GameId s = number(Dyadic::make(n, e));
    add_.emplace(pair(g, h), s);
    return s;
  }
  std::vector<GameId> l, r;
  for (GameId x : left(g)) l.push_back(add(x, h));
  for (GameId x : left(h)) l.push_back(add(g, x));
  for (GameId x : right(g)) r.push_back(add(x, h));
  for (GameId x : right(h)) r.push_back(add(g, x));
  const GameId s = simplify(std::move(l), std::move(r));
  add_.emplace(pair(g, h), s);
  return s;
}

bool Arena::le(GameId g, GameId h) {
  // G <= H iff no G^L >= H and no H^R <= G.
  if (g == h) return true;
  const std::uint64_t key = pair(g, h);
  spend();
  if (const int known = le_.find(key); known >= 0) return known == 1;
  // A number's options are never walked (through them a comparison went an integer's whole chain
  // of literal forms deep, |n| levels: a stack overflow at n = 12,232 under the sanitizers): two
  // known numbers compare as numbers, and a number against a canonical game that is not one uses
  // the number avoidance theorem (Right loses G - x moving first iff no G^R <= x, so G >= x iff no
  // G^R <= x; likewise G <= x iff no G^L >= x), which walks the game's options only.
  const auto* x = number_values_.find(g);
  const auto* y = number_values_.find(h);
  const bool g_number = x != nullptr, h_number = y != nullptr;  // the lookups are not used past here
  if (g_number || h_number) {
    std::optional<bool> known_result;
    if (g_number && h_number) {
      known_result = x->second <= y->second;
    } else {
      const GameId other = g_number ? h : g;
      const auto c = canon_.find(other);
      if (c != canon_.end() && c->second == other && !canonical_is_number(other)) {
        bool r = true;
        if (g_number) {
          for (GameId hr : std::vector<GameId>(right(h)))  // x <= H iff no H^R <= x
            if (le(hr, g)) {
              r = false;
              break;
            }
        } else {
          for (GameId gl : std::vector<GameId>(left(g)))  // G <= x iff no G^L >= x
            if (le(h, gl)) {
              r = false;
              break;
            }
        }
        known_result = r;
      }
    }
    if (known_result) {
      le_.emplace(key, *known_result);
      return *known_result;
    }
  }
  bool result = true;
  for (GameId gl : left(g))
    if (le(h, gl)) {
      result = false;
      break;
    }
  if (result)
    for (GameId hr : right(h))
      if (le(hr, g)) {
        result = false;
        break;
      }
  le_.emplace(key, result);
  return result;
}

GameId Arena::canon(GameId g) {
  if (auto it = canon_.find(g); it != canon_.end()) return it->second;
  std::vector<GameId> l, r;
  for (GameId x : left(g)) l.push_back(canon(x));
  for (GameId x : right(g)) r.push_back(canon(x));
  const GameId c = simplify(std::move(l), std::move(r));
  canon_.emplace(g, c);
  canon_.emplace(c, c);
  return c;
}

GameId Arena::simplify(std::vector<GameId> l, std::vector<GameId> r) {
  // Options are canonical, so equal options are identical ids. Remove dominated options, bypass
  // reversible ones (all at once: each bypass keeps the value, so the others stay reversible), and
  // repeat until neither applies; the result is the unique canonical form.
  for (;;) {
    std::sort(l.begin(), l.end());
    l.erase(std::unique(l.begin(), l.end()), l.end());
    std::sort(r.begin(), r.end());
    r.erase(std::unique(r.begin(), r.end()), r.end());
    std::vector<GameId> l2, r2;
    for (std::size_t i = 0; i < l.size(); ++i) {
      bool dominated = false;
      for (std::size_t j = 0; j < l.size() && !dominated; ++j)
        if (i != j && le(l[i], l[j])) dominated = true;
      if (!dominated) l2.push_back(l[i]);
    }
    for (std::size_t i = 0; i < r.size(); ++i) {
      bool dominated = false;
      for (std::size_t j = 0; j < r.size() && !dominated; ++j)
        if (i != j && le(r[j], r[i])) dominated = true;
      if (!dominated) r2.push_back(r[i]);
    }
    const GameId g = make(l2, r2);
    bool changed = false;
    std::vector<GameId> l3, r3;
    for (GameId x : l2) {
      // Left option x is reversible through x^R <= G: replace it by x^R's Left options.
      bool reversed = false;
      for (GameId xr : right(x))
        if (le(xr, g)) {
          for (GameId y : left(xr)) l3.push_back(y);
          reversed = changed = true;
          break;
        }
      if (!reversed) l3.push_back(x);
    }
    for (GameId x : r2) {
      bool reversed = false;
      for (GameId xl : left(x))
        if (le(g, xl)) {
          for (GameId y : right(xl)) r3.push_back(y);
          reversed = changed = true;
          break;
        }
      if (!reversed) r3.push_back(x);
    }
    if (!changed) return g;
    l = std::move(l3);
    r = std::move(r3);
  }
}

Outcome Arena::outcome(GameId g) {
  const bool ge0 = le(0, g), le0 = le(g, 0);
  if (ge0 && le0) return Outcome::P;
  if (ge0) return Outcome::L;
  if (le0) return Outcome::R;
  return Outcome::N;
}

void Arena::check_walk(std::uint64_t depth, std::string_view what) const {
  if (depth > kMaxWalk)
    throw InputError(fmt::format("{} walks the game's literal form, which is {} moves deep here: beyond the limit of {} "
                                 "(it recurses once a move)",
                                 what, depth, kMaxWalk));
}

Outcome Arena::misere_outcome(GameId g) {
  if (!misere_.find(g)) check_walk(birthday(g), "the misère outcome");  // a large integer's is known
  // A player who cannot move wins. bit0: Left moving first wins; bit1: Right moving first wins.
  auto bits = [&](auto&& self, GameId x) -> std::uint8_t {
    if (auto it = misere_.find(x); it != misere_.end()) return it->second;
    bool lwin = left(x).empty(), rwin = right(x).empty();
    if (!lwin)
      for (GameId y : left(x))
        if (!(self(self, y) & 2)) {
          lwin = true;
          break;
        }
    if (!rwin)
      for (GameId y : right(x))
        if (!(self(self, y) & 1)) {
          rwin = true;
          break;
        }
    const auto b = static_cast<std::uint8_t>((lwin ? 1 : 0) | (rwin ? 2 : 0));
    misere_.emplace(x, b);
    return b;
  };
  const std::uint8_t b = bits(bits, g);
  const bool lw = b & 1, rw = b & 2;
  if (lw && rw) return Outcome::N;
  if (lw) return Outcome::L;
  if (rw) return Outcome::R;
  return Outcome::P;
}

bool Arena::dicotic(GameId g) {
  if (g == 0) return true;
  if (auto it = dicotic_.find(g); it != dicotic_.end()) return it->second;
  bool d = !left(g).empty() && !right(g).empty();
  for (GameId x : left(g))
    if (d && !dicotic(x)) d = false;
  for (GameId x : right(g))
    if (d && !dicotic(x)) d = false;
  dicotic_.emplace(g, d);
  return d;
}

// Both below walk the options in post-order with an explicit stack, not by recursion: a number's
// options form a chain as long as its birthday (the integer 30,000 is 30,000 nested forms), and
// claim files print and compare values on an ordinary stack.
bool Arena::canonical_is_number(GameId c) {
  // A canonical form is a number iff its options are numbers with every Left < every Right.
  if (auto it = number_.find(c); it != number_.end()) return it->second;
  std::vector<std::pair<GameId, bool>> stack{{c, false}};  // (game, options pushed)
  while (!stack.empty()) {
    const auto [g, expanded] = stack.back();
    if (number_.count(g)) {
      stack.pop_back();
      continue;
    }
    if (!expanded) {
      stack.back().second = true;
      for (GameId x : left(g))
        if (!number_.count(x)) stack.emplace_back(x, false);
      for (GameId x : right(g))
        if (!number_.count(x)) stack.emplace_back(x, false);
      continue;
    }
    stack.pop_back();
    bool n = true;
    for (GameId x : left(g))
      if (!number_.at(x)) n = false;
    for (GameId x : right(g))
      if (!number_.at(x)) n = false;
    if (n)
      for (GameId x : left(g))
        for (GameId y : right(g))
          if (n && !lt(x, y)) n = false;
    number_.emplace(g, n);
  }
  return number_.at(c);
}

bool Arena::is_number(GameId g) { return canonical_is_number(canon(g)); }

std::optional<Dyadic> Arena::number_value(GameId g) {
  const GameId c = canon(g);
  if (!canonical_is_number(c)) return std::nullopt;
  if (auto it = number_values_.find(c); it != number_values_.end()) return it->second;
  // The options of a canonical number are canonical numbers.
  std::vector<std::pair<GameId, bool>> stack{{c, false}};
  while (!stack.empty()) {
    const auto [x, expanded] = stack.back();
    if (number_values_.count(x)) {
      stack.pop_back();
      continue;
    }
    if (!expanded) {
      stack.back().second = true;
      for (GameId y : left(x))
        if (!number_values_.count(y)) stack.emplace_back(y, false);
      for (GameId y : right(x))
        if (!number_values_.count(y)) stack.emplace_back(y, false);
      continue;
    }
    stack.pop_back();
    std::optional<Dyadic> lo, hi;
    for (GameId y : left(x)) {
      const Dyadic v = number_values_.at(y);
      if (!lo || v > *lo) lo = v;
    }
    for (GameId y : right(x)) {
      const Dyadic v = number_values_.at(y);
      if (!hi || v < *hi) hi = v;
    }
    number_values_.emplace(x, simplest_between(lo ? &*lo : nullptr, hi ? &*hi : nullptr));
  }
  return number_values_.at(c);
}

std::uint64_t Arena::birthday(GameId g) {
  if (g == 0) return 0;
  if (auto it = birthday_.find(g); it != birthday_.end()) return it->second;
  // A literal number form (the canonical m/2^k) is born on day floor|x| + k + 1 (|n| for an integer):
  // computed, not recursed through its |n|-long chain.
  if (const auto* v = number_values_.find(g)) {
    const Dyadic x = v->second;
    const std::int64_t whole = (x.num < 0 ? -x.num : x.num) >> x.exp;
    return static_cast<std::uint64_t>(whole + (x.exp == 0 ? 0 : x.exp + 1));
  }
  std::uint64_t b = 0;
  for (GameId x : left(g)) b = std::max(b, birthday(x) + 1);
  for (GameId x : right(g)) b = std::max(b, birthday(x) + 1);
  birthday_.emplace(g, b);
  return b;
}

Dyadic Arena::left_stop(GameId c) {
  if (auto v = number_value(c)) return *v;
  if (auto it = left_stops_.find(c); it != left_stops_.end()) return it->second;
  if (left(c).empty()) throw std::logic_error("left_stop: non-number without Left options");
  // Memoized: a nimber *k's stops recurse through every smaller nimber on both sides, 2^k calls
  // without the table.
  std::optional<Dyadic> best;
  for (GameId x : left(c)) {
    const Dyadic s = right_stop(x);
    if (!best || s > *best) best = s;
  }
  left_stops_.emplace(c, *best);
  return *best;
}

Dyadic Arena::right_stop(GameId c) {
  if (auto v = number_value(c)) return *v;
  if (auto it = right_stops_.find(c); it != right_stops_.end()) return it->second;
  if (right(c).empty()) throw std::logic_error("right_stop: non-number without Right options");
  std::optional<Dyadic> best;
  for (GameId x : right(c)) {
    const Dyadic s = left_stop(x);
    if (!best || s < *best) best = s;
  }
  right_stops_.emplace(c, *best);
  return *best;
}

}  // namespace cgcheck::cgt
