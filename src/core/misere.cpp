#include "core/misere.hpp"

#include <algorithm>
#include <map>
#include <tuple>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/mex.hpp"

namespace cgcheck {

std::string Genus::text() const {
  const bool wide = std::any_of(sup.begin(), sup.end(), [](Grundy d) { return d >= 10; });
  if (wide) return fmt::format("{}^({})", base, fmt::join(sup, ","));
  return fmt::format("{}^{}", base, fmt::join(sup, ""));
}

Genus Genus::of_options(std::span<const Genus* const> options) {
  Genus g;
  std::vector<Grundy> values;
  values.reserve(options.size() + 2);
  // The terms are computed one past where every option's sequence has settled, plus one: from there
  // on they alternate (CGSuite's Genus, after On Numbers and Games, ch. 12).
  std::size_t last = 1;
  for (const Genus* o : options) {
    values.push_back(o->base);
    last = std::max(last, o->sup.size() - 1);
  }
  g.base = mex(values);
  last += 2;
  std::vector<Grundy> terms(last + 1);
  for (std::size_t i = 0; i <= last; ++i) {
    values.clear();
    if (i > 0) {
      values.push_back(terms[i - 1]);      // G + (i-1)·*2
      values.push_back(terms[i - 1] ^ 1);  // G + (i-1)·*2 + *1
    }
    for (const Genus* o : options) values.push_back(o->digit(i));
    terms[i] = mex(values);
  }
  while (last > 1 && terms[last] == terms[last - 2]) --last;
  terms.resize(last + 1);
  g.sup = std::move(terms);
  return g;
}

Grundy misere_sum_grundy(const PlayGraph& g, PlayGraph::Id root, unsigned twos) {
  std::map<std::tuple<PlayGraph::Id, unsigned, unsigned>, Grundy> memo;
  auto value = [&](auto&& self, PlayGraph::Id v, unsigned a, unsigned b) -> Grundy {
    const auto key = std::make_tuple(v, a, b);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    std::vector<Grundy> opts;
    for (PlayGraph::Id w : g.options(v)) opts.push_back(self(self, w, a, b));
    if (a > 0) {
      opts.push_back(self(self, v, a - 1, b + 1));  // a heap of two taken down to one
      opts.push_back(self(self, v, a - 1, b));      // or taken
    }
    if (b > 0) opts.push_back(self(self, v, a, b - 1));
    const Grundy r = opts.empty() ? 1 : mex(opts);  // misère: no move is a win for the mover
    memo.emplace(key, r);
    return r;
  };
  return value(value, root, twos, 0);
}

}  // namespace cgcheck
