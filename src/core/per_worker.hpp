#pragma once
// The worker a parallel walk runs on, and state kept per worker: a solver whose memo is not
// thread-safe (the partizan engine, scratch buffers) keeps one per worker and picks it by the
// worker's index, so no lock is taken per position. The walks that set the index are the claims'
// runners (claims/parallel_runner.hpp); the state belongs to whoever solves, a game's domain or a
// check.
#include <algorithm>
#include <memory>
#include <vector>

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

}  // namespace cgcheck
