// MainWindow: opening graphs and applying what the worker sends back (results, layouts, progress, errors).
#include "main_window.h"
#include "graph_presenter.h"

#include <QCoreApplication>
#include <QProgressBar>
#include <QFileInfo>
#include <QTimer>

#include "decisions_dock.h"
#include "graph_info.h"
#include "graph_picker.h"
#include "overview_view.h"
#include "run_menus.h"

namespace fusescope::gui {

// --------------------------------------------------------------------------------------------------
// Loading

void MainWindow::openBundledExample(const Pending& pending) {
  AnalysisRequest r;
  r.bundledExample = true;
  r.policy = doc_->request().policy.isEmpty() ? QString::fromLatin1(sched::kDefaultPolicy) : doc_->request().policy;
  jobs_->load(r, pending);
}

namespace {
// "FuseScope — run_…/model__0_forward_1.0 · rank 1 · PyTorch 2.11.0+cu130": what is open and what made it.
QString windowTitleFor(const Graph& g) {
  QString title = QCoreApplication::translate("MainWindow", "FuseScope — %1").arg(QString::fromStdString(g.name));
  if (g.inductor.rank >= 0) title += QCoreApplication::translate("MainWindow", " · rank %1").arg(g.inductor.rank);
  if (!g.inductor.torchVersion.empty())
    title += QCoreApplication::translate("MainWindow", " · PyTorch %1").arg(QString::fromStdString(g.inductor.torchVersion));
  return title;
}
}  // namespace

bool MainWindow::reopenLastOnStart() const { return recent_.reopenOnStart(); }

void MainWindow::setReopenLastOnStart(bool on) {
  if (reopenAction_->isChecked() != on) reopenAction_->setChecked(on);   // re-enters through toggled
  recent_.setReopenOnStart(on);
}

void MainWindow::openAtStart(const Pending& pending, const QString& policy) {
  const auto last = recent_.lastGraph();
  Pending p = pending;
  if (last && QFileInfo::exists(last->path)) {
    p.note = tr("Reopened the last graph");
    p.exampleOnFailure = true;
    openPath(last->path, last->graph, p, !policy.isEmpty() ? policy : last->policy);
    return;
  }
  setPolicy(policy.isEmpty() ? QString::fromLatin1(sched::kDefaultPolicy) : policy);   // the command line's default
  if (last) p.note = tr("The last graph %1 no longer exists: opened the bundled example").arg(last->path);
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
  if (graphName.isEmpty()) {
    try {
      // A debug root with several graphs: the user picks one (the run's log read for ranks once, for both).
      const auto chosen = chooseGraph(this, path, rank, {}, jobs_->logCacheFor(path));
      if (!chosen) return false;
      r.graphName = *chosen;
    } catch (const std::exception& e) {
      reportError(tr("Cannot open %1").arg(path), QString::fromStdString(e.what()));
      emit loadFailed(QString::fromStdString(e.what()));
      return false;
    }
  }
  jobs_->load(r, pending);
  return true;
}

void MainWindow::onLoadFailed(const QString& message, const Pending& pending) {
  withoutLogAction_->setEnabled(jobs_->canReopenWithoutFusionLog());
  QString text = message;
  if (jobs_->canReopenWithoutFusionLog())
    text.replace(QString::fromLatin1(kWithoutLogHint),
                 tr("\n\nFile → Reopen Without Fusion Log opens the graph without it: its kernels are still compared, its "
                    "decisions are not."));
  status(tr("Failed: %1").arg(text));
  const bool fallBack = pending.exampleOnFailure && !doc_->result();
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

void MainWindow::onResultApplied(std::shared_ptr<const AnalysisResult> r, const Pending& pending) {
  const bool newGraph = r->newGraph;
  recent_.rememberLastGraph(r->request);   // for File → Reopen Last Graph on Start (policy changes included)

  if (newGraph) {
    clusterAction_->setChecked(false);   // the picture itself the presenter took from the document
    setWindowTitle(windowTitleFor(*r->graph));
    if (!r->request.bundledExample) addRecent(r->request.path);
  }
  const int n = stepCount();

  int target = n;
  if (!newGraph) target = std::min(doc_->step(), n);
  if (pending.step >= 0) target = std::min(pending.step, n);
  applyStep(target, true);

  QString timing = tr("import %1 ms · schedule %2 ms · analysis %3 ms · layout %4 ms (%5)")
                       .arg(r->importMs, 0, 'f', 1)
                       .arg(r->scheduleMs, 0, 'f', 1)
                       .arg(r->analysisMs, 0, 'f', 1)
                       .arg(r->layoutMs, 0, 'f', 1)
                       .arg(r->geometry ? r->geometry->engine + QStringLiteral(": ") + r->geometry->strategy : QString());
  if (newGraph) {
    // Open legible around the current pair (the overview shows the whole); the presenter fitted the new
    // picture, which stays when there is no pair.
    // A --select or a session's view says where to look instead.
    const bool viewGiven = !pending.select.isEmpty() || pending.hasView;
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
  applyPending(pending);
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
  emit loaded();
}

bool MainWindow::requestGraphvizLayout() { return jobs_->graphvizLayout(); }

void MainWindow::applyPending(const Pending& p) {
  if (!p.note.isEmpty()) status(p.note + QStringLiteral(" · ") + lastStatus_);
  if (!p.select.isEmpty()) {
    if (!p.hasView) presenter_->zoomToLegible();
    if (!selectByName(p.select, true)) status(tr("No node or buffer named %1").arg(p.select));
  }
  if (p.hasView) presenter_->restoreView(p.zoom, QPointF(p.cx, p.cy));
}

bool MainWindow::openSchedulerRun(const QString& subgraph) { return runMenus_->openSchedulerRun(subgraph); }
bool MainWindow::openRank(int rank) { return runMenus_->openRank(rank); }

bool MainWindow::reopenWithoutFusionLog() {
  const bool reopened = jobs_->reopenWithoutFusionLog();
  withoutLogAction_->setEnabled(false);
  return reopened;
}

}  // namespace fusescope::gui
