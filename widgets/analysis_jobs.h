// The open document's background work: every request the window makes of the analysis and layout workers
// (open a graph, re-run it with other settings, Graphviz and cluster pictures, "Make these fuse?", compare
// with another capture, measure a profile, compare the ranks). One id per kind of job: a newer request of a
// kind supersedes the older one, Cancel stops them all. What belongs to the document (a result, a profile,
// another capture) is applied to it here; the window hears what to show through the signals (status lines,
// errors, the busy bar, a new picture) and keeps the views, the dialogs and the menus.
#pragma once

#include <QObject>
#include <QString>

#include <memory>
#include <string>
#include <vector>

#include "analysis_worker.h"
#include "layout/fusion_group_view.h"

namespace fusescope::gui {

class ScheduleDocument;

// What to apply once the next load finishes (command line / session).
struct PendingState {
  int step = -1;                 // -1: the last step; -2: keep the step shown (a re-run)
  QString select;                // node or buffer name
  bool hasView = false;
  double zoom = 1, cx = 0, cy = 0;
  QString note;                  // put in front of the status once loaded (e.g. why the example opened)
  bool exampleOnFailure = false; // a failed load opens the bundled example instead (start-up reopen)
};

class AnalysisJobs : public QObject {
  Q_OBJECT
 public:
  AnalysisJobs(ScheduleDocument* document, QObject* parent = nullptr);
  ~AnalysisJobs() override;

  // ---- the open run
  // Opens `request` (everything still running for the graph shown is superseded); `pending` comes back
  // with resultApplied or loadFailed.
  void load(const AnalysisRequest& request, const PendingState& pending);
  // The log cache of the run at `path` (one at a time: another run's replaces it), shared by the graph
  // picker and every load of the run, so a distributed run's log is read from disk once.
  std::shared_ptr<LogCache> logCacheFor(const QString& path);
  // Re-runs the open graph with `request`'s policy and knobs (with nothing open, only remembers them).
  void reschedule(const AnalysisRequest& request);
  // Settings on top of the open request, checked by core's SchedulerConfig (a bad one is an errorRaised
  // and false); a setting equal to the default is dropped; nothing re-runs when nothing changed.
  void setPolicy(const QString& policy);
  bool setKnob(const QString& key, const QString& value);
  bool applySettings(const std::vector<std::string>& assignments);
  void resetKnobs();
  // The load that failed last failed on its fusion log only: it can be opened without it.
  bool canReopenWithoutFusionLog() const { return logFault_; }
  bool reopenWithoutFusionLog();

  // ---- pictures
  bool graphvizLayout();                    // View → Lay Out with Graphviz
  void setClusterLayout(bool on);           // View → Layout with Groups as Clusters
  bool clusterLayout() const;               // the shown picture has cluster boxes

  // ---- questions
  bool whatIf(NodeId a, NodeId b);          // "Make these fuse?"; answered by whatIfReady
  bool compareCapture(const AnalysisRequest& other);   // answered by otherCaptureReady
  bool measureProfile(const QString& trace);   // File → Open Profile…; answered by profileMeasured
  const QString& ranksVerdict() const { return ranksVerdict_; }

  bool busy() const { return pendingId_ != 0; }   // a load or re-run
  bool layoutPending() const { return layoutPendingId_ != 0; }
  bool relayoutPending() const { return relayoutId_ != 0; }
  void cancel();     // the status bar's Cancel: what is shown stays
  void stopAll();    // the window closes

 signals:
  void busyChanged(bool busy);      // a job the status bar shows with its progress and Cancel
  void progress(const QString& stage, int percent);
  void statusMessage(const QString& text);
  void errorRaised(const QString& title, const QString& message);
  // The document holds the new result; `pending` is what the load was asked to show.
  void resultApplied(std::shared_ptr<const AnalysisResult> result, const PendingState& pending);
  void loadFailed(const QString& message, const PendingState& pending);
  void loadCancelled();
  // The same run with another picture (the document's result was replaced): show it, near the selection
  // at readable zoom when `closeUp`.
  void layoutFinished();
  void clusterLayoutChanged(bool on);
  void whatIfReady(std::shared_ptr<const analysis::WhatIfResult> result);
  void otherCaptureReady(bool ok);
  void ranksCompared(const QString& verdict);
  void profileMeasured(bool ok);

 private:
  quint64 dispatch(AnalysisWorker* worker, quint64& slot, std::function<void(AnalysisWorker*, quint64)> call);
  void finish(quint64& slot);
  void updateBusy();
  void onFinished(std::shared_ptr<const AnalysisResult> r);
  void onFailed(quint64 id, const QString& message);
  void onCancelled(quint64 id);
  void onLayoutReady(quint64 id, std::shared_ptr<const SceneGeometry> geometry, double ms, const QString& note);
  void replacePicture(std::shared_ptr<const SceneGeometry> geometry, bool closeUp, double layoutMs);
  void startBackgroundLayout();
  void endRelayout(const QString& message);
  void compareRanks();
  void measureChosenProfile();
  std::vector<FusionGroupView> clusterGroups(QString* what) const;

  ScheduleDocument* doc_;
  AnalysisThread* threads_;
  quint64 nextId_ = 1;
  quint64 pendingId_ = 0;         // a load or re-run
  quint64 cancelledId_ = 0;     // the load or re-run the user last cancelled
  quint64 layoutPendingId_ = 0;   // Graphviz's picture of a provisional (layered) result
  const Graph* layoutGraph_ = nullptr;   // the graph that picture is for
  quint64 relayoutId_ = 0;        // a cluster layout
  quint64 whatIfId_ = 0;
  quint64 otherCaptureId_ = 0;
  quint64 ranksId_ = 0;
  quint64 profileId_ = 0;
  quint64 kernelSourcesId_ = 0;   // the generated source of the shown result (AnalysisResult::kernelSourcesPending)
  const sched::Trace* kernelSourcesFor_ = nullptr;   // the schedule it is generated for
  bool shownBusy_ = false;
  PendingState pending_;
  AnalysisRequest lastLoad_;      // File → Reopen Without Fusion Log
  std::shared_ptr<LogCache> runLogCache_;   // logCacheFor's
  QString runLogCachePath_;
  bool logFault_ = false;
  std::shared_ptr<const SceneGeometry> plainGeometry_;   // the normal layout, while clusters are shown
  QString clusterNote_;           // which groups the running / shown cluster layout uses
  QString ranksVerdict_;
  QString profileFallback_;       // the trace chosen before the one being measured (restored when it fails)
};

}  // namespace fusescope::gui

Q_DECLARE_METATYPE(fusescope::gui::PendingState)
