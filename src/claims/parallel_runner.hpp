#pragma once
// Parallel exhaustive runs. The domain is cut into work items 0..items-1 (for example one item
// per size); the ranks of the run's cluster (runtime/cluster.hpp) share them out, and on each rank
// `threads` workers take items from a shared counter. Every count, every mismatch direction and
// the minimal counterexample (smallest under the game's documented order, given by `key`) are
// merged so the result is identical for any number of threads and ranks; finished items can be
// checkpointed (claims/checkpoint.hpp) so a killed run resumes.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <time.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <tuple>

#include <fmt/core.h>

#include "claims/checkpoint.hpp"
#include "runtime/cluster.hpp"
#include "core/error.hpp"
#include "core/parallel_for.hpp"
#include "core/per_worker.hpp"
#include "core/progress.hpp"
#include "claims/runner.hpp"
#include "runtime/serialise.hpp"

namespace cgcheck {

// The merged result of some work items: counts, mismatch directions, and the smallest failure
// by key with its printed position and verdict. Merging is commutative and associative (sums, and
// a minimum over a total order), so the result does not depend on which thread, rank or earlier
// (checkpointed) run did which item.
template <class K>
struct Partial {
  struct Found {
    K key;
    std::string position, claimed, actual;
    std::vector<Witness> witnesses{};  // for the counterexample's certificate
  };
  std::uint64_t count = 0, mismatches = 0;
  std::map<std::string, std::uint64_t> kinds;
  std::optional<Found> first;

  void merge(const Partial& o) {
    count += o.count;
    mismatches += o.mismatches;
    for (const auto& [k, c] : o.kinds) kinds[k] += c;
    if (o.first && (!first || o.first->key < first->key)) first = o.first;
  }
  std::string bytes() const {
    Writer w;
    w.put(std::tuple{count, mismatches, kinds});
    w.put(first.has_value());
    if (first) {
      w.put(std::tuple{first->key, first->position, first->claimed, first->actual});
      std::vector<std::tuple<std::string, std::uint64_t, std::string>> ws;
      for (const auto& x : first->witnesses) ws.emplace_back(x.position, static_cast<std::uint64_t>(x.shows), x.game);
      w.put(ws);
    }
    return w.take();
  }
  static Partial from_bytes(std::string_view b) {
    Reader r(b);
    Partial p;
    std::tie(p.count, p.mismatches, p.kinds) = r.get<std::tuple<std::uint64_t, std::uint64_t, decltype(kinds)>>();
    if (r.get<bool>()) {
      auto [k, pos, claimed, actual] = r.get<std::tuple<K, std::string, std::string, std::string>>();
      p.first = Found{std::move(k), std::move(pos), std::move(claimed), std::move(actual), {}};
      for (auto& [position, shows, game] : r.get<std::vector<std::tuple<std::string, std::uint64_t, std::string>>>()) {
        if (shows > static_cast<std::uint64_t>(Witness::Shows::position)) throw SerialError("a witness shows nothing known");
        p.first->witnesses.push_back(Witness{std::move(position), static_cast<Witness::Shows>(shows), std::move(game)});
      }
    }
    r.finish();
    return p;
  }
};

// How a parallel walk is spread: over the ranks of `cluster` (each takes the items rank_owns gives
// it, and runs them on its threads), with its finished items saved to `checkpoint` every `every`
// seconds, when one is given.
struct ShardPlan {
  const Cluster* cluster = nullptr;  // nullptr: cluster()
  std::string name;                  // the walk in words (claim id and walk number), for statistics
  std::optional<CheckpointFile> checkpoint;
  double every = 60;
  // Positions per work item, when the domain can count them before the walk: progress then counts
  // positions (items can differ in size a hundredfold, and a percentage of items jumps). Empty:
  // progress counts items.
  std::vector<std::uint64_t> weights;
  // Told, before the first item runs, which items this rank will walk (ascending; the order the
  // workers take them in): a domain that streams its positions produces only those.
  std::function<void(const std::vector<std::uint64_t>&)> on_plan;
};

namespace detail {
// The CPU time of the calling thread, in nanoseconds: a work item's cost, whatever the load.
inline std::uint64_t thread_cpu_ns() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<std::uint64_t>(ts.tv_sec) * 1000000000ULL + static_cast<std::uint64_t>(ts.tv_nsec);
}

// With the environment variable CGCHECK_SHARD_STATS set (on rank 0), one line per rank on standard
// error: the items and positions it walked in this run and the CPU seconds they took (summed over
// its threads). `all` holds every rank's (items, positions, cpu ns). For measuring how a walk
// divides (scripts/bench-mpi.sh); the results do not change.
inline void print_shard_stats(const std::string& name,
                              const std::vector<std::tuple<std::uint64_t, std::uint64_t, std::uint64_t>>& all) {
  if (!std::getenv("CGCHECK_SHARD_STATS")) return;
  for (std::size_t r = 0; r < all.size(); ++r) {
    const auto [items, positions, ns] = all[r];
    std::fprintf(stderr, "cgcheck: shard stats: %s rank %zu of %zu: %llu items, %llu positions, %.3f s CPU\n",
                 name.c_str(), r, all.size(), static_cast<unsigned long long>(items),
                 static_cast<unsigned long long>(positions), static_cast<double>(ns) / 1e9);
  }
}

// What for_each_in gets: visit(pos) checks one position; visit.passed(n) counts n positions of the
// item that a bulk check (claims/row_check.hpp) found to pass, so they are counted, not visited.
template <class Pos, class One>
struct ItemVisitor {
  std::uint64_t& count;
  One one;
  void operator()(const Pos& pos) const { one(pos); }
  void passed(std::uint64_t n) const { count += n; }
};

// Every rank's error (empty: none) and count of resumed items, on every rank: a checkpoint refused
// on one rank stops all of them with the same message (the first rank's, in rank order), rather
// than leaving the others waiting in the exchange.
inline std::uint64_t agree_on_resume(const Cluster& cl, const std::string& error, std::uint64_t resumed) {
  std::uint64_t total = 0;
  std::string first_error;
  for (const auto& b : cl.all_gather(serialise(std::pair{error, resumed}))) {
    const auto [e, n] = deserialise<std::pair<std::string, std::uint64_t>>(b);
    if (first_error.empty()) first_error = e;
    total += n;
  }
  if (!first_error.empty()) throw InputError(first_error);
  return total;
}
}  // namespace detail

