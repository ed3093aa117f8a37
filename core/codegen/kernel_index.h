// The kernel reports of a schedule (members, Inductor's real kernel linked through output_code.py,
// FuseScope's generated kernel, metadata) indexed by node: one rule for which kernel a node is in, used by
// the window's Kernel dock, Inspector and Search.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "codegen/kernel_report.h"
#include "graph/graph.h"

namespace fusescope::codegen {

struct KernelIndex {
  std::vector<KernelReport> reports;
  std::vector<int> nodeReport;  // node id -> index in reports, -1 when no group holds the node
  const KernelReport* forNode(NodeId node) const {
    if (node < 0 || static_cast<size_t>(node) >= nodeReport.size() || nodeReport[static_cast<size_t>(node)] < 0)
      return nullptr;
    return &reports[static_cast<size_t>(nodeReport[static_cast<size_t>(node)])];
  }
};

// The kernels the GUI shows for a node. One rule for the Kernel dock, the Inspector and Search, so they
// always name the same kernel: the real kernel comes from Inductor's recorded group holding the node
// (ir_post_fusion.txt, linked to output_code.py by core/codegen/kernel_linker), or from the schedule's
// final kernel when the capture records no group for it; FuseScope's source from the schedule's kernel.
struct NodeKernels {
  const KernelReport* real = nullptr;       // whose `real` (if linked) is the node's kernel
  const KernelReport* generated = nullptr;  // the schedule's final kernel holding the node
  // The linked kernel's name (e.g. triton_poi_fused_add_0, extern_kernels.mm); "" when none is linked.
  std::string realName() const { return real && real->real ? real->real->name : std::string(); }
};
NodeKernels kernelsOfNode(const KernelIndex* inductor, const KernelIndex* schedule, NodeId node);

KernelIndex buildKernelIndex(const Graph& graph, const std::vector<KernelGroup>& groups,
                             const OutputCodeIndex* code, const KernelReportOptions& options);

}  // namespace fusescope::codegen
