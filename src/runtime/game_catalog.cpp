#include "runtime/game_catalog.hpp"

namespace cgcheck {

const GameEntry* GameCatalog::game(std::string_view id) const {
  for (const auto& g : games_)
    if (g.id == id) return &g;
  for (const auto& g : families_) {
    if (!id.starts_with(g.id) || id.size() <= g.id.size() || id[g.id.size()] != ':') continue;
    // One member per canonical id (take-and-break:.77 and take-and-break:0.77 are one game).
    const std::lock_guard<std::mutex> lock(members_mutex_);
    for (const auto& m : members_)
      if (m.id == id) return &m;
    GameEntry made = g.member(id.substr(g.id.size() + 1));
    for (const auto& m : members_)
      if (m.id == made.id) return &m;
    members_.push_back(std::move(made));
    return &members_.back();
  }
  return nullptr;
}

}  // namespace cgcheck
