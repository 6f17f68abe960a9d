// Reading loopy values in CGSuite's notation. The grammar of short values (cgt/parse_value.hpp)
// with these additions:
//
//   sided   := sum ('&' sum)?                    onside & offside, both stoppers, offside <= onside
//   primary := name? '{' part '}' | name | word | number? ('over' | 'under') | ...
//   word    := 'on' | 'off' | 'over' | 'under' | 'upon' | 'dud'
//   option  := 'pass' | expr                     pass: a move to the game itself
//   ups     := ... | '^[on]' | 'v[on]' | '^<on>' | 'v<on>'   (with a number before, a star after)
//
// A name before braces labels that game (`a{0|||a|*||*}`); the name alone, as an option inside
// those braces, is a move back to it. A game that still refers to an enclosing label cannot be
// added or negated before the label closes. Tiny(G) and Miny(G) take loopy G: `Tiny(on)`.
// Atoms of short values (numbers, ups, stars) are read by the short-value reader.
#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <variant>

#include <fmt/core.h>

#include "cgt/loopy/value.hpp"
#include "cgt/parse_value.hpp"
#include "core/error.hpp"

namespace cgcheck::cgt::loopy {
namespace {

struct Node;
struct Ref {
  std::string name;
};
using Expr = std::variant<LoopyValue, std::shared_ptr<Node>, Ref>;
struct Item {
  bool pass = false;
  Expr expr;
};
struct Node {
  std::string label;
  std::vector<Item> left, right;
  std::set<std::string> free;  // names referred to and not labelled inside
};

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }
bool all_v(std::string_view w) { return w.find_first_not_of("v0123456789") == std::string_view::npos && w[0] == 'v'; }

const std::set<std::string_view>& words() {
  static const std::set<std::string_view> w{"on", "off", "over", "under", "upon", "dud", "pass"};
  return w;
}

class Parser {
 public:
  Parser(Arena& a, std::string_view text) : a_(a), s_(text) {}

  LoopyValue run() {
    Expr e = sided();
    skip();
    if (pos_ != s_.size()) fail(fmt::format("unexpected '{}'", s_[pos_]));
    return value(std::move(e));
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw InputError(fmt::format("bad loopy value '{}' at column {}: {}", s_, pos_ + 1, what));
  }
  void skip() {
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t')) ++pos_;
  }
  bool eat(std::string_view t) {
    skip();
    if (s_.substr(pos_, t.size()) != t) return false;
    pos_ += t.size();
    return true;
  }
  std::string peek_word() {
    skip();
    std::size_t e = pos_;
    while (e < s_.size() && word_char(s_[e])) ++e;
    return std::string(s_.substr(pos_, e - pos_));
  }

  LoopyValue value(Expr e) {
    if (auto* v = std::get_if<LoopyValue>(&e)) return std::move(*v);
    if (auto* r = std::get_if<Ref>(&e)) fail(fmt::format("'{}' names no enclosing game", r->name));
    const auto& n = std::get<std::shared_ptr<Node>>(e);
    if (!n->free.empty()) fail(fmt::format("'{}' is used outside the braces it labels", *n->free.begin()));
    return evaluate(*n);
  }

