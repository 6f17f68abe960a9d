#include "runtime/game_entry.hpp"

#include <algorithm>
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

std::optional<std::vector<std::string>> SolveSession::winning_moves(std::string_view position, bool) {
  auto opts = options(position);
  if (!opts) return std::nullopt;
  std::vector<std::string> out;
  for (auto& o : *opts)
    if (grundy(o) == 0 && std::find(out.begin(), out.end(), o) == out.end()) out.push_back(std::move(o));
  return out;
}

}  // namespace cgcheck
