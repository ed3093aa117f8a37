#include "analysis_worker.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>

#include <fmt/format.h>

#include <exception>
#include <limits>

#include "analysis/analyze.h"
#include "sched/symbol_values.h"
#include "codegen/kernel_group.h"
#include "import/fusion_log_index.h"
#include "import/load.h"
#include "import/log_cache.h"
#include "layout/graph_layout.h"
#include "scene_builder.h"
#include "util/import_error.h"

// The qrc is compiled into the fusescope_widgets library; built static, the linker drops its resource
// initialiser unless something references it: do it here, at global scope as Q_INIT_RESOURCE requires.
static void initFuseScopeResources() { Q_INIT_RESOURCE(fusescope); }

namespace fusescope::gui {

namespace {
const char* kExampleRoot = ":/examples/gpt2_train/0_backward_3.1";

struct Cancelled {};
// The start of a kernel report's note while its generated source is on its way.
constexpr const char* kSourcePendingNote = "its source is being generated in the background";
}  // namespace

AnalysisWorker::AnalysisWorker(QObject* parent) : QObject(parent) {
  qRegisterMetaType<fusescope::gui::AnalysisRequest>();
  qRegisterMetaType<std::shared_ptr<const fusescope::gui::AnalysisResult>>();
  qRegisterMetaType<std::shared_ptr<const fusescope::gui::SceneGeometry>>();
  qRegisterMetaType<std::shared_ptr<const fusescope::analysis::WhatIfResult>>();
  qRegisterMetaType<std::shared_ptr<const fusescope::capture::RanksAgreement>>();
  qRegisterMetaType<std::shared_ptr<const fusescope::gui::OtherCapture>>();
  qRegisterMetaType<std::shared_ptr<const fusescope::profile::GraphMeasurement>>();
}

LoadOptions loadOptionsFor(const AnalysisRequest& request) {
  LoadOptions options;
  if (!request.fusionLog.isEmpty()) options.fusionLog = request.fusionLog.toStdString();
  options.subgraph = request.subgraph.toStdString();
  options.rank = request.rank;
  options.ignoreFusionLog = request.ignoreFusionLog;
  options.logIndexDir = FusionLogIndex::defaultDir();  // a graph of a whole-run log reopens from its own part
  return options;
}

LoadOptions AnalysisWorker::runLoadOptions(const AnalysisRequest& request) {
  if (request.logCache) {
    LoadOptions options = loadOptionsFor(request);
    options.logCache = request.logCache;
    return options;
  }
  if (!logCache_ || request.path != logCachePath_) {
    logCache_ = std::make_shared<LogCache>();
    logCachePath_ = request.path;
  }
  LoadOptions options = loadOptionsFor(request);
  options.logCache = logCache_;
  return options;
}

Graph AnalysisWorker::loadBundledExample() {
  static const bool resourcesReady = (initFuseScopeResources(), true);
  (void)resourcesReady;
  CaptureFiles cf;
  cf.folder = "gpt2_train/0_backward_3.1";
  const QDir dir(QString::fromLatin1(kExampleRoot));
  for (const QString& name : dir.entryList(QDir::Files)) {
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::ReadOnly)) throw ImportError(name.toStdString(), 0, "cannot read the bundled example");
    const QByteArray bytes = f.readAll();
    cf.files[name.toStdString()] = std::string(bytes.constData(), static_cast<size_t>(bytes.size()));
  }
  if (cf.files.empty()) throw ImportError(kExampleRoot, 0, "the bundled example is missing from the resources");
  Graph g = loadCapture(cf);
  if (g.name.empty()) g.name = "gpt2_train/0_backward_3.1";
  return g;
}

