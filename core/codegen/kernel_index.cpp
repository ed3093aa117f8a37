#include "codegen/kernel_index.h"

namespace fusescope::codegen {

KernelIndex buildKernelIndex(const Graph& graph, const std::vector<KernelGroup>& groups,
                             const OutputCodeIndex* code, const KernelReportOptions& options) {
  KernelIndex index;
  index.reports = buildKernelReports(graph, groups, code, options);
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


}  // namespace fusescope::codegen
