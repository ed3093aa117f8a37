// MainWindow: the comparison with a reference result and "Why not fused?", both answered by core/analysis.
#include "main_window.h"
#include "schedule_document.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <set>
#include <tuple>

#include "analysis/explain_pair.h"
#include "analysis/group_compare.h"
#include "source/source_label.h"
#include "config_dock.h"
#include "decisions_dock.h"
#include "decisions_model.h"
#include "graph_info.h"
#include "export/exporter.h"
#include "graph_view.h"
#include "import/load.h"
#include "kernel_panel.h"
#include "kv_tree_model.h"
#include "legend_dock.h"
#include "sched/policy.h"
#include "sched/scheduler.h"
#include "scene_builder.h"
#include "search_index.h"
#include "timeline_slider.h"
#include "trust_bar.h"
#include "whatif_dialog.h"
#include "why_dialog.h"

namespace fusescope::gui {

// --------------------------------------------------------------------------------------------------
// Config and compare

void MainWindow::refreshConfigDock() {
  configDock_->showSettings(doc_->request().policy, doc_->request().knobs);
  if (doc_->result() && !doc_->result()->scheduleError.isEmpty())
    configDock_->setStatus(tr("Scheduler failed: %1").arg(doc_->result()->scheduleError));
  else if (changeSummary_.isEmpty() && trace())
    configDock_->setStatus(tr("%1: %2 kernels from %3 nodes, %4 fusions in %5 rounds (%6 ms)")
                               .arg(doc_->request().policy)
                               .arg(trace()->kernels.size())
                               .arg(trace()->nodesBefore)
                               .arg(trace()->fusions.size())
                               .arg(trace()->rounds)
                               .arg(doc_->result()->scheduleMs, 0, 'f', 1));
}

void MainWindow::setPolicy(const QString& policy) {
  AnalysisRequest r = doc_->request();
  r.policy = policy;
  startReschedule(r);
}

void MainWindow::setKnob(const QString& key, const QString& value) {
  sched::SchedulerConfig probe;
  try {
    probe.set(key.toStdString(), value.toStdString());
  } catch (const std::exception& e) {
    reportError(tr("Invalid setting"), QString::fromStdString(e.what()));
    refreshConfigDock();
    return;
  }
  AnalysisRequest r = doc_->request();
  const sched::SchedulerConfig defaults;
  if (defaults.get(key.toStdString()) == probe.get(key.toStdString())) r.knobs.erase(key.toStdString());
  else r.knobs[key.toStdString()] = probe.get(key.toStdString());
  if (r.knobs == doc_->request().knobs && r.policy == doc_->request().policy) return;
  startReschedule(r);
}

std::vector<std::vector<NodeId>> MainWindow::referenceGroups() const {
  const Graph* g = graph();
  if (!g) return {};
  switch (doc_->compareMode()) {
    case CompareMode::Inductor: return analysis::inductorGroups(*g);
    case CompareMode::OtherPolicy: return doc_->otherPolicyTrace() ? analysis::finalGroups(*doc_->otherPolicyTrace()) : std::vector<std::vector<NodeId>>{};
    case CompareMode::PreviousSettings: return doc_->previousTrace() ? analysis::finalGroups(*doc_->previousTrace()) : std::vector<std::vector<NodeId>>{};
    case CompareMode::OtherCapture: {
      // The other capture's kernels (the ones its diff compares), in this graph's nodes.
      const auto& other = doc_->otherCapture();
      if (!other) return {};
      const auto theirs = other->diff.kernels == analysis::KernelSource::Inductor ? analysis::inductorGroups(*other->graph)
                                                                                  : analysis::finalGroups(*other->trace);
      std::vector<std::vector<NodeId>> mapped;
      for (const auto& group : theirs) {
        std::vector<NodeId> ours;
        for (NodeId n : group)
          if (static_cast<size_t>(n) < other->diff.matching.aOfB.size() && other->diff.matching.aOfB[static_cast<size_t>(n)] != kNone)
            ours.push_back(other->diff.matching.aOfB[static_cast<size_t>(n)]);
        std::sort(ours.begin(), ours.end());
        if (!ours.empty()) mapped.push_back(std::move(ours));
      }
      return mapped;
    }
    case CompareMode::None: return {};
  }
  return {};  // every mode returns above; GCC cannot see that a switch over an enum class is complete
}

QString MainWindow::otherPolicy() const {
  for (const auto& p : sched::policyNames())
    if (qs(p) != doc_->request().policy) return qs(p);
  return {};
}

void MainWindow::setCompareMode(CompareMode mode) {
  doc_->setCompareMode(mode);
  configDock_->setCompareMode(doc_->compareMode());
  const QString other = doc_->compareMode() == CompareMode::OtherPolicy ? otherPolicy() : QString();
  if (doc_->compareMode() == CompareMode::OtherPolicy && doc_->result() && doc_->result()->graph &&
      (!doc_->otherPolicyTrace() || qs(doc_->otherPolicyTrace()->policy) != other || doc_->request().comparePolicy != other)) {
    // The other policy runs on the worker as part of the request (same knobs, request id, Cancel) and
    // again with every knob or policy change while this comparison is chosen.
    if (other.isEmpty()) {
      configDock_->setCompareText(tr("There is no other policy to compare with."));
      return;
    }
    configDock_->setCompareText(tr("Running %1 for the comparison…").arg(other));
    AnalysisRequest r = doc_->request();
    r.comparePolicy = other;
    startReschedule(r);
    return;
  }
  refreshCompare();
}

void MainWindow::refreshCompare() {
  configDock_->clearDifferences();
  doc_->setComparison(nullptr);
  compareDiffers_ = 0;
  const Graph* g = graph();
  const sched::Trace* t = trace();
  if (doc_->compareMode() == CompareMode::None || !g || !t) {
    configDock_->setCompareText(QString());
    scene_->setReferenceGroups({});
    refreshStep(false);
    return;
  }
  if (doc_->compareMode() == CompareMode::OtherCapture) {
    if (doc_->otherCapture()) {
      refreshCaptureDiff(*doc_->otherCapture());
    } else {
      configDock_->setCompareText(tr("Choose the other capture with File → Compare with Another Capture…"));
      scene_->setReferenceGroups({});
      refreshStep(false);
    }
    return;
  }
  const auto ref = referenceGroups();
  if (ref.empty()) {
    configDock_->setCompareText(doc_->compareMode() == CompareMode::Inductor ? tr("This capture has no ir_post_fusion.txt to compare with.")
                                             : tr("No reference result yet."));
    scene_->setReferenceGroups({});
    refreshStep(false);
    return;
  }
  // core's comparison (analysis/group_compare.h): the same numbers as `fusescope-cli compare`.
  auto c = std::make_shared<analysis::GroupComparison>(analysis::compareGroups(*g, *t, ref));
  compareDiffers_ = static_cast<int>(c->differences.size());
  std::set<std::vector<NodeId>> ours;
  for (auto& members : analysis::finalGroups(*t)) ours.insert(std::move(members));
  std::vector<std::vector<NodeId>> outlines;   // the reference's groups FuseScope does not form
  for (const auto& r : ref)
    if (!ours.count(r)) outlines.push_back(r);
  scene_->setReferenceGroups(outlines);
  auto names = [&](const std::vector<NodeId>& members) {
    QStringList l;
    for (NodeId n : members) l << qs(g->nodes[static_cast<size_t>(n)].name);
    return l.join(QLatin1Char('_'));
  };
  for (const auto& d : c->differences) {
    QStringList refNames;
    for (const auto& r : d.reference) refNames << (r.empty() ? tr("(absent)") : names(r));
    QString text = tr("%1  ≠  %2").arg(qs(t->name(t->kernels[static_cast<size_t>(d.kernel)].node)),
                                       refNames.join(QStringLiteral(" | ")));
    if (d.partingDecision >= 0) text += tr("   · parts at decision %1").arg(d.partingDecision + 1);
    configDock_->addDifference(text, d.members.front(), d.partingDecision);
  }
  const QString what = configDock_->compareModeText();
  configDock_->setCompareText(tr("%1 of %2 kernels differ from %3 (%4 match; the reference has %5 kernels). Differing "
                            "groups are outlined in magenta, the reference's own groups dotted.")
                             .arg(compareDiffers_)
                             .arg(c->ours)
                             .arg(what)
                             .arg(c->matching)
                             .arg(c->reference));
  doc_->setComparison(std::move(c));
  refreshStep(false);
  status(tr("Compare: %1 of %2 kernels differ, %3 match").arg(compareDiffers_).arg(doc_->comparison()->ours).arg(doc_->comparison()->matching));
}

// --------------------------------------------------------------------------------------------------
// Why not fused?

QString MainWindow::explainPair(NodeId a, NodeId b) const {
  const Graph* g = graph();
  const sched::Trace* t = trace();
  if (!g || !t || a < 0 || b < 0 || static_cast<size_t>(a) >= g->nodes.size() || static_cast<size_t>(b) >= g->nodes.size())
    return tr("Select two nodes: click one, Ctrl+click the other.");
  return pairExplanationHtml(analysis::explainPair(*g, *t, a, b, -1, doc_->sources().get()));
}

bool MainWindow::pairToExplain(NodeId& a, NodeId& b) const {
  const Graph* g = graph();
  const sched::Trace* t = trace();
  if (!g || !t) return false;
  // The document's pair: the decision shown, or the two nodes last chosen with Ctrl+click.
  std::tie(a, b) = doc_->pair();
  return a >= 0 && b >= 0 && static_cast<size_t>(a) < g->nodes.size() && static_cast<size_t>(b) < g->nodes.size();
}

void MainWindow::showWhyNotFused() {
  const Graph* g = graph();
  const sched::Trace* t = trace();
  NodeId a = kNone, b = kNone;
  if (!pairToExplain(a, b)) {
    reportError(tr("Why not fused?"), tr("Select two nodes: click one, Ctrl+click the other."));
    return;
  }
  // core's explanation at the step shown, so the answer is the one the policy had at this point.
  const auto e = analysis::explainPair(*g, *t, a, b, doc_->step() > 0 ? currentDecision() + 1 : 0, doc_->sources().get());
  std::vector<NodeId> path;
  for (const auto& p : e.path) path.push_back(p.id);
  scene_->setBlockingPath(path);
  pathStep_ = doc_->step();
  if (!path.empty()) view_->follow(path);
  auto* dlg = new WhyDialog(e, g->name, this);
  connect(dlg, &WhyDialog::jumpToDecision, this, [this](int d) { jumpToDecision(d); });
  dlg->show();
}

bool MainWindow::makeTheseFuse() {
  NodeId a = kNone, b = kNone;
  if (!pairToExplain(a, b)) {
    reportError(tr("Make these fuse?"), tr("Select two nodes: click one, Ctrl+click the other."));
    return false;
  }
  if (busy() || whatIfId_ != 0) {
    status(tr("Wait until the running analysis has finished"));
    return false;
  }
  const quint64 id = nextId_++;
  whatIfId_ = id;
  progress_->setValue(0);
  progress_->show();
  cancelButton_->show();
  AnalysisWorker* w = analysis_->worker();
  auto graphPtr = doc_->result()->graph;
  auto tracePtr = doc_->result()->trace;
  QMetaObject::invokeMethod(w, [w, id, graphPtr, tracePtr, a, b] { w->whatIf(id, graphPtr, tracePtr, a, b); },
                            Qt::QueuedConnection);
  return true;
}

void MainWindow::onWhatIfReady(quint64 id, std::shared_ptr<const analysis::WhatIfResult> result, const QString& error) {
  if (id == 0 || id != whatIfId_) return;
  whatIfId_ = 0;
  if (!busy() && !layoutPending()) {
    progress_->hide();
    cancelButton_->hide();
  }
  if (!result) {
    reportError(tr("Make these fuse?"), error);
    return;
  }
  status(result->togetherAtBase ? tr("%1 and %2 are already in one kernel").arg(qs(result->nameA), qs(result->nameB))
         : result->proposals.empty()
             ? tr("No setting fuses %1 and %2 (%3 settings tried)").arg(qs(result->nameA), qs(result->nameB)).arg(result->runs)
             : tr("%1 setting(s) fuse %2 and %3").arg(result->proposals.size()).arg(qs(result->nameA), qs(result->nameB)));
  auto* dlg = new WhatIfDialog(*result, this, doc_->profile().get(), graph());
  connect(dlg, &WhatIfDialog::applyRequested, this, &MainWindow::applySettings);
  dlg->show();
  emit whatIfShown();
}

void MainWindow::applySettings(const std::vector<std::string>& settings) {
  AnalysisRequest r = doc_->request();
  const sched::SchedulerConfig defaults;
  for (const std::string& assignment : settings) {
    sched::SchedulerConfig probe;
    try {
      probe.setAssignment(assignment);
    } catch (const std::exception& e) {
      reportError(tr("Invalid setting"), QString::fromStdString(e.what()));
      return;
    }
    const std::string key = assignment.substr(0, assignment.find('='));
    if (defaults.get(key) == probe.get(key)) r.knobs.erase(key);
    else r.knobs[key] = probe.get(key);
  }
  if (r.knobs == doc_->request().knobs && r.policy == doc_->request().policy) return;
  startReschedule(r);
}

// --------------------------------------------------------------------------------------------------
// Compare with another capture

bool MainWindow::compareWithCapture(const QString& path, const QString& graphName) {
  if (!doc_->result() || !doc_->result()->graph || !doc_->result()->trace) {
    reportError(tr("Compare with Another Capture"), tr("Open a graph first."));
    return false;
  }
  AnalysisRequest other = doc_->request();   // the same policy and knobs
  other.path = path;
  other.graphName = graphName;
  other.fusionLog.clear();
  other.bundledExample = false;
  other.comparePolicy.clear();
  if (graphName.isEmpty() && QFileInfo(path).isDir()) {
    try {
      const auto entries = listGraphs(path.toStdString());
      // In a debug root: the graph named like the open one (the same forward or backward), else ask.
      // (A subgraph's name ends in "/SUBGRAPH": the folder is the part before; the same subgraph is asked for.)
      std::string folder = graph()->name;
      if (!graph()->subgraph.empty() && folder.size() > graph()->subgraph.size())
        folder.resize(folder.size() - graph()->subgraph.size() - 1);
      const std::string mine = folder.substr(folder.rfind('/') + 1);
      for (const auto& e : entries)
        if (e.name == mine ||
            (e.name.size() >= mine.size() + 1 && e.name.compare(e.name.size() - mine.size(), mine.size(), mine) == 0))
          other.graphName = qs(e.name);
      if (other.graphName.isEmpty() && entries.size() > 1) {
        QStringList names;
        for (const auto& e : entries) names << qs(e.name);
        bool ok = false;
        const QString pick = QInputDialog::getItem(this, tr("Choose a graph"), tr("%1 holds %2 graphs:").arg(path).arg(names.size()),
                                                   names, 0, false, &ok);
        if (!ok) return false;
        other.graphName = pick;
      }
    } catch (const std::exception& e) {
      reportError(tr("Compare with Another Capture"), QString::fromStdString(e.what()));
      return false;
    }
  }
  AnalysisWorker* w = analysis_->worker();
  if (otherCaptureId_ != 0) w->cancel(otherCaptureId_);
  const quint64 id = nextId_++;
  otherCaptureId_ = id;
  progress_->setValue(0);
  progress_->show();
  cancelButton_->show();
  auto open = doc_->result();
  QMetaObject::invokeMethod(w, [w, id, other, open] { w->compareCapture(id, other, open); }, Qt::QueuedConnection);
  return true;
}

void MainWindow::onOtherCaptureReady(quint64 id, std::shared_ptr<const OtherCapture> capture, const QString& error) {
  if (id == 0 || id != otherCaptureId_) return;
  otherCaptureId_ = 0;
  if (!busy() && !layoutPending()) {
    progress_->hide();
    cancelButton_->hide();
  }
  if (!capture) {
    reportError(tr("Compare with Another Capture"), error);
    emit otherCaptureCompared();
    return;
  }
  doc_->setOtherCapture(std::move(capture));
  setCompareMode(CompareMode::OtherCapture);
  configDock_->showComparison();
  emit otherCaptureCompared();
}

// Compare mode 4: the other run's kernels outlined where this schedule does not form them, and one row per
// differing region of core's diff, with the decision where the two schedules part.
void MainWindow::refreshCaptureDiff(const OtherCapture& other) {
  const Graph& g = *graph();
  const sched::Trace& t = *trace();
  const analysis::CaptureDiff& d = other.diff;
  std::set<std::vector<NodeId>> ours;
  for (auto& members : analysis::finalGroups(t)) ours.insert(std::move(members));
  std::vector<std::vector<NodeId>> outlines;
  for (auto& r : referenceGroups())
    if (!ours.count(r)) outlines.push_back(std::move(r));
  scene_->setReferenceGroups(outlines);
  auto groupNames = [](const std::vector<analysis::NamedGroup>& groups) {
    QStringList l;
    for (const auto& k : groups) l << qs(k.name);
    return l.isEmpty() ? QObject::tr("(none)") : l.join(QStringLiteral(", "));
  };
  auto side = [](const analysis::PartingSide& p) {
    if (!p.present) return QObject::tr("no decision there");
    return (p.fused ? QObject::tr("fused %1 with %2") : QObject::tr("refused %1 + %2: %3"))
        .arg(qs(p.node1), qs(p.node2), qs(p.reason));
  };
  // Our decision on the side-A pair: the trace's own number for replays, else the decision on those names.
  auto ourDecision = [&](const analysis::PartingSide& p) {
    if (!p.present) return -1;
    if (d.decisionsFrom == "replay") return p.where - 1;
    for (size_t i = 0; i < t.decisions.size(); ++i)
      if (t.name(t.decisions[i].node1) == p.node1 && t.name(t.decisions[i].node2) == p.node2) return static_cast<int>(i);
    return -1;
  };
  compareDiffers_ = static_cast<int>(d.regions.size());
  for (const auto& r : d.regions) {
    QString text = tr("here: %1  |  there: %2").arg(groupNames(r.kernelsA), groupNames(r.kernelsB));
    if (r.parted) text += tr("\n    parts here: %1\n    and there: %2").arg(side(r.a), side(r.b));
    else if (!r.note.empty()) text += QStringLiteral("\n    ") + qs(r.note);
    NodeId node = kNone;
    if (!r.kernelsA.empty() && !r.kernelsA.front().members.empty())
      if (const Node* n = g.findNode(r.kernelsA.front().members.front())) node = n->id;
    configDock_->addDifference(text, node, ourDecision(r.a));
  }
  configDock_->setCompareText(
      tr("%1 (%2): %3 kernels only here, %4 only there, %5 in both; %6 of %7 nodes matched. Kernels: %8, decisions: "
         "%9. The other run's kernels are outlined dotted where this schedule does not form them.%10")
          .arg(qs(other.graph->name), other.path)
          .arg(d.onlyInA.size())
          .arg(d.onlyInB.size())
          .arg(d.kernelsInBoth)
          .arg(d.matching.matched())
          .arg(g.nodes.size())
          .arg(d.kernels == analysis::KernelSource::Inductor ? tr("Inductor's recorded") : tr("FuseScope's replays"))
          .arg(qs(d.decisionsFrom))
          .arg(d.note.empty() ? QString() : QStringLiteral(" ") + qs(d.note)));
  refreshStep(false);
  status(d.identical() ? tr("Compare with %1: the same kernels").arg(qs(other.graph->name))
                       : tr("Compare with %1: %2 differing region(s)").arg(qs(other.graph->name)).arg(d.regions.size()));
}

}  // namespace fusescope::gui
