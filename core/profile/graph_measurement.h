// One graph's measured time, as the window shows it: the graph's measured kernels (measured_kernels.h)
// with the scheduler nodes each holds, every node's kernel, the run-wide totals and what could not be
// attributed. Built on the worker from a RunProfile (the same attribution `fusescope-cli profile` prints),
// so the Hotspots dock, the heat overlay and the Kernel dock show the CLI's numbers.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "profile/run_profile.h"

namespace fusescope::profile {

struct GraphMeasurement {
  std::string traceFile;
  std::string deviceName;
  std::optional<codegen::DeviceProfile> peak;
  double gpuTotalUs = 0.0, inCallsUs = 0.0, attributedUs = 0.0;   // the whole trace
  int steps = 0;
  std::string stepsEvidence;
  bool stepsAssumed = false;                   // every per-step figure says so (perStepText)
  int calls = 0;                               // this graph's calls in the trace (0: not called)
  double graphGpuUs = 0.0;                     // their GPU time
  std::vector<MeasuredKernel> kernels;         // largest total first
  std::vector<std::vector<NodeId>> kernelNodes;  // per kernel: its scheduler nodes (Inductor's kernel groups)
  std::vector<int> kernelOfNode;               // per node: index into kernels, -1 when none measured
  std::vector<Unattributed> unattributed;      // run-wide
  std::vector<std::string> notes;              // run-wide, and why this graph has no time when it has none
  SymbolValues hints;                          // the sizes the kernels' bytes were counted with
  StepBreakdown step;                          // the whole step on this trace's GPU (run-wide)

  const MeasuredKernel* kernelOf(NodeId node) const;
  // The node's kernel's total time over the largest kernel's, in [0, 1]; none when not measured.
  std::optional<double> heat(NodeId node) const;
  // "1.92 ms GPU time in 3 calls (100% of the trace's in-graph time attributed) on NVIDIA H200".
  std::string summary() const;
  // One kernel in words: "49.2 µs a call × 3 = 147.5 µs (7.7% of GPU time) · 699 TFLOP/s, 71% of the
  // compute peak · Inductor's estimate: none".
  std::string kernelLine(const MeasuredKernel& kernel) const;
};

// The measurement of graphs[index] of a profile (`graph` is that graph, loaded); calls == 0 when the
// trace does not call it.
GraphMeasurement measurementOf(const RunProfile& profile, int index, const Graph& graph);

// The graph at `path` (a graph folder, or `graphName` inside a debug root) of the run the trace was
// recorded from; `graph` is that graph, loaded. Throws ImportError for a bad or foreign trace.
// `scannedCode` as profileRun takes it.
GraphMeasurement measureGraph(const std::filesystem::path& path, const std::string& graphName,
                              const std::filesystem::path& traceFile, const Graph& graph, const LoadOptions& options = {},
                              const ScannedCode& scannedCode = {});

}  // namespace fusescope::profile
