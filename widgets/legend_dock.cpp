#include "legend_dock.h"

#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QScrollArea>

#include "codegen/kernel_metrics.h"

namespace fusescope::gui {

namespace {

QColor qc(const Rgba& c) { return QColor(c.r, c.g, c.b, c.a); }

// A 44x18 swatch drawn by `paint`.
template <class Paint>
QLabel* swatch(QWidget* parent, Paint paint) {
  QPixmap pm(44, 18);
  pm.fill(Qt::transparent);
  {
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    paint(p, QRectF(2, 2, 40, 14));
  }
  auto* l = new QLabel(parent);
  l->setPixmap(pm);
  return l;
}

}  // namespace

LegendDock::LegendDock(ScheduleDocument* document, QWidget* parent) : QDockWidget(tr("Legend"), parent), doc_(document) {
  setObjectName(QStringLiteral("legend"));
  connect(doc_, &ScheduleDocument::profileChanged, this, &LegendDock::followProfile);
  rebuild();
}

void LegendDock::setTheme(Theme theme) {
  if (theme == theme_) return;
  theme_ = theme;
  rebuild();
}

void LegendDock::setHeatShown(bool shown) {
  heatShown_ = shown;
  followProfile();
}

void LegendDock::followProfile() {
  const auto& m = doc_->profile();
  const bool heat = heatShown_ && m && m->calls > 0 && !m->kernels.empty();
  const QString hottest = heat ? tr("%1, %2 in total")
                                     .arg(QString::fromStdString(m->kernels.front().name),
                                          QString::fromStdString(codegen::durationText(m->kernels.front().totalUs)))
                               : QString();
  if (hottest == hottest_) return;
  hottest_ = hottest;
  rebuild();
}

void LegendDock::rebuild() {
  auto* scroll = new QScrollArea(this);
  scroll->setWidgetResizable(true);
  auto* w = new QWidget(scroll);
  auto* grid = new QGridLayout(w);
  grid->setContentsMargins(6, 6, 6, 6);
  grid->setHorizontalSpacing(8);
  grid->setVerticalSpacing(3);
  int row = 0;
  entries_ = 0;
  auto heading = [&](const QString& text) {
    auto* h = new QLabel(QStringLiteral("<b>%1</b>").arg(text), w);
    grid->addWidget(h, row++, 0, 1, 2);
  };
  auto entry = [&](QLabel* sw, const QString& text) {
    grid->addWidget(sw, row, 0);
    auto* l = new QLabel(text, w);
    l->setWordWrap(true);
    grid->addWidget(l, row++, 1);
    ++entries_;
  };
  const ThemeColors colours = themeColors(theme_);

  if (!hottest_.isEmpty()) {
    heading(tr("Nodes (fill = measured time of their kernel)"));
    entry(swatch(w, [&](QPainter& p, QRectF r) {
            QLinearGradient g(r.topLeft(), r.topRight());
            for (int i = 0; i <= 6; ++i) g.setColorAt(i / 6.0, qc(heatColor(i / 6.0)));
            p.setPen(QPen(QColor(0x80, 0x80, 0x80), 1));
            p.setBrush(g);
            p.drawRoundedRect(r, 3, 3);
          }),
          tr("From no time (pale) to the hottest kernel (dark red): %1").arg(hottest_));
    entry(swatch(w, [&](QPainter& p, QRectF r) {
            p.setPen(QPen(QColor(0x80, 0x80, 0x80), 1));
            p.setBrush(QColor(0xd9, 0xd9, 0xd9));
            p.drawRoundedRect(r, 3, 3);
          }),
          tr("Not measured: no kernel of the trace is tied to the node (a nop, or a kernel the trace does not call)"));
    heading(tr("Node kinds (View → Color by Measured Time off)"));
  } else {
    heading(tr("Nodes (fill = kind)"));
  }
  for (int c = 0; c < kNodeCategoryCount; ++c) {
    const NodeStyle st = nodeStyle(static_cast<NodeCategory>(c));
    entry(swatch(w, [&](QPainter& p, QRectF r) {
            p.setPen(QPen(qc(st.border), 1));
            p.setBrush(qc(st.fill));
            p.drawRoundedRect(r, 3, 3);
          }),
          QString::fromUtf8(categoryName(static_cast<NodeCategory>(c)).data(),
                            static_cast<int>(categoryName(static_cast<NodeCategory>(c)).size())));
  }

  heading(tr("Edges (dependency kind)"));
  const std::pair<Qt::PenStyle, QString> edges[] = {
      {Qt::SolidLine, tr("MemoryDep: reads what the producer wrote, with an index")},
      {Qt::DashLine, tr("StarDep: depends on the whole buffer (extern kernels, mutations)")},
      {Qt::DotLine, tr("WeakDep: ordering only (a later mutation must wait for this read)")}};
  for (const auto& [style, text] : edges)
    entry(swatch(w, [&](QPainter& p, QRectF r) {
            p.setPen(QPen(qc(colours.edge), 1.6, style));
            p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
          }),
          text);

  heading(tr("Groups and the decision"));
  entry(swatch(w, [&](QPainter& p, QRectF r) {
          const HullStyle hs = hullStyle(1, theme_);
          p.setPen(QPen(qc(hs.outline), 1.5));
          p.setBrush(qc(hs.fill));
          p.drawRoundedRect(r, 7, 7);
        }),
        tr("Fusion group at this step (one kernel), labelled with its kernel name"));
  entry(swatch(w, [&](QPainter& p, QRectF r) {
          p.setPen(QPen(qc(colours.accepted), 3));
          p.drawRoundedRect(r, 4, 4);
        }),
        tr("① ② The pair under decision: fused (solid first, dashed second)"));
  entry(swatch(w, [&](QPainter& p, QRectF r) {
          p.setPen(QPen(qc(colours.rejected), 3));
          p.drawRoundedRect(r, 4, 4);
        }),
        tr("The pair under decision: refused (reason in the status bar and on hover)"));
  entry(swatch(w, [&](QPainter& p, QRectF r) {
          p.setPen(QPen(QColor(0x00, 0x5c, 0xd6), 3));
          p.drawRoundedRect(r, 4, 4);
        }),
        tr("Selected node"));
  entry(swatch(w, [&](QPainter& p, QRectF r) {
          p.setPen(QPen(QColor(0xff, 0x8c, 0x00), 4, Qt::SolidLine, Qt::RoundCap));
          p.drawLine(QPointF(r.left(), r.bottom()), QPointF(r.right(), r.top()));
        }),
        tr("Blocking path of a “will create cycle” / “intermediate nodes” refusal (Why not fused?)"));
  entry(swatch(w, [&](QPainter& p, QRectF r) {
          p.setPen(QPen(QColor(0xd6, 0x33, 0x84), 3, Qt::DashLine));
          p.drawRoundedRect(r, 7, 7);
        }),
        tr("Compare: a FuseScope group that the reference result does not have"));
  entry(swatch(w, [&](QPainter& p, QRectF r) {
          p.setPen(QPen(theme_ == Theme::Dark ? QColor(0xe0, 0xe0, 0xe0) : QColor(0x20, 0x20, 0x20), 2, Qt::DotLine));
          p.drawRoundedRect(r, 7, 7);
        }),
        tr("Compare: the reference's own group (Inductor's kernel or the other run's), where it differs"));
  entry(swatch(w, [&](QPainter& p, QRectF r) {
          p.setPen(QPen(QColor(0xf5, 0xb8, 0x00), 3));
          p.drawRoundedRect(r, 5, 5);
        }),
        tr("Search hit (every match is ringed; the current one twice)"));
  grid->setColumnStretch(1, 1);
  grid->setRowStretch(row, 1);
  scroll->setWidget(w);
  setWidget(scroll);
}

}  // namespace fusescope::gui
