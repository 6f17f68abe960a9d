#pragma once
// Errors that reach the user. InputError is bad input (a malformed position, a bound that does not
// fit, an unknown option): the command prints its message on one line and exits with code 2.
#include <stdexcept>
#include <string>

namespace cgcheck {

struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Thrown by a long run when SIGINT/SIGTERM was received; the command reports how far it got.
struct Interrupted : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace cgcheck
