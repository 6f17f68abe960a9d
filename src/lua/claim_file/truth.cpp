#include "lua/claim_file/truth.hpp"

#include <algorithm>
#include <span>

#include "claims/parallel_runner.hpp"
#include "core/parallel_for.hpp"
#include "core/position_store.hpp"
#include "core/progress.hpp"
#include "runtime/workspace.hpp"
#include "lua/game_file.hpp"

namespace cgcheck::lua::claim_file {

std::unique_ptr<FileTruth> start_pipeline(std::shared_ptr<const CaseStore> all, std::unique_ptr<Target> solver) {
  auto t = std::make_unique<FileTruth>();
  t->grundy.resize(all->size());
  t->ready.store(0);
  t->solver = std::move(solver);
  FileTruth* raw = t.get();
  raw->producer = std::thread([raw, all] {
    try {
      constexpr std::uint64_t kPublishEvery = 64;
      for (std::uint64_t i = 0; i < all->size(); ++i) {
        if (raw->stop.load(std::memory_order_relaxed)) throw Interrupted("the walk stopped");
        raw->grundy[i] = raw->solver->grundy((*all)[i]);
        if ((i + 1) % kPublishEvery == 0) raw->publish(i + 1);
      }
      raw->publish(all->size());
    } catch (...) {
      {
        std::lock_guard lock(raw->mu);
        raw->failed = std::current_exception();
      }
      raw->cv.notify_all();
    }
  });
  return t;
}

bool shares_truth(Target& t) {
  if (t.partizan()) return false;
  if (auto* f = dynamic_cast<FileTarget*>(&t)) return !f->game().has_components();
  return false;
}

namespace {

// The positions of `all` by their arrays: open addressing over the store's own arrays (hashed once,
// compared in place), so looking an option up allocates nothing. Replaced a hash map from vectors,
// which copied every option of every position into a vector of its own (Wythoff to a + b <= 400:
// 4.8·10⁷ options: 3.8-4.2 s of CPU against 2.8-3.0 s now).
class StoreIndex {
 public:
  explicit StoreIndex(const CaseStore& all) : all_(all) {
    std::size_t cap = 16;
    while (cap < 2 * all.size()) cap *= 2;
    mask_ = cap - 1;
    slots_.assign(cap, kNone);
    for (std::size_t i = 0; i < all.size(); ++i) {
      const std::span<const std::int64_t> p = all.ints(i);
      for (std::size_t at = PositionStore::hash(p) & mask_;; at = (at + 1) & mask_)
        if (slots_[at] == kNone) {
          slots_[at] = static_cast<std::uint32_t>(i);
          break;
        } else if (std::ranges::equal(all.ints(slots_[at]), p)) {
          break;  // listed twice: the first index stands
        }
    }
  }
  static constexpr std::uint32_t kNone = UINT32_MAX;
  std::uint32_t find(std::span<const std::int64_t> p) const {
    for (std::size_t at = PositionStore::hash(p) & mask_;; at = (at + 1) & mask_) {
      const std::uint32_t i = slots_[at];
      if (i == kNone || std::ranges::equal(all_.ints(i), p)) return i;
    }
  }
  std::uint64_t bytes() const { return slots_.size() * sizeof(std::uint32_t); }

 private:
  const CaseStore& all_;
  std::size_t mask_ = 0;
  std::vector<std::uint32_t> slots_;
};

}  // namespace

std::unique_ptr<FileTruth> build_truth_for(Target& t, const CaseStore& all, RunContext& ctx,
                                           const std::function<Target&()>& worker_target) {
  if (!dynamic_cast<FileTarget*>(&t)) return nullptr;
  const std::uint64_t n = all.size();
  // The index (at most 4 slots of 4 bytes a position), the option lists (4 bytes an option,
  // estimated at 16 a position) and the values.
  guard_memory(ctx.max_memory, n * (16 + 16 + 4) + 64, "the Grundy values of the enumerated positions");
  const StoreIndex index(all);
  constexpr std::uint32_t kElsewhere = UINT32_MAX;  // an option not enumerated before its position
  std::vector<std::vector<std::uint32_t>> options(n);
  constexpr std::uint64_t kChunk = 256;
  Progress progress("options of the enumerated positions", n, "positions");
  std::atomic<std::uint64_t> done{0};
  parallel_for((n + kChunk - 1) / kChunk, ctx.threads, [&](std::uint64_t chunk, unsigned w) {
    detail::worker_index = w;
    PositionList list;
    GameFile& game = dynamic_cast<FileTarget&>(worker_target()).game();
    for (std::uint64_t i = chunk * kChunk; i < std::min(n, (chunk + 1) * kChunk); ++i) {
      list.clear();
      game.moves(all.ints(i), Side::options, list);
      auto& out = options[i];
      out.reserve(list.size());
      for (std::size_t j = 0; j < list.size(); ++j) {
        const std::uint32_t o = index.find(list[j]);
        out.push_back(o == StoreIndex::kNone || o >= i ? kElsewhere : o);
      }
    }
    done.fetch_add(std::min(n, (chunk + 1) * kChunk) - chunk * kChunk);
    if (w == 0) progress.update(done.load());
    else poll_interrupt();
  });
  detail::worker_index = 0;
  auto truth = std::make_unique<FileTruth>();
  truth->grundy.resize(n);
  std::vector<std::uint8_t> seen;
  for (std::uint64_t i = 0; i < n; ++i) {
    const auto& opts = options[i];
    if (std::find(opts.begin(), opts.end(), kElsewhere) != opts.end()) {
      truth->grundy[i] = t.grundy(all[i]);
      continue;
    }
    seen.assign(opts.size() + 1, 0);
    for (const std::uint32_t o : opts)
      if (truth->grundy[o] <= opts.size()) seen[truth->grundy[o]] = 1;
    std::uint32_t mex = 0;
    while (seen[mex]) ++mex;
    truth->grundy[i] = mex;
    std::vector<std::uint32_t>().swap(options[i]);  // freed as soon as it is used
  }
  return truth;
}

}  // namespace cgcheck::lua::claim_file
