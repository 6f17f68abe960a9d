#pragma once
// Ranges of bits at any bit offset in an array of 64-bit words (bit i is bit i % 64 of word
// i / 64): read into aligned words, or OR aligned words in. For tables that keep one bit per
// position and work a row of positions at a time.
#include <cstdint>

namespace cgcheck {

// out[0..(count+63)/64) = bits [from, from + count) of src; bits of the last word past count are 0.
// Reads only the words that hold the range.
inline void read_bits(const std::uint64_t* src, std::uint64_t from, unsigned count, std::uint64_t* out) {
  const unsigned words = (count + 63) / 64, shift = static_cast<unsigned>(from & 63);
  const std::uint64_t* s = src + (from >> 6);
  const unsigned last = static_cast<unsigned>((from + count + 63) / 64 - (from >> 6));  // source words in the range
  for (unsigned w = 0; w < words; ++w) {
    std::uint64_t v = s[w] >> shift;
    if (shift != 0 && w + 1 < last) v |= s[w + 1] << (64 - shift);
    out[w] = v;
  }
  if (count % 64 != 0) out[words - 1] &= (std::uint64_t{1} << (count % 64)) - 1;
}

// Bits [to, to + count) of dst |= in's first count bits (in's bits past count must be 0).
inline void or_bits(std::uint64_t* dst, std::uint64_t to, const std::uint64_t* in, unsigned count) {
  if (count == 0) return;
  const unsigned words = (count + 63) / 64, shift = static_cast<unsigned>(to & 63);
  std::uint64_t* d = dst + (to >> 6);
  const unsigned last = static_cast<unsigned>((to + count + 63) / 64 - (to >> 6));
  for (unsigned w = 0; w < words; ++w) {
    d[w] |= in[w] << shift;
    if (shift != 0 && w + 1 < last) d[w + 1] |= in[w] >> (64 - shift);
  }
}

}  // namespace cgcheck
