// MainWindow: opening graphs and applying what the worker sends back (results, layouts, progress, errors).
#include "main_window.h"
#include "schedule_document.h"

#include <QCoreApplication>
#include <QProgressBar>
#include <QFileInfo>
#include <QInputDialog>
#include <QSettings>
#include <QTimer>

#include <algorithm>
#include <set>

#include "analysis/explain_pair.h"
#include "analysis/group_compare.h"
#include "analysis/node_history.h"
#include "source/source_grouping.h"
#include "source/source_label.h"
#include "config_dock.h"
#include "decisions_dock.h"
#include "decisions_model.h"
#include "graph_info.h"
#include "export/exporter.h"
#include "graph_view.h"
#include "overview_view.h"
#include "import/capture_loader.h"
#include "import/load.h"
#include "import/log_ranks.h"
#include "kernel_panel.h"
#include "kv_tree_model.h"
#include "legend_dock.h"
#include "run_menus.h"
#include "source_dock.h"
#include "sched/policy.h"
#include "sched/scheduler.h"
#include "scene_builder.h"
#include "search_index.h"
#include "timeline_slider.h"
#include "trust_bar.h"
#include "why_dialog.h"

namespace fusescope::gui {

// --------------------------------------------------------------------------------------------------
// Loading

void MainWindow::openBundledExample(const Pending& pending) {
  AnalysisRequest r;
  r.bundledExample = true;
  r.policy = doc_->request().policy.isEmpty() ? QString::fromLatin1(sched::kDefaultPolicy) : doc_->request().policy;
  startLoad(r, pending);
}

namespace {
const char* kReopenKey = "reopenLastGraph";
const char* kLastPathKey = "lastGraph/path";
const char* kLastGraphKey = "lastGraph/graph";
const char* kLastPolicyKey = "lastGraph/policy";

// "FuseScope — run_…/model__0_forward_1.0 · rank 1 · PyTorch 2.11.0+cu130": what is open and what made it.
QString windowTitleFor(const Graph& g) {
  QString title = QCoreApplication::translate("MainWindow", "FuseScope — %1").arg(QString::fromStdString(g.name));
  if (g.inductor.rank >= 0) title += QCoreApplication::translate("MainWindow", " · rank %1").arg(g.inductor.rank);
  if (!g.inductor.torchVersion.empty())
    title += QCoreApplication::translate("MainWindow", " · PyTorch %1").arg(QString::fromStdString(g.inductor.torchVersion));
  return title;
}
}  // namespace

bool MainWindow::reopenLastOnStart() const {
  return options_.useSettings && QSettings().value(QLatin1String(kReopenKey), false).toBool();
}

void MainWindow::setReopenLastOnStart(bool on) {
  if (reopenAction_->isChecked() != on) reopenAction_->setChecked(on);   // re-enters through toggled
  if (options_.useSettings) QSettings().setValue(QLatin1String(kReopenKey), on);
}

void MainWindow::rememberLastGraph(const AnalysisRequest& request) {
  if (!options_.useSettings || request.bundledExample || request.path.isEmpty()) return;
  QSettings s;
  s.setValue(QLatin1String(kLastPathKey), QFileInfo(request.path).absoluteFilePath());
  s.setValue(QLatin1String(kLastGraphKey), request.graphName);
  s.setValue(QLatin1String(kLastPolicyKey), request.policy);
}

void MainWindow::openAtStart(const Pending& pending, const QString& policy) {
  const QString last = reopenLastOnStart() ? QSettings().value(QLatin1String(kLastPathKey)).toString() : QString();
  if (!last.isEmpty() && QFileInfo::exists(last)) {
    QSettings s;
    Pending p = pending;
    p.note = tr("Reopened the last graph");
    p.exampleOnFailure = true;
    openPath(last, s.value(QLatin1String(kLastGraphKey)).toString(), p,
             !policy.isEmpty() ? policy : s.value(QLatin1String(kLastPolicyKey)).toString());
    return;
  }
  setPolicy(policy.isEmpty() ? QString::fromLatin1(sched::kDefaultPolicy) : policy);   // the command line's default
  Pending p = pending;
  if (!last.isEmpty()) p.note = tr("The last graph %1 no longer exists: opened the bundled example").arg(last);
  openBundledExample(p);
}

bool MainWindow::openPath(const QString& path, const QString& graphName, const Pending& pending,
                          const QString& policy, const QString& fusionLog, const QString& subgraph, int rank,
                          bool ignoreFusionLog) {
  AnalysisRequest r;
  r.path = path;
  r.graphName = graphName;
  r.fusionLog = fusionLog;
  r.subgraph = subgraph;
  r.rank = rank;
  r.ignoreFusionLog = ignoreFusionLog;
  r.policy = !policy.isEmpty() ? policy : doc_->request().policy.isEmpty() ? QString::fromLatin1(sched::kDefaultPolicy) : doc_->request().policy;
  if (graphName.isEmpty() && QFileInfo(path).isDir()) {
    // A debug root with several graphs: let the user pick one.
    std::vector<GraphEntry> entries;
    try {
      LoadOptions options;
      options.rank = rank;
      entries = listGraphs(path.toStdString(), options);
    } catch (const std::exception& e) {
      reportError(tr("Cannot open %1").arg(path), QString::fromStdString(e.what()));
      emit loadFailed(QString::fromStdString(e.what()));
      return false;
    }
    if (entries.size() > 1) {
      // Lowest rank first, as every CLI command defaults to (run folders sort by start time, and rank 1
      // can start first).
      std::stable_sort(entries.begin(), entries.end(), [](const GraphEntry& a, const GraphEntry& b) { return a.rank < b.rank; });
      QStringList names;
      for (const auto& e : entries) {
        names << (e.rank >= 0 ? tr("rank %1 · %2  (%3)").arg(e.rank).arg(qs(e.name), qs(e.kind))
                              : QStringLiteral("%1  (%2)").arg(qs(e.name), qs(e.kind)));
      }
      bool ok = false;
      const QString pick = QInputDialog::getItem(this, tr("Choose a graph"),
                                                 tr("%1 holds %2 graphs (forward and backward):").arg(path).arg(names.size()),
                                                 names, 0, false, &ok);
      if (!ok) return false;
      r.graphName = qs(entries[static_cast<size_t>(std::max<qsizetype>(0, names.indexOf(pick)))].name);
    }
  }
  startLoad(r, pending);
  return true;
}

void MainWindow::startLoad(const AnalysisRequest& request, const Pending& pending) {
  analysis_->worker()->cancel(nextId_ - 1);
  cancelLayouts();        // a picture of the graph being replaced
  layoutPendingId_ = 0;
  if (relayoutId_ != 0) {
    relayoutId_ = 0;   // its result would belong to the graph being replaced
    clusterAction_->setChecked(clusterLayout());
    emit clusterLayoutChanged(clusterLayout());
  }
  const quint64 id = nextId_++;
  pendingId_ = id;
  pending_ = pending;
  lastLoad_ = request;
  showBusy();
  AnalysisWorker* w = analysis_->worker();
  QMetaObject::invokeMethod(w, [w, id, request] { w->load(id, request); }, Qt::QueuedConnection);
}

void MainWindow::startReschedule(const AnalysisRequest& request) {
  if (!doc_->result() || !doc_->result()->graph) {
    doc_->setRequest(request);
    return;
  }
  const quint64 id = nextId_++;
  pendingId_ = id;
  pending_ = Pending{};
  pending_.step = -2;   // keep the current step
  AnalysisWorker* w = analysis_->worker();
  w->cancel(id - 1);    // a re-run still going for an earlier setting is superseded
  auto graph = doc_->result()->graph;
  auto geometry = doc_->result()->geometry;
  showBusy();   // large graphs take seconds to schedule
  status(tr("Re-running the scheduler (%1)…").arg(request.policy));
  QMetaObject::invokeMethod(
      w, [w, id, request, graph, geometry] { w->reschedule(id, request, graph, geometry); }, Qt::QueuedConnection);
}

void MainWindow::onProgress(quint64 id, const QString& stage, int percent) {
  if (id == 0 || (id != pendingId_ && id != relayoutId_ && id != whatIfId_ && id != layoutPendingId_ && id != otherCaptureId_))
    return;
  progress_->setValue(percent);
  status(stage + QStringLiteral("…"));
}

void MainWindow::onFailed(quint64 id, const QString& message) {
  if (id != pendingId_) return;
  pendingId_ = 0;
  hideBusy();
  // The graph is fine but its fusion log is not: offer to open it without (the CLI's --no-fusion-log).
  const QString cliHint = QString::fromLatin1(kWithoutLogHint);
  const bool logFault = message.contains(cliHint) && !lastLoad_.ignoreFusionLog;
  withoutLogAction_->setEnabled(logFault);
  QString text = message;
  if (logFault) text.replace(cliHint, tr("\n\nFile → Reopen Without Fusion Log opens the graph without it: its kernels are "
                                         "still compared, its decisions are not."));
  status(tr("Failed: %1").arg(text));
  const bool fallBack = pending_.exampleOnFailure && !doc_->result();
  reportError(tr("Cannot open the graph"),
              text + (doc_->result()    ? tr("\n\nThe graph that was open stays open.")
                         : fallBack ? tr("\n\nThe bundled example opens instead.")
                                    : QString()));
  emit loadFailed(message);
  if (fallBack) {
    Pending p;
    p.note = tr("Could not reopen the last graph (%1): opened the bundled example").arg(message);
    openBundledExample(p);
  }
}

void MainWindow::onLayoutReady(quint64 id, std::shared_ptr<const SceneGeometry> geometry, double ms, const QString& note) {
  if (id != 0 && id == relayoutId_) {
    relayoutId_ = 0;
    hideBusy();
    if (!geometry || geometry->clusters.empty()) {
      endRelayout(!note.isEmpty() ? note
                                  : tr("Graphviz returned no cluster boxes for %1 nodes; the layout stays as it was")
                                        .arg(doc_->result()->graph->nodes.size()));
      return;
    }
    auto copy = std::make_shared<AnalysisResult>(*doc_->result());
    copy->geometry = geometry;
    applyGeometry(copy, false);
    status(tr("Groups as clusters: %1, laid out by dot in %2 ms. Hulls show only groups that differ from the "
              "clusters as you step; untick View → Layout with Groups as Clusters for the normal layout.")
               .arg(clusterNote_)
               .arg(ms, 0, 'f', 0));
    emit clusterLayoutChanged(true);
    return;
  }
  // A re-run on the same graph may have landed meanwhile: the picture is still this graph's.
  if (!doc_->result() || layoutPendingId_ != id || doc_->result()->graph.get() != layoutGraph_) return;
  layoutPendingId_ = 0;
  if (!busy()) {
    hideBusy();
  }
  if (!geometry) {
    status(note);
    return;
  }
  auto copy = std::make_shared<AnalysisResult>(*doc_->result());
  copy->geometry = geometry;
  copy->layoutMs += ms;
  copy->provisionalLayout = false;
  applyGeometry(copy, true);
  status(tr("Layout ready: %1 (%2, %3 ms)").arg(geometry->engine, geometry->strategy).arg(ms, 0, 'f', 0));
  emit layoutFinished();
}

// Shows `result` (the open graph with new geometry), keeping the step and the selection.
void MainWindow::applyGeometry(std::shared_ptr<AnalysisResult> result, bool closeUpOnSelection) {
  doc_->replaceResult(std::move(result));
  const NodeId keep = doc_->selected();
  const qreal zoom = view_->zoom();
  scene_->setGeometry(doc_->result()->geometry, doc_->result()->graph.get());
  view_->overview()->refit();
  view_->fitAll();
  applyStep(doc_->step(), true);
  if (keep != kNone) {
    // A whole large graph is unreadable: stay close to the selection (after a re-layout, at the same zoom).
    view_->setZoom(closeUpOnSelection ? 1.0 : zoom);
    selectNode(keep, true);
  }
}

void MainWindow::onFinished(std::shared_ptr<const AnalysisResult> r) {
  if (!r || r->id != pendingId_) return;
  pendingId_ = 0;
  if (!layoutPending() && !r->provisionalLayout) {
    hideBusy();
  }
  const bool newGraph = r->newGraph;
  if (!newGraph && doc_->result() && r->geometry != doc_->result()->geometry) {
    // A cluster layout (or its undo) landed while the scheduler re-ran: keep what is on screen.
    auto keep = std::make_shared<AnalysisResult>(*r);
    keep->geometry = doc_->result()->geometry;
    r = keep;
  }
  doc_->applyResult(r);
  rememberLastGraph(r->request);   // for File → Reopen Last Graph on Start (policy changes included)

  if (newGraph) {
    plainGeometry_.reset();   // groups-as-clusters belongs to the graph it was made for
    clusterAction_->setChecked(false);
    scene_->setGeometry(r->geometry, r->graph.get());
    view_->overview()->refit();
    setWindowTitle(windowTitleFor(*r->graph));
    if (!r->request.bundledExample) addRecent(r->request.path);
  }
  // Every rank runs with the same settings: compared again after a knob change (the trust line adds the verdict).
  if (r->graph->inductor.ranks.size() > 1) startRanksComparison();
  const int n = stepCount();

  int target = n;
  if (!newGraph) target = std::min(doc_->step(), n);
  if (pending_.step >= 0) target = std::min(pending_.step, n);
  applyStep(target, true);

  QString timing = tr("import %1 ms · schedule %2 ms · analysis %3 ms · layout %4 ms (%5)")
                       .arg(r->importMs, 0, 'f', 1)
                       .arg(r->scheduleMs, 0, 'f', 1)
                       .arg(r->analysisMs, 0, 'f', 1)
                       .arg(r->layoutMs, 0, 'f', 1)
                       .arg(r->geometry ? r->geometry->engine + QStringLiteral(": ") + r->geometry->strategy : QString());
  if (newGraph) {
    // Open legible around the current pair (the overview shows the whole); fit only when there is none.
    view_->fitAll();
    // A --select or a session's view says where to look instead.
    const bool viewGiven = !pending_.select.isEmpty() || pending_.hasView;
    if (followDecision() && currentDecision() >= 0 && !viewGiven) {
      refreshStep(true);
      QTimer::singleShot(0, this, [this] {   // again once the docks have their final size
        if (followDecision() && currentDecision() >= 0 && view_->followTarget().size() > 0) refreshStep(true);
      });
    }
    status(tr("Opened %1: %2 nodes, %3 decisions, %4 kernels — %5")
               .arg(qs(r->graph->name))
               .arg(r->graph->nodes.size())
               .arg(r->trace->decisions.size())
               .arg(r->trace->kernels.size())
               .arg(timing));
  } else if (const QString rerun = doc_->rerunSummary(); !rerun.isEmpty()) {
    status(rerun);
  }
  if (!r->layoutNote.isEmpty()) status(lastStatus_ + QStringLiteral(" — ") + r->layoutNote);
  applyPending();
  // Nothing selected yet on a new graph: select the pair's first node so the Inspector, Source and Kernel
  // docks show something useful from the first picture on.
  if (newGraph && doc_->selected() == kNone && currentDecision() >= 0) {
    const auto& d = r->trace->decisions[static_cast<size_t>(currentDecision())];
    if (d.node1 >= 0 && !r->trace->node(d.node1).members.empty()) selectNode(r->trace->node(d.node1).members.front());
  }
  // Scroll the Decisions table to the current row once the docks have their final size.
  QTimer::singleShot(0, this, [this] {
    decisionsDock_->centreOn(currentDecision());
  });
  // The comparison survives knob and policy changes; another capture is re-scheduled with the new ones.
  if (doc_->compareMode() == CompareMode::OtherCapture && doc_->otherCapture() && !newGraph)
    compareWithCapture(doc_->otherCapture()->path, doc_->otherCapture()->graphName);
  else if (doc_->compareMode() != CompareMode::None)
    refreshCompare();
  if (!r->scheduleError.isEmpty())
    reportError(tr("The scheduler failed"),
                tr("The graph was imported but the %1 scheduler failed on it:\n%2\n\nThe graph is shown without fusion steps.")
                    .arg(r->request.policy, r->scheduleError));
  if (r->provisionalLayout) startBackgroundLayout();
  emit loaded();
}

bool MainWindow::requestGraphvizLayout() {
  if (!doc_->result() || !doc_->result()->graph || busy() || layoutPending() || relayoutPending()) {
    status(doc_->result() ? tr("Wait until the running load or layout has finished") : tr("Open a graph first"));
    return false;
  }
  if (clusterLayout()) setClusterLayout(false);
  const int nodes = static_cast<int>(doc_->result()->graph->nodes.size());
  showBusy();
  startBackgroundLayout();
  status(tr("Laying out %1 nodes with Graphviz dot in the background; the current picture stays until it is ready "
            "(Cancel stops it)").arg(nodes));
  return true;
}

void MainWindow::startBackgroundLayout() {
  const quint64 id = nextId_++;
  layoutPendingId_ = id;
  layoutGraph_ = doc_->result()->graph.get();
  AnalysisWorker* w = analysis_->layoutWorker();
  auto graph = doc_->result()->graph;
  QMetaObject::invokeMethod(w, [w, id, graph] { w->refineLayout(id, graph); }, Qt::QueuedConnection);
}

void MainWindow::applyPending() {
  const Pending p = pending_;
  pending_ = Pending{};
  if (!p.note.isEmpty()) status(p.note + QStringLiteral(" · ") + lastStatus_);
  if (!p.select.isEmpty()) {
    if (!p.hasView && view_->zoom() < 0.8) view_->setZoom(1.0);   // close enough to read the labels
    if (!selectByName(p.select, true)) status(tr("No node or buffer named %1").arg(p.select));
  }
  if (p.hasView) {
    auto restoreView = [this, zoom = p.zoom, centre = QPointF(p.cx, p.cy)] {
      view_->setZoom(zoom);
      view_->setViewCentre(centre);
    };
    restoreView();
    QTimer::singleShot(0, this, restoreView);   // again once the docks have their final size
  }
}

bool MainWindow::openSchedulerRun(const QString& subgraph) { return runMenus_->openSchedulerRun(subgraph); }
bool MainWindow::openRank(int rank) { return runMenus_->openRank(rank); }

bool MainWindow::reopenWithoutFusionLog() {
  if (!withoutLogAction_->isEnabled()) return false;
  withoutLogAction_->setEnabled(false);
  AnalysisRequest r = lastLoad_;
  r.ignoreFusionLog = true;
  startLoad(r, {});
  return true;
}

void MainWindow::startRanksComparison() {
  ranksVerdict_.clear();
  const Graph* g = graph();
  if (!g || g->inductor.ranks.size() < 2) return;
  const quint64 id = nextId_++;
  ranksId_ = id;
  AnalysisWorker* w = analysis_->worker();
  QMetaObject::invokeMethod(w, [w, id, request = doc_->request(), ranks = g->inductor.ranks] { w->compareRanks(id, request, ranks); },
                            Qt::QueuedConnection);
}

}  // namespace fusescope::gui
