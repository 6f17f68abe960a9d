// Canonical forms printed as CGSuite 2.x prints them in plain text (its CanonicalShortGame and
// Uptimal printers, lib/core/src/main/scala/org/cgsuite/core/, read at v2.2-beta2):
//
//  - uptimals x + k·↑ + *m as `73/16v9*8`, `^^*4`, `6^*`; ±↑ⁿ as `^<n>`, `v<n>`; ±(↑ + ... + ↑ⁿ)
//    as `^[n]`, `v[n]` (with a number before and a star after);
//  - a game equal to its negative (a switch) as `+-` and its Left options: `+-1`, `+-(1*)`,
//    `+-{3|2}`, `+-{1,1*}`;
//  - {x || x | z} with x a number and mean(z) < x as `Tiny(x - z)` after the translate x when it is
//    not 0 (`2Tiny(2)`), and {w | x || x} with mean(w) > x as `Miny(w - x)`;
//  - otherwise {L|R}: a side with one option prints it without braces, so bars nest (`{3||2*|1*}`,
//    up to four bars, then braces); options sorted as CGSuite sorts them (numbers ascending, then
//    nimbers, then uptimals by their expansion, then the rest by their sorted option lists).
//
// Uptimals are recognised by cgt/uptimal.hpp (x + k·↑ + *m and the unit forms, the ones printed
// specially); an uptimal of another shape prints in braces as CGSuite prints it, but sorts among
// general games (CGSuite sorts it among uptimals).
#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <tuple>
#include <unordered_map>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "cgt/game.hpp"
#include "cgt/print.hpp"
#include "cgt/thermograph.hpp"
#include "cgt/uptimal.hpp"
#include "core/error.hpp"

namespace cgcheck::cgt {
namespace detail {

enum class Kind { number, nimber, uptimal, general };

struct Form {
  Kind kind = Kind::general;
  Uptimal u;
};

constexpr std::size_t kMaxPrinted = std::size_t{1} << 27;
constexpr std::size_t kMaxKept = std::size_t{1} << 20;  // texts longer than this are printed afresh

class Printer {
 public:
  explicit Printer(Arena& a) : a_(a), th_(a), uptimals_(a) {}

  // Appends c; returns the bars printed bare (0 when atomic or braced), as CGSuite's appendTo. A
  // value's form is a graph of shared subgames printed as a tree, so each subgame's text (up to
  // kMaxKept) is kept and reused: a sum of hot heaps printed 2.4 MB of text rebuilding every shared
  // subgame each time it appeared.
  int append(GameId c, bool force_brackets, bool force_parens, std::string& out) {
    const std::uint64_t key = (std::uint64_t{c} << 2) | (force_brackets ? 2u : 0u) | (force_parens ? 1u : 0u);
    if (auto it = printed_.find(key); it != printed_.end()) {
      out += it->second.first;
      check_size(out);
      return it->second.second;
    }
    std::string text;
    const int bars = append_fresh(c, force_brackets, force_parens, text);
    out += text;
    check_size(out);
    if (text.size() <= kMaxKept) printed_.emplace(key, std::pair{std::move(text), bars});
    return bars;
  }

 private:
  static void check_size(const std::string& out) {
    if (out.size() > kMaxPrinted)
      throw InputError(fmt::format("the value's printed form is too large (more than {} MiB of text)", kMaxPrinted >> 20));
  }

  int append_fresh(GameId c, bool force_brackets, bool force_parens, std::string& out) {
    const Form& f = form(c);
    if (f.kind != Kind::general) {
      append_uptimal(f.u, force_parens, out);
      return 0;
    }
    const std::vector<GameId>&lo = sorted_options(c, true), &ro = sorted_options(c, false);
    if (a_.canon(a_.neg(c)) == c) {  // a switch: ±(Left's options)
      out += "+-";
      if (lo.size() > 1) out += '{';
      for (std::size_t i = 0; i < lo.size(); ++i) {
        if (i > 0) out += ',';
        append(lo[i], true, lo.size() == 1, out);
      }
      if (lo.size() > 1) out += '}';
      return 0;
    }
    if (auto tiny = tiny_of(lo, ro)) {
      const auto& [translate, word, sub] = *tiny;
      if (force_parens) out += '(';
      if (translate != 0) append(translate, false, false, out);
      out += word;
      out += '(';
      append(sub, true, false, out);
      out += ')';
      if (force_parens) out += ')';
      return 0;
    }
    std::string left, right;
    int bars = 1;
    for (const auto* side : {&lo, &ro}) {
      std::string& text = side == &lo ? left : right;
      for (std::size_t i = 0; i < side->size(); ++i) {
        if (i > 0) text += ',';
        bars = std::max(bars, append((*side)[i], side->size() > 1, false, text) + 1);
      }
    }
    const bool braces = force_brackets || bars == 4;
    if (braces) out += '{';
    out += left;
    out.append(static_cast<std::size_t>(bars), '|');
    out += right;
    if (braces) out += '}';
    check_size(out);
    return braces ? 0 : bars;
  }

  // c's options for one player in CGSuite's order, sorted once.
  const std::vector<GameId>& sorted_options(GameId c, bool left) {
    const std::uint64_t key = (std::uint64_t{c} << 1) | (left ? 1u : 0u);
    if (auto it = sorted_.find(key); it != sorted_.end()) return it->second;
    return sorted_.emplace(key, sorted(left ? a_.left(c) : a_.right(c))).first->second;
  }

  const Form& form(GameId c) {
    if (auto it = forms_.find(c); it != forms_.end()) return it->second;
    Form f;
    if (const auto& u = uptimals_.of(c)) {
      f.u = *u;
      f.kind = u->a.empty() && u->m == 0 ? Kind::number : u->a.empty() && u->x == Dyadic{} ? Kind::nimber : Kind::uptimal;
    }
    return forms_.emplace(c, f).first->second;
  }

