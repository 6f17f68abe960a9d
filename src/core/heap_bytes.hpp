#pragma once
// What a heap block costs, for the memory estimates that let a solver refuse a position before it
// allocates (exit 2) instead of failing with bad_alloc. The estimates must not be lower than what
// malloc really takes, so they follow glibc's allocator: a block of n bytes is a chunk of n plus an
// 8-byte header, rounded up to 16 bytes, and at least 32 bytes.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>

#include <fmt/core.h>

namespace cgcheck {

constexpr std::uint64_t heap_block_bytes(std::uint64_t n) {
  if (n == 0) return 0;
  if (n > std::numeric_limits<std::uint64_t>::max() / 2) return std::numeric_limits<std::uint64_t>::max();
  return std::max<std::uint64_t>(32, (n + 8 + 15) / 16 * 16);
}

// Heap bytes of a vector of `count` elements of `elem_size` bytes held at capacity == size (a copy).
constexpr std::uint64_t vector_heap_bytes(std::uint64_t count, std::uint64_t elem_size) {
  if (count != 0 && elem_size > std::numeric_limits<std::uint64_t>::max() / count)
    return std::numeric_limits<std::uint64_t>::max();
  return heap_block_bytes(count * elem_size);
}

// Saturating arithmetic for counts and byte estimates of inputs that may be huge.
constexpr std::uint64_t sat_add(std::uint64_t a, std::uint64_t b) {
  return a > std::numeric_limits<std::uint64_t>::max() - b ? std::numeric_limits<std::uint64_t>::max() : a + b;
}
constexpr std::uint64_t sat_mul(std::uint64_t a, std::uint64_t b) {
  std::uint64_t r = 0;
  return __builtin_mul_overflow(a, b, &r) ? std::numeric_limits<std::uint64_t>::max() : r;
}

// "3.2 GiB", "12.0 MiB", "512 bytes": sizes in memory-guard messages.
inline std::string human_bytes(std::uint64_t b) {
  if (b >= (std::uint64_t{1} << 30)) return fmt::format("{:.1f} GiB", static_cast<double>(b) / (1 << 30));
  if (b >= (std::uint64_t{1} << 20)) return fmt::format("{:.1f} MiB", static_cast<double>(b) / (1 << 20));
  return fmt::format("{} bytes", b);
}

}  // namespace cgcheck
