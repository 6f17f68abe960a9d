#pragma once
// Errors that reach the user. InputError is bad input (a malformed position, a bound that does not
// fit, an unknown option): the command prints its message on one line and exits with code 2.
#include <stdexcept>
#include <string>

namespace cgcheck {

struct InputError : std::runtime_error {
  // A message quotes user text, which may hold a NUL byte; what() is a C string, so the NUL is
  // written as \x00 here, and the message is never cut short where the NUL stood.
  explicit InputError(const std::string& what) : std::runtime_error(visible_nul(what)) {}
  explicit InputError(const char* what) : std::runtime_error(what) {}

 private:
  static std::string visible_nul(const std::string& s) {
    if (s.find('\0') == std::string::npos) return s;
    std::string out;
    for (const char ch : s) out += ch == '\0' ? std::string("\\x00") : std::string(1, ch);
    return out;
  }
};

// Thrown by a long run when SIGINT/SIGTERM was received; the command reports how far it got.
struct Interrupted : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace cgcheck
