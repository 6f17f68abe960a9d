#pragma once
// The options of one position as a session prints them, listed within the session's limits. A
// position can have more options than the machine holds (a row of 42 heads under the coin-turning
// code 1+ has 2^41: the list grew until the process was killed, deaf to Ctrl-C), so the list polls
// for an interrupt as it grows and refuses, with one line, past the session's move budget or its
// memory limit.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/core.h>

#include "core/error.hpp"
#include "core/heap_bytes.hpp"
#include "core/progress.hpp"
#include "core/text.hpp"

namespace cgcheck {

class OptionList {
 public:
  // `max_options` and `memory_limit` 0: no limit.
  OptionList(std::string_view position, std::uint64_t max_options, std::uint64_t memory_limit)
      : position_(position), max_options_(max_options), memory_limit_(memory_limit) {}

  void add(std::string option) {
    bytes_ += option.capacity() + sizeof(std::string);
    out_.push_back(std::move(option));
    if ((out_.size() & 0xFFF) == 0) check();
  }
  std::vector<std::string> take() && {
    check();
    return std::move(out_);
  }

 private:
  void check() const {
    poll_interrupt();
    if (max_options_ != 0 && out_.size() > max_options_)
      throw InputError(fmt::format("'{}' has more than --max-moves {} options (raise it, or 0 for no limit)",
                                   shortened(position_, 200), with_commas(max_options_)));
    if (memory_limit_ != 0 && bytes_ > memory_limit_)
      throw InputError(fmt::format("the options of '{}' take more than --max-memory {} (raise it)", shortened(position_, 200),
                                   human_bytes(memory_limit_)));
  }

  std::string_view position_;
  std::uint64_t max_options_, memory_limit_, bytes_ = 0;
  std::vector<std::string> out_;
};

}  // namespace cgcheck
