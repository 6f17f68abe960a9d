#pragma once
// The nim value of an impartial position by search, without the nim value of every position below
// it: D. Lemoine and S. Viennot's method ("Nimbers are inevitable", Theoretical Computer Science
// 462 (2012) 70-79). A position's nim value is the least k that none of its options has, so the
// search asks yes/no questions and stops at the first answer:
//   has(c, k):  does some option of c have nim value k?   (the first option found ends the scan)
//   is(c, k):   is c's nim value k?  (no option has k, every j < k is had; never when c has fewer
//               than k options)
// An option that splits into components is asked as a sum: every component but one gets its nim
// value (components are smaller than c, and their values serve every later question), they fold
// into k by nim-sum, and the question goes to the remaining component (the one with most options)
// as is(part, k'). Answers are kept in a transposition table keyed by (component, k). Options whose
// components all have known values are tried first: they cost a nim-sum. It knows no game: a host
// lists a component's options and keeps the values found (core/ knows nothing of Lua).
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace cgcheck {

// How an impartial game file's nim values are found: the full solve (every position below, by mex),
// the search, or automatically (the full solve, handing over to the search when it has met many
// positions and only small values: see GameSolver::grundy_with).
enum class NimMethod { automatic, full, search };

class NimHost {
 public:
  using Component = std::uint32_t;
  // c's options, each split into its components: option i leaves comps[ends[i - 1], ends[i])
  // (ends[-1] = 0) in c's place, none when it leaves nothing to play. Or, returning true, c is
  // itself a sum: comps are its components (ends is left empty).
  virtual bool moves(Component c, std::vector<Component>& comps, std::vector<std::uint32_t>& ends) = 0;
  // c's nim value when the host knows it (solved before, by either method).
  virtual std::optional<std::uint32_t> known(Component c) = 0;
  // The search found c's nim value: the host keeps it (known() answers it from now on).
  virtual void found(Component c, std::uint32_t value) = 0;
  // Called every 1,024 questions, with the bytes the search's tables hold: the host's budgets,
  // memory limit and interrupts (it throws to stop the search).
  virtual void tick(std::uint64_t questions, std::uint64_t table_bytes) = 0;
  // c in words, for the message that names a cycle of the move graph.
  virtual std::string show(Component c) = 0;

 protected:
  ~NimHost() = default;
};

class NimSearch {
 public:
  using Component = NimHost::Component;
  // The moves of at most `cache_bytes` of components are kept (0: no limit); past it the cache is
  // emptied and refilled from the host.
  explicit NimSearch(NimHost& host, std::uint64_t cache_bytes = std::uint64_t{256} << 20)
      : host_(host), cache_cap_(cache_bytes) {}
  // Lines of play longer than this are refused with one line (the search recurses once per move;
  // it runs on a large stack, and the full solve, an explicit stack, has no such limit).
  static constexpr std::size_t kMaxDepth = 100'000;

  // The nim value of a component, and of a sum of components.
  std::uint32_t value(Component c);
  std::uint32_t value_of_sum(std::span<const Component> parts);
  // Whether the sum's nim value is k (the sum plus *k is a P-position).
  bool sum_is(std::span<const Component> parts, std::uint32_t k);

  std::uint64_t table_bytes() const;

 private:
  struct Moves {
    bool sum = false;  // c is a sum of the components comps
    std::vector<Component> comps;
    std::vector<std::uint32_t> ends;
  };
  // Appends parts to `open`, folding known values into k and opening sums into their components.
  void open_parts(std::span<const Component> parts, std::uint32_t& k, std::vector<Component>& open);
  // Shared: a walk over c's options holds them while the questions below may empty the cache.
  std::shared_ptr<const Moves> moves(Component c);
  bool has(Component c, std::uint32_t k);
  bool is(Component c, std::uint32_t k);
  // The answer kept for (c, k): bit 0 has known, bit 1 has; bit 2 is known, bit 3 is.
  static std::uint64_t key(Component c, std::uint32_t k) { return (static_cast<std::uint64_t>(c) << 32) | k; }
  std::uint8_t& entry(Component c, std::uint32_t k) { return table_[key(c, k)]; }
  // The bits kept for (c, k), 0 when none (without adding an entry).
  std::uint8_t bits(Component c, std::uint32_t k) const {
    const auto it = table_.find(key(c, k));
    return it == table_.end() ? 0 : it->second;
  }
  void tick();
  // Entered while c's options are being asked about: meeting c again below means the move graph
  // has a cycle (a game file that does not end), refused with one line instead of a stack overflow.
  struct OnPath {
    NimSearch& s;
    Component c;
    OnPath(NimSearch& search, Component comp);
    ~OnPath() { s.path_.erase(c); }
  };

  NimHost& host_;
  std::uint64_t cache_cap_, cache_bytes_ = 0, questions_ = 0;
  std::unordered_map<Component, std::shared_ptr<const Moves>> moves_;
  std::unordered_map<std::uint64_t, std::uint8_t> table_;
  std::unordered_set<Component> path_;
};

}  // namespace cgcheck
