// Exploration tables for "The Game Value of Sequential Compounds of Integers and Stars", K. Hashimoto:
// nimbers in compounds (the paper's future work) and Stewart's eq. (11) against Definition 11,
// computed by the engine in the run's exploration phase (games/seqcomp/compound_tables.hpp).
#include <string>

#include "claims/claim.hpp"
#include "games/seqcomp/compound_tables.hpp"

namespace cgcheck::seqcomp {

std::string exploration(RunContext&) {
  Engine e;
  return "### Nimbers in sequential compounds (the paper's future work, Section 4)\n\n" + nimber_compound_tables(e) +
         "\n### Stewart's definition (eq. (11)) on chains\n\n" + stewart_vs_definition_11(e, 5);
}

}  // namespace cgcheck::seqcomp
