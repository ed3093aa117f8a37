// Bytes moved and estimated runtime of a kernel group, from codegen::kernelMetrics (the numbers the
// `kernels` command and the Kernel dock show), remembered per member set: the what-if search and the
// capture diff ask for the same groups again and again.
#pragma once

#include <cstdint>
#include <map>
#include <vector>

#include "analysis/group_compare.h"
#include "graph/expr.h"
#include "graph/graph.h"
#include "sched/scheduler_config.h"

namespace fusescope::analysis {

struct KernelCost {
  int64_t bytes = 0;        // read + written, buffers kept inside the kernel not counted
  double runtimeUs = 0.0;   // the seed's get_estimated_runtime on the default device profile (H100)
};

class KernelCostTable {
 public:
  // Symbolic sizes use the config's size hints, as the `kernels` command evaluates them.
  KernelCostTable(const Graph& graph, const sched::SchedulerConfig& config);
  const KernelCost& cost(const NodeGroup& sortedMembers);
  KernelCost total(const std::vector<NodeGroup>& groups);

 private:
  const Graph& graph_;
  SymbolValues hints_;
  std::map<NodeGroup, KernelCost> known_;
};

}  // namespace fusescope::analysis
