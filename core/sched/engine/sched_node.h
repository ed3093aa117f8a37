// What every Inductor version's scheduler node has (SchedulerNode, ExternKernelSchedulerNode,
// NopKernelSchedulerNode, FusedSchedulerNode, ForeachKernelSchedulerNode, FusedMixOrderReductions): its
// members, its reachability bitsets and its dependencies. A policy's node type derives from it and adds
// what only its version asks for; the engine's shared steps (topological sort, cycle check, recording the
// node in the Trace) read only these fields.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "graph/graph.h"
#include "sched/engine/node_bitset.h"
#include "sched/trace.h"

namespace fusescope::sched::engine {

struct SchedNode {
  SchedNodeType type = SchedNodeType::Scheduler;
  std::string name;                // get_name(): members' names joined by '_'
  std::vector<NodeId> members;     // get_nodes(): original nodes, fused-name order
  std::vector<int> parts;          // snodes: originals for Fused, subkernel nodes for Foreach
  NodeBitset memberBits;           // get_operation_names() / get_names()
  NodeBitset ancestors;            // ancestors (2.11) / recursive_predecessors (seed)
  // Dependency ids in the policy's dependency store; each policy keeps its own order (the seed sorted
  // ids, 2.11 Python's OrderedSet insertion order), which its rules rely on.
  std::vector<int> reads, writes, unmet;
  int minOrder = 0, maxOrder = 0;  // positions in the initial topological order (score proximity)
  NodeId groupNode = kNone;        // original node whose group this node carries; kNone for foreach
  int device = -1;                 // index into the policy's device names
  bool isReduction = false, isTemplate = false;
  std::vector<std::pair<int, int>> readToNode;  // foreach: read name id -> subkernel

  bool isForeach() const { return type == SchedNodeType::Foreach; }
  bool isMix() const { return type == SchedNodeType::FusedMixOrder; }
  // A node formed from others (FusedSchedulerNode, ForeachKernelSchedulerNode, FusedMixOrderReductions).
  bool isGroup() const {
    return type == SchedNodeType::Fused || type == SchedNodeType::Foreach || type == SchedNodeType::FusedMixOrder;
  }
  bool isExternOrNop() const { return type == SchedNodeType::Extern || type == SchedNodeType::Nop; }
};

// The kind of fusion a pair would be, as FuseScope reports it: foreach when either is a foreach node,
// vertical (epilogue for a template producer) when node2 depends on node1, horizontal otherwise.
inline FusionKind fusionKind(const SchedNode& node1, const SchedNode& node2) {
  if (node1.isForeach() || node2.isForeach()) return FusionKind::Foreach;
  if (node1.memberBits.intersects(node2.ancestors))
    return node1.isTemplate ? FusionKind::Epilogue : FusionKind::Vertical;
  return FusionKind::Horizontal;
}

}  // namespace fusescope::sched::engine
