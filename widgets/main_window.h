// FuseScope's main window: graph view in the centre, step controls, and the Decisions, Inspector,
// Kernel and Config docks. All heavy work goes to the AnalysisWorker; the window only applies results.
#pragma once

#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <unordered_map>
#include <vector>

#include "analysis/group_compare.h"
#include "analysis/logged_verdicts.h"
#include "analysis_jobs.h"
#include "export/scene.h"
#include "layout/fusion_group_view.h"
#include "graph_view.h"
#include "schedule_document.h"
#include "search_index.h"
#include "source/source_grouping.h"
#include "recent_graphs.h"
#include "session.h"
#include "theme.h"

class QAction;
class QActionGroup;
class QCheckBox;
class QComboBox;
class QDockWidget;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QMenu;
class QProgressBar;
class QSpinBox;
class QTableView;
class QTimer;
class QToolBar;
class QToolButton;
class QTreeView;

namespace fusescope::gui {

// Background work that lasts longer than this shows the status bar's progress bar and its Cancel button.
inline constexpr int kRevealProgressMs = 500;

class ConfigDock;
class DecisionsDock;
class DecisionsFilterModel;
class DecisionsModel;
class FindBar;
class GraphPresenter;
class RunMenus;
class GraphScene;
class StepBar;
class GraphView;
class InspectorDock;
class KernelDock;
class KernelPanel;
class KvTreeModel;
class HotspotsDock;
class BlocksDock;
class LegendDock;
class SequenceDock;
class ScheduleDocument;
class SourceDock;
class TrustBar;
class TimelineSlider;

// The window's first size without saved geometry: 1600x1000, or 95% of the screen's available area where
// that is smaller (a 1280x800 laptop: the docks and the buttons at the right edge stay on screen).
QSize defaultWindowSize(const QSize& available);

struct MainWindowOptions {
  bool restoreSettings = true;   // geometry/dock state from QSettings (off for screenshots and tests)
  bool useSettings = true;       // read/write recent files etc.
};

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  using Options = MainWindowOptions;
  explicit MainWindow(Options options, QWidget* parent = nullptr);
  MainWindow() : MainWindow(Options{}) {}
  ~MainWindow() override;

  // Errors are reported through this (default: a QMessageBox); tests and --screenshot replace it.
  using ErrorHandler = std::function<void(const QString& title, const QString& message)>;
  void setErrorHandler(ErrorHandler handler) { errorHandler_ = std::move(handler); }

  using Pending = PendingState;

  // Resizes the window and lays its docks out in proportion to that size, as for a first start
  // (screenshots, timings and tests use 1600x1000).
  void resizeWithDocks(const QSize& size);

  void openBundledExample(const Pending& pending = {});
  // What start-up opens when no PATH is given: the last graph successfully opened (path, graph name,
  // policy) when File → Reopen Last Graph on Start is ticked and the window uses settings, otherwise the
  // bundled example; a last graph that no longer exists (or fails to load) opens the example and the
  // status bar says so. A non-empty `policy` (--policy) overrides the remembered one.
  void openAtStart(const Pending& pending = {}, const QString& policy = {});
  void setReopenLastOnStart(bool on);   // QSettings "reopenLastGraph", default off
  bool reopenLastOnStart() const;
  // Returns false (and reports) when the path needs a graph choice the user cancelled.
  // `fusionLog`: the run's TORCH_LOGS_OUT file when it is not beside the graph (empty: looked for in the
  // graph folder, the debug root and its parent).
  // `rank`: the torch.distributed rank whose graph to open (-1: the folder's own, else the lowest);
  // `ignoreFusionLog`: open without any fusion log (the CLI's --no-fusion-log).
  bool openPath(const QString& path, const QString& graphName = {}, const Pending& pending = {},
                const QString& policy = {}, const QString& fusionLog = {}, const QString& subgraph = {},
                int rank = -1, bool ignoreFusionLog = false);
  void setPolicy(const QString& policy);
  void setKnob(const QString& key, const QString& value);
  bool busy() const { return jobs_->busy(); }
  // The log cache the graph picker and the loads of the run at `path` share (its disk reads are countable).
  std::shared_ptr<LogCache> runLogCache(const QString& path) { return jobs_->logCacheFor(path); }
  bool layoutPending() const { return jobs_->layoutPending(); }

