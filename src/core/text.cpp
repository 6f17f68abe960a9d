#include "core/text.hpp"

namespace cgcheck {

std::string with_commas(std::uint64_t n) {
  const std::string digits = std::to_string(n);
  std::string out;
  out.reserve(digits.size() + digits.size() / 3);
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out.push_back(',');
    out.push_back(digits[i]);
  }
  return out;
}

std::string coarse_time(double s) {
  if (s < 1) return "< 1 s";
  if (s < 10) return "1–10 s";
  if (s < 60) return "10–60 s";
  if (s < 600) return "1–10 min";
  return "> 10 min";
}

}  // namespace cgcheck
