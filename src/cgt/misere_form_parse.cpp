// The reader of CGSuite's misère notation (`*[2#1]`, `*[[2],1]`, sums with `+`), for the game
// misere-value and the tests: kept apart from the arithmetic of misere_form.cpp.
#include <cctype>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/core.h>

#include "cgt/misere_form.hpp"
#include "core/error.hpp"

namespace cgcheck::cgt {

namespace {

constexpr int kMaxDepth = 200;
constexpr std::uint32_t kMaxHeap = 1000;

class MisereParser {
 public:
  MisereParser(MisereArena& a, std::string_view s) : a_(a), s_(s) {}

  MisereId value() {
    const MisereId v = sum(0);
    ws();
    if (p_ != s_.size()) fail("unexpected text");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw InputError(fmt::format("'{}': {} at character {} (a misère value is written *[2], *[[2],1], *[2#1], "
                                 "*[2]+*[2])",
                                 s_, what, p_ + 1));
  }
  void ws() {
    while (p_ < s_.size() && (s_[p_] == ' ' || s_[p_] == '\t')) ++p_;
  }
  bool eat(char c) {
    ws();
    if (p_ < s_.size() && s_[p_] == c) {
      ++p_;
      return true;
    }
    return false;
  }
  void expect(char c) {
    if (!eat(c)) fail(fmt::format("expected '{}'", c));
  }
  void deeper(int depth) const {
    if (depth > kMaxDepth) fail(fmt::format("nested more than {} deep", kMaxDepth));
  }
  std::uint32_t number() {
    ws();
    const std::size_t start = p_;
    while (p_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[p_]))) ++p_;
    if (p_ == start) fail("expected a number");
    if (p_ - start > 6 || std::stoul(std::string(s_.substr(start, p_ - start))) > kMaxHeap)
      fail(fmt::format("a nim heap larger than {}", kMaxHeap));
    return static_cast<std::uint32_t>(std::stoul(std::string(s_.substr(start, p_ - start))));
  }
  bool at_digit() {
    ws();
    return p_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[p_]));
  }

  // sum := term (('+' | '-') term)*   (G - H is G + H: every impartial game is its own negative)
  MisereId sum(int depth) {
    deeper(depth);
    MisereId v = term(depth);
    while (eat('+') || eat('-')) v = a_.add(v, term(depth));
    return v;
  }
  MisereId term(int depth) {
    if (eat('(')) {
      const MisereId v = sum(depth + 1);
      expect(')');
      return v;
    }
    if (!eat('*')) fail("expected *[...]");
    if (!eat('[')) fail("expected '[' after '*' (misère values are written *[...])");
    // Which notation: CGSuite's lists (commas, nested brackets, values as elements) or the printed
    // shorthand (#, parentheses, subscripts in brackets). A bare number is a nim heap in both.
    const std::size_t body = p_;
    int level = 0;
    std::size_t end = body;
    for (; end < s_.size(); ++end) {
      const char c = s_[end];
      if (c == '[' || c == '(') ++level;
      else if (c == ']' || c == ')') {
        if (level == 0) break;
        --level;
      }
    }
    if (end == s_.size()) fail("no closing ']'");
    const std::string_view inner = s_.substr(body, end - body);
    const auto first = inner.find_first_not_of(" \t");
    MisereId v;
    if (first == std::string_view::npos) {
      v = MisereArena::zero();
    } else if (inner.find_first_not_of("0123456789 \t") == std::string_view::npos) {
      v = a_.nim_heap(number());
    } else if (inner[first] == '[' || inner.find_first_of(",*+") != std::string_view::npos) {
      std::vector<MisereId> elems = list(depth + 1);
      v = elems.size() == 1 ? elems[0] : a_.make(elems);
    } else {
      std::vector<MisereId> atoms;
      while (ws(), p_ < end) atoms.push_back(atom(depth + 1));
      if (atoms.empty()) fail("expected a form");
      v = atoms.size() == 1 ? atoms[0] : a_.make(atoms);
    }
    expect(']');
    return v;
  }
  // CGSuite's list notation: elements separated by commas; an element is a nim heap, a list in
  // brackets (the game with those options) or a value.
  std::vector<MisereId> list(int depth) {
    deeper(depth);
    std::vector<MisereId> out;
    ws();
    if (p_ < s_.size() && s_[p_] == ']') return out;
    do {
      ws();
      if (at_digit()) {
        out.push_back(a_.nim_heap(number()));
      } else if (eat('[')) {
        auto inner = list(depth + 1);
        expect(']');
        out.push_back(a_.make(std::move(inner)));
      } else {
        out.push_back(sum(depth + 1));
      }
    } while (eat(','));
    return out;
  }
  // The printed shorthand: atom := (number | '(' atom atom+ ')') ('#'* | '[' ('#' | n | '-' n)* ']').
  std::uint32_t heap_digit() {
    ws();
    if (eat('&')) {
      const std::uint32_t n = number();
      expect(';');
      return n;
    }
    if (!at_digit()) fail("expected a digit or &N;");
    const auto n = static_cast<std::uint32_t>(s_[p_] - '0');
    ++p_;
    return n;
  }
  MisereId atom(int depth) {
    deeper(depth);
    MisereId x;
    if (eat('(')) {
      std::vector<MisereId> atoms;
      while (ws(), p_ < s_.size() && s_[p_] != ')') atoms.push_back(atom(depth + 1));
      expect(')');
      if (atoms.size() < 2) fail("a parenthesized form lists two or more options");
      x = a_.make(std::move(atoms));
    } else {
      x = a_.nim_heap(heap_digit());
    }
    if (eat('[')) {
      while (!eat(']')) {
        if (p_ >= s_.size()) fail("no closing ']'");
        if (eat('#')) {
          x = a_.make({x});
        } else if (eat('-')) {
          const std::uint32_t n = heap_digit();
          const auto d = a_.subtract(x, a_.nim_heap(n));
          if (!d) fail(fmt::format("no form H with H + *{} equal to the form before '-{}'", n, n));
          x = *d;
        } else {
          x = a_.add(x, a_.nim_heap(heap_digit()));
        }
      }
    } else {
      while (eat('#')) x = a_.make({x});
    }
    return x;
  }

  MisereArena& a_;
  std::string_view s_;
  std::size_t p_ = 0;
};

}  // namespace

MisereId parse_misere_value(MisereArena& a, std::string_view text) { return MisereParser(a, text).value(); }

}  // namespace cgcheck::cgt
