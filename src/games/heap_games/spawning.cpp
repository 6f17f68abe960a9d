#include "games/heap_games/spawning.hpp"

#include <algorithm>

#include <fmt/core.h>

#include "core/error.hpp"

namespace cgcheck::heap_games {

namespace {

constexpr std::size_t kMaxCode = 256;
constexpr std::uint32_t kMaxCoins = 1'000'000;

[[noreturn]] void malformed(std::string_view code, std::string_view why) {
  throw InputError(fmt::format("spawning code '{}': {}", code, why));
}

std::uint32_t number(std::string_view code, std::string_view digits, std::string_view what) {
  if (digits.empty() || digits.size() > 7 || !std::all_of(digits.begin(), digits.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
    malformed(code, fmt::format("'{}' is not a {}", digits, what));
  const auto v = static_cast<std::uint32_t>(std::stoul(std::string(digits)));
  if (v > kMaxCoins) malformed(code, fmt::format("{} {} is more than {}", what, v, kMaxCoins));
  return v;
}

}  // namespace

SpawningCode parse_spawning_code(std::string_view text) {
  if (text.size() > kMaxCode) malformed(text.substr(0, 40), fmt::format("{} characters (at most {})", text.size(), kMaxCode));
  SpawningCode s;
  for (const char ch : text) s.code += static_cast<char>(ch >= 'a' && ch <= 'z' ? ch - 'a' + 'A' : ch);
  const std::string_view code = s.code;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = code.find(',', start);
    const std::string_view item = code.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    std::size_t mods = 0;
    while (mods < item.size() && ((item[mods] >= '0' && item[mods] <= '9') || item[mods] == '+' || item[mods] == '-')) ++mods;
    const std::string_view range = item.substr(0, mods);
    if (range.empty()) malformed(code, fmt::format("'{}' does not start with a number of coins (3, 1-3 or 3+)", item));
    SpawningCode::Element e;
    if (range.back() == '+') {
      e.min_coins = number(code, range.substr(0, range.size() - 1), "number of coins");
      e.max_coins = std::numeric_limits<std::uint32_t>::max();
    } else if (const auto dash = range.find('-'); dash != std::string_view::npos) {
      e.min_coins = number(code, range.substr(0, dash), "number of coins");
      e.max_coins = number(code, range.substr(dash + 1), "number of coins");
    } else {
      e.min_coins = e.max_coins = number(code, range, "number of coins");
    }
    if (e.min_coins == 0) malformed(code, "a move turns at least one coin");
    if (e.max_coins < e.min_coins) malformed(code, fmt::format("the range '{}' is empty", range));
    for (std::size_t i = mods; i < item.size();) {
      switch (item[i]) {
        case 'C':
          if (i + 1 < item.size() && item[i + 1] == '(') {
            const std::size_t close = item.find(')', i + 1);
            if (close == std::string_view::npos) malformed(code, "'C(' without ')'");
            e.max_separation = number(code, item.substr(i + 2, close - i - 2), "span");
            i = close + 1;
          } else {
            e.spacing = SpawningCode::Spacing::consecutive;
            ++i;
          }
          break;
        case 'S': e.spacing = SpawningCode::Spacing::symmetrical; ++i; break;
        case 'E': e.spacing = SpawningCode::Spacing::equally_spaced; ++i; break;
        case 'F': e.require_first = true; ++i; break;
        default: malformed(code, fmt::format("'{}' is not a modifier (C, C(n), E, S, F)", item[i]));
      }
    }
    // An element whose span cannot hold its least number of coins allows nothing (as CGSuite drops it).
    if (e.max_separation >= e.min_coins) {
      e.max_coins = std::min(e.max_coins, e.max_separation);
      s.elements.push_back(e);
    }
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return s;
}

bool SpawningCode::setup(const Element& e, std::uint32_t n, std::uint32_t count, std::vector<std::uint32_t>& buf) const {
  if (count >= n) return false;
  buf.assign(std::size_t{count} + 1, 0);
  const std::int64_t size = n, sep = e.max_separation;
  const std::int64_t earliest = std::max<std::int64_t>(1, size - sep + 1);
  if (e.spacing == Spacing::symmetrical) {
    // With an even number of heaps left (an odd number of coins), the first and last coins are an
    // even distance apart.
    const std::int64_t initial = count % 2 == 0 && (earliest + size) % 2 == 1 ? earliest + 1 : earliest;
    if (initial != 1 && e.require_first) return false;
    for (std::uint32_t i = 0; i < (count + 1) / 2; ++i) {
      buf[i] = static_cast<std::uint32_t>(initial + i);
      if (i > 0) buf[count - i] = static_cast<std::uint32_t>(size - i);
    }
    if (count % 2 == 0) buf[count / 2] = static_cast<std::uint32_t>((size + initial) / 2);
    return true;
  }
  std::int64_t initial = earliest, step = 1;
  if (e.spacing == Spacing::equally_spaced && count > 0) {
    step = (size - earliest) / count;
    initial = size - step * count;
  } else if (e.spacing == Spacing::consecutive) {
    initial = size - count;
  }
  if (initial != 1 && e.require_first) return false;
  for (std::uint32_t i = 0; i < count; ++i) buf[i] = static_cast<std::uint32_t>(initial + step * i);
  return true;
}

bool SpawningCode::increment(const Element& e, std::uint32_t n, std::uint32_t count, std::uint32_t i,
                             std::vector<std::uint32_t>& buf) const {
  switch (e.spacing) {
    case Spacing::none:
      if (buf[i] < n - (count - i)) {
        const std::uint32_t v = buf[i] + 1;
        for (std::uint32_t j = i; j < count; ++j) buf[j] = v + (j - i);
        return true;
      }
      return false;
    case Spacing::equally_spaced: {
      if (count == 0) return false;
      const std::uint32_t spacing = (n - buf[0]) / count;
      if (spacing <= 1) return false;
      const std::uint32_t step = spacing - 1, initial = n - step * count;
      for (std::uint32_t j = 0; j < count; ++j) buf[j] = initial + j * step;
      return true;
    }
    case Spacing::consecutive: return false;
    case Spacing::symmetrical:
      if (i == 0) {
        if (buf[0] >= n - count) return false;
        const std::uint32_t initial = buf[0] + (count % 2 == 0 ? 2 : 1);
        for (std::uint32_t j = 0; j < (count + 1) / 2; ++j) {
          buf[j] = initial + j;
          if (j > 0) buf[count - j] = n - j;
        }
        if (count % 2 == 0) buf[count / 2] = (n + initial) / 2;
        return true;
      } else {
        const std::int64_t center = (std::int64_t{buf[0]} + n + 1) / 2;
        const std::int64_t below = (count + 1) / 2 - i;
        if (std::int64_t{buf[i]} >= center - below) return false;
        const std::uint32_t v = buf[i] + 1;
        for (std::uint32_t j = i; j < (count + 1) / 2; ++j) {
          buf[j] = v + (j - i);
          buf[count - j] = n - (buf[j] - buf[0]);
        }
        return true;
      }
  }
  return false;
}

}  // namespace cgcheck::heap_games
