// The one background worker (heaptrack's parser habit): a QObject living on its own QThread that runs
// import, scheduling and layout off the GUI thread and hands immutable results to the window. Every
// Graphviz call happens on this thread. Requests carry an id; cancel() makes the running request stop at
// the next stage boundary and report cancelled(id).
#pragma once

#include <QObject>
#include <QString>
#include <QThread>

#include <atomic>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "analysis/inductor_agreement.h"
#include "analysis/capture_diff.h"
#include "capture/rank_agreement.h"
#include "analysis/whatif.h"
#include "capture/opened_capture.h"
#include "profile/graph_measurement.h"
#include "profile/measured_change.h"
#include "graph/graph.h"
#include "util/load_options.h"
#include "source/source_map.h"
#include "codegen/kernel_index.h"
#include "layout/fusion_group_view.h"
#include "scene_geometry.h"
#include "sched/timeline.h"
#include "sched/scheduler.h"
#include "sched/trace.h"

namespace fusescope::gui {

struct AnalysisRequest {
  QString path;                 // file or folder; ignored when bundledExample
  bool bundledExample = false;  // the qrc example gpt2_train/0_backward_3.1
  QString graphName;            // graph inside a debug root
  QString fusionLog;            // Inductor's log for the whole run (TORCH_LOGS_OUT); empty: looked for
  QString subgraph;             // a scheduler run of the folder's subgraphs (LoadOptions::subgraph); "" outer
  int rank = -1;                // a torch.distributed rank (LoadOptions::rank); -1: the folder's own
  bool ignoreFusionLog = false; // open without any fusion log (LoadOptions::ignoreFusionLog)
  QString policy = QString::fromLatin1(sched::kDefaultPolicy);
  std::map<std::string, std::string> knobs;  // SchedulerConfig::set() keys
  // The opened run's log cache (AnalysisJobs::logCacheFor): what the graph picker read of the run's log is
  // not read again to load; null: the worker keeps one per path itself.
  std::shared_ptr<LogCache> logCache;
  // Compare → Other Policy: also run this policy with the same knobs (empty: none). Part of the request so
  // the comparison re-runs with every knob change and is cancelled with it.
  QString comparePolicy;
};

struct AnalysisResult {
  quint64 id = 0;
  AnalysisRequest request;
  bool newGraph = true;                                   // false for a re-run on the same graph
  // core's owner of the opened graph (its folder, output_code.py, source map, measurements), shared by
  // every re-run of the same graph; `graph` and `sources` are its.
  std::shared_ptr<const capture::OpenedCapture> capture;
  std::shared_ptr<const Graph> graph;
  std::shared_ptr<const SceneGeometry> geometry;
  std::shared_ptr<const sched::Trace> trace;              // never null (empty when scheduling failed)
  std::shared_ptr<const sched::Timeline> timeline;        // null when scheduling failed
  // How the replay compares with Inductor's recorded result (null when scheduling failed).
  std::shared_ptr<const analysis::InductorAgreement> agreement;
  std::shared_ptr<const sched::Trace> compareTrace;       // request.comparePolicy's run (null when none)
  // Where each node came from in the user's code (new graphs only; a re-run keeps the window's).
  std::shared_ptr<const source::SourceMap> sources;
  QString compareError;                                   // why compareTrace is missing
  QString scheduleError;                                  // why there is no schedule ("" when fine)
  // core/codegen's kernel reports: the schedule's final kernels (real kernel linked + FuseScope's generated
  // source; Inductor's recorded kernels when scheduling failed), and Inductor's recorded kernels (real
  // kernel only; null when the capture has no ir_post_fusion.txt).
  std::shared_ptr<const codegen::KernelIndex> kernels;
  std::shared_ptr<const codegen::KernelIndex> inductorKernels;
  // From kGenerateSourcesLaterNodes nodes on, `kernels` first comes without FuseScope's generated source
  // (each report's note says it is on its way): the first picture does not wait for every kernel to be
  // generated (65 ms of the 1,544-node Llama backward's open). generateKernelSources then brings them.
  bool kernelSourcesPending = false;
  QString kernelError;                                    // why there are no kernel reports ("" when fine)
  QString layoutNote;                                     // e.g. Graphviz failed, fallback used
  // scheduleMs is the policy's run alone (the CLI's timing_ms.schedule); analysisMs the rest of the
  // worker's step: timeline, the check against Inductor, a comparison policy's run, the kernel reports.
  double importMs = 0, scheduleMs = 0, analysisMs = 0, layoutMs = 0;
  bool provisionalLayout = false;   // geometry is the quick layout; layoutReady(id, ...) follows
};

// The core load options a request asks for (fusion log, subgraph, rank).
LoadOptions loadOptionsFor(const AnalysisRequest& request);

// File -> Compare with Another Capture: the other capture scheduled with the same policy and knobs, and
// core's diff of the two (analysis/capture_diff.h, what `fusescope-cli diff` prints).
struct OtherCapture {
  QString path, graphName;
  std::shared_ptr<const capture::OpenedCapture> opened;   // core's owner; graph and sources are its
  std::shared_ptr<const Graph> graph;
  std::shared_ptr<const sched::Trace> trace;
  std::shared_ptr<const source::SourceMap> sources;
  analysis::CaptureDiff diff;      // A = the open capture, B = this one
  // Both runs profiled (the open one's measurement, and the trace fusescope-capture recorded beside this
  // one): each region's measured time on both sides. measuredNote: why there is none when a profile is open.
  std::optional<profile::MeasuredChange> measured;
  QString measuredNote;
};

// Graphs at least this large first show the built-in layered layout while Graphviz runs in the background
// (up to LayoutOptions::layeredThreshold nodes; above it the layered layout is the picture, and dot runs
// on request).
inline constexpr int kProvisionalLayoutNodes = 300;
// From this many nodes on, FuseScope's kernel source is generated after the first picture (kernelSourcesPending).
inline constexpr size_t kGenerateSourcesLaterNodes = 1000;

class AnalysisWorker : public QObject {
  Q_OBJECT
 public:
  explicit AnalysisWorker(QObject* parent = nullptr);

