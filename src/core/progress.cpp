#include "core/progress.hpp"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <mutex>

#include <fmt/core.h>

#include "core/error.hpp"

namespace cgcheck {

std::atomic<bool> g_interrupted{false};

void poll_interrupt() {
  if (g_interrupted.load(std::memory_order_relaxed)) throw Interrupted("interrupted by signal");
}

namespace {
Progress::Mode g_mode = Progress::Mode::terminal;
std::mutex g_subject_mutex;
std::string g_subject;

std::string subject() {
  std::lock_guard lock(g_subject_mutex);
  return g_subject;
}

// 12,502,500: counts are exact, with thousands separators.
std::string commas(std::uint64_t v) {
  std::string s = std::to_string(v), out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && (s.size() - i) % 3 == 0) out += ',';
    out += s[i];
  }
  return out;
}

// 2.1 M: a rate, to three digits.
std::string si(double v) {
  const char* suffix[] = {"", " k", " M", " G", " T"};
  int i = 0;
  while (v >= 1000 && i < 4) v /= 1000, ++i;
  return v < 10 ? fmt::format("{:.1f}{}", v, suffix[i]) : fmt::format("{:.0f}{}", v, suffix[i]);
}

std::string duration(double s) {
  if (s < 60) return fmt::format("{:.0f} s", s);
  if (s < 3600) return fmt::format("{:.0f} min {:.0f} s", std::floor(s / 60), std::fmod(s, 60));
  return fmt::format("{:.0f} h {:.0f} min", std::floor(s / 3600), std::floor(std::fmod(s, 3600) / 60));
}
}  // namespace

ProgressSubject::ProgressSubject(std::string name) {
  std::lock_guard lock(g_subject_mutex);
  previous_ = std::move(g_subject);
  g_subject = std::move(name);
}

ProgressSubject::~ProgressSubject() {
  std::lock_guard lock(g_subject_mutex);
  g_subject = std::move(previous_);
}

void Progress::set_mode(Mode m) { g_mode = m; }

bool Progress::drawing() {
  return g_mode == Mode::always || (g_mode == Mode::terminal && isatty(STDERR_FILENO));
}

std::string Progress::format_line(const std::string& subj, const std::string& phase, const std::string& unit,
                                  std::uint64_t done, std::uint64_t total, double seconds) {
  std::string line = subj.empty() ? phase : subj + " | " + phase;
  line += ": " + commas(done);
  if (total > 0) line += "/" + commas(total);
  line += " " + unit;
  if (total > 0)
    line += fmt::format(" ({:.1f}%)", 100.0 * static_cast<double>(std::min(done, total)) / static_cast<double>(total));
  const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0;
  if (rate > 0) line += ", " + si(rate) + "/s";
  if (total > 0 && rate > 0 && done < total)
    line += ", " + duration(static_cast<double>(total - done) / rate) + " left";
  else
    line += fmt::format(", {} so far", duration(seconds));
  return line;
}

Progress::Progress(std::string phase, std::uint64_t total, std::string unit)
    : phase_(std::move(phase)), unit_(std::move(unit)), total_(total), start_(std::chrono::steady_clock::now()),
      last_(start_), checked_(start_) {}

Progress::~Progress() {
  if (drawn_ && g_mode != Mode::always) fmt::print(stderr, "\r\033[K");
}

void Progress::strided_update(std::uint64_t done) {
  calls_ = 0;
  const auto now = std::chrono::steady_clock::now();
  const auto since = now - checked_;
  checked_ = now;
  if (since < std::chrono::microseconds(500) && stride_ < 4096) stride_ *= 2;
  else if (since > std::chrono::milliseconds(20) && stride_ > 1) stride_ /= 2;
  update(done);
}

void Progress::update(std::uint64_t done) {
  poll_interrupt();
  if (!drawing()) return;
  const auto now = std::chrono::steady_clock::now();
  const bool in_place = g_mode != Mode::always;
  if (now - last_ < std::chrono::milliseconds(in_place ? 250 : 1000)) return;
  last_ = now;
  shown_ = std::max(shown_, done);
  const double secs = std::chrono::duration<double>(now - start_).count();
  const std::string line = format_line(subject(), phase_, unit_, shown_, total_, secs);
  if (in_place)
    fmt::print(stderr, "\r\033[K{}", line);
  else
    fmt::print(stderr, "{}\n", line);
  std::fflush(stderr);
  drawn_ = true;
}

}  // namespace cgcheck
