#include "core/progress.hpp"

#include <unistd.h>

#include <cstdio>

#include <fmt/core.h>

#include "core/error.hpp"

namespace cgcheck {

std::atomic<bool> g_interrupted{false};

void poll_interrupt() {
  if (g_interrupted.load(std::memory_order_relaxed)) throw Interrupted("interrupted by signal");
}

namespace {
bool g_enabled = true;
bool drawing() { return g_enabled && isatty(STDERR_FILENO); }
}  // namespace

void Progress::enable(bool on) { g_enabled = on; }

Progress::Progress(std::string label, std::uint64_t total)
    : label_(std::move(label)), total_(total), start_(std::chrono::steady_clock::now()), last_(start_) {}

Progress::~Progress() {
  if (drawn_) fmt::print(stderr, "\r\033[K");
}

void Progress::update(std::uint64_t done) {
  poll_interrupt();
  if (!drawing()) return;
  const auto now = std::chrono::steady_clock::now();
  if (now - last_ < std::chrono::milliseconds(250)) return;
  last_ = now;
  const double secs = std::chrono::duration<double>(now - start_).count();
  if (total_ > 0)
    fmt::print(stderr, "\r\033[K{}: {}/{} ({:.1f}%) {:.0f}s", label_, done, total_,
               100.0 * static_cast<double>(done) / static_cast<double>(total_), secs);
  else
    fmt::print(stderr, "\r\033[K{}: {} {:.0f}s", label_, done, secs);
  std::fflush(stderr);
  drawn_ = true;
}

}  // namespace cgcheck