  // View → Layout with Groups as Clusters: re-runs Graphviz on the worker thread with each fusion group of
  // the current step as a dot cluster (at step 0, where nothing is fused, the final kernels; without a
  // schedule, Inductor's recorded kernels), then shows it with the cluster boxes. Off returns to the
  // normal layout at once. Emits clusterLayoutChanged when the shown layout changed or the request ended.
  void setClusterLayout(bool on);
  bool clusterLayout() const;              // the graph is shown laid out with clusters
  bool relayoutPending() const { return jobs_->relayoutPending(); }
  // View → Lay Out with Graphviz: dot (with iteration limits above the layered threshold) on the layout
  // worker; the picture is swapped in when it is ready (layoutFinished), Cancel keeps the current one.
  // False (with a status line) when there is nothing to lay out or a load or layout is running.
  bool requestGraphvizLayout();
  // The status bar's Cancel: stops the running load or layout; what is shown stays.
  void cancelBackgroundWork();

  // Stepping: step k = the partition after the k-th step's decision (0..stepCount()).
  void setStep(int step);
  int step() const;
  int stepCount() const;
  void nextDecision() { setStep(step() + 1); }
  void prevDecision() { setStep(step() - 1); }
  void nextFusion();
  void prevFusion();
  void jumpToDecision(int decision);   // centres both nodes
  // Steps always run over every decision evaluated; this only filters the Decisions table to the
  // fuse-phase rows.
  void setFusePhaseOnly(bool on);
  bool fusePhaseOnly() const;
  int currentDecision() const;         // index into Trace::decisions; -1 at step 0
  int stepOfDecision(int decision) const;

  void selectNode(NodeId node, bool centre = false);
  // Selects the first of `nodes` and brings them all into view (a Hotspots row, a block).
  void goToNodes(const std::vector<NodeId>& nodes);
  bool selectByName(const QString& name, bool centre = true);
  NodeId selectedNode() const;

  // Export through core's exporter; return false and report on failure.
  bool exportCurrentStep(const QString& file);
  // MODEL_GRAPH_stepK.EXT for the File → Export dialog.
  QString defaultExportName(const QString& extension) const;
  bool exportAllSteps(const QString& dir, const QString& format);
  // File → Export Report…: core's report page (report/graph_report.h) of what is open, at the step shown,
  // with the document's pair answered; false (and a dialog) on failure.
  bool exportReport(const QString& file);
  bool saveSessionTo(const QString& file);
  bool openSessionFrom(const QString& file);

  // View → Theme: applies to the whole application and the graph; persisted in QSettings ("theme")
  // when `persist` and the window uses settings (the --theme option does not persist).
  void setTheme(UiTheme theme, bool persist = true);
  UiTheme theme() const { return theme_; }

