// MainWindow: the View menu's pictures: groups as clusters and Graphviz (laid out by AnalysisJobs on the
// layout worker), collapsed groups (drawn by the GraphPresenter), and measured time (File → Open Profile…,
// View → Color by Measured Time: core's measurement, made by AnalysisJobs; the Hotspots dock follows the
// document).
#include "main_window.h"

#include <QAction>

#include "graph_view.h"
#include "graph_presenter.h"
#include "legend_dock.h"
#include "schedule_document.h"

namespace fusescope::gui {

bool MainWindow::clusterLayout() const { return jobs_->clusterLayout(); }

void MainWindow::setClusterLayout(bool on) {
  jobs_->setClusterLayout(on);
  clusterAction_->setChecked(jobs_->clusterLayout() || jobs_->relayoutPending());
}

void MainWindow::cancelBackgroundWork() { jobs_->cancel(); }

void MainWindow::setCollapseGroups(bool on) {
  if (collapseAction_) collapseAction_->setChecked(on);   // toggled → applyCollapse
}

bool MainWindow::collapseGroups() const { return collapseAction_ && collapseAction_->isChecked(); }

bool MainWindow::openProfile(const QString& trace) { return jobs_->measureProfile(trace); }

void MainWindow::setHeatOverlay(bool on) {
  if (heatAction_->isChecked() != on) heatAction_->setChecked(on);
  applyHeat();
}

bool MainWindow::heatOverlay() const { return presenter_->heatDrawn(); }

void MainWindow::applyHeat() {
  // The presenter draws it and the Legend names its scale, both from the document's profile.
  presenter_->setHeatShown(heatAction_->isChecked());
  legendDock_->setHeatShown(heatAction_->isChecked());
}

}  // namespace fusescope::gui
