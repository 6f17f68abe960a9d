#pragma once
// Progress lines for long runs, shown only when standard error is a terminal so logs and CI output
// stay clean. Also the interruption flag set by SIGINT/SIGTERM: long loops poll it and stop.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>

namespace cgcheck {

// Set by the command's signal handler; runners poll it between positions.
extern std::atomic<bool> g_interrupted;
// Throws Interrupted if a signal arrived.
void poll_interrupt();

class Progress {
 public:
  explicit Progress(std::string label, std::uint64_t total = 0);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  // Cheap enough to call per position: only every 4096th call looks at the clock.
  void tick(std::uint64_t done) {
    if ((++calls_ & 0xFFF) == 0) update(done);
  }
  void update(std::uint64_t done);

  // Whether progress is drawn at all (stderr is a terminal and not --quiet).
  static void enable(bool on);

 private:
  std::string label_;
  std::uint64_t total_;
  std::uint64_t calls_ = 0;
  std::chrono::steady_clock::time_point start_, last_;
  bool drawn_ = false;
};

}  // namespace cgcheck
