// The Hotspots dock's step bar: one step of the rank's GPU timeline as four coloured parts (compiled
// graphs, collectives not hidden, other kernels and copies, idle), each as wide as its share, with
// core's StepBreakdown::text() under it: how much of the step fusion can touch, at a glance.
#pragma once

#include <QWidget>

#include "profile/step_breakdown.h"

namespace fusescope::gui {

class StepShareBar : public QWidget {
  Q_OBJECT
 public:
  explicit StepShareBar(QWidget* parent = nullptr);
  void setBreakdown(const profile::StepBreakdown& breakdown);
  // The four parts' shares of the span, in drawing order (compiled, collectives, other, idle).
  std::array<double, 4> shares() const;
  QSize sizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  profile::StepBreakdown breakdown_;
};

}  // namespace fusescope::gui
