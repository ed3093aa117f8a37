#include "profile/pair_cost.h"

#include <algorithm>
#include <climits>
#include <set>

#include <fmt/format.h>

#include "codegen/kernel_metrics.h"

namespace fusescope::profile {

std::string PairCost::text() const {
  std::string s = fmt::format("{} kernels, {} a step", kernels.size(), codegen::durationText(timeUs));
  if (savingUs)
    s += fmt::format("; one kernel saves ≈ {} ({} a call)", codegen::durationText(*savingUs), codegen::bytesText(bytesSaved));
  else if (!mutationBetween.empty())
    s += fmt::format("; {} is mutated whole across them (atomic or in place), so no saving is estimated", mutationBetween);
  else if (bytesSaved <= 0)
    s += "; one kernel would move no fewer bytes";
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

std::optional<PairCost> measuredPairCost(const GraphMeasurement& m, const Graph& graph, const std::vector<NodeId>& sideA,
                                         const std::vector<NodeId>& sideB) {
  const std::set<int> a = kernelsOf(m, sideA), b = kernelsOf(m, sideB);
  if (a.empty() || b.empty()) return std::nullopt;
  for (int k : a)
    if (b.count(k)) return std::nullopt;
  PairCost c;
  std::set<int> all = a;
  all.insert(b.begin(), b.end());
  c.kernels.assign(all.begin(), all.end());
  const double steps = std::max(1, m.steps);
  int64_t bytes = 0;
  double meanTime = 0;
  int calls = INT32_MAX;
  std::vector<NodeId> nodes;
  for (int k : c.kernels) {
    const MeasuredKernel& mk = m.kernels[static_cast<size_t>(k)];
    c.timeUs += mk.totalUs / steps;
    bytes += mk.bytes;
    meanTime += mk.meanUs;
    calls = std::min(calls, mk.calls);
    nodes.insert(nodes.end(), m.kernelNodes[static_cast<size_t>(k)].begin(), m.kernelNodes[static_cast<size_t>(k)].end());
  }
  std::sort(nodes.begin(), nodes.end());
  nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
  if (nodes.empty() || bytes <= 0) return c;
  // A buffer one kernel writes and another takes whole (a StarDep: an atomic scatter into zeros, an
  // in-place mutation) must still be written in full by one kernel: the byte model of a fused kernel, which
  // would keep it in registers, does not hold, so no saving is claimed.
  std::set<std::string> written;
  for (NodeId n : nodes)
    for (const auto& d : graph.nodes[static_cast<size_t>(n)].writes) written.insert(d.name);
  for (NodeId n : nodes)
    for (const auto* deps : {&graph.nodes[static_cast<size_t>(n)].unmetDeps, &graph.nodes[static_cast<size_t>(n)].metDeps})
      for (const auto& d : *deps)
        if (d.kind == DepKind::Star && written.count(d.name)) {
          c.mutationBetween = d.name;
          return c;
        }
  const codegen::KernelMetrics fused = codegen::kernelMetrics(graph, nodes, m.peak.value_or(codegen::DeviceProfile{}), m.hints);
  c.bytesSaved = bytes - (fused.bytesRead + fused.bytesWritten);
  if (c.bytesSaved > 0 && meanTime > 0) {
    const double bytesPerUs = static_cast<double>(bytes) / meanTime;   // what the kernels achieved together
    c.savingUs = static_cast<double>(c.bytesSaved) / bytesPerUs * (static_cast<double>(calls) / steps);
  }
  return c;
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
