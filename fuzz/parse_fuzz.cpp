// Position parser of one game (FUZZ_GAME): never crashes on any bytes; what parses is printed, and
// the printed text parses back to the same position (normalize is idempotent).
#include <cstdint>
#include <cstdlib>
#include <string>

#include <fmt/core.h>

#include "claims/registry.hpp"
#include "core/error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const cgcheck::GameEntry* game = cgcheck::registry().game(FUZZ_GAME);
  if (!game || !game->normalize) return -1;
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::string once;
  try {
    once = game->normalize(text);
  } catch (const cgcheck::InputError&) {
    return 0;  // rejected with a message: the expected outcome for most bytes
  }
  std::string twice;
  try {
    twice = game->normalize(once);
  } catch (const cgcheck::InputError& e) {
    fmt::print(stderr, "printed position '{}' does not parse: {}\n", once, e.what());
    std::abort();
  }
  if (once != twice) {
    fmt::print(stderr, "round trip changed '{}' into '{}'\n", once, twice);
    std::abort();
  }
  return 0;
}
