#pragma once
// Hash combination for canonical position keys (positions are small vectors of integers).
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace cgcheck {

constexpr std::uint64_t mix64(std::uint64_t x) {
  // splitmix64 finaliser: good avalanche for sequential pile sizes.
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

constexpr std::size_t hash_combine(std::size_t seed, std::uint64_t v) {
  return static_cast<std::size_t>(mix64(seed ^ mix64(v)));
}

template <class Range>
std::size_t hash_range(const Range& r, std::size_t seed = 0) {
  for (const auto& v : r) seed = hash_combine(seed, static_cast<std::uint64_t>(v));
  return seed;
}

// 64-bit FNV-1a of a text: the checksum of a checkpoint file, and the name of a walk that runs a
// user's script (claims/checkpoint.hpp).
constexpr std::uint64_t fnv1a(std::string_view text) {
  std::uint64_t h = 14695981039346656037ull;
  for (const char ch : text) h = (h ^ static_cast<unsigned char>(ch)) * 1099511628211ull;
  return h;
}

}  // namespace cgcheck
