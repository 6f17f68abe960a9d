#pragma once
// The truth a claim's formulas are judged against, shared by the run's workers and its claims about
// one game: the Grundy values of the enumerated positions, built once per run and bound
// (claim_file/truth.cpp) instead of by every worker's solver.
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "claims/claim.hpp"
#include "lua/claim_file/target.hpp"

namespace cgcheck::lua::claim_file {

// The Grundy values of the positions a run enumerates of an impartial game file without
// components, computed once per run and bound and read by every worker. The file's options() are
// called on every thread (one Lua state each, the costly part), each option found by its place in
// the enumeration; then the mex is taken in the enumeration's order, in C++. A position with an
// option that is not enumerated before it (a larger one, or none the enumeration lists) is solved
// by the file's solver instead, which also names cycles. The same values as the solver's (a test
// compares them); only the order of the work differs.
//
// For a built-in impartial game with a dense table (Explorer::grundy_table) the values are the
// table's, in the enumeration's order, all ready at once. Without one they come from the game's own
// solver, run on a thread of its own ahead of the walk (a pipeline): the solver fills the values in the enumeration's order while
// the other workers evaluate the formulas, each waiting only for the values it reads. The memo
// solver is not split among threads (each would need every smaller position), so this is how a
// second thread pays.
struct FileTruth {
  std::vector<std::uint32_t> grundy;  // grundy[i] of the enumeration's position i
  // Values [0, ready) are final; a pipeline raises it as it goes (a table built whole is all ready).
  std::atomic<std::uint64_t> ready{UINT64_MAX};
  std::exception_ptr failed;  // the producer's exception, set before ready reaches the end
  mutable std::mutex mu;
  mutable std::condition_variable cv;
  std::unique_ptr<Target> solver;  // the pipeline's own solver (its memo is the table's source)
  std::thread producer;
  std::atomic<bool> stop{false};
  ~FileTruth() { finish(); }
  void finish() {
    stop.store(true);
    if (producer.joinable()) producer.join();
  }
  // Waits until value i is final; rethrows the producer's failure.
  void wait_for(std::uint64_t i) const {
    if (i < ready.load(std::memory_order_acquire)) return;
    std::unique_lock lock(mu);
    cv.wait(lock, [&] { return i < ready.load(std::memory_order_acquire) || failed; });
    if (i >= ready.load(std::memory_order_acquire) && failed) std::rethrow_exception(failed);
  }
  void publish(std::uint64_t n) {
    {
      std::lock_guard lock(mu);
      ready.store(n, std::memory_order_release);
    }
    cv.notify_all();
  }
};

// Starts the pipeline for a built-in game's positions `all` with its own solver.
std::unique_ptr<FileTruth> start_pipeline(std::shared_ptr<const CaseStore> all, std::unique_ptr<Target> solver);

using TruthKey = std::pair<std::string, std::uint64_t>;  // the target's key, the bound

// The shared truth only helps where the solver would otherwise be run per worker on the same
// positions: impartial game files without components (a file with components keeps its memo small
// on its own). Built-in games keep their own solvers: their sessions list options as text, and
// printing and parsing every option cost more than the memo solver saves (Bouton's rule over Nim to
// 40 stones: 1.74 s of CPU against 1.2 s).
bool shares_truth(Target& t);

// The shared truth of `all` for target t (a game file), or nullptr for another target: the file's
// options of every position, listed on the run's threads and looked up in the listing; then, in
// the listing's order, each value is the mex of its options' (an option listed later, or not at
// all, is solved by t's solver).
std::unique_ptr<FileTruth> build_truth_for(Target& t, const CaseStore& all, RunContext& ctx,
                                           const std::function<Target&()>& worker_target);

}  // namespace cgcheck::lua::claim_file
