// gzip on top of zlib: what torch.profiler's .json.gz traces need read, and what tests and benchmarks
// write to make them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace fusescope {

bool isGzip(std::string_view bytes);   // starts with the gzip magic (1f 8b)

// The inflated text of every gzip member in `compressed` (members written one after another continue
// the text). Throws ImportError naming `file` for a truncated or corrupt stream and for text larger than
// `maxBytes`.
std::string gunzip(std::string_view compressed, const std::string& file, std::uintmax_t maxBytes);

// `text` as one gzip member (level 6).
std::string gzip(std::string_view text);

}  // namespace fusescope
