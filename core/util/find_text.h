// Substring search keyed on the needle's last character: std::string_view::find looks for the first
// character and compares from each hit, and glibc's memmem prepares the needle on every call; both cost
// most on the short, 'o'-heavy loop body lines the scheduler's setup scans for "ops.".
#pragma once

#include <cstring>
#include <string_view>

namespace fusescope {

// hay.find(needle, pos), the same result: the first match starting at or after pos.
inline size_t findText(std::string_view hay, std::string_view needle, size_t pos = 0) {
  if (needle.empty()) return pos <= hay.size() ? pos : std::string_view::npos;
  const size_t last = needle.size() - 1;
  if (pos > hay.size() || hay.size() - pos < needle.size()) return std::string_view::npos;
  const char* const begin = hay.data();
  const char* const end = begin + hay.size();
  for (const char* at = begin + pos + last; at < end;) {
    const void* hit = std::memchr(at, needle[last], static_cast<size_t>(end - at));
    if (!hit) return std::string_view::npos;
    const char* tail = static_cast<const char*>(hit);
    if (std::memcmp(tail - last, needle.data(), last) == 0) return static_cast<size_t>(tail - last - begin);
    at = tail + 1;
  }
  return std::string_view::npos;
}

}  // namespace fusescope
