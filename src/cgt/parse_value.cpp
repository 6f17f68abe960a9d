#include "cgt/parse_value.hpp"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>

#include "core/error.hpp"

namespace cgcheck::cgt {
namespace {

// Denominators as Dyadic holds them exactly (see dyadic.hpp).
constexpr std::int32_t kMaxExp = Dyadic::kMaxExp;
// The text quoted in an error is cut here, so 100,000 opening braces still give a readable line.
constexpr std::size_t kQuoteMax = 60;
// Terms of one sum (3+-1+^*...): each is added as a canonical form, so their number is bounded.
constexpr int kMaxTerms = 64;

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The message must stay on one line whatever the text holds.
std::string quote(std::string_view text) {
  std::string out;
  const std::string_view shown = text.substr(0, kQuoteMax);
  for (char c : shown) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '\n') out += "\\n";
    else if (c == '\t') out += "\\t";
    else if (c == '\r') out += "\\r";
    else if (u < 0x20 || u == 0x7f) out += fmt::format("\\x{:02x}", u);
    else out += c;
  }
  if (text.size() > kQuoteMax) out += "...";
  return out;
}

std::string describe(std::string_view text, std::size_t pos) {
  if (pos >= text.size()) return "the end";
  const auto u = static_cast<unsigned char>(text[pos]);
  if (u < 0x20 || u >= 0x7f) return fmt::format("byte 0x{:02x}", u);
  return fmt::format("'{}'", text[pos]);
}

class Parser {
 public:
  Parser(Arena& a, std::string_view text) : a_(a), text_(text) {}

  GameId run() {
    skip_space();
    if (pos_ >= text_.size()) fail(pos_, "expected a game value, found nothing");
    const GameId g = expr(0);
    skip_space();
    if (pos_ < text_.size()) fail(pos_, fmt::format("unexpected {} after the value", describe(text_, pos_)));
    return g;
  }

 private:
  [[noreturn]] void fail(std::size_t pos, const std::string& what) const {
    throw InputError(fmt::format("cannot read game value '{}': {} at column {}", quote(text_), what, pos + 1));
  }

  void skip_space() {
    while (pos_ < text_.size() && is_space(text_[pos_])) ++pos_;
  }
  bool at(char c) const { return pos_ < text_.size() && text_[pos_] == c; }

  bool at_word(std::string_view w) const { return text_.substr(pos_, w.size()) == w; }

  // `depth` counts the braces, parentheses and Tiny/Miny arguments around the expression; it is
  // checked on entry to the next level, so the recursion never goes past kMaxValueDepth frames.
  //   expr := term (('+' | '-') term)*      a '+-' between terms adds a switch: 3+-1 is 3 + ±1
  //   term := '+-' (switch list | primary) | '-' term | primary
  GameId expr(int depth) {
    if (depth > kMaxValueDepth) fail(pos_, fmt::format("values nested more than {} deep", kMaxValueDepth));
    GameId g = term(depth);
    for (int terms = 1;; ++terms) {
      skip_space();
      if (!at('+') && !at('-')) return g;
      if (terms >= kMaxTerms) fail(pos_, fmt::format("more than {} terms in one sum", kMaxTerms));
      GameId next;
      if (at('+') && !at_word("+-")) {
        ++pos_;
        skip_space();
        next = term(depth);
      } else if (at('+')) {
        next = term(depth);  // '+-': the switch is the next term
      } else {
        ++pos_;
        skip_space();
        next = a_.neg(term(depth));
      }
      g = a_.add(g, next);
    }
  }

  GameId term(int depth) {
    skip_space();
    if (at_word("+-")) {
      pos_ += 2;
      skip_space();
      std::vector<GameId> left;
      if (at('{') && !has_bar(pos_)) {  // +-{a,b}: the switch with Left options a, b
        ++pos_;
        for (;;) {
          skip_space();
          left.push_back(expr(depth + 1));
          skip_space();
          if (at('}')) break;
          if (!at(',')) fail(pos_, fmt::format("expected ',' or '}}', found {}", describe(text_, pos_)));
          ++pos_;
        }
        ++pos_;
      } else {
        left.push_back(primary(depth));
      }
      std::vector<GameId> right;
      for (GameId x : left) right.push_back(a_.neg(x));
      return a_.make(std::move(left), std::move(right));
    }
    // Negations are counted, not recursed into: a text of a million '-' must not take a million frames.
    bool negate = false;
    while (at('-') && !(pos_ + 1 < text_.size() && is_digit(text_[pos_ + 1]))) {
      ++pos_;
      skip_space();
      negate = !negate;
    }
    if (negate) {
      if (at_word("+-")) return a_.neg(term(depth + 1));
      return a_.neg(primary(depth));
    }
    return primary(depth);
  }

