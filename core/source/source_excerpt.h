// The lines around a source location, for the Source dock: read from the user's file when it exists on
// this machine (read only, never executed, size-limited), otherwise the one line of code the capture
// recorded. Callers say which it was, so the window never presents the capture's copy as the file.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "source/fx_source_comments.h"

namespace fusescope::source {

struct SourceExcerpt {
  bool fromFile = false;          // false: the capture's code text only
  std::string note;               // why the file was not read ("not on this machine", "above 8 MiB", ...)
  int firstLine = 1;              // 1-based line number of lines[0]
  std::vector<std::string> lines;
  int focus = -1;                 // index into lines of the location's own line, -1 when none
};

SourceExcerpt readSourceExcerpt(const SourceLocation& location, int context = 30,
                                std::uintmax_t maxBytes = 8ull * 1024 * 1024);

}  // namespace fusescope::source
