#include "timeline_slider.h"

#include <QMouseEvent>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionSlider>

#include <algorithm>
#include <climits>

namespace fusescope::gui {

TimelineSlider::TimelineSlider(QWidget* parent) : QSlider(Qt::Horizontal, parent) {
  setMinimumHeight(30);
  setMinimumWidth(200);
  setToolTip(tr("Timeline: click or drag to any step; blue markers start a round, green ticks are fusions, red ticks "
                "are decisions Inductor's fusion.log disagrees with; with a profile, orange bars are refusals whose "
                "measured kernels one kernel would make faster (taller: a larger saving a step)"));
}

void TimelineSlider::setMarkers(std::vector<int> roundStarts, std::vector<int> fusionSteps, std::vector<int> disagreementSteps) {
  rounds_ = std::move(roundStarts);
  fusions_ = std::move(fusionSteps);
  disagreements_ = std::move(disagreementSteps);
  update();
}

void TimelineSlider::setCostMarkers(std::vector<std::pair<int, double>> costs) {
  costs_ = std::move(costs);
  std::sort(costs_.begin(), costs_.end());
  update();
}

int TimelineSlider::stepAt(int x) const {
  QStyleOptionSlider opt;
  initStyleOption(&opt);
  const QRect groove = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, this);
  const QRect handle = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, this);
  const int span = std::max(1, groove.width() - handle.width());
  return QStyle::sliderValueFromPosition(minimum(), maximum(), x - groove.left() - handle.width() / 2, span);
}

void TimelineSlider::mousePressEvent(QMouseEvent* event) {
  if (event->button() == Qt::LeftButton) {
    QStyleOptionSlider opt;
    initStyleOption(&opt);
    const QRect handle = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, this);
    if (!handle.contains(event->position().toPoint())) setValue(stepAt(event->position().toPoint().x()));
  }
  QSlider::mousePressEvent(event);   // the handle is under the pointer now: a drag goes on from there
}

// Where each step sits on the groove, with the style asked once (a 20,000-node graph's ticks number
// tens of thousands; asking the style for each cost a millisecond of every step's repaint).
std::function<int(int)> TimelineSlider::xMapping() const {
  QStyleOptionSlider opt;
  initStyleOption(&opt);
  const QRect groove = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, this);
  const QRect handle = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, this);
  const int span = std::max(1, groove.width() - handle.width());
  const int left = groove.left() + handle.width() / 2, lo = minimum(), hi = maximum();
  return [=](int step) { return left + QStyle::sliderPositionFromValue(lo, hi, step, span); };
}

void TimelineSlider::paintEvent(QPaintEvent* event) {
  {
    QPainter p(this);
    const int h = height();
    const auto xAt = xMapping();
    // Measured costs under the fusion ticks: one bar per pixel column, as tall as its largest saving.
    std::vector<QLine> ticks;
    int lastX = INT_MIN;
    double tallest = 0;
    auto flushCost = [&] {
      if (lastX != INT_MIN) ticks.emplace_back(lastX, h - 2, lastX, h - 2 - static_cast<int>(3 + 9 * tallest));
    };
    for (const auto& [s, weight] : costs_) {
      const int x = xAt(s);
      if (x != lastX) {
        flushCost();
        lastX = x;
        tallest = 0;
      }
      tallest = std::max(tallest, weight);
    }
    flushCost();
    p.setPen(QPen(QColor(0xf0, 0x8c, 0x1e, 220), 2));
    p.drawLines(ticks.data(), static_cast<int>(ticks.size()));
    ticks.clear();
    lastX = INT_MIN;
    // One tick per pixel column that holds a fusion, however many fusions share it.
    for (int s : fusions_) {   // in step order, so columns come in order
      const int x = xAt(s);
      if (x == lastX) continue;
      lastX = x;
      ticks.emplace_back(x, h - 7, x, h - 2);
    }
    p.setPen(QPen(QColor(0x3c, 0xb0, 0x5c, 180), 1));
    p.drawLines(ticks.data(), static_cast<int>(ticks.size()));
    ticks.clear();
    lastX = INT_MIN;
    for (int s : disagreements_) {
      const int x = xAt(s);
      if (x == lastX) continue;
      lastX = x;
      ticks.emplace_back(x, 10, x, 16);
    }
    p.setPen(QPen(QColor(0xd6, 0x27, 0x28), 2));
    p.drawLines(ticks.data(), static_cast<int>(ticks.size()));
    p.setPen(QPen(palette().color(QPalette::Highlight), 2));   // blue in both themes, follows the palette
    QFont f = font();
    f.setPointSizeF(std::max(6.0, f.pointSizeF() - 2));
    p.setFont(f);
    int round = 1;
    for (int s : rounds_) {
      const int x = xAt(s);
      p.drawLine(x, 0, x, h);
      p.drawText(x + 2, 9, QStringLiteral("r%1").arg(round++));
    }
  }
  QSlider::paintEvent(event);
}

}  // namespace fusescope::gui
