// The pieces of sharded runs: the serialiser, the partial results ranks exchange, the runner spread
// over ranks (simulated in one process: each rank a thread, the exchange a rendezvous), and
// checkpoints (resume, refusal of damaged or foreign files). The runs under mpirun are tested by
// scripts/check-mpi.sh.
#include <gtest/gtest.h>

#include <condition_variable>
#include <cstring>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include "claims/checkpoint.hpp"
#include "runtime/cluster.hpp"
#include "core/error.hpp"
#include "claims/parallel_runner.hpp"
#include "runtime/serialise.hpp"
#include "games/nim_pass/count_pn_table.hpp"
#include "cli_run.hpp"

namespace cgcheck {
namespace {

TEST(Serialise, RoundTripsEveryKindOfValue) {
  EXPECT_EQ(deserialise<std::uint64_t>(serialise(std::uint64_t{0xFFFFFFFFFFFFFFFFULL})), 0xFFFFFFFFFFFFFFFFULL);
  EXPECT_EQ(deserialise<std::int32_t>(serialise(std::int32_t{-5})), -5);
  EXPECT_EQ(deserialise<bool>(serialise(true)), true);
  const std::string with_nul("a\0b\n", 4);
  EXPECT_EQ(deserialise<std::string>(serialise(with_nul)), with_nul);
  const auto t = std::tuple<std::uint32_t, std::uint32_t, std::uint64_t>{3, 0, 1ULL << 40};
  EXPECT_EQ((deserialise<decltype(t)>(serialise(t))), t);
  const auto p = std::pair<std::uint64_t, std::uint64_t>{7, 9};
  EXPECT_EQ((deserialise<decltype(p)>(serialise(p))), p);
  const std::vector<std::vector<std::uint32_t>> v{{1, 2}, {}, {3}};
  EXPECT_EQ(deserialise<decltype(v)>(serialise(v)), v);
  const std::map<std::string, std::uint64_t> m{{"claims P, is N", 4}, {"other", 1}};
  EXPECT_EQ(deserialise<decltype(m)>(serialise(m)), m);
  const std::optional<std::tuple<std::uint64_t, std::string>> some{{5, "x"}}, none;
  EXPECT_EQ(deserialise<decltype(some)>(serialise(some)), some);
  EXPECT_EQ(deserialise<decltype(none)>(serialise(none)), none);
}

TEST(Serialise, RefusesDamagedBytes) {
  const std::string b = serialise(std::tuple<std::uint64_t, std::string>{1, "hello"});
  EXPECT_THROW((deserialise<std::tuple<std::uint64_t, std::string>>(b.substr(0, b.size() - 1))), SerialError);
  EXPECT_THROW((deserialise<std::tuple<std::uint64_t, std::string>>(b + "x")), SerialError);  // trailing
  EXPECT_THROW(deserialise<std::uint32_t>(serialise(std::uint64_t{1} << 32)), SerialError);   // out of range
  EXPECT_THROW(deserialise<std::int8_t>(serialise(std::int64_t{-200})), SerialError);
  EXPECT_THROW(deserialise<bool>(serialise(std::uint64_t{2})), SerialError);
  // A count far past the bytes left is refused before anything is reserved.
  EXPECT_THROW(deserialise<std::vector<std::uint64_t>>(serialise(std::uint64_t{1} << 60)), SerialError);
  EXPECT_THROW(deserialise<std::string>(serialise(std::uint64_t{1000})), SerialError);
}

TEST(Serialise, PartialResultsRoundTripAndMergeInAnyOrder) {
  using K = std::tuple<std::uint64_t, std::uint32_t>;
  Partial<K> a, b, c;
  a.count = 10;
  a.mismatches = 2;
  a.kinds["claims P, is N"] = 2;
  a.first = Partial<K>::Found{{5, 1}, "1,2", "P", "N"};
  b.count = 7;
  b.mismatches = 1;
  b.kinds["claims N, is P"] = 1;
  b.first = Partial<K>::Found{{4, 9}, "4", "N", "P"};
  c.count = 3;
  const auto back = Partial<K>::from_bytes(a.bytes());
  EXPECT_EQ(back.bytes(), a.bytes());
  EXPECT_EQ(back.first->position, "1,2");
  Partial<K> abc, cba;
  for (const auto* p : {&a, &b, &c}) abc.merge(*p);
  for (const auto* p : {&c, &b, &a}) cba.merge(*p);
  EXPECT_EQ(abc.bytes(), cba.bytes());
  EXPECT_EQ(abc.count, 20u);
  EXPECT_EQ(abc.first->position, "4");  // key (4, 9) < (5, 1)
  EXPECT_THROW(Partial<K>::from_bytes(a.bytes().substr(1)), SerialError);
}

// K ranks as K threads of one process: all_gather is a rendezvous of all K.
class Hub {
 public:
  explicit Hub(unsigned k) : k_(k), slots_(k) {}
  std::vector<std::string> exchange(unsigned r, const std::string& mine) {
    std::unique_lock lock(mu_);
    const std::uint64_t gen = gen_;
    slots_[r] = mine;
    if (++arrived_ == k_) {
      result_ = slots_;
      arrived_ = 0;
      ++gen_;
      cv_.notify_all();
    } else {
      cv_.wait(lock, [&] { return gen_ != gen; });
    }
    return result_;  // the next round cannot complete before this rank joins it
  }
  unsigned size() const { return k_; }