  Expr sided() {
    Expr on = sum_expr();
    if (!eat("&")) return on;
    LoopyValue x = value(std::move(on)), y = value(sum_expr());
    if (x.stopper && y.stopper) return stopper_sided(x, y);
    // A side that is no stopper (CGSuite prints such sided values, Bach's Carousel among them): the
    // onside of X and the offside of Y.
    LoopyValue v;
    v.onside = std::move(x.onside);
    v.onside_stopper = x.onside_stopper;
    v.offside = std::move(y.offside);
    v.offside_stopper = y.offside_stopper;
    v.stopper = false;
    return v;
  }
  Expr sum_expr() {
    Expr first = term();
    for (;;) {
      skip();
      if (pos_ < s_.size() && s_[pos_] == '+' && s_.substr(pos_, 2) != "+-") {
        ++pos_;
        first = sum(value(std::move(first)), value(term()));
      } else if (pos_ < s_.size() && s_[pos_] == '-') {
        ++pos_;
        first = sum(value(std::move(first)), negative(value(term())));
      } else if (s_.substr(pos_, 2) == "+-") {
        pos_ += 2;
        first = sum(value(std::move(first)), switch_of(value(term())));
      } else {
        return first;
      }
    }
  }
  LoopyValue switch_of(const LoopyValue& g) { return node_value({g}, {negative(g)}); }
  Expr term() {
    if (++depth_ > kMaxValueDepth) fail("nested too deeply");
    Expr e;
    skip();
    const bool signed_number = s_.substr(pos_, 1) == "-" && pos_ + 1 < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_ + 1]));
    if (eat("+-"))
      e = switch_of(value(term()));
    else if (signed_number)
      e = atom();
    else if (eat("-"))
      e = negative(value(term()));
    else
      e = primary();
    --depth_;
    return e;
  }
  Expr primary();
  Expr braces(std::string label);
  LoopyValue atom();
  LoopyValue tiny(bool tiny_form, const std::optional<LoopyValue>& translate);
  LoopyValue keyword(const std::string& w);
  LoopyValue upon(const Dyadic& x, bool down, bool nth);
  LoopyValue evaluate(const Node& n);
  LoopyValue node_value(std::vector<LoopyValue> lo, std::vector<LoopyValue> ro) {
    auto n = std::make_shared<Node>();
    for (auto& v : lo) n->left.push_back(Item{false, std::move(v)});
    for (auto& v : ro) n->right.push_back(Item{false, std::move(v)});
    return evaluate(*n);
  }
  LoopyValue number(const Dyadic& x) { return of_short(a_, a_.number(x)); }

  Arena& a_;
  std::string_view s_;
  std::size_t pos_ = 0;
  int depth_ = 0;
};

Expr Parser::primary() {
  skip();
  if (pos_ >= s_.size()) fail("a value is missing");
  if (eat("(")) {
    Expr e = sided();
    if (!eat(")")) fail("')' expected");
    return e;
  }
  if (s_[pos_] == '{') return braces("");
  const std::string w = peek_word();
  if (!w.empty() && std::isalpha(static_cast<unsigned char>(w[0])) && !all_v(w)) {
    pos_ += w.size();
    if (w == "Tiny" || w == "Miny") return tiny(w == "Tiny", std::nullopt);
    if (w == "pass") fail("pass is an option, not a value");
    if (words().count(w)) return keyword(w);
    skip();
    if (pos_ < s_.size() && s_[pos_] == '{') return braces(w);
    return Ref{w};
  }
  return atom();
}

// number? then over/under, Tiny/Miny, an upon form, or the rest of a short atom.
LoopyValue Parser::atom() {
  const std::size_t start = pos_;
  std::size_t e = pos_;
  if (e < s_.size() && s_[e] == '-') ++e;  // a signed number: -1/4v[on] is (-1/4) + v[on]
  while (e < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[e])) || s_[e] == '/')) ++e;
  std::optional<Dyadic> x;
  if (e > start) {
    const GameId n = a_.canon(parse_value(a_, s_.substr(start, e - start)));
    x = a_.number_value(n);
    if (!x) fail("a number is expected");
  }
  pos_ = e;
  const std::string w = peek_word();
  if (x && (w == "over" || w == "under")) {
    pos_ += w.size();
    return pseudonumber_value(a_, Pseudonumber{0, *x, w == "over" ? 1 : -1});
  }
  if (x && (w == "Tiny" || w == "Miny")) {
    pos_ += w.size();
    return tiny(w == "Tiny", number(*x));
  }
  for (const bool down : {false, true})
    for (const bool nth : {false, true}) {
      const std::string form = fmt::format("{}{}on{}", down ? 'v' : '^', nth ? '<' : '[', nth ? '>' : ']');
      if (s_.substr(pos_, form.size()) == form) {
        pos_ += form.size();
        return upon(x.value_or(Dyadic{}), down, nth);
      }
    }
  // A short atom: ups and a star after the number.
  while (e < s_.size() && std::string_view("^v*<>[]0123456789").find(s_[e]) != std::string_view::npos) ++e;
  if (e == start) fail(fmt::format("unexpected '{}'", s_[start]));
  pos_ = e;
  return of_short(a_, parse_value(a_, s_.substr(start, e - start)));
}