  // Whether the braces opening at `from` hold a '|' outside inner braces and parentheses.
  bool has_bar(std::size_t from) const {
    int nest = 0;
    for (std::size_t i = from; i < text_.size(); ++i) {
      const char c = text_[i];
      if (c == '{' || c == '(') ++nest;
      else if (c == '}' || c == ')') {
        if (--nest == 0) return false;
      } else if (c == '|' && nest == 1) {
        return true;
      }
    }
    return false;
  }

  //   primary := braces | '(' expr ')' | atom? ('Tiny' | 'Miny') '(' expr ')' | atom
  GameId primary(int depth) {
    skip_space();
    if (at('{')) return braces(depth + 1);
    if (at('(')) {
      ++pos_;
      const GameId g = expr(depth + 1);
      skip_space();
      if (!at(')')) fail(pos_, fmt::format("expected ')', found {}", describe(text_, pos_)));
      ++pos_;
      return g;
    }
    if (at_word("Tiny") || at_word("Miny")) return tiny(depth, std::nullopt);
    const std::size_t start = pos_;
    const GameId g = atom();
    if (at_word("Tiny") || at_word("Miny")) {
      // A number's translate of a Tiny or Miny, as CGSuite prints it: 2Tiny(2) is 2 + Tiny(2).
      const auto x = a_.number_value(g);
      if (!x) fail(start, "only a number may stand before Tiny or Miny");
      return tiny(depth, *x);
    }
    return g;
  }

  // Tiny(x) = {0 || 0 | -x}, Miny(x) = {x | 0 || 0}, translated by a number when one is given.
  GameId tiny(int depth, std::optional<Dyadic> translate_by) {
    const bool is_tiny = at_word("Tiny");
    pos_ += 4;
    if (!at('(')) fail(pos_, fmt::format("expected '(' after {}", is_tiny ? "Tiny" : "Miny"));
    ++pos_;
    const GameId x = expr(depth + 1);
    skip_space();
    if (!at(')')) fail(pos_, fmt::format("expected ')', found {}", describe(text_, pos_)));
    ++pos_;
    const GameId g = is_tiny ? a_.make({a_.zero()}, {a_.make({a_.zero()}, {a_.neg(x)})})
                             : a_.make({a_.make({x}, {a_.zero()})}, {a_.zero()});
    if (!translate_by || *translate_by == Dyadic{}) return g;
    std::map<GameId, GameId> memo;
    return translate(g, *translate_by, memo);
  }

  GameId braces(int depth) {
    if (depth > kMaxValueDepth) fail(pos_, fmt::format("braces nested more than {} deep", kMaxValueDepth));
    ++pos_;  // '{'
    std::vector<std::vector<GameId>> sides(1);
    std::vector<Bars> bars;
    for (;;) {
      skip_space();
      if (at('}')) break;
      if (at('|')) {
        const std::size_t start = pos_;
        while (at('|')) ++pos_;
        bars.push_back(Bars{pos_ - start, start});
        sides.emplace_back();
        continue;
      }
      if (pos_ >= text_.size()) fail(pos_, "expected '}'");
      auto& side = sides.back();
      if (!side.empty()) {
        if (!at(',')) fail(pos_, fmt::format("expected ',', '|' or '}}', found {}", describe(text_, pos_)));
        ++pos_;
        skip_space();
      } else if (at(',')) {
        fail(pos_, "expected an option before ','");
      }
      if (pos_ >= text_.size()) fail(pos_, "expected an option after ','");
      if (at('|') || at('}') || at(',')) fail(pos_, "expected an option after ','");
      side.push_back(expr(depth));
    }
    if (bars.empty()) fail(pos_, "expected '|' between the Left and Right options");
    ++pos_;  // '}'
    return split(sides, bars, 0, sides.size() - 1, depth);
  }

