// View → Collapse Groups: which drawn groups are shown as one box at the current step.
#include "main_window.h"
#include "schedule_document.h"

#include <QAction>

#include <algorithm>
#include <set>

namespace fusescope::gui {

void MainWindow::setCollapseGroups(bool on) {
  if (collapseAction_) collapseAction_->setChecked(on);   // toggled → applyCollapse
}

bool MainWindow::collapseGroups() const { return collapseAction_ && collapseAction_->isChecked(); }

void MainWindow::applyCollapse() {
  std::set<int> ids;
  if (collapseGroups()) {
    // Open stay: the groups holding a node of the pair under decision, or the selected node.
    std::set<NodeId> open(pairNodes_.begin(), pairNodes_.end());
    if (doc_->selected() != kNone) open.insert(doc_->selected());
    for (const GroupShape& g : shownGroups_) {
      if (g.members.size() < 2) continue;
      const bool keepOpen = std::any_of(g.members.begin(), g.members.end(), [&](NodeId n) { return open.count(n) > 0; });
      if (!keepOpen) ids.insert(g.id);
    }
  }
  scene_->setCollapsedGroups(ids);
}

}  // namespace fusescope::gui
