// A graph folder's output_code.py, read within the load limits: the text core/codegen's scanOutputCode
// indexes. The folder is the one the graph was loaded from (capture::OpenedCapture::folder), so a
// distributed run's rank gets its own file, never another rank's of the same name.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "util/load_options.h"

namespace fusescope {

// nullopt when `graphFolder` is empty or holds no output_code.py. Throws ImportError for a file above
// options.maxFileBytes or unreadable.
std::optional<std::string> readOutputCode(const std::filesystem::path& graphFolder, const LoadOptions& options = {});

}  // namespace fusescope