// x^[on]*k: {pass | x*(k^1)} (and {pass, x | x} for k = 1); x^<on>*k: {x, x*, ..., x*k | -(-x^[on]*(k^1))};
// v forms are their negatives with x negated (CGSuite's UponForm).
LoopyValue Parser::upon(const Dyadic& x, bool down, bool nth) {
  std::uint32_t k = 0;
  if (eat("*")) {
    k = 1;
    std::size_t e = pos_;
    while (e < s_.size() && std::isdigit(static_cast<unsigned char>(s_[e]))) ++e;
    if (e > pos_) {
      k = static_cast<std::uint32_t>(std::stoul(std::string(s_.substr(pos_, e - pos_))));
      if (k > 64) fail("the star after an upon form is at most *64");
      pos_ = e;
    }
  }
  const Dyadic base = down ? -x : x;
  LoopyValue up;
  auto plain_upon = [&](const Dyadic& at, std::uint32_t nim) {
    // {pass | at*(nim^1)}, with `at` as a Left option too when nim^1 = 0.
    const std::uint32_t right = nim ^ 1u;
    Graph g(1);
    const int r = g.append(of_short(a_, a_.add(a_.number(at), a_.nimber(right))).onside);
    g.left[0].push_back(0);
    g.right[0].push_back(r);
    if (right == 0) g.left[0].push_back(r);
    return value_of(g, 0);
  };
  if (!nth) {
    up = plain_upon(base, k);
  } else {
    std::vector<LoopyValue> lo;
    for (std::uint32_t n = 0; n <= k; ++n) lo.push_back(of_short(a_, a_.add(a_.number(base), a_.nimber(n))));
    up = node_value(std::move(lo), {negative(plain_upon(-base, k ^ 1u))});
  }
  return down ? negative(up) : up;
}

LoopyValue Parser::keyword(const std::string& w) {
  if (w == "dud") {
    Graph g(1);
    g.left[0] = g.right[0] = {0};
    return sided_value_of(g, 0, g, 0);
  }
  if (w == "upon") return upon(Dyadic{}, false, false);
  // on, off, over = {0 | pass}, under = {pass | 0}
  if (w == "on" || w == "off") return pseudonumber_value(a_, Pseudonumber{w == "on" ? 1 : -1, {}, 0});
  return pseudonumber_value(a_, Pseudonumber{0, {}, w == "over" ? 1 : -1});
}

// Tiny(G) = {0 || 0 | -G}, Miny(G) = {G | 0 || 0}, after the translate.
LoopyValue Parser::tiny(bool tiny_form, const std::optional<LoopyValue>& translate) {
  if (!eat("(")) fail("'(' expected after Tiny or Miny");
  const LoopyValue g = value(sided());
  if (!eat(")")) fail("')' expected");
  const LoopyValue zero = of_short(a_, a_.zero());
  const LoopyValue t = tiny_form ? node_value({zero}, {node_value({zero}, {negative(g)})})
                                 : node_value({node_value({g}, {zero})}, {zero});
  return translate ? sum(*translate, t) : t;
}

