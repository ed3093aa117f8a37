// Integer literals as Python prints an int. integerLiteral reads one (size and stride text is mostly such
// literals, and reading them directly spares the expression parser); values that do not fit int64, and
// INT64_MIN (whose magnitude does not), are left to the parser, which refuses them.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace fusescope {

// Whether text is one integer literal as Python prints an int, of any size: an optional '-', digits, no
// leading zero. sympy.Integer prints so, which is how an index text is known to be an integer.
inline bool isIntegerLiteral(std::string_view text) {
  const size_t sign = !text.empty() && text[0] == '-' ? 1 : 0;
  const size_t digits = text.size() - sign;
  if (digits == 0 || (text[sign] == '0' && digits > 1)) return false;
  for (size_t i = sign; i < text.size(); ++i)
    if (text[i] < '0' || text[i] > '9') return false;
  return true;
}

inline std::optional<int64_t> integerLiteral(std::string_view text) {
  const size_t sign = !text.empty() && text[0] == '-' ? 1 : 0;
  if (text.size() - sign > 19 || !isIntegerLiteral(text)) return std::nullopt;
  uint64_t v = 0;
  for (size_t i = sign; i < text.size(); ++i) v = v * 10 + static_cast<uint64_t>(text[i] - '0');  // 19 digits fit
  if (v > static_cast<uint64_t>(INT64_MAX)) return std::nullopt;
  return sign ? -static_cast<int64_t>(v) : static_cast<int64_t>(v);
}

}  // namespace fusescope
