#include "path_tiles.h"

#include <QLineF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <array>
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

// The part of the cubic Bézier (p0, p1, p2, p3) between parameters t0 < t1, as a cubic of its own.
std::array<QPointF, 4> cubicPiece(QPointF p0, QPointF p1, QPointF p2, QPointF p3, qreal t0, qreal t1) {
  auto at = [&](qreal t) {
    const qreal u = 1 - t;
    return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
  };
  auto derivative = [&](qreal t) {
    const qreal u = 1 - t;
    return 3 * u * u * (p1 - p0) + 6 * u * t * (p2 - p1) + 3 * t * t * (p3 - p2);
  };
  // A cubic restricted to [t0, t1] has control points a ± d·(t1 - t0)/3 at its ends (Hermite form).
  const qreal span = t1 - t0;
  const QPointF a = at(t0), b = at(t1);
  return {a, a + derivative(t0) * (span / 3), b - derivative(t1) * (span / 3), b};
}

}  // namespace

qreal tileSide(qreal area, size_t pieces, size_t perTile, qreal maxSide) {
  const qreal cells = std::max<qreal>(1, static_cast<qreal>(pieces) / static_cast<qreal>(std::max<size_t>(1, perTile)));
  // A piece longer than maxSide is stroked whole wherever a repaint touches its tile: at 100% zoom a tile
  // of a deep graph's size (10,000 units, 2,752 lines of a non-cosmetic pen) took 16 s to paint.
  return std::clamp<qreal>(std::sqrt(std::max<qreal>(1, area) / cells), 1, std::max<qreal>(1, maxSide));
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
    } else if (e.isCurveTo() && i + 2 < path.elementCount()) {
      // A Bézier segment longer than a tile is cut too (exactly, by de Casteljau): Qt strokes a segment
      // whole before clipping, and one curve across a 6,000-node graph (a tensor every layer reads) took
      // seconds at each repaint of any part of the view.
      const QPointF c1 = e, c2 = path.elementAt(i + 1), to = path.elementAt(i + 2);
      const qreal hull = QLineF(at, c1).length() + QLineF(c1, c2).length() + QLineF(c2, to).length();
      const int pieces = std::max(1, static_cast<int>(std::ceil(hull / tiles.side())));
      for (int p = 0; p < pieces; ++p) {
        const auto [a, b1, b2, b] = cubicPiece(at, c1, c2, to, static_cast<qreal>(p) / pieces, static_cast<qreal>(p + 1) / pieces);
        QPainterPath& tile = tiles.at((a + b) / 2);
        tile.moveTo(a);
        tile.cubicTo(b1, b2, b);
      }
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
