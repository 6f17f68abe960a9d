#pragma once
// Nim (Bouton, 1901): a move takes one or more stones from one heap; normal play. The smallest
// game of the suite, and the README's walk-through of adding one: this folder is all it takes.
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "core/hash.hpp"
#include "core/heap_bytes.hpp"
#include "core/parse.hpp"

namespace cgcheck::nim {

struct Nim {
  using Position = std::vector<std::uint32_t>;  // heap sizes, ascending, no empty heap (canonical)

  static void options(const Position& p, std::vector<Position>& out) {
    for (std::size_t i = 0; i < p.size(); ++i) {
      if (i > 0 && p[i] == p[i - 1]) continue;  // equal heaps give the same options
      for (std::uint32_t left = 0; left < p[i]; ++left) {
        Position q = p;
        q[i] = left;
        out.push_back(canonical(std::move(q)));
      }
    }
  }
  // The number of options options() lists: each distinct heap size h gives h moves.
  static std::uint64_t option_count(const Position& p) {
    std::uint64_t n = 0;
    for (std::size_t i = 0; i < p.size(); ++i)
      if (i == 0 || p[i] != p[i - 1]) n += p[i];
    return n;
  }
  static std::uint64_t heap_bytes(const Position& p) { return vector_heap_bytes(p.size(), sizeof(std::uint32_t)); }
  static std::size_t hash(const Position& p) { return hash_range(p); }
  // Heap sizes separated by commas, any order, zeros allowed ("3,5,6"; "" is the empty position).
  static Position parse(std::string_view text) {
    const std::vector<std::int64_t> heaps = parse_int_list(text, 0, 1'000'000'000, "heap");
    return canonical(Position(heaps.begin(), heaps.end()));
  }
  // Written digit by digit: claim files and hunts print every enumerated position.
  static std::string print(const Position& p) {
    std::string out;
    char digits[16];
    for (std::size_t i = 0; i < p.size(); ++i) {
      if (i) out += ',';
      const auto end = std::to_chars(digits, digits + sizeof digits, p[i]).ptr;
      out.append(digits, end);
    }
    return out;
  }

  static Position canonical(Position p) {
    std::erase(p, 0u);
    std::sort(p.begin(), p.end());
    return p;
  }
};

}  // namespace cgcheck::nim
