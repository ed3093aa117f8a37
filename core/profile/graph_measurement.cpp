#include "profile/graph_measurement.h"

#include <algorithm>

#include <fmt/format.h>

#include "codegen/kernel_metrics.h"
#include "import/load.h"
#include "sched/symbol_values.h"
#include "util/import_error.h"

namespace fusescope::profile {
namespace fs = std::filesystem;

namespace {

// The run's entry for the open graph: the one loadGraph(path, graphName, options) opens.
int findEntry(const RunProfile& p, const fs::path& path, const std::string& graphName, const LoadOptions& options) {
  try {
    return p.indexOf(resolveGraph(path, graphName, options).entry.folder);
  } catch (const ImportError&) {
    return p.indexOf(path);
  }
}

}  // namespace

const MeasuredKernel* GraphMeasurement::kernelOf(NodeId node) const {
  if (node < 0 || static_cast<size_t>(node) >= kernelOfNode.size()) return nullptr;
  const int k = kernelOfNode[static_cast<size_t>(node)];
  return k < 0 ? nullptr : &kernels[static_cast<size_t>(k)];
}

std::optional<double> GraphMeasurement::heat(NodeId node) const {
  const MeasuredKernel* k = kernelOf(node);
  if (!k || kernels.empty() || kernels.front().totalUs <= 0) return std::nullopt;
  return k->totalUs / kernels.front().totalUs;
}

std::string GraphMeasurement::summary() const {
  if (calls == 0) return "not called in the trace";
  return fmt::format("{} GPU time in {} call(s) of this graph ({} {} over {} step(s)); {:.1f}% of the trace's in-graph "
                     "time attributed to a kernel{}",
                     codegen::durationText(graphGpuUs), calls, codegen::durationText(graphGpuUs / std::max(1, steps)),
                     perStepText(stepsAssumed), steps,
                     inCallsUs > 0 ? 100.0 * attributedUs / inCallsUs : 0.0,
                     deviceName.empty() ? std::string() : " · " + deviceName);
}

std::string GraphMeasurement::kernelLine(const MeasuredKernel& k) const {
  const std::string roofline = rooflineText(k);
  const std::string estimate = k.estimateModel.empty() || k.estimateModel == "none"
                                   ? "none"
                                   : fmt::format("{} ({} model)", codegen::durationText(k.estimateUs), k.estimateModel);
  return fmt::format("{} a call × {} = {} ({:.1f}% of GPU time){} · Inductor's estimate: {}", codegen::durationText(k.meanUs),
                     k.calls, codegen::durationText(k.totalUs), 100.0 * k.shareOfGpu,
                     roofline.empty() ? std::string() : " · " + roofline, estimate);
}

GraphMeasurement measurementOf(const RunProfile& p, int index, const Graph& graph) {
  GraphMeasurement m;
  m.traceFile = p.trace.file;
  m.deviceName = p.deviceName;
  m.peak = p.peak;
  m.gpuTotalUs = p.attribution.gpuTotalUs;
  m.inCallsUs = p.attribution.inCallsUs;
  m.attributedUs = p.attribution.attributedUs;
  m.steps = p.attribution.steps;
  m.stepsEvidence = p.attribution.stepsEvidence;
  m.stepsAssumed = p.attribution.stepsAssumed;
  m.step = p.breakdown;
  m.unattributed = p.attribution.unattributed;
  m.notes = p.notes;
  m.kernelOfNode.assign(graph.nodes.size(), -1);
  m.hints = sched::symbolValuesOf(sched::SchedulerConfig{}, graph);   // as measuredKernelsOf counts bytes
  const GraphTime* time = nullptr;
  for (const auto& g : p.attribution.graphs)
    if (g.graph == index) time = &g;
  if (!time) {
    std::vector<std::string> called;
    for (const auto& g : p.attribution.graphs) called.push_back(p.graphs[static_cast<size_t>(g.graph)].name);
    m.notes.insert(m.notes.begin(), fmt::format("this graph is not called in the trace (its calls are of {})", fmt::join(called, ", ")));
    return m;
  }
  m.calls = time->calls;
  m.graphGpuUs = time->gpuUs;
  std::vector<codegen::KernelReport> reports;
  m.kernels = measuredKernelsOf(p, index, graph, &reports);
  for (size_t k = 0; k < m.kernels.size(); ++k) {
    std::vector<NodeId> nodes;
    for (int r : m.kernels[k].reports)
      for (NodeId n : reports[static_cast<size_t>(r)].group.members) {
        nodes.push_back(n);
        if (n >= 0 && static_cast<size_t>(n) < m.kernelOfNode.size()) m.kernelOfNode[static_cast<size_t>(n)] = static_cast<int>(k);
      }
    m.kernelNodes.push_back(std::move(nodes));
  }
  return m;
}

GraphMeasurement measureGraph(const fs::path& path, const std::string& graphName, const fs::path& traceFile, const Graph& graph,
                              const LoadOptions& options, const ScannedCode& scannedCode) {
  const RunProfile p = profileRun(path, traceFile, options, scannedCode);
  GraphMeasurement m = measurementOf(p, findEntry(p, path, graphName, options), graph);
  m.traceFile = traceFile.string();
  return m;
}

}  // namespace fusescope::profile
