#include "core/parse.hpp"

#include <algorithm>
#include <charconv>

#include <fmt/core.h>

#include "core/error.hpp"

namespace cgcheck {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r' || s.front() == '\n'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
    s.remove_suffix(1);
  return s;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (;;) {
    const std::size_t pos = s.find(sep, start);
    if (pos == std::string_view::npos) {
      out.push_back(s.substr(start));
      return out;
    }
    out.push_back(s.substr(start, pos - start));
    start = pos + 1;
  }
}

std::int64_t parse_int(std::string_view s, std::int64_t lo, std::int64_t hi, std::string_view what) {
  const std::string_view t = trim(s);
  if (t.empty()) throw InputError(fmt::format("empty {}", what));
  std::string_view digits = t;
  if (digits.front() == '+') digits.remove_prefix(1);
  std::int64_t v = 0;
  const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
  if (ec == std::errc::result_out_of_range)
    throw InputError(fmt::format("{} '{}' does not fit (allowed {}..{})", what, t, lo, hi));
  if (ec != std::errc() || ptr != digits.data() + digits.size())
    throw InputError(fmt::format("{} '{}' is not an integer", what, t));
  if (v < lo || v > hi)
    throw InputError(fmt::format("{} {} is out of range (allowed {}..{})", what, v, lo, hi));
  return v;
}

std::vector<std::int64_t> parse_int_list(std::string_view s, std::int64_t lo, std::int64_t hi,
                                         std::string_view what) {
  std::vector<std::int64_t> out;
  // The common case in one pass: digits and single commas only, each part in range (every position an
  // enumeration prints, parsed again for its fields). Anything else takes the general path below,
  // which words the refusal.
  if (!s.empty() && s.front() != ',' && s.back() != ',' &&
      std::all_of(s.begin(), s.end(), [](char ch) { return ch == ',' || (ch >= '0' && ch <= '9'); })) {
    out.reserve(static_cast<std::size_t>(std::count(s.begin(), s.end(), ',')) + 1);
    const char* p = s.data();
    const char* const end = p + s.size();
    for (;;) {
      std::int64_t v = 0;
      const auto [ptr, ec] = std::from_chars(p, end, v);
      if (ec != std::errc() || ptr == p || v < lo || v > hi) break;
      out.push_back(v);
      if (ptr == end) return out;
      p = ptr + 1;  // *ptr is a comma: from_chars stops only there or at the end
    }
    out.clear();
  }
  // "" and "()" are the empty position, in every game as in game files (where "()" is what show prints).
  if (trim(s).empty() || trim(s) == "()") return out;
  // Part by part, without a list of the parts first: enumerations parse every position they list.
  for (std::size_t start = 0;;) {
    const std::size_t comma = s.find(',', start);
    out.push_back(parse_int(s.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start), lo, hi, what));
    if (comma == std::string_view::npos) return out;
    start = comma + 1;
  }
}

}  // namespace cgcheck
