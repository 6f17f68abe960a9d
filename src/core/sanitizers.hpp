#pragma once
// Whether this build runs under AddressSanitizer: GCC defines __SANITIZE_ADDRESS__, clang answers
// __has_feature(address_sanitizer). Code that pools memory turns pooling off (so a use after free
// is still caught); tests of timings and memory peaks relax or skip (ASan's frames, allocator and
// exit-time leak check change them).
#if defined(__SANITIZE_ADDRESS__)
#define CGCHECK_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CGCHECK_ASAN 1
#endif
#endif
#ifndef CGCHECK_ASAN
#define CGCHECK_ASAN 0
#endif

namespace cgcheck {
inline constexpr bool kUnderAsan = CGCHECK_ASAN != 0;
}  // namespace cgcheck
