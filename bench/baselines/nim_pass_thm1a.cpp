// Plain baseline for `cgcheck check --claim nim-pass/thm-1-case-a --bound S`: a straightforward,
// single-threaded dynamic program written without the suite's code, for side-by-side timing
// (scripts/bench-baselines.sh).
//
// Nim with a pass, heaps of sizes at most 4, as count vectors (m1, m2, m3, m4) and the pass bit.
// Positions are computed layer by layer in the number of stones n; a move takes 1 to 4 stones, so
// the five newest layers are kept. Within a layer a position is stored at off[m4][m3] + m2 (m1 is
// n minus the rest), one byte per position and pass state. Each position is P iff no option is P
// (every move of the rules tried one by one), the pass-used state first. Then Theorem 1 case A
// (if m1 + m3 >= 2 or m2 - m4 >= 4: P iff (o,e,e,e) or (e,o,o,e)) is tested at every position of
// the layer with the pass available, and the first failure in the order (stones, m1, m2, m3, m4)
// is kept.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

struct Layer {
  int n = -1;
  std::vector<std::uint32_t> off;   // [m4 * stride + m3]
  std::vector<std::uint8_t> p[2];   // [0] pass used, [1] pass available: 1 = P
};

int S, stride;
Layer layers[5];

Layer& layer_of(int n) { return layers[n % 5]; }

std::uint8_t lookup(int n, const int m[5], int pass) {
  const Layer& l = layer_of(n);
  return l.p[pass][l.off[m[4] * stride + m[3]] + m[2]];
}

bool is_p(int n, int m[5], int pass) {
  for (int h = 1; h <= 4; ++h) {
    if (m[h] == 0) continue;
    for (int t = 1; t <= h; ++t) {
      --m[h];
      if (h - t > 0) ++m[h - t];
      const bool p = lookup(n - t, m, pass);
      if (h - t > 0) --m[h - t];
      ++m[h];
      if (p) return false;
    }
  }
  if (pass && n > 0 && lookup(n, m, 0)) return false;  // the pass, not at the end of the game
  return true;
}

bool odd(int v) { return v & 1; }

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2 || std::atoi(argv[1]) < 0) {
    std::fprintf(stderr, "usage: nim_pass_thm1a MAX_STONES\n");
    return 2;
  }
  S = std::atoi(argv[1]);
  stride = S / 3 + 1;
  std::uint64_t checked = 0, mismatches = 0;
  int first[5] = {-1, 0, 0, 0, 0};  // stones, m1..m4 of the first failure
  for (int n = 0; n <= S; ++n) {
    Layer& l = layer_of(n);
    l.n = n;
    l.off.assign(static_cast<std::size_t>(S / 4 + 1) * stride, 0);
    std::uint32_t size = 0;
    for (int m4 = 0; 4 * m4 <= n; ++m4)
      for (int m3 = 0; 4 * m4 + 3 * m3 <= n; ++m3) {
        l.off[m4 * stride + m3] = size;
        size += (n - 4 * m4 - 3 * m3) / 2 + 1;
      }
    for (int pass = 0; pass < 2; ++pass) {
      l.p[pass].assign(size, 0);
      for (int m4 = 0; 4 * m4 <= n; ++m4)
        for (int m3 = 0; 4 * m4 + 3 * m3 <= n; ++m3)
          for (int m2 = 0; 4 * m4 + 3 * m3 + 2 * m2 <= n; ++m2) {
            int m[5] = {0, n - 4 * m4 - 3 * m3 - 2 * m2, m2, m3, m4};
            l.p[pass][l.off[m4 * stride + m3] + m2] = is_p(n, m, pass);
          }
    }
    // Theorem 1 case A at every position of this layer with the pass available.
    for (int m4 = 0; 4 * m4 <= n; ++m4)
      for (int m3 = 0; 4 * m4 + 3 * m3 <= n; ++m3)
        for (int m2 = 0; 4 * m4 + 3 * m3 + 2 * m2 <= n; ++m2) {
          const int m1 = n - 4 * m4 - 3 * m3 - 2 * m2;
          if (!(m1 + m3 >= 2 || m2 - m4 >= 4)) continue;
          ++checked;
          const bool said = (odd(m1) && !odd(m2) && !odd(m3) && !odd(m4)) || (!odd(m1) && odd(m2) && odd(m3) && !odd(m4));
          const bool is = l.p[1][l.off[m4 * stride + m3] + m2];
          if (said == is) continue;
          ++mismatches;
          const int here[5] = {n, m1, m2, m3, m4};
          bool smaller = first[0] < 0;
          for (int k = 0; k < 5 && !smaller; ++k) {
            if (here[k] != first[k]) {
              smaller = here[k] < first[k];
              break;
            }
          }
          if (smaller)
            for (int k = 0; k < 5; ++k) first[k] = here[k];
        }
  }
  std::printf("checked %llu positions, %llu mismatches", static_cast<unsigned long long>(checked),
              static_cast<unsigned long long>(mismatches));
  if (first[0] >= 0) std::printf(", first (%d,%d,%d,%d)", first[1], first[2], first[3], first[4]);
  std::printf("\n");
  return 0;
}
