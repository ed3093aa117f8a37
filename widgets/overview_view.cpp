#include "overview_view.h"

#include "graph_view.h"

#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>

#include <algorithm>

namespace fusescope::gui {

OverviewView::OverviewView(GraphView* main) : QGraphicsView(main->viewport()), main_(main) {
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setInteractive(false);
  setFrameShape(QFrame::Box);
  setRenderHints(QPainter::Antialiasing);
  setToolTip(tr("Overview: click or drag to move the view"));
  setCursor(Qt::PointingHandCursor);
  retake_.setSingleShot(true);
  retake_.setInterval(250);
  connect(&retake_, &QTimer::timeout, this, [this] {
    stale_ = true;
    viewport()->update();
  });
}

void OverviewView::setScene(QGraphicsScene* scene) {
  if (this->scene()) disconnect(this->scene(), &QGraphicsScene::changed, this, nullptr);
  QGraphicsView::setScene(scene);
  if (scene) connect(scene, &QGraphicsScene::changed, this, [this] { retake_.start(); });
  stale_ = true;
}

void OverviewView::refit() {
  if (!scene() || scene()->sceneRect().isEmpty()) return;
  fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
  viewport()->update();
}

void OverviewView::retakeMiniature() {
  const qreal dpr = viewport()->devicePixelRatioF();
  miniature_ = QPixmap(viewport()->size() * dpr);
  miniature_.setDevicePixelRatio(dpr);
  miniature_.fill(viewport()->palette().color(viewport()->backgroundRole()));
  if (scene()) {
    QPainter p(&miniature_);
    p.setRenderHints(renderHints());
    const QRectF shown = mapToScene(viewport()->rect()).boundingRect();
    p.setTransform(viewportTransform());
    scene()->render(&p, shown, shown, Qt::IgnoreAspectRatio);
  }
  miniatureTransform_ = viewportTransform();
  stale_ = false;
}

void OverviewView::paintEvent(QPaintEvent* event) {
  const qreal dpr = viewport()->devicePixelRatioF();
  if (stale_ || miniature_.size() != viewport()->size() * dpr || miniatureTransform_ != viewportTransform())
    retakeMiniature();
  QPainter p(viewport());
  p.drawPixmap(0, 0, miniature_);
  p.setRenderHints(renderHints());
  p.setTransform(viewportTransform());
  drawForeground(&p, mapToScene(event->rect()).boundingRect());
}

void OverviewView::resizeEvent(QResizeEvent* event) {
  QGraphicsView::resizeEvent(event);
  stale_ = true;
}

void OverviewView::drawForeground(QPainter* painter, const QRectF&) {
  // The model's blocks: faint outlines, the odd ones red, the selection's filled and named in the corner.
  const auto& shapes = main_->blockShapes();
  const auto& rects = main_->blockRects();
  const NodeId selected = main_->graphScene() ? main_->graphScene()->selectedNode() : kNone;
  QString here;
  for (size_t i = 0; i < shapes.size() && i < rects.size(); ++i) {
    if (rects[i].isNull() || shapes[i].remainder) continue;
    const bool mine = std::binary_search(shapes[i].members.begin(), shapes[i].members.end(), selected);
    QPen pen(shapes[i].odd ? QColor(0xc6, 0x28, 0x28) : QColor(0x60, 0x60, 0x60, 110), shapes[i].odd ? 2 : 1);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(mine ? QBrush(QColor(0xff, 0x8c, 0x00, 70)) : QBrush(Qt::NoBrush));
    painter->drawRect(rects[i]);
    if (mine) here = shapes[i].name;
  }
  if (!here.isEmpty()) {
    painter->save();
    painter->resetTransform();
    QFont font = painter->font();
    font.setPointSizeF(7.5);
    painter->setFont(font);
    const QRect box = QFontMetrics(font).boundingRect(here).adjusted(-2, 0, 2, 0).translated(4 - 0, 4 + QFontMetrics(font).ascent());
    painter->fillRect(box, QColor(255, 255, 255, 200));
    painter->setPen(QColor(0x30, 0x30, 0x30));
    painter->drawText(box, Qt::AlignCenter, here);
    painter->restore();
  }
  const QRectF visible = main_->mapToScene(main_->viewport()->rect()).boundingRect();
  QPen pen(QColor(0x00, 0x5c, 0xd6), 0);
  pen.setCosmetic(true);
  pen.setWidth(2);
  painter->setPen(pen);
  painter->setBrush(QColor(0x00, 0x5c, 0xd6, 30));
  painter->drawRect(visible);
}

void OverviewView::mousePressEvent(QMouseEvent* event) {
  main_->centerOn(mapToScene(event->pos()));
  viewport()->update();
}

void OverviewView::mouseMoveEvent(QMouseEvent* event) {
  if (event->buttons() & Qt::LeftButton) {
    main_->centerOn(mapToScene(event->pos()));
    viewport()->update();
  }
}

}  // namespace fusescope::gui
