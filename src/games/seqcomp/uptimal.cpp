#include "games/seqcomp/uptimal.hpp"

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/error.hpp"
#include "core/parse.hpp"

namespace cgcheck::seqcomp {

std::string print_uptimal(const Uptimal& u0) {
  Uptimal u = u0;
  u.normalize();
  std::vector<std::string> terms;  // each with its sign
  if (!u.b.empty()) {
    bool all_nonpos = true;
    for (auto v : u.b)
      if (v > 0) all_nonpos = false;
    const std::int64_t sign = all_nonpos ? -1 : 1;
    std::string digits;
    for (auto v : u.b) {
      const std::int64_t d = sign * v;
      digits += (d >= 0 && d <= 9) ? std::to_string(d) : fmt::format("({})", d);
    }
    terms.push_back(fmt::format("{}0.{}", sign < 0 ? "-" : "+", digits));
  }
  if (u.star) terms.push_back("+*");
  if (u.x != Dyadic{}) terms.push_back(fmt::format("{}{}", u.x < Dyadic{} ? "-" : "+", (u.x < Dyadic{} ? -u.x : u.x).str()));
  if (terms.empty()) return "0";
  const std::string s = fmt::format("{}", fmt::join(terms, ""));
  return s[0] == '+' ? s.substr(1) : s;
}

Uptimal parse_uptimal(std::string_view text) {
  Uptimal u;
  const std::string t(trim(text));
  if (t.empty()) throw InputError("empty uptimal value");
  std::size_t i = 0;
  while (i < t.size()) {
    int sign = 1;
    if (t[i] == '+' || t[i] == '-') {
      sign = t[i] == '-' ? -1 : 1;
      ++i;
    }
    std::size_t j = i;
    while (j < t.size() && t[j] != '+' && t[j] != '-') {
      if (t[j] == '(') {
        while (j < t.size() && t[j] != ')') ++j;
      }
      ++j;
    }
    const std::string term = t.substr(i, j - i);
    if (term == "*") {
      u.star ^= 1;
    } else if (term.rfind("0.", 0) == 0) {
      std::size_t k = 2, idx = 0;
      while (k < term.size()) {
        std::int64_t d;
        if (term[k] == '(') {
          const auto close = term.find(')', k);
          if (close == std::string::npos) throw InputError(fmt::format("unclosed digit in {}", t));
          d = parse_int(term.substr(k + 1, close - k - 1), -1000000, 1000000, "uptimal digit");
          k = close + 1;
        } else {
          if (term[k] < '0' || term[k] > '9') throw InputError(fmt::format("bad uptimal digit in {}", t));
          d = term[k] - '0';
          ++k;
        }
        if (u.b.size() <= idx) u.b.resize(idx + 1, 0);
        u.b[idx++] += sign * d;
      }
    } else {
      const auto slash = term.find('/');
      Dyadic v;
      if (slash == std::string::npos) {
        v = Dyadic::integer(parse_int(term, -1000000000, 1000000000, "number"));
      } else {
        const std::int64_t n = parse_int(term.substr(0, slash), -1000000000, 1000000000, "numerator");
        std::int64_t d = parse_int(term.substr(slash + 1), 1, std::int64_t{1} << 40, "denominator");
        std::int32_t e = 0;
        while (d > 1) {
          if (d % 2) throw InputError(fmt::format("denominator not a power of 2 in {}", t));
          d /= 2;
          ++e;
        }
        v = Dyadic::make(n, e);
      }
      u.x = u.x + (sign < 0 ? -v : v);
    }
    i = j;
  }
  u.normalize();
  return u;
}

GameId UptimalGames::game(const Uptimal& u0) {
  Uptimal u = u0;
  u.normalize();
  if (auto it = cache_.find(u); it != cache_.end()) return it->second;
  GameId g = a_.canon(a_.number(u.x));
  if (u.star) g = a_.add(g, a_.star());
  for (std::size_t i = 0; i < u.b.size(); ++i)
    if (u.b[i]) g = a_.add(g, a_.multiple(a_.up_nth(static_cast<std::uint32_t>(i + 1)), u.b[i]));
  cache_.emplace(u, g);
  return g;
}

}  // namespace cgcheck::seqcomp
