// Presentations of misère quotients: naming the elements by words in the generators, the relations
// among them, reading a presentation as the literature prints it (and computing its monoid by
// completion), and comparing two pretensions.
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <string_view>

#include <fmt/core.h>
#include <fmt/format.h>

#include "cgt/misere_quotient.hpp"
#include "core/error.hpp"
#include "core/parse.hpp"

namespace cgcheck::misere {
namespace {

// MisereSolver's order of words (A. N. Siegel, MisereSolver, in CGSuite's
// org.cgsuite.core.misere.solver.Word.compareTo): the exponents compared from the last generator
// down, so b < ab^5 < c, bc > ab and c^2 > b^2. An element's name is its least word; a monomial
// order, so every divisor of a least word is a least word.
bool term_less(const Monomial& x, const Monomial& y) {
  for (std::size_t i = x.size(); i-- > 0;)
    if (x[i] != y[i]) return x[i] < y[i];
  return false;
}
struct TermLess {
  bool operator()(const Monomial& x, const Monomial& y) const { return term_less(x, y); }
};

// a..z, then A..Z, as MisereSolver names them; past 52 generators, g53, g54, ...
std::string generator_name(std::size_t i) {
  if (i < 26) return std::string(1, static_cast<char>('a' + i));
  if (i < 52) return std::string(1, static_cast<char>('A' + i - 26));
  return fmt::format("g{}", i + 1);
}

}  // namespace

std::string Presentation::word(const Monomial& m) const {
  std::string out;
  for (std::size_t i = 0; i < m.size(); ++i) {
    if (m[i] == 0) continue;
    out += generator_name(i);
    if (m[i] > 1) out += fmt::format("{}", m[i]);
  }
  return out.empty() ? "1" : out;
}

std::string Presentation::relations_text() const {
  std::vector<std::string> parts;
  for (const auto& [l, r] : relations) parts.push_back(word(l) + "=" + word(r));
  return fmt::format("{}", fmt::join(parts, ","));
}

std::string Presentation::text(const BipartiteMonoid& m) const {
  std::vector<std::string> gens, p;
  for (std::size_t i = 0; i < generator_heap.size(); ++i) gens.push_back(generator_name(i));
  std::vector<Element> order(m.order);
  for (Element e = 0; e < m.order; ++e) order[e] = e;
  std::sort(order.begin(), order.end(), [&](Element x, Element y) { return term_less(name[x], name[y]); });
  for (Element e : order)
    if (m.p[e]) p.push_back(element(e));
  const std::string q = gens.empty() ? std::string("<>") : fmt::format("<{} | {}>", fmt::join(gens, ","), relations_text());
  return fmt::format("Q = {}; P = {{{}}}", q, fmt::join(p, ","));
}

Presentation present(const Pretension& q) {
  const BipartiteMonoid& m = q.monoid;
  Presentation out;
  // Generators as MisereSolver takes them (BipartiteMonoid.regenerate, then eliminateExtraneousGens):
  // in heap order, each heap whose element the earlier ones do not generate; then, in that order,
  // each one the others generate is dropped. Usually these are the heaps at which the quotient grew;
  // not always (0.07 to heap 30: heap 10, where it grew, is a product of later generators, and heap
  // 12, where it did not, is a generator).
  auto generates = [&](const std::vector<Element>& gens, Element target) -> bool {
    std::vector<bool> reach(m.order, false);
    std::vector<Element> todo{0};
    reach[0] = true;
    while (!todo.empty()) {
      const Element x = todo.back();
      todo.pop_back();
      for (Element g : gens)
        if (!reach[m.mul(x, g)]) {
          reach[m.mul(x, g)] = true;
          todo.push_back(m.mul(x, g));
        }
    }
    return reach[target];
  };
  std::vector<Element> gen;
  for (Heap h = 1; h <= q.max_heap(); ++h)
    if (!generates(gen, q.heap_element[h])) {
      out.generator_heap.push_back(h);
      gen.push_back(q.heap_element[h]);
    }
  for (std::size_t i = 0; i < gen.size();) {
    std::vector<Element> others = gen;
    others.erase(others.begin() + static_cast<std::ptrdiff_t>(i));
    if (generates(others, gen[i])) {
      gen = std::move(others);
      out.generator_heap.erase(out.generator_heap.begin() + static_cast<std::ptrdiff_t>(i));
    } else {
      ++i;
    }
  }
  const std::size_t k = gen.size();
  auto value = [&](const Monomial& w) {
    Element e = 0;
    for (std::size_t i = 0; i < k; ++i)
      for (std::uint32_t j = 0; j < w[i]; ++j) e = m.mul(e, gen[i]);
    return e;
  };
  // Names: the least word of each element. Words are taken in increasing order from a queue seeded
  // with 1, each name adding its multiples by one generator (every divisor of a least word is a
  // least word, and a multiple is larger than the word, so the queue yields them in order). A word
  // whose element already has a name, all of whose divisors by one generator are names, is a
  // relation.
  out.name.assign(m.order, {});
  std::vector<bool> named(m.order, false);
  std::set<Monomial> names;
  std::set<Monomial, TermLess> queue{Monomial(k, 0)};
  while (!queue.empty()) {
    const Monomial c = *queue.begin();
    queue.erase(queue.begin());
    const Element e = value(c);
    if (!named[e]) {
      named[e] = true;
      out.name[e] = c;
      names.insert(c);
      for (std::size_t i = 0; i < k; ++i) {
        Monomial next = c;
        ++next[i];
        queue.insert(next);
      }
      continue;
    }
    bool minimal = true;
    for (std::size_t i = 0; i < k && minimal; ++i)
      if (c[i] > 0) {
        Monomial d = c;
        --d[i];
        minimal = names.contains(d);
      }
    if (minimal) out.relations.emplace_back(c, out.name[e]);
  }
  // Listed in the order of their left sides, as MisereSolver lists them (a2=1,b3=b,bc=ab,c2=b2).
  std::sort(out.relations.begin(), out.relations.end(), [](const auto& x, const auto& y) { return term_less(x.first, y.first); });
  return out;
}

Pretension canonical(const Pretension& q) {
  const Presentation pr = present(q);
  std::vector<Element> order(q.monoid.order);
  for (Element e = 0; e < q.monoid.order; ++e) order[e] = e;
  std::sort(order.begin(), order.end(), [&](Element x, Element y) { return term_less(pr.name[x], pr.name[y]); });
  std::vector<Element> index(q.monoid.order);
  for (Element i = 0; i < q.monoid.order; ++i) index[order[i]] = i;
  Pretension out;
  out.monoid.order = q.monoid.order;
  out.monoid.table.resize(q.monoid.table.size());
  out.monoid.p.resize(q.monoid.order);
  for (Element x = 0; x < q.monoid.order; ++x) {
    out.monoid.p[index[x]] = q.monoid.p[x];
    for (Element y = 0; y < q.monoid.order; ++y)
      out.monoid.table[static_cast<std::size_t>(index[x]) * q.monoid.order + index[y]] = index[q.monoid.mul(x, y)];
  }
  for (Element e : q.heap_element) out.heap_element.push_back(index[e]);
  return out;
}

// ---- written presentations ----

namespace {

struct Rules {
  std::vector<std::pair<Monomial, Monomial>> rules;  // lhs > rhs