namespace {

// The bundled example's output_code.py, from the qrc.
std::optional<std::string> bundledOutputCode() {
  QFile f(QString::fromLatin1(kExampleRoot) + QStringLiteral("/output_code.py"));
  if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
  const QByteArray bytes = f.readAll();
  return std::string(bytes.constData(), static_cast<size_t>(bytes.size()));
}

// What core's capture owner is opened with: the graph and the load options. The knobs and policy are the
// worker's own per run (schedule()), so a bad knob is a schedule error, not a failed open.
analysis::AnalysisInputs graphInputs(const AnalysisRequest& request, LoadOptions limits) {
  analysis::AnalysisInputs inputs;
  inputs.path = request.path.toStdString();
  inputs.graphName = request.graphName.toStdString();
  inputs.limits = std::move(limits);
  return inputs;
}

}  // namespace

std::shared_ptr<const capture::OpenedCapture> AnalysisWorker::bundledExample() {
  auto graph = std::make_shared<const Graph>(loadBundledExample());
  return capture::adoptGraph(std::move(graph), {}, {}, bundledOutputCode());
}

analysis::AnalysisInputs AnalysisWorker::captureInputs(const AnalysisRequest& request) {
  return graphInputs(request, runLoadOptions(request));
}

namespace {
// The knobs as `--set` writes them, so the window and the CLI build the configuration the same way.
std::vector<std::string> settingsOf(const AnalysisRequest& request) {
  std::vector<std::string> settings;
  for (const auto& [k, v] : request.knobs) settings.push_back(k + "=" + v);
  return settings;
}
}  // namespace

bool AnalysisWorker::schedule(AnalysisResult& r) {
  QElapsedTimer t;
  t.start();
  emit progress(r.id, tr("Scheduling (%1)").arg(r.request.policy), 60);
  sched::SchedulerConfig cfg;
  try {
    // The opened capture under the request's policy and knobs, as every CLI command opens it: the graph's
    // parts (sources, output_code.py, measurements) are shared, the schedule and its check are made here.
    r.capture = r.capture->rescheduled(r.request.policy.toStdString(), settingsOf(r.request));
    cfg = r.capture->config();
    const analysis::Analysis& run = r.capture->schedule(&cancel_);
    r.scheduleMs = run.scheduleMs;  // the scheduler's own run: what `fusescope-cli schedule` reports
    if (cancel_.load()) throw Cancelled{};
    r.timeline = std::make_shared<sched::Timeline>(*r.graph, *run.trace);
    r.agreement = std::shared_ptr<const analysis::InductorAgreement>(r.capture, &r.capture->agreement());
    r.trace = run.trace;
  } catch (const Cancelled&) {
    throw;
  } catch (const sched::ScheduleCancelled&) {
    throw Cancelled{};
  } catch (const std::exception& e) {
    r.scheduleError = QString::fromStdString(e.what());
    r.trace = std::make_shared<sched::Trace>();
    r.timeline.reset();
  }
  if (cancel_.load()) throw Cancelled{};
  if (!r.request.comparePolicy.isEmpty() && r.scheduleError.isEmpty()) {
    emit progress(r.id, tr("Scheduling %1 for the comparison").arg(r.request.comparePolicy), 70);
    try {
      r.compareTrace = analysis::scheduleGraph(r.graph, r.request.comparePolicy.toStdString(), cfg, &cancel_).trace;
    } catch (const sched::ScheduleCancelled&) {
      throw Cancelled{};
    } catch (const std::exception& e) {
      r.compareError = QString::fromStdString(e.what());
    }
  }
  if (cancel_.load()) throw Cancelled{};
  buildKernels(r, cfg, r.graph->nodes.size() < kGenerateSourcesLaterNodes);
  r.analysisMs = static_cast<double>(t.nsecsElapsed()) / 1e6 - r.scheduleMs;
  return r.scheduleError.isEmpty();
}

