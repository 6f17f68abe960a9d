#include "lua/game_solver.hpp"

#include <algorithm>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/error.hpp"
#include "core/large_stack.hpp"
#include "core/progress.hpp"
#include "cgt/sum_search.hpp"

namespace cgcheck::lua {

namespace {
// A partizan game's value is built and compared by recursion in the arena (cgt::Arena: canonical
// forms, sums, comparisons, printing), one level per birthday and a few frames each. Game files
// are solved on a 1 GiB stack (address space; pages are committed only as the recursion touches
// them) and values whose birthday could exceed kMaxHeight are refused with one line.
constexpr std::uint32_t kMaxHeight = 100'000;
constexpr std::size_t kDeepStack = std::size_t{1} << 30;

std::string text_of(std::span<const std::int64_t> p) {
  if (p.empty()) return "()";
  std::string s = fmt::format("{}", fmt::join(p, ","));
  if (s.size() > 60) s = s.substr(0, 57) + "...";
  return s;
}
}  // namespace

template <class F>
auto GameSolver::deep(F&& f) -> decltype(f()) {
  if (!game_.partizan() || deep_) return f();
  return on_large_stack(kDeepStack, [&] {
    deep_ = true;
    try {
      auto r = f();
      deep_ = false;
      return r;
    } catch (...) {
      deep_ = false;
      throw;
    }
  });
}

namespace {
// What a frame holds on the heap besides itself (its kids and ends vectors), for the estimate; and
// how many unwound frames are kept for reuse.
constexpr std::uint64_t kFrameHeap = 64;
constexpr std::size_t kSpareFrames = 256;
}  // namespace

GameSolver::Id GameSolver::intern(std::span<const std::int64_t> p) {
  bool added = false;
  const Id id = store_.intern(p, &added);
  if (added) {
    state_.push_back(0);
    value_.push_back(0);
    height_.push_back(0);
  }
  return id;
}

GameSolver::Id GameSolver::solve(const Position& p) { return solve_id(intern(p)); }

GameSolver::Id GameSolver::solve_id(const Id root) {
  if (state_[root] == 2) return root;
  if (memory_limit_) {
    const std::uint64_t held = store_.bytes() + value_.capacity() * 9;
    arena_.set_memory_limit(held < memory_limit_ ? memory_limit_ - held : 1);
  }
  solve_start_ = moves_;
  if (!attempting_) query_start_ = moves_;
  std::vector<Frame> stack;
  auto push = [&](Id id) {
    Frame f;
    if (!spare_.empty()) {
      f = std::move(spare_.back());
      spare_.pop_back();
    }
    f.id = id;
    f.sum = false;
    f.kids.clear();
    f.grouped = false;
    f.ends.clear();
    f.left = f.next = 0;
    // The position pushed on a stack of d frames is d moves from the root: a line of exactly
    // kMaxHeight moves is within the limit (it was refused at exactly 100,000).
    if (game_.partizan() && stack.size() > kMaxHeight)
      throw InputError(fmt::format("{}: a line of play from {} is longer than {} moves, the depth limit for partizan games",
                                   game_.file(), text_of(store_.at(root)), kMaxHeight));
    state_[id] = 1;
    // The search stack counts against the memory limit too: a line of play 10^7 moves long (a
    // subtraction game from a heap of 10^7) held gigabytes of frames beside a small memo.
    if (memory_limit_ && (stack.size() & 0xFFF) == 0 &&
        store_.bytes() + value_.capacity() * 9 + stack.capacity() * sizeof(Frame) + stack.size() * kFrameHeap > memory_limit_)
      throw InputError(fmt::format("{}: the solver's tables and search stack would exceed the memory limit of {} bytes "
                                   "(a line of play {} moves deep)",
                                   game_.file(), memory_limit_, stack.size()));
    stack.push_back(std::move(f));
    expand(stack.back());
  };
  try {
    push(root);
    while (!stack.empty()) {
      Frame& f = stack.back();
      if (f.next < f.kids.size()) {
        const Id kid = f.kids[f.next];
        if (state_[kid] == 2) {
          ++f.next;
          continue;
        }
        if (state_[kid] == 1) cycle(kid, stack);
        push(kid);
        continue;
      }
      finish(f);
      state_[f.id] = 2;
      // A few frames are kept for their vectors' capacity; keeping every one kept a whole deep
      // stack's worth of memory after it unwound.
      if (spare_.size() < kSpareFrames) spare_.push_back(std::move(f));
      stack.pop_back();
    }
  } catch (...) {
    // Positions left on the stack are unsolved, not "on the stack", for the next call.
    for (const Frame& f : stack) state_[f.id] = 0;
    throw;
  }
  return root;
}

void GameSolver::intern_list(const char* fn, const Id self, const bool grouped, std::vector<Id>& out) {
  moves_ += list_.size();
  constexpr std::size_t kAhead = 8;
  hashes_.resize(list_.size());
  for (std::size_t i = 0; i < list_.size(); ++i) hashes_[i] = PositionStore::hash(list_[i]);
  for (std::size_t i = 0; i < std::min(kAhead, list_.size()); ++i) store_.prefetch(hashes_[i]);
  for (std::size_t i = 0; i < list_.size(); ++i) {
    if (i + kAhead < list_.size()) store_.prefetch(hashes_[i + kAhead]);
    bool added = false;
    const Id kid = store_.intern(list_[i], hashes_[i], &added);
    if (added) {
      state_.push_back(0);
      value_.push_back(0);
      height_.push_back(0);
    }
    if (kid == self)
      throw InputError(fmt::format("{}: {}({}) contains the position itself{} (a game must end; loopy = true for a game whose play may not)", game_.file(), fn,
                                   text_of(store_.at(self)), grouped ? ", as an option or a component of one" : ""));
    out.push_back(kid);
  }
}

void GameSolver::intern_keys(const char* fn, const Id self, std::vector<Id>& out) {
  moves_ += keys_.size();
  if (by_key_.size() < game_.move_key_count()) by_key_.resize(game_.move_key_count(), PositionStore::kNone);
  // The moves without a key, hashed first so that their lookups' misses overlap (see intern_list).
  constexpr std::size_t kAhead = 8;
  hashes_.resize(list_.size());
  for (std::size_t i = 0; i < list_.size(); ++i) hashes_[i] = PositionStore::hash(list_[i]);
  for (std::size_t i = 0; i < std::min(kAhead, list_.size()); ++i) store_.prefetch(hashes_[i]);
  auto add = [&](std::span<const std::int64_t> p, std::uint64_t h) {
    bool added = false;
    const Id id = store_.intern(p, h, &added);
    if (added) {
      state_.push_back(0);
      value_.push_back(0);
      height_.push_back(0);
    }
    return id;
  };
  std::size_t next = 0;  // of list_
  for (const std::uint32_t key : keys_) {
    Id kid;
    if (key == GameFile::kNoKey) {
      if (next + kAhead < list_.size()) store_.prefetch(hashes_[next + kAhead]);
      kid = add(list_[next], hashes_[next]);
      ++next;
    } else {
      kid = by_key_[key];
      if (kid == PositionStore::kNone) {
        const auto p = game_.answer(key);
        kid = by_key_[key] = add(p, PositionStore::hash(p));
      }
    }
    if (kid == self)
      throw InputError(fmt::format("{}: {}({}) contains the position itself (a game must end; loopy = true for a game whose play may not)",
                                   game_.file(), fn, text_of(store_.at(self))));
    out.push_back(kid);
  }
}

void GameSolver::moves(const Position& p, Side side, const char* fn, Frame& f) {
  game_.move_keys(p, side, keys_, list_);
  intern_keys(fn, f.id, f.kids);
}

void GameSolver::split_moves_of(Id c, Side side, const char* fn, const char* what, std::vector<Id>& comps,
                                std::vector<std::uint32_t>& ends) {
  const std::span<const std::int64_t> at = store_.at(c);
  const Position p(at.begin(), at.end());  // a copy: interning the moves may move the store
  game_.split_moves(p, side, list_, groups_);
  intern_list(fn, c, true, comps);
  if (budget_ && moves_ - query_start_ > budget_)
    throw InputError(fmt::format("too large to {} within the work budget ({} moves explored)", what, budget_));
  for (std::size_t e : groups_) ends.push_back(static_cast<std::uint32_t>(e));
}

void GameSolver::expand(Frame& f) {
  ++expansions_;
  if (expansion_cap_ != 0 && expansions_ > expansion_cap_) throw Abandoned{};
  if ((expansions_ & 0x3FF) == 0) poll_interrupt();
  // The budget counts moves (options and components produced), not positions: a game whose
  // positions grow without end has ever more options per position.
  if (attempting_ && moves_ - solve_start_ > attempt_moves_) throw Abandoned{};
  if (budget_ && moves_ - query_start_ > budget_)
    throw InputError(fmt::format("too large to solve within the work budget ({} moves explored)", budget_));
  if (memory_limit_ && store_.bytes() + value_.capacity() * 9 > memory_limit_)  // state, value, height
    throw InputError(fmt::format("{}: the solver's tables would exceed the memory limit of {} bytes ({} positions)",
                                 game_.file(), memory_limit_, store_.count()));
  const std::span<const std::int64_t> at = store_.at(f.id);
  const Position p(at.begin(), at.end());  // a copy: interning the options may move the store
  auto intern_all = [&](const char* fn) { intern_list(fn, f.id, f.grouped, f.kids); };
  if (game_.split(p, list_)) {
    f.sum = true;
    intern_all("components");
    return;
  }
  if (game_.has_components()) {
    // Every option split into its components before it is interned: only components get memo
    // entries (rows of Dawson's Kayles: one per row length, not one per pair of rows).
    f.grouped = true;
    auto grouped = [&](Side side, const char* fn) {
      game_.split_moves(p, side, list_, groups_);
      const std::size_t base = f.kids.size();
      intern_all(fn);
      for (std::size_t e : groups_) f.ends.push_back(static_cast<std::uint32_t>(base + e));
    };
    if (!game_.partizan()) {
      grouped(Side::options, "options");
      return;
    }
    grouped(Side::left, "left");
    f.left = f.ends.size();
    grouped(Side::right, "right");
    return;
  }
  if (!game_.partizan()) {
    moves(p, Side::options, "options", f);
    return;
  }
  moves(p, Side::left, "left", f);
  f.left = f.kids.size();
  moves(p, Side::right, "right", f);
}

void GameSolver::finish(const Frame& f) {
  // Option i is kids[begin(i), end(i)): one kid, or (grouped) the components of the option.
  const std::size_t options = f.grouped ? f.ends.size() : f.kids.size();
  auto begin = [&](std::size_t i) -> std::size_t { return f.grouped ? (i == 0 ? 0 : f.ends[i - 1]) : i; };
  auto end = [&](std::size_t i) -> std::size_t { return f.grouped ? f.ends[i] : i + 1; };
  if (!game_.partizan()) {
    if (f.sum) {
      std::uint32_t x = 0;
      for (Id k : f.kids) x ^= value_[k];
      value_[f.id] = x;
      return;
    }
    // mex with a small bit set: the Grundy value is at most the number of options.
    std::vector<bool> seen(options + 1, false);
    for (std::size_t i = 0; i < options; ++i) {
      std::uint32_t x = 0;
      for (std::size_t k = begin(i); k < end(i); ++k) x ^= value_[f.kids[k]];
      if (x < seen.size()) seen[x] = true;
    }
    std::uint32_t m = 0;
    while (seen[m]) ++m;
    value_[f.id] = m;
    max_value_ = std::max(max_value_, m);
    return;
  }
  // The birthday of a sum is at most the sum of its components' birthdays; of a position, one more
  // than the largest of its options'. Checked before the arena recurses that deep.
  std::uint64_t h = 0;
  if (f.sum) {
    for (Id k : f.kids) h += height_[k];
  } else {
    for (std::size_t i = 0; i < options; ++i) {
      std::uint64_t o = 0;
      for (std::size_t k = begin(i); k < end(i); ++k) o += height_[f.kids[k]];
      h = std::max(h, o + 1);
    }
  }
  if (h > kMaxHeight)
    throw InputError(fmt::format("{}: the value of {} could have birthday {} (the sum of its components' depths), beyond "
                                 "the depth limit of {} for partizan games",
                                 game_.file(), text_of(store_.at(f.id)), h, kMaxHeight));
  height_[f.id] = static_cast<std::uint32_t>(h);
  if (f.sum) {
    cgt::GameId g = arena_.zero();
    for (Id k : f.kids) g = arena_.add(g, value_[k]);
    value_[f.id] = g;
    return;
  }
  std::vector<cgt::GameId> l, r;
  for (std::size_t i = 0; i < options; ++i) {
    cgt::GameId g = arena_.zero();
    if (end(i) - begin(i) == 1) g = value_[f.kids[begin(i)]];
    else
      for (std::size_t k = begin(i); k < end(i); ++k) g = arena_.add(g, value_[f.kids[k]]);
    (i < f.left ? l : r).push_back(g);
  }
  value_[f.id] = arena_.canon(arena_.make(std::move(l), std::move(r)));
}

void GameSolver::cycle(Id kid, const std::vector<Frame>& stack) {
  std::vector<std::string> path;
  bool on = false;
  for (const Frame& f : stack) {
    if (f.id == kid) on = true;
    if (on) path.push_back(text_of(store_.at(f.id)));
  }
  path.push_back(text_of(store_.at(kid)));
  if (path.size() > 8) path.erase(path.begin() + 4, path.end() - 3), path.insert(path.begin() + 4, "...");
  throw InputError(fmt::format("{}: the move graph has a cycle ({}); a game must end (loopy = true for a game whose play may not)", game_.file(), fmt::join(path, " -> ")));
}

std::uint32_t GameSolver::grundy(const Position& p) {
  if (game_.partizan()) throw InputError(fmt::format("{} is partizan: it has values, not Grundy values", game_.id()));
  return value_[solve(p)];
}

std::uint32_t GameSolver::grundy_by_search(const Position& p) {
  if (game_.partizan()) throw InputError(fmt::format("{} is partizan: it has values, not Grundy values", game_.id()));
  const Id id = intern(p);
  if (state_[id] == 2) return value_[id];
  if (!nim_search_) {
    nim_host_ = std::make_unique<NimSearchHost>(*this);
    // Its cache of moves takes a quarter of the memory limit at most.
    nim_search_ = std::make_unique<NimSearch>(*nim_host_, memory_limit_ ? memory_limit_ / 4 : std::uint64_t{256} << 20);
  }
  query_start_ = moves_;
  // One level of recursion per move of a line of play: on the large stack.
  return on_large_stack(kDeepStack, [&] { return nim_search_->value(id); });
}

std::uint32_t GameSolver::grundy_with(const Position& p, NimMethod method) {
  if (method == NimMethod::search) return grundy_by_search(p);
  if (method == NimMethod::automatic && !game_.partizan()) {
    expansion_cap_ = expansions_ + kAutoExpansions;
    try {
      const std::uint32_t g = grundy(p);
      expansion_cap_ = 0;
      return g;
    } catch (const Abandoned&) {
      expansion_cap_ = 0;
      if (game_.has_components() && max_value_ <= kAutoMaxValue) return grundy_by_search(p);
    } catch (...) {
      expansion_cap_ = 0;
      throw;
    }
  }
  return grundy(p);
}

cgt::GameId GameSolver::value(const Position& p) {
  if (!game_.partizan()) return arena_.nimber(value_[solve(p)]);
  return deep([&] { return value_[solve(p)]; });
}

// What the outcome search asks of the solver: a component's moves, each split into its components
// and interned (not solved), and its canonical form when one attempt within the attempt budget
// finds it. An abandoned attempt keeps what it solved below the component; the search asks once.
class GameSolver::Host final : public cgt::SumHost {
 public:
  explicit Host(GameSolver& s) : s_(s) {}

