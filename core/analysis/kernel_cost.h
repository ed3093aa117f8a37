// Bytes moved and estimated runtime of a kernel group, from codegen::kernelMetrics (the numbers the
// `kernels` command and the Kernel dock show), remembered per member set: the what-if search and the
// capture diff ask for the same groups again and again.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "analysis/group_compare.h"
#include "graph/expr.h"
#include "graph/graph.h"
#include "sched/scheduler_config.h"

namespace fusescope::analysis {

struct KernelCost {
  int64_t bytes = 0;        // read + written, buffers kept inside the kernel not counted
  double runtimeUs = 0.0;   // the seed's get_estimated_runtime on the default device profile (H100), over
                            // the kernels that have an estimate
  int kernels = 0;          // kernel groups summed
  int unestimated = 0;      // of them, those the runtime model has no estimate for (CPU kernels, ...)
  std::string noEstimateReason;  // the model's reason for the first of those ("not a CUDA kernel")
  KernelCost& operator+=(const KernelCost& other);
};

// The runtime of a set of kernels, never 0 where no kernel has an estimate: "4.29 µs estimated",
// "4.29 µs estimated for 7 of 10 kernels (3 have none)", "no runtime estimate (not a CUDA kernel)".
std::string runtimeText(const KernelCost& cost);
// The runtime change from `removed` kernels to `added` ones: "-1.23 µs", or "no estimate (...)" when a
// kernel either side has none (a sum over the rest would be a guess presented as the change).
std::string runtimeDeltaText(const KernelCost& added, const KernelCost& removed);
// The same change in µs; none when a kernel either side has no estimate.
std::optional<double> runtimeDeltaUs(const KernelCost& added, const KernelCost& removed);

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
