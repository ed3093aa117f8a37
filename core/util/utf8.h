// UTF-8 validation for imported text: Inductor writes its dumps as UTF-8, and every string FuseScope keeps
// must survive a JSON save (nlohmann::json refuses invalid UTF-8 when writing).
#pragma once

#include <cstddef>
#include <string_view>

namespace fusescope {

// Offset of the first byte that does not start or continue a well-formed UTF-8 sequence (overlong forms,
// surrogates and code points above U+10FFFF included), or npos when `text` is valid.
std::size_t firstInvalidUtf8(std::string_view text);

// At most `maxBytes` of `text`, cut before a character rather than inside one (a label shortened for
// display stays valid UTF-8).
std::string_view utf8Prefix(std::string_view text, std::size_t maxBytes);

}  // namespace fusescope
