#include "games/seqcomp/compound_tables.hpp"

#include <cstdint>
#include <string>

#include <fmt/core.h>

#include "cgt/game.hpp"
#include "core/text.hpp"
#include "games/seqcomp/domains.hpp"

namespace cgcheck::seqcomp {

std::string nimber_compound_tables(Engine& e) {
  std::string md;
  auto val = [&](GameId g) { return fmt::format("`{}`", cgt::to_string(e.a, g)); };
  md += "Values computed by the engine from Definition 11 with *k ≅ {0,*,...,*(k-1) | same}.\n\n";
  md += "*a → *b (rows a, columns b):\n\n| a \\ b |";
  for (int b = 0; b <= 4; ++b) md += fmt::format(" *{} |", b);
  md += "\n|---|";
  for (int b = 0; b <= 4; ++b) md += "---|";
  md += "\n";
  for (std::uint32_t a = 0; a <= 4; ++a) {
    md += fmt::format("| *{} |", a);
    for (std::uint32_t b = 0; b <= 4; ++b) md += " " + val(e.c.seq(e.a.nimber(a), e.a.nimber(b))) + " |";
    md += "\n";
  }
  md += "\n*a → n and n → *a (rows a, columns n):\n\n| a \\ n |";
  for (int n = -3; n <= 3; ++n) md += fmt::format(" {} |", n);
  md += "\n|---|";
  for (int n = -3; n <= 3; ++n) md += "---|";
  md += "\n";
  for (int dir = 0; dir < 2; ++dir)
    for (std::uint32_t a = 0; a <= 4; ++a) {
      md += dir == 0 ? fmt::format("| *{} → n |", a) : fmt::format("| n → *{} |", a);
      for (std::int64_t n = -3; n <= 3; ++n) {
        const GameId g = dir == 0 ? e.c.seq(e.a.nimber(a), e.a.integer(n)) : e.c.seq(e.a.integer(n), e.a.nimber(a));
        md += " " + val(g) + " |";
      }
      md += "\n";
    }
  md += "\n*a → * → * and *a → * (compare Theorem 6 (i), which covers dicotic G such as *a):\n\n| a | *a → * | *a → * → * |\n|---|---|---|\n";
  for (std::uint32_t a = 0; a <= 6; ++a) {
    const GameId st = e.a.star();
    md += fmt::format("| {} | {} | {} |\n", a, val(e.c.seq(e.a.nimber(a), st)), val(e.c.seq(e.a.nimber(a), e.c.seq(st, st))));
  }
  return md;
}

std::string stewart_vs_definition_11(Engine& e, std::size_t max_len) {
  std::uint64_t n = 0, differ = 0;
  std::string first;
  for_each_chain(max_len, [&](const Chain& c) {
    ++n;
    GameId s = 0;
    for (std::size_t i = c.size(); i-- > 0;) s = e.c.stewart(e.c.token(c[i]), s);
    if (e.a.canon(s) != e.value(c) && differ++ == 0)
      first = fmt::format("`{}`: Definition 11 gives `{}`, eq. (11) gives `{}`", print_chain(c), cgt::to_string(e.a, e.value(c)),
                          cgt::to_string(e.a, s));
  });
  return fmt::format("Of the {} chains over {{-3..3, *}} of length <= {}, {} have a "
                    "different value under eq. (11) than under Definition 11. First in size order: {}.\n",
                    with_commas(n), max_len, with_commas(differ), first.empty() ? "none" : first);
}

}  // namespace cgcheck::seqcomp
