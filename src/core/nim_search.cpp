#include "core/nim_search.hpp"

#include <algorithm>

#include <fmt/core.h>

#include "core/error.hpp"

namespace cgcheck {

namespace {
constexpr std::uint8_t kHasKnown = 1, kHas = 2, kIsKnown = 4, kIs = 8;
}  // namespace

NimSearch::OnPath::OnPath(NimSearch& search, Component comp) : s(search), c(comp) {
  if (s.path_.size() >= kMaxDepth)
    throw InputError(fmt::format("a line of play from here is longer than {} moves, the nim-value search's depth "
                                 "limit (the full solve has none)",
                                 kMaxDepth));
  if (!s.path_.insert(c).second)
    throw InputError(fmt::format("the move graph has a cycle through {}; a game must end (loopy = true for a game "
                                 "whose play may not)",
                                 s.host_.show(c)));
}

std::uint64_t NimSearch::table_bytes() const {
  // A node of an unordered_map: the entry, the next pointer and the cached hash, rounded by malloc.
  return table_.size() * 32 + cache_bytes_ + path_.size() * 32;
}

void NimSearch::tick() {
  if ((++questions_ & 0x3FF) == 0) host_.tick(questions_, table_bytes());
}

std::shared_ptr<const NimSearch::Moves> NimSearch::moves(Component c) {
  if (auto it = moves_.find(c); it != moves_.end()) return it->second;
  auto m = std::make_shared<Moves>();
  m->sum = host_.moves(c, m->comps, m->ends);
  const std::uint64_t bytes = 96 + (m->comps.size() + m->ends.size()) * sizeof(std::uint32_t);
  if (cache_cap_ != 0 && cache_bytes_ + bytes > cache_cap_) {
    moves_.clear();
    cache_bytes_ = 0;
  }
  cache_bytes_ += bytes;
  moves_.emplace(c, m);
  return m;
}

std::uint32_t NimSearch::value(Component c) {
  if (auto v = host_.known(c)) return *v;
  const std::shared_ptr<const Moves> m = moves(c);
  std::uint32_t k = 0;
  if (m->sum) k = value_of_sum(m->comps);
  else
    while (has(c, k)) ++k;  // the least value no option has
  host_.found(c, k);
  return k;
}

std::uint32_t NimSearch::value_of_sum(std::span<const Component> parts) {
  std::uint32_t x = 0;
  for (Component p : parts) x ^= value(p);
  return x;
}

void NimSearch::open_parts(std::span<const Component> parts, std::uint32_t& k, std::vector<Component>& open) {
  for (Component p : parts) {
    if (auto v = host_.known(p)) {
      k ^= *v;
      continue;
    }
    const std::shared_ptr<const Moves> m = moves(p);
    if (m->sum) open_parts(m->comps, k, open);
    else open.push_back(p);
  }
}

bool NimSearch::sum_is(std::span<const Component> parts, std::uint32_t k) {
  // Fold the components whose values are known; of the others, all but the one with most options
  // are valued, and the question goes to that one.
  std::vector<Component> open;
  open_parts(parts, k, open);
  if (open.empty()) return k == 0;
  std::size_t widest = 0;
  if (open.size() > 1) {
    std::size_t most = 0;
    for (std::size_t i = 0; i < open.size(); ++i)
      if (const std::size_t n = moves(open[i])->ends.size(); n > most) most = n, widest = i;
    for (std::size_t i = 0; i < open.size(); ++i)
      if (i != widest) k ^= value(open[i]);
  }
  return is(open[widest], k);
}

bool NimSearch::has(Component c, std::uint32_t k) {
  tick();
  if (const std::uint8_t e = bits(c, k); e & kHasKnown) return e & kHas;
  const std::shared_ptr<const Moves> held = moves(c);
  const Moves& m = *held;
  bool found = false;
  {
    const OnPath guard(*this, c);
    auto option = [&](std::size_t i) {
      return std::span<const Component>(m.comps).subspan(i == 0 ? 0 : m.ends[i - 1],
                                                         m.ends[i] - (i == 0 ? 0 : m.ends[i - 1]));
    };
    // Cheapest first: options whose components all have known values (a nim-sum each); then those
    // left with one component whose answer the table holds, or whose moves are listed; the rest
    // last, each a search of its own (listing a component's moves runs the game's rules).
    std::vector<std::size_t> listed, rest;
    for (std::size_t i = 0; i < m.ends.size() && !found; ++i) {
      std::uint32_t x = k;
      Component open = 0;
      int unknown = 0;
      for (Component p : option(i)) {
        if (auto v = host_.known(p)) x ^= *v;
        else open = p, ++unknown;
      }
      if (unknown == 0) {
        found = x == 0;
      } else if (const std::uint8_t e = unknown == 1 ? bits(open, x) : 0; e & kIsKnown) {
        found = e & kIs;
      } else if (unknown == 1 && moves_.count(open)) {
        listed.push_back(i);
      } else {
        rest.push_back(i);
      }
    }
    for (std::size_t i = 0; i < listed.size() && !found; ++i) found = sum_is(option(listed[i]), k);
    for (std::size_t i = 0; i < rest.size() && !found; ++i) found = sum_is(option(rest[i]), k);
  }
  entry(c, k) |= kHasKnown | (found ? kHas : 0);
  return found;
}

bool NimSearch::is(Component c, std::uint32_t k) {
  if (auto v = host_.known(c)) return *v == k;
  if (const std::uint8_t e = bits(c, k); e & kIsKnown) return e & kIs;
  if (const std::shared_ptr<const Moves> m = moves(c); m->sum) return sum_is(m->comps, k);
  // A position's nim value is at most its number of options. Answers the table already holds
  // settle it first: an option with value k, or a value j < k that no option has.
  bool answer = false;
  bool settled = k > moves(c)->ends.size();
  for (std::uint32_t j = 0; j <= k && !settled; ++j)
    if (const std::uint8_t e = bits(c, j); (e & kHasKnown) && ((e & kHas) != 0) == (j == k)) settled = true;
  if (!settled && !has(c, k)) {
    answer = true;
    for (std::uint32_t j = 0; j < k; ++j)
      if (!has(c, j)) {
        host_.found(c, j);  // every i < j is had and j is not: the value is j
        answer = false;
        break;
      }
    if (answer) host_.found(c, k);
  }
  entry(c, k) |= kIsKnown | (answer ? kIs : 0);
  return answer;
}

}  // namespace cgcheck
