// The game-value parser (cgt/parse_value.hpp: CGSuite's notation): never crashes on any bytes,
// never runs away (the arena's work budget refuses a text asking for too much), and a value that
// parses prints to a text that parses back to an equal value (within the parser's size bounds).
#include <cstdint>
#include <cstdlib>
#include <string>

#include <fmt/core.h>

#include "cgt/parse_value.hpp"
#include "core/error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  cgcheck::cgt::Arena a;
  a.set_budget(200'000);
  std::string printed;
  cgcheck::cgt::GameId g;
  try {
    g = cgcheck::cgt::parse_value(a, text);
    printed = cgcheck::cgt::to_string(a, g);
  } catch (const cgcheck::InputError&) {
    return 0;  // rejected with a message, or over the budget
  }
  try {
    a.set_budget(2'000'000);
    const cgcheck::cgt::GameId back = cgcheck::cgt::parse_value(a, printed);
    if (!a.eq(back, g)) {
      fmt::print(stderr, "'{}' printed as '{}', which reads back as another value\n", text, printed);
      std::abort();
    }
  } catch (const cgcheck::InputError& e) {
    // The printed form may ask for more than the budget, or hold a number past the parser's size
    // bounds (a sum of numbers typed within them: 4096 + 4096); it must not be unreadable otherwise.
    const std::string why = e.what();
    if (why.find("work budget") == std::string::npos && why.find("too large") == std::string::npos) {
      fmt::print(stderr, "'{}' printed as '{}', which does not read back: {}\n", text, printed, e.what());
      std::abort();
    }
  }
  return 0;
}
