#pragma once
// The analysis of a game value by name, for `solve --show` and reports: each in CGSuite's notation.
#include <string>
#include <string_view>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/thermograph.hpp"

namespace cgcheck::cgt {

// The names `solve --show` accepts, in the order the help lists them.
const std::vector<std::string_view>& analysis_names();
// Throws InputError naming the column and the names there are.
void check_analysis_name(std::string_view name);
// The column `name` of g (any form; its canonical form is analysed), as text.
std::string analysis(Arena& a, Thermographer& th, GameId g, std::string_view name);

}  // namespace cgcheck::cgt
