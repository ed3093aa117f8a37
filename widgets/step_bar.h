// The Steps toolbar: first / previous fusion / previous / play / next / next fusion / last, the play speed,
// the timeline slider (rounds and fusions marked) and "step 12 / 140 · round 1". It follows the document
// (a result sets the slider's range and marks, a step moves the slider and the label) and steps it
// directly: there is one step, the document's.
#pragma once

#include <QStyle>
#include <QToolBar>

#include <utility>
#include <vector>

class QComboBox;
class QLabel;
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

 private:
  QAction* addStepAction(QStyle::StandardPixmap icon, const QString& tip, const QKeySequence& key);
  void showStep();
  void updateMarkers();

  ScheduleDocument* doc_;
  TimelineSlider* slider_;
  QLabel* label_;
  QComboBox* speed_;
  QTimer* playTimer_;
  QAction* playAction_ = nullptr;
  std::vector<std::pair<QAction*, QStyle::StandardPixmap>> icons_;
};

}  // namespace fusescope::gui
