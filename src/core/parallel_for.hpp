#pragma once
// The one thread pool of the suite: fn(item, worker) for every item in [0, n) on `threads`
// workers, the calling thread being worker 0. Items are handed out one at a time from a shared
// counter, so uneven items balance themselves. The first exception (an interrupt, a broken domain)
// stops the other workers from taking new items and is rethrown once every worker has joined.
// Whatever the callers merge from the workers must not depend on which worker ran which item.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace cgcheck {

template <class Fn>
void parallel_for(std::uint64_t n, unsigned threads, Fn&& fn) {
  threads = static_cast<unsigned>(std::clamp<std::uint64_t>(n, 1, std::max(1u, threads)));
  std::atomic<std::uint64_t> next{0};
  std::exception_ptr error;
  std::mutex error_mu;
  auto worker = [&](unsigned t) {
    try {
      for (std::uint64_t item; (item = next.fetch_add(1)) < n;) fn(item, t);
    } catch (...) {
      std::lock_guard lock(error_mu);
      if (!error) error = std::current_exception();
      next.store(n);  // the others stop after their current item
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(worker, t);
  worker(0);
  for (auto& th : pool) th.join();
  if (error) std::rethrow_exception(error);
}

}  // namespace cgcheck
