// A game file's positions up to a bound (positions(bound)): listed by the file's positions() or as
// every arity-tuple, normalized, without duplicates, and sorted in the exhaustive order (the file's
// order(a, b), checked, or size then the array).
#include <algorithm>
#include <functional>

#include <fmt/core.h>

#include "core/heap_bytes.hpp"
#include "core/position_store.hpp"
#include "lua/game_file.hpp"
#include "lua/game_file/lua_arrays.hpp"

namespace cgcheck::lua {

using game_file::append_position;
using game_file::copy_cap_message;
using game_file::has_metatable;
using game_file::kProxy;
using game_file::over_copy_cap;
using game_file::what;

namespace {

constexpr std::size_t kMaxEnumeration = 20'000'000;  // positions of one enumeration

// Sorts idx by less, stably: a bottom-up merge sort whose every access is within [0, n), whatever
// less answers (a comparator that is not a strict weak order only gives some permutation).
template <class Less>
void merge_sort(std::vector<std::size_t>& idx, Less less) {
  const std::size_t n = idx.size();
  std::vector<std::size_t> buf(n);
  for (std::size_t width = 1; width < n; width *= 2) {
    for (std::size_t lo = 0; lo < n; lo += 2 * width) {
      const std::size_t mid = std::min(lo + width, n), hi = std::min(lo + 2 * width, n);
      std::size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) buf[k++] = less(idx[j], idx[i]) ? idx[j++] : idx[i++];
      while (i < mid) buf[k++] = idx[i++];
      while (j < hi) buf[k++] = idx[j++];
    }
    idx.swap(buf);
  }
}

// Sorts `out` by the file's order(a, b). The file's order may be anything (inconsistent, random):
// std::sort and std::stable_sort may then read out of range. A bottom-up merge sort with explicit
// bounds is memory-safe for any answers; the result is then checked (check_order).
void sort_by_file_order(GameFile& g, std::vector<Position>& out) {
  std::vector<std::size_t> idx(out.size());
  for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  merge_sort(idx, [&](std::size_t a, std::size_t b) { return g.before(out[a], out[b]); });
  std::vector<Position> sorted;
  sorted.reserve(out.size());
  for (std::size_t i : idx) sorted.push_back(std::move(out[i]));
  out = std::move(sorted);
}

// Refuses an order(a, b) that is not a strict weak order on the list it sorted: irreflexive, no
// position before its predecessor, ties within a class, and the classes ordered pairwise.
void check_order(GameFile& g, const std::vector<Position>& out) {
  auto before = [&](const Position& a, const Position& b) { return g.before(a, b); };
  auto show = [&](const Position& p) { return g.show(p); };
  auto refuse = [&](const std::string& why) {
    throw InputError(fmt::format("{}: order(a, b) is not a strict weak order: {}", g.file(), why));
  };
  // Irreflexivity on a sample of at most 64 positions spread over the list.
  const std::size_t step = std::max<std::size_t>(1, out.size() / 64);
  for (std::size_t i = 0; i < out.size(); i += step)
    if (before(out[i], out[i])) refuse(fmt::format("order(a, a) is true for a = {}", show(out[i])));
  // Neighbours, and the classes of equal positions the sorted list falls into (runs in which no
  // position is before the next): each position is tied with its class's first.
  std::vector<std::size_t> firsts{0};
  for (std::size_t i = 1; i < out.size(); ++i) {
    if (before(out[i], out[i - 1]))
      refuse(fmt::format("sorted by it, a = {} comes before b = {}, yet order(b, a) is true (answers that contradict "
                         "each other, or random ones)",
                         show(out[i - 1]), show(out[i])));
    if (before(out[i - 1], out[i])) {
      firsts.push_back(i);
    } else if (const std::size_t f = firsts.back(); f + 1 < i && (before(out[f], out[i]) || before(out[i], out[f]))) {
      refuse(fmt::format("{} and {} are each tied with {} but not with each other", show(out[f]), show(out[i - 1]),
                         show(out[i])));
    }
  }
  // Classes in sorted order must be ordered pairwise, not only as neighbours: a cyclic order
  // (a before b before c before a) passes every neighbour. Every pair of classes when there are
  // at most kFullOrderCheck, else each class against 64 spread over the list, both ways.
  constexpr std::size_t kFullOrderCheck = 1000;
  const std::size_t stride = firsts.size() <= kFullOrderCheck ? 1 : std::max<std::size_t>(1, firsts.size() / 64);
  for (std::size_t j = 1; j < firsts.size(); ++j)
    for (std::size_t i = (j - 1) % stride; i < j; i += stride) {
      const Position &a = out[firsts[i]], &b = out[firsts[j]];
      if (before(b, a) || !before(a, b))
        refuse(fmt::format("sorted by it, a = {} comes before b = {}, yet {} (a cycle, or answers that contradict each other)",
                           show(a), show(b), before(b, a) ? "order(b, a) is true" : "order(a, b) is false"));
    }
}

// Sorts `out` in the default exhaustive order: size, then the array lexicographically.
void sort_by_size(GameFile& g, std::vector<Position>& out) {
  std::vector<std::pair<std::int64_t, std::size_t>> keys;
  keys.reserve(out.size());
  for (std::size_t i = 0; i < out.size(); ++i) keys.emplace_back(g.size(out[i]), i);
  std::sort(keys.begin(), keys.end(), [&](const auto& a, const auto& b) {
    if (a.first != b.first) return a.first < b.first;
    const Position &x = out[a.second], &y = out[b.second];
    return std::lexicographical_compare(x.begin(), x.end(), y.begin(), y.end());
  });
  std::vector<Position> sorted;
  sorted.reserve(out.size());
  for (const auto& [s, i] : keys) sorted.push_back(std::move(out[i]));
  out = std::move(sorted);
}

}  // namespace

