// int64 arithmetic for quantities derived from input sizes (element counts, byte counts, coefficients):
// a hostile capture can print sizes whose products do not fit, and those must clamp to the int64 range
// instead of being undefined behaviour. Estimates stay ordered correctly: an absurd size stays absurd.
#pragma once

#include <cstdint>
#include <limits>

namespace fusescope {

inline int64_t saturatingAdd(int64_t a, int64_t b) {
  int64_t r = 0;
  if (__builtin_add_overflow(a, b, &r)) return b > 0 ? std::numeric_limits<int64_t>::max() : std::numeric_limits<int64_t>::min();
  return r;
}

inline int64_t saturatingSub(int64_t a, int64_t b) {
  int64_t r = 0;
  if (__builtin_sub_overflow(a, b, &r)) return b < 0 ? std::numeric_limits<int64_t>::max() : std::numeric_limits<int64_t>::min();
  return r;
}

inline int64_t saturatingMul(int64_t a, int64_t b) {
  int64_t r = 0;
  if (__builtin_mul_overflow(a, b, &r)) {
    return (a < 0) != (b < 0) ? std::numeric_limits<int64_t>::min() : std::numeric_limits<int64_t>::max();
  }
  return r;
}

inline int64_t saturatingNeg(int64_t a) { return saturatingSub(0, a); }

// a / b for b != 0 (INT64_MIN / -1 saturates).
inline int64_t saturatingDiv(int64_t a, int64_t b) { return b == -1 ? saturatingNeg(a) : a / b; }

// Whether b divides a (false for b == 0), without the undefined INT64_MIN % -1.
inline bool divides(int64_t b, int64_t a) { return b != 0 && (b == -1 || a % b == 0); }

}  // namespace fusescope
