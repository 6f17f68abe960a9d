#include "games/heap_games/rules.hpp"

#include <algorithm>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/error.hpp"
#include "core/mex.hpp"
#include "core/parse.hpp"

namespace cgcheck::heap_games {

namespace {

constexpr std::size_t kMaxDigits = 64;          // digits after the point: moves take at most 64 tokens
constexpr std::int64_t kMaxSubtraction = 1'000'000;  // members of a subtraction set
constexpr std::size_t kMaxSetSize = 1000;

int hex_digit(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
  if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
  return -1;
}

char digit_char(unsigned d) { return "0123456789ABCDEF"[d & 15]; }

}  // namespace

std::string HeapRules::id() const {
  switch (family) {
    case Family::take_and_break: {
      std::string s = "take-and-break:";
      s += digit_char(digits.at(0));
      s += '.';
      for (std::size_t k = 1; k < digits.size(); ++k) s += digit_char(digits[k]);
      return s;
    }
    case Family::subtraction: return fmt::format("subtraction:{}", fmt::join(set, ","));
    case Family::subtraction_all_but: return fmt::format("subtraction:all-but:{}", fmt::join(set, ","));
    case Family::grundys_game: return "grundys-game";
    case Family::general: return "take-and-break:" + code->text();
    case Family::spawning: return "spawning:" + spawning->code;
  }
  return "?";
}

std::uint32_t HeapRules::max_take() const {
  switch (family) {
    case Family::take_and_break: return static_cast<std::uint32_t>(digits.size() - 1);
    case Family::subtraction: return set.empty() ? 0 : set.back();
    default: return 0;
  }
}

bool HeapRules::is_octal() const {
  return family == Family::take_and_break &&
         std::all_of(digits.begin(), digits.end(), [](std::uint8_t d) { return d <= 7; });
}

bool HeapRules::splits_in_three() const {
  return family == Family::take_and_break &&
         std::any_of(digits.begin(), digits.end(), [](std::uint8_t d) { return (d & 8) != 0; });
}

namespace {

// A code written with hexadecimal digits alone, one of them before the point: the octal engine's.
bool hexadecimal_code(std::string_view c) {
  const auto dot = c.find('.');
  return dot != std::string_view::npos && dot <= 1 && c.find('.', dot + 1) == std::string_view::npos &&
         std::all_of(c.begin(), c.end(), [](char ch) { return ch == '.' || hex_digit(ch) >= 0; });
}

}  // namespace

HeapRules parse_take_and_break(std::string_view code) {
  const std::string_view c = trim(code);
  if (!hexadecimal_code(c)) {
    // CGSuite's generalized code; one that is an octal or hexadecimal code in another spelling
    // (04.30 is 4.3) goes to the octal engine as that code.
    auto general = std::make_shared<const TbCode>(parse_tb_code(c));
    if (general->plain()) return parse_take_and_break(general->text());
    HeapRules r;
    r.family = Family::general;
    r.code = std::move(general);
    return r;
  }
  const auto dot = c.find('.');
  if (dot == std::string_view::npos)
    throw InputError(fmt::format("take-and-break code '{}' has no point (write it as d0.d1d2..., e.g. 0.77)", c));
  const std::string_view head = c.substr(0, dot), tail = c.substr(dot + 1);
  HeapRules r;
  r.family = Family::take_and_break;
  int d0 = 0;
  if (head.size() > 1) throw InputError(fmt::format("take-and-break code '{}': one digit before the point", c));
  if (head.size() == 1) {
    d0 = hex_digit(head[0]);
    if (d0 < 0) throw InputError(fmt::format("take-and-break code '{}': '{}' is not a digit 0-9 or A-F", c, head[0]));
    // Taking no token must change the heap: d0 may only split it (bits 4 and 8).
    if (d0 & 3)
      throw InputError(fmt::format("take-and-break code '{}': d0 = {} {} (d0 may be 0, 4, 8 or C)", c, head[0],
                                   (d0 & 2) ? "would allow a move that takes nothing and leaves the heap whole"
                                            : "names a move that takes no token and leaves no heap, which no heap has"));
  }
  r.digits.push_back(static_cast<std::uint8_t>(d0));
  if (tail.empty()) throw InputError(fmt::format("take-and-break code '{}' has no digit after the point", c));
  if (tail.size() > kMaxDigits)
    throw InputError(fmt::format("take-and-break code '{}' has {} digits after the point (at most {})", c, tail.size(), kMaxDigits));
  for (const char ch : tail) {
    const int d = hex_digit(ch);
    if (d < 0) throw InputError(fmt::format("take-and-break code '{}': '{}' is not a digit 0-9 or A-F", c, ch));
    r.digits.push_back(static_cast<std::uint8_t>(d));
  }
  // Trailing zeros allow nothing: 0.770 is 0.77.
  while (r.digits.size() > 2 && r.digits.back() == 0) r.digits.pop_back();
  return r;
}

HeapRules parse_subtraction(std::string_view spec) {
  HeapRules r;
  std::string_view s = trim(spec);
  r.family = Family::subtraction;
  if (s.starts_with("all-but:")) {
    r.family = Family::subtraction_all_but;
    s.remove_prefix(8);
  }
  for (auto v : parse_int_list(s, 1, kMaxSubtraction, "subtraction set member"))
    r.set.push_back(static_cast<std::uint32_t>(v));
  std::sort(r.set.begin(), r.set.end());
  r.set.erase(std::unique(r.set.begin(), r.set.end()), r.set.end());
  if (r.set.size() > kMaxSetSize)
    throw InputError(fmt::format("subtraction set has {} members (at most {})", r.set.size(), kMaxSetSize));
  if (r.family == Family::subtraction && r.set.empty())
    throw InputError("subtraction set is empty (write subtraction:1,3,4 or subtraction:all-but:1,3,4)");
  return r;
}

HeapRules grundys_game() {
  HeapRules r;
  r.family = Family::grundys_game;
  return r;
}

HeapRules parse_spawning(std::string_view code) {
  HeapRules r;
  r.family = Family::spawning;
  r.spawning = std::make_shared<const SpawningCode>(parse_spawning_code(trim(code)));
  return r;
}

HeapRules parse_heap_game(std::string_view id) {
  if (id == "grundys-game") return grundys_game();
  if (id.starts_with("spawning:")) return parse_spawning(id.substr(9));
  if (id.starts_with("take-and-break:")) return parse_take_and_break(id.substr(15));
  if (id.starts_with("subtraction:")) return parse_subtraction(id.substr(12));
  throw InputError(fmt::format("'{}' is not a heap game (take-and-break:CODE, subtraction:S, subtraction:all-but:S, "
                               "spawning:CODE, grundys-game)", id));
}

std::vector<std::uint32_t> plain_sequence(const HeapRules& r, std::uint32_t n) {
  std::vector<std::uint32_t> g;
  g.reserve(std::size_t{n} + 1);
  std::vector<std::uint32_t> values;
  for (std::uint32_t h = 0; h <= n; ++h) {
    values.clear();
    for_each_split(r, h, [&](const std::uint32_t* heaps, std::uint32_t count) {
      std::uint32_t v = 0;
      for (std::uint32_t i = 0; i < count; ++i) v ^= g[heaps[i]];
      values.push_back(v);
    });
    g.push_back(static_cast<std::uint32_t>(mex(values)));
  }
  return g;
}

}  // namespace cgcheck::heap_games
