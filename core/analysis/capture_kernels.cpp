#include "analysis/capture_kernels.h"

#include <map>

namespace fusescope::analysis {

const char* toString(KernelSource source) { return source == KernelSource::Inductor ? "inductor" : "replay"; }

bool recordsKernels(const Graph& graph) { return graph.inductor.hasPostFusion && !graph.inductor.kernels.empty(); }

CaptureKernels captureKernels(const Graph& graph, const sched::Trace& trace, KernelSource source) {
  CaptureKernels k;
  k.source = source;
  if (source == KernelSource::Replay) {
    k.groups = finalGroups(trace);
    for (const sched::Kernel& kernel : trace.kernels) k.names.push_back(trace.name(kernel.node));
  } else {
    k.groups = inductorGroups(graph);
    std::map<std::string, std::string> kernelOfNode;  // node name -> Inductor's kernel name
    for (const RecordedKernel& rk : graph.inductor.kernels) {
      if (rk.members.empty()) kernelOfNode.emplace(rk.name, rk.name);
      for (const auto& m : rk.members) kernelOfNode.emplace(m, rk.name);
    }
    for (const NodeGroup& g : k.groups) k.names.push_back(kernelOfNode[graph.nodes[static_cast<size_t>(g.front())].name]);
  }
  k.groupOfNode.assign(graph.nodes.size(), -1);
  for (size_t i = 0; i < k.groups.size(); ++i)
    for (NodeId m : k.groups[i]) k.groupOfNode[static_cast<size_t>(m)] = static_cast<int>(i);
  return k;
}

}  // namespace fusescope::analysis