namespace detail {
// Counts one checked position in `p`; a failure is counted by kind and kept when its key is the
// smallest so far (printed when found: a position may point into the walk's scratch, a ranked
// view), completed first with what only the kept failure needs.
template <class K, class Pos, class Key, class Print, class Complete>
void record(Partial<K>& p, const Pos& pos, Verdict v, Key& key, Print& print, Complete& complete) {
  ++p.count;
  if (!v) return;
  ++p.mismatches;
  ++p.kinds[mismatch_kind(*v)];
  K k = key(pos);
  if (!p.first || k < p.first->key) {
    complete(pos, *v);
    p.first.emplace(typename Partial<K>::Found{std::move(k), print(pos), v->claimed, v->actual, v->witnesses});
  }
}

// This rank's partial result merged with every rank's (in rank order, on every rank), and written
// to `res` as one exhaustive coverage line; `stats` = (items, positions, cpu ns) of this rank.
template <class K>
void finish_exhaustive(ClaimResult& res, std::string range, Partial<K> mine,
                       std::tuple<std::uint64_t, std::uint64_t, std::uint64_t> stats, const Cluster& cl,
                       const std::string& name, const std::string& found_by) {
  Partial<K> total;
  std::vector<std::tuple<std::uint64_t, std::uint64_t, std::uint64_t>> all_stats;
  if (cl.size() == 1) {
    total = std::move(mine);
    all_stats.push_back(stats);
  } else {
    // Each rank's partial result and statistics, in one exchange.
    for (const auto& b : cl.all_gather(serialise(std::pair{mine.bytes(), stats}))) {
      const auto [part, st] = deserialise<std::pair<std::string, decltype(stats)>>(b);
      total.merge(Partial<K>::from_bytes(part));
      all_stats.push_back(st);
    }
  }
  if (cl.is_root()) print_shard_stats(name, all_stats);
  Coverage cov{"exhaustive", total.count, std::move(range)};
  res.mismatches += total.mismatches;
  for (const auto& [k, c] : total.kinds) res.mismatch_kinds[k] += c;
  if (total.first && !res.counterexample)
    res.counterexample =
        Counterexample{total.first->position, total.first->claimed, total.first->actual, found_by, total.first->witnesses};
  res.checked.push_back(std::move(cov));
}
}  // namespace detail

