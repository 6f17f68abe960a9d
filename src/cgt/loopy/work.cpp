#include "cgt/loopy/work.hpp"

#include <limits>

#include "core/error.hpp"

namespace cgcheck::cgt::loopy {
namespace {
thread_local std::uint64_t limit = std::numeric_limits<std::uint64_t>::max();
thread_local std::uint64_t spent_units = 0;
thread_local const std::string* message = nullptr;
}  // namespace

WorkLimit::WorkLimit(std::uint64_t units, const std::string& text)
    : outer_limit_(limit), outer_spent_(spent_units), outer_message_(message) {
  limit = units;
  spent_units = 0;
  message = &text;
}

WorkLimit::~WorkLimit() {
  message = outer_message_;
  limit = outer_limit_;
  spent_units = outer_spent_ + spent_units;
}

std::uint64_t WorkLimit::spent() const { return spent_units; }

void charge_work() {
  if (++spent_units > limit) throw InputError(*message);
}

}  // namespace cgcheck::cgt::loopy
