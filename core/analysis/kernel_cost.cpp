#include "analysis/kernel_cost.h"

#include "codegen/kernel_metrics.h"

namespace fusescope::analysis {

KernelCostTable::KernelCostTable(const Graph& graph, const sched::SchedulerConfig& config) : graph_(graph) {
  hints_.fallback = config.unbackedSymintFallback;
  for (const auto& [symbol, value] : config.sizeHints) hints_.values[symbol] = value;
}

const KernelCost& KernelCostTable::cost(const NodeGroup& sortedMembers) {
  auto it = known_.find(sortedMembers);
  if (it != known_.end()) return it->second;
  const codegen::KernelMetrics m = codegen::kernelMetrics(graph_, sortedMembers, codegen::DeviceProfile{}, hints_);
  return known_.emplace(sortedMembers, KernelCost{m.bytesRead + m.bytesWritten, m.estimatedRuntimeUs}).first->second;
}

KernelCost KernelCostTable::total(const std::vector<NodeGroup>& groups) {
  KernelCost sum;
  for (const NodeGroup& g : groups) {
    const KernelCost& c = cost(g);
    sum.bytes += c.bytes;
    sum.runtimeUs += c.runtimeUs;
  }
  return sum;
}

}  // namespace fusescope::analysis
