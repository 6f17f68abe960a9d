#pragma once
// A small binary serialiser for the values the sharded runner and the checkpoints exchange:
// integers, bool, strings, pairs, tuples, vectors, maps and optionals of those (the keys of the
// size orders are tuples, pairs or integers). Integers travel as 8 little-endian bytes whatever
// their width, so a file written on one machine reads on another; a reader that meets a truncated
// buffer, a length past the end or a value out of its type's range throws SerialError.
#include <concepts>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace cgcheck {

struct SerialError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Writer {
 public:
  void raw_u64(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) out_.push_back(static_cast<char>((v >> (8 * i)) & 0xFF));
  }
  template <class T>
  void put(const T& v) {
    if constexpr (std::same_as<T, bool>) {
      raw_u64(v ? 1 : 0);
    } else if constexpr (std::is_integral_v<T>) {
      raw_u64(static_cast<std::uint64_t>(v));  // a negative value wraps; get() undoes it
    } else if constexpr (std::same_as<T, std::string>) {
      raw_u64(v.size());
      out_ += v;
    } else if constexpr (requires { typename std::tuple_size<T>::type; }) {
      std::apply([&](const auto&... e) { (put(e), ...); }, v);  // [&]: an empty tuple uses no capture
    } else if constexpr (requires { v.has_value(); *v; }) {
      put(v.has_value());
      if (v) put(*v);
    } else {
      raw_u64(v.size());  // vector, map
      for (const auto& e : v) put(e);
    }
  }
  const std::string& bytes() const { return out_; }
  std::string take() { return std::move(out_); }

 private:
  std::string out_;
};

class Reader {
 public:
  explicit Reader(std::string_view in) : in_(in) {}
  std::uint64_t raw_u64() {
    need(8);
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= std::uint64_t{static_cast<unsigned char>(in_[pos_ + i])} << (8 * i);
    pos_ += 8;
    return v;
  }
  template <class T>
  T get() {
    if constexpr (std::same_as<T, bool>) {
      const std::uint64_t v = raw_u64();
      if (v > 1) throw SerialError("bad bool");
      return v == 1;
    } else if constexpr (std::is_integral_v<T>) {
      const std::uint64_t v = raw_u64();
      if constexpr (std::is_signed_v<T>) {
        const auto s = static_cast<std::int64_t>(v);
        if (s < std::numeric_limits<T>::min() || s > std::numeric_limits<T>::max()) throw SerialError("integer out of range");
        return static_cast<T>(s);
      } else {
        if (v > std::numeric_limits<T>::max()) throw SerialError("integer out of range");
        return static_cast<T>(v);
      }
    } else if constexpr (std::same_as<T, std::string>) {
      const std::uint64_t n = raw_u64();
      need(n);
      std::string s(in_.substr(pos_, n));
      pos_ += n;
      return s;
    } else if constexpr (requires { typename std::tuple_size<T>::type; }) {
      return get_tuple<T>(std::make_index_sequence<std::tuple_size_v<T>>{});
    } else if constexpr (requires(T t) { t.has_value(); typename T::value_type; }) {
      if (!get<bool>()) return T{};
      return T{get<typename T::value_type>()};
    } else if constexpr (requires { typename T::mapped_type; }) {
      const std::uint64_t n = count();
      T m;
      for (std::uint64_t i = 0; i < n; ++i) {
        auto k = get<typename T::key_type>();
        auto v = get<typename T::mapped_type>();
        if (!m.emplace(std::move(k), std::move(v)).second) throw SerialError("duplicate map key");
      }
      return m;
    } else {
      const std::uint64_t n = count();
      T v;
      for (std::uint64_t i = 0; i < n; ++i) v.push_back(get<typename T::value_type>());
      return v;
    }
  }
  bool at_end() const { return pos_ == in_.size(); }
  // Throws unless every byte was read (trailing bytes mean a different layout).
  void finish() const {
    if (!at_end()) throw SerialError("trailing bytes");
  }

 private:
  void need(std::uint64_t n) const {
    if (n > in_.size() - pos_) throw SerialError("truncated");
  }
  // An element count: each element takes at least one byte, so a count past the bytes left is
  // refused before anything is reserved (a corrupt count cannot ask for terabytes).
  std::uint64_t count() {
    const std::uint64_t n = raw_u64();
    if (n > in_.size() - pos_) throw SerialError("count past the end");
    return n;
  }
  template <class T, std::size_t... I>
  T get_tuple(std::index_sequence<I...>) {
    // Braced initialisation evaluates left to right, in the order put() wrote.
    return T{get<std::remove_cvref_t<std::tuple_element_t<I, T>>>()...};
  }

  std::string_view in_;
  std::size_t pos_ = 0;
};

template <class T>
std::string serialise(const T& v) {
  Writer w;
  w.put(v);
  return w.take();
}
template <class T>
std::remove_cvref_t<T> deserialise(std::string_view bytes) {
  Reader r(bytes);
  auto v = r.get<std::remove_cvref_t<T>>();
  r.finish();
  return v;
}

}  // namespace cgcheck
