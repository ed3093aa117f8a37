// A fast non-cryptographic hash of short text (buffer names, index text, sizes) for the schedulers'
// own tables: std::hash's out-of-line _Hash_bytes call cost more than the lookups it served.
#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>

namespace fusescope {

inline uint64_t hashText(std::string_view s) {
  uint64_t h = 0x9e3779b97f4a7c15ULL ^ (s.size() * 0xbf58476d1ce4e5b9ULL);
  size_t i = 0;
  for (; i + 8 <= s.size(); i += 8) {
    uint64_t w = 0;
    std::memcpy(&w, s.data() + i, 8);
    h = (h ^ w) * 0xff51afd7ed558ccdULL;
    h ^= h >> 32;
  }
  // The last bytes in at most two loads (a byte loop cost more than the rest): overlapping reads still
  // cover every byte, and the length is in h.
  const size_t n = s.size();
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  uint64_t tail = 0;
  if (n >= 8) {
    std::memcpy(&tail, p + n - 8, 8);
  } else if (n >= 4) {
    uint32_t first = 0, last = 0;
    std::memcpy(&first, p, 4);
    std::memcpy(&last, p + n - 4, 4);
    tail = (static_cast<uint64_t>(first) << 32) | last;
  } else if (n > 0) {
    tail = (static_cast<uint64_t>(p[0]) << 16) | (static_cast<uint64_t>(p[n / 2]) << 8) | p[n - 1];
  }
  // fmix64 (MurmurHash3): every bit of the text reaches the low bits that pick a table slot.
  h ^= tail;
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdULL;
  h ^= h >> 33;
  h *= 0xc4ceb9fe1a85ec53ULL;
  h ^= h >> 33;
  return h;
}

// hashText as a hasher for the standard unordered containers keyed by text.
struct TextHash {
  using is_transparent = void;  // with std::equal_to<>, a lookup by string_view builds no std::string
  size_t operator()(std::string_view s) const { return static_cast<size_t>(hashText(s)); }
};

}  // namespace fusescope
