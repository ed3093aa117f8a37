#include "path_tiles.h"

#include <QLineF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace fusescope::gui {

namespace {

// Tiles keyed by their grid cell, in the order first touched.
class Tiles {
 public:
  explicit Tiles(qreal side) : side_(std::max<qreal>(1, side)) {}
  QPainterPath& at(QPointF p) {
    const std::pair<long, long> cell{std::lround(std::floor(p.x() / side_)), std::lround(std::floor(p.y() / side_))};
    const auto [it, added] = index_.try_emplace(cell, tiles_.size());
    if (added) tiles_.emplace_back();
    return tiles_[it->second];
  }
  qreal side() const { return side_; }
  std::vector<QPainterPath> take() { return std::move(tiles_); }

 private:
  qreal side_;
  std::map<std::pair<long, long>, size_t> index_;
  std::vector<QPainterPath> tiles_;
};

}  // namespace

qreal tileSide(qreal area, size_t pieces, size_t perTile) {
  const qreal cells = std::max<qreal>(1, static_cast<qreal>(pieces) / static_cast<qreal>(std::max<size_t>(1, perTile)));
  return std::max<qreal>(1, std::sqrt(std::max<qreal>(1, area) / cells));
}

std::vector<QPainterPath> strokeTiles(const QPainterPath& path, qreal side) {
  Tiles tiles(side);
  QPointF at;
  for (int i = 0; i < path.elementCount(); ++i) {
    const QPainterPath::Element e = path.elementAt(i);
    if (e.isMoveTo()) {
      at = e;
    } else if (e.isLineTo()) {
      const QPointF to = e;
      const int pieces = std::max(1, static_cast<int>(std::ceil(QLineF(at, to).length() / tiles.side())));
      for (int p = 0; p < pieces; ++p) {
        const QPointF a = at + (to - at) * (static_cast<qreal>(p) / pieces);
        const QPointF b = at + (to - at) * (static_cast<qreal>(p + 1) / pieces);
        QPainterPath& tile = tiles.at((a + b) / 2);
        tile.moveTo(a);
        tile.lineTo(b);
      }
      at = to;
    } else if (e.isCurveTo() && i + 2 < path.elementCount()) {   // a Bézier segment stays whole
      const QPointF c1 = e, c2 = path.elementAt(i + 1), to = path.elementAt(i + 2);
      QPainterPath& tile = tiles.at((at + to) / 2);
      tile.moveTo(at);
      tile.cubicTo(c1, c2, to);
      at = to;
      i += 2;
    }
  }
  return tiles.take();
}

std::vector<QPainterPath> fillTiles(const QPainterPath& path, qreal side) {
  Tiles tiles(side);
  QPainterPath* tile = nullptr;
  for (int i = 0; i < path.elementCount(); ++i) {
    const QPainterPath::Element e = path.elementAt(i);
    if (e.isMoveTo()) {
      tile = &tiles.at(e);
      tile->moveTo(e);
    } else if (!tile) {
      continue;
    } else if (e.isLineTo()) {
      tile->lineTo(e);
    } else if (e.isCurveTo() && i + 2 < path.elementCount()) {
      tile->cubicTo(e, path.elementAt(i + 1), path.elementAt(i + 2));
      i += 2;
    }
  }
  return tiles.take();
}

TiledPathItem::TiledPathItem(const QRectF& bounds, QPen pen, QBrush brush)
    : bounds_(bounds), pen_(std::move(pen)), brush_(std::move(brush)) {
  setFlag(ItemUsesExtendedStyleOption);   // option->exposedRect is the area to repaint
  setAcceptedMouseButtons(Qt::NoButton);
  setAcceptHoverEvents(false);
}

void TiledPathItem::setTiles(std::vector<QPainterPath> tiles) {
  tiles_ = std::move(tiles);
  tileBounds_.clear();
  tileBounds_.reserve(tiles_.size());
  const qreal margin = pen_.style() == Qt::NoPen ? 0 : pen_.widthF() + 1;
  for (const QPainterPath& t : tiles_) tileBounds_.push_back(t.controlPointRect().adjusted(-margin, -margin, margin, margin));
  update();
}

void TiledPathItem::setPen(const QPen& pen) {
  pen_ = pen;
  update();
}

void TiledPathItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  painter->setPen(pen_);
  painter->setBrush(brush_);
  // A cosmetic pen's width is in pixels: widen the exposed area by it in scene units.
  const qreal scale = std::max<qreal>(1e-6, painter->worldTransform().m11());
  const qreal margin = pen_.isCosmetic() ? (pen_.widthF() + 1) / scale : 0;
  const QRectF exposed = option->exposedRect.adjusted(-margin, -margin, margin, margin);
  for (size_t i = 0; i < tiles_.size(); ++i)
    if (tileBounds_[i].intersects(exposed)) painter->drawPath(tiles_[i]);
}

}  // namespace fusescope::gui
