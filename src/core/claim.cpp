#include "core/claim.hpp"


namespace cgcheck {

std::string_view name(Expectation e) { return e == Expectation::holds ? "holds" : "refuted"; }

std::string_view name(Profile p) {
  switch (p) {
    case Profile::ci: return "ci";
    case Profile::standard: return "standard";
    case Profile::deep: return "deep";
  }
  return "?";
}

}  // namespace cgcheck
