#pragma once
// Misère quotients of heap games (T. E. Plambeck, "Taming the wild in impartial combinatorial
// games", INTEGERS 5 (2005) G05; T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial
// games", J. Combin. Theory Ser. A 115 (2008)).
//
// The sums of heaps of sizes 1..N form a closed set A. Two sums G, H are indistinguishable when
// G + X and H + X have the same misère outcome for every X in A; the classes form a commutative
// monoid Q (the misère quotient), and the misère P-positions form a union of classes (the
// P-portion). A sum is a misère P-position exactly when the product of its heaps' elements lies in
// the P-portion.
//
// How it is computed here (not MisereSolver's method; the result is the same object, since a
// minimal quotient is unique): the sums whose misère outcome is P form a commutative language over
// the heap sizes, and Q is its syntactic monoid, i.e. the minimal automaton that reads a sum heap by
// heap. That automaton is learnt by Angluin's L* ("Learning regular sets from queries and
// counterexamples", 1987), with Maler and Pnueli's handling of counterexamples: membership queries
// are answered by a plain memoized misère solver of sums (SumOutcomes), and each hypothesis is
// checked by an exhaustive local test (first_misprediction) that is a proof, not a sample:
// for every sum S the pair (element of S, set of elements of S's options) is one of finitely many,
// reachable heap by heap, and the hypothesis predicts every outcome exactly when, for every
// reachable pair, the element is in the P-portion iff no option's element is (the empty sum, with no
// option, is an N-position in misère play). Heaps are added one at a time, so the quotient of every
// prefix 1..n is found on the way.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cgcheck::misere {

using Heap = std::uint32_t;
using Element = std::uint32_t;
// A sum of heaps: their sizes, ascending, heaps without a move (which are 0) left out.
using Sum = std::vector<Heap>;

// The rules of a heap game: every option of one heap of n tokens, each the nonempty heaps it leaves.
using HeapOptions = std::function<std::vector<Sum>(Heap n)>;

struct Pretension;

// Misère outcomes of sums of heaps, straight from the rules (memoized over sums). The reference the
// quotient is learnt from and checked against; it knows nothing of quotients.
class SumOutcomes {
 public:
  // max_positions: the number of sums it may remember before it refuses with an InputError.
  SumOutcomes(HeapOptions options, std::uint64_t max_positions);
  ~SumOutcomes();
  SumOutcomes(const SumOutcomes&) = delete;
  SumOutcomes& operator=(const SumOutcomes&) = delete;

  // Is the sum (ascending; zero heaps allowed, they are dropped) a misère P-position?
  bool is_p(Sum sum);
  // The options of one heap, cached (each ascending, zero heaps dropped).
  const std::vector<Sum>& heap_options(Heap n);
  // Heaps with no move are 0: left out of every sum.
  bool is_zero(Heap n) { return heap_options(n).empty(); }
  // Sums solved move by move so far.
  std::uint64_t positions() const;
  // From now on, sums whose heaps are all at most q.max_heap() are answered by q: a quotient proved
  // by first_misprediction (whose proof asks this solver nothing). The learner registers each
  // prefix's quotient, so only sums with a heap of the next size are searched move by move.
  void use_proved(const Pretension& q);

 private:
  struct Impl;
  Impl* impl_;
};

// A finite commutative monoid with a P-portion; element 0 is the identity.
struct BipartiteMonoid {
  std::uint32_t order = 1;
  std::vector<Element> table{0};  // order * order products
  std::vector<bool> p{false};

  Element mul(Element a, Element b) const { return table[static_cast<std::size_t>(a) * order + b]; }
  std::uint32_t p_count() const;
};

// A bipartite monoid with the element of each heap 0..max_heap (heap_element[0] = identity): the
// claim that the product of a sum's heaps' elements lies in the P-portion iff the sum is a misère
// P-position.
struct Pretension {
  BipartiteMonoid monoid;
  std::vector<Element> heap_element;
  Heap max_heap() const { return static_cast<Heap>(heap_element.size() - 1); }
};

// A sum whose misère outcome the pretension predicts wrongly.
struct Misprediction {
  Sum sum;
  bool predicted_p = false, actual_p = false;
};
// Checks that the pretension predicts the misère outcome of every sum of heaps 1..max_heap (any
// number of each): breadth-first over the reachable (element, option elements) pairs, so the sum
// returned has as few heaps as any failure of the local test. Nothing when every prediction holds.
// max_states bounds the pairs visited (InputError past it).
std::optional<Misprediction> first_misprediction(const Pretension& q, SumOutcomes& outcomes,
                                                 std::uint64_t max_states = 50'000'000);

struct QuotientLimits {
  std::uint32_t max_order = 5000;         // refuse a quotient with more elements (it may be infinite)
  // Pairs of the exhaustive check; for the recalibration, entries (states times heaps) of a candidate.
  std::uint64_t max_states = 50'000'000;
  // Answer sums of smaller heaps from the quotient already proved (false: the reference solver
  // searches every sum move by move; the benchmark's baseline).
  bool reuse_proved = true;
  // Try first whether the new heap is an element the quotient already has (MisereSolver's
  // conservative extension), proved by the exhaustive check, before learning (false: learn at every
  // heap; the benchmark's baseline).
  bool conservative_first = true;
};

