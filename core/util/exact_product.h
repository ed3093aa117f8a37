// A product of sizes compared the way Python compares ints: exactly. Saturating the product would make two
// different products beyond int64 compare equal; 128 bits hold any product of two int64 sizes and far more.
#pragma once

#include <cstdint>

namespace fusescope {

class ExactProduct {
  __extension__ using Int128 = __int128;  // a GCC/Clang builtin type; -Wpedantic would flag the bare name

 public:
  ExactProduct& operator*=(int64_t factor) {
    if (!overflowed_ && __builtin_mul_overflow(value_, static_cast<Int128>(factor), &value_)) overflowed_ = true;
    return *this;
  }
  bool overflowed() const { return overflowed_; }

  // Beyond 2^127 the value is unknown, so such a product equals nothing, itself included: no tensor of
  // that many elements exists, and an unknown answer must not read as "equal".
  friend bool operator==(const ExactProduct& a, const ExactProduct& b) {
    return !a.overflowed_ && !b.overflowed_ && a.value_ == b.value_;
  }

 private:
  Int128 value_ = 1;
  bool overflowed_ = false;
};

}  // namespace fusescope
