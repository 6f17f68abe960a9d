// The Lua conjecture front end: any bytes as a conjecture over the smallest Nim* positions must
// end in a result or an InputError (compile error, runtime error, wrong type, work limit, memory
// cap), never a crash, a hang or a Lua PANIC. The regression-* inputs of its corpus are the
// scripts that found such faults.
#include <cstdint>
#include <string>

#include "claims/registry.hpp"
#include "core/error.hpp"
#include "lua/conjecture.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const cgcheck::GameEntry* game = cgcheck::registry().game("nim-pass");
  if (size == 0) return 0;
  cgcheck::Conjecture c;
  c.game = "nim-pass";
  c.form = static_cast<cgcheck::ConjectureForm>(data[0] % 4 == 2 ? 3 : data[0] % 4);  // no predict-value: impartial
  c.code.assign(reinterpret_cast<const char*>(data + 1), size - 1);
  c.bound = 3;
  c.random = 0;
  // A smaller cap than the command's 1 GiB keeps a script that hoards memory under libFuzzer's
  // RSS limit (with sanitizer overhead) while still exercising the cap.
  c.lua_memory = std::uint64_t{256} << 20;
  // grundy('77777') asks the solver for a heap of 77,777: refused after the move budget, which at
  // the command's 2e7 moves took over the fuzzer's 30 s timeout under the sanitizers.
  c.solver_moves = 200'000;
  try {
    (void)cgcheck::hunt(c, *game);
  } catch (const cgcheck::InputError&) {
  }
  return 0;
}