namespace detail {
// The finished work items of a parallel walk (a bit each) and their merged result: from the
// checkpoint, then from this run; with this run's (items, positions, cpu ns).
template <class K>
struct FinishedItems {
  Partial<K> part;
  std::vector<std::uint64_t> done;
  std::tuple<std::uint64_t, std::uint64_t, std::uint64_t> stats{0, 0, 0};
  explicit FinishedItems(std::uint64_t n) : done((n + 63) / 64, 0) {}
  bool has(std::uint64_t i) const { return (done[i / 64] >> (i % 64)) & 1U; }
  void add(std::uint64_t item, const Partial<K>& p, std::uint64_t cpu) {
    ++std::get<0>(stats);
    std::get<1>(stats) += p.count;
    std::get<2>(stats) += cpu;
    part.merge(p);
    done[item / 64] |= std::uint64_t{1} << (item % 64);
  }
};

// The items plan.checkpoint records as finished, loaded into `finished`: each must be this rank's,
// and every rank agrees before any goes on. The resumed items' positions, over every rank, are
// counted in res (this run did not walk them).
template <class K>
void resume_from_checkpoint(ClaimResult& res, const ShardPlan& plan, const Cluster& cl, std::uint64_t n,
                            FinishedItems<K>& finished) {
  const unsigned rank = cl.rank(), ranks = cl.size();
  std::uint64_t resumed = 0;
  std::string error;
  try {
    if (auto s = plan.checkpoint->load()) {
      try {
        finished.part = Partial<K>::from_bytes(s->payload);
      } catch (const SerialError& e) {
        throw InputError(fmt::format("checkpoint {} is corrupt ({}); remove it to start this walk over",
                                     plan.checkpoint->path(), e.what()));
      }
      finished.done = std::move(s->done);
      for (std::uint64_t i = 0; i < n; ++i)
        if (finished.has(i)) {
          if (!rank_owns(i, rank, ranks))
            throw InputError(fmt::format("checkpoint {} is corrupt (work item {} is another rank's)",
                                         plan.checkpoint->path(), i));
          ++resumed;
        }
    }
  } catch (const InputError& e) {
    error = e.what();
  }
  resumed = agree_on_resume(cl, error, resumed);
  for (const auto& b : cl.all_gather(serialise(finished.part.count)))
    res.resumed_positions += deserialise<std::uint64_t>(b);
  if (resumed > 0 && cl.is_root())
    std::fprintf(stderr, "cgcheck: %s: resuming from checkpoint: %llu of %llu work items done\n",
                 claim_of_walk(plan.checkpoint->id().claim).c_str(),
                 static_cast<unsigned long long>(resumed),
                 static_cast<unsigned long long>(n));
}
}  // namespace detail