  QString explainPair(NodeId a, NodeId b) const;   // "Why not fused?" text
  // "Make these fuse?" for the two selected nodes: core's whatif search on the worker; the answer opens
  // as a WhatIfDialog (whatIfShown). False (reported) without two selected nodes or while busy.
  bool makeTheseFuse();
  // Re-runs the schedule with these "KEY=VALUE" settings on top of the current ones (one re-run).
  void applySettings(const std::vector<std::string>& settings);
  int compareDifferences() const { return doc_->comparisonDifferences(); }
  void setCompareMode(CompareMode mode);           // OtherCapture: after compareWithCapture
  // File → Compare with Another Capture: loads PATH (a graph folder; in a debug root the graph named like
  // the open one, else `graphName`), schedules it with the open run's policy and knobs on the worker and
  // diffs the two (core's diffCaptures, as `fusescope-cli diff`); then CompareMode::OtherCapture draws the other run's
  // kernels as outlines and lists the differing regions. False (reported) when nothing is open.
  bool compareWithCapture(const QString& path, const QString& graphName = {});
  // Graph → Scheduler Runs: opens another scheduler run of the open folder (a torch.cond branch, a
  // while_loop body, an invoke_subgraph; "" = the outer graph) with the same policy and knobs. False when
  // the open graph has no such run.
  bool openSchedulerRun(const QString& subgraph);
  QMenu* schedulerRunsMenu() const { return runsMenu_; }
  // View → Ranks: opens the same graph as another rank of a torch.distributed run compiled it (its own
  // run_*-pid_N folder and log lines), with the same policy and knobs. False when there is no such rank.
  bool openRank(int rank);
  // File → Reopen Without Fusion Log: the graph that failed to open because of its fusion log, opened
  // without it (its kernels are still compared, its decisions not). False when the last failure was not that.
  bool reopenWithoutFusionLog();
  QMenu* ranksMenu() const { return ranksMenu_; }
  // File → Open Profile…: lays a torch.profiler trace of this run over the open graph (core's measureGraph
  // on the worker): the Hotspots dock, the heat overlay and the measured lines of the Kernel dock and the
  // Inspector. The trace stays chosen for the run's other graphs. False (reported) when nothing is open; a
  // bad or foreign trace is reported and what was shown stays. Emits profileMeasured when it ends.
  bool openProfile(const QString& trace);
  // View → Color by Measured Time: the heat overlay (on when a profile lands).
  void setHeatOverlay(bool on);
  bool heatOverlay() const;
  HotspotsDock* hotspotsDock() const { return hotspotsDock_; }
  BlocksDock* blocksDock() const { return blocksDock_; }
  QLabel* breadcrumbLabel() const { return breadcrumbLabel_; }
  // The two nodes "Why not fused?" and "Make these fuse?" ask about: the document's pair (the decision
  // shown, or the two nodes last chosen with Ctrl+click). False when there is none.
  bool pairToExplain(NodeId& a, NodeId& b) const;
  // The all-ranks verdict the trust line shows ("" until the comparison finished).
  QString ranksVerdict() const { return jobs_->ranksVerdict(); }
 signals:
  void ranksCompared();
  void profileMeasured(bool ok);
 public:

  // What is open: the run, the step, the selection and the comparison.
  ScheduleDocument* document() const { return doc_; }
  const Graph* graph() const;
  const sched::Trace* trace() const;
  const AnalysisResult* result() const;
  const source::SourceMap* sources() const;
  GraphScene* graphScene() const { return scene_; }
  GraphView* graphView() const { return view_; }
  DecisionsModel* decisionsModel() const { return decisionsModel_; }
  DecisionsFilterModel* decisionsProxy() const { return decisionsProxy_; }
  DecisionsDock* decisionsDock() const { return decisionsDock_; }
  QTableView* decisionsView() const { return decisionsView_; }
  StepBar* stepBar() const { return stepBar_; }
  KvTreeModel* inspectorModel() const;
  KernelPanel* kernelPanel() const;
  InspectorDock* inspectorDock() const { return inspectorDock_; }
  KernelDock* kernelDock() const { return kernelDock_; }
  TrustBar* trustBar() const { return trustBar_; }
  LegendDock* legendDock() const { return legendDock_; }
  SequenceDock* sequenceDock() const { return sequenceDock_; }
  SourceDock* sourceDock() const { return sourceDock_; }
  QLabel* noMatchesLabel() const;
  bool followDecision() const;
  void setFocusMode(bool on);
  // View → Collapse Groups: every drawn group (fusion group, or source group when grouping by source) as one
  // box, except the groups of the pair under decision and of the selected node, which stay open.
  void setCollapseGroups(bool on);
  bool collapseGroups() const;
  // View → Group by Source: 0 off (fusion groups), 1 source line, 2 function, 3 file.
  void setSourceGrouping(std::optional<source::SourceGrouping> grouping);   // nullopt: the fusion groups
  std::optional<source::SourceGrouping> sourceGrouping() const;
  void setFollowDecision(bool on);
  QString lastStatus() const { return lastStatus_; }
  double lastStepMs() const;   // the graph's last redraw of a step (--timing)

