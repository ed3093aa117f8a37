// View → Hotspots (hotspot's bottom-up page for fusion): the open graph's kernels by measured GPU time
// from a torch.profiler trace (File → Open Profile…), each with its share, calls, mean, achieved
// bandwidth or FLOP/s against the device's peak, Inductor's estimate, its nodes and the first line of the
// user's code behind them; what the trace could not attribute is said under the table. It follows the
// document: a new measurement rebuilds it, a selected node marks its kernel's row. Clicking a row asks
// the window to go to the kernel's nodes.
#pragma once

#include <QDockWidget>

#include "graph/graph.h"

class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace fusescope::gui {

class ScheduleDocument;
class StepShareBar;

class HotspotsDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit HotspotsDock(ScheduleDocument* document, QWidget* parent = nullptr);
  QTableWidget* table() const { return table_; }
  // "Fix first": the open graph's refusals by what one kernel would save a step (core's costlyRefusals,
  // the ones with a saving), largest first; a row's decision (index into Trace::decisions), -1 for none.
  QTableWidget* fixFirstTable() const { return fixFirst_; }
  // "Blocks": the graph's measured time by block of the model a step (core's blockTimes, as `profile` and
  // the report list it), largest first; a click on a row goes to the block's nodes.
  QTableWidget* blocksTable() const { return blocks_; }
  int decisionOfFixRow(int row) const;
  QString summary() const;
  // The whole step on the trace's GPU (core's StepBreakdown): its bar and its line; empty before a profile.
  StepShareBar* stepBar() const { return stepBar_; }
  QString stepText() const;
  // The measured kernel shown in `row` (index into GraphMeasurement::kernels), -1 for none.
  int kernelOfRow(int row) const;

 signals:
  void kernelChosen(std::vector<fusescope::NodeId> nodes);  // a clicked row's nodes
  void refusalChosen(int decision);          // a Fix-first row clicked: go to that decision
  void whyRequested(int decision);           // its "Why not fused?"
  void whatIfRequested(int decision);        // its "Make these fuse?"

 private:
  void rebuild();
  void rebuildFixFirst();
  void rebuildBlocks();
  void markSelection();
  ScheduleDocument* doc_;
  QLabel* summary_;
  StepShareBar* stepBar_;
  QLabel* stepText_;
  QTableWidget* table_;
  QTabWidget* tabs_;
  QTableWidget* fixFirst_;
  QTableWidget* blocks_;
  QPushButton* why_;
  QPushButton* whatIf_;
  QLabel* footer_;
};

}  // namespace fusescope::gui
