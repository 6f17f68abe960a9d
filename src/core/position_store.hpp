#pragma once
// Interns positions given as arrays of integers: each distinct array gets a dense id (0, 1, 2, ...)
// so a solver can keep its memo in plain arrays indexed by id. The arrays live back to back in one
// buffer and the index is open addressing over ids: one allocation per growth instead of one per
// position, and a lookup touches two cache lines.
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
  Id intern(std::span<const std::int64_t> p, bool* added = nullptr) {
    if ((count() + 1) * 4 > slots_.size() * 3) grow();
    const std::uint64_t h = hash(p);
    for (std::size_t i = h & mask_;; i = (i + 1) & mask_) {
      const Id id = slots_[i];
      if (id == kNone) {
        const Id fresh = count();
        data_.insert(data_.end(), p.begin(), p.end());
        ends_.push_back(data_.size());
        hashes_.push_back(h);
        slots_[i] = fresh;
        if (added) *added = true;
        return fresh;
      }
      if (hashes_[id] == h && equal(at(id), p)) {
        if (added) *added = false;
        return id;
      }
    }
  }

  std::span<const std::int64_t> at(Id id) const {
    const std::size_t b = id == 0 ? 0 : ends_[id - 1];
    return {data_.data() + b, ends_[id] - b};
  }
  Id count() const { return static_cast<Id>(ends_.size()); }
  std::uint64_t bytes() const {
    return data_.capacity() * 8 + ends_.capacity() * 8 + hashes_.capacity() * 8 + slots_.capacity() * 4;
  }

 private:
  static std::uint64_t hash(std::span<const std::int64_t> p) {
    std::uint64_t h = 0x9e3779b97f4a7c15ull ^ p.size();
    for (std::int64_t x : p) h = mix64(h ^ static_cast<std::uint64_t>(x));
    return h;
  }
  static bool equal(std::span<const std::int64_t> a, std::span<const std::int64_t> b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
      if (a[i] != b[i]) return false;
    return true;
  }
  void grow() {
    const std::size_t n = slots_.empty() ? 1024 : slots_.size() * 2;
    slots_.assign(n, kNone);
    mask_ = n - 1;
    for (Id id = 0; id < count(); ++id) {
      std::size_t i = hashes_[id] & mask_;
      while (slots_[i] != kNone) i = (i + 1) & mask_;
      slots_[i] = id;
    }
  }

  std::vector<std::int64_t> data_;
  std::vector<std::size_t> ends_;
  std::vector<std::uint64_t> hashes_;
  std::vector<Id> slots_;
  std::size_t mask_ = 0;
};

}  // namespace cgcheck