// As `fusescope-cli kernels` does: the final kernels of the schedule (Inductor's recorded ones when the
// scheduler failed), linked to output_code.py and generated; plus Inductor's own kernels for the real tab.
void AnalysisWorker::buildKernels(AnalysisResult& r, const sched::SchedulerConfig& cfg, bool generate) {
  const Graph& g = *r.graph;
  try {
    const codegen::OutputCodeIndex* codePtr = r.capture ? r.capture->outputCode() : nullptr;
    codegen::KernelReportOptions options;
    options.hints = sched::symbolValuesOf(cfg, g);   // the scheduler's own symbol values
    options.generated = generate;
    if (!g.inductor.kernels.empty()) {
      codegen::KernelReportOptions realOnly = options;
      realOnly.generated = false;
      r.inductorKernels = std::make_shared<const codegen::KernelIndex>(
          codegen::buildKernelIndex(g, codegen::groupsFromInductor(g), codePtr, realOnly));
    }
    if (cancel_.load()) throw Cancelled{};
    std::optional<codegen::KernelIndex> index;
    if (r.scheduleError.isEmpty())
      index = codegen::buildKernelIndex(g, codegen::groupsFromTrace(g, *r.trace), codePtr, options);
    else if (!g.inductor.kernels.empty())
      index = codegen::buildKernelIndex(g, codegen::groupsFromInductor(g), codePtr, options);
    r.kernelSourcesPending = index && !generate;
    if (r.kernelSourcesPending)
      for (codegen::KernelReport& report : index->reports)
        if (report.note.empty() && report.group.kind != "nop")
          report.note = fmt::format("{} ({} nodes); it appears here in a moment", kSourcePendingNote, g.nodes.size());
    if (index) r.kernels = std::make_shared<const codegen::KernelIndex>(std::move(*index));
  } catch (const Cancelled&) {
    throw;
  } catch (const std::exception& e) {
    r.kernelError = QString::fromStdString(e.what());
  }
}

void AnalysisWorker::cancel(quint64 upTo) {
  quint64 current = cancelledUpTo_.load();
  while (current < upTo && !cancelledUpTo_.compare_exchange_weak(current, upTo)) {
  }
  cancel_.store(true);
}

void AnalysisWorker::begin(quint64 id) {
  // Lower the flag, then look again: a cancel(upTo >= id) racing with this start still wins.
  cancel_.store(false);
  if (id <= cancelledUpTo_.load()) cancel_.store(true);
}

void AnalysisWorker::load(quint64 id, const AnalysisRequest& request) {
  begin(id);
  auto r = std::make_shared<AnalysisResult>();
  r->id = id;
  r->request = request;
  try {
    QElapsedTimer t;
    t.start();
    emit progress(id, tr("Importing %1").arg(request.bundledExample ? tr("the bundled example") : request.path), 5);
    analysis::AnalysisInputs inputs = captureInputs(request);
    // The import's stages on the progress bar; Cancel stops it between two of them (or two stretches of a
    // long fusion log) instead of after the whole import.
    inputs.limits.progress.cancel = &cancel_;
    inputs.limits.progress.report = [this, id](const std::string& stage, double fraction) {
      emit progress(id, tr("Importing: %1").arg(QString::fromStdString(stage)), 5 + static_cast<int>(fraction * 50));
    };
    r->capture = request.bundledExample ? bundledExample() : capture::openCapture(inputs);
    r->graph = r->capture->graph();
    r->sources = std::shared_ptr<const source::SourceMap>(r->capture, &r->capture->sources());
    r->importMs = static_cast<double>(t.nsecsElapsed()) / 1e6;
    if (cancel_.load()) throw Cancelled{};

    schedule(*r);
    if (cancel_.load()) throw Cancelled{};

    t.restart();
    // Mid-sized graphs: show FuseScope's layered layout at once; the window then asks the layout worker
    // for dot's picture (refineLayout) and swaps it in, so the first picture never waits for dot. Above the
    // layered threshold the folded layered layout is the picture: dot draws a deep graph as one long
    // strand, and needs minutes without iteration limits. View -> Lay Out with Graphviz runs the limited
    // dot on request.
    const int nodes = static_cast<int>(r->graph->nodes.size());
    const LayoutOptions layoutDefaults;
    const bool layeredOnly = nodes > layoutDefaults.layeredThreshold;
    if (nodes >= kProvisionalLayoutNodes) {
      r->geometry = buildFallbackGeometry(*r->graph);
      r->layoutMs = static_cast<double>(t.nsecsElapsed()) / 1e6;
      r->provisionalLayout = !layeredOnly;
      r->layoutNote = layeredOnly ? tr("View → Lay Out with Graphviz runs dot in the background")
                                  : tr("quick layered layout shown; Graphviz dot running in the background");
      emit progress(id, tr("Done"), 100);
      emit finished(r);
      return;
    }
    emit progress(id, tr("Laying out %1 nodes").arg(r->graph->nodes.size()), 75);
    std::shared_ptr<const SceneGeometry> geometry;
    QString note;
    try {
      geometry = buildGraphvizGeometry(*r->graph, &cancel_);
    } catch (const std::exception& e) {
      if (cancel_.load()) throw Cancelled{};
      note = tr("Graphviz layout failed (%1); using the built-in layered layout").arg(QString::fromStdString(e.what()));
      geometry = buildFallbackGeometry(*r->graph);
    }
    if (cancel_.load()) throw Cancelled{};
    const double ms = static_cast<double>(t.nsecsElapsed()) / 1e6;
    r->geometry = geometry;
    r->layoutNote = note;
    r->layoutMs = ms;
    emit progress(id, tr("Done"), 100);
    emit finished(r);
  } catch (const Cancelled&) {
    emit cancelled(id);
  } catch (const LoadCancelled&) {
    emit cancelled(id);
  } catch (const ImportError& e) {
    emit failed(id, QString::fromStdString(e.what()));
  } catch (const std::exception& e) {
    emit failed(id, QString::fromStdString(e.what()));
  } catch (...) {
    emit failed(id, tr("unknown error while loading %1").arg(request.path));
  }
}

