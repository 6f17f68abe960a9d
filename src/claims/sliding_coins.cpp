// Placeholder until this paper's game and claims land: registers nothing yet.
#include "claims/registry.hpp"

namespace cgcheck {
void register_sliding_coins(Registry&) {}
}  // namespace cgcheck