  void moves(cgt::Component c, bool left, std::vector<cgt::Component>& comps, std::vector<std::uint32_t>& ends) override {
    s_.split_moves_of(c, left ? Side::left : Side::right, left ? "left" : "right", "decide", comps, ends);
  }

  std::optional<cgt::GameId> value(cgt::Component c) override {
    if (s_.state_[c] == 2) return s_.value_[c];
    if (s_.attempt_moves_ == 0) return std::nullopt;
    s_.attempting_ = true;
    std::optional<cgt::GameId> v;
    try {
      if (!s_.arena_.within(s_.attempt_steps_, [&] { v = s_.value_[s_.solve_id(c)]; })) v.reset();
    } catch (const Abandoned&) {
      v.reset();
    } catch (...) {
      s_.attempting_ = false;
      throw;
    }
    s_.attempting_ = false;
    return v;
  }

  void tick(std::uint64_t nodes, std::uint64_t table_bytes) override {
    poll_interrupt();
    if (s_.budget_ && nodes > s_.budget_)
      throw InputError(fmt::format("too large to decide within the work budget ({} sums searched)", s_.budget_));
    // The arena counts too: the values of the components the search tries grow it beside the tables.
    if (s_.memory_limit_ && s_.store_.bytes() + s_.value_.capacity() * 9 + table_bytes + s_.arena_.bytes() > s_.memory_limit_)
      throw InputError(fmt::format("{}: the outcome search's tables would exceed the memory limit of {} bytes ({} sums searched)",
                                   s_.game_.file(), s_.memory_limit_, nodes));
  }

