// CGSuite-style printing of canonical forms.
#include <map>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "cgt/game.hpp"
#include "core/error.hpp"

namespace cgcheck::cgt {
namespace {

std::string ups(std::int64_t m) {
  if (m == 0) return "";
  const std::string s = m > 0 ? "^" : "v";
  const std::int64_t a = m > 0 ? m : -m;
  if (a == 1) return s;
  if (a == 2) return s + s;
  return fmt::format("{}{}", s, a);
}

// The printed forms of the subgames kept for reuse, and their total size. Nested braces repeat every
// option's text: a chain of n nested forms prints n²/2 characters in all, so the total is capped.
struct Memo {
  std::map<GameId, std::string> text;
  std::size_t bytes = 0;
};
constexpr std::size_t kMaxPrinted = std::size_t{1} << 27;

std::string print(Arena& a, GameId c, Memo& memo) {
  if (auto it = memo.text.find(c); it != memo.text.end()) return it->second;
  std::string out;
  if (auto v = a.number_value(c)) {
    out = v->str();
  } else {
    // x + m·↑ + *k: both stops equal x, and the infinitesimal rest is found among small m, k
    // (m·↑ + *k has birthday at least max(|m|, k) - 1, so the search below is complete).
    const Dyadic x = a.left_stop(c);
    if (a.right_stop(c) == x) {
      const GameId h = a.add(c, a.neg(a.number(x)));
      const auto b = static_cast<std::int64_t>(a.birthday(h));
      if (b <= 12) {
        for (std::int64_t k = 0; k <= b + 1 && out.empty(); ++k)
          for (std::int64_t m = -(b + 1); m <= b + 1 && out.empty(); ++m)
            if (a.add(a.nimber(static_cast<std::uint32_t>(k)), a.multiple(a.up(), m)) == h) {
              const std::string nim = k == 0 ? "" : k == 1 ? "*" : fmt::format("*{}", k);
              const std::string s = fmt::format("{}{}{}", x == Dyadic{} ? "" : x.str(), ups(m), nim);
              out = s.empty() ? "0" : s;
            }
      }
    }
    if (out.empty()) {
      std::vector<std::string> ls, rs;
      for (GameId x2 : a.left(c)) ls.push_back(print(a, x2, memo));
      for (GameId x2 : a.right(c)) rs.push_back(print(a, x2, memo));
      out = fmt::format("{{{}|{}}}", fmt::join(ls, ","), fmt::join(rs, ","));
    }
  }
  memo.bytes += out.size();
  if (memo.bytes > kMaxPrinted)
    throw InputError(fmt::format("the value's printed form is too large (its nested options take more than {} MiB of text)",
                                 kMaxPrinted >> 20));
  memo.text.emplace(c, out);
  return out;
}

}  // namespace

std::string to_string(Arena& a, GameId g) {
  Memo memo;
  return print(a, a.canon(g), memo);
}

}  // namespace cgcheck::cgt
