#include "games/nim_pass/nim_pass.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/error.hpp"
#include "core/hash.hpp"
#include "core/partitions.hpp"
#include "core/parse.hpp"

namespace cgcheck::nim_pass {

std::uint64_t Position::stones() const {
  std::uint64_t s = 0;
  for (auto h : heaps) s += h;
  return s;
}

void NimPass::options(const Position& p, std::vector<Position>& out) {
  // Reduce one heap to any smaller size (0 removes it). Equal heaps give equal options, so only
  // the first heap of each size is moved.
  for (std::size_t i = 0; i < p.heaps.size(); ++i) {
    if (i > 0 && p.heaps[i] == p.heaps[i - 1]) continue;
    for (std::uint32_t k = 0; k < p.heaps[i]; ++k) {
      Position q{p.heaps, p.pass};
      if (k == 0) {
        q.heaps.erase(q.heaps.begin() + static_cast<std::ptrdiff_t>(i));
      } else {
        q.heaps[i] = k;
        std::sort(q.heaps.begin(), q.heaps.end());
      }
      out.push_back(std::move(q));
    }
  }
  // The pass: allowed while available, except when no heap is left (the game is over).
  if (p.pass && !p.heaps.empty()) out.push_back(Position{p.heaps, false});
}

std::size_t NimPass::hash(const Position& p) { return hash_range(p.heaps, p.pass ? 1 : 2); }

NimPass::Position NimPass::parse(std::string_view text) {
  const auto parts = split(text, ';');
  if (parts.size() > 2) throw InputError(fmt::format("nim-pass position '{}': more than one ';'", text));
  Position p;
  if (parts.size() == 2) {
    const std::string_view opt = trim(parts[1]);
    if (opt == "pass=0") p.pass = false;
    else if (opt == "pass=1") p.pass = true;
    else throw InputError(fmt::format("nim-pass position '{}': expected ';pass=0' or ';pass=1' after the heaps", text));
  }
  // A heap of 0 is no heap, as in Nim: accepted and dropped.
  for (auto h : parse_int_list(parts[0], 0, 1'000'000'000, "nim-pass heap size"))
    if (h > 0) p.heaps.push_back(static_cast<std::uint32_t>(h));
  std::sort(p.heaps.begin(), p.heaps.end());
  return p;
}

std::string NimPass::print(const Position& p) {
  std::string s = fmt::format("{}", fmt::join(p.heaps, ","));
  if (!p.pass) s += ";pass=0";
  return s;
}

Position to_position(const Counts& c) {
  Position p;
  p.pass = c.pass;
  for (std::uint32_t k = 1; k <= 4; ++k) p.heaps.insert(p.heaps.end(), c.m[k - 1], k);
  return p;
}

Counts to_counts(const Position& p) {
  Counts c;
  c.pass = p.pass;
  for (auto h : p.heaps) {
    if (h > 4) throw InputError(fmt::format("heap {} is larger than 4", h));
    ++c.m[h - 1];
  }
  return c;
}

std::string print_counts(const Counts& c) {
  return fmt::format("({},{},{},{}){}", c.m[0], c.m[1], c.m[2], c.m[3], c.pass ? "" : ";pass=0");
}

std::uint64_t CountDomain::count_upto(std::uint32_t s) {
  CountDomain d(s);
  return d.block_size();
}

CountDomain::CountDomain(std::uint32_t max_stones) : s_(max_stones) {
  const std::size_t n = std::size_t{s_} + 1;
  c2_.assign(n, 0);
  c3_.assign(n, 0);
  c4_.assign(n, 0);
  for (std::size_t r = 0; r < n; ++r) {
    // c1(r) = r + 1; ck(r) = sum over mk of c(k-1)(r - k mk).
    c2_[r] = (r >= 2 ? c2_[r - 2] : 0) + (r + 1);
    c3_[r] = (r >= 3 ? c3_[r - 3] : 0) + c2_[r];
    c4_[r] = (r >= 4 ? c4_[r - 4] : 0) + c3_[r];
  }
  block_ = c4_[s_];
}

std::uint64_t CountDomain::rank(const Counts& c) const {
  // Offsets telescope: the positions with a smaller leading count m_k, inside remaining budget r,
  // number c_k(r) - c_k(r - k m_k).
  if (c.stones() > s_) throw std::out_of_range("count vector outside the dense domain");
  const std::uint64_t m1 = c.m[0], m2 = c.m[1], m3 = c.m[2], m4 = c.m[3];
  std::uint64_t r = s_;
  std::uint64_t rank = c.pass ? block_ : 0;
  rank += c4_[r] - c4_[r - 4 * m4];
  r -= 4 * m4;
  rank += c3_[r] - c3_[r - 3 * m3];
  r -= 3 * m3;
  rank += c2_[r] - c2_[r - 2 * m2];
  return rank + m1;
}

Counts CountDomain::unrank(std::uint64_t rank) const {
  Counts c;
  c.pass = rank >= block_;
  if (c.pass) rank -= block_;
  std::uint64_t r = s_;
  // Largest m4 whose offset c4(r) - c4(r - 4 m4) does not exceed rank; likewise for m3, m2.
  auto take = [&](const std::vector<std::uint64_t>& ck, std::uint64_t k) {
    std::uint64_t m = 0;
    while (k * (m + 1) <= r && ck[r] - ck[r - k * (m + 1)] <= rank) ++m;
    rank -= ck[r] - ck[r - k * m];
    r -= k * m;
    return static_cast<std::uint32_t>(m);
  };
  c.m[3] = take(c4_, 4);
  c.m[2] = take(c3_, 3);
  c.m[1] = take(c2_, 2);
  c.m[0] = static_cast<std::uint32_t>(rank);
  return c;
}

void CountDomain::options(const Counts& c, std::vector<Counts>& out) const {
  for (std::uint32_t from = 1; from <= 4; ++from) {
    if (c.m[from - 1] == 0) continue;
    for (std::uint32_t to = 0; to < from; ++to) {
      Counts d = c;
      --d.m[from - 1];
      if (to > 0) ++d.m[to - 1];
      out.push_back(d);
    }
  }
  if (c.pass && c.stones() > 0) {
    Counts d = c;
    d.pass = false;
    out.push_back(d);
  }
}

void CountDomain::predecessors(const Counts& c, std::vector<Counts>& out) const {
  const std::uint64_t stones = c.stones();
  for (std::uint32_t to = 0; to < 4; ++to) {
    if (to > 0 && c.m[to - 1] == 0) continue;
    for (std::uint32_t from = to + 1; from <= 4; ++from) {
      if (stones + (from - to) > s_) break;
      Counts d = c;
      if (to > 0) --d.m[to - 1];
      ++d.m[from - 1];
      out.push_back(d);
    }
  }
  if (!c.pass && stones > 0) {
    Counts d = c;
    d.pass = true;
    out.push_back(d);
  }
}

void for_each_position_with_stones(std::uint32_t n, bool pass, const std::function<void(const Position&)>& visit,
                                   std::optional<std::uint64_t> heaps) {
  Position cur;
  cur.pass = pass;
  for_each_partition(n, heaps, [&](const std::vector<std::uint32_t>& h) {
    cur.heaps = h;
    visit(cur);
  });
}

std::uint32_t nim_sum(const Position& p) {
  std::uint32_t x = 0;
  for (auto h : p.heaps) x ^= h;
  return x;
}

std::uint32_t nim_sum(const Counts& c) {
  std::uint32_t x = 0;
  for (std::uint32_t k = 1; k <= 4; ++k)
    if (c.m[k - 1] & 1) x ^= k;
  return x;
}

}  // namespace cgcheck::nim_pass
