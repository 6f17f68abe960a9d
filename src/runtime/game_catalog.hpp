#pragma once
// The games the command knows (runtime/game_entry.hpp): the folders under src/games/ add themselves,
// game files join them in a session. The claims' registry (claims/registry.hpp) is a catalog with
// papers and claims beside it; a game adds itself to the catalog and knows nothing of claims.
#include <deque>
#include <mutex>
#include <string_view>
#include <vector>

#include "runtime/game_entry.hpp"

namespace cgcheck {

class GameCatalog {
 public:
  GameCatalog() = default;
  // A copy to extend (a session's game files): the entries, not the family members made so far
  // (made again on use) nor the mutex guarding them.
  GameCatalog(const GameCatalog& o) : games_(o.games_), families_(o.families_) {}
  GameCatalog& operator=(const GameCatalog&) = delete;

  void add(GameEntry g) { games_.push_back(std::move(g)); }
  void add(GameFamily f) { families_.push_back(std::move(f)); }

  const std::vector<GameEntry>& games() const { return games_; }
  const std::vector<GameFamily>& families() const { return families_; }
  // A registered game, or a member of a family (made on first use and kept); nullptr if unknown.
  // Throws InputError for a family's malformed parameter (take-and-break:0.9Z).
  const GameEntry* game(std::string_view id) const;

 private:
  std::vector<GameEntry> games_;
  std::vector<GameFamily> families_;
  // Family members made by game(): a deque, so pointers handed out stay valid.
  mutable std::deque<GameEntry> members_;
  mutable std::mutex members_mutex_;
};

}  // namespace cgcheck
