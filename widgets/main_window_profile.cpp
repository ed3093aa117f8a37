// MainWindow: measured time (File → Open Profile…, View → Color by Measured Time). The measurement is
// core's (profile/graph_measurement), made on the worker; the Hotspots dock follows the document.
#include <QFileInfo>

#include "graph_view.h"
#include "hotspots_dock.h"
#include "legend_dock.h"
#include "main_window.h"
#include "schedule_document.h"

namespace fusescope::gui {

bool MainWindow::openProfile(const QString& trace) { return jobs_->measureProfile(trace); }

void MainWindow::setHeatOverlay(bool on) {
  if (heatAction_->isChecked() != on) heatAction_->setChecked(on);
  applyHeat();
}

bool MainWindow::heatOverlay() const { return scene_->heatShown(); }

void MainWindow::applyHeat() {
  const auto& m = doc_->profile();
  const Graph* g = graph();
  if (!heatAction_->isChecked() || !m || !g || m->calls == 0 || m->kernels.empty()) {
    scene_->setNodeHeat({});
    legendDock_->setHeat({});
    return;
  }
  const auto& hottest = m->kernels.front();
  legendDock_->setHeat(tr("%1, %2 in total").arg(QString::fromStdString(hottest.name), QString::fromStdString(codegen::durationText(hottest.totalUs))));
  std::vector<double> heat(g->nodes.size(), -1.0);
  for (size_t n = 0; n < heat.size(); ++n)
    if (auto h = m->heat(static_cast<NodeId>(n))) heat[n] = *h;
  scene_->setNodeHeat(std::move(heat));
}

}  // namespace fusescope::gui
