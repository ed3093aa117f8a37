// MainWindow: View → Layout with Groups as Clusters (dot re-run on the worker with one cluster per group).
#include "main_window.h"
#include "schedule_document.h"


#include <algorithm>
#include <set>

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
#include "why_dialog.h"

namespace fusescope::gui {

// --------------------------------------------------------------------------------------------------
// Groups as clusters

bool MainWindow::clusterLayout() const { return doc_->result() && doc_->result()->geometry && !doc_->result()->geometry->clusters.empty(); }

std::vector<FusionGroupView> MainWindow::clusterGroups(QString* what) const {
  // What the user is looking at: the groups of the current step. Step 0 has none, so the schedule's final
  // kernels; without a schedule, Inductor's recorded kernels. Single nodes make no cluster.
  std::vector<FusionGroupView> groups = doc_->groupsAtStep();
  if (!groups.empty()) {
    *what = tr("the %1 fusion groups of step %2").arg(groups.size()).arg(doc_->step());
    return groups;
  }
  if (const sched::Trace* t = trace(); t && !t->kernels.empty()) {
    for (const auto& k : t->kernels)
      if (k.node >= 0 && static_cast<size_t>(k.node) < t->nodes.size() && t->node(k.node).members.size() > 1)
        groups.push_back({t->name(k.node), t->node(k.node).members});
    *what = tr("the %1 fused kernels of the last step (step %2 has no fusion groups)").arg(groups.size()).arg(doc_->step());
  } else if (const Graph* g = graph()) {
    for (auto& k : recordedKernelGroups(*g))
      if (k.members.size() > 1) groups.push_back(std::move(k));
    *what = tr("Inductor's %1 fused kernels (there is no schedule)").arg(groups.size());
  }
  return groups;
}

void MainWindow::setClusterLayout(bool on) {
  if (!on) {
    if (relayoutId_ != 0) {
      cancelLayouts();
      relayoutId_ = 0;
      hideBusy();
    }
    clusterAction_->setChecked(false);
    if (clusterLayout() && plainGeometry_) {
      auto copy = std::make_shared<AnalysisResult>(*doc_->result());
      copy->geometry = plainGeometry_;
      plainGeometry_.reset();
      applyGeometry(copy, false);
      status(tr("Normal layout: fusion groups drawn as hulls over the fixed positions"));
    }
    emit clusterLayoutChanged(false);
    return;
  }
  if (!doc_->result() || !doc_->result()->graph || busy() || layoutPending()) {
    clusterAction_->setChecked(clusterLayout());
    status(doc_->result() ? tr("Wait until the graph has finished loading and laying out, then lay it out with clusters")
                   : tr("Open a graph first"));
    return;
  }
  QString what;
  auto groups = std::make_shared<const std::vector<FusionGroupView>>(clusterGroups(&what));
  if (groups->empty()) {
    clusterAction_->setChecked(clusterLayout());
    status(tr("There are no fusion groups to lay out as clusters"));
    return;
  }
  clusterAction_->setChecked(true);
  if (relayoutId_ != 0) cancelLayouts();   // superseded
  if (!clusterLayout()) plainGeometry_ = doc_->result()->geometry;
  clusterNote_ = what;
  const quint64 id = nextId_++;
  relayoutId_ = id;   // a second request supersedes a running one: only the latest id is shown
  showBusy();
  status(tr("Laying out with %1 as clusters…").arg(what));
  AnalysisWorker* w = analysis_->layoutWorker();
  auto graphPtr = doc_->result()->graph;
  QMetaObject::invokeMethod(w, [w, id, graphPtr, groups] { w->relayout(id, graphPtr, groups); }, Qt::QueuedConnection);
}

void MainWindow::endRelayout(const QString& message) {
  clusterAction_->setChecked(clusterLayout());
  status(message);
  emit clusterLayoutChanged(clusterLayout());
}

void MainWindow::cancelLayouts() { analysis_->layoutWorker()->cancel(nextId_ - 1); }

void MainWindow::cancelBackgroundWork() {
  analysis_->worker()->cancel(nextId_ - 1);
  cancelLayouts();
  if (relayoutId_ != 0) {
    relayoutId_ = 0;
    hideBusy();
    endRelayout(clusterLayout() ? tr("Cluster layout cancelled; the previous clusters stay")
                                : tr("Cluster layout cancelled; the normal layout stays"));
  }
  if (layoutPendingId_ != 0) {
    layoutPendingId_ = 0;
    hideBusy();
    status(tr("Graphviz dot cancelled; FuseScope's layered layout stays"));
  }
}

}  // namespace fusescope::gui