Expr Parser::braces(std::string label) {
  if (!eat("{")) fail("'{' expected");
  if (++depth_ > kMaxValueDepth) fail("nested too deeply");
  // The flat list: sides separated by runs of bars.
  std::vector<std::vector<Item>> sides(1);
  std::vector<int> bars;
  for (;;) {
    skip();
    if (pos_ >= s_.size()) fail("'}' expected");
    if (s_[pos_] == '}') {
      ++pos_;
      break;
    }
    if (s_[pos_] == '|') {
      int n = 0;
      while (pos_ < s_.size() && s_[pos_] == '|') ++pos_, ++n;
      bars.push_back(n);
      sides.emplace_back();
      continue;
    }
    if (!sides.back().empty() && !eat(",")) fail("',' or '|' expected");
    if (eat("pass"))
      sides.back().push_back(Item{true, LoopyValue{}});
    else
      sides.back().push_back(Item{false, sided()});
  }
  --depth_;
  if (bars.empty()) fail("a game in braces has a '|'");
  // The longest run of bars splits the game; each part with bars of its own is a game in braces.
  std::function<std::shared_ptr<Node>(std::size_t, std::size_t, std::string)> build =
      [&](std::size_t lo, std::size_t hi, std::string name) -> std::shared_ptr<Node> {
    std::size_t split = lo;
    int longest = 0, count = 0;
    for (std::size_t i = lo; i < hi; ++i) {
      if (bars[i] > longest) longest = bars[i], split = i, count = 1;
      else if (bars[i] == longest) ++count;
    }
    if (count > 1) fail(fmt::format("ambiguous bars: two runs of {} at one level", longest));
    auto n = std::make_shared<Node>();
    n->label = std::move(name);
    for (const bool left : {true, false}) {
      const std::size_t a = left ? lo : split + 1, b = left ? split : hi;
      auto& out = left ? n->left : n->right;
      if (a == b) {
        out = sides[a];
      } else {
        out.push_back(Item{false, build(a, b, "")});
      }
    }
    for (const auto* list : {&n->left, &n->right})
      for (const Item& it : *list) {
        if (const auto* r = std::get_if<Ref>(&it.expr)) n->free.insert(r->name);
        if (const auto* c = std::get_if<std::shared_ptr<Node>>(&it.expr)) n->free.insert((*c)->free.begin(), (*c)->free.end());
      }
    n->free.erase(n->label);
    return n;
  };
  auto n = build(0, bars.size(), std::move(label));
  if (n->free.empty()) return evaluate(*n);
  return n;
}

// Builds the node's graph for each side (options' own sides embedded) and simplifies it.
LoopyValue Parser::evaluate(const Node& root) {
  Graph sides[2];
  for (const int s : {0, 1}) {
    Graph& g = sides[s];
    std::map<std::string, int> scope;
    std::function<int(const Node&)> emit = [&](const Node& n) -> int {
      const int v = g.size();
      g.left.emplace_back();
      g.right.emplace_back();
      std::optional<int> saved;
      if (!n.label.empty()) {
        if (auto it = scope.find(n.label); it != scope.end()) saved = it->second;
        scope[n.label] = v;
      }
      for (const bool left : {true, false})
        for (const Item& it : left ? n.left : n.right) {
          int t = v;
          if (it.pass) {
            t = v;
          } else if (const auto* r = std::get_if<Ref>(&it.expr)) {
            t = scope.at(r->name);
          } else if (const auto* c = std::get_if<std::shared_ptr<Node>>(&it.expr)) {
            t = emit(**c);
          } else {
            t = g.append(std::get<LoopyValue>(it.expr).side(s == 0 ? Side::onside : Side::offside));
          }
          (left ? g.left : g.right)[v].push_back(t);
        }
      if (!n.label.empty()) {
        if (saved) scope[n.label] = *saved;
        else scope.erase(n.label);
      }
      return v;
    };
    emit(root);
    if (g.size() > kMaxTypedVertices) fail(fmt::format("the game graph has {} positions (at most {})", g.size(), kMaxTypedVertices));
  }
  return sided_value_of(sides[0], 0, sides[1], 0);
}

}  // namespace

bool looks_loopy(std::string_view text) {
  if (text.find('&') != std::string_view::npos) return true;
  for (std::size_t i = 0; i < text.size();) {
    if (!std::isalpha(static_cast<unsigned char>(text[i]))) {
      ++i;
      continue;
    }
    std::size_t e = i;
    while (e < text.size() && word_char(text[e])) ++e;
    const std::string_view w = text.substr(i, e - i);
    if (w != "Tiny" && w != "Miny" && !all_v(w)) return true;
    i = e;
  }
  return false;
}

LoopyValue parse(Arena& a, std::string_view text) { return Parser(a, text).run(); }

}  // namespace cgcheck::cgt::loopy
