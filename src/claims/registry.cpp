#include "claims/registry.hpp"

#include "hunt/conjecture.hpp"

#include <set>
#include <stdexcept>

namespace cgcheck {

// One line per paper: each function lives in that paper's claims file.
void register_nim_pass(Registry&);
void register_single_delete_nim(Registry&);
void register_sliding_coins(Registry&);
void register_inset(Registry&);
void register_seqcomp(Registry&);

namespace {
Registry build() {
  Registry r;
  register_nim_pass(r);
  register_single_delete_nim(r);
  register_sliding_coins(r);
  register_inset(r);
  register_seqcomp(r);
  // Conjectures saved with `cgcheck hunt --save` join their game's claims (and its CTest gate).
  register_saved_conjectures(r);
  return r;
}
}  // namespace

void Registry::add(Claim c) {
  if (claim(c.id)) throw std::logic_error("duplicate claim id " + c.id);
  if (!c.run) throw std::logic_error("claim without a check: " + c.id);
  claims_.push_back(std::move(c));
}

const GameEntry* Registry::game(std::string_view id) const {
  for (const auto& g : games_)
    if (g.id == id) return &g;
  return nullptr;
}

const Claim* Registry::claim(std::string_view id) const {
  for (const auto& c : claims_)
    if (c.id == id) return &c;
  return nullptr;
}

const Registry& registry() {
  static const Registry r = build();
  return r;
}

}  // namespace cgcheck
