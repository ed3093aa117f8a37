// Substring search through glibc's memmem: std::string_view::find looks for the needle's first
// character and compares from each hit, which costs most on text full of that character (every loop
// body line is scanned for "ops." by the scheduler's setup).
#pragma once

#include <cstring>
#include <string_view>

namespace fusescope {

// hay.find(needle, pos), the same result.
inline size_t findText(std::string_view hay, std::string_view needle, size_t pos = 0) {
  if (pos > hay.size()) return std::string_view::npos;
  if (needle.empty()) return pos;
  const void* at = ::memmem(hay.data() + pos, hay.size() - pos, needle.data(), needle.size());
  return at ? static_cast<size_t>(static_cast<const char*>(at) - hay.data()) : std::string_view::npos;
}

}  // namespace fusescope
