#include "import/output_code_lookup.h"

#include <vector>

#include "import/capture_loader.h"
#include "import/load.h"

namespace fusescope {

std::optional<std::string> readOutputCodeFor(const std::filesystem::path& path, const std::string& graphName,
                                             const Graph& graph, const LoadOptions& options) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (path.empty() || !fs::is_directory(path, ec)) return std::nullopt;
  std::vector<fs::path> candidates = {path / "output_code.py"};
  for (const auto& entry : listGraphs(path))
    if (entry.name == graph.name || (!graphName.empty() && entry.name.size() >= graphName.size() &&
                                     entry.name.compare(entry.name.size() - graphName.size(), graphName.size(), graphName) == 0))
      candidates.push_back(entry.folder / "output_code.py");
  // The most specific folder first: a debug root's own output_code.py (rare) is the last resort.
  for (auto it = candidates.rbegin(); it != candidates.rend(); ++it)
    if (fs::exists(*it, ec)) return readTextFile(*it, options.maxFileBytes);
  return std::nullopt;
}

}  // namespace fusescope
