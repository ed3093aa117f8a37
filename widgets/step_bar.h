// The Steps toolbar: first / previous fusion / previous / play / next / next fusion / last, the play speed,
// the timeline slider (rounds, fusions and disagreements with Inductor marked; a click jumps there), a
// go-to-decision box (Ctrl+G) and "step 12 / 140 · round 1". It follows the document (a result sets the
// slider's range and marks, a step moves the slider and the label) and steps it directly: there is one
// step, the document's. Its Go actions (the window's Go menu) jump between refusals of one reason and
// between decisions Inductor's log disagrees with: at 10,000 decisions, arrows alone are not a way around.
#pragma once

#include <QStyle>
#include <QToolBar>

#include <utility>
#include <vector>

class QComboBox;
class QLabel;
class QSpinBox;
class QTimer;

namespace fusescope::gui {

class ScheduleDocument;
class TimelineSlider;

class StepBar : public QToolBar {
  Q_OBJECT
 public:
  explicit StepBar(ScheduleDocument* document, QWidget* parent = nullptr);

  void stopPlaying();
  bool playing() const;
  void retint();   // the icons again, for the palette a theme change set
  TimelineSlider* slider() const { return slider_; }
  QString stepText() const;
  QSpinBox* goToBox() const { return goTo_; }
  // Go to decision N (its step); false when there is no such decision.
  bool goToDecision(int decision);
  // Go to Decision…, Previous/Next Refusal with This Reason, Previous/Next Disagreement with Inductor: for
  // the window's Go menu (their shortcuts act there).
  QList<QAction*> goActions() const { return goActions_; }

 signals:
  void statusMessage(const QString& text);   // why a Go action did not move

 private:
  QAction* addStepAction(QStyle::StandardPixmap icon, const QString& tip, const QKeySequence& key);
  void showStep();
  void updateMarkers();
  void updateCostMarkers();

  ScheduleDocument* doc_;
  TimelineSlider* slider_;
  QLabel* label_;
  QComboBox* speed_;
  QSpinBox* goTo_;
  QList<QAction*> goActions_;
  QTimer* playTimer_;
  QAction* playAction_ = nullptr;
  std::vector<std::pair<QAction*, QStyle::StandardPixmap>> icons_;
};

}  // namespace fusescope::gui
