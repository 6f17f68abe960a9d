#pragma once
// Random phases of the inset paper's claims over sets and inset positions.
#include <cstdint>
#include <string>
#include <utility>

#include <rapidcheck.h>

#include "claims/random_checks.hpp"
#include "games/inset/domains.hpp"

namespace cgcheck::inset {

// A phase of random sets or inset positions from gen (claims/random_checks.hpp), printed as the set
// games print their positions.
inline std::string show(const Set& x) { return print_set(x); }
inline std::string show(const InsetPosition& p) { return Inset::print(p); }
inline const Set& elements(const Set& x) { return x; }
inline const Set& elements(const InsetPosition& p) { return p.x; }
template <class T, class Check>
auto at_random(std::string range, rc::Gen<T> gen, std::uint64_t cases, Check check) {
  return cgcheck::at_random(std::move(range), std::move(gen), cases, std::move(check), [](const T& p) { return show(p); });
}

}  // namespace cgcheck::inset
