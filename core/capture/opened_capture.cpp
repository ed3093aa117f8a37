#include "capture/opened_capture.h"

#include <chrono>

#include "import/load.h"
#include "import/log_cache.h"
#include "import/output_code_lookup.h"
#include "profile/run_profile.h"

namespace fusescope::capture {

// What depends on the graph alone, shared by every schedule of it (rescheduled()).
struct OpenedCapture::GraphPart {
  std::shared_ptr<const Graph> graph;
  std::filesystem::path folder;
  double importMs = 0;
  LoadOptions limits;
  // output_code.py's text when it was read with the graph (or given by adoptGraph's caller): scanned on
  // first use, then dropped. Not read yet: looked for in `folder` then.
  bool outputCodeRead = false;
  std::optional<std::string> outputCodeText;

  std::once_flag sourcesOnce, outputCodeOnce, inductorKernelsOnce, traceOnce;
  std::optional<source::SourceMap> sources;
  std::optional<codegen::OutputCodeIndex> outputCode;
  std::optional<analysis::CaptureKernels> inductorKernels;
  std::filesystem::path capturedTrace;

  void keep(LoadedFolder loaded) {
    graph = std::make_shared<const Graph>(std::move(loaded.graph));
    outputCodeRead = true;
    outputCodeText = std::move(loaded.outputCode);
  }
};

namespace {

double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// Checked before a graph is loaded: a typo fails at once, not after a deep capture's import.
sched::SchedulerConfig checkedConfig(const analysis::AnalysisInputs& inputs) {
  sched::SchedulerConfig config = analysis::configFromSettings(inputs.settings);
  sched::makePolicy(inputs.policy);
  return config;
}

// The limits a load runs under: the caller's run cache (the CLI's process, the window's run), else one for
// this load alone, so that finding the graph's rank, its log and its siblings' IR reads each file once.
LoadOptions loadingLimits(const LoadOptions& limits) {
  LoadOptions loading = limits;
  if (!loading.logCache) loading.logCache = std::make_shared<LogCache>();
  return loading;
}

}  // namespace

OpenedCapture::OpenedCapture(analysis::AnalysisInputs inputs, sched::SchedulerConfig config, std::shared_ptr<GraphPart> graphPart)
    : inputs_(std::move(inputs)), config_(std::move(config)), graphPart_(std::move(graphPart)) {}

const std::shared_ptr<const Graph>& OpenedCapture::graph() const { return graphPart_->graph; }
const std::filesystem::path& OpenedCapture::folder() const { return graphPart_->folder; }
double OpenedCapture::importMs() const { return graphPart_->importMs; }

std::shared_ptr<const OpenedCapture> OpenedCapture::rescheduled(const std::string& policy,
                                                               const std::vector<std::string>& settings) const {
  analysis::AnalysisInputs inputs = inputs_;
  inputs.policy = policy;
  inputs.settings = settings;
  sched::SchedulerConfig config = checkedConfig(inputs);
  return std::make_shared<const OpenedCapture>(std::move(inputs), std::move(config), graphPart_);
}

const analysis::Analysis& OpenedCapture::schedule(const std::atomic<bool>* cancel) const {
  std::call_once(scheduleOnce_, [&] {
    schedule_ = analysis::scheduleGraph(graph(), inputs_.policy, config_, cancel);
    schedule_.importMs = importMs();
  });
  return schedule_;
}

const source::SourceMap& OpenedCapture::sources() const {
  GraphPart& g = *graphPart_;
  std::call_once(g.sourcesOnce, [&] { g.sources = source::buildSourceMap(*g.graph); });
  return *g.sources;
}

const codegen::OutputCodeIndex* OpenedCapture::outputCode() const {
  GraphPart& g = *graphPart_;
  std::call_once(g.outputCodeOnce, [&] {
    const auto text = g.outputCodeRead ? std::move(g.outputCodeText) : readOutputCode(g.folder, g.limits);
    if (text) g.outputCode = codegen::scanOutputCode(*text);
    g.outputCodeText.reset();
  });
  return g.outputCode ? &*g.outputCode : nullptr;
}

const analysis::CaptureKernels& OpenedCapture::kernels(analysis::KernelSource source) const {
  if (source == analysis::KernelSource::Inductor) {
    GraphPart& g = *graphPart_;
    // Inductor's recorded kernels need no schedule: the trace argument is not read for them.
    std::call_once(g.inductorKernelsOnce, [&] {
      g.inductorKernels = analysis::captureKernels(*g.graph, sched::Trace{}, analysis::KernelSource::Inductor);
    });
    return *g.inductorKernels;
  }
  std::call_once(replayKernelsOnce_, [&] {
    replayKernels_ = analysis::captureKernels(*graph(), *schedule().trace, analysis::KernelSource::Replay);
  });
  return *replayKernels_;
}

const analysis::BlockOverview& OpenedCapture::blocks() const {
  std::call_once(blocksOnce_, [&] {
    const auto source = analysis::recordsKernels(*graph()) ? analysis::KernelSource::Inductor : analysis::KernelSource::Replay;
    blocks_ = analysis::blockOverview(*graph(), sources(), *schedule().trace, kernels(source));
  });
  return *blocks_;
}

const analysis::InductorAgreement& OpenedCapture::agreement() const {
  std::call_once(agreementOnce_, [&] { agreement_ = analysis::checkAgainstInductor(*graph(), *schedule().trace); });
  return *agreement_;
}

const std::filesystem::path& OpenedCapture::capturedTrace() const {
  GraphPart& g = *graphPart_;
  std::call_once(g.traceOnce, [&] { g.capturedTrace = profile::findCapturedTrace(inputs_.path, inputs_.graphName, inputs_.limits); });
  return g.capturedTrace;
}

const profile::GraphMeasurement& OpenedCapture::measurement(const std::filesystem::path& traceFile) const {
  std::lock_guard lock(measurementsMutex_);
  auto it = measurements_.find(traceFile);
  if (it == measurements_.end())
    it = measurements_
             .emplace(traceFile, profile::measureGraph(inputs_.path, inputs_.graphName, traceFile, *graph(), inputs_.limits,
                                                       {{folder(), outputCode()}}))
             .first;
  return it->second;
}

std::shared_ptr<const OpenedCapture> openCapture(const analysis::AnalysisInputs& inputs) {
  sched::SchedulerConfig config = checkedConfig(inputs);
  auto part = std::make_shared<OpenedCapture::GraphPart>();
  part->limits = inputs.limits;
  const auto t0 = std::chrono::steady_clock::now();
  std::error_code ec;
  if (!std::filesystem::exists(inputs.path, ec)) throw ImportError(inputs.path.string(), 0, "no such file or directory");
  const LoadOptions loading = loadingLimits(inputs.limits);
  if (std::filesystem::is_directory(inputs.path, ec)) {
    ResolvedGraph resolved = resolveGraph(inputs.path, inputs.graphName, loading);
    part->folder = resolved.entry.folder;
    part->keep(loadResolvedCapture(std::move(resolved), loading));
  } else if (inputs.path.filename() == "ir_pre_fusion.txt") {
    part->folder = inputs.path.parent_path();
    part->keep(loadCaptureFolderKeepingCode(part->folder, loading));
  } else {
    part->graph = std::make_shared<const Graph>(loadGraph(inputs.path, inputs.graphName, loading));
  }
  part->importMs = msSince(t0);
  return std::make_shared<const OpenedCapture>(inputs, std::move(config), std::move(part));
}

std::shared_ptr<const OpenedCapture> openListedGraph(const GraphEntry& entry, const analysis::AnalysisInputs& inputs) {
  analysis::AnalysisInputs own = inputs;
  own.path = entry.folder;
  own.graphName.clear();
  std::error_code ec;
  if (!std::filesystem::is_directory(entry.folder, ec)) return openCapture(own);   // a lone file: listed as itself
  sched::SchedulerConfig config = checkedConfig(own);
  auto part = std::make_shared<OpenedCapture::GraphPart>();
  part->limits = own.limits;
  part->folder = entry.folder;
  const auto t0 = std::chrono::steady_clock::now();
  part->keep(loadResolvedCapture(ResolvedGraph{entry, {}}, loadingLimits(own.limits)));
  part->importMs = msSince(t0);
  return std::make_shared<const OpenedCapture>(std::move(own), std::move(config), std::move(part));
}

std::shared_ptr<const OpenedCapture> adoptGraph(std::shared_ptr<const Graph> graph, const analysis::AnalysisInputs& inputs,
                                                std::filesystem::path folder, std::optional<std::string> outputCodeText) {
  sched::SchedulerConfig config = checkedConfig(inputs);
  auto part = std::make_shared<OpenedCapture::GraphPart>();
  part->graph = std::move(graph);
  part->folder = std::move(folder);
  part->limits = inputs.limits;
  part->outputCodeRead = outputCodeText.has_value();
  part->outputCodeText = std::move(outputCodeText);
  return std::make_shared<const OpenedCapture>(inputs, std::move(config), std::move(part));
}

}  // namespace fusescope::capture
