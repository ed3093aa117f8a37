// The partition of the graph into fusion groups after the first k fusions of a Trace, for any k in
// both directions, without re-running the scheduler. Each fusion replaces two groups by one, so a step
// forward or back rewrites only the members of the groups involved; seeking far jumps from a stored
// checkpoint (one every kCheckpointInterval fusions). A group is a SchedNodeId of the trace.
#pragma once

#include <cstdint>
#include <vector>

#include "graph/graph.h"
#include "sched/trace.h"

namespace fusescope::sched {

class Timeline {
 public:
  static constexpr int kCheckpointInterval = 64;

  // Copies what it needs from the trace (it does not keep references).
  Timeline(const Graph& graph, const Trace& trace);

  int fusionCount() const { return static_cast<int>(fusionGroups_.size()); }
  int decisionCount() const { return static_cast<int>(fusionsThroughDecision_.size()); }
  // Fusions applied once decisions [0, decision] have been made (decision -1 gives 0).
  int fusionsThroughDecision(int decision) const;
  // The decision that performed fusion `fusion` (0-based).
  int decisionOfFusion(int fusion) const;

  // Moves to the partition after the first k fusions, k in [0, fusionCount()]. Throws std::out_of_range.
  void seek(int k);
  void seekDecision(int decision) { seek(fusionsThroughDecision(decision)); }
  int position() const { return position_; }

  // The group holding `node` at the current position; -1 for nodes that are in no group (dead nodes).
  SchedNodeId groupOf(NodeId node) const;
  // Live groups at the current position, ordered by their first member's position in the initial order.
  std::vector<SchedNodeId> groups() const;
  const std::vector<NodeId>& members(SchedNodeId group) const;
  const std::string& kernelName(SchedNodeId group) const;
  // The whole partition as node -> group (index = NodeId), e.g. to compare two positions.
  const std::vector<SchedNodeId>& partition() const { return groupOf_; }

 private:
  struct Step {
    SchedNodeId before1, before2, after;
  };
  void forward();   // apply fusion position_
  void backward();  // undo fusion position_-1
  void assign(SchedNodeId group);

  std::vector<std::vector<NodeId>> members_;     // per SchedNodeId
  std::vector<std::string> names_;               // per SchedNodeId
  std::vector<NodeId> initialOrder_;             // nodes in the initial schedule order, for groups()
  std::vector<Step> fusionGroups_;
  std::vector<int> fusionsThroughDecision_;
  std::vector<int> decisionOfFusion_;
  std::vector<SchedNodeId> initialGroupOf_;
  std::vector<std::vector<SchedNodeId>> checkpoints_;  // groupOf_ after k*kCheckpointInterval fusions
  std::vector<SchedNodeId> groupOf_;
  mutable std::vector<int> seenStamp_;           // per SchedNodeId, for groups()
  mutable int stamp_ = 0;
  int position_ = 0;
};

}  // namespace fusescope::sched
