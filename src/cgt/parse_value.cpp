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

// Denominators up to 2^60 keep Dyadic comparisons exact (see dyadic.hpp).
constexpr std::int32_t kMaxExp = 60;
// The text quoted in an error is cut here, so 100,000 opening braces still give a readable line.
constexpr std::size_t kQuoteMax = 60;

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
    const GameId g = option(0);
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

  // `depth` counts the braces around the option; it is checked on entry to the next level, so the
  // recursion itself never goes past kMaxValueDepth frames.
  GameId option(int depth) {
    if (at('{')) return braces(depth + 1);
    return atom();
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
      side.push_back(option(depth));
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
    auto check_inner = [&](std::size_t from, std::size_t to) {
      std::size_t inner = 0;
      for (std::size_t i = from; i < to; ++i) inner = std::max(inner, bars[i].count);
      if (inner + 1 != m) fail(bars[at_max].pos, fmt::format("{} '|' beside a run of {}; expected {}", m, inner, m - 1));
    };
    std::vector<GameId> left, right;
    if (left_nested) {
      check_inner(lo, at_max);
      left.push_back(split(sides, bars, lo, at_max, depth + 1));
    } else {
      left = sides[lo];
    }
    if (right_nested) {
      check_inner(at_max + 1, hi);
      right.push_back(split(sides, bars, at_max + 1, hi, depth + 1));
    } else {
      right = sides[hi];
    }
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
      if (count == 1 && pos_ < text_.size() && is_digit(text_[pos_])) count = digits(kMaxValueCount, "the count of ups");
      seen = true;
      if (count != 0) rest = a_.multiple(a_.up(), sym == '^' ? count : -count);
    }

    if (at('*')) {
      ++pos_;
      const std::int64_t k = pos_ < text_.size() && is_digit(text_[pos_]) ? digits(kMaxValueCount, "the nimber") : 1;
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
    const Dyadic x = Dyadic::make(negative ? -num : num, exp);
    // The literal integer n takes |n| games to build, and sums with it recurse |n| deep.
    if (static_cast<Int128>(num) > static_cast<Int128>(kMaxNumber) << exp)
      fail(start, fmt::format("the number is too large (at most {} in size)", kMaxNumber));
    return x;
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
