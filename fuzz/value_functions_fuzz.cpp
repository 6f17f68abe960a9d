// The value functions of scripts (lua/helpers.cpp: add, neg, le, lt, eq, fuzzy, stops, mean,
// temperature, birthday, incentives, atomic_weight, reduced_canonical_form, thermograph), called
// from a hunt's Lua with values made of the input: every call ends in a result or an InputError
// (a malformed value, the formula's shared step budget, the arena's memory cap), never a crash, a
// hang or a Lua PANIC. The input is lines: the first picks the functions, each other line is one
// value in CGSuite's notation (or, beginning with '#', an integer passed as a Lua integer).
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/core.h>

#include "claims/registry.hpp"
#include "core/error.hpp"
#include "lua/conjecture.hpp"

namespace {

const char* const kFunctions[] = {"add",         "neg",       "le",          "lt",
                                  "eq",          "fuzzy",     "left_stop",   "right_stop",
                                  "mean",        "temperature", "birthday",  "incentives",
                                  "atomic_weight", "reduced_canonical_form", "thermograph"};
constexpr std::size_t kCount = sizeof kFunctions / sizeof kFunctions[0];

// A Lua long string holding any bytes: its level is one more than any "]=...=]" inside.
std::string long_string(const std::string& s) {
  std::string level;
  while (s.find("]" + level + "]") != std::string::npos) level += "=";
  return "[" + level + "[\n" + s + "]" + level + "]";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const cgcheck::GameEntry* game = cgcheck::registry().game("nim");
  const std::string input(reinterpret_cast<const char*>(data), size);
  std::vector<std::string> lines;
  for (std::size_t at = 0; at <= input.size();) {
    const std::size_t end = std::min(input.find('\n', at), input.size());
    lines.push_back(input.substr(at, end - at));
    at = end + 1;
  }
  if (lines.size() < 2) return 0;
  std::string code = "local v = {}\n";
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const std::string& l = lines[i];
    if (!l.empty() && l[0] == '#') code += fmt::format("v[{}] = {}\n", i, std::strtoll(l.c_str() + 1, nullptr, 10));
    else code += fmt::format("v[{}] = {}\n", i, long_string(l));
  }
  // Each byte of the first line is one call: a function, on the values the next bytes name.
  const std::string& calls = lines[0];
  const std::size_t n = lines.size() - 1;
  for (std::size_t k = 0; k < calls.size() && k < 16; ++k) {
    const auto b = static_cast<unsigned char>(calls[k]);
    const char* f = kFunctions[b % kCount];
    const std::size_t x = 1 + (b / kCount) % n, y = 1 + (b / kCount / n + k) % n;
    const bool two = b % kCount != 1 && b % kCount <= 5;  // add and the comparisons take two
    code += two ? fmt::format("local r{} = {}(v[{}], v[{}])\n", k, f, x, y) : fmt::format("local r{} = {}(v[{}])\n", k, f, x);
    // Results that are values feed later calls.
    if (b % kCount <= 1 || b % kCount == 13) code += fmt::format("v[{}] = r{}\n", 1 + k % n, k);
  }
  code += "return true";
  cgcheck::Conjecture c;
  c.game = "nim";
  c.form = cgcheck::ConjectureForm::property;
  c.code = code;
  c.bound = 0;
  c.random = 0;
  c.lua_memory = std::uint64_t{256} << 20;
  try {
    (void)cgcheck::hunt(c, *game);
  } catch (const cgcheck::InputError&) {
  }
  return 0;
}
