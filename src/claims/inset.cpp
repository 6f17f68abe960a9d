// Placeholder until this paper's game and claims land: registers nothing yet.
#include "claims/registry.hpp"

namespace cgcheck {
void register_inset(Registry&) {}
}  // namespace cgcheck
