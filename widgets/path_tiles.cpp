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
  PathTile& at(QPointF p) {
    const std::pair<long, long> cell{std::lround(std::floor(p.x() / side_)), std::lround(std::floor(p.y() / side_))};
    const auto [it, added] = index_.try_emplace(cell, tiles_.size());
    if (added) tiles_.emplace_back(QPointF(static_cast<qreal>(cell.first) * side_, static_cast<qreal>(cell.second) * side_));
    return tiles_[it->second];
  }
  qreal side() const { return side_; }
  std::vector<PathTile> take() {
    for (PathTile& t : tiles_) t.shrink();
    return std::move(tiles_);
  }

 private:
  qreal side_;
  std::map<std::pair<long, long>, size_t> index_;
  std::vector<PathTile> tiles_;
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

void PathTile::add(QPainterPath::ElementType type, QPointF p) {
  types_.push_back(static_cast<std::uint8_t>(type));
  coords_.push_back(static_cast<float>(p.x() - origin_.x()));
  coords_.push_back(static_cast<float>(p.y() - origin_.y()));
}

void PathTile::moveTo(QPointF p) { add(QPainterPath::MoveToElement, p); }
void PathTile::lineTo(QPointF p) { add(QPainterPath::LineToElement, p); }

void PathTile::cubicTo(QPointF c1, QPointF c2, QPointF to) {
  add(QPainterPath::CurveToElement, c1);
  add(QPainterPath::CurveToDataElement, c2);
  add(QPainterPath::CurveToDataElement, to);
}

QPainterPath PathTile::path() const {
  QPainterPath path;
  path.reserve(elementCount());
  auto point = [&](size_t i) { return origin_ + QPointF(coords_[2 * i], coords_[2 * i + 1]); };
  for (size_t i = 0; i < types_.size(); ++i) {
    switch (static_cast<QPainterPath::ElementType>(types_[i])) {
      case QPainterPath::MoveToElement: path.moveTo(point(i)); break;
      case QPainterPath::LineToElement: path.lineTo(point(i)); break;
      case QPainterPath::CurveToElement:
        if (i + 2 < types_.size()) path.cubicTo(point(i), point(i + 1), point(i + 2));
        i += 2;
        break;
      case QPainterPath::CurveToDataElement: break;   // read with its CurveToElement
    }
  }
  return path;
}

QRectF PathTile::controlPointRect() const {
  if (coords_.empty()) return {};
  float left = coords_[0], right = left, top = coords_[1], bottom = top;
  for (size_t i = 0; i + 1 < coords_.size(); i += 2) {
    left = std::min(left, coords_[i]);
    right = std::max(right, coords_[i]);
    top = std::min(top, coords_[i + 1]);
    bottom = std::max(bottom, coords_[i + 1]);
  }
  return QRectF(origin_ + QPointF(left, top), origin_ + QPointF(right, bottom));
}

void PathTile::shrink() {
  types_.shrink_to_fit();
  coords_.shrink_to_fit();
}

qreal tileSide(qreal area, size_t pieces, size_t perTile, qreal maxSide) {
  const qreal cells = std::max<qreal>(1, static_cast<qreal>(pieces) / static_cast<qreal>(std::max<size_t>(1, perTile)));
  // A piece longer than maxSide is stroked whole wherever a repaint touches its tile: at 100% zoom a tile
  // of a deep graph's size (10,000 units, 2,752 lines of a non-cosmetic pen) took 16 s to paint.
  return std::clamp<qreal>(std::sqrt(std::max<qreal>(1, area) / cells), 1, std::max<qreal>(1, maxSide));
}

std::vector<PathTile> strokeTiles(const QPainterPath& path, qreal side) {
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
        PathTile& tile = tiles.at((a + b) / 2);
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
        PathTile& tile = tiles.at((a + b) / 2);
        tile.moveTo(a);
        tile.cubicTo(b1, b2, b);
      }
      at = to;
      i += 2;
    }
  }
  return tiles.take();
}

std::vector<PathTile> fillTiles(const QPainterPath& path, qreal side) {
  Tiles tiles(side);
  PathTile* tile = nullptr;
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

void TiledPathItem::setTiles(SharedTiles tiles) {
  tiles_ = std::move(tiles);
  tileBounds_.clear();
  if (!tiles_) {
    update();
    return;
  }
  tileBounds_.reserve(tiles_->size());
  const qreal margin = pen_.style() == Qt::NoPen ? 0 : pen_.widthF() + 1;
  for (const PathTile& t : *tiles_) tileBounds_.push_back(t.controlPointRect().adjusted(-margin, -margin, margin, margin));
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
  // Each tile's path is made for this paint and dropped with the copy Qt converts it to (see PathTile).
  for (size_t i = 0; i < tileBounds_.size(); ++i)
    if (tileBounds_[i].intersects(exposed)) painter->drawPath((*tiles_)[i].path());
}

}  // namespace fusescope::gui
