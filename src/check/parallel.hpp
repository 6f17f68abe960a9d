#pragma once
// Parallel exhaustive runs. The domain is cut into work items 0..items-1 (for example one item
// per size); `threads` workers take items from a shared counter. Every count, every mismatch
// direction and the minimal counterexample (smallest under the game's documented order, given by
// `key`) are merged so the result is identical for any number of threads.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "check/progress.hpp"
#include "check/runner.hpp"

namespace cgcheck {

// for_each_in(item, visit) calls visit(pos) for every position of work item `item`;
// check(pos) -> Verdict; key(pos) -> a totally ordered key (the documented size order).
template <class Pos, class ForEachIn, class Check, class Print, class Key>
void run_exhaustive_parallel(ClaimResult& res, std::string range, std::uint64_t n, unsigned threads,
                             ForEachIn&& for_each_in, Check&& check, Print&& print, Key&& key,
                             const std::string& label = "exhaustive") {
  using K = std::decay_t<decltype(key(std::declval<const Pos&>()))>;
  struct Partial {
    std::uint64_t count = 0, mismatches = 0;
    std::map<std::string, std::uint64_t> kinds;
    std::optional<std::pair<K, Pos>> first;
    std::optional<Mismatch> first_mismatch;
  };
  threads = std::max(1u, threads);
  std::atomic<std::uint64_t> next{0}, done{0};
  std::vector<Partial> partial(threads);
  std::exception_ptr error;
  std::mutex error_mu;
  auto worker = [&](unsigned t) {
    Partial& p = partial[t];
    try {
      for (;;) {
        const std::uint64_t item = next.fetch_add(1);
        if (item >= n) break;
        for_each_in(item, [&](const Pos& pos) {
          ++p.count;
          if (Verdict v = check(pos)) {
            ++p.mismatches;
            ++p.kinds[mismatch_kind(*v)];
            K k = key(pos);
            if (!p.first || k < p.first->first) {
              p.first.emplace(std::move(k), pos);
              p.first_mismatch = std::move(*v);
            }
          }
        });
        done.fetch_add(1);
        poll_interrupt();
      }
    } catch (...) {
      std::lock_guard lock(error_mu);
      if (!error) error = std::current_exception();
      next.store(n);  // stop the others
    }
  };
  {
    Progress progress(label + " (work items)", n);
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) pool.emplace_back(worker, t);
    // The calling thread works too and draws progress between chunks.
    worker(0);
    for (auto& th : pool) th.join();
    progress.update(done.load());
  }
  if (error) std::rethrow_exception(error);
  Coverage cov{"exhaustive", 0, std::move(range)};
  const Partial* best = nullptr;
  for (const auto& p : partial) {
    cov.count += p.count;
    res.mismatches += p.mismatches;
    for (const auto& [k, c] : p.kinds) res.mismatch_kinds[k] += c;
    if (p.first && (!best || p.first->first < best->first->first)) best = &p;
  }
  if (best && !res.counterexample)
    res.counterexample = Counterexample{print(best->first->second), best->first_mismatch->claimed,
                                        best->first_mismatch->actual, "exhaustive search, minimal in size order"};
  res.checked.push_back(std::move(cov));
}

}  // namespace cgcheck