 private:
  GameSolver& s_;
};

// What the nim-value search asks of the solver: a component's options, each split into its
// components and interned (not solved), or its own components when it is a sum; the memo's values,
// which the search reads and fills.
class GameSolver::NimSearchHost final : public NimHost {
 public:
  explicit NimSearchHost(GameSolver& s) : s_(s) {}

  bool moves(Component c, std::vector<Component>& comps, std::vector<std::uint32_t>& ends) override {
    ++s_.expansions_;
    const std::span<const std::int64_t> at = s_.store_.at(c);
    if (s_.game_.split(Position(at.begin(), at.end()), s_.list_)) {  // a copy: interning may move the store
      s_.intern_list("components", c, true, comps);
      return true;
    }
    s_.split_moves_of(c, Side::options, "options", "solve", comps, ends);
    return false;
  }
  std::optional<std::uint32_t> known(Component c) override {
    if (s_.state_[c] == 2) return s_.value_[c];
    return std::nullopt;
  }
  void found(Component c, std::uint32_t value) override {
    s_.value_[c] = value;
    s_.state_[c] = 2;
  }
  void tick(std::uint64_t, std::uint64_t table_bytes) override {
    poll_interrupt();
    if (s_.memory_limit_ && s_.store_.bytes() + s_.value_.capacity() * 9 + table_bytes > s_.memory_limit_)
      throw InputError(fmt::format("{}: the nim-value search's tables would exceed the memory limit of {} bytes",
                                   s_.game_.file(), s_.memory_limit_));
  }
  std::string show(Component c) override { return text_of(s_.store_.at(c)); }

