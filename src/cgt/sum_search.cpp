#include "cgt/sum_search.hpp"

#include <algorithm>

namespace cgcheck::cgt {

std::size_t SumSearch::KeyHash::operator()(const std::vector<std::uint32_t>& k) const noexcept {
  std::uint64_t h = 0x9e3779b97f4a7c15ull ^ k.size();
  for (std::uint32_t x : k) {
    h ^= x;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 32;
  }
  return static_cast<std::size_t>(h);
}

std::uint64_t SumSearch::table_bytes() const {
  // A node of the hash table (key vector, value, link, cached hash) and its bucket, plus the keys.
  return table_.size() * 64 + key_words_ * sizeof(std::uint32_t) + infos_.size() * sizeof(Info) + unmerged_.size() * 32;
}

SumSearch::Info& SumSearch::info(Component c) {
  if (c >= infos_.size()) infos_.resize(std::max<std::size_t>(c + 1, infos_.size() * 2));
  return infos_[c];
}

bool SumSearch::affordable(Component c) {
  if (info(c).affordable < 0) {
    const std::optional<GameId> v = host_.value(c);  // may add components: info(c) is looked up again
    Info& in = info(c);
    in.affordable = v ? 1 : 0;
    if (v) in.value = *v;
  }
  return infos_[c].affordable == 1;
}

void SumSearch::join(State& s, GameId v) {
  if (v == arena_.zero()) return;
  for (GameId& u : s.values) {
    GameId sum = 0;
    const std::uint64_t pair = u < v ? (std::uint64_t{u} << 32) | v : (std::uint64_t{v} << 32) | u;
    if (unmerged_.count(pair)) continue;
    if (!arena_.within(merge_steps_, [&] { sum = arena_.add(u, v); })) {
      unmerged_.insert(pair);  // asked again, it would spend its budget again and fail again
      continue;
    }
    if (sum == arena_.zero()) {
      u = s.values.back();
      s.values.pop_back();
    } else {
      u = sum;
    }
    return;
  }
  s.values.push_back(v);
}

void SumSearch::settle(State& s) {
  std::sort(s.hard.begin(), s.hard.end());
  std::sort(s.values.begin(), s.values.end());
}

void SumSearch::play(const State& from, std::size_t at, std::span<const Component> move, State& to) {
  to.hard.clear();
  to.hard.insert(to.hard.end(), from.hard.begin(), from.hard.begin() + static_cast<std::ptrdiff_t>(at));
  to.hard.insert(to.hard.end(), from.hard.begin() + static_cast<std::ptrdiff_t>(at) + 1, from.hard.end());
  to.values = from.values;
  for (Component c : move) {
    if (affordable(c)) join(to, infos_[c].value);
    else to.hard.push_back(c);
  }
  settle(to);
}

std::vector<std::uint32_t> SumSearch::key(const State& s, bool left) {
  // hard components, a separator no id takes (ids stay below 2^32 - 1), values, the player to move.
  std::vector<std::uint32_t> k;
  k.reserve(s.hard.size() + s.values.size() + 2);
  k.assign(s.hard.begin(), s.hard.end());
  k.push_back(UINT32_MAX);
  k.insert(k.end(), s.values.begin(), s.values.end());
  k.push_back(left ? 1u : 0u);
  return k;
}

bool SumSearch::win(const State& s, bool left) {
  if ((++nodes_ & 0x3FF) == 0) host_.tick(nodes_, table_bytes());
  // One canonical game left: the first player wins unless it is <= 0 (Left) or >= 0 (Right).
  if (s.hard.empty() && s.values.size() <= 1) {
    const GameId g = s.values.empty() ? arena_.zero() : s.values[0];
    return left ? !arena_.le(g, arena_.zero()) : !arena_.le(arena_.zero(), g);
  }
  std::vector<std::uint32_t> k = key(s, left);
  if (auto it = table_.find(k); it != table_.end()) return it->second;

  // Every move: in each distinct component played as a position, then in each distinct canonical
  // value. A move to a sum the table already knows the opponent loses is taken at once, before
  // any search below it.
  const int side = left ? 1 : 0;
  std::vector<State> children;
  std::vector<Component> comps;
  std::vector<std::uint32_t> ends;
  auto known_loss = [&](const State& child) {
    if (child.hard.empty() && child.values.size() <= 1) return !win(child, !left);
    auto it = table_.find(key(child, !left));
    return it != table_.end() && !it->second;
  };
  bool won = false;
  for (std::size_t i = 0; i < s.hard.size() && !won; ++i) {
    if (i > 0 && s.hard[i] == s.hard[i - 1]) continue;
    const Component c = s.hard[i];
    if (!info(c).expanded[side]) {
      host_.moves(c, left, info(c).comps[side], info(c).ends[side]);
      info(c).expanded[side] = true;
    }
    comps = infos_[c].comps[side];  // a copy: play() may grow infos_
    ends = infos_[c].ends[side];
    std::uint32_t begin = 0;
    for (std::uint32_t end : ends) {
      State child;
      play(s, i, std::span<const Component>(comps).subspan(begin, end - begin), child);
      begin = end;
      if (known_loss(child)) {
        won = true;
        break;
      }
      children.push_back(std::move(child));
    }
  }
  for (std::size_t i = 0; i < s.values.size() && !won; ++i) {
    if (i > 0 && s.values[i] == s.values[i - 1]) continue;
    const std::vector<GameId> options = left ? arena_.left(s.values[i]) : arena_.right(s.values[i]);  // a copy
    for (GameId o : options) {
      State child{s.hard, s.values};
      child.values.erase(child.values.begin() + static_cast<std::ptrdiff_t>(i));
      join(child, o);
      settle(child);
      if (known_loss(child)) {
        won = true;
        break;
      }
      children.push_back(std::move(child));
    }
  }
  if (!won)
    for (const State& child : children)
      if (!win(child, !left)) {
        won = true;
        break;
      }
  key_words_ += k.size();
  table_.emplace(std::move(k), won);
  return won;
}

bool SumSearch::wins(std::span<const Component> components, bool left_first, std::span<const GameId> values) {
  State s;
  for (GameId v : values) join(s, v);
  for (Component c : components) {
    if (affordable(c)) join(s, infos_[c].value);
    else s.hard.push_back(c);
  }
  settle(s);
  return win(s, left_first);
}

Outcome SumSearch::outcome(std::span<const Component> components, std::span<const GameId> values) {
  const bool left = wins(components, true, values), right = wins(components, false, values);
  if (left && right) return Outcome::N;
  if (left) return Outcome::L;
  if (right) return Outcome::R;
  return Outcome::P;
}

}  // namespace cgcheck::cgt
