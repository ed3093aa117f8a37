#include "analysis_jobs.h"

#include <QFileInfo>

#include "import/capture_loader.h"
#include "import/log_cache.h"
#include "profile/run_profile.h"
#include "sched/scheduler_config.h"
#include "schedule_document.h"

namespace fusescope::gui {

AnalysisJobs::AnalysisJobs(ScheduleDocument* document, QObject* parent)
    : QObject(parent), doc_(document), threads_(new AnalysisThread(this)) {
  AnalysisWorker* w = threads_->worker();
  connect(w, &AnalysisWorker::finished, this, &AnalysisJobs::onFinished);
  connect(w, &AnalysisWorker::failed, this, &AnalysisJobs::onFailed);
  connect(w, &AnalysisWorker::cancelled, this, &AnalysisJobs::onCancelled);
  auto onProgress = [this](quint64 id, const QString& stage, int percent) {
    if (id == 0 || (id != pendingId_ && id != relayoutId_ && id != whatIfId_ && id != layoutPendingId_ && id != otherCaptureId_))
      return;
    emit progress(stage, percent);
  };
  connect(w, &AnalysisWorker::progress, this, onProgress);
  connect(threads_->layoutWorker(), &AnalysisWorker::progress, this, onProgress);
  connect(threads_->layoutWorker(), &AnalysisWorker::layoutReady, this, &AnalysisJobs::onLayoutReady);
  connect(threads_->layoutWorker(), &AnalysisWorker::kernelSourcesReady, this,
          [this](quint64 id, std::shared_ptr<const AnalysisResult> full) {
            if (id == 0 || id != kernelSourcesId_) return;
            kernelSourcesId_ = 0;
            // Only for the schedule it was generated for: a re-run since brings its own.
            if (!doc_->result() || doc_->result()->trace.get() != kernelSourcesFor_) return;
            doc_->replaceKernels(std::move(full));
          });
  connect(w, &AnalysisWorker::whatIfReady, this,
          [this](quint64 id, std::shared_ptr<const analysis::WhatIfResult> result, const QString& error) {
            if (id == 0 || id != whatIfId_) return;
            finish(whatIfId_);
            if (!result) emit errorRaised(tr("Make these fuse?"), error);
            else emit whatIfReady(std::move(result));
          });
  connect(w, &AnalysisWorker::otherCaptureReady, this,
          [this](quint64 id, std::shared_ptr<const OtherCapture> capture, const QString& error) {
            if (id == 0 || id != otherCaptureId_) return;
            finish(otherCaptureId_);
            const bool ok = capture != nullptr;
            if (!ok) emit errorRaised(tr("Compare with Another Capture"), error);
            else doc_->setOtherCapture(std::move(capture));
            emit otherCaptureReady(ok);
          });
  connect(w, &AnalysisWorker::ranksCompared, this,
          [this](quint64 id, std::shared_ptr<const capture::RanksAgreement> result, const QString& error) {
            if (id != ranksId_) return;
            ranksId_ = 0;
            ranksVerdict_ = result ? QString::fromStdString(result->headline())
                                   : tr("the other ranks could not be compared: %1").arg(error);
            emit ranksCompared(ranksVerdict_);
          });
  connect(w, &AnalysisWorker::profileMeasured, this,
          [this](quint64 id, std::shared_ptr<const profile::GraphMeasurement> result, const QString& error) {
            if (id != profileId_) return;
            profileId_ = 0;
            if (!result) {
              // A measurement still shown (another trace chosen over it) stays with its trace; with none, the
              // Hotspots dock says why, instead of waiting for a measurement that will not come.
              if (doc_->profile()) doc_->setProfileTrace(profileFallback_);
              else doc_->setProfileError(error);
              emit errorRaised(tr("Open Profile"), tr("The profile could not be laid over this graph:\n%1").arg(error));
              emit profileMeasured(false);
              return;
            }
            profileFallback_ = doc_->profileTrace();
            doc_->setProfile(result);
            emit statusMessage(tr("Profile: %1").arg(QString::fromStdString(result->summary())));
            emit profileMeasured(true);
          });
  // Another graph of the run opened: measure it in the trace the user chose, or in the one fusescope-capture
  // --profile recorded beside the capture for this graph's process (another rank's graph: that rank's).
  connect(doc_, &ScheduleDocument::resultChanged, this, [this](bool newGraph) {
    if (!newGraph) return;
    if ((doc_->profileTrace().isEmpty() || doc_->profileTraceFound()) && !doc_->request().bundledExample && doc_->result()->capture) {
      const std::filesystem::path& found = doc_->result()->capture->capturedTrace();
      const QString trace = found.empty() ? QString() : QString::fromStdString(found.string());
      if (trace != doc_->profileTrace()) {
        doc_->setProfileTrace(trace, !trace.isEmpty());
        if (!trace.isEmpty())
          emit statusMessage(tr("Profile found beside the capture: %1").arg(QString::fromStdString(found.filename().string())));
      }
    }
    if (!doc_->profileTrace().isEmpty()) measureChosenProfile();
  });
}

AnalysisJobs::~AnalysisJobs() = default;

quint64 AnalysisJobs::dispatch(AnalysisWorker* worker, quint64& slot, std::function<void(AnalysisWorker*, quint64)> call) {
  const quint64 id = nextId_++;
  slot = id;
  QMetaObject::invokeMethod(worker, [worker, id, call = std::move(call)] { call(worker, id); }, Qt::QueuedConnection);
  updateBusy();
  return id;
}

void AnalysisJobs::finish(quint64& slot) {
  slot = 0;
  updateBusy();
}

void AnalysisJobs::updateBusy() {
  const bool busy = pendingId_ != 0 || layoutPendingId_ != 0 || relayoutId_ != 0 || whatIfId_ != 0 || otherCaptureId_ != 0;
  if (busy == shownBusy_) return;
  shownBusy_ = busy;
  emit busyChanged(busy);
}

// --------------------------------------------------------------------------------------------------
// The open run

void AnalysisJobs::load(const AnalysisRequest& request, const PendingState& pending) {
  threads_->worker()->cancel(nextId_ - 1);
  threads_->layoutWorker()->cancel(nextId_ - 1);   // a picture of the graph being replaced
  layoutPendingId_ = 0;
  if (relayoutId_ != 0) {
    relayoutId_ = 0;   // its result would belong to the graph being replaced
    emit clusterLayoutChanged(clusterLayout());
  }
  pending_ = pending;
  AnalysisRequest r = request;
  if (!r.logCache && !r.bundledExample) r.logCache = logCacheFor(r.path);
  lastLoad_ = r;
  dispatch(threads_->worker(), pendingId_, [r](AnalysisWorker* w, quint64 id) { w->load(id, r); });
}

std::shared_ptr<LogCache> AnalysisJobs::logCacheFor(const QString& path) {
  if (!runLogCache_ || runLogCachePath_ != path) {
    runLogCache_ = std::make_shared<LogCache>();
    runLogCachePath_ = path;
  }
  return runLogCache_;
}

void AnalysisJobs::reschedule(const AnalysisRequest& request) {
  if (!doc_->result() || !doc_->result()->capture) {
    doc_->setRequest(request);
    return;
  }
  threads_->worker()->cancel(nextId_ - 1);   // a re-run still going for an earlier setting is superseded
  pending_ = PendingState{};
  pending_.step = -2;   // keep the current step
  emit statusMessage(tr("Re-running the scheduler (%1)…").arg(request.policy));
  dispatch(threads_->worker(), pendingId_,
           [request, capture = doc_->result()->capture, geometry = doc_->result()->geometry](AnalysisWorker* w, quint64 id) {
             w->reschedule(id, request, capture, geometry);
           });
}

void AnalysisJobs::setPolicy(const QString& policy) {
  AnalysisRequest r = doc_->request();
  r.policy = policy;
  reschedule(r);
}

bool AnalysisJobs::setKnob(const QString& key, const QString& value) {
  return applySettings({key.toStdString() + "=" + value.toStdString()});
}

bool AnalysisJobs::applySettings(const std::vector<std::string>& assignments) {
  AnalysisRequest r = doc_->request();
  const sched::SchedulerConfig defaults;
  for (const std::string& assignment : assignments) {
    sched::SchedulerConfig probe;
    try {
      probe.setAssignment(assignment);
    } catch (const std::exception& e) {
      emit errorRaised(tr("Invalid setting"), QString::fromStdString(e.what()));
      return false;
    }
    const std::string key = assignment.substr(0, assignment.find('='));
    if (defaults.get(key) == probe.get(key)) r.knobs.erase(key);
    else r.knobs[key] = probe.get(key);
  }
  if (r.knobs != doc_->request().knobs || r.policy != doc_->request().policy) reschedule(r);
  return true;
}

void AnalysisJobs::resetKnobs() {
  AnalysisRequest r = doc_->request();
  r.knobs.clear();
  reschedule(r);
}

bool AnalysisJobs::reopenWithoutFusionLog() {
  if (!logFault_) return false;
  logFault_ = false;
  AnalysisRequest r = lastLoad_;
  r.ignoreFusionLog = true;
  load(r, {});
  return true;
}

void AnalysisJobs::onFinished(std::shared_ptr<const AnalysisResult> r) {
  if (!r || r->id != pendingId_) return;
  if (r->id == cancelledId_) {
    onCancelled(r->id);
    return;
  }
  pendingId_ = 0;
  if (!r->newGraph && doc_->result() && r->geometry != doc_->result()->geometry) {
    // A cluster layout (or its undo) landed while the scheduler re-ran: keep what is on screen.
    auto keep = std::make_shared<AnalysisResult>(*r);
    keep->geometry = doc_->result()->geometry;
    r = keep;
  }
  doc_->applyResult(r);
  if (r->newGraph) plainGeometry_.reset();   // groups-as-clusters belongs to the graph it was made for
  // Every rank runs with the same settings: compared again after a knob change.
  if (r->graph->inductor.ranks.size() > 1) compareRanks();
  if (r->provisionalLayout) startBackgroundLayout();
  if (r->kernelSourcesPending) {
    kernelSourcesFor_ = r->trace.get();
    dispatch(threads_->layoutWorker(), kernelSourcesId_,
             [r](AnalysisWorker* w, quint64 id) { w->generateKernelSources(id, r); });
  }
  updateBusy();
  const PendingState pending = pending_;
  pending_ = PendingState{};
  emit resultApplied(r, pending);
}

void AnalysisJobs::onFailed(quint64 id, const QString& message) {
  if (id != pendingId_) return;
  // The graph is fine but its fusion log is not: it can be opened without (the CLI's --no-fusion-log).
  logFault_ = message.contains(QString::fromLatin1(kWithoutLogHint)) && !lastLoad_.ignoreFusionLog;
  finish(pendingId_);
  emit loadFailed(message, pending_);
}

void AnalysisJobs::onCancelled(quint64 id) {
  if (id != 0 && id == otherCaptureId_) {
    finish(otherCaptureId_);
    emit statusMessage(tr("Compare with another capture cancelled"));
  } else if (id != 0 && id == whatIfId_) {
    finish(whatIfId_);
    emit statusMessage(tr("Make these fuse? cancelled"));
  } else if (id == pendingId_) {
    finish(pendingId_);
    emit statusMessage(doc_->trace() ? tr("Cancelled; the %1 schedule stays").arg(QString::fromStdString(doc_->trace()->policy))
                                     : tr("Cancelled"));
    emit loadCancelled();
  }
}

void AnalysisJobs::cancel() {
  // A load or re-run the user cancels stays cancelled even where the worker finished it a moment before the
  // click and its result is still queued: onFinished treats that result as cancelled.
  cancelledId_ = pendingId_;
  threads_->worker()->cancel(nextId_ - 1);
  threads_->layoutWorker()->cancel(nextId_ - 1);
  if (relayoutId_ != 0) {
    finish(relayoutId_);
    endRelayout(clusterLayout() ? tr("Cluster layout cancelled; the previous clusters stay")
                                : tr("Cluster layout cancelled; the normal layout stays"));
  }
  if (layoutPendingId_ != 0) {
    finish(layoutPendingId_);
    emit statusMessage(tr("Graphviz dot cancelled; FuseScope's layered layout stays"));
  }
}

void AnalysisJobs::stopAll() {
  threads_->worker()->cancel(nextId_ - 1);
  threads_->layoutWorker()->cancel(nextId_ - 1);
}

// --------------------------------------------------------------------------------------------------
// Pictures

bool AnalysisJobs::graphvizLayout() {
  if (!doc_->result() || !doc_->result()->graph || busy() || layoutPending() || relayoutPending()) {
    emit statusMessage(doc_->result() ? tr("Wait until the running load or layout has finished") : tr("Open a graph first"));
    return false;
  }
  if (clusterLayout()) setClusterLayout(false);
  startBackgroundLayout();
  emit statusMessage(tr("Laying out %1 nodes with Graphviz dot in the background; the current picture stays until it is "
                        "ready (Cancel stops it)").arg(doc_->result()->graph->nodes.size()));
  return true;
}

void AnalysisJobs::startBackgroundLayout() {
  layoutGraph_ = doc_->result()->graph.get();
  dispatch(threads_->layoutWorker(), layoutPendingId_,
           [graph = doc_->result()->graph](AnalysisWorker* w, quint64 id) { w->refineLayout(id, graph); });
}

void AnalysisJobs::replacePicture(std::shared_ptr<const SceneGeometry> geometry, bool closeUp, double layoutMs) {
  auto copy = std::make_shared<AnalysisResult>(*doc_->result());
  copy->geometry = std::move(geometry);
  if (closeUp) {   // Graphviz's picture of a provisional one
    copy->layoutMs += layoutMs;
    copy->provisionalLayout = false;
  }
  doc_->replaceResult(std::move(copy), closeUp);   // the window redraws from the document's signal
}

void AnalysisJobs::onLayoutReady(quint64 id, std::shared_ptr<const SceneGeometry> geometry, double ms, const QString& note) {
  if (id != 0 && id == relayoutId_) {
    finish(relayoutId_);
    if (!geometry || geometry->clusters.empty()) {
      endRelayout(!note.isEmpty() ? note
                                  : tr("Graphviz returned no cluster boxes for %1 nodes; the layout stays as it was")
                                        .arg(doc_->result()->graph->nodes.size()));
      return;
    }
    replacePicture(geometry, false, ms);
    emit statusMessage(tr("Groups as clusters: %1, laid out by dot in %2 ms. Hulls show only groups that differ from the "
                          "clusters as you step; untick View → Layout with Groups as Clusters for the normal layout.")
                           .arg(clusterNote_)
                           .arg(ms, 0, 'f', 0));
    emit clusterLayoutChanged(true);
    return;
  }
  // A re-run on the same graph may have landed meanwhile: the picture is still this graph's.
  if (!doc_->result() || layoutPendingId_ != id || doc_->result()->graph.get() != layoutGraph_) return;
  finish(layoutPendingId_);
  if (!geometry) {
    emit statusMessage(note);
    return;
  }
  replacePicture(geometry, true, ms);
  emit statusMessage(tr("Layout ready: %1 (%2, %3 ms)").arg(geometry->engine, geometry->strategy).arg(ms, 0, 'f', 0));
  emit layoutFinished();
}

bool AnalysisJobs::clusterLayout() const {
  return doc_->result() && doc_->result()->geometry && !doc_->result()->geometry->clusters.empty();
}

std::vector<FusionGroupView> AnalysisJobs::clusterGroups(QString* what) const {
  // What the user is looking at: the groups of the current step. Step 0 has none, so the schedule's final
  // kernels; without a schedule, Inductor's recorded kernels. Single nodes make no cluster.
  std::vector<FusionGroupView> groups = doc_->groupsAtStep();
  if (!groups.empty()) {
    *what = tr("the %1 fusion groups of step %2").arg(groups.size()).arg(doc_->step());
    return groups;
  }
  if (const sched::Trace* t = doc_->trace(); t && !t->kernels.empty()) {
    for (const auto& k : t->kernels)
      if (k.node >= 0 && static_cast<size_t>(k.node) < t->nodes.size() && t->node(k.node).members.size() > 1)
        groups.push_back({t->name(k.node), t->node(k.node).members});
    *what = tr("the %1 fused kernels of the last step (step %2 has no fusion groups)").arg(groups.size()).arg(doc_->step());
  } else if (const Graph* g = doc_->graph()) {
    for (auto& k : recordedKernelGroups(*g))
      if (k.members.size() > 1) groups.push_back(std::move(k));
    *what = tr("Inductor's %1 fused kernels (there is no schedule)").arg(groups.size());
  }
  return groups;
}

void AnalysisJobs::setClusterLayout(bool on) {
  if (!on) {
    if (relayoutId_ != 0) {
      threads_->layoutWorker()->cancel(nextId_ - 1);
      finish(relayoutId_);
    }
    if (clusterLayout() && plainGeometry_) {
      replacePicture(std::exchange(plainGeometry_, nullptr), false, 0);
      emit statusMessage(tr("Normal layout: fusion groups drawn as hulls over the fixed positions"));
    }
    emit clusterLayoutChanged(false);
    return;
  }
  if (!doc_->result() || !doc_->result()->graph || busy() || layoutPending()) {
    emit statusMessage(doc_->result() ? tr("Wait until the graph has finished loading and laying out, then lay it out with clusters")
                                      : tr("Open a graph first"));
    return;
  }
  QString what;
  auto groups = std::make_shared<const std::vector<FusionGroupView>>(clusterGroups(&what));
  if (groups->empty()) {
    emit statusMessage(tr("There are no fusion groups to lay out as clusters"));
    return;
  }
  if (relayoutId_ != 0) threads_->layoutWorker()->cancel(nextId_ - 1);   // superseded
  if (!clusterLayout()) plainGeometry_ = doc_->result()->geometry;
  clusterNote_ = what;
  emit statusMessage(tr("Laying out with %1 as clusters…").arg(what));
  // A second request supersedes a running one: only the latest id is shown.
  dispatch(threads_->layoutWorker(), relayoutId_,
           [graph = doc_->result()->graph, groups](AnalysisWorker* w, quint64 id) { w->relayout(id, graph, groups); });
}

void AnalysisJobs::endRelayout(const QString& message) {
  emit statusMessage(message);
  emit clusterLayoutChanged(clusterLayout());
}

// --------------------------------------------------------------------------------------------------
// Questions

bool AnalysisJobs::whatIf(NodeId a, NodeId b) {
  if (busy() || whatIfId_ != 0) {
    emit statusMessage(tr("Wait until the running analysis has finished"));
    return false;
  }
  dispatch(threads_->worker(), whatIfId_,
           [graph = doc_->result()->graph, trace = doc_->result()->trace, a, b](AnalysisWorker* w, quint64 id) {
             w->whatIf(id, graph, trace, a, b);
           });
  return true;
}

bool AnalysisJobs::compareCapture(const AnalysisRequest& other) {
  if (otherCaptureId_ != 0) threads_->worker()->cancel(otherCaptureId_);
  dispatch(threads_->worker(), otherCaptureId_,
           [other, open = doc_->result(), measured = doc_->profile()](AnalysisWorker* w, quint64 id) {
             w->compareCapture(id, other, open, measured);
           });
  return true;
}

void AnalysisJobs::compareRanks() {
  ranksVerdict_.clear();
  dispatch(threads_->worker(), ranksId_, [request = doc_->request(), ranks = doc_->graph()->inductor.ranks](AnalysisWorker* w, quint64 id) {
    w->compareRanks(id, request, ranks);
  });
}

bool AnalysisJobs::measureProfile(const QString& trace) {
  if (!doc_->graph()) {
    emit errorRaised(tr("Open Profile"), tr("Open the run's graph first: the profile is laid over the open graph."));
    return false;
  }
  if (!QFileInfo::exists(trace)) {
    emit errorRaised(tr("Open Profile"), tr("%1: no such file").arg(trace));
    return false;
  }
  profileFallback_ = doc_->profile() ? doc_->profileTrace() : QString();
  doc_->setProfileTrace(trace);
  measureChosenProfile();
  return true;
}

void AnalysisJobs::measureChosenProfile() {
  const auto capture = doc_->result() ? doc_->result()->capture : nullptr;
  if (!capture || doc_->profileTrace().isEmpty()) return;
  emit statusMessage(tr("Measuring %1 over %2 …").arg(QFileInfo(doc_->profileTrace()).fileName(), QString::fromStdString(capture->graph()->name)));
  dispatch(threads_->worker(), profileId_, [trace = doc_->profileTrace(), capture](AnalysisWorker* w, quint64 id) {
    w->measureProfile(id, trace, capture);
  });
}

}  // namespace fusescope::gui
