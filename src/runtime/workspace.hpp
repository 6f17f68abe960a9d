#pragma once
// The tables of one run. Dense tables are the expensive part of a run and many claims read the same
// one, so whoever runs claims (a verb, a test) owns a Workspace and hands it to each claim's run
// context: one TableCache per (key type, table type), made on first use and freed with the
// Workspace. No table outlives its run and no two runs share one, which function-local static
// caches could not promise.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>
#include <utility>

#include <fmt/core.h>

#include "core/error.hpp"
#include "core/heap_bytes.hpp"
#include "core/progress.hpp"
#include "core/text.hpp"

namespace cgcheck {

// Refuses (exit 2) before allocating `bytes` for `what` when it exceeds `max_memory` (0: no limit).
inline void guard_memory(std::uint64_t max_memory, std::uint64_t bytes, const std::string& what) {
  if (max_memory != 0 && bytes > max_memory)
    throw InputError(fmt::format("{} needs about {}, more than --max-memory ({})", what, human_bytes(bytes),
                                 human_bytes(max_memory)));
}

// One table per key (for example a pile count): a table that covers the requested bound is reused,
// otherwise it is freed and a larger one built.
template <class Key, class Table>
class TableCache {
 public:
  // covers(table): the cached table answers this request. build(): a new table (unique_ptr).
  template <class Covers, class Build>
  const Table& get(const Key& key, Covers&& covers, Build&& build) {
    std::lock_guard lock(mu_);
    auto& slot = tables_[key];
    if (!slot || !covers(*slot)) {
      slot.reset();  // free the smaller table before the larger one is allocated
      slot = build();
    }
    return *slot;
  }

  // The table already built for `key`, or nullptr (nothing is built).
  const Table* find(const Key& key) {
    std::lock_guard lock(mu_);
    const auto it = tables_.find(key);
    return it == tables_.end() ? nullptr : it->second.get();
  }

 private:
  std::mutex mu_;
  std::map<Key, std::unique_ptr<Table>> tables_;
};

namespace detail {
// The workspace slot of a cache type: a number given to each type the first time any run asks for
// it. Core cannot name the games' table types, so a workspace cannot hold them as typed members;
// a slot per type keeps the lookup a vector index, with no run-time type information.
inline std::atomic<std::size_t> next_workspace_slot{0};
template <class Cache>
std::size_t workspace_slot() {
  static const std::size_t slot = next_workspace_slot++;
  return slot;
}
}  // namespace detail

class Workspace {
 public:
  Workspace() = default;
  Workspace(const Workspace&) = delete;
  Workspace& operator=(const Workspace&) = delete;

  // The run's cache of Table by Key, made empty on first use.
  template <class Key, class Table>
  TableCache<Key, Table>& cache() {
    using Cache = TableCache<Key, Table>;
    const std::size_t slot = detail::workspace_slot<Cache>();
    std::lock_guard lock(mu_);
    if (caches_.size() <= slot) caches_.resize(slot + 1);
    auto& cache = caches_[slot];
    if (!cache) cache = std::make_shared<Cache>();
    return *static_cast<Cache*>(cache.get());
  }

 private:
  std::mutex mu_;
  std::vector<std::shared_ptr<void>> caches_;  // by slot; a slot no run of this workspace asked for is empty
};

// Refuses (exit 2) when `bytes` exceed the memory limit, then constructs Table(args..., progress
// callback) with a progress line labelled `what`.
template <class Table, class... Args>
std::unique_ptr<Table> build_table(std::uint64_t max_memory, std::uint64_t bytes, std::uint64_t positions,
                                   const std::string& what, Args&&... args) {
  guard_memory(max_memory, bytes, fmt::format("{} ({} positions)", what, with_commas(positions)));
  Progress progress("table build: " + what, positions);
  return std::make_unique<Table>(std::forward<Args>(args)...,
                                 [&](std::uint64_t done, std::uint64_t) { progress.update(done); });
}

}  // namespace cgcheck
