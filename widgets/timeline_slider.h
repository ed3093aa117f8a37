// The step slider with a marker where each scheduler round starts, green ticks at fusions, red ticks
// where Inductor's fusion.log disagrees with the replay and, with a profile, orange bars at the refusals
// whose measured kernels one kernel would make faster (taller: a larger saving a step). A click on the groove jumps to that step (a plain
// QSlider pages by ten, useless at 10,000 decisions), and the handle then drags from there.
#pragma once

#include <QSlider>

#include <functional>
#include <vector>

namespace fusescope::gui {

class TimelineSlider : public QSlider {
  Q_OBJECT
 public:
  explicit TimelineSlider(QWidget* parent = nullptr);
  // Steps (0..maximum) where a new round starts, and steps that perform a fusion.
  void setMarkers(std::vector<int> roundStarts, std::vector<int> fusionSteps, std::vector<int> disagreementSteps = {});
  // Refusals with a measured saving: (step, saving over the largest one, in (0, 1]); empty clears them.
  void setCostMarkers(std::vector<std::pair<int, double>> costs);
  size_t costMarkerCount() const { return costs_.size(); }
  // The step under x (widget coordinates), as the groove maps steps.
  int stepAt(int x) const;

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;

 private:
  std::function<int(int)> xMapping() const;   // step -> x on the groove
  std::vector<int> rounds_, fusions_, disagreements_;
  std::vector<std::pair<int, double>> costs_;
};

}  // namespace fusescope::gui
