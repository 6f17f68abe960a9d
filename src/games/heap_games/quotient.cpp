// cgcheck quotient: the misère quotient of a heap game, its presentation, and two checks of it (the
// exhaustive local check, a proof; and, on request, every small sum against the misère session).
#include "games/heap_games/quotient.hpp"

#include <chrono>
#include <functional>
#include <string>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "core/large_stack.hpp"
#include "core/progress.hpp"
#include "runtime/json_text.hpp"
#include "runtime/output.hpp"
#include "games/heap_games/domains.hpp"

namespace cgcheck::heap_games {

misere::HeapOptions quotient_options(const HeapRules& rules) {
  return [rules](misere::Heap n) {
    std::vector<misere::Sum> out;
    for_each_split(rules, n, [&](const std::uint32_t* heaps, std::uint32_t count) { out.emplace_back(heaps, heaps + count); });
    return out;
  };
}

namespace {

std::string sum_text(const misere::Sum& s) {
  return s.empty() ? std::string("the empty sum") : fmt::format("{}", fmt::join(s, ","));
}

// Every sum of at most `count` heaps of 1..max_heap, predicted by q and solved by the misère
// session (a computation that knows no quotient): the number of sums compared. InputError naming
// the first disagreement.
std::uint64_t compare_with_session(const std::string& game, const misere::Pretension& q, std::uint64_t count) {
  auto session = misere_heap_session(game);
  session->set_budget(0);
  std::vector<misere::Heap> s;
  std::uint64_t compared = 0;
  Progress progress("sums against the misère solver", 0, "sums");
  std::function<void(misere::Heap, misere::Element)> walk = [&](misere::Heap from, misere::Element e) {
    const std::string text = fmt::format("{}", fmt::join(s, ","));
    const bool p = session->solve(text).outcome == "P";
    if (p != q.monoid.p[e])
      throw InputError(fmt::format("the quotient predicts {} for {}, the misère solver finds {}", q.monoid.p[e] ? "P" : "N",
                                   sum_text(s), p ? "P" : "N"));
    progress.tick(++compared);
    if (s.size() == count) return;
    for (misere::Heap h = from; h <= q.max_heap(); ++h) {
      s.push_back(h);
      walk(h, q.monoid.mul(e, q.heap_element[h]));
      s.pop_back();
    }
  };
  walk(1, 0);
  return compared;
}

nlohmann::json json_of(const HeapRules& rules, const misere::Pretension& q, const misere::Presentation& pr,
                       const std::vector<std::uint32_t>& order_by_heap) {
  nlohmann::json j;
  j["game"] = rules.id();
  j["max_heap"] = q.max_heap();
  j["order"] = q.monoid.order;
  std::vector<std::string> names, gens, p;
  for (misere::Element e = 0; e < q.monoid.order; ++e) {
    names.push_back(pr.element(e));
    if (q.monoid.p[e]) p.push_back(pr.element(e));
  }
  for (std::size_t i = 0; i < pr.generator_heap.size(); ++i) gens.push_back(pr.element(q.heap_element[pr.generator_heap[i]]));
  j["elements"] = names;
  j["generators"] = gens;
  j["generator_heaps"] = pr.generator_heap;
  std::vector<std::string> rel;
  for (const auto& [l, r] : pr.relations) rel.push_back(pr.word(l) + "=" + pr.word(r));
  j["relations"] = rel;
  j["p_portion"] = p;
  std::vector<std::string> heaps;
  for (auto e : q.heap_element) heaps.push_back(pr.element(e));
  j["heap_element"] = heaps;
  std::vector<std::vector<std::uint32_t>> product(q.monoid.order);
  for (misere::Element x = 0; x < q.monoid.order; ++x)
    for (misere::Element y = 0; y < q.monoid.order; ++y) product[x].push_back(q.monoid.mul(x, y));
  j["product"] = product;
  j["order_by_heap"] = order_by_heap;
  return j;
}

}  // namespace

int run_quotient(const QuotientRequest& req) {
  const HeapRules rules = parse_heap_game(req.game);
  if (req.max_heap < 1 || req.max_heap > 65535) throw InputError(fmt::format("--max-heap {} is not in 1..65535", req.max_heap));
  const auto n = static_cast<misere::Heap>(req.max_heap);
  const auto start = std::chrono::steady_clock::now();
  misere::SumOutcomes outcomes(quotient_options(rules), req.max_positions);
  misere::QuotientLimits limits;
  limits.max_order = req.max_order;
  limits.max_states = req.max_states;
  if (req.method != "recalibrate" && req.method != "learn")
    throw InputError(fmt::format("--method {}: expected recalibrate or learn", req.method));
  const auto solve = req.method == "learn" ? &misere::misere_quotient : &misere::misere_quotient_recalibrated;
  std::vector<std::uint32_t> order_by_heap{1};
  Progress progress("quotient", req.max_heap, "heaps");
  const misere::Pretension q = on_large_stack(std::size_t{1} << 30, [&] {
    return solve(n, outcomes, limits, [&](misere::Heap h, const misere::Pretension& part) {
      order_by_heap.push_back(part.monoid.order);
      progress.update(h);
    });
  });
  // Proved by the exhaustive local check, which solves no sum (the learner proved its automaton;
  // the monoid form is proved again; the recalibrated candidate is proved here for the first time).
  if (const auto miss = on_large_stack(std::size_t{1} << 30,
                                       [&] { return misere::first_misprediction(q, outcomes, limits.max_states); }))
    throw std::logic_error(fmt::format("misère quotient: the computed quotient mispredicts {}", sum_text(miss->sum)));
  const misere::Presentation pr = misere::present(q);
  const bool checked_minimal = q.monoid.order <= 600;
  if (checked_minimal && misere::indistinguishable_pair(q.monoid))
    throw std::logic_error("misère quotient: two elements of the computed quotient are indistinguishable");
  std::uint64_t compared = 0;
  if (req.check_sums > 0) compared = compare_with_session(rules.id(), q, req.check_sums);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  std::vector<std::string> gens, p, names, heaps, orders;
  for (std::size_t i = 0; i < pr.generator_heap.size(); ++i)
    gens.push_back(fmt::format("{} = heap {}", pr.element(q.heap_element[pr.generator_heap[i]]), pr.generator_heap[i]));
  for (misere::Element e = 0; e < q.monoid.order; ++e) {
    names.push_back(pr.element(e));
    if (q.monoid.p[e]) p.push_back(pr.element(e));
  }
  for (misere::Heap h = 0; h <= n; ++h) heaps.push_back(fmt::format("{}:{}", h, pr.element(q.heap_element[h])));
  for (misere::Heap h = 1; h <= n; ++h)
    if (order_by_heap[h] != order_by_heap[h - 1]) orders.push_back(fmt::format("{}:{}", h, order_by_heap[h]));
  fmt::print("misère quotient of {}, sums of heaps 1..{}\n", rules.id(), n);
  fmt::print("{}\n", pr.text(q.monoid));
  fmt::print("order:       {} ({} in the P-portion)\n", q.monoid.order, q.monoid.p_count());
  fmt::print("generators:  {}\n", gens.empty() ? std::string("none") : fmt::format("{}", fmt::join(gens, ", ")));
  fmt::print("elements:    {}\n", fmt::join(names, ", "));
  fmt::print("heaps:       {}\n", fmt::join(heaps, " "));
  fmt::print("order grows: {}\n", orders.empty() ? std::string("never") : fmt::format("{}", fmt::join(orders, " ")));
  fmt::print("proved:      every sum of heaps 1..{}, by the exhaustive local check; minimal: {}\n", n,
             checked_minimal ? "yes (no two elements that every third fails to tell apart)" : "by construction (not rechecked past order 600)");
  if (req.check_sums > 0)
    fmt::print("compared:    {} sums of at most {} heaps of 1..{} with the misère solver: all agree\n", compared, req.check_sums, n);
  fmt::print("time:        {:.2f} s ({} sums solved)\n", secs, outcomes.positions());
  if (!req.json.empty()) write_file_atomically(req.json, json_text(json_of(rules, q, pr, order_by_heap)));
  return 0;
}

}  // namespace cgcheck::heap_games
