#include "kernel_index.h"

#include "import/output_code_lookup.h"

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
  return readOutputCodeFor(path, graphName, graph);   // core's lookup, within the load limits
}

}  // namespace fusescope::gui
