#pragma once
// Progress lines for long runs, and the interruption flag set by SIGINT/SIGTERM (long loops poll it
// and stop).
//
// A line names what runs (the claim or hunt: ProgressSubject), the phase (exhaustive, random,
// shrink, table build, ...), done/total in the phase's own unit (positions, cases, work items,
// values, steps), the rate and the estimated time left:
//   single-delete-nim/thm-1.5 | exhaustive: 4,194,304/12,502,500 positions (33.5%), 2.1 M/s, 4 s left
// Each phase counts from 0 in its own unit; within a phase the count and percentage never go back.
// Shown on standard error when it is a terminal (redrawn in place), or on any standard error when
// asked (--progress: one line per second, for logs); never with --quiet. Tests and pipes get none.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>

namespace cgcheck {

// Set by the command's signal handler; runners poll it between positions.
extern std::atomic<bool> g_interrupted;
// Throws Interrupted if a signal arrived.
void poll_interrupt();

// Names the claim or hunt that the progress lines of its lifetime belong to (the innermost one
// alive; one run at a time per process, so one global name).
class ProgressSubject {
 public:
  explicit ProgressSubject(std::string name);
  ~ProgressSubject();
  ProgressSubject(const ProgressSubject&) = delete;
  ProgressSubject& operator=(const ProgressSubject&) = delete;

 private:
  std::string previous_;
};

class Progress {
 public:
  // `phase` says what this part of the run does; `total` (0: unknown) and `done` count `unit`.
  explicit Progress(std::string phase, std::uint64_t total = 0, std::string unit = "positions");
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  // Cheap enough to call per position: the clock is read every `stride_` calls, a stride that
  // adapts so that it is read about every millisecond (up to 4096 calls apart for fast loops, every
  // call when one position takes milliseconds: slow positions still get lines and interrupts).
  void tick(std::uint64_t done) {
    if (++calls_ >= stride_) strided_update(done);
  }
  void update(std::uint64_t done);

  enum class Mode { off, terminal, always };
  // off: never (--quiet); terminal (default): when standard error is a terminal; always
  // (--progress): on any standard error, one plain line per second.
  static void set_mode(Mode m);
  static void enable(bool on) { set_mode(on ? Mode::terminal : Mode::off); }
  // Whether lines are drawn now: callers may skip work done only for the line (counting a total).
  static bool drawing();

  // The line for a state (for tests): subject, phase, done/total unit, percentage, rate, time left.
  static std::string format_line(const std::string& subject, const std::string& phase, const std::string& unit,
                                 std::uint64_t done, std::uint64_t total, double seconds);

 private:
  std::string phase_, unit_;
  std::uint64_t total_;
  void strided_update(std::uint64_t done);
  std::uint64_t calls_ = 0, stride_ = 1;
  std::uint64_t shown_ = 0;  // the largest count drawn: a line never goes back
  std::chrono::steady_clock::time_point start_, last_, checked_;
  bool drawn_ = false;
};

}  // namespace cgcheck
