// A torch.profiler trace laid over a run: the trace read, its compiled-graph calls found, and each
// call tied to one of the run's graphs and each launch to a call site (profile_attribution.h). Which
// graphs the trace is matched against: those of the trace's own process where the run's `run_*-pid_N`
// folders say so (one trace per rank under torchrun), else every graph of the chosen rank. The CLI's
// `profile` command and the window's File → Open Profile… start here.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "codegen/kernel_metrics.h"
#include "codegen/output_code_scan.h"
#include "graph/graph.h"
#include "import/capture_loader.h"
#include "profile/graph_calls.h"
#include "profile/kineto_trace.h"
#include "profile/measured_kernels.h"
#include "profile/profile_attribution.h"
#include "profile/step_breakdown.h"
#include "util/load_options.h"

namespace fusescope::profile {

struct RunProfile {
  KinetoTrace trace;
  TraceCalls calls;
  std::vector<GraphEntry> graphs;                 // what the trace was matched against
  std::vector<codegen::OutputCodeIndex> code;     // each graph's output_code.py, in `graphs` order
  ProfileAttribution attribution;
  StepBreakdown breakdown;                        // the whole GPU timeline of the trace, per step
  std::string deviceName;                         // from the trace's deviceProperties
  std::optional<codegen::DeviceProfile> peak;     // none: a GPU the peak table does not know
  std::vector<std::string> notes;                 // which graphs were matched and why, ambiguities

  // The attributed time of the graph at `folder` (compared as canonical paths), or null: not called in the trace.
  const GraphTime* timeOf(const std::filesystem::path& folder) const;
  int indexOf(const std::filesystem::path& folder) const;   // into `graphs`, -1 when absent
};

// `runPath`: a debug root, a run_* or torchinductor folder, or one graph folder (then its sibling graphs
// are matched too, so a forward and a backward with the same kernel names are told apart). Throws
// ImportError for a bad trace (naming it) or a run without output_code.py.
// `scannedCode`: output_code.py indexes the caller already holds, by graph folder (the opened graph's,
// capture::OpenedCapture::outputCode): those files are not read again.
using ScannedCode = std::map<std::filesystem::path, const codegen::OutputCodeIndex*>;
RunProfile profileRun(const std::filesystem::path& runPath, const std::filesystem::path& traceFile,
                      const LoadOptions& options = {}, const ScannedCode& scannedCode = {});

// The trace `scripts/fusescope-capture --profile` recorded for the process that compiled the graph at
// `path` (a graph folder, or `graphName` in a debug root/run folder, the graph loadGraph opens: with
// LoadOptions::rank that rank's, else the lowest rank's): CAPTURE/profile/trace_rank*_pid<PID>.json.gz
// beside CAPTURE/torch_compile_debug, PID from the graph's run_*-pid_<PID> folder. Without a graph name on
// a run of several graphs: the process of LoadOptions::rank, else of the lowest rank. Empty when there is none.
std::filesystem::path findCapturedTrace(const std::filesystem::path& path, const std::string& graphName = {},
                                        const LoadOptions& options = {});

// Every rank's trace fusescope-capture recorded for the run at `path` (one per process that compiled a
// graph there, under torchrun one per rank), lowest rank first; empty when there is none. Ranks are those
// the run's log gives each run_*-pid_N folder (-1 for a single-process run).
struct RankTrace {
  int rank = -1;
  long pid = -1;
  std::filesystem::path trace;
};
std::vector<RankTrace> findCapturedRankTraces(const std::filesystem::path& path, const LoadOptions& options = {});

// The measured kernels of one graph of the profile, joined with its kernel reports; `graph` is the
// graph at graphs[index], loaded by the caller. Empty when the graph was not called in the trace.
std::vector<MeasuredKernel> measuredKernelsOf(const RunProfile& profile, int index, const Graph& graph,
                                              std::vector<codegen::KernelReport>* reportsOut = nullptr);

}  // namespace fusescope::profile
