#include "runtime/run_context.hpp"

namespace cgcheck {

std::string_view name(Profile p) {
  switch (p) {
    case Profile::ci: return "ci";
    case Profile::standard: return "standard";
    case Profile::deep: return "deep";
  }
  return "?";
}

}  // namespace cgcheck
