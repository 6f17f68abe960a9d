// The structural fields a hunt fixes before positions are generated: --shape's text, and the
// conjuncts of a --where predicate that fix a shape field (lua/conjecture.hpp: parse_shape,
// shape_of_where).
#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/core.h>

#include "core/error.hpp"
#include "lua/conjecture.hpp"

namespace cgcheck {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

bool is_ident_start(char ch) { return std::isalpha(static_cast<unsigned char>(ch)) || ch == '_'; }
bool is_ident_char(char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; }

bool is_identifier(std::string_view s) {
  return !s.empty() && is_ident_start(s[0]) && std::all_of(s.begin(), s.end(), is_ident_char);
}

std::optional<std::int64_t> to_int(std::string_view s) {
  std::int64_t v = 0;
  const char* end = s.data() + s.size();
  auto [p, ec] = std::from_chars(s.data(), end, v);
  if (ec != std::errc{} || p != end || s.empty()) return std::nullopt;
  return v;
}

const ShapeField* find_field(const std::vector<ShapeField>& fields, std::string_view name) {
  for (const auto& f : fields)
    if (f.name == name) return &f;
  return nullptr;
}

std::string field_list(const std::vector<ShapeField>& fields) {
  std::string out;
  for (const auto& f : fields) out += (out.empty() ? "" : ", ") + f.name + " (" + f.meaning + ")";
  return out.empty() ? "none" : out;
}

// One conjunct of --where as a shape constraint, if it is one.
std::optional<std::pair<std::string, std::int64_t>> conjunct_shape(std::string_view c,
                                                                   const std::vector<ShapeField>& fields) {
  c = trim(c);
  // One pair of parentheses around the whole conjunct: (n == 2).
  if (c.size() >= 2 && c.front() == '(' && c.back() == ')' &&
      c.substr(1, c.size() - 2).find_first_of("()") == std::string_view::npos)
    c = trim(c.substr(1, c.size() - 2));
  if (c.starts_with("not") && c.size() > 3 && std::isspace(static_cast<unsigned char>(c[3]))) {
    const std::string_view name = trim(c.substr(3));
    const ShapeField* f = find_field(fields, name);
    if (f && f->boolean) return std::pair{std::string(name), std::int64_t{0}};
    return std::nullopt;
  }
  if (is_identifier(c)) {
    const ShapeField* f = find_field(fields, c);
    if (f && f->boolean) return std::pair{std::string(c), std::int64_t{1}};
    return std::nullopt;
  }
  const auto eq = c.find("==");
  if (eq == std::string_view::npos || c.find("==", eq + 2) != std::string_view::npos) return std::nullopt;
  std::string_view a = trim(c.substr(0, eq)), b = trim(c.substr(eq + 2));
  if (!is_identifier(a) || a == "true" || a == "false") std::swap(a, b);
  const ShapeField* f = is_identifier(a) ? find_field(fields, a) : nullptr;
  if (!f) return std::nullopt;
  if (f->boolean) {
    if (b == "true") return std::pair{std::string(a), std::int64_t{1}};
    if (b == "false") return std::pair{std::string(a), std::int64_t{0}};
    return std::nullopt;
  }
  if (auto v = to_int(b)) return std::pair{std::string(a), *v};
  return std::nullopt;
}

}  // namespace

Shape parse_shape(std::string_view text, const std::vector<ShapeField>& fields) {
  Shape shape;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    const std::string_view item = trim(text.substr(start, comma - start));
    start = comma + 1;
    const auto eq = item.find('=');
    const std::string_view name = trim(item.substr(0, eq));
    const ShapeField* f = find_field(fields, name);
    if (eq == std::string_view::npos || !f)
      throw InputError(fmt::format("--shape '{}': expected FIELD=VALUE with FIELD one of: {}", item, field_list(fields)));
    const std::string_view value = trim(item.substr(eq + 1));
    std::optional<std::int64_t> v = to_int(value);
    if (f->boolean) {
      if (value == "true") v = 1;
      else if (value == "false") v = 0;
      else if (v && *v != 0 && *v != 1) v.reset();
    }
    if (!v)
      throw InputError(fmt::format("--shape '{}': {} must be {}", item, name, f->boolean ? "true, false, 1 or 0" : "an integer"));
    if (auto [it, inserted] = shape.emplace(std::string(name), *v); !inserted && it->second != *v)
      throw InputError(fmt::format("--shape gives {} two values ({} and {})", name, it->second, *v));
  }
  return shape;
}

WhereShape shape_of_where(std::string_view where, const std::vector<ShapeField>& fields) {
  WhereShape out;
  std::string_view e = trim(where);
  if (!e.starts_with("return") || e.size() == 6 || !std::isspace(static_cast<unsigned char>(e[6]))) return out;
  e = trim(e.substr(6));
  // Only a plain expression: no strings (long ones open with [[ or [=), comments, tables or further
  // statements, whose text could hide an `and` or change what a field means. Indexing (piles[1]) is fine.
  if (e.empty() || e.find_first_of("\"'{};#") != std::string_view::npos || e.find("--") != std::string_view::npos ||
      e.find("[[") != std::string_view::npos || e.find("[=") != std::string_view::npos)
    return out;
  std::vector<std::string_view> conjuncts;
  int depth = 0;
  std::size_t from = 0;
  for (std::size_t i = 0; i < e.size();) {
    const char ch = e[i];
    if (ch == '(') ++depth;
    if (ch == ')' && --depth < 0) return out;
    if (!is_ident_start(ch)) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < e.size() && is_ident_char(e[j])) ++j;
    const std::string_view word = e.substr(i, j - i);
    // `or` would make a conjunct optional; the others start statements or functions.
    for (const char* kw : {"or", "function", "end", "return", "local", "do", "then", "if", "while", "for", "goto", "repeat"})
      if (word == kw) return out;
    if (word == "and" && depth == 0) {
      conjuncts.push_back(e.substr(from, i - from));
      from = j;
    }
    i = j;
  }
  if (depth != 0) return out;
  conjuncts.push_back(e.substr(from));
  out.whole = true;
  for (const auto c : conjuncts) {
    const auto fixed = conjunct_shape(c, fields);
    if (!fixed) {
      out.whole = false;
      continue;
    }
    if (auto [it, inserted] = out.shape.insert(*fixed); !inserted && it->second != fixed->second) out.conflict = true;
  }
  return out;
}

}  // namespace cgcheck