  // Thread-safe: stop every request with an id up to `upTo` — the running one at its next check (the
  // scheduler polls every few hundred decisions, layout between stages), queued ones as soon as they start.
  void cancel(quint64 upTo);

  // Reads the bundled example from the qrc into memory and imports it (callable on any thread).
  static Graph loadBundledExample();
  // The same, owned as every opened capture is (with its output_code.py from the qrc).
  static std::shared_ptr<const capture::OpenedCapture> bundledExample();

 public slots:
  // All run on the worker's thread (call through QMetaObject::invokeMethod or queued signals).
  void load(quint64 id, const fusescope::gui::AnalysisRequest& request);
  // Re-runs the scheduler on an already imported graph (policy/knob change); geometry is reused.
  void reschedule(quint64 id, const fusescope::gui::AnalysisRequest& request,
                  std::shared_ptr<const fusescope::capture::OpenedCapture> capture,
                  std::shared_ptr<const fusescope::gui::SceneGeometry> geometry);
  // Lays an open graph out again with each group as a dot cluster (View → Layout with Groups as
  // Clusters); answers layoutReady(id, ...) (null geometry and a note when Graphviz failed) or cancelled(id).
  void relayout(quint64 id, std::shared_ptr<const fusescope::Graph> graph,
                std::shared_ptr<const std::vector<fusescope::FusionGroupView>> clusters);
  // Graphviz's picture of an open graph whose first picture was the quick layered one (full dot up to the
  // layered threshold, dot with iteration limits above it); answers layoutReady(id, ...) or cancelled(id).
  void refineLayout(quint64 id, std::shared_ptr<const fusescope::Graph> graph);
  // "Make these fuse?": core's whatif search (the one `fusescope-cli whatif` runs) for nodes a and b of the
  // open schedule; answers whatIfReady(id, result, "") or whatIfReady(id, nullptr, error), or cancelled(id).
  void whatIf(quint64 id, std::shared_ptr<const fusescope::Graph> graph,
              std::shared_ptr<const fusescope::sched::Trace> trace, int a, int b);
  // Loads `other` (path, graphName, fusionLog; policy and knobs from it too), schedules it and diffs it
  // against the open capture; answers otherCaptureReady(id, capture, "") or (id, nullptr, error).
  void compareCapture(quint64 id, const fusescope::gui::AnalysisRequest& other,
                      std::shared_ptr<const fusescope::gui::AnalysisResult> open,
                      std::shared_ptr<const fusescope::profile::GraphMeasurement> openMeasured = nullptr);
  // A torch.distributed graph: the same graph of every rank in `ranks`, each against its own record and
  // against the lowest rank (core's compareRanks, what `fusescope-cli compare --all-ranks` prints);
  // answers ranksCompared(id, result, "") or (id, nullptr, error), or cancelled(id).
  void compareRanks(quint64 id, const fusescope::gui::AnalysisRequest& request, std::vector<int> ranks);
  // File → Open Profile…: the torch.profiler trace laid over the open graph of `request`'s run (core's
  // measureGraph, the attribution `fusescope-cli profile` prints); answers profileMeasured(id, result, "")
  // or (id, nullptr, error naming the trace).
  void measureProfile(quint64 id, QString trace, std::shared_ptr<const fusescope::capture::OpenedCapture> capture);
  // The generated source of a result that came without it (kernelSourcesPending): answers
  // kernelSourcesReady(id, the result with its full kernel reports) or cancelled(id).
  void generateKernelSources(quint64 id, std::shared_ptr<const fusescope::gui::AnalysisResult> result);

