#include "analysis/group_compare.h"

#include <algorithm>

namespace fusescope::analysis {

std::vector<NodeGroup> finalGroups(const sched::Trace& trace) {
  std::vector<NodeGroup> out;
  out.reserve(trace.kernels.size());
  for (const sched::Kernel& k : trace.kernels) {
    NodeGroup m = trace.node(k.node).members;
    std::sort(m.begin(), m.end());
    out.push_back(std::move(m));
  }
  return out;
}

std::vector<NodeGroup> inductorGroups(const Graph& graph) {
  std::vector<NodeGroup> out;
  for (const RecordedKernel& k : graph.inductor.kernels) {
    NodeGroup m;
    const auto names = k.members.empty() ? std::vector<std::string>{k.name} : k.members;
    for (const auto& name : names)
      if (const Node* n = graph.findNode(name)) m.push_back(n->id);
    std::sort(m.begin(), m.end());
    if (!m.empty()) out.push_back(std::move(m));
  }
  return out;
}

namespace {

bool contains(const NodeGroup& sorted, NodeId n) { return std::binary_search(sorted.begin(), sorted.end(), n); }

}  // namespace

GroupComparison compareGroups(const Graph& graph, const sched::Trace& trace, const std::vector<NodeGroup>& reference) {
  GroupComparison out;
  out.reference = static_cast<int>(reference.size());
  out.referenceSet.insert(reference.begin(), reference.end());
  std::vector<int> refOf(graph.nodes.size(), -1);
  for (size_t i = 0; i < reference.size(); ++i)
    for (NodeId n : reference[i])
      if (n >= 0 && static_cast<size_t>(n) < refOf.size()) refOf[static_cast<size_t>(n)] = static_cast<int>(i);
  auto refIndex = [&](NodeId n) { return n >= 0 && static_cast<size_t>(n) < refOf.size() ? refOf[static_cast<size_t>(n)] : -1; };

  // Fusions that joined nodes the reference keeps apart, in fusion order: the first one touching a node wins.
  std::vector<int> overFusedAt(graph.nodes.size(), -1);
  for (const sched::Fusion& f : trace.fusions) {
    const auto& members = trace.node(f.fused).members;
    if (members.empty()) continue;
    const int r = refIndex(members.front());
    const bool oneReferenceGroup =
        r >= 0 && std::all_of(members.begin(), members.end(), [&](NodeId m) { return refIndex(m) == r; });
    if (oneReferenceGroup) continue;
    for (NodeId m : members)
      if (m >= 0 && static_cast<size_t>(m) < overFusedAt.size() && overFusedAt[static_cast<size_t>(m)] < 0)
        overFusedAt[static_cast<size_t>(m)] = f.decision;
  }

  const auto ours = finalGroups(trace);
  out.ours = static_cast<int>(ours.size());
  for (size_t k = 0; k < ours.size(); ++k) {
    const NodeGroup& g = ours[k];
    if (g.empty()) continue;
    if (!out.differs(g)) {
      ++out.matching;
      continue;
    }
    GroupDifference diff;
    diff.kernel = static_cast<int>(k);
    diff.members = g;
    std::set<int> refs;
    for (NodeId n : g) refs.insert(refIndex(n));
    for (int r : refs) diff.reference.push_back(r < 0 ? NodeGroup{} : reference[static_cast<size_t>(r)]);
    for (NodeId n : g) {
      const int at = overFusedAt[static_cast<size_t>(n)];
      if (at >= 0 && (diff.partingDecision < 0 || at < diff.partingDecision)) diff.partingDecision = at;
    }
    if (diff.partingDecision < 0) {
      // The reference fused more: FuseScope's first refusal between this group and the rest of its reference group.
      NodeGroup rest;
      for (const NodeGroup& r : diff.reference)
        for (NodeId n : r)
          if (!contains(g, n)) rest.push_back(n);
      std::sort(rest.begin(), rest.end());
      auto touches = [&](sched::SchedNodeId id, const NodeGroup& set) {
        if (id < 0) return false;
        for (NodeId m : trace.node(id).members)
          if (contains(set, m)) return true;
        return false;
      };
      for (size_t i = 0; i < trace.decisions.size() && !rest.empty(); ++i) {
        const sched::Decision& d = trace.decisions[i];
        if (d.verdict != sched::Verdict::Rejected) continue;
        if ((touches(d.node1, g) && touches(d.node2, rest)) || (touches(d.node2, g) && touches(d.node1, rest))) {
          diff.partingDecision = static_cast<int>(i);
          break;
        }
      }
    }
    out.differences.push_back(std::move(diff));
  }
  return out;
}

}  // namespace fusescope::analysis
