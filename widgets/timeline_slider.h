// The step slider with a marker where each scheduler round starts and ticks at fusions.
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
  void setMarkers(std::vector<int> roundStarts, std::vector<int> fusionSteps);

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  std::function<int(int)> xMapping() const;   // step -> x on the groove
  std::vector<int> rounds_, fusions_;
};

}  // namespace fusescope::gui