 signals:
  void progress(quint64 id, const QString& stage, int percent);
  void finished(std::shared_ptr<const fusescope::gui::AnalysisResult> result);
  void failed(quint64 id, const QString& message);
  void cancelled(quint64 id);
  // The Graphviz geometry for request `id` after a provisional result (null geometry: Graphviz failed).
  void layoutReady(quint64 id, std::shared_ptr<const fusescope::gui::SceneGeometry> geometry, double ms,
                   const QString& note);
  void otherCaptureReady(quint64 id, std::shared_ptr<const fusescope::gui::OtherCapture> capture, const QString& error);
  void whatIfReady(quint64 id, std::shared_ptr<const fusescope::analysis::WhatIfResult> result, const QString& error);
  void ranksCompared(quint64 id, std::shared_ptr<const fusescope::capture::RanksAgreement> result, const QString& error);
  void profileMeasured(quint64 id, std::shared_ptr<const fusescope::profile::GraphMeasurement> result, const QString& error);
  void kernelSourcesReady(quint64 id, std::shared_ptr<const fusescope::gui::AnalysisResult> result);

 private:
  bool schedule(AnalysisResult& r);
  void measureOtherCapture(OtherCapture& capture, const Graph& open, const profile::GraphMeasurement& openMeasured,
                           const AnalysisRequest& other);
  void buildKernels(AnalysisResult& r, const sched::SchedulerConfig& cfg, bool generate = true);
  // Called first by every request: raises cancel_ if the request was cancelled before it started.
  void begin(quint64 id);
  // One background job under request `id`: our Cancelled, core's ScheduleCancelled and any error raised
  // after Cancel end as cancelled(id); any other error goes to `onError` with its message.
  template <typename Body, typename OnError>
  void runJob(quint64 id, Body&& body, OnError&& onError);
  // The LoadOptions of a request on the run the window opened: its fusion log's split is kept between the
  // graphs and ranks of that run (import/log_cache.h), and dropped when another path is opened.
  LoadOptions runLoadOptions(const AnalysisRequest& request);
  analysis::AnalysisInputs captureInputs(const AnalysisRequest& request);
  std::atomic<bool> cancel_{false};          // the running request's flag (the scheduler and layout poll it)
  std::atomic<quint64> cancelledUpTo_{0};
  std::shared_ptr<LogCache> logCache_;
  QString logCachePath_;
};

// Owns the workers' threads; the window holds one. Import and scheduling run on worker(); Graphviz's
// background pictures (refineLayout, relayout) on layoutWorker(), so a knob change re-schedules at once
// while dot is still laying a large graph out.
class AnalysisThread : public QObject {
  Q_OBJECT
 public:
  explicit AnalysisThread(QObject* parent = nullptr);
  ~AnalysisThread() override;
  AnalysisWorker* worker() const { return worker_; }
  AnalysisWorker* layoutWorker() const { return layoutWorker_; }

 private:
  QThread thread_;
  AnalysisWorker* worker_;
  QThread layoutThread_;
  AnalysisWorker* layoutWorker_;
};

}  // namespace fusescope::gui

Q_DECLARE_METATYPE(fusescope::gui::AnalysisRequest)
Q_DECLARE_METATYPE(std::shared_ptr<const fusescope::gui::AnalysisResult>)
Q_DECLARE_METATYPE(std::shared_ptr<const fusescope::gui::SceneGeometry>)
Q_DECLARE_METATYPE(std::shared_ptr<const fusescope::analysis::WhatIfResult>)
Q_DECLARE_METATYPE(std::shared_ptr<const fusescope::profile::GraphMeasurement>)
Q_DECLARE_METATYPE(std::shared_ptr<const fusescope::capture::RanksAgreement>)
Q_DECLARE_METATYPE(std::shared_ptr<const fusescope::gui::OtherCapture>)
