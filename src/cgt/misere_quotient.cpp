// Misère quotients: the reference solver of sums, the exhaustive check of a pretension, and the
// learner (Angluin's L* over sums of heaps). See misere_quotient.hpp for the method.
#include "cgt/misere_quotient.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <functional>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <unordered_map>

#include <fmt/core.h>

#include "core/error.hpp"
#include "core/progress.hpp"

namespace cgcheck::misere {

std::uint32_t BipartiteMonoid::p_count() const {
  return static_cast<std::uint32_t>(std::count(p.begin(), p.end(), true));
}

// ---- SumOutcomes ----

struct SumOutcomes::Impl {
  HeapOptions options;
  std::uint64_t max_positions;
  std::unordered_map<std::u16string, bool> memo;
  std::unordered_map<Heap, std::vector<Sum>> heaps;  // node-based: references stay valid
  std::uint64_t steps = 0, solved = 0;
  std::optional<Pretension> proved;
};

void SumOutcomes::use_proved(const Pretension& q) {
  impl_->proved = q;
  impl_->memo.clear();  // every sum it holds has heaps of at most q.max_heap(): q answers them now
}

SumOutcomes::SumOutcomes(HeapOptions options, std::uint64_t max_positions)
    : impl_(new Impl{std::move(options), max_positions, {}, {}, 0, 0, std::nullopt}) {}
SumOutcomes::~SumOutcomes() { delete impl_; }
std::uint64_t SumOutcomes::positions() const { return impl_->solved; }

const std::vector<Sum>& SumOutcomes::heap_options(Heap n) {
  if (auto it = impl_->heaps.find(n); it != impl_->heaps.end()) return it->second;
  if (n > 65535) throw InputError(fmt::format("heap {} is too large for a misère quotient (at most 65535)", n));
  std::vector<Sum> raw = n == 0 ? std::vector<Sum>{} : impl_->options(n);
  std::vector<Sum> out;
  for (Sum& t : raw) {
    Sum kept;
    for (Heap h : t)
      if (h != 0 && !is_zero(h)) kept.push_back(h);
    std::sort(kept.begin(), kept.end());
    out.push_back(std::move(kept));
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return impl_->heaps.emplace(n, std::move(out)).first->second;
}

namespace {

std::u16string key_of(const Sum& s) {
  std::u16string k(s.size(), u'\0');
  for (std::size_t i = 0; i < s.size(); ++i) k[i] = static_cast<char16_t>(s[i]);
  return k;
}

// s with its i-th heap replaced by the heaps of t (all ascending).
Sum replaced(const Sum& s, std::size_t i, const Sum& t) {
  Sum out;
  out.reserve(s.size() + t.size());
  std::size_t a = 0, b = 0;
  while (a < s.size() || b < t.size()) {
    if (a == i) {
      ++a;
      continue;
    }
    if (b == t.size() || (a < s.size() && s[a] <= t[b])) out.push_back(s[a++]);
    else out.push_back(t[b++]);
  }
  return out;
}

Sum merged(const Sum& s, const Sum& t) {
  Sum out(s.size() + t.size());
  std::merge(s.begin(), s.end(), t.begin(), t.end(), out.begin());
  return out;
}

}  // namespace

bool SumOutcomes::is_p(Sum sum) {
  std::sort(sum.begin(), sum.end());
  Sum s;
  for (Heap h : sum)
    if (h != 0 && !is_zero(h)) s.push_back(h);
  if (s.empty()) return false;  // no move: the player to move has won (misère)
  if (impl_->proved && s.back() <= impl_->proved->max_heap()) {
    Element e = 0;
    for (Heap h : s) e = impl_->proved->monoid.mul(e, impl_->proved->heap_element[h]);
    return impl_->proved->monoid.p[e];
  }
  const std::u16string key = key_of(s);
  if (auto it = impl_->memo.find(key); it != impl_->memo.end()) return it->second;
  if ((++impl_->steps & 0xFFF) == 0) poll_interrupt();
  // Every heap of s has a move, so s is P iff no move reaches a P-position.
  bool p = true;
  for (std::size_t i = 0; i < s.size() && p; ++i) {
    if (i > 0 && s[i] == s[i - 1]) continue;
    for (const Sum& t : heap_options(s[i]))
      if (is_p(replaced(s, i, t))) {
        p = false;
        break;
      }
  }
  if (impl_->memo.size() >= impl_->max_positions)
    throw InputError(fmt::format("the misère outcomes of sums need more than {} positions in memory (raise --max-positions)",
                                 impl_->max_positions));
  impl_->memo.emplace(key, p);
  ++impl_->solved;
  return p;
}

// ---- the exhaustive check ----

namespace {

// A deterministic automaton over the heap sizes: what the check walks. A pretension is one (the
// state of a sum is its element); so is each hypothesis of the learner, whose states need not
// multiply, hence reading in a fixed order.
struct Automaton {
  std::uint32_t states = 1;
  std::vector<Heap> letters;            // the heaps read (nonzero, ascending)
  std::vector<std::uint32_t> letter_of;  // heap -> index in letters (UINT32_MAX: not a letter)
  std::vector<std::uint32_t> delta;      // states * letters.size()
  std::vector<bool> accept;

  std::uint32_t step(std::uint32_t x, Heap h) const {
    return delta[static_cast<std::size_t>(x) * letters.size() + letter_of.at(h)];
  }
  std::uint32_t read(std::uint32_t x, const Sum& s) const {
    for (Heap h : s) x = step(x, h);
    return x;
  }
};

Automaton automaton_of(const Pretension& q, SumOutcomes& outcomes) {
  Automaton a;
  a.states = q.monoid.order;
  a.accept = q.monoid.p;
  a.letter_of.assign(q.heap_element.size(), UINT32_MAX);
  for (Heap h = 1; h < q.heap_element.size(); ++h)
    if (!outcomes.is_zero(h)) {
      a.letter_of[h] = static_cast<std::uint32_t>(a.letters.size());
      a.letters.push_back(h);
    }
  a.delta.resize(static_cast<std::size_t>(a.states) * a.letters.size());
  for (std::uint32_t x = 0; x < a.states; ++x)
    for (std::size_t j = 0; j < a.letters.size(); ++j)
      a.delta[x * a.letters.size() + j] = q.monoid.mul(x, q.heap_element[a.letters[j]]);
  return a;
}

// A sum, as the letters in the order read, that the automaton classifies wrongly; breadth first
// over the pairs (state of the sum, states of its options), as the header explains.
std::optional<std::vector<Heap>> misread_sequence(const Automaton& a, SumOutcomes& outcomes, std::uint64_t max_states) {
  if (a.accept[0]) return std::vector<Heap>{};  // the empty sum is an N-position
  const std::size_t words = (a.states + 63) / 64;
  for (Heap h : a.letters)
    for (const Sum& t : outcomes.heap_options(h))
      for (Heap g : t)
        if (g >= a.letter_of.size() || a.letter_of[g] == UINT32_MAX)
          throw InputError(fmt::format("heap {} has an option with heap {}, past the heaps of the quotient", h, g));
  // Pair i: its key (state, then the option states as a bitset) in keys[i*(words+1) ...].
  std::vector<std::uint64_t> keys;
  std::vector<std::uint32_t> parent;
  std::vector<Heap> via;
  std::unordered_map<std::string, std::uint32_t> seen;
  auto key_text = [&](const std::uint64_t* k) {
    return std::string(reinterpret_cast<const char*>(k), (words + 1) * sizeof(std::uint64_t));
  };
  std::vector<std::uint64_t> next(words + 1);
  keys.assign(words + 1, 0);
  parent.push_back(UINT32_MAX);
  via.push_back(0);
  seen.emplace(key_text(keys.data()), 0);
  auto path = [&](std::uint32_t i, Heap last) {
    std::vector<Heap> seq{last};
    for (; parent[i] != UINT32_MAX; i = parent[i]) seq.push_back(via[i]);
    std::reverse(seq.begin(), seq.end());
    return seq;
  };
  for (std::uint32_t i = 0; i < parent.size(); ++i) {
    if ((i & 0xFFF) == 0) poll_interrupt();
    for (Heap h : a.letters) {
      const std::uint64_t* cur = keys.data() + static_cast<std::size_t>(i) * (words + 1);
      const auto x = static_cast<std::uint32_t>(cur[0]);
      std::fill(next.begin(), next.end(), 0);
      next[0] = a.step(x, h);
      bool option_p = false;
      auto add = [&](std::uint32_t s) {
        next[1 + s / 64] |= std::uint64_t{1} << (s % 64);
        option_p = option_p || a.accept[s];
      };
      for (std::size_t w = 0; w < words; ++w)
        for (std::uint64_t bits = cur[1 + w]; bits != 0; bits &= bits - 1)
          add(a.step(static_cast<std::uint32_t>(w * 64 + std::countr_zero(bits)), h));
      for (const Sum& t : outcomes.heap_options(h)) add(a.read(x, t));
      if (a.accept[next[0]] == option_p) return path(i, h);
      auto [it, fresh] = seen.emplace(key_text(next.data()), static_cast<std::uint32_t>(parent.size()));
      if (!fresh) continue;
      if (parent.size() >= max_states)
        throw InputError(fmt::format("the check of the quotient needs more than {} states (raise --max-states)", max_states));
      keys.insert(keys.end(), next.begin(), next.end());
      parent.push_back(i);
      via.push_back(h);
    }
  }
  return std::nullopt;
}

// The local test failed at seq: seq or one of the options it was built from is misclassified (the
// option states of the pair are exactly those of these sequences). Returns that sequence.
std::vector<Heap> misclassified(const Automaton& a, SumOutcomes& outcomes, const std::vector<Heap>& seq) {
  auto wrong = [&](const std::vector<Heap>& u) {
    Sum s(u.begin(), u.end());
    return a.accept[a.read(0, s)] != outcomes.is_p(s);
  };
  if (wrong(seq)) return seq;
  for (std::size_t i = 0; i < seq.size(); ++i)
    for (const Sum& t : outcomes.heap_options(seq[i])) {
      std::vector<Heap> u(seq.begin(), seq.begin() + static_cast<std::ptrdiff_t>(i));
      u.insert(u.end(), t.begin(), t.end());
      u.insert(u.end(), seq.begin() + static_cast<std::ptrdiff_t>(i) + 1, seq.end());
      if (wrong(u)) return u;
    }
  throw std::logic_error("misère quotient check: a failed local test without a misclassified sum");
}

}  // namespace

std::optional<Misprediction> first_misprediction(const Pretension& q, SumOutcomes& outcomes, std::uint64_t max_states) {
  const Automaton a = automaton_of(q, outcomes);
  const auto seq = misread_sequence(a, outcomes, max_states);
  if (!seq) return std::nullopt;
  std::vector<Heap> u = misclassified(a, outcomes, *seq);
  Sum s(u.begin(), u.end());
  std::sort(s.begin(), s.end());
  Element e = 0;
  for (Heap h : s) e = q.monoid.mul(e, q.heap_element[h]);
  return Misprediction{s, q.monoid.p[e], outcomes.is_p(s)};
}

// ---- the learner ----

namespace {

// Angluin's observation table over sums: the access sums (one per state, rows pairwise distinct),
// the experiments, and the row of every access sum plus one heap.
class Learner {
 public:
  Learner(SumOutcomes& outcomes, const QuotientLimits& limits) : outcomes_(outcomes), limits_(limits) {
    experiments_.push_back({});
    experiment_set_.insert({});
    add_state({});
  }

  void add_letter(Heap h) {
    letters_.push_back(h);
    close();
  }
  bool has_letters() const { return !letters_.empty(); }

  // The hypothesis as an automaton over the heaps 0..max_heap.
  Automaton hypothesis(Heap max_heap) const {
    Automaton a;
    a.states = static_cast<std::uint32_t>(access_.size());
    a.letters = letters_;
    a.letter_of.assign(max_heap + 1, UINT32_MAX);
    for (std::size_t j = 0; j < letters_.size(); ++j) a.letter_of[letters_[j]] = static_cast<std::uint32_t>(j);
    for (std::uint32_t s = 0; s < a.states; ++s) {
      a.accept.push_back(rows_[s][0]);
      for (std::size_t j = 0; j < letters_.size(); ++j) a.delta.push_back(state_of_.at(ext_[s][j]));
    }
    return a;
  }
  const Sum& access(std::uint32_t s) const { return access_[s]; }

  // Maler and Pnueli: every suffix of a misclassified sequence becomes an experiment.
  void learn(const std::vector<Heap>& seq) {
    bool grew = false;
    for (std::size_t i = 0; i < seq.size(); ++i) {
      Sum e(seq.begin() + static_cast<std::ptrdiff_t>(i), seq.end());
      std::sort(e.begin(), e.end());
      if (experiment_set_.insert(e).second) {
        experiments_.push_back(e);
        grew = true;
      }
    }
    if (!grew) throw std::logic_error("misère quotient learner: a counterexample that adds no experiment");
    state_of_.clear();
    for (std::uint32_t s = 0; s < access_.size(); ++s) {
      extend(rows_[s], access_[s]);
      state_of_.emplace(rows_[s], s);
      for (std::size_t j = 0; j < ext_[s].size(); ++j) extend(ext_[s][j], merged(access_[s], Sum{letters_[j]}));
    }
    close();
  }

 private:
  using Row = std::vector<bool>;

  void extend(Row& r, const Sum& u) {
    for (std::size_t k = r.size(); k < experiments_.size(); ++k) r.push_back(outcomes_.is_p(merged(u, experiments_[k])));
  }
  void add_state(Sum u) {
    if (access_.size() >= limits_.max_order)
      throw InputError(fmt::format("the misère quotient has more than {} elements (it may be infinite; raise --max-order)",
                                   limits_.max_order));
    Row r;
    extend(r, u);
    state_of_.emplace(r, static_cast<std::uint32_t>(access_.size()));
    rows_.push_back(std::move(r));
    access_.push_back(std::move(u));
    ext_.emplace_back();
  }
  // Until every access sum plus one heap has the row of some state.
  void close() {
    for (std::uint32_t s = 0; s < access_.size(); ++s)
      for (std::size_t j = 0; j < letters_.size(); ++j) {
        if (j >= ext_[s].size()) {
          Row r;
          extend(r, merged(access_[s], Sum{letters_[j]}));
          ext_[s].push_back(std::move(r));
        }
        if (!state_of_.contains(ext_[s][j])) add_state(merged(access_[s], Sum{letters_[j]}));
      }
  }

  SumOutcomes& outcomes_;
  const QuotientLimits& limits_;
  std::vector<Heap> letters_;
  std::vector<Sum> experiments_;
  std::set<Sum> experiment_set_;
  std::vector<Sum> access_;
  std::vector<Row> rows_;
  std::vector<std::vector<Row>> ext_;  // per state, per letter
  std::map<Row, std::uint32_t> state_of_;
};

// The verified hypothesis as a monoid: x * y is x read on by y's access sum (well defined because
// the automaton is the minimal one of a commutative language).
Pretension pretension_of(const Automaton& a, const Learner& l, Heap max_heap, SumOutcomes& outcomes) {
  Pretension q;
  q.monoid.order = a.states;
  q.monoid.p = a.accept;
  q.monoid.table.resize(static_cast<std::size_t>(a.states) * a.states);
  for (std::uint32_t x = 0; x < a.states; ++x)
    for (std::uint32_t y = 0; y < a.states; ++y) q.monoid.table[static_cast<std::size_t>(x) * a.states + y] = a.read(x, l.access(y));
  q.heap_element.assign(max_heap + 1, 0);
  for (Heap h = 1; h <= max_heap; ++h)
    if (!outcomes.is_zero(h)) q.heap_element[h] = a.step(0, h);
  for (std::uint32_t x = 0; x < a.states; ++x)
    for (std::uint32_t y = 0; y < a.states; ++y)
      if (q.monoid.mul(x, y) != q.monoid.mul(y, x))
        throw std::logic_error("misère quotient learner: the verified automaton does not commute");
  return q;
}

}  // namespace

namespace {

// MisereSolver's first try at a new heap (its checkConservativeExtension): heap n is an element x
// the quotient of heaps 1..n-1 already has. Each candidate (its P-status that of heap n alone) is
// put to the exhaustive check, which asks the reference solver nothing; the first that passes is
// proved, and the quotient does not grow: it stays minimal, since sums of more heaps can only tell
// more elements apart. Nothing when no element passes (the quotient grows at n) or when an option of
// heap n holds a heap of n or more (CGSuite codes that add tokens).
std::optional<Element> conservative_extension(const Pretension& q, Heap n, SumOutcomes& outcomes,
                                              const QuotientLimits& limits) {
  bool alone_p = true;
  for (const Sum& t : outcomes.heap_options(n)) {
    Element e = 0;
    for (Heap h : t) {
      if (h >= n) return std::nullopt;
      e = q.monoid.mul(e, q.heap_element[h]);
    }
    alone_p = alone_p && !q.monoid.p[e];
  }
  Pretension trial = q;
  trial.heap_element.push_back(0);
  for (Element x = 0; x < q.monoid.order; ++x) {
    if (q.monoid.p[x] != alone_p) continue;
    trial.heap_element[n] = x;
    if (!misread_sequence(automaton_of(trial, outcomes), outcomes, limits.max_states)) return x;
  }
  return std::nullopt;
}

}  // namespace

Pretension misere_quotient(Heap max_heap, SumOutcomes& outcomes, const QuotientLimits& limits, const QuotientStep& step) {
  Learner learner(outcomes, limits);
  Pretension q;
  q.heap_element.assign(1, 0);
  std::vector<Heap> pending;  // heaps placed by conservative extension, not yet letters
  for (Heap n = 1; n <= max_heap; ++n) {
    poll_interrupt();
    if (outcomes.is_zero(n)) {
      // A heap with no move is the identity. The learner is not asked: heaps placed by conservative
      // extension may still be pending, not yet letters of its hypothesis.
      q.heap_element.push_back(0);
      if (limits.reuse_proved) outcomes.use_proved(q);
      if (step) step(n, q);
      continue;
    }
    if (limits.conservative_first && learner.has_letters())
      if (const auto x = conservative_extension(q, n, outcomes, limits)) {
        q.heap_element.push_back(*x);
        pending.push_back(n);
        if (limits.reuse_proved) outcomes.use_proved(q);
        if (step) step(n, q);
        continue;
      }
    try {
      // Rows for the heaps placed without the learner are answered by the proved quotient.
      for (Heap k : pending) learner.add_letter(k);
      pending.clear();
      learner.add_letter(n);
      for (;;) {
        const Automaton a = learner.hypothesis(n);
        const auto seq = misread_sequence(a, outcomes, limits.max_states);
        if (!seq) break;
        learner.learn(misclassified(a, outcomes, *seq));
      }
    } catch (const InputError& e) {
      throw InputError(fmt::format("heaps 1..{} (the quotient to heap {} has order {}): {}", n, n - 1, q.monoid.order,
                                   e.what()));
    }
    q = learner.has_letters() ? pretension_of(learner.hypothesis(n), learner, n, outcomes)
                               : Pretension{{}, std::vector<Element>(n + 1, 0)};
    q = canonical(q);
    if (limits.reuse_proved) outcomes.use_proved(q);
    if (step) step(n, q);
  }
  return q;
}

bool isomorphic(const BipartiteMonoid& a, const BipartiteMonoid& b) {
  if (a.order != b.order || a.p_count() != b.p_count()) return false;
  std::vector<Element> to(a.order, UINT32_MAX);
  std::vector<bool> used(b.order, false);
  to[0] = 0;
  used[0] = true;
  // Pruning: a product of placed elements is placed at its image, or its image is still free.
  auto consistent = [&](Element x) {
    for (Element y = 0; y <= x; ++y) {
      const Element xy = a.mul(x, y), image = b.mul(to[x], to[y]);
      if (to[xy] != UINT32_MAX ? to[xy] != image : used[image]) return false;
    }
    return true;
  };
  auto homomorphism = [&] {
    for (Element x = 0; x < a.order; ++x)
      for (Element y = 0; y < a.order; ++y)
        if (to[a.mul(x, y)] != b.mul(to[x], to[y])) return false;
    return true;
  };
  std::function<bool(Element)> place = [&](Element x) -> bool {
    if (x == a.order) return homomorphism();
    for (Element y = 1; y < b.order; ++y) {
      if (used[y] || a.p[x] != b.p[y]) continue;
      to[x] = y;
      used[y] = true;
      if (consistent(x) && place(x + 1)) return true;
      used[y] = false;
      to[x] = UINT32_MAX;
    }
    return false;
  };
  if (a.p[0] != b.p[0]) return false;
  return a.order == 1 || place(1);
}

std::optional<std::pair<Element, Element>> indistinguishable_pair(const BipartiteMonoid& m) {
  for (Element x = 0; x < m.order; ++x)
    for (Element y = x + 1; y < m.order; ++y) {
      bool told = false;
      for (Element z = 0; z < m.order && !told; ++z) told = m.p[m.mul(x, z)] != m.p[m.mul(y, z)];
      if (!told) return std::pair{x, y};
    }
  return std::nullopt;
}

}  // namespace cgcheck::misere