int GameFile::l_positions(lua_State* L, GameFile& g, CallArgs& a) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, g.positions_);
  lua_pushinteger(L, static_cast<lua_Integer>(a.bound));
  lua_call(L, 1, 1);
  if (lua_type(L, -1) != LUA_TTABLE) {
    a.error = "returned " + describe(L, -1) + ", not an array of positions";
    return 0;
  }
  if (has_metatable(L, -1)) {
    a.error = kProxy;
    return 0;
  }
  const lua_Unsigned n = lua_rawlen(L, -1);
  if (n > kMaxEnumeration) {
    a.error = fmt::format("returned more than {} positions", kMaxEnumeration);
    return 0;
  }
  for (lua_Unsigned i = 1; i <= n; ++i) {
    lua_rawgeti(L, -1, static_cast<lua_Integer>(i));
    if (!append_position(L, -1, *a.list)) {
      a.error = fmt::format("entry {} is {}, not an array of integers", i, what(L, -1));
      return 0;
    }
    if (over_copy_cap(L, *a.list)) {
      a.error = copy_cap_message(L);
      return 0;
    }
    lua_pop(L, 1);
  }
  return 0;
}

// What positions(bound) holds at its peak for n positions of `entries` integers each, counted
// before it is reached: the raw list, the interned copy and the normalized list (three copies of
// the integers, a vector and two index words each).
void GameFile::guard_enumeration(std::uint64_t n, std::uint64_t entries, std::uint64_t bound) const {
  if (enumeration_limit_ == 0) return;
  const std::uint64_t bytes = n * (3 * entries * sizeof(std::int64_t) + sizeof(Position) + 4 * sizeof(std::uint64_t));
  if (bytes > enumeration_limit_)
    throw InputError(fmt::format("{}: the positions of size <= {} need more than --max-memory ({}); lower the bound",
                                 file_, bound, human_bytes(enumeration_limit_)));
}

// The file's positions(bound), as it returned them, into raw.
void GameFile::list_positions_of_file(std::uint64_t bound, PositionList& raw) {
  CallArgs a;
  a.list = &raw;
  a.bound = bound;
  const std::string b = std::to_string(bound);
  const Call c = run_call(&with_args<&GameFile::l_positions>, a, false);
  if (c.ended == Ended::interrupted) throw Interrupted(fmt::format("interrupted in {}: positions({})", file_, b));
  if (!c) throw InputError(fmt::format("{}: positions({}): {}", file_, b, c.message));
  if (!a.error.empty()) throw InputError(fmt::format("{}: positions({}): {}", file_, b, a.error));
}

// Every arity-tuple of non-negative integers with sum <= bound, into raw.
void GameFile::list_tuples(std::uint64_t bound, PositionList& raw) {
  std::vector<std::int64_t> t(static_cast<std::size_t>(arity_), 0);
  const auto k = static_cast<std::size_t>(arity_);
  std::function<void(std::size_t, std::uint64_t)> fill = [&](std::size_t i, std::uint64_t left) {
    if (i == k) {
      if (raw.size() >= kMaxEnumeration)
        throw InputError(fmt::format("{}: more than {} positions of size <= {}; lower the bound", file_, kMaxEnumeration, bound));
      if ((raw.size() & 0xFFF) == 0) guard_enumeration(raw.size(), k, bound);
      raw.data.insert(raw.data.end(), t.begin(), t.end());
      raw.ends.push_back(raw.data.size());
      return;
    }
    for (std::uint64_t v = 0; v <= left; ++v) {
      t[i] = static_cast<std::int64_t>(v);
      fill(i + 1, left - v);
    }
  };
  fill(0, bound);
}

std::vector<Position> GameFile::positions(std::uint64_t bound) {
  if (!has_enumeration())
    throw InputError(fmt::format("{}: the game gives neither positions(bound) nor arity, so it cannot be enumerated", file_));
  PositionList raw;
  if (positions_ != LUA_NOREF) list_positions_of_file(bound, raw);
  else list_tuples(bound, raw);
  // Normalize, drop duplicates and positions beyond the bound, then sort in the exhaustive order.
  guard_enumeration(raw.size(), raw.data.size() / std::max<std::size_t>(1, raw.size()), bound);
  PositionStore seen;
  std::vector<Position> out;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    Position p = normalize(raw[i]);
    bool added = false;
    seen.intern(p, &added);
    if (!added) continue;
    if (static_cast<std::uint64_t>(size(p)) > bound) continue;
    out.push_back(std::move(p));
  }
  if (order_ != LUA_NOREF) {
    sort_by_file_order(*this, out);
    check_order(*this, out);
  } else {
    sort_by_size(*this, out);
  }
  return out;
}

}  // namespace cgcheck::lua