  static void append_uptimal(const Uptimal& u, bool force_parens, std::string& out) {
    const std::size_t n = u.a.size();
    const bool zero = u.x == Dyadic{};
    // CGSuite's compact forms: a number, a nimber, or ups alone (no number, no star).
    const bool compact = (n == 0 && (u.m == 0 || zero)) || (zero && u.m == 0);
    if (force_parens && !compact) out += '(';
    if (!zero || (u.m == 0 && n == 0)) out += u.x.str();
    if (n == 1) {
      const std::int64_t k = u.a[0], mag = k < 0 ? -k : k;
      out += mag == 2 ? (k > 0 ? "^^" : "vv") : (k > 0 ? "^" : "v");
      if (mag > 2) out += std::to_string(mag);
    } else if (n > 1) {
      out += u.a.back() > 0 ? '^' : 'v';
      out += u.unit ? fmt::format("<{}>", n) : fmt::format("[{}]", n);
    }
    if (u.m != 0) out += u.m == 1 ? "*" : fmt::format("*{}", u.m);
    if (force_parens && !compact) out += ')';
  }

  // {x || x | z} (Tiny) or {w | x || x} (Miny), x a number: the translate, the word, the subscript.
  std::optional<std::tuple<GameId, const char*, GameId>> tiny_of(const std::vector<GameId>& lo, const std::vector<GameId>& ro) {
    if (lo.size() != 1 || ro.size() != 1) return std::nullopt;
    const GameId l = lo[0], r = ro[0];
    if (auto x = a_.number_value(l)) {
      const std::vector<GameId> rl = a_.left(r), rr = a_.right(r);
      if (rl.size() == 1 && rr.size() == 1 && rl[0] == l && th_.of(rr[0]).mean < *x)
        return std::make_tuple(l, "Tiny", a_.canon(a_.add(l, a_.neg(rr[0]))));
    }
    if (auto x = a_.number_value(r)) {
      const std::vector<GameId> ll = a_.left(l), lr = a_.right(l);
      if (ll.size() == 1 && lr.size() == 1 && lr[0] == r && th_.of(ll[0]).mean > *x)
        return std::make_tuple(r, "Miny", a_.canon(a_.add(ll[0], a_.neg(r))));
    }
    return std::nullopt;
  }

  // CGSuite's deterministic order of options.
  std::vector<GameId> sorted(std::vector<GameId> options) {
    std::sort(options.begin(), options.end(), [this](GameId g, GameId h) { return compare(g, h) < 0; });
    return options;
  }

 public:
  // CGSuite's deterministic order of canonical games (negative: g first); the loopy printer's too.
  int compare(GameId g, GameId h) {
    if (g == h) return 0;
    const Form &f = form(g), &e = form(h);
    if (f.kind != e.kind) return static_cast<int>(f.kind) < static_cast<int>(e.kind) ? -1 : 1;
    switch (f.kind) {
      case Kind::number: return f.u.x < e.u.x ? -1 : f.u.x > e.u.x ? 1 : 0;
      case Kind::nimber: return f.u.m < e.u.m ? -1 : f.u.m > e.u.m ? 1 : 0;
      case Kind::uptimal: {
        if (f.u.x != e.u.x) return f.u.x < e.u.x ? -1 : 1;
        for (std::size_t i = 0; i < std::min(f.u.a.size(), e.u.a.size()); ++i)
          if (f.u.a[i] != e.u.a[i]) return f.u.a[i] < e.u.a[i] ? -1 : 1;
        if (f.u.a.size() != e.u.a.size()) return f.u.a.size() < e.u.a.size() ? -1 : 1;
        return f.u.m < e.u.m ? -1 : f.u.m > e.u.m ? 1 : 0;
      }
      case Kind::general: break;
    }
    const std::uint64_t key = (std::uint64_t{g} << 32) | h;
    if (auto it = compared_.find(key); it != compared_.end()) return it->second;
    int c = compare_lists(sorted_options(g, true), sorted_options(h, true));
    if (c == 0) c = compare_lists(sorted_options(g, false), sorted_options(h, false));
    compared_.emplace(key, c);
    return c;
  }

 private:
  int compare_lists(const std::vector<GameId>& x, const std::vector<GameId>& y) {
    for (std::size_t i = 0; i < std::min(x.size(), y.size()); ++i)
      if (int c = compare(x[i], y[i])) return c;
    return x.size() < y.size() ? -1 : x.size() > y.size() ? 1 : 0;
  }

  Arena& a_;
  Thermographer th_;
  UptimalReader uptimals_;
  std::unordered_map<GameId, Form> forms_;
  std::unordered_map<std::uint64_t, std::vector<GameId>> sorted_;      // by (game, side)
  std::unordered_map<std::uint64_t, int> compared_;                    // by (game, game): general games
  std::unordered_map<std::uint64_t, std::pair<std::string, int>> printed_;  // by (game, flags): text, bars
};

}  // namespace detail

using detail::Printer;

ShortPrinter::ShortPrinter(Arena& a) : p_(std::make_unique<Printer>(a)) {}
ShortPrinter::~ShortPrinter() = default;
int ShortPrinter::append(GameId c, bool force_brackets, bool force_parens, std::string& out) {
  return p_->append(c, force_brackets, force_parens, out);
}
int ShortPrinter::compare(GameId g, GameId h) { return p_->compare(g, h); }

std::string to_string(Arena& a, GameId g) {
  Printer p(a);
  std::string out;
  p.append(a.canon(g), true, false, out);
  return out;
}

}  // namespace cgcheck::cgt
