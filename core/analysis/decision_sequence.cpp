#include "analysis/decision_sequence.h"

#include <algorithm>

namespace fusescope::analysis {

std::vector<SequencedDecision> traceDecisions(const sched::Trace& trace) {
  std::vector<SequencedDecision> out;
  for (size_t i = 0; i < trace.decisions.size(); ++i) {
    const sched::Decision& d = trace.decisions[i];
    if (d.verdict == sched::Verdict::Candidate || d.node1 < 0 || d.node2 < 0) continue;
    SequencedDecision s;
    s.members1 = trace.node(d.node1).members;
    s.members2 = trace.node(d.node2).members;
    std::sort(s.members1.begin(), s.members1.end());
    std::sort(s.members2.begin(), s.members2.end());
    s.node1 = trace.name(d.node1);
    s.node2 = trace.name(d.node2);
    s.fused = d.verdict == sched::Verdict::Fused;
    s.reason = d.reason;
    s.where = static_cast<int>(i) + 1;
    out.push_back(std::move(s));
  }
  return out;
}

NodeGroup membersOfFusedName(const Graph& graph, const std::string& name) {
  if (const Node* n = graph.findNode(name)) return {n->id};
  // Node names may hold '_' themselves: take the shortest prefix that names a node, then go on.
  NodeGroup out;
  std::string part;
  size_t start = 0;
  while (start <= name.size()) {
    const size_t end = std::min(name.find('_', start), name.size());
    part += (part.empty() ? "" : "_") + name.substr(start, end - start);
    if (const Node* n = graph.findNode(part)) {
      out.push_back(n->id);
      part.clear();
    }
    start = end + 1;
  }
  if (!part.empty()) return {};
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<SequencedDecision> loggedDecisions(const Graph& graph) {
  std::vector<SequencedDecision> out;
  for (const RecordedDecision& d : graph.inductor.decisions) {
    SequencedDecision s;
    s.members1 = membersOfFusedName(graph, d.node1);
    s.members2 = membersOfFusedName(graph, d.node2);
    if (s.members1.empty() || s.members2.empty()) continue;
    s.node1 = d.node1;
    s.node2 = d.node2;
    s.fused = d.fused;
    s.reason = d.reason;
    s.where = d.line;
    out.push_back(std::move(s));
  }
  return out;
}

}  // namespace fusescope::analysis