  struct Bars {
    std::size_t count, pos;
  };

  // The game written by sides[lo..hi] with bars[lo..hi-1] between them (hi > lo): the unique longest
  // run of bars splits it; a side holding bars is one option, itself a game one level deeper.
  GameId split(const std::vector<std::vector<GameId>>& sides, const std::vector<Bars>& bars, std::size_t lo,
               std::size_t hi, int depth) {
    std::size_t at_max = lo;
    for (std::size_t i = lo + 1; i < hi; ++i)
      if (bars[i].count > bars[at_max].count) at_max = i;
    const std::size_t m = bars[at_max].count;
    for (std::size_t i = lo; i < hi; ++i)
      if (i != at_max && bars[i].count == m)
        fail(bars[std::max(i, at_max)].pos, fmt::format("ambiguous: two runs of {} '|' in one game", m));
    if (m > static_cast<std::size_t>(kMaxValueDepth - depth) + 1)
      fail(bars[at_max].pos, fmt::format("braces nested more than {} deep", kMaxValueDepth));
    const bool left_nested = at_max > lo, right_nested = at_max + 1 < hi;
    if (m > 1 && !left_nested && !right_nested)
      fail(bars[at_max].pos, fmt::format("{} '|' with no shorter run beside them", m));
    // Each side is a game of its own with shorter runs (CGSuite prints the longer run of its two
    // sides plus one: {a|b,c|||d|e||f} has a side of one bar beside a side of two).
    std::vector<GameId> left, right;
    if (left_nested) left.push_back(split(sides, bars, lo, at_max, depth + 1));
    else left = sides[lo];
    if (right_nested) right.push_back(split(sides, bars, at_max + 1, hi, depth + 1));
    else right = sides[hi];
    return a_.make(std::move(left), std::move(right));
  }

  // Stops reading at the first digit that would pass `limit`, so a million digits cost nothing.
  std::int64_t digits(std::int64_t limit, const char* what) {
    const std::size_t start = pos_;
    std::int64_t v = 0;
    while (pos_ < text_.size() && is_digit(text_[pos_])) {
      const int d = text_[pos_] - '0';
      if (v > (limit - d) / 10) fail(start, fmt::format("{} too large (at most {})", what, limit));
      v = v * 10 + d;
      ++pos_;
    }
    return v;
  }

  GameId atom() {
    std::optional<Dyadic> x;
    std::optional<GameId> rest;  // m·↑ + *k
    bool seen = false;
    if (at('-') || (pos_ < text_.size() && is_digit(text_[pos_]))) {
      x = number();
      seen = true;
    }

    if (at('^') || at('v')) {
      const char sym = text_[pos_];
      const std::size_t ups_at = pos_;
      std::int64_t count = 0;
      while (at(sym) && count <= kMaxValueCount) {
        ++pos_;
        ++count;
      }
      if (count > kMaxValueCount) fail(ups_at, fmt::format("the count of ups too large (at most {})", kMaxValueCount));
      seen = true;
      if (count == 1 && (at('<') || at('['))) {
        // ^<n> = ↑ⁿ (up-nth), ^[n] = ↑ + ↑² + ... + ↑ⁿ, and their negatives v<n>, v[n].
        const bool nth = at('<');
        ++pos_;
        if (!(pos_ < text_.size() && is_digit(text_[pos_]))) fail(pos_, "expected a number of ups");
        const std::int64_t n = digits(kMaxValueCount, "the order of the up");
        if (n < 1) fail(ups_at, "the order of an up is at least 1");
        if (!at(nth ? '>' : ']')) fail(pos_, fmt::format("expected '{}'", nth ? '>' : ']'));
        ++pos_;
        GameId u = a_.up_nth(static_cast<std::uint32_t>(n));
        if (!nth)
          for (std::int64_t i = 1; i < n; ++i) u = a_.add(u, a_.up_nth(static_cast<std::uint32_t>(i)));
        rest = sym == '^' ? u : a_.neg(u);
      } else {
        if (count == 1 && pos_ < text_.size() && is_digit(text_[pos_])) count = digits(kMaxValueCount, "the count of ups");
        if (count != 0) rest = a_.multiple(a_.up(), sym == '^' ? count : -count);
      }
    }

    if (at('*')) {
      ++pos_;
      const std::int64_t k = pos_ < text_.size() && is_digit(text_[pos_]) ? digits(kMaxNimber, "the nimber") : 1;
      const GameId nim = a_.nimber(static_cast<std::uint32_t>(k));
      rest = rest ? a_.add(*rest, nim) : nim;
      seen = true;
    }

    if (!seen) fail(pos_, fmt::format("expected a game value, found {}", describe(text_, pos_)));
    if (!x) return rest ? *rest : a_.zero();
    if (!rest) return literal_number(*x);
    // Arena::add would walk every follower of the number (4096 + ^ takes seconds); translating
    // the infinitesimal part by x gives an equal game at the cost of its size.
    std::map<GameId, GameId> memo;
    return translate(*rest, *x, memo);
  }