 public slots:
  // "Why not fused?" on the two selected nodes (the Decisions dock's button).
  void showWhyNotFusedForTests() { showWhyNotFused(); }

 signals:
  void loaded();                         // a result was applied (new graph or re-run)
  void loadFailed(const QString& message);
  void stepChanged(int step);
  void layoutFinished();                 // Graphviz geometry replaced a provisional layout
  void clusterLayoutChanged(bool on);    // a cluster layout request ended (on: clusters are shown)
  void whatIfShown();                    // a "Make these fuse?" answer (a WhatIfDialog child) is on screen
  void otherCaptureCompared();           // CompareMode::OtherCapture shows a new diff (or its load failed)

 protected:
  void closeEvent(QCloseEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;

 private:
  void buildActions();
  void buildDocks();
  void onResultApplied(std::shared_ptr<const AnalysisResult> r, const Pending& pending);
  void onLoadFailed(const QString& message, const Pending& pending);
  void onWhatIfReady(std::shared_ptr<const analysis::WhatIfResult> result);
  void applyPending(const Pending& pending);
  void applyStep(int step, bool force);
  void refreshStep(bool centre);
  void refreshCompare();
  void showComparison();
  void reportError(const QString& title, const QString& message);
  void status(const QString& text);
  void addRecent(const QString& path);
  void rebuildRecentMenu();
  void showWhyNotFused();
  void goToLink(const QString& link);   // an Inspector link: a node, a buffer, a scheduler run
  QString otherPolicy() const;

  Options options_;
  RecentGraphs recent_;
  ErrorHandler errorHandler_;
  AnalysisJobs* jobs_;   // the document's background work (load, re-run, layouts, questions)
  QAction* withoutLogAction_ = nullptr;
  ScheduleDocument* doc_;
  QString lastStatus_;

  GraphScene* scene_;
  GraphView* view_;
  GraphPresenter* presenter_;
  StepBar* stepBar_ = nullptr;
  FindBar* findBar_ = nullptr;

  DecisionsModel* decisionsModel_;
  DecisionsFilterModel* decisionsProxy_;
  QTableView* decisionsView_ = nullptr;
  QProgressBar* progress_ = nullptr;
  QTimer* busyReveal_ = nullptr;   // shows the progress bar and Cancel once a job has run kRevealProgressMs
  QToolButton* cancelButton_ = nullptr;
  QMenu* recentMenu_ = nullptr;
  QMenu* runsMenu_ = nullptr;        // View → Scheduler Runs and View → Ranks (RunMenus fills them)
  QMenu* ranksMenu_ = nullptr;
  RunMenus* runMenus_ = nullptr;
  QAction* clusterAction_ = nullptr;
  QAction* reopenAction_ = nullptr;
  DecisionsDock* decisionsDock_ = nullptr;
  InspectorDock* inspectorDock_ = nullptr;
  KernelDock* kernelDock_ = nullptr;
  ConfigDock* configDock_ = nullptr;
  LegendDock* legendDock_ = nullptr;
  SequenceDock* sequenceDock_ = nullptr;
  HotspotsDock* hotspotsDock_ = nullptr;
  BlocksDock* blocksDock_ = nullptr;
  QLabel* breadcrumbLabel_ = nullptr;
  QAction* heatAction_ = nullptr;
  void applyHeat();
  SourceDock* sourceDock_ = nullptr;
  std::vector<QDockWidget*> docks_;   // every dock, in placement and View menu order (buildDocks)
  TrustBar* trustBar_ = nullptr;
  QAction* followAction_ = nullptr;
  QAction* focusAction_ = nullptr;
  QAction* collapseAction_ = nullptr;
  QActionGroup* sourceGroupingActions_ = nullptr;
  UiTheme theme_ = UiTheme::System;
  QActionGroup* themeGroup_ = nullptr;
  std::vector<std::pair<QAction*, QStyle::StandardPixmap>> styleIcons_;   // re-tinted on theme changes
};

}  // namespace fusescope::gui
