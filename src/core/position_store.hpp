#pragma once
// Interns positions given as arrays of integers: each distinct array gets a dense id (0, 1, 2, ...)
// so a solver can keep its memo in plain arrays indexed by id. The arrays live back to back in one
// buffer and the index is open addressing over ids: one allocation per growth instead of one per
// position. Each slot keeps the id and the upper half of the position's hash, so a probe that meets
// another position is rejected from the slot alone: a lookup touches the slot and, on a hit, the
// array (two cache lines).
#include <cstdint>
#include <span>
#include <vector>

#include "core/hash.hpp"

namespace cgcheck {

class PositionStore {
 public:
  using Id = std::uint32_t;
  static constexpr Id kNone = UINT32_MAX;

  // The id of p, adding it when new; `added` says which.
  Id intern(std::span<const std::int64_t> p, bool* added = nullptr) { return intern(p, hash(p), added); }

  // For a batch (the options of one position): hash every member first and prefetch the slot of
  // the one a few steps ahead, so the slots' cache misses overlap instead of following each other.
  static std::uint64_t hash(std::span<const std::int64_t> p) {
    std::uint64_t h = 0x9e3779b97f4a7c15ull ^ p.size();
    for (std::int64_t x : p) h = mix64(h ^ static_cast<std::uint64_t>(x));
    return h;
  }
  void prefetch(std::uint64_t h) const {
    if (!slots_.empty()) __builtin_prefetch(slots_.data() + (h & mask_));
  }
  // h must be hash(p).
  Id intern(std::span<const std::int64_t> p, std::uint64_t h, bool* added = nullptr) {
    if ((count() + 1) * 4 > slots_.size() * 3) grow();
    const std::uint64_t tag = h & kTagMask;
    for (std::size_t i = h & mask_;; i = (i + 1) & mask_) {
      const std::uint64_t slot = slots_[i];
      if (slot == kEmpty) {
        const Id fresh = count();
        data_.insert(data_.end(), p.begin(), p.end());
        ends_.push_back(data_.size());
        hashes_.push_back(h);
        slots_[i] = tag | fresh;
        if (added) *added = true;
        return fresh;
      }
      if ((slot & kTagMask) == tag) {
        const Id id = static_cast<Id>(slot);
        if (equal(at(id), p)) {
          if (added) *added = false;
          return id;
        }
      }
    }
  }

  std::span<const std::int64_t> at(Id id) const {
    const std::size_t b = id == 0 ? 0 : ends_[id - 1];
    return {data_.data() + b, ends_[id] - b};
  }
  Id count() const { return static_cast<Id>(ends_.size()); }
  std::uint64_t bytes() const {
    return data_.capacity() * 8 + ends_.capacity() * 8 + hashes_.capacity() * 8 + slots_.capacity() * 8;
  }

 private:
  static bool equal(std::span<const std::int64_t> a, std::span<const std::int64_t> b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
      if (a[i] != b[i]) return false;
    return true;
  }
  void grow() {
    const std::size_t n = slots_.empty() ? 1024 : slots_.size() * 2;
    slots_.assign(n, kEmpty);
    mask_ = n - 1;
    for (Id id = 0; id < count(); ++id) {
      std::size_t i = hashes_[id] & mask_;
      while (slots_[i] != kEmpty) i = (i + 1) & mask_;
      slots_[i] = (hashes_[id] & kTagMask) | id;
    }
  }

  // A slot: the upper 32 bits of the hash, then the id; all ones is empty (ids stay below
  // UINT32_MAX, so no filled slot is all ones).
  static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};
  static constexpr std::uint64_t kTagMask = 0xFFFFFFFF00000000ull;

  std::vector<std::int64_t> data_;
  std::vector<std::size_t> ends_;
  std::vector<std::uint64_t> hashes_;
  std::vector<std::uint64_t> slots_;
  std::size_t mask_ = 0;
};

}  // namespace cgcheck