 private:
  GameSolver& s_;
};

GameSolver::GameSolver(GameFile& game) : game_(game) {}
GameSolver::~GameSolver() = default;

Outcome GameSolver::outcome(const Position& p) {
  if (!game_.partizan()) return grundy(p) == 0 ? Outcome::P : Outcome::N;
  return outcome_with(p, {});
}

Outcome GameSolver::outcome_with(const Position& p, std::span<const cgt::GameId> extra) {
  return deep([&] {
    const Id id = intern(p);
    if (state_[id] == 2 && extra.empty()) return arena_.outcome(value_[id]);
    const std::vector<cgt::Component> parts = search_parts(p, id);
    return search_->outcome(parts, extra);
  });
}

bool GameSolver::wins(const Position& p, bool left_first) {
  if (!game_.partizan()) return grundy(p) != 0;
  return deep([&] {
    const Id id = intern(p);
    if (state_[id] == 2) {
      const Outcome o = arena_.outcome(value_[id]);
      return o == Outcome::N || o == (left_first ? Outcome::L : Outcome::R);
    }
    const std::vector<cgt::Component> parts = search_parts(p, id);
    return search_->wins(parts, left_first);
  });
}

// p's components as the outcome search takes them (the search made on first use), the work budget
// counted from here.
std::vector<cgt::Component> GameSolver::search_parts(const Position& p, Id id) {
  query_start_ = moves_;
  if (!search_) {
    host_ = std::make_unique<Host>(*this);
    search_ = std::make_unique<cgt::SumSearch>(arena_, *host_, merge_steps_);
  }
  std::vector<cgt::Component> parts;
  if (game_.split(p, list_)) intern_list("components", id, true, parts);
  else parts.push_back(id);
  return parts;
}

std::string GameSolver::value_text(const Position& p) {
  if (!game_.partizan()) return std::to_string(grundy(p));
  const cgt::GameId v = value(p);
  try {
    return deep([&] { return cgt::to_string(arena_, v); });
  } catch (const InputError& e) {
    throw InputError(fmt::format("{}: {}: {}", game_.file(), text_of(p), e.what()));
  }
}

}  // namespace cgcheck::lua
