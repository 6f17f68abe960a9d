#pragma once
// JSON output (results.json, hunt --json, periodicity --json, saved conjectures) as text.
#include <string>

#include <nlohmann/json.hpp>

namespace cgcheck {

// A JSON document as text (indented by 2, a final newline), invalid UTF-8 in any string replaced
// by U+FFFD instead of throwing.
inline std::string json_text(const nlohmann::json& j) {
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace cgcheck
