// The Config dock: the policy, every knob of core's knob table (Inductor's names, types and defaults; the
// knobs the policy does not read greyed), and the
// comparison with a reference result (Inductor's kernels, the other policy, the previous settings) with
// its differing groups listed. It follows the document: the settings of the schedule shown (after every
// result) and the document's comparison (after every comparisonChanged). It only shows and reports: the
// window re-runs the scheduler when a setting is chosen.
#pragma once

#include <QDockWidget>

#include "schedule_document.h"

#include <map>
#include <string>

class QComboBox;
class QScrollArea;
class QFormLayout;
class QLabel;
class QListWidget;

namespace fusescope::gui {

class ConfigDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit ConfigDock(ScheduleDocument* document, QWidget* parent = nullptr);

  // Shows the policy and knobs of the schedule shown, with its status line (the window calls it after a
  // cancelled re-run, whose settings were never applied).
  void showDocumentSettings();
  void setStatus(const QString& text);
  QString compareModeText() const;
  void revealComparison();         // raised, scrolled to the comparison (a new one was just made)
  // A line in place of the comparison while one is being made ("Running seed for the comparison…").
  void setCompareText(const QString& text);
  int differenceCount() const;     // rows in the differences list
  QString differenceText(int row) const;

 signals:
  void policyChosen(const QString& policy);
  void knobChanged(const QString& key, const QString& value);
  void resetKnobsRequested();
  void compareModeChosen(fusescope::gui::CompareMode mode);
  void differenceChosen(int node, int partingDecision);

 private:
  // Shows the policy and knobs a schedule was made with (no signals are emitted for it).
  // `resolvedPolicy`: the policy `auto` ran as (greys the knobs it does not read); empty: `policy` itself.
  void showSettings(const QString& policy, const std::map<std::string, std::string>& knobs,
                    const QString& resolvedPolicy = QString());
  void setCompareMode(CompareMode mode);
  void drawComparison();
  void drawCaptureDiff();
  // One differing group: `text` to show, the node to select and the decision where the schedules part.
  void addDifference(const QString& text, int node, int partingDecision);

  ScheduleDocument* doc_;
  QComboBox* policyCombo_;
  QLabel* resolvedPolicy_;  // what `auto` ran as, and why
  QWidget* knobBox_;
  QFormLayout* knobForm_;
  QLabel* status_;
  QComboBox* compareCombo_;
  QScrollArea* scroll_ = nullptr;
  QLabel* compareLabel_;
  QListWidget* compareList_;
  bool updating_ = false;
};

}  // namespace fusescope::gui
