#include "timeline_slider.h"

#include <QPainter>
#include <QStyle>
#include <QStyleOptionSlider>

namespace fusescope::gui {

TimelineSlider::TimelineSlider(QWidget* parent) : QSlider(Qt::Horizontal, parent) {
  setMinimumHeight(30);
  setMinimumWidth(200);
  setToolTip(tr("Timeline: drag to any step; blue markers start a round, green ticks are fusions"));
}

void TimelineSlider::setMarkers(std::vector<int> roundStarts, std::vector<int> fusionSteps) {
  rounds_ = std::move(roundStarts);
  fusions_ = std::move(fusionSteps);
  update();
}

int TimelineSlider::xFor(int step) const {
  QStyleOptionSlider opt;
  initStyleOption(&opt);
  const QRect groove = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, this);
  const QRect handle = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, this);
  const int span = groove.width() - handle.width();
  return groove.left() + handle.width() / 2 +
         QStyle::sliderPositionFromValue(minimum(), maximum(), step, std::max(1, span));
}

void TimelineSlider::paintEvent(QPaintEvent* event) {
  {
    QPainter p(this);
    const int h = height();
    p.setPen(QPen(QColor(0x3c, 0xb0, 0x5c, 180), 1));
    for (int s : fusions_) {
      const int x = xFor(s);
      p.drawLine(x, h - 7, x, h - 2);
    }
    p.setPen(QPen(palette().color(QPalette::Highlight), 2));   // blue in both themes, follows the palette
    QFont f = font();
    f.setPointSizeF(std::max(6.0, f.pointSizeF() - 2));
    p.setFont(f);
    int round = 1;
    for (int s : rounds_) {
      const int x = xFor(s);
      p.drawLine(x, 0, x, h);
      p.drawText(x + 2, 9, QStringLiteral("r%1").arg(round++));
    }
  }
  QSlider::paintEvent(event);
}

}  // namespace fusescope::gui
