#pragma once
// Grundy values of a dense table in the smallest unsigned type that holds every value met so far:
// one byte each until a value reaches 256, then two, then four (never wider than the table's
// declared Value). Most tables never leave one byte, which halves or quarters their memory.
//
// Widening happens in place: the block is grown with realloc (for large blocks glibc moves pages
// with mremap instead of copying, so the peak stays near the new size) and the values are spread
// out from the back, where a wider slot never overlaps a narrower value not yet moved.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <new>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include "core/mex.hpp"

namespace cgcheck {

template <class Value>
class GrundyStore {
  static_assert(std::is_unsigned_v<Value> && sizeof(Value) <= 4, "Grundy values are stored in 1, 2 or 4 bytes");

 public:
  GrundyStore() : GrundyStore(0) {}
  explicit GrundyStore(std::uint64_t n) : n_(n) {
    data_ = static_cast<unsigned char*>(std::calloc(n == 0 ? 1 : n, 1));
    if (!data_) throw std::bad_alloc();
  }
  GrundyStore(GrundyStore&& o) noexcept : data_(o.data_), n_(o.n_), width_(o.width_) { o.data_ = nullptr; }
  GrundyStore& operator=(GrundyStore&& o) noexcept {
    std::swap(data_, o.data_);
    n_ = o.n_;
    width_ = o.width_;
    return *this;
  }
  GrundyStore(const GrundyStore&) = delete;
  GrundyStore& operator=(const GrundyStore&) = delete;
  ~GrundyStore() { std::free(data_); }

  // Keeps the values below n; new entries are 0 (tables that grow to a larger bound).
  void resize(std::uint64_t n) {
    void* grown = std::realloc(data_, (n == 0 ? 1 : n) * width_);
    if (!grown) throw std::bad_alloc();
    data_ = static_cast<unsigned char*>(grown);
    if (n > n_) std::memset(data_ + n_ * width_, 0, (n - n_) * width_);
    n_ = n;
  }

  std::uint64_t size() const { return n_; }
  unsigned width() const { return width_; }  // bytes per value now
  std::uint64_t bytes() const { return n_ * width_; }

  Grundy get(std::uint64_t i) const {
    switch (width_) {
      case 1: return data_[i];
      case 2: return reinterpret_cast<const std::uint16_t*>(data_)[i];
      default: return reinterpret_cast<const std::uint32_t*>(data_)[i];
    }
  }
  void set(std::uint64_t i, Grundy g) {
    if (g > std::numeric_limits<Value>::max())
      throw std::overflow_error("dense table: Grundy value " + std::to_string(g) + " does not fit the table's value type");
    if (g > max_for(width_)) widen(g > 0xFFFF ? 4 : 2);
    switch (width_) {
      case 1: data_[i] = static_cast<std::uint8_t>(g); break;
      case 2: reinterpret_cast<std::uint16_t*>(data_)[i] = static_cast<std::uint16_t>(g); break;
      default: reinterpret_cast<std::uint32_t*>(data_)[i] = static_cast<std::uint32_t>(g); break;
    }
  }

 private:
  static Grundy max_for(unsigned width) { return width == 1 ? 0xFF : width == 2 ? 0xFFFF : 0xFFFFFFFF; }

  template <class From, class To>
  static void spread(unsigned char* d, std::uint64_t n) {
    const From* from = reinterpret_cast<const From*>(d);
    To* to = reinterpret_cast<To*>(d);
    for (std::uint64_t i = n; i-- > 0;) {
      const From v = from[i];  // read before the wider write covers it
      to[i] = v;
    }
  }

  void widen(unsigned width) {
    void* grown = std::realloc(data_, (n_ == 0 ? 1 : n_) * width);
    if (!grown) throw std::bad_alloc();
    data_ = static_cast<unsigned char*>(grown);
    if (width_ == 1 && width == 2) spread<std::uint8_t, std::uint16_t>(data_, n_);
    else if (width_ == 1 && width == 4) spread<std::uint8_t, std::uint32_t>(data_, n_);
    else spread<std::uint16_t, std::uint32_t>(data_, n_);
    width_ = width;
  }

  unsigned char* data_ = nullptr;
  std::uint64_t n_ = 0;
  unsigned width_ = 1;
};

}  // namespace cgcheck
