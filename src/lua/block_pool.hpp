#pragma once
// The memory behind one Lua state's small objects. A game file makes a few short-lived tables per
// option (the option, its array part); through malloc, that churn took about 40% of a plain Lua
// state's time on Wythoff's game (bench/lua_games_bench.cpp, the floor). Blocks of up to kMaxSmall
// bytes come from free lists, one per 16-byte size class, carved out of 64 KiB slabs; larger
// blocks go to malloc. No block carries a header: Lua passes the old size with every realloc and
// free (lua_Alloc's osize), which names the class. A block is never returned to malloc before the
// pool is destroyed, after its state is closed.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "core/sanitizers.hpp"

namespace cgcheck::lua {

class BlockPool {
 public:
  static constexpr std::size_t kGrain = 16;
  static constexpr std::size_t kMaxSmall = 512;

  BlockPool() = default;
  BlockPool(const BlockPool&) = delete;
  BlockPool& operator=(const BlockPool&) = delete;
  ~BlockPool() {
    for (void* s : slabs_) std::free(s);
  }

  // Under AddressSanitizer every block is malloc's, so that a use after free inside Lua is still
  // caught (a pooled block stays addressable after it is freed).
  static constexpr bool kPooled = !kUnderAsan;

  static bool small(std::size_t n) { return kPooled && n <= kMaxSmall; }

  // lua_Alloc's contract without the accounting: a block of nsize bytes holding the first
  // min(osize, nsize) bytes of ptr (osize is ptr's size; ptr may be null), or nullptr when memory
  // is out (ptr is then untouched). nsize > 0.
  void* resize(void* ptr, std::size_t osize, std::size_t nsize) {
    if (ptr == nullptr) return small(nsize) ? take(nsize) : std::malloc(nsize);
    if (small(osize) && small(nsize) && cls(osize) == cls(nsize)) return ptr;
    if (!small(osize) && !small(nsize)) return std::realloc(ptr, nsize);
    void* q = small(nsize) ? take(nsize) : std::malloc(nsize);
    if (q == nullptr) {
      // Shrinking must not fail (see Sandbox::allocate): a large block kept as a small one stays in
      // the pool's lists and is lost to malloc, on this out-of-memory path only.
      return nsize < osize ? ptr : nullptr;
    }
    std::memcpy(q, ptr, osize < nsize ? osize : nsize);
    release(ptr, osize);
    return q;
  }

  void release(void* ptr, std::size_t osize) {
    if (!small(osize)) {
      std::free(ptr);
      return;
    }
    auto* b = static_cast<Free*>(ptr);
    const std::size_t c = cls(osize);
    b->next = free_[c];
    free_[c] = b;
  }

 private:
  struct Free {
    Free* next;
  };
  static constexpr std::size_t kSlab = std::size_t{64} << 10;
  static constexpr std::size_t kClasses = kMaxSmall / kGrain + 1;

  // Class c holds blocks of c * kGrain bytes (class 0: requests of 0 bytes never come here).
  static std::size_t cls(std::size_t n) { return (n + kGrain - 1) / kGrain; }

  void* take(std::size_t n) {
    const std::size_t c = cls(n);
    if (Free* b = free_[c]) {
      free_[c] = b->next;
      return b;
    }
    const std::size_t bytes = c * kGrain;
    if (left_ < bytes) {
      // The slab's tail goes to the free lists of the classes it fits, largest first.
      while (left_ >= kGrain) {
        const std::size_t k = std::min(left_ / kGrain, kClasses - 1);
        release(next_, k * kGrain);
        next_ += k * kGrain;
        left_ -= k * kGrain;
      }
      // Called from Lua's C code: no exception may leave (a full slab list is out of memory).
      try {
        slabs_.reserve(slabs_.size() + 1);
      } catch (...) {
        return nullptr;
      }
      void* s = std::malloc(kSlab);
      if (s == nullptr) return nullptr;
      slabs_.push_back(s);
      next_ = static_cast<char*>(s);
      left_ = kSlab;
    }
    void* b = next_;
    next_ += bytes;
    left_ -= bytes;
    return b;
  }

  std::array<Free*, kClasses> free_{};
  std::vector<void*> slabs_;
  char* next_ = nullptr;
  std::size_t left_ = 0;
};

}  // namespace cgcheck::lua
