// Nim with a pass: a small heaps-<=-4 position from the fuzzer's bytes; the memo solver, the dense
// table, the P/N row table and Theorem 1 (the reading that holds, exception (1) with p >= 1) must agree.
#include <cstdint>
#include <cstdlib>

#include "core/dense_table.hpp"
#include "core/memo_solver.hpp"
#include "games/nim_pass/count_pn_table.hpp"
#include "papers/nim_pass/formulas.hpp"
#include "games/nim_pass/nim_pass.hpp"

using namespace cgcheck;
using namespace cgcheck::nim_pass;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // The largest position built below has 15 + 2*11 + 3*7 + 4*5 = 78 stones.
  static const DenseTable<CountDomain> table{CountDomain(78)};
  static const CountPnTable rows(78, 2);
  static MemoSolver<NimPass> memo;
  if (size < 5) return 0;
  Counts c{{data[0] % 16u, data[1] % 12u, data[2] % 8u, data[3] % 6u}, (data[4] & 1) != 0};
  const Grundy dense = table.grundy(c);
  if (dense != memo.grundy(to_position(c))) std::abort();
  if ((dense == 0) != rows.is_p(c)) std::abort();
  if (c.pass && (dense == 0) != theorem1_p(c, ExceptionP::positive)) std::abort();
  return 0;
}
