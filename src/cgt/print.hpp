#pragma once
// The short-game printer (print.cpp) for printers of larger forms: the loopy printer embeds short
// options exactly as CGSuite's CanonicalShortGame prints them, bars and brackets included.
#include <memory>
#include <string>

#include "cgt/game.hpp"

namespace cgcheck::cgt {

namespace detail {
class Printer;
}

class ShortPrinter {
 public:
  explicit ShortPrinter(Arena& a);
  ~ShortPrinter();
  ShortPrinter(const ShortPrinter&) = delete;
  ShortPrinter& operator=(const ShortPrinter&) = delete;
  // Appends canonical c; returns the bars printed bare (0 when atomic or braced), as CGSuite's
  // appendTo does.
  int append(GameId c, bool force_brackets, bool force_parens, std::string& out);
  // CGSuite's deterministic order of canonical short games (negative: g first).
  int compare(GameId g, GameId h);

 private:
  std::unique_ptr<detail::Printer> p_;
};

}  // namespace cgcheck::cgt
