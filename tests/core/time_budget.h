// Time bounds in tests catch hangs and quadratic work, not speed. Sanitizer builds (the asan preset:
// Debug, ASan+UBSan) run about ten times slower and plain Debug builds about three times, so a bound
// written for an optimized build is scaled by timeBudget().
#pragma once

namespace fusescope::testing_support {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr double kSlowdown = 10.0;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr double kSlowdown = 10.0;
#elif !defined(NDEBUG)
inline constexpr double kSlowdown = 3.0;
#else
inline constexpr double kSlowdown = 1.0;
#endif
#elif !defined(NDEBUG)
inline constexpr double kSlowdown = 3.0;
#else
inline constexpr double kSlowdown = 1.0;
#endif

// Seconds allowed for work that takes `seconds` at most in an optimized build.
constexpr double timeBudget(double seconds) { return seconds * kSlowdown; }

}  // namespace fusescope::testing_support
