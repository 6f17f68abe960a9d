// The Lua states' block pool (lua/block_pool.hpp) against lua_Alloc's contract: under any sequence
// of allocations, resizes and frees, of small, large and class-crossing sizes, every live block
// keeps its own bytes (no two blocks overlap) and a resize keeps the block's first bytes.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "lua/block_pool.hpp"

namespace {

using cgcheck::lua::BlockPool;

struct Live {
  void* ptr;
  std::size_t size;
  std::uint8_t fill;
};

bool holds(const Live& b) {
  const auto* p = static_cast<const std::uint8_t*>(b.ptr);
  for (std::size_t i = 0; i < b.size; ++i)
    if (p[i] != b.fill) return false;
  return true;
}

RC_GTEST_PROP(BlockPool, LiveBlocksKeepTheirBytes, ()) {
  BlockPool pool;
  std::vector<Live> live;
  std::uint8_t next_fill = 1;
  // Sizes around the class edges and the small/large boundary, and a few large ones.
  const auto size = rc::gen::oneOf(rc::gen::inRange<std::size_t>(1, 64), rc::gen::inRange<std::size_t>(480, 560),
                                   rc::gen::inRange<std::size_t>(1, 4096));
  const int steps = *rc::gen::inRange(1, 400);
  for (int s = 0; s < steps; ++s) {
    const int op = live.empty() ? 0 : *rc::gen::inRange(0, 3);
    if (op == 0) {
      const std::size_t n = *size;
      void* p = pool.resize(nullptr, 0, n);
      RC_ASSERT(static_cast<bool>(p));
      RC_ASSERT(reinterpret_cast<std::uintptr_t>(p) % alignof(std::max_align_t) == 0);
      std::memset(p, next_fill, n);
      live.push_back({p, n, next_fill++});
    } else if (op == 1) {
      const std::size_t i = *rc::gen::inRange<std::size_t>(0, live.size());
      const std::size_t n = *size;
      Live& b = live[i];
      void* p = pool.resize(b.ptr, b.size, n);
      RC_ASSERT(static_cast<bool>(p));
      const Live kept{p, std::min(b.size, n), b.fill};
      RC_ASSERT(holds(kept));
      std::memset(p, b.fill, n);
      b = {p, n, b.fill};
    } else {
      const std::size_t i = *rc::gen::inRange<std::size_t>(0, live.size());
      pool.release(live[i].ptr, live[i].size);
      live.erase(live.begin() + static_cast<std::ptrdiff_t>(i));
    }
    for (const Live& b : live) RC_ASSERT(holds(b));
  }
  for (const Live& b : live) pool.release(b.ptr, b.size);
}

}  // namespace
