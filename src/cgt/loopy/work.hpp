#pragma once
// A limit on the loopy engine's work on this thread, for callers whose calls share one budget (the
// value functions of a formula, which share the short engine's step budget): comparing and
// simplifying loopy games marks pairs of positions, quadratic in the graph, so a short text (two
// 30-position values added) can ask for seconds. The marking charges one unit per kWorkUnit
// states it visits; past the limit the running operation throws InputError. No limit by default.
#include <cstdint>
#include <string>

namespace cgcheck::cgt::loopy {

inline constexpr std::uint64_t kWorkUnit = 1 << 16;  // marking steps per unit (about 0.5 ms)

// Sets this thread's limit for its lifetime (the previous one is restored after); past it the
// operation throws InputError(message). The message outlives the limit (a constant: a limit is set
// on every value call of a formula, so it is not formatted each time).
class WorkLimit {
 public:
  WorkLimit(std::uint64_t units, const std::string& message);
  WorkLimit(std::uint64_t units, std::string&& message) = delete;
  ~WorkLimit();
  WorkLimit(const WorkLimit&) = delete;
  WorkLimit& operator=(const WorkLimit&) = delete;
  // Units charged since this limit was set.
  std::uint64_t spent() const;

 private:
  std::uint64_t outer_limit_, outer_spent_;
  const std::string* outer_message_;
};

// Charges one unit; throws InputError past this thread's limit.
void charge_work();

}  // namespace cgcheck::cgt::loopy
