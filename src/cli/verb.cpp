#include "cli/verb.hpp"

#include <algorithm>

namespace cgcheck::cli {

namespace {
// Function-local: registrations run during static initialisation, in any order of the files.
std::vector<Verb>& registered() {
  static std::vector<Verb> all;
  return all;
}
}  // namespace

VerbRegistration::VerbRegistration(Verb v) { registered().push_back(std::move(v)); }

std::vector<const Verb*> verbs() {
  std::vector<const Verb*> out;
  for (const auto& v : registered()) out.push_back(&v);
  std::stable_sort(out.begin(), out.end(), [](const Verb* a, const Verb* b) { return a->order < b->order; });
  return out;
}

}  // namespace cgcheck::cli
