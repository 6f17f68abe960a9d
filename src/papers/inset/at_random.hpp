#pragma once
// Random phases of the inset paper's claims over sets and inset positions.
#include <cstdint>
#include <string>
#include <utility>

#include <rapidcheck.h>

#include "claims/random_checks.hpp"
#include "games/inset/domains.hpp"

namespace cgcheck::inset {

// Random sets or inset positions, printed as the set games print their positions.
inline std::string show(const Set& x) { return print_set(x); }
inline std::string show(const InsetPosition& p) { return Inset::print(p); }
inline const Set& elements(const Set& x) { return x; }
inline const Set& elements(const InsetPosition& p) { return p.x; }
// Random positions from gen as the domain of a claim's phase (claims/random_checks.hpp).
template <class T>
auto random_positions(std::string words, rc::Gen<T> gen, std::uint64_t cases) {
  return random_from(std::move(words), std::move(gen), cases, [](const T& p) { return show(p); });
}

}  // namespace cgcheck::inset
