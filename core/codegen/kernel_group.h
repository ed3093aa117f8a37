// A kernel group: the original graph nodes one kernel implements, from Inductor's own schedule
// (ir_post_fusion.txt) or from a FuseScope Trace, with the backend that generates it.
#pragma once

#include <string>
#include <vector>

#include "graph/graph.h"
#include "sched/trace.h"

namespace fusescope::codegen {

struct KernelGroup {
  std::string name;               // scheduler node name, e.g. "op1_op2_op4_op5"
  std::vector<NodeId> members;    // original nodes, in the schedule's member order
  std::string kind;               // "triton", "cpp", "extern", "nop", "foreach", "cutedsl", "rocm", "cutlass"
};

// The kind a group of these nodes gets, as the seed's backend dispatch decides it.
std::string groupKind(const Graph& graph, const std::vector<NodeId>& members, bool foreach = false);

// Inductor's post-fusion kernels (Graph::inductor.kernels), in schedule order. Members the graph does
// not know are skipped.
std::vector<KernelGroup> groupsFromInductor(const Graph& graph);

// The final kernels of a FuseScope schedule.
std::vector<KernelGroup> groupsFromTrace(const Graph& graph, const sched::Trace& trace);

// The group holding `nodeName`, or nullptr.
const KernelGroup* findGroupOf(const Graph& graph, const std::vector<KernelGroup>& groups, const std::string& nodeName);

}  // namespace fusescope::codegen
