#include "import/output_code_lookup.h"

#include "import/capture_loader.h"

namespace fusescope {

std::optional<std::string> readOutputCode(const std::filesystem::path& graphFolder, const LoadOptions& options) {
  std::error_code ec;
  if (graphFolder.empty()) return std::nullopt;
  const std::filesystem::path file = graphFolder / "output_code.py";
  if (!std::filesystem::is_regular_file(file, ec)) return std::nullopt;
  return readTextFile(file, options.maxFileBytes);
}

}  // namespace fusescope