  static bool divides(const Monomial& d, const Monomial& m) {
    for (std::size_t i = 0; i < m.size(); ++i)
      if (d[i] > m[i]) return false;
    return true;
  }
  Monomial reduce(Monomial m) const {
    for (bool again = true; again;) {
      again = false;
      for (const auto& [l, r] : rules)
        if (divides(l, m)) {
          for (std::size_t i = 0; i < m.size(); ++i) m[i] = m[i] - l[i] + r[i];
          again = true;
          break;
        }
    }
    return m;
  }
  bool reducible(const Monomial& m) const {
    for (const auto& rule : rules)
      if (divides(rule.first, m)) return true;
    return false;
  }
  // Adds a = b (oriented by the term order); false when they are the same word.
  bool add(Monomial a, Monomial b) {
    if (a == b) return false;
    if (term_less(a, b)) std::swap(a, b);
    rules.emplace_back(std::move(a), std::move(b));
    return true;
  }
  // Completion: every overlap of two left sides reduces to one word both ways (Dickson's lemma
  // bounds the left sides, so it ends).
  void complete(std::size_t max_rules) {
    for (std::size_t j = 0; j < rules.size(); ++j)
      for (std::size_t i = 0; i < j; ++i) {
        const Monomial &li = rules[i].first, &lj = rules[j].first;
        bool overlap = false;
        Monomial lcm(li.size());
        for (std::size_t v = 0; v < li.size(); ++v) {
          overlap = overlap || (li[v] > 0 && lj[v] > 0);
          lcm[v] = std::max(li[v], lj[v]);
        }
        if (!overlap) continue;
        Monomial a = lcm, b = lcm;
        for (std::size_t v = 0; v < li.size(); ++v) {
          a[v] = a[v] - rules[i].first[v] + rules[i].second[v];
          b[v] = b[v] - rules[j].first[v] + rules[j].second[v];
        }
        if (add(reduce(a), reduce(b)) && rules.size() > max_rules)
          throw InputError("the relations do not complete (more than " + std::to_string(max_rules) + " rules)");
      }
  }
};

Monomial read_word(std::string_view text, const std::vector<std::string>& gens, std::string_view what) {
  Monomial m(gens.size(), 0);
  std::string_view s = text;
  auto trim = [](std::string_view& v) {
    while (!v.empty() && (v.front() == ' ' || v.front() == '*' || v.front() == '.')) v.remove_prefix(1);
  };
  trim(s);
  if (s == "1" || s == "0") return m;
  if (s.empty()) throw InputError(fmt::format("{}: an empty word", what));
  while (!s.empty()) {
    std::size_t g = gens.size();
    for (std::size_t i = 0; i < gens.size(); ++i)
      if (s.substr(0, gens[i].size()) == gens[i] && (g == gens.size() || gens[i].size() > gens[g].size())) g = i;
    if (g == gens.size()) throw InputError(fmt::format("{}: '{}' is not a word in the generators", what, text));
    s.remove_prefix(gens[g].size());
    std::uint32_t e = 1;
    const bool caret = !s.empty() && s.front() == '^';
    if (caret) s.remove_prefix(1);
    if (caret || (!s.empty() && s.front() >= '0' && s.front() <= '9')) {
      std::size_t n = 0;
      e = 0;
      while (n < s.size() && s[n] >= '0' && s[n] <= '9' && e < 100000) e = e * 10 + static_cast<std::uint32_t>(s[n++] - '0');
      if (n == 0 || e >= 100000) throw InputError(fmt::format("{}: '{}' has a bad exponent", what, text));
      s.remove_prefix(n);
    }
    m[g] += e;
    trim(s);
  }
  return m;
}

}  // namespace

Pretension read_written_quotient(const WrittenQuotient& w, std::uint32_t max_order) {
  for (const auto& g : w.generators)
    if (g.empty() || g == "1" || g == "0" || g.find_first_of("^=*. ") != std::string::npos)
      throw InputError(fmt::format("'{}' is not a generator name", g));
  Rules rules;
  for (const auto& rel : w.relations) {
    const auto eq = rel.find('=');
    if (eq == std::string::npos || rel.find('=', eq + 1) != std::string::npos)
      throw InputError(fmt::format("relation '{}' is not of the form word=word", rel));
    rules.add(read_word(std::string_view(rel).substr(0, eq), w.generators, "relation " + rel),
              read_word(std::string_view(rel).substr(eq + 1), w.generators, "relation " + rel));
  }
  rules.complete(20000);
  // The elements: the words no rule reduces, degree by degree.
  const std::size_t k = w.generators.size();
  std::map<Monomial, Element> index;
  std::vector<Monomial> words{Monomial(k, 0)}, last{Monomial(k, 0)};
  index.emplace(words[0], 0);
  while (!last.empty()) {
    std::vector<Monomial> next;
    for (const Monomial& x : last)
      for (std::size_t i = 0; i < k; ++i) {
        Monomial c = x;
        ++c[i];
        if (rules.reducible(c) || index.contains(c)) continue;
        if (words.size() >= max_order)
          throw InputError(fmt::format("the relations define more than {} elements", max_order));
        index.emplace(c, static_cast<Element>(words.size()));
        words.push_back(c);
        next.push_back(c);
      }
    last = std::move(next);
  }
  Pretension q;
  q.monoid.order = static_cast<std::uint32_t>(words.size());
  q.monoid.table.resize(static_cast<std::size_t>(q.monoid.order) * q.monoid.order);
  for (Element x = 0; x < q.monoid.order; ++x)
    for (Element y = 0; y < q.monoid.order; ++y) {
      Monomial s(k);
      for (std::size_t i = 0; i < k; ++i) s[i] = words[x][i] + words[y][i];
      q.monoid.table[static_cast<std::size_t>(x) * q.monoid.order + y] = index.at(rules.reduce(s));
    }
  auto element = [&](const std::string& text, std::string_view what) { return index.at(rules.reduce(read_word(text, w.generators, what))); };
  q.monoid.p.assign(q.monoid.order, false);
  for (const auto& p : w.p_portion) q.monoid.p[element(p, "P-portion")] = true;
  for (std::size_t h = 0; h < w.heap_words.size(); ++h)
    q.heap_element.push_back(element(w.heap_words[h], fmt::format("heap {}", h)));
  if (q.heap_element.empty()) q.heap_element.push_back(0);
  return q;
}

WrittenQuotient read_presentation(std::string_view presentation, std::string_view heaps) {
  // The words between separators, trimmed; none for blank text.
  auto words = [](std::string_view v, char sep) {
    std::vector<std::string> out;
    if (trim(v).empty()) return out;
    for (std::string_view w : split(v, sep)) out.emplace_back(trim(w));
    return out;
  };
  const std::string_view what = "presentation";
  std::string_view s = trim(presentation);
  if (s.starts_with("Q")) s = trim(trim(s.substr(1)).starts_with("=") ? trim(s.substr(1)).substr(1) : s);
  const auto open = s.find('<'), bar = s.find('|'), close = s.find('>');
  if (open != 0 || close == std::string_view::npos || (bar != std::string_view::npos && bar > close))
    throw InputError(fmt::format("{} '{}' is not of the form <a,b | a2=1,b3=b>; P = {{a,b2}}", what, presentation));
  WrittenQuotient w;
  const std::string_view gens = s.substr(1, (bar == std::string_view::npos ? close : bar) - 1);
  w.generators = words(gens, ',');
  if (bar != std::string_view::npos) w.relations = words(s.substr(bar + 1, close - bar - 1), ',');
  std::string_view rest = trim(s.substr(close + 1));
  if (rest.starts_with(";")) rest = trim(rest.substr(1));
  if (rest.starts_with("P")) rest = trim(rest.substr(1));
  if (rest.starts_with("=")) rest = trim(rest.substr(1));
  if (!rest.starts_with("{") || !rest.ends_with("}"))
    throw InputError(fmt::format("{} '{}' has no P-portion written P = {{...}}", what, presentation));
  w.p_portion = words(rest.substr(1, rest.size() - 2), ',');
  for (std::size_t at = 0; at < heaps.size();) {
    while (at < heaps.size() && (heaps[at] == ' ' || heaps[at] == '\n' || heaps[at] == '\t')) ++at;
    const auto end = heaps.find_first_of(" \n\t", at);
    if (at < heaps.size()) w.heap_words.emplace_back(heaps.substr(at, end == std::string_view::npos ? end : end - at));
    at = end == std::string_view::npos ? heaps.size() : end;
  }
  if (w.heap_words.empty()) throw InputError("the heaps' words are missing (heap 0 first: \"1 a b ab\")");
  return w;
}

std::optional<std::string> pretension_difference(const Pretension& ours, const Pretension& theirs) {
  const Heap n = std::min(ours.max_heap(), theirs.max_heap());
  // map: theirs' element -> ours', grown from the heaps by products, with the sum reaching each.
  std::vector<Element> map(theirs.monoid.order, UINT32_MAX);
  std::vector<Sum> sum_of(theirs.monoid.order);
  auto text = [](const Sum& s) { return s.empty() ? std::string("the empty sum") : fmt::format("the sum {}", fmt::join(s, "+")); };
  map[0] = 0;
  std::vector<Element> todo{0};
  for (std::size_t i = 0; i < todo.size(); ++i) {
    const Element x = todo[i];
    for (Heap h = 1; h <= n; ++h) {
      const Element tx = theirs.monoid.mul(x, theirs.heap_element[h]), ox = ours.monoid.mul(map[x], ours.heap_element[h]);
      Sum s = sum_of[x];
      s.insert(std::upper_bound(s.begin(), s.end(), h), h);
      if (map[tx] == UINT32_MAX) {
        map[tx] = ox;
        sum_of[tx] = s;
        todo.push_back(tx);
      } else if (map[tx] != ox) {
        return fmt::format("{} and {} are one element of the written quotient but two of the computed one", text(s),
                           text(sum_of[tx]));
      }
    }
  }
  for (Element x = 0; x < theirs.monoid.order; ++x)
    if (map[x] == UINT32_MAX)
      return fmt::format("the written quotient has elements that no sum of heaps up to {} reaches (order {}, {} reached)", n,
                         theirs.monoid.order, todo.size());
  std::vector<Element> back(ours.monoid.order, UINT32_MAX);
  for (Element x = 0; x < theirs.monoid.order; ++x) {
    if (back[map[x]] != UINT32_MAX)
      return fmt::format("{} and {} are two elements of the written quotient but one of the computed one", text(sum_of[x]),
                         text(sum_of[back[map[x]]]));
    back[map[x]] = x;
  }
  if (theirs.monoid.order != ours.monoid.order)
    return fmt::format("the computed quotient has order {}, the written one {}", ours.monoid.order, theirs.monoid.order);
  for (Element x = 0; x < theirs.monoid.order; ++x)
    if (theirs.monoid.p[x] != ours.monoid.p[map[x]])
      return fmt::format("{} is {} by the written P-portion, {} by the computed one", text(sum_of[x]),
                         theirs.monoid.p[x] ? "P" : "N", ours.monoid.p[map[x]] ? "P" : "N");
  return std::nullopt;
}

}  // namespace cgcheck::misere
