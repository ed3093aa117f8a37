#include "profile/pair_cost.h"

#include <algorithm>
#include <climits>
#include <set>

#include <fmt/format.h>

#include "codegen/kernel_metrics.h"

namespace fusescope::profile {

std::string PairCost::text() const {
  std::string s = fmt::format("{} kernels, {} {}", kernels.size(), codegen::durationText(timeUs), perStepText(stepsAssumed));
  const std::string formed = formedKernels == 1 ? "one kernel saves" : fmt::format("{} kernels save", formedKernels);
  if (savingUs)
    s += fmt::format("; {} ≈ {} ({} a call)", formed, codegen::durationText(*savingUs), codegen::bytesText(bytesSaved));
  else if (!mutationBetween.empty())
    s += fmt::format("; {} is mutated whole across them (atomic or in place), so no saving is estimated", mutationBetween);
  else if (bytesSaved <= 0)
    s += formedKernels == 1 ? "; one kernel would move no fewer bytes" : "; the new kernels would move no fewer bytes";
  return s;
}

namespace {

std::set<int> kernelsOf(const GraphMeasurement& m, const std::vector<NodeId>& side) {
  std::set<int> out;
  for (NodeId n : side)
    if (n >= 0 && static_cast<size_t>(n) < m.kernelOfNode.size() && m.kernelOfNode[static_cast<size_t>(n)] >= 0)
      out.insert(m.kernelOfNode[static_cast<size_t>(n)]);
  return out;
}

}  // namespace

namespace {

// The cost of `kernels` (measured) against one kernel per group of `formed` (node ids): the common part of
// a refusal's cost (one group: all their nodes) and a what-if proposal's (the groups it forms).
PairCost regroupCost(const GraphMeasurement& m, const Graph& graph, const std::set<int>& kernels,
                     const std::vector<std::vector<NodeId>>& formed) {
  PairCost c;
  c.stepsAssumed = m.stepsAssumed;
  c.kernels.assign(kernels.begin(), kernels.end());
  c.formedKernels = static_cast<int>(formed.size());
  const double steps = std::max(1, m.steps);
  int64_t bytes = 0;
  double meanTime = 0;
  int calls = INT32_MAX;
  for (int k : c.kernels) {
    const MeasuredKernel& mk = m.kernels[static_cast<size_t>(k)];
    c.timeUs += mk.totalUs / steps;
    bytes += mk.bytes;
    meanTime += mk.meanUs;
    calls = std::min(calls, mk.calls);
  }
  if (bytes <= 0) return c;
  int64_t formedBytes = 0;
  for (const auto& group : formed) {
    if (group.empty()) continue;
    // A buffer one member writes and another takes whole (a StarDep: an atomic scatter into zeros, an
    // in-place mutation) must still be written in full: the byte model of one kernel, which would keep it
    // in registers, does not hold, so no saving is claimed.
    std::set<std::string> written;
    for (NodeId n : group)
      for (const auto& d : graph.nodes[static_cast<size_t>(n)].writes) written.insert(d.name);
    for (NodeId n : group)
      for (const auto* deps : {&graph.nodes[static_cast<size_t>(n)].unmetDeps, &graph.nodes[static_cast<size_t>(n)].metDeps})
        for (const auto& d : *deps)
          if (d.kind == DepKind::Star && written.count(d.name)) {
            c.mutationBetween = d.name;
            return c;
          }
    const codegen::KernelMetrics km = codegen::kernelMetrics(graph, group, m.peak.value_or(codegen::DeviceProfile{}), m.hints);
    formedBytes += km.bytesRead + km.bytesWritten;
  }
  c.bytesSaved = bytes - formedBytes;
  if (c.bytesSaved > 0 && meanTime > 0) {
    const double bytesPerUs = static_cast<double>(bytes) / meanTime;   // what the kernels achieved together
    c.savingUs = static_cast<double>(c.bytesSaved) / bytesPerUs * (static_cast<double>(calls) / steps);
  }
  return c;
}

std::vector<NodeId> nodesOf(const GraphMeasurement& m, const std::set<int>& kernels) {
  std::vector<NodeId> nodes;
  for (int k : kernels) nodes.insert(nodes.end(), m.kernelNodes[static_cast<size_t>(k)].begin(), m.kernelNodes[static_cast<size_t>(k)].end());
  std::sort(nodes.begin(), nodes.end());
  nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
  return nodes;
}

}  // namespace

std::optional<PairCost> measuredPairCost(const GraphMeasurement& m, const Graph& graph, const std::vector<NodeId>& sideA,
                                         const std::vector<NodeId>& sideB) {
  const std::set<int> a = kernelsOf(m, sideA), b = kernelsOf(m, sideB);
  if (a.empty() || b.empty()) return std::nullopt;
  for (int k : a)
    if (b.count(k)) return std::nullopt;
  std::set<int> all = a;
  all.insert(b.begin(), b.end());
  return regroupCost(m, graph, all, {nodesOf(m, all)});
}

std::optional<PairCost> measuredRegroupCost(const GraphMeasurement& m, const Graph& graph,
                                            const std::vector<std::vector<std::string>>& replaced,
                                            const std::vector<std::vector<std::string>>& formed) {
  std::vector<NodeId> gone;
  for (const auto& group : replaced)
    for (const auto& name : group) {
      const Node* n = graph.findNode(name);
      if (!n) return std::nullopt;
      gone.push_back(n->id);
    }
  std::sort(gone.begin(), gone.end());
  gone.erase(std::unique(gone.begin(), gone.end()), gone.end());
  const std::set<int> kernels = kernelsOf(m, gone);
  // Every replaced node measured, and the measured kernels exactly those nodes: else the replay's kernels
  // here are not the ones the trace timed.
  if (kernels.empty() || nodesOf(m, kernels) != gone) return std::nullopt;
  for (NodeId n : gone)
    if (m.kernelOfNode[static_cast<size_t>(n)] < 0) return std::nullopt;
  std::vector<std::vector<NodeId>> groups;
  for (const auto& group : formed) {
    groups.emplace_back();
    for (const auto& name : group)
      if (const Node* n = graph.findNode(name)) groups.back().push_back(n->id);
    std::sort(groups.back().begin(), groups.back().end());
  }
  return regroupCost(m, graph, kernels, groups);
}

std::vector<CostlyRefusal> costlyRefusals(const GraphMeasurement& m, const Graph& graph, const sched::Trace& trace) {
  std::vector<CostlyRefusal> out;
  std::set<std::vector<int>> seen;
  for (size_t i = 0; i < trace.decisions.size(); ++i) {
    const auto& d = trace.decisions[i];
    if (d.verdict != sched::Verdict::Rejected || d.node1 < 0 || d.node2 < 0 || static_cast<size_t>(d.node1) >= trace.nodes.size() ||
        static_cast<size_t>(d.node2) >= trace.nodes.size())
      continue;
    auto cost = measuredPairCost(m, graph, trace.node(d.node1).members, trace.node(d.node2).members);
    if (!cost || !seen.insert(cost->kernels).second) continue;
    out.push_back({static_cast<int>(i), trace.name(d.node1), trace.name(d.node2), d.reason, std::move(*cost)});
  }
  std::stable_sort(out.begin(), out.end(), [](const CostlyRefusal& a, const CostlyRefusal& b) {
    const double sa = a.cost.savingUs.value_or(-1.0), sb = b.cost.savingUs.value_or(-1.0);
    if (sa != sb) return sa > sb;
    return a.cost.timeUs > b.cost.timeUs;
  });
  return out;
}

}  // namespace fusescope::profile