// for_each_in(item, visit) calls visit(pos) for every position of work item `item`;
// check(pos) -> Verdict; key(pos) -> a totally ordered key (the documented size order).
//
// Under MPI every rank calls this with the same items; rank r runs items r, r + K, ... and the
// ranks' partial results are exchanged and merged in rank order on every rank, so every rank ends
// with the result a single process would have (rank 0 prints it).
//
// complete(pos, mismatch) adds what only the kept failure needs (its certificate's witness): it is
// called for a failure that becomes the smallest so far, not for every failure (a refuted claim can
// fail at millions of positions, and writing each one out took most of such a walk).
struct NoCompletion {
  template <class Pos>
  void operator()(const Pos&, Mismatch&) const {}
};
template <class Pos, class ForEachIn, class Check, class Print, class Key, class Complete = NoCompletion>
void run_exhaustive_parallel(ClaimResult& res, std::string range, std::uint64_t n, unsigned threads,
                             ForEachIn&& for_each_in, Check&& check, Print&& print, Key&& key,
                             const std::string& label = "exhaustive",
                             const std::string& found_by = "exhaustive search, minimal in size order",
                             const ShardPlan& plan = {}, Complete&& complete = {}) {
  using K = std::decay_t<decltype(key(std::declval<const Pos&>()))>;
  const Cluster& cl = plan.cluster ? *plan.cluster : cluster();
  const unsigned rank = cl.rank(), ranks = cl.size();
  threads = std::max(1u, threads);

  detail::FinishedItems<K> finished(n);
  if (plan.checkpoint) detail::resume_from_checkpoint(res, plan, cl, n, finished);
  std::vector<std::uint64_t> todo;
  for (std::uint64_t i = 0; i < n; ++i)
    if (rank_owns(i, rank, ranks) && !finished.has(i)) todo.push_back(i);

  if (plan.on_plan) plan.on_plan(todo);

  std::mutex mu;  // guards finished and the save clock
  auto last_save = std::chrono::steady_clock::now();
  const auto save = [&] { plan.checkpoint->save(CheckpointState{finished.done, finished.part.bytes()}); };
  std::atomic<std::uint64_t> done_weight{0};
  {
    const bool weighted = plan.weights.size() == n;
    std::uint64_t total = 0;
    for (const std::uint64_t i : todo) total += weighted ? plan.weights[i] : 1;
    Progress progress(label, total, weighted ? "positions" : "work items");
    try {
      parallel_for(todo.size(), threads, [&](std::uint64_t t_item, unsigned t) {
        detail::worker_index = t;
        const std::uint64_t item = todo[t_item];
        const std::uint64_t cpu_start = detail::thread_cpu_ns();
        Partial<K> p;
        auto one = [&](const Pos& pos) { detail::record(p, pos, check(pos), key, print, complete); };
        for_each_in(item, detail::ItemVisitor<Pos, decltype(one)>{p.count, one});
        const std::uint64_t cpu = detail::thread_cpu_ns() - cpu_start;
        {
          std::lock_guard lock(mu);
          finished.add(item, p, cpu);
          // Saved from the calling thread only (the one that also draws progress and owns stdio).
          if (t == 0 && plan.checkpoint &&
              std::chrono::duration<double>(std::chrono::steady_clock::now() - last_save).count() >= plan.every) {
            save();
            last_save = std::chrono::steady_clock::now();
          }
        }
        done_weight.fetch_add(weighted ? plan.weights[item] : 1);
        // The calling thread draws the progress line between its items; every worker polls for an
        // interrupt (update polls too).
        if (t == 0) progress.update(done_weight.load());
        else poll_interrupt();
      });
    } catch (...) {
      // Interrupted (or failed): keep what is finished, so a restart resumes from here.
      detail::worker_index = 0;
      if (plan.checkpoint) {
        try {
          save();
        } catch (...) {
        }
      }
      throw;
    }
    detail::worker_index = 0;
    progress.update(done_weight.load());
  }
  if (plan.checkpoint) save();

  detail::finish_exhaustive(res, std::move(range), std::move(finished.part), finished.stats, cl,
                            plan.name.empty() ? label : plan.name, found_by);
}

// A walk whose positions come from a producer that runs its own threads: a table filled level by
// level hands each finished row to the check on the thread that filled it (so the table need not be
// kept). produce(visitor_for) calls visitor_for(w) (w < threads, the producer's thread) for a
// visitor: visitor(pos, verdict) counts one position and its verdict, visitor.passed(n) counts n
// positions found to pass in bulk. Counts, kinds and the minimal failure by key are merged as in
// run_exhaustive_parallel (and over the ranks of the run's cluster, each producing its own share),
// so the result is the same as a walk over the same positions. No checkpoint: the walk is one
// piece.
template <class Pos, class Produce, class Print, class Key, class Complete = NoCompletion>
void run_exhaustive_streamed(ClaimResult& res, std::string range, unsigned threads, Produce&& produce, Print&& print,
                             Key&& key, const std::string& name,
                             const std::string& found_by = "exhaustive search, minimal in size order",
                             Complete&& complete = {}) {
  using K = std::decay_t<decltype(key(std::declval<const Pos&>()))>;
  const Cluster& cl = cluster();
  std::vector<Partial<K>> parts(std::max(1u, threads));
  struct Visitor {
    Partial<K>& p;
    Key& key;
    Print& print;
    Complete& complete;
    void operator()(const Pos& pos, Verdict v) const { detail::record(p, pos, std::move(v), key, print, complete); }
    void passed(std::uint64_t n) const { p.count += n; }
  };
  timespec start{}, end{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &start);
  produce([&](unsigned w) {
    detail::worker_index = w;  // called on the producer's thread w (per-worker memos pick by it)
    return Visitor{parts.at(w), key, print, complete};
  });
  detail::worker_index = 0;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &end);
  Partial<K> mine;
  for (const auto& p : parts) mine.merge(p);
  const auto ns = static_cast<std::uint64_t>((end.tv_sec - start.tv_sec) * 1000000000LL + (end.tv_nsec - start.tv_nsec));
  const std::tuple<std::uint64_t, std::uint64_t, std::uint64_t> stats{0, mine.count, ns};
  detail::finish_exhaustive(res, std::move(range), std::move(mine), stats, cl, name, found_by);
}

}  // namespace cgcheck
