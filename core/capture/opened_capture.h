// One opened capture and its one owner: every CLI command and the window's worker open a graph through
// openCapture(), and take what they need from it — the graph with the folder it came from, the scheduler's
// run, the source map, output_code.py, the kernels, the blocks, the check against Inductor and the
// profiler's measurement — each made once, on first use. So a file already read is never read from disk
// again (output_code.py is the text read with the graph, from the graph's own folder, never another rank's;
// the load shares one cache for the log, the ranks and the siblings' IR; tests/core/capture/
// test_files_read_once.cpp counts the opens), and two commands cannot derive the same thing two ways.
//
// Lazy parts are made under std::call_once: a capture may be shared between the window's worker and the
// GUI thread. A part whose making throws (a cancelled schedule, an unreadable output_code.py) is made again
// on the next call.
#pragma once

#include <atomic>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "analysis/analyze.h"
#include "analysis/block_overview.h"
#include "analysis/capture_kernels.h"
#include "analysis/inductor_agreement.h"
#include "codegen/output_code_scan.h"
#include "import/capture_loader.h"
#include "profile/graph_measurement.h"
#include "source/source_map.h"
#include "util/import_error.h"

namespace fusescope::capture {

class OpenedCapture {
 public:
  // What openCapture and rescheduled() build; use those.
  struct GraphPart;
  OpenedCapture(analysis::AnalysisInputs inputs, sched::SchedulerConfig config, std::shared_ptr<GraphPart> graphPart);

  // The path, graph name, policy, settings and load limits it was opened with.
  const analysis::AnalysisInputs& inputs() const { return inputs_; }
  const std::shared_ptr<const Graph>& graph() const;
  // The graph folder the graph was loaded from (the one under a debug root that --graph and --rank picked);
  // empty for a FuseScope JSON file or a lone IR dump.
  const std::filesystem::path& folder() const;
  double importMs() const;
  const sched::SchedulerConfig& config() const { return config_; }

  // The same graph under another policy and settings: the graph and what depends on it alone (sources,
  // output_code.py, Inductor's kernels) are shared, the schedule and what follows from it are made anew.
  // Throws std::invalid_argument for an unknown policy or setting.
  std::shared_ptr<const OpenedCapture> rescheduled(const std::string& policy, const std::vector<std::string>& settings) const;

  // The policy's run with the settings. Throws std::invalid_argument for an unknown policy,
  // sched::ScheduleCancelled when `*cancel` is raised (a later call runs it again).
  const analysis::Analysis& schedule(const std::atomic<bool>* cancel = nullptr) const;
  // Where each node came from in the user's code.
  const source::SourceMap& sources() const;
  // The folder's output_code.py, scanned; null when the capture has none. Throws ImportError for a file
  // above the load limit or unreadable.
  const codegen::OutputCodeIndex* outputCode() const;
  // The capture's kernels as one list: Inductor's recorded ones (no schedule needed) or the replay's.
  const analysis::CaptureKernels& kernels(analysis::KernelSource source) const;
  // The repeated blocks, with the kernels every front end shows by default (Inductor's when recorded).
  const analysis::BlockOverview& blocks() const;
  // How the replay compares with Inductor's recorded result.
  const analysis::InductorAgreement& agreement() const;

  // The profiler trace fusescope-capture recorded for this graph's process, or empty (looked for once).
  const std::filesystem::path& capturedTrace() const;
  // The graph's measurement in `traceFile` (read once per trace). Throws ImportError for a bad or foreign trace.
  const profile::GraphMeasurement& measurement(const std::filesystem::path& traceFile) const;

 private:
  analysis::AnalysisInputs inputs_;
  sched::SchedulerConfig config_;
  std::shared_ptr<GraphPart> graphPart_;

  mutable std::once_flag scheduleOnce_, agreementOnce_, blocksOnce_, replayKernelsOnce_;
  mutable analysis::Analysis schedule_;
  mutable std::optional<analysis::InductorAgreement> agreement_;
  mutable std::optional<analysis::BlockOverview> blocks_;
  mutable std::optional<analysis::CaptureKernels> replayKernels_;
  mutable std::mutex measurementsMutex_;
  mutable std::map<std::filesystem::path, profile::GraphMeasurement> measurements_;
};

// Opens the graph `inputs` names: resolves it once (the folder, with its rank on a distributed run), loads
// it and checks the policy and settings before anything is scheduled. Throws ImportError for bad input,
// std::invalid_argument for an unknown policy or setting.
std::shared_ptr<const OpenedCapture> openCapture(const analysis::AnalysisInputs& inputs);

// A graph listGraphs found (a row of `info`, a page of a run's `report`): loaded from its folder and named
// by its entry, without resolving the run again. inputs.path and graphName are replaced by the folder.
std::shared_ptr<const OpenedCapture> openListedGraph(const GraphEntry& entry, const analysis::AnalysisInputs& inputs);

// A graph already loaded (the window's bundled example, a test's graph), owned the same way; `folder` is
// where its output_code.py is looked for (empty: nowhere), unless `outputCodeText` gives the text itself.
// Throws std::invalid_argument for an unknown policy or setting.
std::shared_ptr<const OpenedCapture> adoptGraph(std::shared_ptr<const Graph> graph, const analysis::AnalysisInputs& inputs,
                                                std::filesystem::path folder = {},
                                                std::optional<std::string> outputCodeText = std::nullopt);

}  // namespace fusescope::capture
