#pragma once
// An open-addressing hash map from unsigned integer keys to small values, for the game arena's memo
// tables (comparisons, sums, canonical forms: tens of millions of entries in the seqcomp claims).
// Entries live in one array, probed linearly, so a lookup touches one cache line where a node-based
// std::unordered_map touches two or three and every insertion allocates (and the arena's teardown
// freed tens of millions of nodes: a tenth of a claim's time). The subset of std::unordered_map's
// interface the arena uses: find/end, count, at, emplace (a no-op when the key is present).
// The largest key value is reserved (marks an empty slot).
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <type_traits>
#include <vector>

namespace cgcheck::cgt {

template <class K, class V>
class FlatMap {
  static_assert(std::is_unsigned_v<K>);

 public:
  struct Entry {
    K first;
    V second;
  };
  static constexpr K kEmpty = std::numeric_limits<K>::max();

  Entry* find(K k) {
    if (entries_.empty()) return nullptr;
    for (std::size_t i = slot(k);; i = (i + 1) & mask_) {
      if (entries_[i].first == k) return &entries_[i];
      if (entries_[i].first == kEmpty) return nullptr;
    }
  }
  const Entry* find(K k) const { return const_cast<FlatMap*>(this)->find(k); }
  static constexpr Entry* end() { return nullptr; }
  std::size_t count(K k) const { return find(k) ? 1 : 0; }
  const V& at(K k) const {
    const Entry* e = find(k);
    if (!e) throw std::out_of_range("FlatMap::at");
    return e->second;
  }
  // Inserts (k, v) unless k is present.
  void emplace(K k, V v) {
    if ((size_ + 1) * 2 > entries_.size()) grow();
    for (std::size_t i = slot(k);; i = (i + 1) & mask_) {
      if (entries_[i].first == k) return;
      if (entries_[i].first == kEmpty) {
        entries_[i] = Entry{k, std::move(v)};
        ++size_;
        return;
      }
    }
  }
  std::size_t size() const { return size_; }
  std::size_t bytes() const { return entries_.capacity() * sizeof(entries_[0]); }

 private:
  std::size_t slot(K k) const {
    std::uint64_t x = k;  // murmur3's finalizer: ids and id pairs are far from random
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return static_cast<std::size_t>(x) & mask_;
  }
  void grow() {
    std::vector<Entry> old;
    old.swap(entries_);
    const std::size_t n = old.empty() ? 64 : old.size() * 2;
    entries_.assign(n, Entry{kEmpty, V{}});
    mask_ = n - 1;
    size_ = 0;
    for (auto& e : old)
      if (e.first != kEmpty) emplace(e.first, std::move(e.second));
  }

  std::vector<Entry> entries_;
  std::size_t mask_ = 0, size_ = 0;
};

// A map from pairs of 31-bit ids to booleans in 8 bytes an entry: the key (g << 32 | h) with the
// answer in bit 31 of the entry (ids stay below 2^31). Comparisons are the arena's most frequent
// lookup, by far its largest table, and mostly cache misses: half the bytes, half the misses.
class FlatPairBoolMap {
 public:
  static constexpr std::uint64_t kBit = std::uint64_t{1} << 31, kEmpty = std::numeric_limits<std::uint64_t>::max();

  // 0 or 1 when the pair is present, -1 when not.
  int find(std::uint64_t key) const {
    if (entries_.empty()) return -1;
    for (std::size_t i = slot(key);; i = (i + 1) & mask_) {
      const std::uint64_t e = entries_[i];
      if (e == kEmpty) return -1;
      if ((e & ~kBit) == key) return (e & kBit) ? 1 : 0;
    }
  }
  void emplace(std::uint64_t key, bool value) {
    if ((size_ + 1) * 2 > entries_.size()) grow();
    insert(key | (value ? kBit : 0));
  }
  std::size_t size() const { return size_; }
  std::size_t bytes() const { return entries_.capacity() * sizeof(entries_[0]); }

 private:
  std::size_t slot(std::uint64_t key) const {
    std::uint64_t x = key;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return static_cast<std::size_t>(x) & mask_;
  }
  void insert(std::uint64_t entry) {
    const std::uint64_t key = entry & ~kBit;
    for (std::size_t i = slot(key);; i = (i + 1) & mask_) {
      if (entries_[i] == kEmpty) {
        entries_[i] = entry;
        ++size_;
        return;
      }
      if ((entries_[i] & ~kBit) == key) return;
    }
  }
  void grow() {
    std::vector<std::uint64_t> old;
    old.swap(entries_);
    const std::size_t n = old.empty() ? 1024 : old.size() * 2;
    entries_.assign(n, kEmpty);
    mask_ = n - 1;
    size_ = 0;
    for (std::uint64_t e : old)
      if (e != kEmpty) insert(e);
  }

  std::vector<std::uint64_t> entries_;
  std::size_t mask_ = 0, size_ = 0;
};

}  // namespace cgcheck::cgt