template <typename Body, typename OnError>
void AnalysisWorker::runJob(quint64 id, Body&& body, OnError&& onError) {
  begin(id);
  try {
    body();
  } catch (const Cancelled&) {
    emit cancelled(id);
  } catch (const sched::ScheduleCancelled&) {
    emit cancelled(id);
  } catch (const std::exception& e) {
    if (cancel_.load()) {
      emit cancelled(id);   // e.g. Graphviz failing after the cancel
      return;
    }
    onError(QString::fromStdString(e.what()));
  }
}

void AnalysisWorker::reschedule(quint64 id, const AnalysisRequest& request, std::shared_ptr<const capture::OpenedCapture> capture,
                                std::shared_ptr<const SceneGeometry> geometry) {
  runJob(
      id,
      [&] {
        auto r = std::make_shared<AnalysisResult>();
        r->id = id;
        r->request = request;
        r->newGraph = false;
        if (!capture) throw std::runtime_error("no graph is open");
        r->capture = std::move(capture);
        r->graph = r->capture->graph();
        r->geometry = std::move(geometry);
        schedule(*r);
        if (cancel_.load()) throw Cancelled{};
        emit finished(r);
      },
      [&](const QString& error) { emit failed(id, error); });
}

void AnalysisWorker::refineLayout(quint64 id, std::shared_ptr<const Graph> graph) {
  QElapsedTimer t;
  t.start();
  runJob(
      id,
      [&] {
        emit progress(id, tr("Laying out %1 nodes with Graphviz dot").arg(graph->nodes.size()), 80);
        auto geometry = buildGraphvizGeometry(*graph, &cancel_);
        if (cancel_.load()) throw Cancelled{};
        emit layoutReady(id, geometry, static_cast<double>(t.nsecsElapsed()) / 1e6, {});
      },
      [&](const QString& error) {
        emit layoutReady(id, nullptr, static_cast<double>(t.nsecsElapsed()) / 1e6,
                         tr("Graphviz layout failed (%1); the layered layout stays").arg(error));
      });
}

