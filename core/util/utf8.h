// UTF-8 validation for imported text: Inductor writes its dumps as UTF-8, and every string FuseScope keeps
// must survive a JSON save (nlohmann::json refuses invalid UTF-8 when writing).
#pragma once

#include <cstddef>
#include <string_view>

namespace fusescope {

// Offset of the first byte that does not start or continue a well-formed UTF-8 sequence (overlong forms,
// surrogates and code points above U+10FFFF included), or npos when `text` is valid.
std::size_t firstInvalidUtf8(std::string_view text);

}  // namespace fusescope
