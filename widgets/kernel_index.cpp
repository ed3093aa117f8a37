#include "kernel_index.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "import/load.h"

namespace fusescope::gui {

namespace fs = std::filesystem;

KernelIndex buildKernelIndex(const Graph& graph, const std::vector<codegen::KernelGroup>& groups,
                             const codegen::OutputCodeIndex* code, const codegen::KernelReportOptions& options) {
  KernelIndex index;
  index.reports = codegen::buildKernelReports(graph, groups, code, options);
  index.nodeReport.assign(graph.nodes.size(), -1);
  for (size_t i = 0; i < index.reports.size(); ++i)
    for (NodeId m : index.reports[i].group.members)
      if (m >= 0 && static_cast<size_t>(m) < index.nodeReport.size()) index.nodeReport[static_cast<size_t>(m)] = static_cast<int>(i);
  return index;
}

NodeKernels kernelsOfNode(const KernelIndex* inductor, const KernelIndex* schedule, NodeId node) {
  NodeKernels k;
  k.generated = schedule ? schedule->forNode(node) : nullptr;
  k.real = inductor ? inductor->forNode(node) : nullptr;
  if (!k.real) k.real = k.generated;
  return k;
}

std::optional<std::string> findOutputCode(const std::string& path, const std::string& graphName, const Graph& graph) {
  std::error_code ec;
  if (path.empty() || !fs::is_directory(path, ec)) return std::nullopt;
  std::vector<fs::path> candidates = {fs::path(path) / "output_code.py"};
  try {
    for (const auto& entry : listGraphs(path))
      if (entry.name == graph.name || (!graphName.empty() && entry.name.size() >= graphName.size() &&
                                       entry.name.compare(entry.name.size() - graphName.size(), graphName.size(), graphName) == 0))
        candidates.push_back(entry.folder / "output_code.py");
  } catch (const std::exception&) {
  }
  for (auto it = candidates.rbegin(); it != candidates.rend(); ++it)
    if (fs::exists(*it, ec)) {
      std::ifstream in(*it, std::ios::binary);
      std::stringstream ss;
      ss << in.rdbuf();
      return ss.str();
    }
  return std::nullopt;
}

}  // namespace fusescope::gui
