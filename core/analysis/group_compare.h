// Fusion groups (kernels as sets of original nodes) compared with a reference partition: Inductor's own
// result (ir_post_fusion.txt), another policy's or the previous settings' final kernels. The window's
// Compare panel, the trust line and the CLI read this one implementation.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "sched/trace.h"

namespace fusescope::analysis {

using NodeGroup = std::vector<NodeId>;  // sorted member ids

// The trace's final kernels in schedule order, members sorted.
std::vector<NodeGroup> finalGroups(const sched::Trace& trace);
// Inductor's recorded kernels in printed order, members sorted; a kernel printed without a member list is
// its own single member (as compareWithInductor counts it); names the graph does not have are dropped.
std::vector<NodeGroup> inductorGroups(const Graph& graph);

struct GroupDifference {
  int kernel = -1;                      // index into Trace::kernels
  NodeGroup members;                    // FuseScope's group
  std::vector<NodeGroup> reference;     // the reference groups its members belong to (empty group: absent)
  // The decision where the two schedules part for this group: FuseScope's fusion that joined nodes the
  // reference keeps apart, else FuseScope's first refusal of a pair the reference fused; -1 when unknown.
  int partingDecision = -1;
};

struct GroupComparison {
  int ours = 0, reference = 0, matching = 0;
  std::vector<GroupDifference> differences;  // in FuseScope's schedule order
  std::set<NodeGroup> referenceSet;          // for "does this group differ" at any step
  bool differs(const NodeGroup& sortedMembers) const { return !referenceSet.count(sortedMembers); }
};

GroupComparison compareGroups(const Graph& graph, const sched::Trace& trace, const std::vector<NodeGroup>& reference);

}  // namespace fusescope::analysis
