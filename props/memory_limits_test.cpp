// Memory is bounded, not only moves. Positions whose solve would exhaust
// memory are refused (exit 2, one line) before the memory is taken, under an address-space limit
// (ulimit -v) where a bad_alloc would otherwise end the run with exit 3; the estimates behind the
// refusals are checked against what is really used; and a set of output files is replaced all or
// nothing even when a second Ctrl-C comes while it is written.
#include <gtest/gtest.h>

#include <malloc.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "cli_run.hpp"
#include "core/memo_solver.hpp"
#include "runtime/output.hpp"
#include "games/inset/domains.hpp"
#include "games/inset/inset.hpp"
#include "games/nim/nim.hpp"
#include "games/nim_pass/count_pn_table.hpp"
#include "games/nim_pass/domains.hpp"
#include "games/nim_pass/nim_pass.hpp"
#include "games/single_delete_nim/pn_table.hpp"
#include "games/single_delete_nim/single_delete_nim.hpp"
#include "games/single_delete_nim/split_grundy_table.hpp"
#include "games/sliding_coins/domains.hpp"
#include "games/sliding_coins/four_table.hpp"
#include "games/sliding_coins/sliding_coins.hpp"
#include "core/sanitizers.hpp"

// Under AddressSanitizer these runs mean nothing: its shadow memory reserves terabytes of address
// space (an address-space limit stops the binary at start) and its allocator changes every peak.
#if CGCHECK_ASAN
#define SKIP_UNDER_ASAN() GTEST_SKIP() << "memory limits and measured peaks do not apply under AddressSanitizer"
#else
#define SKIP_UNDER_ASAN() (void)0
#endif

