// The Lua conjecture front end: any bytes as a conjecture over the smallest Nim* positions must
// end in a result or an InputError (compile error, runtime error, wrong type, instruction limit),
// never a crash or a hang.
#include <cstdint>
#include <string>

#include "core/registry.hpp"
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
  try {
    (void)cgcheck::hunt(c, *game);
  } catch (const cgcheck::InputError&) {
  }
  return 0;
}
