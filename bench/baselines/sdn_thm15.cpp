// Plain baseline for `cgcheck check --claim single-delete-nim/thm-1.5 --bound M`: a straightforward,
// single-threaded dynamic program written without the suite's solver, for side-by-side timing
// (scripts/bench-baselines.sh). Only the paper's closed form is shared (the formula under test,
// src/papers/single_delete_nim/formulas.hpp, which includes nothing of the suite).
//
// Single-delete Nim on four piles (a move deletes one pile and splits another pile of at least 2
// into two non-empty piles), every position 1 <= a <= b <= c <= d <= M, one byte per position in
// colex order (d, then c, b, a), which lists every option of a position before it. A position is P
// iff no option is P; "some split of S beside the kept piles x <= y is P" is remembered per
// (x, y, S), since many positions share it. Then Theorem 1.5 is tested at every position in the
// same order, and the first failure (the minimal one in colex order) is kept.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "papers/single_delete_nim/formulas.hpp"

namespace {

std::uint64_t binom(std::uint64_t n, std::uint64_t k) {
  if (k > n) return 0;
  std::uint64_t r = 1;
  for (std::uint64_t i = 1; i <= k; ++i) r = r * (n - k + i) / i;
  return r;
}

std::uint64_t B[5][300];
std::uint64_t rank4(const std::uint32_t p[4]) {
  return B[1][p[0] - 1] + B[2][p[1]] + B[3][p[2] + 1] + B[4][p[3] + 2];
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2 || std::atoi(argv[1]) < 1 || std::atoi(argv[1]) > 290) {
    std::fprintf(stderr, "usage: sdn_thm15 MAX_PILE (1..290)\n");
    return 2;
  }
  const std::uint32_t M = static_cast<std::uint32_t>(std::atoi(argv[1]));
  for (int k = 0; k <= 4; ++k)
    for (int c = 0; c < 300; ++c) B[k][c] = binom(static_cast<std::uint64_t>(c), static_cast<std::uint64_t>(k));
  const std::uint64_t size = binom(M + 3, 4);
  std::vector<std::uint8_t> p(size, 0);
  // split[(y * (M + 1) + x) * (M + 1) + S]: 0 unknown, 1 no split of S beside x <= y is P, 2 some is.
  std::vector<std::uint8_t> split(static_cast<std::size_t>(M + 1) * (M + 1) * (M + 1), 0);
  std::uint64_t r = 0;
  for (std::uint32_t d = 1; d <= M; ++d)
    for (std::uint32_t c = 1; c <= d; ++c)
      for (std::uint32_t b = 1; b <= c; ++b)
        for (std::uint32_t a = 1; a <= b; ++a, ++r) {
          const std::uint32_t q[4] = {a, b, c, d};
          bool has_p_option = false;
          for (int i = 0; i < 4 && !has_p_option; ++i)      // the pile deleted
            for (int j = 0; j < 4 && !has_p_option; ++j) {  // the pile split
              if (j == i || q[j] < 2) continue;
              std::uint32_t kept[2];
              int k = 0;
              for (int t = 0; t < 4; ++t)
                if (t != i && t != j) kept[k++] = q[t];
              const std::uint32_t S = q[j];
              std::uint8_t& f = split[(static_cast<std::size_t>(kept[1]) * (M + 1) + kept[0]) * (M + 1) + S];
              if (f == 0) {
                f = 1;
                for (std::uint32_t s = 1; s <= S / 2 && f == 1; ++s) {
                  std::uint32_t o[4] = {kept[0], kept[1], s, S - s};
                  std::sort(o, o + 4);
                  if (p[rank4(o)]) f = 2;
                }
              }
              has_p_option = f == 2;
            }
          p[r] = !has_p_option;
        }
  std::uint64_t checked = 0, mismatches = 0;
  bool found = false;
  std::uint32_t first[4] = {};
  r = 0;
  for (std::uint32_t d = 1; d <= M; ++d)
    for (std::uint32_t c = 1; c <= d; ++c)
      for (std::uint32_t b = 1; b <= c; ++b)
        for (std::uint32_t a = 1; a <= b; ++a, ++r) {
          ++checked;
          if (cgcheck::sdn::thm15_p({a, b, c, d}) == static_cast<bool>(p[r])) continue;
          ++mismatches;
          if (!found) {
            found = true;
            first[0] = a, first[1] = b, first[2] = c, first[3] = d;
          }
        }
  std::printf("checked %llu positions, %llu mismatches", static_cast<unsigned long long>(checked),
              static_cast<unsigned long long>(mismatches));
  if (found) std::printf(", first %u,%u,%u,%u", first[0], first[1], first[2], first[3]);
  std::printf("\n");
  return 0;
}
