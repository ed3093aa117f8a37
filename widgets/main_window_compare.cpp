// MainWindow: the comparison with a reference result and "Why not fused?", both answered by core/analysis.
#include "main_window.h"
#include "graph_presenter.h"

#include <tuple>

#include "config_dock.h"
#include "graph_info.h"
#include "graph_picker.h"
#include "whatif_dialog.h"
#include "why_dialog.h"

namespace fusescope::gui {

// --------------------------------------------------------------------------------------------------
// Config and compare

void MainWindow::setPolicy(const QString& policy) { jobs_->setPolicy(policy); }

void MainWindow::setKnob(const QString& key, const QString& value) {
  if (!jobs_->setKnob(key, value)) configDock_->showDocumentSettings();   // back to the settings of what is shown
}

QString MainWindow::otherPolicy() const {
  for (const auto& p : sched::policyNames())
    if (qs(p) != doc_->request().policy) return qs(p);
  return {};
}

void MainWindow::setCompareMode(CompareMode mode) {
  doc_->setCompareMode(mode);
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
    jobs_->reschedule(r);
    return;
  }
  refreshCompare();
}

void MainWindow::refreshCompare() { doc_->refreshComparison(); }

// The comparison the document made, on the status bar.
void MainWindow::showComparison() {   // the presenter outlines it
  const auto& other = doc_->otherCapture();
  if (doc_->compareMode() == CompareMode::OtherCapture && other && doc_->comparisonNote().isEmpty())
    status((other->diff.identical() ? tr("Compare with %1: the same kernels").arg(qs(other->graph->name))
                                    : tr("Compare with %1: %2 differing region(s)").arg(qs(other->graph->name)).arg(other->diff.regions.size())) +
           (other->measured ? tr("; measured a call: %1")
                                  .arg(qs(profile::changeText(other->measured->graphAUs, other->measured->graphBUs, tr("there").toStdString())))
                            : QString()));
  else if (const auto& c = doc_->comparison())
    status(tr("Compare: %1 of %2 kernels differ, %3 match").arg(c->differences.size()).arg(c->ours).arg(c->matching));
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
  presenter_->showBlockingPath(path);
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
  return jobs_->whatIf(a, b);
}

void MainWindow::onWhatIfReady(std::shared_ptr<const analysis::WhatIfResult> result) {
  status(result->togetherAtBase ? tr("%1 and %2 are already in one kernel").arg(qs(result->nameA), qs(result->nameB))
         : result->proposals.empty()
             ? tr("No setting fuses %1 and %2 (%3 settings tried)").arg(qs(result->nameA), qs(result->nameB)).arg(result->runs)
             : tr("%1 setting(s) fuse %2 and %3").arg(result->proposals.size()).arg(qs(result->nameA), qs(result->nameB)));
  auto* dlg = new WhatIfDialog(*result, this, doc_->profile().get(), graph());
  connect(dlg, &WhatIfDialog::applyRequested, this, &MainWindow::applySettings);
  dlg->show();
  emit whatIfShown();
}

void MainWindow::applySettings(const std::vector<std::string>& settings) { jobs_->applySettings(settings); }

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
  if (graphName.isEmpty()) {
    // In a debug root: the graph named like the open one (the same forward or backward), else ask.
    // (A subgraph's name ends in "/SUBGRAPH": the folder is the part before; the same subgraph is asked for.)
    std::string folder = graph()->name;
    if (!graph()->subgraph.empty() && folder.size() > graph()->subgraph.size())
      folder.resize(folder.size() - graph()->subgraph.size() - 1);
    try {
      const auto chosen = chooseGraph(this, path, -1, folder.substr(folder.rfind('/') + 1));
      if (!chosen) return false;
      other.graphName = *chosen;
    } catch (const std::exception& e) {
      reportError(tr("Compare with Another Capture"), QString::fromStdString(e.what()));
      return false;
    }
  }
  return jobs_->compareCapture(other);
}

}  // namespace fusescope::gui
