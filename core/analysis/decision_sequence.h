// A schedule's fusion decisions in the order they were made, each on two sets of original nodes: from a
// FuseScope Trace (fusions and refusals; accepted candidates left out) or from Inductor's own fusion.log
// (`fusing X with Y`, `cannot fuse X with Y: reason`). Two schedules of the same graph can then be walked
// side by side to find where they part.
#pragma once

#include <string>
#include <vector>

#include "analysis/group_compare.h"
#include "graph/graph.h"
#include "sched/trace.h"

namespace fusescope::analysis {

struct SequencedDecision {
  NodeGroup members1, members2;  // sorted
  std::string node1, node2;      // as the schedule names them ("op4_op5")
  bool fused = false;
  std::string reason;            // "" for fusions
  int where = 0;                 // trace decision number (1-based) or fusion.log line
};

std::vector<SequencedDecision> traceDecisions(const sched::Trace& trace);
// Lines naming a node the graph does not have are left out.
std::vector<SequencedDecision> loggedDecisions(const Graph& graph);

// The original nodes of a fused name as fusion.log writes it ("op4_op5" -> op4, op5); empty when some part
// names no node of the graph.
NodeGroup membersOfFusedName(const Graph& graph, const std::string& name);

}  // namespace fusescope::analysis
