// View → Kernel: the kernel source of one node (KernelPanel). It follows the document, and the user picks
// which node: by default whichever moved last, the decision (node ① of the pair under decision: a step, a
// row click, a compare-list click move it) or the node the user selected, so that stepping through
// decisions shows each decision's kernel and a click on a node shows that one's; or always the selected
// node, or always the decision's pair.
#pragma once

#include <QDockWidget>

#include "graph/graph.h"

class QComboBox;
class QLabel;

namespace fusescope::gui {

class KernelPanel;
class ScheduleDocument;

class KernelDock : public QDockWidget {
  Q_OBJECT
 public:
  enum class Follow { Latest, Selection, Decision };
  explicit KernelDock(ScheduleDocument* document, QWidget* parent = nullptr);

  KernelPanel* panel() const { return panel_; }
  void setFollow(Follow follow);
  Follow follow() const { return follow_; }
  NodeId shownNode() const { return shownNode_; }   // whose kernel is shown (kNone: nothing)

 private:
  NodeId nodeToShow() const;
  void refresh();

  ScheduleDocument* doc_;
  KernelPanel* panel_;
  QComboBox* followCombo_;
  QLabel* pairNote_;
  Follow follow_ = Follow::Latest;
  bool selectionIsLatest_ = false;   // Latest: the user selected a node after the last step
  NodeId shownNode_ = kNone;
  int shownGroup_ = -1;
};

}  // namespace fusescope::gui
