#pragma once
// What a game must provide for the generic impartial solvers. A game is a type G with
//   G::Position                          a value type; equal positions compare equal (canonical form)
//   G::options(p, out)                   appends every position one move away to out
//   G::hash(p)                           hash of the canonical form
// The solvers know nothing else about any game.
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace cgcheck {

template <class G>
concept ImpartialGame = requires(const typename G::Position& p, std::vector<typename G::Position>& out) {
  G::options(p, out);
  { G::hash(p) } -> std::convertible_to<std::size_t>;
  { p == p } -> std::convertible_to<bool>;
};

// A bounded set of positions closed under moves, ranked 0..size()-1 so that every move goes to a
// smaller rank. That order lets a dense table be filled bottom-up in one pass.
template <class D>
concept DenseDomain = requires(const D& d, std::uint64_t r, const typename D::Position& p,
                               std::vector<typename D::Position>& out) {
  { d.size() } -> std::convertible_to<std::uint64_t>;
  { d.unrank(r) } -> std::same_as<typename D::Position>;
  { d.rank(p) } -> std::convertible_to<std::uint64_t>;
  d.options(p, out);
};

// Optionally, a domain can walk its positions in rank order itself (for_each(visit(rank, pos))),
// which saves the dense table an unrank per position.
template <class D>
concept OrderedWalk = requires(const D& d) {
  d.for_each([](std::uint64_t, const typename D::Position&) {});
};

}  // namespace cgcheck
