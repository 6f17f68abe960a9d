#pragma once
// Dense tables are the expensive part of a run, and many claims read the same one. A TableCache
// keeps one table per key (for example a pile count), shared by every claim of the run: a table that
// covers the requested bound is reused, otherwise it is freed and a larger one built. Building goes
// through the memory guard first and shows progress while it fills.
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>

#include "core/progress.hpp"
#include "core/claim.hpp"
#include "core/claim_helpers.hpp"

namespace cgcheck {

// Refuses (exit 2) when `bytes` exceed the run's memory limit, then constructs
// Table(args..., progress callback) with a progress line labelled `what`.
template <class Table, class... Args>
std::unique_ptr<Table> build_table(const RunContext& ctx, std::uint64_t bytes, std::uint64_t positions,
                                   const std::string& what, Args&&... args) {
  guard_memory(ctx, bytes, fmt::format("{} ({} positions)", what, with_commas(positions)));
  Progress progress(what, positions);
  return std::make_unique<Table>(std::forward<Args>(args)...,
                                 [&](std::uint64_t done, std::uint64_t) { progress.update(done); });
}

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

 private:
  std::mutex mu_;
  std::map<Key, std::unique_ptr<Table>> tables_;
};

}  // namespace cgcheck