  // x + g by the number translation theorem: {g^L + x | g^R + x} when g is not a number.
  GameId translate(GameId g, const Dyadic& x, std::map<GameId, GameId>& memo) {
    if (auto it = memo.find(g); it != memo.end()) return it->second;
    GameId t;
    if (auto v = a_.number_value(g)) {
      t = literal_number(*v + x);
    } else {
      std::vector<GameId> l, r;
      for (GameId y : a_.left(g)) l.push_back(translate(y, x, memo));
      for (GameId y : a_.right(g)) r.push_back(translate(y, x, memo));
      t = a_.make(std::move(l), std::move(r));
    }
    memo.emplace(g, t);
    return t;
  }

  Dyadic number() {
    const std::size_t start = pos_;
    const bool negative = at('-');
    if (negative) ++pos_;
    if (!(pos_ < text_.size() && is_digit(text_[pos_]))) fail(pos_, "expected a digit after '-'");
    // One below the maximum, so the neighbours num ± 1 of the literal form still fit.
    const std::int64_t num = digits(INT64_MAX - 1, "the number");
    std::int32_t exp = 0;
    if (at('/')) {
      ++pos_;
      const std::size_t den_at = pos_;
      if (!(pos_ < text_.size() && is_digit(text_[pos_]))) fail(pos_, "expected a denominator after '/'");
      const std::int64_t den = digits(INT64_MAX, "the denominator");
      if (den == 0 || (den & (den - 1)) != 0) fail(den_at, fmt::format("the denominator must be a power of 2, not {}", den));
      while ((std::int64_t{1} << exp) < den) ++exp;
      if (exp > kMaxExp) fail(den_at, fmt::format("the denominator is larger than 2^{}", kMaxExp));
    }
    // Dyadic's exact range, refused here with the column rather than by the arithmetic later.
    if (num > kMaxNumber) fail(start, "the number is too large (its numerator at most 2^62 - 1 in size)");
    return Dyadic::make(negative ? -num : num, exp);
  }

  // The same literal form as Arena::number, memoized: the unmemoized recursion there revisits
  // neighbours Fibonacci-fashion, which a denominator near 2^60 would make astronomically slow.
  GameId literal_number(const Dyadic& x) {
    if (x.is_integer()) return a_.integer(x.num);
    if (x.num < 0) return a_.neg(literal_number(-x));
    const auto key = std::make_pair(x.num, x.exp);
    if (auto it = numbers_.find(key); it != numbers_.end()) return it->second;
    const GameId lo = literal_number(Dyadic::make(x.num - 1, x.exp));
    const GameId hi = literal_number(Dyadic::make(x.num + 1, x.exp));
    const GameId g = a_.make({lo}, {hi});
    numbers_.emplace(key, g);
    return g;
  }

  Arena& a_;
  std::string_view text_;
  std::size_t pos_ = 0;
  std::map<std::pair<std::int64_t, std::int32_t>, GameId> numbers_;
};

}  // namespace

GameId parse_value(Arena& a, std::string_view text) { return Parser(a, text).run(); }

}  // namespace cgcheck::cgt
