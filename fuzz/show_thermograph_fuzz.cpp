// `solve --show` and `--thermograph` on any value and any title: parsing, every analysis column,
// and the thermograph's SVG end in a result or an InputError (never a crash, a hang or a memory
// blow-up past the arena's limit), and the SVG is well-formed text whatever the title holds: valid
// UTF-8, no control byte but the line break, no raw markup from the title. The input is the value,
// then a line break, then the title.
#include <cstdint>
#include <cstdlib>
#include <string>

#include <fmt/core.h>

#include "cgt/analysis.hpp"
#include "cgt/parse_value.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "report/thermograph_svg.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  const std::size_t nl = input.find('\n');
  const std::string text = input.substr(0, nl), title = nl == std::string::npos ? std::string() : input.substr(nl + 1);
  cgcheck::cgt::Arena a;
  a.set_budget(500'000);
  a.set_memory_limit(std::uint64_t{64} << 20);
  cgcheck::cgt::Analysis analysis(a);
  std::string svg;
  try {
    const cgcheck::cgt::GameId g = cgcheck::cgt::parse_value(a, text);
    for (const auto name : cgcheck::cgt::analysis_names()) (void)analysis.column(g, name);
    svg = cgcheck::thermograph_svg(analysis.thermographs().of(g), title);
  } catch (const cgcheck::InputError&) {
    return 0;
  }
  if (cgcheck::valid_utf8(svg) != svg) {
    fmt::print(stderr, "the SVG for title '{}' is not valid UTF-8\n", title);
    std::abort();
  }
  for (const char ch : svg)
    if (static_cast<unsigned char>(ch) < 0x20 && ch != '\n') {
      fmt::print(stderr, "the SVG for title '{}' holds the control byte {}\n", title, static_cast<int>(ch));
      std::abort();
    }
  // The title is the one <text> after the background; it must not open an element of its own.
  const std::size_t at = svg.find("font-size=\"14\">");
  const std::size_t end = svg.find("</text>", at);
  if (at == std::string::npos || end == std::string::npos || svg.substr(at, end - at).find('<') != std::string::npos) {
    fmt::print(stderr, "the SVG title for '{}' is malformed\n", title);
    std::abort();
  }
  return 0;
}
