#include "profile/measured_change.h"

#include <algorithm>
#include <cmath>
#include <set>

#include <fmt/format.h>

#include "codegen/kernel_metrics.h"

namespace fusescope::profile {

namespace {

constexpr double kChangedFraction = 0.10;   // a kernel both form counts as changed from 10% ...
constexpr double kChangedUs = 1.0;          // ... and 1 µs a call

double perCall(const GraphMeasurement& m, double totalUs) { return m.calls > 0 ? totalUs / m.calls : 0.0; }

MeasuredRegionSide measureSide(const GraphMeasurement& m, const std::vector<NodeId>& nodes) {
  MeasuredRegionSide side;
  std::set<int> kernels;
  for (NodeId n : nodes) {
    const int k = static_cast<size_t>(n) < m.kernelOfNode.size() ? m.kernelOfNode[static_cast<size_t>(n)] : -1;
    if (k < 0) ++side.unmeasuredNodes;
    else kernels.insert(k);
  }
  const std::set<NodeId> inRegion(nodes.begin(), nodes.end());
  double total = 0.0;
  for (int k : kernels) {   // kernels are largest first in the measurement: ascending index keeps that order
    const MeasuredKernel& kernel = m.kernels[static_cast<size_t>(k)];
    side.kernels.push_back(kernel.name);
    total += kernel.totalUs;
    for (NodeId n : m.kernelNodes[static_cast<size_t>(k)])
      if (!inRegion.count(n)) side.spillsOver = true;
  }
  side.usPerCall = perCall(m, total);
  return side;
}

}  // namespace

MeasuredChange measuredChange(const Graph& graphA, const GraphMeasurement& a, const Graph& graphB, const GraphMeasurement& b,
                              const std::vector<NodeId>& bOfA, const std::vector<NodeId>& aOfB,
                              const std::vector<RegionNodes>& regions) {
  MeasuredChange out;
  out.traceA = a.traceFile;
  out.traceB = b.traceFile;
  out.callsA = a.calls;
  out.callsB = b.calls;
  out.graphAUs = perCall(a, a.graphGpuUs);
  out.graphBUs = perCall(b, b.graphGpuUs);
  if (a.calls == 0) out.notes.push_back("A's trace does not call " + graphA.name + ": A has no measured time");
  if (b.calls == 0) out.notes.push_back("B's trace does not call " + graphB.name + ": B has no measured time");
  for (const RegionNodes& r : regions) out.regions.push_back({measureSide(a, r.a), measureSide(b, r.b)});

  // A kernel both form: B's kernel whose nodes all match nodes of one A kernel, which holds no other node.
  for (size_t kb = 0; kb < b.kernels.size(); ++kb) {
    const std::vector<NodeId>& nodesB = b.kernelNodes[kb];
    if (nodesB.empty()) continue;
    int ka = -1;
    bool same = true;
    for (NodeId n : nodesB) {
      const NodeId m = static_cast<size_t>(n) < aOfB.size() ? aOfB[static_cast<size_t>(n)] : kNone;
      const int k = m != kNone && static_cast<size_t>(m) < a.kernelOfNode.size() ? a.kernelOfNode[static_cast<size_t>(m)] : -1;
      if (k < 0 || (ka >= 0 && k != ka)) {
        same = false;
        break;
      }
      ka = k;
    }
    if (!same || a.kernelNodes[static_cast<size_t>(ka)].size() != nodesB.size()) continue;
    const std::set<NodeId> setB(nodesB.begin(), nodesB.end());
    const auto& nodesA = a.kernelNodes[static_cast<size_t>(ka)];
    if (!std::all_of(nodesA.begin(), nodesA.end(), [&](NodeId n) {
          return static_cast<size_t>(n) < bOfA.size() && setB.count(bOfA[static_cast<size_t>(n)]);
        }))
      continue;
    const double aUs = perCall(a, a.kernels[static_cast<size_t>(ka)].totalUs), bUs = perCall(b, b.kernels[kb].totalUs);
    const double change = std::abs(bUs - aUs);
    if (change >= kChangedUs && change >= kChangedFraction * std::max(aUs, bUs)) {
      KernelTimeChange c{a.kernels[static_cast<size_t>(ka)].name, b.kernels[kb].name, {}, aUs, bUs};
      for (NodeId n : nodesA) c.nodesA.push_back(graphA.nodes[static_cast<size_t>(n)].name);
      out.changed.push_back(std::move(c));
    } else {
      out.unchangedUs += aUs;
    }
  }
  std::stable_sort(out.changed.begin(), out.changed.end(), [](const KernelTimeChange& x, const KernelTimeChange& y) {
    return std::abs(x.bUs - x.aUs) > std::abs(y.bUs - y.aUs);
  });
  return out;
}

std::string changeText(double aUs, double bUs, const std::string& bLabel) {
  const double delta = bUs - aUs;
  if (std::abs(delta) < 0.05) return "the same";
  const std::string percent = aUs > 0 ? fmt::format(" ({:+.0f}%)", 100.0 * delta / aUs) : "";
  return fmt::format("{} {} {}{}", bLabel, codegen::durationText(std::abs(delta)), delta > 0 ? "slower" : "faster", percent);
}

std::string sideText(const MeasuredRegionSide& side) {
  std::string text = fmt::format("{} in {} kernel{}", codegen::durationText(side.usPerCall), side.kernels.size(),
                                 side.kernels.size() == 1 ? "" : "s");
  if (side.spillsOver) text += " (which also run nodes outside the region)";
  return text;
}

}  // namespace fusescope::profile
