#pragma once
// The game values a script computes with (add, neg, comparisons, stops, mean, temperature, ...):
// an arena and its thermographs, one per Lua state, made on first use (lua/helpers.cpp).
#include "cgt/game.hpp"
#include "cgt/operations.hpp"
#include "cgt/reduction.hpp"
#include "cgt/thermograph.hpp"

namespace cgcheck::lua {

struct ValueTools {
  cgt::Arena arena;
  cgt::Thermographer thermographs{arena};
  cgt::Reducer reducer{arena};
  cgt::Operations operations{arena, thermographs};
};

}  // namespace cgcheck::lua
