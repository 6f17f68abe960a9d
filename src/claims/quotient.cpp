#include "claims/quotient.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/core.h>
#include <fmt/format.h>

#include "cgt/misere_quotient.hpp"
#include "core/error.hpp"
#include "core/large_stack.hpp"
#include "core/text.hpp"

namespace cgcheck {
namespace {

misere::Pretension restricted(const misere::Pretension& q, misere::Heap n) {
  misere::Pretension out = q;
  out.heap_element.resize(n + 1);
  return out;
}

std::string sum_text(const misere::Sum& s) { return fmt::format("{}", fmt::join(s, ",")); }

void check(ClaimResult& res, const QuotientHeapOptions& options, const std::string& game, const std::string& presentation,
           const std::string& heaps, std::uint64_t bound) {
  const misere::Pretension written = misere::read_written_quotient(misere::read_presentation(presentation, heaps));
  const std::uint64_t n_max = std::min<std::uint64_t>(bound, written.max_heap());
  if (n_max < 1) throw InputError("a quotient claim needs the words of heaps 0..1 at least");
  misere::SumOutcomes outcomes(options, 8'000'000);
  for (misere::Heap n = 1; n <= n_max; ++n) {
    if (const auto miss = misere::first_misprediction(restricted(written, n), outcomes)) {
      ++res.mismatches;
      res.mismatch_kinds["a sum mispredicted"] += 1;
      res.counterexample = Counterexample{sum_text(miss->sum), miss->predicted_p ? "P" : "N", miss->actual_p ? "P" : "N",
                                          fmt::format("the exhaustive check of heaps 1..{} (the least bound that fails; "
                                                      "a sum with fewest heaps)", n),
                                          {}};
      res.checked.push_back({"exhaustive", n, fmt::format("every sum of heaps 1..{} of {} (misère play)", n, game)});
      res.message = fmt::format("the written quotient predicts {} for the sum {} of heaps 1..{}, which is a misère {}-position",
                                miss->predicted_p ? "P" : "N", sum_text(miss->sum), n, miss->actual_p ? "P" : "N");
      return;
    }
  }
  const auto n = static_cast<misere::Heap>(n_max);
  const misere::Pretension ours = proved_quotient(options, n);
  res.checked.push_back({"exhaustive", n_max, fmt::format("every sum of heaps 1..{} of {} (misère play)", n_max, game)});
  if (const auto diff = misere::pretension_difference(ours, restricted(written, n))) {
    ++res.mismatches;
    res.mismatch_kinds["not the quotient"] += 1;
    const misere::Presentation pr = misere::present(ours);
    res.counterexample = Counterexample{fmt::format("heaps 1..{}", n), presentation, pr.text(ours.monoid),
                                        "the quotient computed from the rules for the bound", {}};
    res.message = fmt::format("the written monoid predicts every outcome to heap {} but is not the quotient: {}", n, *diff);
    return;
  }
  res.message = fmt::format("the written quotient (order {}) predicts the misère outcome of every sum of heaps 1..{} "
                            "(exhaustive check) and is the quotient computed from the rules",
                            written.monoid.order, n);
}

// The heap options of a game of the catalog, or one line saying why it has none.
const QuotientHeapOptions& heap_options_of(const GameCatalog& games, const std::string& game) {
  const GameEntry* entry = games.game(game);
  if (entry == nullptr) throw InputError(fmt::format("unknown game '{}'", printable(game)));
  if (!entry->heap_options)
    throw InputError(fmt::format("quotient claims are about heap games (take-and-break, subtraction, ...): {} is not one",
                                 printable(game)));
  return entry->heap_options;
}

}  // namespace

void quotient_check(ClaimResult& res, const GameCatalog& games, const std::string& game, const std::string& presentation,
                    const std::string& heaps, std::uint64_t bound, RunContext&) {
  quotient_check(res, heap_options_of(games, game), game, presentation, heaps, bound);
}

misere::Pretension proved_quotient(const QuotientHeapOptions& options, std::uint32_t bound, std::uint32_t max_order) {
  // The learner's reference solver recurses once a move: a large stack, as for the other checks.
  return on_large_stack(std::size_t{1} << 30, [&] {
    misere::SumOutcomes outcomes(options, 8'000'000);
    misere::QuotientLimits limits;
    limits.max_order = max_order;
    bool larger_options = false;
    for (misere::Heap h = 1; h <= bound && !larger_options; ++h)
      for (const misere::Sum& o : outcomes.heap_options(h))
        larger_options = larger_options || (!o.empty() && o.back() >= h);
    const misere::Pretension q = larger_options ? misere::misere_quotient(bound, outcomes, limits)
                                                : misere::misere_quotient_recalibrated(bound, outcomes, limits);
    if (const auto miss = misere::first_misprediction(q, outcomes, limits.max_states))
      throw std::logic_error(fmt::format("misère quotient: the computed quotient mispredicts {}", sum_text(miss->sum)));
    return q;
  });
}

void quotient_order_check(ClaimResult& res, const GameCatalog& games, const std::string& game, std::uint64_t order,
                          std::uint64_t bound) {
  const QuotientHeapOptions& options = heap_options_of(games, game);
  if (bound < 1 || bound > 65535) throw InputError(fmt::format("a quotient claim's bound {} is not in 1..65535", bound));
  const auto n = static_cast<misere::Heap>(bound);
  on_large_stack(std::size_t{1} << 30, [&] {
    const misere::Pretension q = proved_quotient(options, n);
    res.checked.push_back({"exhaustive", bound, fmt::format("every sum of heaps 1..{} of {} (misère play)", bound, game)});
    const misere::Presentation pr = misere::present(q);
    if (q.monoid.order != order) {
      ++res.mismatches;
      res.mismatch_kinds["order"] += 1;
      res.counterexample = Counterexample{fmt::format("heaps 1..{}", bound), fmt::format("order {}", order),
                                          fmt::format("order {}", q.monoid.order), "the quotient computed from the rules", {}};
    }
    res.message = fmt::format("the quotient of heaps 1..{}: {} (order {}, proved by the exhaustive check)", bound,
                              pr.text(q.monoid), q.monoid.order);
    return 0;
  });
}

void quotient_check(ClaimResult& res, const QuotientHeapOptions& options, const std::string& game,
                    const std::string& presentation, const std::string& heaps, std::uint64_t bound) {
  on_large_stack(std::size_t{1} << 30, [&] {
    check(res, options, game, presentation, heaps, bound);
    return 0;
  });
}

}  // namespace cgcheck
