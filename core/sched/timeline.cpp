#include "sched/timeline.h"

#include <cstdlib>
#include <stdexcept>
#include <string>

namespace fusescope::sched {

Timeline::Timeline(const Graph& graph, const Trace& trace) {
  members_.reserve(trace.nodes.size());
  names_.reserve(trace.nodes.size());
  for (const auto& n : trace.nodes) {
    members_.push_back(n.members);
    names_.push_back(n.name);
  }
  initialGroupOf_.assign(graph.nodes.size(), -1);
  for (SchedNodeId g : trace.initial)
    for (NodeId m : trace.nodes[static_cast<size_t>(g)].members) {
      initialGroupOf_[static_cast<size_t>(m)] = g;
      initialOrder_.push_back(m);
    }
  for (const auto& f : trace.fusions) fusionGroups_.push_back({f.node1, f.node2, f.fused});
  fusionsThroughDecision_.reserve(trace.decisions.size());
  int fused = 0;
  for (const auto& d : trace.decisions) {
    if (d.verdict == Verdict::Fused) ++fused;
    fusionsThroughDecision_.push_back(fused);
  }
  for (const auto& f : trace.fusions) decisionOfFusion_.push_back(f.decision);
  seenStamp_.assign(members_.size(), 0);

  // Replay once, storing a checkpoint every kCheckpointInterval fusions.
  groupOf_ = initialGroupOf_;
  position_ = 0;
  checkpoints_.push_back(groupOf_);
  while (position_ < fusionCount()) {
    forward();
    if (position_ % kCheckpointInterval == 0) checkpoints_.push_back(groupOf_);
  }
  groupOf_ = initialGroupOf_;
  position_ = 0;
}

int Timeline::fusionsThroughDecision(int decision) const {
  if (decision < 0) return 0;
  if (decision >= decisionCount()) return fusionCount();
  return fusionsThroughDecision_[static_cast<size_t>(decision)];
}

int Timeline::decisionOfFusion(int fusion) const {
  if (fusion < 0 || fusion >= fusionCount()) throw std::out_of_range("fusion index " + std::to_string(fusion));
  return decisionOfFusion_[static_cast<size_t>(fusion)];
}

void Timeline::assign(SchedNodeId group) {
  for (NodeId m : members_[static_cast<size_t>(group)]) groupOf_[static_cast<size_t>(m)] = group;
}

void Timeline::forward() {
  assign(fusionGroups_[static_cast<size_t>(position_)].after);
  ++position_;
}

void Timeline::backward() {
  const Step& s = fusionGroups_[static_cast<size_t>(position_ - 1)];
  assign(s.before1);
  assign(s.before2);
  --position_;
}

void Timeline::seek(int k) {
  if (k < 0 || k > fusionCount())
    throw std::out_of_range("timeline step " + std::to_string(k) + " outside [0, " + std::to_string(fusionCount()) + "]");
  if (std::abs(k - position_) > kCheckpointInterval) {
    int c = k / kCheckpointInterval;
    groupOf_ = checkpoints_[static_cast<size_t>(c)];
    position_ = c * kCheckpointInterval;
  }
  while (position_ < k) forward();
  while (position_ > k) backward();
}

SchedNodeId Timeline::groupOf(NodeId node) const {
  if (node < 0 || static_cast<size_t>(node) >= groupOf_.size()) return -1;
  return groupOf_[static_cast<size_t>(node)];
}

std::vector<SchedNodeId> Timeline::groups() const {
  ++stamp_;
  std::vector<SchedNodeId> out;
  for (NodeId n : initialOrder_) {
    SchedNodeId g = groupOf_[static_cast<size_t>(n)];
    if (g < 0 || seenStamp_[static_cast<size_t>(g)] == stamp_) continue;
    seenStamp_[static_cast<size_t>(g)] = stamp_;
    out.push_back(g);
  }
  return out;
}

const std::vector<NodeId>& Timeline::members(SchedNodeId group) const { return members_.at(static_cast<size_t>(group)); }
const std::string& Timeline::kernelName(SchedNodeId group) const { return names_.at(static_cast<size_t>(group)); }

}  // namespace fusescope::sched
