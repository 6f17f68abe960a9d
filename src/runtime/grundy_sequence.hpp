#pragma once
// What a game whose positions are single heaps offers the `periodic` check kind
// (claims/periodic.hpp): its Grundy sequence G(0), G(1), ... computed from the rules, and the
// periodicity theorem that closes a period from finitely many values, where one applies. The check
// knows no game; a game gives its GameEntry::sequence (the heap games: games/heap_games/).
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace cgcheck {

// A claimed preperiod e and period p, checked on the values (which should reach values_needed):
struct PeriodCheck {
  bool window_holds = false;                 // G(n + p) = G(n) on the theorem's window (or the range)
  std::optional<std::uint64_t> mismatch;     // the first n >= e in range with G(n + p) != G(n)
  bool preperiod_exact = true;               // e = 0, or G(e - 1 + p) != G(e - 1)
  std::optional<std::uint64_t> smaller_period;  // a proper divisor of p that is also a period from e
  bool proved = false;                       // a theorem applies and its window was covered
  std::uint64_t checked_to = 0;              // the values used
};

class GrundySequence {
 public:
  virtual ~GrundySequence() = default;
  virtual std::string id() const = 0;  // the game, as `cgcheck sequence` names it
  // Computes G(0..last) from the rules; on_progress(done) as it goes. Polls for Ctrl-C. Throws
  // InputError where the values do not fit.
  virtual void extend_to(std::uint64_t last, const std::function<void(std::uint64_t)>& on_progress) = 0;
  virtual std::uint32_t operator[](std::uint64_t n) const = 0;  // G(n), n below what is computed
  // The theorem: the values G(0..needed - 1) it needs for preperiod e and period p (0: no theorem),
  // the end of its window (G(n + p) = G(n) for e <= n < window_end implies every n >= e), its name
  // with its source.
  virtual std::uint64_t values_needed(std::uint64_t e, std::uint64_t p) const = 0;
  virtual std::uint64_t window_end(std::uint64_t e, std::uint64_t p) const = 0;
  virtual std::string theorem_name() const = 0;
  // e and p checked on the values computed.
  virtual PeriodCheck check_period(std::uint64_t e, std::uint64_t p) const = 0;
  // How the values were computed, in one line (shown when the check has nothing else to say).
  virtual std::string how() const = 0;
};

}  // namespace cgcheck
