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
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "core/progress.hpp"
#include "core/runner.hpp"
#include "core/parallel_for.hpp"

namespace cgcheck {

namespace detail {
// Set by run_exhaustive_parallel on each of its worker threads (the calling thread is worker 0).
inline thread_local unsigned worker_index = 0;
}  // namespace detail

// The index (0..threads-1) of the worker running the current work item; 0 outside a parallel run.
// A check whose solver keeps a memo that is not thread-safe (the partizan engine, scratch buffers)
// keeps one per worker and picks it with this, so no lock is taken per position.
inline unsigned current_worker() { return detail::worker_index; }

// Per-worker state for run_exhaustive_parallel: slot current_worker(), made on first use by
// make() on the worker's own thread. Slot 0 belongs to the calling thread, so state built there
// before or after the run (a memo a random phase reuses) is shared with worker 0.
template <class T>
class PerWorker {
 public:
  explicit PerWorker(unsigned threads) : slots_(std::max(1u, threads)) {}
  template <class Make>
  T& get(Make&& make) {
    auto& slot = slots_.at(current_worker());
    if (!slot) slot = make();
    return *slot;
  }

 private:
  std::vector<std::unique_ptr<T>> slots_;
};

// for_each_in(item, visit) calls visit(pos) for every position of work item `item`;
// check(pos) -> Verdict; key(pos) -> a totally ordered key (the documented size order).
template <class Pos, class ForEachIn, class Check, class Print, class Key>
void run_exhaustive_parallel(ClaimResult& res, std::string range, std::uint64_t n, unsigned threads,
                             ForEachIn&& for_each_in, Check&& check, Print&& print, Key&& key,
                             const std::string& label = "exhaustive",
                             const std::string& found_by = "exhaustive search, minimal in size order") {
  using K = std::decay_t<decltype(key(std::declval<const Pos&>()))>;
  struct Partial {
    std::uint64_t count = 0, mismatches = 0;
    std::map<std::string, std::uint64_t> kinds;
    std::optional<std::pair<K, Pos>> first;
    std::optional<Mismatch> first_mismatch;
  };
  threads = std::max(1u, threads);
  std::vector<Partial> partial(threads);
  std::atomic<std::uint64_t> done{0};
  {
    Progress progress(label + " (work items)", n);
    parallel_for(n, threads, [&](std::uint64_t item, unsigned t) {
      detail::worker_index = t;
      Partial& p = partial[t];
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
      // The calling thread draws the progress line between its items; every worker polls for an
      // interrupt (update polls too).
      if (t == 0) progress.update(done.load());
      else poll_interrupt();
    });
    detail::worker_index = 0;
    progress.update(done.load());
  }
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
                                        best->first_mismatch->actual, found_by, best->first_mismatch->witnesses};
  res.checked.push_back(std::move(cov));
}

}  // namespace cgcheck
