#pragma once
// Text from users' files (titles, statements, show() text, Lua messages) reaches every writer:
// JSON, JUnit XML, Markdown. nlohmann::json throws on invalid UTF-8 at dump time (after a whole
// run), and XML forbids it, so each writer repairs it here first: every byte that does not start a
// valid UTF-8 sequence becomes U+FFFD.
#include <cstdint>
#include <string>
#include <string_view>


namespace cgcheck {

// "1,234,567": counts in reports and messages.
std::string with_commas(std::uint64_t n);

// A duration on a coarse scale (< 1 s, 1–10 s, 10–60 s, 1–10 min, > 10 min) for text that is
// committed (report pages, claim messages): re-running on an unchanged tree must not change it.
// Exact seconds belong in results.json.
std::string coarse_time(double seconds);

inline std::string valid_utf8(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  const auto* b = reinterpret_cast<const unsigned char*>(s.data());
  const std::size_t n = s.size();
  for (std::size_t i = 0; i < n;) {
    const unsigned char c = b[i];
    std::size_t len = 0;
    unsigned lo = 0x80, hi = 0xBF;  // the allowed range of the second byte
    if (c < 0x80) len = 1;
    else if (c >= 0xC2 && c <= 0xDF) len = 2;
    else if (c >= 0xE0 && c <= 0xEF) len = 3, lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
    else if (c >= 0xF0 && c <= 0xF4) len = 4, lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
    bool ok = len > 0 && i + len <= n;
    for (std::size_t k = 1; ok && k < len; ++k) {
      const unsigned char t = b[i + k];
      ok = k == 1 ? (t >= lo && t <= hi) : (t >= 0x80 && t <= 0xBF);
    }
    if (ok) {
      out.append(s.substr(i, len));
      i += len;
    } else {
      out += "\xEF\xBF\xBD";  // U+FFFD
      ++i;
    }
  }
  return out;
}

// Text from a script made safe for a terminal or a line-based output (solve's columns, check's and
// hunt's lines): invalid UTF-8 repaired as above, and every control byte, the tab (solve's column
// separator) and line breaks included, written as \xNN, so a show() text can neither move the
// cursor, change the terminal's state nor split a line.
inline std::string printable(std::string_view s) {
  std::string out;
  for (const char ch : valid_utf8(s)) {
    const auto u = static_cast<unsigned char>(ch);
    if (u < 0x20 || u == 0x7f) {
      static constexpr char kHex[] = "0123456789abcdef";
      out += "\\x";
      out += kHex[u >> 4];
      out += kHex[u & 15];
    } else {
      out += ch;
    }
  }
  return out;
}

// At most `max` bytes of text for a title or a console line, cut at a character boundary and
// ending in "... (N bytes)" when cut: a value of megabytes named in one line.
inline std::string shortened(std::string_view s, std::size_t max) {
  if (s.size() <= max) return std::string(s);
  std::size_t cut = max;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;  // not inside a character
  return std::string(s.substr(0, cut)) + "... (" + with_commas(s.size()) + " bytes)";
}


}  // namespace cgcheck
