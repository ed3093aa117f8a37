// View → Sequence: FuseScope's fusions beside Inductor's, position by position (core's
// analysis::alignFusionSequences, the same rows `fusescope-cli compare --sequence` prints). The first
// position where they part is marked, and the panel under the table says what each side did with the
// other's pair, FuseScope's score for both, and the fact FuseScope's decision rests on. It follows the
// document: a new result rebuilds it, a step marks the row of the fusion shown.
#pragma once

#include <QDockWidget>

#include "analysis/fusion_sequence.h"

class QLabel;
class QTableWidget;

namespace fusescope::gui {

class ScheduleDocument;

class SequenceDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit SequenceDock(ScheduleDocument* document, QWidget* parent = nullptr);
  const analysis::FusionSequence& sequence() const { return sequence_; }
  QTableWidget* table() const { return table_; }
  QString explanation() const;
  // Raises the dock and selects the first position where the orders part; false when they do not.
  bool showFirstDifference();

 signals:
  void decisionChosen(int decision);  // FuseScope's decision of a clicked row (index into Trace::decisions)

 private:
  void rebuild();
  void markStep();
  ScheduleDocument* doc_;
  QTableWidget* table_;
  QLabel* explanation_;
  analysis::FusionSequence sequence_;
};

}  // namespace fusescope::gui
