#include "profile/step_breakdown.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "codegen/kernel_metrics.h"

namespace fusescope::profile {
namespace {

enum Part { Compiled, Collective, Other, PartCount };

struct Edge {
  double t;
  int delta;       // +1 start, -1 end
  int part;        // Part
  bool compute;    // a computation kernel
  int kind;        // CollectiveKind of a collective, else -1
};

}  // namespace

const char* toString(CollectiveKind kind) {
  switch (kind) {
    case CollectiveKind::AllGather: return "all-gather";
    case CollectiveKind::ReduceScatter: return "reduce-scatter";
    case CollectiveKind::AllReduce: return "all-reduce";
    case CollectiveKind::Other: break;
  }
  return "other";
}

bool isCollectiveKernel(const std::string& name) { return name.rfind("nccl", 0) == 0 && name.find("Kernel", 4) != std::string::npos; }

CollectiveKind collectiveKindOf(const std::string& name) {
  if (name.find("AllGather") != std::string::npos) return CollectiveKind::AllGather;
  if (name.find("ReduceScatter") != std::string::npos) return CollectiveKind::ReduceScatter;
  if (name.find("AllReduce") != std::string::npos) return CollectiveKind::AllReduce;
  return CollectiveKind::Other;
}

bool isComputationKernel(const GpuEvent& event, const std::string& name) {
  // HTA's rule: not a collective, and no Memcpy, Memset or Sync in the name.
  if (event.kind != GpuActivity::Kernel || isCollectiveKernel(name)) return false;
  return name.find("Memcpy") == std::string::npos && name.find("Memset") == std::string::npos && name.find("Sync") == std::string::npos;
}

StepBreakdown stepBreakdown(const KinetoTrace& trace, const TraceCalls& calls, const ProfileAttribution& attribution) {
  StepBreakdown b;
  b.steps = attribution.steps;
  b.stepsAssumed = attribution.stepsAssumed;
  if (trace.gpu.empty()) return b;
  std::vector<char> inGraph(trace.gpu.size(), 0);
  for (const GraphCall& call : calls.calls)
    for (const LaunchOp& op : call.ops)
      for (int g : op.gpu) inGraph[static_cast<size_t>(g)] = 1;

  std::vector<Edge> edges;
  edges.reserve(trace.gpu.size() * 2);
  double first = trace.gpu.front().ts, last = first;
  for (size_t i = 0; i < trace.gpu.size(); ++i) {
    const GpuEvent& e = trace.gpu[i];
    const std::string& name = trace.name(e.name);
    const bool collective = isCollectiveKernel(name);
    const int part = inGraph[i] ? Compiled : collective ? Collective : Other;
    const int kind = collective ? static_cast<int>(collectiveKindOf(name)) : -1;
    if (kind >= 0) {
      b.collectiveByKindBytes[static_cast<size_t>(kind)] += e.bytes;
      ++b.collectiveByKindCalls[static_cast<size_t>(kind)];
    }
    const bool compute = isComputationKernel(e, name);
    edges.push_back({e.ts, +1, part, compute, kind});
    edges.push_back({e.ts + e.dur, -1, part, compute, kind});
    first = std::min(first, e.ts);
    last = std::max(last, e.ts + e.dur);
    // Copies and memsets are counted on their own too (the eager data movement of a step).
    if (e.kind != GpuActivity::Kernel) edges.push_back({e.ts, +1, -1, false, -2}), edges.push_back({e.ts + e.dur, -1, -1, false, -2});
  }
  std::sort(edges.begin(), edges.end(), [](const Edge& a, const Edge& c) { return a.t < c.t; });
  std::array<int, PartCount> active{};
  std::array<int, 4> kinds{};
  int compute = 0, collectives = 0, copies = 0;
  double at = first;
  for (const Edge& e : edges) {
    const double dt = e.t - at;
    if (dt > 0) {
      if (active[Compiled] > 0) b.compiledGraphsUs += dt;
      else if (active[Collective] > 0) b.collectivesExposedUs += dt;
      else if (active[Other] > 0) b.otherKernelsUs += dt;
      else b.idleUs += dt;
      if (collectives > 0) b.collectivesUs += dt;
      if (compute > 0) b.computeUs += dt;
      if (collectives > 0 && compute > 0) b.overlapUs += dt;
      if (copies > 0) b.copiesUs += dt;
      for (size_t k = 0; k < kinds.size(); ++k)
        if (kinds[k] > 0) b.collectiveByKindUs[k] += dt;
      at = e.t;
    }
    if (e.kind == -2) {
      copies += e.delta;
      continue;
    }
    active[static_cast<size_t>(e.part)] += e.delta;
    if (e.compute) compute += e.delta;
    if (e.kind >= 0) {
      collectives += e.delta;
      kinds[static_cast<size_t>(e.kind)] += e.delta;
    }
  }
  b.spanUs = last - first;

  for (const GraphTime& g : attribution.graphs) b.graphs.push_back({g.graph, 0, 0.0, g.gpuUs});
  for (size_t i = 0; i < calls.calls.size() && i < attribution.callGraph.size(); ++i) {
    const int graph = attribution.callGraph[i];
    for (GraphCpuTime& g : b.graphs)
      if (g.graph == graph) {
        ++g.calls;
        g.cpuUs += trace.cpu[static_cast<size_t>(calls.calls[i].cpu)].dur;
      }
  }
  return b;
}

std::string StepBreakdown::text() const {
  const double n = std::max(1, steps);
  auto part = [&](const char* what, double us) {
    if (us <= 0) return fmt::format("{} none", what);
    return fmt::format("{} {} ({:.1f}%)", what, codegen::durationText(us / n), spanUs > 0 ? 100.0 * us / spanUs : 0.0);
  };
  std::string s = fmt::format("{} {} on the GPU: {}, {}, {}, {}", perStepText(stepsAssumed), codegen::durationText(spanUs / n),
                              part("compiled graphs", compiledGraphsUs), part("collectives not hidden", collectivesExposedUs),
                              part("other kernels and copies", otherKernelsUs), part("idle", idleUs));
  if (collectivesUs > 0) {
    s += fmt::format("; collectives run {} a step, {:.0f}% of it under computation", codegen::durationText(collectivesUs / n),
                     100.0 * overlapUs / collectivesUs);
    // Each kind a step: its time, and the bytes its calls moved where the trace records their sizes.
    std::vector<std::string> kinds;
    for (size_t k = 0; k < collectiveByKindUs.size(); ++k) {
      if (collectiveByKindUs[k] <= 0) continue;
      std::string kind = fmt::format("{} {}", toString(static_cast<CollectiveKind>(k)), codegen::durationText(collectiveByKindUs[k] / n));
      if (collectiveByKindBytes[k] > 0) kind += fmt::format(" · {:.1f} MB", static_cast<double>(collectiveByKindBytes[k]) / n / 1e6);
      kinds.push_back(std::move(kind));
    }
    if (!kinds.empty()) s += fmt::format(" ({})", fmt::join(kinds, ", "));
  }
  else
    s += "; no NCCL collective on this GPU";
  return s;
}

}  // namespace fusescope::profile
