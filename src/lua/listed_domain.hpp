#pragma once
// A game's listing (its Explorer's positions up to a bound, in the documented order) as a domain of
// the claim engine's walk (claims/check_kinds.hpp): work items of kItem consecutive positions over
// the threads, each position keyed by its index in the listing (so the minimal failure is the same
// on any number of threads), then random positions. Claim files and hunt's conjectures walk their
// positions through this one domain; what differs is how a position is read (a claim file's Case,
// a hunt's text) and what selects it (a claim's where(), hunt's --where).
#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include <rapidcheck.h>

namespace cgcheck::lua {

// Case: a position with its `index` in the listing (UINT64_MAX for a random one).
template <class Case>
struct ListedDomain {
  using Position = Case;
  using Item = std::pair<std::uint64_t, std::uint64_t>;
  static constexpr std::uint64_t kItem = 512;

  std::uint64_t size = 0;               // positions in the listing
  std::string range_text, random_text;  // the verified range and the random phase's, in words
  std::uint64_t cases = 0;              // random positions at the standard profile
  std::function<Case(std::uint64_t)> at;             // the listing's i-th position
  std::function<bool(const Case&)> selected;         // the walk visits only these
  std::function<bool(const Case&)> admitted;         // a random draw is checked only if this holds
  std::function<std::string(const Case&)> show;      // a position as the game writes it
  std::function<rc::Gen<Case>()> gen;                // random positions

  std::string range(std::uint64_t) const { return range_text; }
  std::string print(const Case& k) const { return show(k); }
  // Positions are written as the game reads them: a counterexample's certificate starts there.
  std::string game_position(const Case& k) const { return show(k); }
  std::vector<Item> items(std::uint64_t) const {
    std::vector<Item> out;
    for (std::uint64_t i = 0; i < size; i += kItem) out.emplace_back(i, std::min(i + kItem, size));
    return out;
  }
  std::uint64_t item_positions(std::uint64_t, const Item& item) const { return item.second - item.first; }
  template <class V>
  void each_in(std::uint64_t, const Item& item, V&& visit) const {
    for (std::uint64_t i = item.first; i < item.second; ++i) {
      const Case k = at(i);
      if (selected(k)) visit(k);
    }
  }
  std::uint64_t key(const Case& k) const { return k.index; }
  rc::Gen<Case> random() const { return gen(); }
  std::string random_range() const { return random_text; }
  std::uint64_t random_cases() const { return cases; }
  bool admits(const Case& k) const { return admitted(k); }
};

}  // namespace cgcheck::lua
