#pragma once
// The analysis of a game value by name, for `solve --show` and reports: each in CGSuite's notation.
#include <string>
#include <string_view>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/operations.hpp"
#include "cgt/reduction.hpp"
#include "cgt/thermograph.hpp"

namespace cgcheck::cgt {

// The names `solve --show` accepts, in the order the help lists them.
const std::vector<std::string_view>& analysis_names();
// Throws InputError naming the column and the names there are.
void check_analysis_name(std::string_view name);

class Analysis {
 public:
  explicit Analysis(Arena& a) : a_(a), thermographs_(a), reducer_(a), operations_(a, thermographs_) {}
  // The column `name` of g (any form; its canonical form is analysed), as text: "-" for an atomic
  // weight that is not defined.
  std::string column(GameId g, std::string_view name);
  Thermographer& thermographs() { return thermographs_; }
  Reducer& reducer() { return reducer_; }

 private:
  Arena& a_;
  Thermographer thermographs_;
  Reducer reducer_;
  Operations operations_;
};

}  // namespace cgcheck::cgt
