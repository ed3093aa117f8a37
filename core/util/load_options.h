// Resource limits every importer honours, so hostile or runaway input is refused with a clear error
// (naming the file and the limit) instead of exhausting memory or time.
#pragma once

#include <cstddef>
#include <cstdint>

namespace fusescope {

struct LoadOptions {
  std::uintmax_t maxFileBytes = 512ull * 1024 * 1024;  // larger files are refused before they are read
  std::size_t maxNodes = 2'000'000;                    // larger graphs are refused while they are read
};

}  // namespace fusescope
