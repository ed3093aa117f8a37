// Large paths drawn in tiles. Qt strokes or fills a path item whole and clips only afterwards, so an item
// holding every edge of a 20,000-node graph cost its whole stroke on each repaint of any part of the
// view; cut into tiles, a repaint pays only for the tiles it touches.
#pragma once

#include <QBrush>
#include <QGraphicsItem>
#include <QPainterPath>
#include <QPen>

#include <vector>

namespace fusescope::gui {

// A grid cell side for `area` holding `pieces` things to draw, about `perTile` of them in a cell, and
// never above maxSide: kMaxTileSide (scene units: about a screen at 100% zoom) for a pen whose width
// scales, which Qt strokes whole before clipping. A cosmetic pen's lines are clipped as they are drawn and
// need no cap (fewer tiles are cheaper to rebuild at each step).
inline constexpr qreal kMaxTileSide = 1024;
qreal tileSide(qreal area, size_t pieces, size_t perTile = 128, qreal maxSide = kMaxTileSide);

// `path`'s lines and curves, each in the tile of its midpoint; a straight line longer than `side` is cut
// into pieces no longer than it (a folded layout's edges between bands run the graph's whole width).
// For stroking: a piece starts a subpath of its own. Tiles come in the order first touched.
std::vector<QPainterPath> strokeTiles(const QPainterPath& path, qreal side);

// `path`'s subpaths whole (to be filled: arrow heads), each in the tile of its first point.
std::vector<QPainterPath> fillTiles(const QPainterPath& path, qreal side);

// A path drawn in tiles: each paint strokes (and fills) only the tiles that meet the exposed area. Its
// bounds are fixed when made, so new tiles (setTiles, inside them) never move it in the scene's index,
// which re-indexing the items of a 20,000-node scene made costly. Never hit by the mouse: clicks and
// tooltips go to what lies under it.
class TiledPathItem : public QGraphicsItem {
 public:
  TiledPathItem(const QRectF& bounds, QPen pen, QBrush brush = Qt::NoBrush);
  void setTiles(std::vector<QPainterPath> tiles);
  void setPen(const QPen& pen);
  size_t tileCount() const { return tiles_.size(); }
  QRectF boundingRect() const override { return bounds_; }
  QPainterPath shape() const override { return {}; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  QRectF bounds_;
  QPen pen_;
  QBrush brush_;
  std::vector<QPainterPath> tiles_;
  std::vector<QRectF> tileBounds_;   // each tile's control points' bounds, widened by the pen
};

}  // namespace fusescope::gui
