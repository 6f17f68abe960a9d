#include "runtime/game_entry.hpp"

#include <charconv>

#include <fmt/core.h>

#include "core/error.hpp"

namespace cgcheck {

std::uint32_t grundy_of(const Solved& s) {
  std::uint32_t g = 0;
  const auto [end, ec] = std::from_chars(s.value.data(), s.value.data() + s.value.size(), g);
  if (ec != std::errc{} || end != s.value.data() + s.value.size())
    throw InputError(fmt::format("{} has the value {}, not a Grundy value", s.position.empty() ? "\"\"" : s.position, s.value));
  return g;
}

std::uint32_t SolveSession::grundy(std::string_view text) { return grundy_of(solve(text)); }

}  // namespace cgcheck
