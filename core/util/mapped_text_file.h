// A file read through a read-only mapping instead of into memory: for files FuseScope writes itself and
// replaces only by renaming (the fusion log's index entries), so the mapping can never see the file cut
// short. A user's own files are read into memory (readTextFile): a log rewritten in place while mapped would
// end the process with SIGBUS on the next read.
#pragma once

#include "util/shared_text.h"

#include <cstdint>
#include <filesystem>

namespace fusescope {

// The whole file as a mapped SharedText (empty, unmapped, for an empty file). Throws ImportError naming
// the file when it is missing, not a regular file, larger than maxBytes or cannot be mapped.
SharedText mapTextFile(const std::filesystem::path& file, std::uintmax_t maxBytes);

}  // namespace fusescope
