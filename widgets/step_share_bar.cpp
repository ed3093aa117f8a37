#include "step_share_bar.h"

#include <QPainter>

namespace fusescope::gui {

namespace {
const QColor kColors[4] = {QColor(0xe0, 0x6c, 0x1f), QColor(0x8e, 0x44, 0xad), QColor(0x3a, 0x7b, 0xd5), QColor(0xc8, 0xc8, 0xc8)};
const char* const kNames[4] = {"compiled graphs", "collectives not hidden", "other kernels and copies", "idle"};
}  // namespace

StepShareBar::StepShareBar(QWidget* parent) : QWidget(parent) {
  setMinimumHeight(18);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void StepShareBar::setBreakdown(const profile::StepBreakdown& breakdown) {
  breakdown_ = breakdown;
  QStringList tip;
  const auto s = shares();
  for (int i = 0; i < 4; ++i) tip << tr("%1: %2%").arg(QString::fromLatin1(kNames[i])).arg(100.0 * s[static_cast<size_t>(i)], 0, 'f', 1);
  setToolTip(tr("The whole step on this rank's GPU (first GPU activity to last): each instant counted once, as a compiled "
                "graph's kernel, else a collective, else another kernel or copy, else idle.\n") + tip.join(QLatin1Char('\n')));
  update();
}

std::array<double, 4> StepShareBar::shares() const {
  const auto& b = breakdown_;
  if (b.spanUs <= 0) return {0, 0, 0, 0};
  return {b.compiledGraphsUs / b.spanUs, b.collectivesExposedUs / b.spanUs, b.otherKernelsUs / b.spanUs, b.idleUs / b.spanUs};
}

QSize StepShareBar::sizeHint() const { return {400, 18}; }

void StepShareBar::paintEvent(QPaintEvent*) {
  QPainter p(this);
  const QRectF r = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
  double x = r.left();
  const auto s = shares();
  for (int i = 0; i < 4; ++i) {
    const double w = r.width() * s[static_cast<size_t>(i)];
    if (w > 0) p.fillRect(QRectF(x, r.top(), w, r.height()), kColors[i]);
    x += w;
  }
  p.setPen(palette().color(QPalette::Mid));
  p.drawRect(r);
}

}  // namespace fusescope::gui
