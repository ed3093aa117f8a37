// View → Collapse Groups (drawn by the GraphPresenter).
#include "main_window.h"
#include "schedule_document.h"


#include <algorithm>
#include <set>

namespace fusescope::gui {

void MainWindow::setCollapseGroups(bool on) {
  if (collapseAction_) collapseAction_->setChecked(on);   // toggled → applyCollapse
}

bool MainWindow::collapseGroups() const { return collapseAction_ && collapseAction_->isChecked(); }

}  // namespace fusescope::gui
