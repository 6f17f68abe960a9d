#include "claims/claim.hpp"


#include <fmt/core.h>

namespace cgcheck {

std::string Claim::defined_in() const {
  const std::string file = defined_at.file;
  const auto at = file.rfind("/src/");
  if (file.empty() || defined_at.line == 0) return {};
  return fmt::format("{}:{}", at == std::string::npos ? file : file.substr(at + 1), defined_at.line);
}

std::string_view name(Expectation e) { return e == Expectation::holds ? "holds" : "refuted"; }

std::string_view name(Finding f) {
  switch (f) {
    case Finding::none: return "none";
    case Finding::erratum: return "erratum";
    case Finding::reading: return "reading";
    case Finding::conjecture: return "conjecture";
  }
  return "?";
}

}  // namespace cgcheck
