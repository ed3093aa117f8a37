#include "analysis/node_history.h"

#include <algorithm>

namespace fusescope::analysis {

std::vector<NodeHistoryEntry> nodeHistory(const sched::Trace& trace, NodeId node) {
  std::vector<NodeHistoryEntry> out;
  auto holds = [&](sched::SchedNodeId id) {
    if (id < 0 || static_cast<size_t>(id) >= trace.nodes.size()) return false;
    const auto& m = trace.node(id).members;
    return std::find(m.begin(), m.end(), node) != m.end();
  };
  for (size_t i = 0; i < trace.decisions.size(); ++i) {
    const sched::Decision& d = trace.decisions[i];
    const bool first = holds(d.node1), second = holds(d.node2);
    if (first == second) continue;   // neither side, or a pair inside one group (never happens)
    NodeHistoryEntry e;
    e.decision = static_cast<int>(i);
    e.round = d.round;
    e.phase = sched::toString(d.phase);
    e.group = trace.name(first ? d.node1 : d.node2);
    e.partner = trace.name(first ? d.node2 : d.node1);
    e.verdict = sched::toString(d.verdict);
    e.reason = d.reason;
    e.memoryScore = d.score.memory;
    e.bytesSaved = d.verdict == sched::Verdict::Fused ? d.score.memory : 0;
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace fusescope::analysis