void AnalysisWorker::whatIf(quint64 id, std::shared_ptr<const Graph> graph, std::shared_ptr<const sched::Trace> trace,
                            int a, int b) {
  runJob(
      id,
      [&] {
        emit progress(id, tr("Searching the knobs for a setting that fuses %1 and %2")
                              .arg(QString::fromStdString(graph->nodes[static_cast<size_t>(a)].name),
                                   QString::fromStdString(graph->nodes[static_cast<size_t>(b)].name)),
                      10);
        auto result = std::make_shared<const analysis::WhatIfResult>(analysis::whatIf(*graph, *trace, a, b, {}, &cancel_));
        if (cancel_.load()) throw Cancelled{};
        emit whatIfReady(id, result, {});
      },
      [&](const QString& error) { emit whatIfReady(id, nullptr, error); });
}

// The open run is profiled: measure the other capture in the trace fusescope-capture recorded beside it, as
// `fusescope-cli diff` does. A missing or foreign trace leaves the comparison unmeasured and says why.
void AnalysisWorker::measureOtherCapture(OtherCapture& capture, const Graph& open, const profile::GraphMeasurement& openMeasured,
                                         const AnalysisRequest& other) {
  const auto& trace = capture.opened->capturedTrace();
  if (trace.empty()) {
    capture.measuredNote = tr("not measured: no trace beside %1 (fusescope-capture --profile records one)").arg(other.path);
    return;
  }
  try {
    const auto& measured = capture.opened->measurement(trace);
    std::vector<profile::RegionNodes> regions;
    for (const auto& r : capture.diff.regions) regions.push_back({r.nodesA, r.nodesB});
    capture.measured = profile::measuredChange(open, openMeasured, *capture.graph, measured, capture.diff.matching.bOfA,
                                               capture.diff.matching.aOfB, regions);
  } catch (const std::exception& e) {
    capture.measuredNote = tr("not measured: %1").arg(QString::fromStdString(e.what()));
  }
}

void AnalysisWorker::compareCapture(quint64 id, const AnalysisRequest& other, std::shared_ptr<const AnalysisResult> open,
                                    std::shared_ptr<const profile::GraphMeasurement> openMeasured) {
  runJob(
      id,
      [&] {
        emit progress(id, tr("Importing %1 for the comparison").arg(other.path), 10);
        auto capture = std::make_shared<OtherCapture>();
        capture->path = other.path;
        capture->graphName = other.graphName;
        analysis::AnalysisInputs inputs = graphInputs(other, loadOptionsFor(other));
        inputs.policy = other.policy.toStdString();
        inputs.settings = settingsOf(other);
        capture->opened = capture::openCapture(inputs);
        capture->graph = capture->opened->graph();
        if (cancel_.load()) throw Cancelled{};
        emit progress(id, tr("Scheduling %1 with the same settings").arg(QString::fromStdString(capture->graph->name)), 40);
        try {
          capture->trace = capture->opened->schedule(&cancel_).trace;
        } catch (const sched::ScheduleCancelled&) {
          throw Cancelled{};
        }
        capture->sources = std::shared_ptr<const source::SourceMap>(capture->opened, &capture->opened->sources());
        if (cancel_.load()) throw Cancelled{};
        emit progress(id, tr("Matching nodes and diffing the two schedules"), 80);
        const source::SourceMap noSources;
        const analysis::CaptureSide a{*open->graph, *open->trace, open->sources ? *open->sources : noSources};
        const analysis::CaptureSide b{*capture->graph, *capture->trace, *capture->sources};
        capture->diff = analysis::diffCaptures(a, b);
        if (openMeasured && openMeasured->calls > 0) measureOtherCapture(*capture, *open->graph, *openMeasured, other);
        emit otherCaptureReady(id, capture, {});
      },
      [&](const QString& error) { emit otherCaptureReady(id, nullptr, error); });
}

void AnalysisWorker::compareRanks(quint64 id, const AnalysisRequest& request, std::vector<int> ranks) {
  runJob(
      id,
      [&] {
        emit progress(id, tr("Comparing the graph of %n rank(s)", nullptr, static_cast<int>(ranks.size())), 10);
        analysis::AnalysisInputs inputs;
        inputs.path = request.path.toStdString();
        inputs.graphName = request.graphName.toStdString();
        inputs.policy = request.policy.toStdString();
        inputs.settings = settingsOf(request);
        inputs.limits = runLoadOptions(request);
        inputs.limits.rank = -1;
        auto result = std::make_shared<const capture::RanksAgreement>(capture::compareRanks(inputs, ranks, &cancel_));
        emit ranksCompared(id, result, {});
      },
      [&](const QString& error) { emit ranksCompared(id, nullptr, error); });
}

