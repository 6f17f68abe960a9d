#pragma once
// The smallest index (in an exhaustive order) at which a script failed, with its message, across
// the workers of a parallel walk and the ranks of a cluster: the one failure a claim file's claim or
// a hunt reports, the same whatever the number of threads and ranks. Positions after it need no
// script run (beyond). With checkpoints, the failure is kept in a file beside the walk's.
#include <atomic>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/core.h>

#include "runtime/cluster.hpp"
#include "core/error.hpp"
#include "runtime/output.hpp"
#include "runtime/serialise.hpp"

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

  // Checkpoints (check --checkpoint): the smallest failure so far is written to `path` as soon as
  // it is recorded (record_and_save), before the work item that met it can be saved as done, so a
  // resumed walk that skips the item still knows the failure; persist_to reads what a killed run
  // left there. A damaged file is bad input (exit 2), named.
  void persist_to(std::string path) {
    path_ = std::move(path);
    std::error_code ec;
    if (!std::filesystem::exists(std::filesystem::symlink_status(path_, ec))) return;
    std::ifstream in(path_, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    try {
      if (bytes.rfind(kHeader, 0) != 0) throw SerialError("no header");
      auto [i, m] = deserialise<std::pair<std::uint64_t, std::string>>(std::string_view(bytes).substr(kHeader.size()));
      record(i, std::move(m));
    } catch (const SerialError&) {
      throw InputError(fmt::format("checkpoint {} is corrupt; remove it to start this claim's walk over", path_));
    }
  }
  void record_and_save(std::uint64_t index, std::string message) {
    if (!record(index, std::move(message)) || path_.empty()) return;
    std::lock_guard lock(save_mu_);  // one writer at a time, each writing the smallest at its turn
    write_file_atomically(path_, std::string(kHeader) + serialise(first()));
  }

 private:
  static constexpr std::string_view kHeader = "cgcheck script error 1\n";
  mutable std::mutex mu_;
  std::mutex save_mu_;
  std::string path_;
  std::uint64_t index_ = kNone;
  std::atomic<std::uint64_t> at_{kNone};
  std::string message_;
};

}  // namespace cgcheck
