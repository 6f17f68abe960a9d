#pragma once
// The smallest index (in an exhaustive order) at which a script failed, with its message, across
// the workers of a parallel walk and the ranks of a cluster: the one failure a claim file's claim or
// a hunt reports, the same whatever the number of threads and ranks. Positions after it need no
// script run (beyond).
#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <utility>

#include "core/cluster.hpp"
#include "core/serialise.hpp"

namespace cgcheck {

class FirstFailure {
 public:
  static constexpr std::uint64_t kNone = UINT64_MAX;
  // Keeps (index, message) when index is the smallest so far; true if it was kept.
  bool record(std::uint64_t index, std::string message) {
    std::lock_guard lock(mu_);
    if (index >= index_) return false;
    index_ = index;
    message_ = std::move(message);
    at_.store(index_, std::memory_order_relaxed);
    return true;
  }
  // After a failure, later positions (and random ones, index kNone) need no script run.
  bool beyond(std::uint64_t index) const { return index > at_.load(std::memory_order_relaxed); }
  // The failure kept (index kNone: none).
  std::pair<std::uint64_t, std::string> first() const {
    std::lock_guard lock(mu_);
    return {index_, message_};
  }
  // Under MPI each rank saw the failures of its own work items: the smallest over every rank, on
  // every rank (a collective call).
  void merge_ranks(const Cluster& cl) {
    if (cl.size() < 2) return;
    for (const auto& b : cl.all_gather(serialise(first()))) {
      auto [i, m] = deserialise<std::pair<std::uint64_t, std::string>>(b);
      if (i != kNone) record(i, std::move(m));
    }
  }

 private:
  mutable std::mutex mu_;
  std::uint64_t index_ = kNone;
  std::atomic<std::uint64_t> at_{kNone};
  std::string message_;
};

}  // namespace cgcheck
