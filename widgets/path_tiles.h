// Large paths drawn in tiles. Qt strokes or fills a path item whole and clips only afterwards, so an item
// holding every edge of a 20,000-node graph cost its whole stroke on each repaint of any part of the
// view; cut into tiles, a repaint pays only for the tiles it touches.
#pragma once

#include <QBrush>
#include <QGraphicsItem>
#include <QPainterPath>
#include <QPen>

#include <cstdint>
#include <memory>
#include <vector>

namespace fusescope::gui {

// One tile's lines and curves, kept compact and drawn through a QPainterPath made for the paint alone. Qt's
// raster engine keeps a converted copy inside every QPainterPath it has drawn (qtVectorPathForPath), so tiles
// held as QPainterPaths cost their geometry about three times once all were painted, as the overview's
// miniature paints them all: 385 MB of a 21,000-node window. Points are floats from the tile's origin (a
// tile is at most a few thousand units wide, so a float is exact to a thousandth of a unit there).
class PathTile {
 public:
  explicit PathTile(QPointF origin = {}) : origin_(origin) {}
  void moveTo(QPointF p);
  void lineTo(QPointF p);
  void cubicTo(QPointF c1, QPointF c2, QPointF to);
  bool isEmpty() const { return types_.empty(); }
  int elementCount() const { return static_cast<int>(types_.size()); }
  QPainterPath path() const;
  QRectF controlPointRect() const;
  size_t bytes() const { return sizeof(*this) + types_.capacity() + coords_.capacity() * sizeof(float); }
  void shrink();

 private:
  void add(QPainterPath::ElementType type, QPointF p);
  QPointF origin_;
  std::vector<std::uint8_t> types_;   // QPainterPath::ElementType, one per element
  std::vector<float> coords_;         // x, y per element, from origin_
};

// Tiles shared between the geometry built on the worker thread and the items drawing them.
using SharedTiles = std::shared_ptr<const std::vector<PathTile>>;

// A grid cell side for `area` holding `pieces` things to draw, about `perTile` of them in a cell, and
// never above maxSide: kMaxTileSide (scene units: about a screen at 100% zoom) for a pen whose width
// scales, which Qt strokes whole before clipping. A cosmetic pen's lines are clipped as they are drawn and
// need no cap (fewer tiles are cheaper to rebuild at each step).
inline constexpr qreal kMaxTileSide = 1024;
qreal tileSide(qreal area, size_t pieces, size_t perTile = 128, qreal maxSide = kMaxTileSide);

// `path`'s lines and curves, each in the tile of its midpoint; a straight line longer than `side` is cut
// into pieces no longer than it (a folded layout's edges between bands run the graph's whole width).
// For stroking: a piece starts a subpath of its own. Tiles come in the order first touched.
std::vector<PathTile> strokeTiles(const QPainterPath& path, qreal side);

// `path`'s subpaths whole (to be filled: arrow heads), each in the tile of its first point.
std::vector<PathTile> fillTiles(const QPainterPath& path, qreal side);

// A path drawn in tiles: each paint strokes (and fills) only the tiles that meet the exposed area. Its
// bounds are fixed when made, so new tiles (setTiles, inside them) never move it in the scene's index,
// which re-indexing the items of a 20,000-node scene made costly. Never hit by the mouse: clicks and
// tooltips go to what lies under it.
class TiledPathItem : public QGraphicsItem {
 public:
  TiledPathItem(const QRectF& bounds, QPen pen, QBrush brush = Qt::NoBrush);
  void setTiles(SharedTiles tiles);
  void setTiles(std::vector<PathTile> tiles) { setTiles(std::make_shared<const std::vector<PathTile>>(std::move(tiles))); }
  void setPen(const QPen& pen);
  size_t tileCount() const { return tiles_ ? tiles_->size() : 0; }
  QRectF boundingRect() const override { return bounds_; }
  QPainterPath shape() const override { return {}; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  QRectF bounds_;
  QPen pen_;
  QBrush brush_;
  SharedTiles tiles_;
  std::vector<QRectF> tileBounds_;   // each tile's control points' bounds, widened by the pen
};

}  // namespace fusescope::gui