// Called after the quotient of heaps 1..n is found (for progress lines and the presentation's
// changes heap by heap).
using QuotientStep = std::function<void(Heap n, const Pretension& q)>;

// The misère quotient of the sums of heaps 1..max_heap, minimal: two distinct elements are told
// apart by some third (x*z in P, y*z not, or the reverse). Elements are numbered in the order the
// learner met them (0 the identity).
Pretension misere_quotient(Heap max_heap, SumOutcomes& outcomes, const QuotientLimits& limits = {},
                           const QuotientStep& step = {});

// The same quotient by MisereSolver's method (misere_quotient_recalibrate.cpp, after A. N. Siegel's
// MisereSolver in CGSuite's source): heap by heap, a conservative extension when one passes the
// local P and N tests, else a candidate whose P-portion is marked from each element's colex-least
// sum, recalibrated at the least failing sum until no sum fails. It asks `outcomes` only for the
// heaps' options (no sum is solved), so it reaches quotients the learner cannot hold in memory.
// The result is not proved here: callers prove it with first_misprediction. InputError when a heap
// has an option with a heap as large (the method needs smaller heaps), when a candidate would need
// more than limits.max_states table entries, or past limits.max_order elements.
Pretension misere_quotient_recalibrated(Heap max_heap, SumOutcomes& outcomes, const QuotientLimits& limits = {},
                                        const QuotientStep& step = {});

// ---- presentations (misere_quotient_presentation.cpp) ----

// Exponents of the generators a, b, c, ...
using Monomial = std::vector<std::uint32_t>;

// A quotient's presentation as MisereSolver (A. N. Siegel, in CGSuite) and the literature write it:
// the generators a, b, c, ... are the elements of the heaps at which the quotient grew; each element
// is named by its least word, the exponents compared from the last generator down (bc > ab,
// c2 > b2); the relations are the least words that are not names, each equated with its name (a
// reduced Gröbner basis of the monoid's congruence). 0.75: Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>;
// P = {a,b2}. Words are written as MisereSolver writes them: ab2 for a times b squared.
struct Presentation {
  std::vector<Heap> generator_heap;               // the heap whose element is generator i
  std::vector<Monomial> name;                     // per element
  std::vector<std::pair<Monomial, Monomial>> relations;

  std::string word(const Monomial& m) const;      // "1", "a", "ab2"
  std::string element(Element e) const { return word(name[e]); }
  std::string relations_text() const;             // "a2=1,b3=b"
  // MisereSolver's line: "Q = <a,b | a2=1,b3=b>; P = {a,b2}".
  std::string text(const BipartiteMonoid& m) const;
};
Presentation present(const Pretension& q);
// The same pretension with its elements numbered in the order of their names (the identity first).
Pretension canonical(const Pretension& q);

// A pretension written as the literature writes one: generators, relations, the P-portion and the
// heap-to-element map as words in the generators. The monoid is computed from the relations by
// completion (a commutative Knuth-Bendix / Buchberger procedure); InputError with one line when a
// word does not read, or when the relations define more than max_order elements.
struct WrittenQuotient {
  std::vector<std::string> generators;
  std::vector<std::string> relations;   // "b3=b" or "b^3=b"
  std::vector<std::string> p_portion;   // "a", "b2"
  std::vector<std::string> heap_words;  // heaps 0, 1, 2, ... ("1" or "0" for the identity)
};
Pretension read_written_quotient(const WrittenQuotient& w, std::uint32_t max_order = 5000);
// The same from MisereSolver's line "Q = <a,b | a2=1,b3=b>; P = {a,b2}" (the "Q = " and "P = " may
// be left out) and the heaps' words from heap 0, separated by spaces ("1 a b ab a"). InputError
// with one line when it does not read.
WrittenQuotient read_presentation(std::string_view presentation, std::string_view heaps);

// Whether two pretensions are the same quotient: a bijection of their elements that maps products
// to products, P-portion onto P-portion and each heap's element to the same heap's element, for
// the heaps both map. Nothing when they are; else one line naming the first difference.
std::optional<std::string> pretension_difference(const Pretension& ours, const Pretension& theirs);

// Whether two bipartite monoids are isomorphic: a bijection that keeps the identity, products and
// the P-portion (backtracking, elements assigned in order, each product checked once both factors
// are placed). For the small quotients the classification speaks of; the cost grows factorially in
// the worst case.
bool isomorphic(const BipartiteMonoid& a, const BipartiteMonoid& b);

// Two distinct elements that no third tells apart, if any (a quotient is minimal when there are none).
std::optional<std::pair<Element, Element>> indistinguishable_pair(const BipartiteMonoid& m);

}  // namespace cgcheck::misere