namespace {

namespace fs = std::filesystem;
using cgcheck_test::one_line;
using cgcheck_test::slurp;

// ---- Running the binary under an address-space limit, with its peak memory.

struct LimitedRun {
  int code = -1;
  std::string err;
  long peak_kib = 0;  // the largest resident set of the command (ru_maxrss of its process tree)
  double seconds = 0;
};

// Runs `cgcheck <args>` through bash under `ulimit -v vm_kib`, standard input from `input`.
LimitedRun run_limited(const std::string& args, long vm_kib, const std::string& input = "") {
  const auto dir = cgcheck_test::temp_folder("limited");
  const std::string in = (dir / "in").string(), err = (dir / "err").string();
  std::ofstream(in) << input;
  const std::string script = "ulimit -v " + std::to_string(vm_kib) + "; exec timeout -s KILL 60 " + CGCHECK_BINARY +
                             " " + args + " <" + in + " >/dev/null 2>" + err;
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::execl("/bin/bash", "bash", "-c", script.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  LimitedRun r;
  int status = 0;
  struct rusage ru {};
  ::wait4(pid, &status, 0, &ru);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.peak_kib = ru.ru_maxrss;
  r.err = slurp(err);
  fs::remove_all(dir);
  return r;
}

constexpr long kVm = 4'000'000;  // KiB of address space: the limit the runs used

void expect_refused(const LimitedRun& r, const char* mentions, double max_seconds, long max_peak_kib) {
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find(mentions), std::string::npos) << r.err;
  EXPECT_LT(r.seconds, max_seconds) << r.err;
  EXPECT_LT(r.peak_kib, max_peak_kib) << r.err;
}

std::string repeat(const std::string& item, int times) {
  std::string s;
  for (int i = 0; i < times; ++i) s += (i ? "," : "") + item;
  return s;
}

// P1: four piles of 100,000. The default memory limit (2 GiB, or half the address space when that
// is lower) refuses it; before, it took 4 GB and ended with bad_alloc (exit 3).
TEST(SolveMemory, FourLargePilesAreRefusedNotExhausted) {
  SKIP_UNDER_ASAN();
  const auto r = run_limited("solve single-delete-nim 100000,100000,100000,100000", kVm);
  expect_refused(r, "--max-memory", 30, 2'200'000);
}

// P1: piles near 2^62 made the count of moves wrap around to 0, and the budget let them through.
TEST(SolveMemory, HugePilesDoNotWrapTheMoveCount) {
  SKIP_UNDER_ASAN();
  const auto r = run_limited("solve single-delete-nim " + repeat("4611686018427387904", 8), kVm);
  expect_refused(r, "moves to explore", 5, 100'000);
}

// P2: the sum of a Sato–Welter position's elements wrapped around past 2^64 (16,385 elements near
// 2^50, the last one chosen so the sum is 2^64 + 5) and the budget saw 6 moves. The parser now
// refuses sums above 2^62, so no later sum can overflow. (Given on standard input: the position is
// longer than one command-line argument may be.)
TEST(SolveMemory, SatoWelterSumCannotOverflow) {
  SKIP_UNDER_ASAN();
  std::string pos;
  std::uint64_t sum = 0;
  for (std::uint64_t i = 0; i < 16384; ++i) {
    const std::uint64_t e = (std::uint64_t{1} << 50) - i;
    pos += std::to_string(e) + ",";
    sum += e;  // unsigned: wraps, as the 64-bit signed sum did
  }
  const std::uint64_t last = std::uint64_t{0} - sum + 5;  // sum + last = 2^64 + 5
  pos += std::to_string(last);
  ASSERT_LT(last, std::uint64_t{1} << 50);
  for (const char* game : {"sato-welter", "turning-turtles"}) {
    const auto r = run_limited(std::string("solve ") + game, kVm, pos + "\n");
    expect_refused(r, "2^62", 5, 200'000);
  }
  // The largest elements, few of them: the sum fits, and the budget refuses the position.
  const auto r = run_limited("solve sato-welter 0,1125899906842624", kVm);
  expect_refused(r, "moves to explore", 5, 100'000);
}

// P3: a huge y is refused from the move count, before a list of 10^9 positions is built.
TEST(SolveMemory, SlidingCoinsHugeYIsRefusedFast) {
  SKIP_UNDER_ASAN();
  expect_refused(run_limited("solve sliding-coins 3,1000000000", kVm), "moves to explore", 5, 100'000);
  expect_refused(run_limited("solve sliding-coins 3,4000000000000", kVm), "out of range", 5, 100'000);
  expect_refused(run_limited("solve sliding-coins-four '3,1000000000;1,2'", kVm), "moves to explore", 5, 100'000);
}

// P4: 2,000 elements 0, 2, ..., 3998: each option is a 16 KB set, millions of them. Refused from
// the estimate at the root, before any list is built (it took 6 GB before).
TEST(SolveMemory, SatoWelterManyElementsIsRefusedBeforeAllocating) {
  SKIP_UNDER_ASAN();
  std::string pos;
  for (int e = 0; e < 4000; e += 2) pos += (e ? "," : "") + std::to_string(e);
  expect_refused(run_limited("solve sato-welter " + pos, kVm), "--max-memory", 5, 100'000);
}

// P5: 40,000 heaps: a position of 160 KB with few moves, on a line 40,000 moves deep. The moves
// fit the budget; the memory limit (given smaller here, to keep the test quick) stops it, and the
// peak stays near the limit.
TEST(SolveMemory, NimPassManyHeapsStaysWithinTheLimit) {
  SKIP_UNDER_ASAN();
  expect_refused(run_limited("solve nim-pass --max-memory 0.25 " + repeat("1", 40000), kVm), "--max-memory", 10, 400'000);
  expect_refused(run_limited("solve nim-pass --max-memory 0.25 " + repeat("1,2,3,4,5", 8000), kVm), "--max-memory", 10,
                 400'000);
}

// A batch whose memo outgrows the limit drops it and goes on: each position alone fits.
TEST(SolveMemory, BatchDropsTheMemoInsteadOfFailing) {
  SKIP_UNDER_ASAN();
  using Nim = cgcheck::nim::Nim;
  // Two positions of different heap counts, whose memos share little.
  const Nim::Position a{30, 31, 32}, b{8, 9, 10, 11, 12, 13};
  // The smallest limit (to 5%) under which p alone is solved.
  auto needs = [](const Nim::Position& p) {
    std::uint64_t lo = 1, hi = std::uint64_t{64} << 20;
    while (hi - lo > hi / 20) {
      const std::uint64_t mid = lo + (hi - lo) / 2;
      cgcheck::MemoSolver<Nim> s;
      s.set_memory_limit(mid);
      try {
        s.grundy(p);
        hi = mid;
      } catch (const cgcheck::InputError&) {
        lo = mid;
      }
    }
    return hi;
  };
  const std::uint64_t limit = std::max(needs(a), needs(b));
  cgcheck::MemoSolver<Nim> together;
  together.set_memory_limit(0);
  together.grundy(a);
  together.grundy(b);
  ASSERT_GT(together.memo_bytes(), limit) << "the two memos must not fit together for this test";
  cgcheck::MemoSolver<Nim> s;
  s.set_memory_limit(limit);
  EXPECT_EQ(s.grundy(a), 30u ^ 31u ^ 32u);
  EXPECT_EQ(s.grundy(b), 8u ^ 9u ^ 10u ^ 11u ^ 12u ^ 13u);
  EXPECT_LE(s.memo_bytes(), limit);
}

// The move counts behind the budget and the memory estimate are those options() lists (exact for
// these games; an upper bound for the set games), on random positions.
TEST(SolveMemory, OptionCountsMatchTheMoveLists) {
  std::mt19937_64 rng(7);
  auto draw = [&](std::uint64_t lo, std::uint64_t hi) { return std::uniform_int_distribution<std::uint64_t>(lo, hi)(rng); };
  for (int t = 0; t < 300; ++t) {
    std::vector<std::uint64_t> piles(draw(2, 6));
    for (auto& q : piles) q = draw(1, 12);
    const auto p = cgcheck::sdn::make_position(piles);
    std::vector<cgcheck::sdn::Position> out;
    cgcheck::sdn::SingleDeleteNim::options(p, out);
    EXPECT_EQ(cgcheck::sdn::SingleDeleteNim::option_count(p), out.size()) << cgcheck::sdn::SingleDeleteNim::print(p);

    cgcheck::nim_pass::Position np;
    for (std::uint64_t k = draw(0, 6); k > 0; --k) np.heaps.push_back(static_cast<std::uint32_t>(draw(1, 6)));
    std::sort(np.heaps.begin(), np.heaps.end());
    np.pass = draw(0, 1) == 1;
    std::vector<cgcheck::nim_pass::Position> nout;
    cgcheck::nim_pass::NimPass::options(np, nout);
    EXPECT_EQ(cgcheck::nim_pass::NimPass::option_count(np), nout.size()) << cgcheck::nim_pass::NimPass::print(np);

    using cgcheck::sliding_coins::Position;
    const auto y = static_cast<std::uint32_t>(draw(1, 30)), x = static_cast<std::uint32_t>(draw(0, y - 1));
    for (const auto rules : cgcheck::sliding_coins::kVariants)
      for (const Position c : {Position::two(x, y), Position::one(x), Position::none()}) {
        std::vector<Position> cout;
        cgcheck::sliding_coins::options(rules, c, cout);
        EXPECT_EQ(cgcheck::sliding_coins::option_count(rules, c), cout.size()) << cgcheck::sliding_coins::variant_name(rules);
      }

    cgcheck::inset::Set s;
    for (std::uint64_t k = draw(1, 5); k > 0; --k) s.push_back(static_cast<std::int64_t>(draw(0, 20)));
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
    std::vector<cgcheck::inset::Set> sout;
    cgcheck::inset::TurningTurtles::options(s, sout);
    EXPECT_GE(cgcheck::inset::TurningTurtles::option_count(s), sout.size());
  }
}

// ---- M1: set domains and tables are estimated before they are built.

TEST(CheckMemory, SetDomainsAreGuardedBeforeTheyAreBuilt) {
  SKIP_UNDER_ASAN();
  // 2^29 turning-turtles sets (6 GB) at bound 30: a claim with a table, and one that walks the
  // domain without a table; then Sato–Welter at bound 63 (75 million sets) and inset at its bound.
  for (const char* claim : {"turning-turtles/thm-4.4 --bound 30", "turning-turtles/thm-4.4-nonneg --bound 30",
                            "sato-welter/thm-3.5-nonneg --bound 63", "inset/thm-5.5 --bound 34"}) {
    const auto r = run_limited(std::string("check --threads 2 --max-memory 0.001 --claim ") + claim, kVm);
    EXPECT_EQ(r.code, 2) << claim << ": " << r.err;
    EXPECT_TRUE(one_line(r.err)) << claim << ": " << r.err;
    EXPECT_NE(r.err.find("--max-memory"), std::string::npos) << claim << ": " << r.err;
    EXPECT_LT(r.seconds, 5) << claim;
    EXPECT_LT(r.peak_kib, 100'000) << claim;
  }
}

// ---- M2: the table estimates against measured peak memory.

// Peak resident memory a child process gains while it runs `build`, and what `build` says the
// estimate was (bytes). The child first builds a small table of the same kind (`warm`), so the code
// pages and the allocator's first arenas are in place and the growth measured is the table's. The
// peak is the kernel's high-water mark of the child's own memory (VmHWM, reset to the current size
// first): getrusage's ru_maxrss would carry the parent's peak over into the child.
long status_kib(const char* key) {
  std::ifstream in("/proc/self/status");
  std::string k;
  long v = 0;
  std::string rest;
  while (in >> k) {
    if (k == key) {
      in >> v;
      return v;
    }
    std::getline(in, rest);
  }
  return -1;
}
struct Measured {
  std::uint64_t estimate = 0, grown = 0;  // bytes
};
template <class Warm, class Build>
Measured measure_in_child(Warm&& warm, Build&& build) {
  int fds[2];
  if (::pipe(fds) != 0) return {};
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::close(fds[0]);
    warm();
    // Memory the parent freed is still resident in the child and would be reused unseen: give it back.
    ::malloc_trim(0);
    std::ofstream("/proc/self/clear_refs") << "5";  // resets VmHWM to the current resident size
    const long before = status_kib("VmRSS:");
    const std::uint64_t estimate = build();
    const long after = status_kib("VmHWM:");
    const Measured m{estimate, before < 0 || after < before ? 0 : static_cast<std::uint64_t>(after - before) * 1024};
    [[maybe_unused]] const auto n = ::write(fds[1], &m, sizeof m);
    ::_exit(0);
  }
  ::close(fds[1]);
  Measured m;
  const auto n = ::read(fds[0], &m, sizeof m);
  ::close(fds[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  EXPECT_EQ(n, static_cast<ssize_t>(sizeof m));
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  return m;
}

void expect_calibrated(const Measured& m, const char* what, std::uint64_t at_least = std::uint64_t{10} << 20) {
  std::printf("%s: estimate %llu bytes, measured peak growth %llu bytes\n", what,
              static_cast<unsigned long long>(m.estimate), static_cast<unsigned long long>(m.grown));
  EXPECT_GT(m.grown, at_least) << what << ": the table should be large enough to measure";
  EXPECT_GE(m.estimate, m.grown) << what << ": estimate " << m.estimate << " below measured " << m.grown;
  EXPECT_LE(m.estimate, 2 * m.grown) << what << ": estimate " << m.estimate << " more than twice measured " << m.grown;
}

TEST(MemoryEstimates, NimPassCountTable) {
  SKIP_UNDER_ASAN();
  auto build = [](std::uint32_t stones) {
    const auto t = cgcheck::nim_pass::CountTable(cgcheck::nim_pass::CountDomain(stones));
    return cgcheck::nim_pass::count_table_bytes(stones) + 0 * t.size();
  };
  // 10 million positions (10 MB, about 1.5 s): the Grundy table is the slow one to fill.
  const auto m = measure_in_child([&] { build(40); }, [&] { return build(230); });
  expect_calibrated(m, "Nim* count table", std::uint64_t{5} << 20);
}

// The mid-size one: the Nim* P/N row table with both pass states, at 700 stones (about 150 MB).
TEST(MemoryEstimates, NimPassPnTable) {
  SKIP_UNDER_ASAN();
  auto build = [](std::uint32_t stones) {
    const cgcheck::nim_pass::CountPnTable t(stones);
    return cgcheck::nim_pass::CountPnTable::estimate_bytes(stones) + 0 * t.max_stones();
  };
  const auto m = measure_in_child([&] { build(40); }, [&] { return build(700); });
  expect_calibrated(m, "Nim* P/N row table", std::uint64_t{100} << 20);
}

// ... and the one the P/N claims read: pass-available rows only, the pass-used rows in a ring of
// five levels while filling (about 75 MB at 700 stones).
TEST(MemoryEstimates, NimPassPnTableRolling) {
  SKIP_UNDER_ASAN();
  using cgcheck::nim_pass::CountPnTable;
  auto build = [](std::uint32_t stones) {
    const CountPnTable t(stones, 1, {}, CountPnTable::PassUsed::rolling);
    return CountPnTable::estimate_bytes(stones, CountPnTable::PassUsed::rolling) + 0 * t.max_stones();
  };
  const auto m = measure_in_child([&] { build(40); }, [&] { return build(700); });
  expect_calibrated(m, "Nim* P/N row table, rolling", std::uint64_t{50} << 20);
}

// ... and what a run of one P/N claim holds instead (CountPnTable::stream): both pass states five
// levels deep, at 1,600 stones (about 18 MB), the rows handed to a sink that keeps nothing.
TEST(MemoryEstimates, NimPassPnTableStreamed) {
  SKIP_UNDER_ASAN();
  using cgcheck::nim_pass::CountPnTable;
  auto build = [](std::uint32_t stones) {
    std::uint64_t rows = 0;
    CountPnTable::stream(stones, 1, [&](unsigned, std::uint32_t, std::uint32_t, std::uint32_t, const std::uint64_t*) { ++rows; });
    return CountPnTable::stream_bytes(stones, 1) + 0 * rows;
  };
  const auto m = measure_in_child([&] { build(40); }, [&] { return build(1600); });
  expect_calibrated(m, "Nim* P/N row table, streamed", std::uint64_t{10} << 20);
}

// Single-delete Nim, four piles: the P/N table of the P/N claims and the Grundy table of `solve`
// and the Grundy claims (whose estimate takes the split masks at their widest, 255 bits).
TEST(MemoryEstimates, SingleDeleteNimTables) {
  SKIP_UNDER_ASAN();
  auto pn = [](std::uint32_t m) {
    const cgcheck::sdn::PnTable t(4, m);
    return cgcheck::sdn::PnTable::estimate_bytes(4, m) + 0 * t.size();
  };
  expect_calibrated(measure_in_child([&] { pn(20); }, [&] { return pn(180); }), "single-delete-nim P/N table, 4 piles <= 180",
                    std::uint64_t{5} << 20);
  auto grundy = [](std::uint32_t m) {
    const cgcheck::sdn::SplitGrundyTable t(4, m);
    return cgcheck::sdn::SplitGrundyTable::estimate_bytes(4, m) + 0 * t.size();
  };
  expect_calibrated(measure_in_child([&] { grundy(20); }, [&] { return grundy(95); }),
                    "single-delete-nim Grundy table, 4 piles <= 95", std::uint64_t{5} << 20);
}

// Sliding coins: the two-coin (strap) table and the four-coin table (estimates in
// sliding_coins/domains.hpp). Both were estimated at two bytes a position before and measured above
// it: 1,286,144 bytes for the strap table at y <= 1000 (estimate 1,001,002: the widening from one
// byte to two holds both copies), 7,168,000 for the four-coin table at y <= 60 on 2 threads
// (estimate 6,705,122: the threads' scratch and arenas).
TEST(MemoryEstimates, SlidingCoinsTables) {
  SKIP_UNDER_ASAN();
  using namespace cgcheck::sliding_coins;
  auto strap = [](std::uint32_t y) {
    const std::uint64_t estimate = strap_table_bytes(y);
    const StrapTable t{StrapDomain(y)};
    return estimate + 0 * t.size();
  };
  // 500,500 positions (about 1.5 s).
  expect_calibrated(measure_in_child([&] { strap(50); }, [&] { return strap(1000); }), "sliding-coins strap table, y <= 1000",
                    std::uint64_t{512} << 10);
  auto four = [](std::uint32_t y) {
    const std::uint64_t estimate = four_table_bytes(y, 2);
    const FourTable t(FourDomain(y), 2);
    return estimate + 0 * t.size();
  };
  // 3,352,561 positions (about 3 s on one core).
  expect_calibrated(measure_in_child([&] { four(10); }, [&] { return four(60); }), "sliding-coins four-coin table, y <= 60",
                    std::uint64_t{4} << 20);
}

TEST(MemoryEstimates, SetTable) {
  SKIP_UNDER_ASAN();
  auto build = [](int M) {
    using namespace cgcheck::inset;
    const auto sizes = sw_sizes(M);
    const auto t = Table(SetDomain(Rules::sato_welter, M, sizes));
    return set_table_bytes(M, sizes) + 0 * t.size();
  };
  // 1,149,016 sets of 1..6 elements below 32 (about 15 MB and 2 s).
  const auto m = measure_in_child([&] { build(12); }, [&] { return build(32); });
  expect_calibrated(m, "Sato-Welter set table");
}

// ---- G1/G2: a second signal while a set of files is written.

class OutputSignals : public ::testing::Test {
 protected:
  void SetUp() override { dir_ = cgcheck_test::temp_folder("output-signals"); }
  void TearDown() override {
    cgcheck::set_output_test_hook(nullptr);
    fs::remove_all(dir_);
  }
  std::vector<cgcheck::OutputFile> set(const char* content) const {
    return {{(dir_ / "a.md").string(), content}, {(dir_ / "b.md").string(), content}, {(dir_ / "c.json").string(), content}};
  }
  void write_old() const {
    for (const auto& [path, content] : set("old\n")) std::ofstream(path) << content;
  }
  // Each file's content, and the count of temporary files left.
  std::vector<std::string> contents() const {
    std::vector<std::string> out;
    for (const auto& f : set("")) out.push_back(slurp(f.first));
    return out;
  }
  int temporaries() const {
    int n = 0;
    for (const auto& e : fs::directory_iterator(dir_)) n += e.path().filename().string().find(".tmp.") != std::string::npos;
    return n;
  }
  // In a child: a handler like the command's second-signal one (remove the temporary files, exit
  // 130), the hook, then the write. Returns the child's exit code.
  int write_in_child(cgcheck::OutputTestHook hook) const {
    const pid_t pid = ::fork();
    if (pid == 0) {
      std::signal(SIGINT, [](int) {
        cgcheck::remove_temporary_files();
        ::_exit(130);
      });
      cgcheck::set_output_test_hook(hook);
      try {
        cgcheck::write_files_atomically(set("new\n"));
      } catch (...) {
        ::_exit(3);
      }
      ::_exit(0);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  fs::path dir_;
};

TEST_F(OutputSignals, RenamePhaseBlocksStopSignals) {
  static int blocked_renames = 0;
  blocked_renames = 0;
  cgcheck::set_output_test_hook([](const char* phase, std::size_t) {
    sigset_t now;
    ::pthread_sigmask(SIG_BLOCK, nullptr, &now);
    if (std::string(phase) == "rename" && sigismember(&now, SIGINT) == 1 && sigismember(&now, SIGTERM) == 1)
      ++blocked_renames;
  });
  cgcheck::write_files_atomically(set("new\n"));
  EXPECT_EQ(blocked_renames, 3);
  sigset_t after;
  ::pthread_sigmask(SIG_BLOCK, nullptr, &after);
  EXPECT_EQ(sigismember(&after, SIGINT), 0) << "the mask is restored";
  EXPECT_EQ(temporaries(), 0);
}

TEST_F(OutputSignals, SignalDuringRenamesWaitsForTheWholeSet) {
  write_old();
  // SIGINT after the first rename: deferred, the handler runs once all three are in place.
  const int code = write_in_child([](const char* phase, std::size_t i) {
    if (std::string(phase) == "rename" && i == 0) ::raise(SIGINT);
  });
  EXPECT_EQ(code, 130);
  EXPECT_EQ(contents(), (std::vector<std::string>{"new\n", "new\n", "new\n"}));
  EXPECT_EQ(temporaries(), 0);
}

TEST_F(OutputSignals, SignalWhileWritingLeavesTheOldSetAndNoTemporaries) {
  write_old();
  // SIGINT after the second temporary file is written: nothing renamed, the temporaries removed.
  const int code = write_in_child([](const char* phase, std::size_t i) {
    if (std::string(phase) == "temp" && i == 1) ::raise(SIGINT);
  });
  EXPECT_EQ(code, 130);
  EXPECT_EQ(contents(), (std::vector<std::string>{"old\n", "old\n", "old\n"}));
  EXPECT_EQ(temporaries(), 0);
}

}  // namespace