 private:
  unsigned k_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::vector<std::string> slots_, result_;
  unsigned arrived_ = 0;
  std::uint64_t gen_ = 0;
};

class ThreadRank final : public Cluster {
 public:
  ThreadRank(Hub& hub, unsigned r) : hub_(hub), r_(r) {}
  unsigned rank() const override { return r_; }
  unsigned size() const override { return hub_.size(); }
  std::vector<std::string> all_gather(const std::string& mine) const override { return hub_.exchange(r_, mine); }
  void all_gather_words(const std::uint64_t* mine, const std::vector<std::uint64_t>& counts,
                        std::uint64_t* all) const override {
    const auto parts = hub_.exchange(r_, std::string(reinterpret_cast<const char*>(mine), counts.at(r_) * 8));
    for (const auto& p : parts) {
      std::memcpy(all, p.data(), p.size());
      all += p.size() / 8;
    }
  }

 private:
  Hub& hub_;
  unsigned r_;
};

// Items 0..199 ("sizes"); item k holds positions k*1000 + j, j < 50; failures at multiples of 37
// beyond size 20, of two kinds.
ClaimResult run_sample(const ShardPlan& plan, unsigned threads, std::uint64_t* visited_items = nullptr,
                       std::uint64_t stop_at = ~std::uint64_t{0}) {
  ClaimResult res;
  run_exhaustive_parallel<std::uint64_t>(
      res, "r", 200, threads,
      [&](std::uint64_t item, auto visit) {
        if (item == stop_at) throw Interrupted("stopped");
        if (visited_items) ++*visited_items;
        for (std::uint64_t j = 0; j < 50; ++j) visit(item * 1000 + j);
      },
      [](std::uint64_t p) -> Verdict {
        if (p / 1000 <= 20 || p % 37 != 0) return std::nullopt;
        return p % 2 ? Verdict{mismatch("P", "N")} : Verdict{mismatch("N", "P")};
      },
      [](std::uint64_t p) { return std::to_string(p); }, [](std::uint64_t p) { return p; }, "exhaustive",
      "exhaustive search, minimal in size order", plan);
  return res;
}

void expect_same(const ClaimResult& a, const ClaimResult& b) {
  ASSERT_EQ(a.checked.size(), 1u);
  ASSERT_EQ(b.checked.size(), 1u);
  EXPECT_EQ(a.checked[0].count, b.checked[0].count);
  EXPECT_EQ(a.mismatches, b.mismatches);
  EXPECT_EQ(a.mismatch_kinds, b.mismatch_kinds);
  ASSERT_EQ(a.counterexample.has_value(), b.counterexample.has_value());
  if (a.counterexample) {
    EXPECT_EQ(a.counterexample->position, b.counterexample->position);
    EXPECT_EQ(a.counterexample->claimed, b.counterexample->claimed);
    EXPECT_EQ(a.counterexample->actual, b.counterexample->actual);
  }
}

TEST(Shard, ResultDoesNotDependOnRanksOrThreads) {
  const ClaimResult one = run_sample({}, 1);
  EXPECT_EQ(one.checked.at(0).count, 10000u);
  EXPECT_EQ(one.counterexample->position, "21016");
  for (unsigned k : {2u, 3u, 7u}) {
    Hub hub(k);
    std::vector<ClaimResult> results(k);
    std::vector<std::thread> ranks;
    for (unsigned r = 0; r < k; ++r)
      ranks.emplace_back([&, r] {
        ThreadRank cl(hub, r);
        ShardPlan plan;
        plan.cluster = &cl;
        results[r] = run_sample(plan, 1 + r % 2);
      });
    for (auto& t : ranks) t.join();
    for (const auto& r : results) expect_same(r, one);
  }
}

CheckpointId sample_id(std::uint64_t bound = 10) { return {"test/thm-1", bound, "ci", 1, 0, "r", 200, 1, 0}; }

TEST(Checkpoint, AStoppedRunResumesWithTheIdenticalResult) {
  const auto dir = cgcheck_test::temp_folder("checkpoint");
  const ClaimResult whole = run_sample({}, 1);
  ShardPlan plan;
  plan.checkpoint.emplace(dir.string(), sample_id());
  plan.every = 0;  // save after every item
  std::uint64_t visited = 0;
  EXPECT_THROW(run_sample(plan, 1, &visited, 120), Interrupted);
  EXPECT_EQ(visited, 120u);  // one thread takes the items in order
  ASSERT_TRUE(std::filesystem::exists(plan.checkpoint->path()));
  visited = 0;
  expect_same(run_sample(plan, 2, &visited), whole);
  EXPECT_EQ(visited, 80u);  // only the items the first run did not finish
  // A finished walk resumes with nothing left to do.
  visited = 0;
  expect_same(run_sample(plan, 1, &visited), whole);
  EXPECT_EQ(visited, 0u);
  std::filesystem::remove_all(dir);
}

TEST(Checkpoint, DamagedOrForeignFilesAreRefused) {
  const auto dir = cgcheck_test::temp_folder("checkpoint-bad");
  ShardPlan plan;
  plan.checkpoint.emplace(dir.string(), sample_id());
  run_sample(plan, 1);
  const std::string path = plan.checkpoint->path();
  const std::string good = cgcheck_test::slurp(path);
  const auto refused = [&](const ShardPlan& p, const std::string& words) {
    try {
      run_sample(p, 1);
      ADD_FAILURE() << "not refused: " << words;
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
      EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos);
    }
  };
  const auto write = [&](const std::string& bytes) { std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes; };
  std::string flipped = good;
  flipped[flipped.size() / 2] = static_cast<char>(flipped[flipped.size() / 2] ^ 1);
  write(flipped);
  refused(plan, "corrupt (bad checksum)");
  write(good.substr(0, good.size() / 2));
  refused(plan, "corrupt");
  write("");
  refused(plan, "corrupt (not a cgcheck checkpoint)");
  write(good);
  ShardPlan other;
  other.checkpoint.emplace(dir.string(), sample_id(11));
  refused(other, "does not belong to this run: it is for bound 10, not 11");
  write(good);
  expect_same(run_sample(plan, 1), run_sample({}, 1));  // the good file still reads
  std::filesystem::remove_all(dir);
}

TEST(Shard, LayeredTableBuiltByRanksEqualsOneProcess) {
  // The Nim* P/N row table: every rank fills a share of each phase's rows, then they are exchanged;
  // every rank must end with the table one process builds, with both pass states kept and with the
  // pass-used rows rolling (only the pass-available block held).
  constexpr std::uint32_t S = 47;
  using PassUsed = nim_pass::CountPnTable::PassUsed;
  for (PassUsed mode : {PassUsed::kept, PassUsed::rolling}) {
    const nim_pass::CountPnTable one(S, 1, {}, mode);
    for (unsigned k : {2u, 3u, 5u}) {
      Hub hub(k);
      std::vector<std::unique_ptr<nim_pass::CountPnTable>> tables(k);
      std::vector<std::thread> ranks;
      for (unsigned r = 0; r < k; ++r)
        ranks.emplace_back([&, r] {
          ThreadRank cl(hub, r);
          tables[r] = std::make_unique<nim_pass::CountPnTable>(S, 1 + r % 2, nullptr, mode, cl);
        });
      for (auto& t : ranks) t.join();
      for (const auto& t : tables) {
        std::uint64_t differ = 0, seen = 0;
        for (bool pass : {false, true}) {
          if (!pass && mode == PassUsed::rolling) continue;  // not held
          for (std::uint32_t m4 = 0; 4 * m4 <= S; ++m4)
            for (std::uint32_t m3 = 0; 4 * m4 + 3 * m3 <= S; ++m3)
              for (std::uint32_t m2 = 0; 4 * m4 + 3 * m3 + 2 * m2 <= S; ++m2)
                for (std::uint32_t m1 = 0; m1 + 4 * m4 + 3 * m3 + 2 * m2 <= S; ++m1) {
                  const nim_pass::Counts c{{m1, m2, m3, m4}, pass};
                  ++seen;
                  differ += t->is_p(c) != one.is_p(c);
                }
        }
        EXPECT_EQ(seen, one.positions());
        EXPECT_EQ(differ, 0u) << k << " ranks";
        EXPECT_EQ(t->p_count(true), one.p_count(true));
      }
    }
  }
}

TEST(Checkpoint, FileNamesKeepClaimIdsApart) {
  EXPECT_EQ(checkpoint_name("nim-pass/thm-1.5"), "nim-pass+thm-1.5");
  EXPECT_EQ(checkpoint_name("a b/../c"), "a_b+..+c");
}

}  // namespace
}  // namespace cgcheck
