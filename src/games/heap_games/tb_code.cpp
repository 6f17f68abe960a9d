#include "games/heap_games/tb_code.hpp"

#include <algorithm>
#include <optional>
#include <set>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/error.hpp"

namespace cgcheck::heap_games {

namespace {

constexpr std::string_view kBase32 = "0123456789ABCDEFGHIJKLMNOPQRSTUV";
constexpr std::size_t kMaxCode = 256;  // characters: a code is a line a user types
constexpr std::uint64_t kMaxHeapCount = 63;

[[noreturn]] void malformed(std::string_view code, std::string_view why) {
  throw InputError(fmt::format("take-and-break code '{}': {}", code, why));
}

std::string_view constraint_text(Constraint c) {
  switch (c) {
    case Constraint::all_equal: return "=";
    case Constraint::some_unequal: return "?";
    case Constraint::pairwise_unequal: return "!";
    default: return "";
  }
}

// The constraint written at str[i] ('!', '?', '='), and how many characters it takes (0 or 1).
std::pair<Constraint, std::size_t> constraint_at(std::string_view s, std::size_t i) {
  if (i >= s.size()) return {Constraint::unconstrained, 0};
  switch (s[i]) {
    case '!': return {Constraint::pairwise_unequal, 1};
    case '?': return {Constraint::some_unequal, 1};
    case '=': return {Constraint::all_equal, 1};
    default: return {Constraint::unconstrained, 0};
  }
}

std::uint64_t small_number(std::string_view code, std::string_view digits, std::uint64_t most, std::string_view what) {
  if (digits.empty() || digits.size() > 19 || !std::all_of(digits.begin(), digits.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
    malformed(code, fmt::format("'{}' is not a {}", digits, what));
  const std::uint64_t v = std::stoull(std::string(digits));
  if (v > most) malformed(code, fmt::format("{} {} is more than {}", what, v, most));
  return v;
}

// `{h1,h2?,...+}` (the text between the braces) with the constraint written after the brace.
TbDigit constraint_list(std::string_view code, std::string_view body, Constraint global) {
  const bool more = body.ends_with('+');
  if (more) body.remove_suffix(1);
  std::vector<std::pair<std::uint64_t, Constraint>> members;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = body.find(',', start);
    std::string_view token = body.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    const auto [explicit_c, len] = token.empty() ? std::pair{Constraint::unconstrained, std::size_t{0}} : constraint_at(token, token.size() - 1);
    Constraint c = global;
    if (len > 0) {
      if (global != Constraint::unconstrained)
        malformed(code, "a constraint after the braces and one inside them cannot both be given");
      token.remove_suffix(len);
      c = explicit_c;
    }
    members.emplace_back(small_number(code, token, kMaxHeapCount, "number of heaps"), c);
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  std::uint64_t most = 0;
  for (const auto& [h, c] : members) most = std::max(most, h);
  std::vector<Constraint> cs(most + 1, Constraint::disallowed);
  for (const auto& [h, c] : members) cs[h] = c;
  return TbDigit::make(std::move(cs), more);
}

}  // namespace

TbDigit TbDigit::make(std::vector<Constraint> c, bool allow_more) {
  while (!c.empty() && c.back() == Constraint::disallowed) c.pop_back();
  if (allow_more && c.empty()) allow_more = false;
  if (allow_more && c.size() < 4) c.resize(4, c.back());
  std::set<Constraint> effective;
  for (std::size_t i = 2; i < c.size(); ++i)
    if (c[i] != Constraint::disallowed) effective.insert(c[i]);
  for (std::size_t i = 0; i < c.size(); ++i) {
    if (c[i] == Constraint::disallowed) continue;
    if (effective.size() == 1) c[i] = *effective.begin();
    else if (i <= 1) c[i] = Constraint::unconstrained;
  }
  if (allow_more) {
    // Trimmed to one past the last entry that differs from the open-ended last one.
    std::size_t keep = 1;
    for (std::size_t i = c.size(); i-- > 0;)
      if (c[i] != c.back()) {
        keep = i + 2;
        break;
      }
    c.resize(keep);
  }
  return TbDigit{std::move(c), allow_more};
}

TbDigit TbDigit::from_mask(std::uint64_t mask, Constraint c) {
  std::vector<Constraint> cs;
  for (unsigned i = 0; i < 64 && (mask >> i) != 0; ++i) cs.push_back((mask >> i) & 1 ? c : Constraint::disallowed);
  return make(std::move(cs), false);
}

bool TbDigit::plain() const {
  return !allow_more && constraints.size() <= 4 &&
         std::all_of(constraints.begin(), constraints.end(),
                     [](Constraint c) { return c == Constraint::unconstrained || c == Constraint::disallowed; });
}

std::uint64_t TbDigit::mask() const {
  std::uint64_t m = 0;
  for (std::size_t i = 0; i < constraints.size() && i < 64; ++i)
    if (constraints[i] != Constraint::disallowed) m |= std::uint64_t{1} << i;
  return m;
}

std::string TbDigit::text() const {
  if (constraints.empty()) return "0";
  const Constraint last = constraints.back();
  const bool consistent = std::all_of(constraints.begin(), constraints.end(),
                                      [&](Constraint c) { return c == last || c == Constraint::disallowed; });
  if (consistent && !allow_more) {
    const std::uint64_t m = mask();
    return (m < 32 ? std::string(1, kBase32[m]) : fmt::format("&{};", m)) + std::string(constraint_text(last));
  }
  std::vector<std::string> allowed;
  if (consistent) {
    if (constraints.size() == 1) return "*" + std::string(constraint_text(last));
    for (std::size_t i = 0; i < constraints.size(); ++i)
      if (constraints[i] == last) allowed.push_back(std::to_string(i));
    return fmt::format("{{{}+}}{}", fmt::join(allowed, ","), constraint_text(last));
  }
  for (std::size_t i = 0; i < constraints.size(); ++i)
    if (constraints[i] != Constraint::disallowed) allowed.push_back(fmt::format("{}{}", i, constraint_text(constraints[i])));
  return fmt::format("{{{}{}}}", fmt::join(allowed, ","), allow_more ? "+" : "");
}

const TbDigit& TbCode::digit(std::int64_t taken) const {
  static const TbDigit kZero;
  if (taken < 0) {
    const auto i = static_cast<std::uint64_t>(-taken - 1);
    return i < additive.size() ? additive[i] : kZero;
  }
  const auto k = static_cast<std::uint64_t>(taken);
  if (k < digits.size()) return digits[k];
  if (period == 0) return kZero;
  const std::uint64_t pre = digits.size() - period;
  return digits[(k - pre) % period + pre];
}

std::uint32_t TbCode::max_heaps() const {
  std::uint32_t m = 0;
  for (const auto& d : digits) m = std::max(m, d.max_heaps());
  for (const auto& d : additive) m = std::max(m, d.max_heaps());
  return m;
}

bool TbCode::plain() const {
  return additive.empty() && period == 0 && std::all_of(digits.begin(), digits.end(), [](const TbDigit& d) { return d.plain(); });
}

std::string TbCode::text() const {
  std::string prefix;
  for (auto it = additive.rbegin(); it != additive.rend(); ++it) prefix += it->text();
  prefix += digits.front().text();
  const std::size_t pre = digits.size() - period;
  std::string suffix, repeating;
  for (std::size_t i = 1; i < pre; ++i) suffix += digits[i].text();
  for (std::size_t i = pre; i < digits.size(); ++i) repeating += digits[i].text();
  if (suffix.empty() && repeating.empty()) return prefix + ".0";
  if (repeating.empty()) return prefix + "." + suffix;
  return prefix + "." + suffix + "[" + repeating + "]";
}

TbCode parse_tb_code(std::string_view code) {
  if (code.size() > kMaxCode) malformed(code.substr(0, 40), fmt::format("{} characters (at most {})", code.size(), kMaxCode));
  bool in_additive = true, in_period = false;
  std::vector<TbDigit> digits, additive;
  std::int64_t preperiod = -1;
  for (std::size_t i = 0; i < code.size(); ++i) {
    std::optional<TbDigit> d;
    const char ch = code[i];
    if (ch == '.') {
      if (!in_additive) malformed(code, "a second point");
      in_additive = false;
    } else if (ch == '[') {
      if (in_period || in_additive) malformed(code, "'[' opens the repeating digits, after the point, once");
      in_period = true;
      preperiod = static_cast<std::int64_t>(digits.size());
    } else if (ch == ']') {
      if (!in_period || i + 1 != code.size()) malformed(code, "']' closes the repeating digits and ends the code");
      in_period = false;
    } else if (ch == '*') {
      const auto [c, len] = constraint_at(code, i + 1);
      d = TbDigit::make({c}, true);
      i += len;
    } else if (ch == '{') {
      const std::size_t end = code.find('}', i);
      if (end == std::string_view::npos) malformed(code, "'{' without '}'");
      const auto [c, len] = constraint_at(code, end + 1);
      d = constraint_list(code, code.substr(i + 1, end - i - 1), c);
      i = end + len;
    } else if (ch == '&') {
      const std::size_t end = code.find(';', i);
      if (end == std::string_view::npos) malformed(code, "'&' without ';' (write a mask as &N;)");
      const std::uint64_t mask = small_number(code, code.substr(i + 1, end - i - 1), (std::uint64_t{1} << 63) - 1, "mask");
      const auto [c, len] = constraint_at(code, end + 1);
      d = TbDigit::from_mask(mask, c);
      i = end + len;
    } else {
      const auto at = kBase32.find(static_cast<char>(ch >= 'a' && ch <= 'z' ? ch - 'a' + 'A' : ch));
      if (at == std::string_view::npos)
        malformed(code, fmt::format("'{}' is not a digit (0-9, A-V), '*', '{{...}}', '&N;', '.', '[' or ']'", ch));
      const auto [c, len] = constraint_at(code, i + 1);
      d = TbDigit::from_mask(at, c);
      i += len;
    }
    if (d) (in_additive ? additive : digits).push_back(std::move(*d));
  }
  if (additive.empty() || in_additive) malformed(code, "no point (write it as d0.d1d2..., e.g. 0.77 or 4!.0)");
  if (in_period) malformed(code, "'[' without ']'");
  TbCode t;
  t.digits.push_back(additive.back());
  for (auto& d : digits) t.digits.push_back(std::move(d));
  for (std::size_t i = additive.size() - 1; i-- > 0;) t.additive.push_back(additive[i]);
  std::uint32_t period = preperiod < 0 ? 0 : static_cast<std::uint32_t>(digits.size() - static_cast<std::size_t>(preperiod));
  // CGSuite's normal form: trailing zeros go; a repeating part of zeros is no repeating part.
  while (!t.additive.empty() && t.additive.back().zero()) t.additive.pop_back();
  if (period > 0 && std::all_of(t.digits.end() - period, t.digits.end(), [](const TbDigit& d) { return d.zero(); })) {
    t.digits.resize(t.digits.size() - period);
    period = 0;
  }
  if (period == 0)
    while (t.digits.size() > 1 && t.digits.back().zero()) t.digits.pop_back();
  t.period = period;
  // Play must end: a move that takes nothing must split the heap, and one that adds k tokens must
  // leave more than k + 1 heaps (else one of them may be as large as the heap it came from).
  if (t.digits[0].at(1) != Constraint::disallowed)
    malformed(code, "d0 lets a move take nothing and leave the heap whole, so play need not end");
  for (std::size_t k = 1; k <= t.additive.size(); ++k)
    for (std::uint64_t h = 1; h <= k + 1; ++h)
      if (t.additive[k - 1].at(h) != Constraint::disallowed)
        malformed(code, fmt::format("a move that adds {} token{} and leaves {} heap{} may leave a heap as large as before, "
                                    "so play need not end", k, k == 1 ? "" : "s", h, h == 1 ? "" : "s"));
  return t;
}

}  // namespace cgcheck::heap_games
