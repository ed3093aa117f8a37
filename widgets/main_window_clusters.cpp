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

bool MainWindow::clusterLayout() const { return jobs_->clusterLayout(); }

void MainWindow::setClusterLayout(bool on) {
  jobs_->setClusterLayout(on);
  clusterAction_->setChecked(jobs_->clusterLayout() || jobs_->relayoutPending());
}

void MainWindow::cancelBackgroundWork() { jobs_->cancel(); }

}  // namespace fusescope::gui
