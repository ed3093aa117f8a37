// The value of text that is one integer literal as Python prints an int (an optional '-', digits, no
// leading zero), or nullopt: size and stride text is mostly such literals, and reading them directly spares
// the expression parser. Values that do not fit int64, and INT64_MIN (whose magnitude does not), are left
// to the parser, which refuses them.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace fusescope {

inline std::optional<int64_t> integerLiteral(std::string_view text) {
  const size_t sign = !text.empty() && text[0] == '-' ? 1 : 0;
  const size_t digits = text.size() - sign;
  if (digits == 0 || digits > 19 || (text[sign] == '0' && digits > 1)) return std::nullopt;
  uint64_t v = 0;
  for (size_t i = sign; i < text.size(); ++i) {
    const char c = text[i];
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + static_cast<uint64_t>(c - '0');  // 19 digits fit in uint64
  }
  if (v > static_cast<uint64_t>(INT64_MAX)) return std::nullopt;
  return sign ? -static_cast<int64_t>(v) : static_cast<int64_t>(v);
}

}  // namespace fusescope
