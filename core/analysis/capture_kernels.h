// A capture's kernels as one list, from Inductor's own result (ir_post_fusion.txt) or FuseScope's replay
// (the Trace), each with the name the user reads: `diff` and `check` take the same kernels this way.
#pragma once

#include <string>
#include <vector>

#include "analysis/group_compare.h"
#include "graph/graph.h"
#include "sched/trace.h"

namespace fusescope::analysis {

enum class KernelSource { Inductor, Replay };
const char* toString(KernelSource source);  // "inductor", "replay"

struct CaptureKernels {
  KernelSource source = KernelSource::Replay;
  std::vector<NodeGroup> groups;     // sorted member ids, in schedule (or printed) order
  std::vector<std::string> names;    // Inductor's kernel name, or the replay's fused name
  std::vector<int> groupOfNode;      // NodeId -> index into groups; -1 for a node in no kernel
};

// True when the capture holds Inductor's kernels (ir_post_fusion.txt with at least one kernel).
bool recordsKernels(const Graph& graph);

CaptureKernels captureKernels(const Graph& graph, const sched::Trace& trace, KernelSource source);

}  // namespace fusescope::analysis
