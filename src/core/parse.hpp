#pragma once
// Small parsing helpers shared by the games' position parsers. Every failure is an InputError whose
// message names the problem, so the command can print it on one line and exit with code 2.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cgcheck {

std::string_view trim(std::string_view s);
std::vector<std::string_view> split(std::string_view s, char sep);

// A decimal integer in [lo, hi]; `what` names the field in the error message.
std::int64_t parse_int(std::string_view s, std::int64_t lo, std::int64_t hi, std::string_view what);

// Comma-separated integers in [lo, hi]. The empty string is the empty list.
std::vector<std::int64_t> parse_int_list(std::string_view s, std::int64_t lo, std::int64_t hi,
                                         std::string_view what);

}  // namespace cgcheck