void AnalysisWorker::measureProfile(quint64 id, QString trace, std::shared_ptr<const capture::OpenedCapture> capture) {
  runJob(
      id,
      [&] {
        emit progress(id, tr("Reading the profile %1").arg(trace), 10);
        // Kept by the capture: switching back to a trace already read costs nothing.
        auto result = std::shared_ptr<const profile::GraphMeasurement>(capture, &capture->measurement(trace.toStdString()));
        emit progress(id, tr("Done"), 100);
        emit profileMeasured(id, result, {});
      },
      [&](const QString& error) { emit profileMeasured(id, nullptr, error); });
}

void AnalysisWorker::relayout(quint64 id, std::shared_ptr<const Graph> graph,
                              std::shared_ptr<const std::vector<FusionGroupView>> clusters) {
  QElapsedTimer t;
  t.start();
  runJob(
      id,
      [&] {
        emit progress(id, tr("Laying out %1 nodes with %2 groups as clusters").arg(graph->nodes.size()).arg(clusters->size()), 10);
        auto geometry = buildGraphvizGeometry(*graph, &cancel_, clusters.get());
        if (cancel_.load()) throw Cancelled{};
        emit progress(id, tr("Done"), 100);
        emit layoutReady(id, geometry, static_cast<double>(t.nsecsElapsed()) / 1e6, {});
      },
      [&](const QString& error) {
        emit layoutReady(id, nullptr, static_cast<double>(t.nsecsElapsed()) / 1e6,
                         tr("Graphviz could not lay the groups out as clusters: %1").arg(error));
      });
}

AnalysisThread::AnalysisThread(QObject* parent)
    : QObject(parent), worker_(new AnalysisWorker), layoutWorker_(new AnalysisWorker) {
  thread_.setObjectName(QStringLiteral("fusescope-analysis"));
  worker_->moveToThread(&thread_);
  connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
  thread_.start();
  layoutThread_.setObjectName(QStringLiteral("fusescope-layout"));
  layoutWorker_->moveToThread(&layoutThread_);
  connect(&layoutThread_, &QThread::finished, layoutWorker_, &QObject::deleteLater);
  layoutThread_.start();
}

AnalysisThread::~AnalysisThread() {
  worker_->cancel(std::numeric_limits<quint64>::max());
  layoutWorker_->cancel(std::numeric_limits<quint64>::max());
  thread_.quit();
  layoutThread_.quit();
  thread_.wait();
  layoutThread_.wait();
}

void AnalysisWorker::generateKernelSources(quint64 id, std::shared_ptr<const AnalysisResult> result) {
  // Not a job the status bar shows or its Cancel stops: the sources always land, or say why not (only
  // closing the window stops it, and then nothing is shown).
  cancel_.store(false);
  auto full = std::make_shared<AnalysisResult>(*result);
  try {
    buildKernels(*full, analysis::configFromSettings(settingsOf(result->request)), true);
  } catch (const std::exception& e) {
    full->kernelError = QString::fromStdString(e.what());
  } catch (const Cancelled&) {
    return;
  }
  if (full->kernelSourcesPending && full->kernels) {   // not generated: the notes say why instead
    codegen::KernelIndex index = *full->kernels;
    const std::string why = full->kernelError.isEmpty() ? std::string("unknown error") : full->kernelError.toStdString();
    for (codegen::KernelReport& report : index.reports)
      if (report.note.starts_with(kSourcePendingNote)) report.note = "its source could not be generated: " + why;
    full->kernels = std::make_shared<const codegen::KernelIndex>(std::move(index));
    full->kernelSourcesPending = false;
  }
  emit kernelSourcesReady(id, std::move(full));
}

}  // namespace fusescope::gui
