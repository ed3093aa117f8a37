#include "block_covers.h"
#include "path_tiles.h"

#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <unordered_set>

#include "graph_view.h"
#include "overview_view.h"
#include "layout/palette.h"

namespace fusescope::gui {

std::vector<QRectF> blockPieces(const SceneGeometry& geometry, const std::vector<NodeId>& members, qreal bandGap,
                                qreal gap) {
  std::vector<QRectF> rects;
  for (NodeId n : members)
    if (const SceneNode* node = geometry.find(n)) rects.push_back(node->rect);
  std::sort(rects.begin(), rects.end(), [](const QRectF& a, const QRectF& b) { return a.left() < b.left(); });
  // Bands first: boxes whose horizontal extents overlap (or nearly touch) are one band.
  std::vector<std::vector<QRectF>> bands;
  qreal right = 0;
  for (const QRectF& r : rects) {
    if (bands.empty() || r.left() > right + bandGap) {
      bands.emplace_back();
      right = r.right();
    }
    bands.back().push_back(r);
    right = std::max(right, r.right());
  }
  // Then, in each band, runs of boxes no more than `gap` apart vertically.
  std::vector<QRectF> pieces;
  for (auto& band : bands) {
    std::sort(band.begin(), band.end(), [](const QRectF& a, const QRectF& b) { return a.top() < b.top(); });
    QRectF piece;
    for (const QRectF& r : band) {
      if (!piece.isNull() && r.top() > piece.bottom() + gap) {
        pieces.push_back(piece);
        piece = QRectF();
      }
      piece = piece.isNull() ? r : piece.united(r);
    }
    if (!piece.isNull()) pieces.push_back(piece);
  }
  return pieces;
}

bool rowOrder(const QRectF& a, const QRectF& b) {
  const qreal ya = a.center().y(), yb = b.center().y();
  return ya != yb ? ya < yb : a.left() < b.left();
}

HugOutline hugOutline(const std::vector<QRectF>& own, const std::vector<QRectF>& all, qreal pad) {
  struct Row {
    qreal centre, top, bottom;
    std::vector<QRectF> spans;
  };
  std::vector<QRectF> sorted = own;
  std::sort(sorted.begin(), sorted.end(), rowOrder);
  auto centreLess = [](const QRectF& r, qreal y) { return r.center().y() < y; };
  auto leftLess = [](const QRectF& r, qreal x) { return r.left() < x; };
  std::vector<Row> rows;
  for (size_t i = 0; i < sorted.size();) {
    const qreal centre = sorted[i].center().y();
    // The layout's row: every node centred there, own or not, by left edge. Two own nodes are one span
    // when they are next to each other in it (no other node stands between).
    const auto lo = std::lower_bound(all.begin(), all.end(), centre, centreLess);
    const auto hi = std::lower_bound(lo, all.end(), std::nextafter(centre, std::numeric_limits<qreal>::max()), centreLess);
    Row r{centre, sorted[i].top(), sorted[i].bottom(), {}};
    QRectF span;
    long previous = -2;
    for (; i < sorted.size() && sorted[i].center().y() == centre; ++i) {
      const QRectF& n = sorted[i];
      r.top = std::min(r.top, n.top());
      r.bottom = std::max(r.bottom, n.bottom());
      const long at = std::lower_bound(lo, hi, n.left(), leftLess) - lo;
      if (!span.isNull() && at != previous + 1) {
        r.spans.push_back(span);
        span = QRectF();
      }
      span = span.isNull() ? n : span.united(n);
      previous = at;
    }
    r.spans.push_back(span);
    rows.push_back(std::move(r));
  }
  // Rows with no node of the layout between them, within their width, are joined (a layout's other
  // bands may have rows between, far to the side).
  auto widthOf = [&](const Row& r, qreal& left, qreal& right) {
    for (const QRectF& sp : r.spans) {
      left = std::min(left, sp.left() - pad);
      right = std::max(right, sp.right() + pad);
    }
  };
  auto adjacent = [&](const Row& a, const Row& b) {
    qreal left = std::numeric_limits<qreal>::max(), right = std::numeric_limits<qreal>::lowest();
    widthOf(a, left, right);
    widthOf(b, left, right);
    auto it = std::lower_bound(all.begin(), all.end(), std::nextafter(a.centre, std::numeric_limits<qreal>::max()), centreLess);
    const auto end = std::lower_bound(it, all.end(), b.centre, centreLess);
    while (it != end) {   // row by row: its last node starting left of `right` is the one that could reach in
      const qreal centre = it->center().y();
      const auto rowEnd = std::lower_bound(it, end, std::nextafter(centre, std::numeric_limits<qreal>::max()), centreLess);
      const auto past = std::lower_bound(it, rowEnd, right, leftLess);
      if (past != it && std::prev(past)->right() > left) return false;
      it = rowEnd;
    }
    return true;
  };
  std::vector<char> joined(rows.size(), 0);   // row i joined to row i + 1
  for (size_t i = 0; i + 1 < rows.size(); ++i) joined[i] = adjacent(rows[i], rows[i + 1]);
  // Levels, top to bottom, each of rects sharing a top and a bottom: a row's spans, and between two joined
  // rows one rect across both rows' width (a chain that steps sideways stays one piece). A level abuts
  // the next when its rows are joined.
  struct Level {
    size_t first, end;   // in out.rects
    bool abutsNext;
  };
  HugOutline out;
  std::vector<Level> levels;
  for (size_t i = 0; i < rows.size(); ++i) {
    const bool above = i > 0 && joined[i - 1], below = joined[i];
    const qreal top = above ? rows[i].top : rows[i].top - pad, bottom = below ? rows[i].bottom : rows[i].bottom + pad;
    const size_t first = out.rects.size();
    for (const QRectF& sp : rows[i].spans) out.rects.push_back(QRectF(QPointF(sp.left() - pad, top), QPointF(sp.right() + pad, bottom)));
    levels.push_back({first, out.rects.size(), static_cast<bool>(below)});
    if (below && rows[i + 1].top > rows[i].bottom) {
      qreal left = std::numeric_limits<qreal>::max(), right = std::numeric_limits<qreal>::lowest();
      widthOf(rows[i], left, right);
      widthOf(rows[i + 1], left, right);
      out.rects.push_back(QRectF(QPointF(left, rows[i].bottom), QPointF(right, rows[i + 1].top)));
      levels.push_back({out.rects.size() - 1, out.rects.size(), true});
    }
  }
  // One piece when every rect reaches another across abutting levels (union-find).
  std::vector<size_t> parent(out.rects.size());
  for (size_t k = 0; k < parent.size(); ++k) parent[k] = k;
  auto root = [&](size_t k) {
    while (parent[k] != k) k = parent[k] = parent[parent[k]];
    return k;
  };
  auto overlapX = [](const QRectF& x, const QRectF& y) { return x.left() < y.right() && y.left() < x.right(); };
  for (size_t l = 0; l + 1 < levels.size(); ++l)
    if (levels[l].abutsNext)
      for (size_t a = levels[l].first; a < levels[l].end; ++a)
        for (size_t b = levels[l + 1].first; b < levels[l + 1].end; ++b)
          if (overlapX(out.rects[a], out.rects[b])) parent[root(a)] = root(b);
  for (size_t k = 0; k < parent.size(); ++k) out.islands += root(k) == k;
  // The border: each rect's sides, and its top and bottom edges where the abutting level does not continue
  // it (rects of one level never overlap: a node not theirs stands between them).
  auto uncovered = [&](qreal y, qreal left, qreal right, const Level& level) {
    qreal x = left;
    for (size_t k = level.first; k < level.end && x < right; ++k) {
      const QRectF& o = out.rects[k];
      if (o.right() <= x) continue;
      if (o.left() >= right) break;
      if (o.left() > x) out.border.emplace_back(x, y, o.left(), y);
      x = std::max(x, o.right());
    }
    if (x < right) out.border.emplace_back(x, y, right, y);
  };
  for (size_t l = 0; l < levels.size(); ++l)
    for (size_t k = levels[l].first; k < levels[l].end; ++k) {
      const QRectF r = out.rects[k];
      out.border.emplace_back(r.topLeft(), r.bottomLeft());
      out.border.emplace_back(r.topRight(), r.bottomRight());
      if (l > 0 && levels[l - 1].abutsNext) uncovered(r.top(), r.left(), r.right(), levels[l - 1]);
      else out.border.emplace_back(r.topLeft(), r.topRight());
      if (levels[l].abutsNext && l + 1 < levels.size()) uncovered(r.bottom(), r.left(), r.right(), levels[l + 1]);
      else out.border.emplace_back(r.bottomLeft(), r.bottomRight());
    }
  return out;
}

QPainterPath HugOutline::area() const {
  QPainterPath path;
  path.setFillRule(Qt::WindingFill);
  for (const QRectF& r : rects) path.addRect(r);
  return path;
}

void HugOutline::append(const HugOutline& other) {
  rects.insert(rects.end(), other.rects.begin(), other.rects.end());
  border.insert(border.end(), other.border.begin(), other.border.end());
  islands += other.islands;
}

HugOutline boxOutline(const std::vector<QRectF>& pieces, const std::vector<QRectF>& others) {
  std::vector<QRectF> byLeft = pieces;
  std::sort(byLeft.begin(), byLeft.end(), [](const QRectF& a, const QRectF& b) { return a.left() < b.left(); });
  HugOutline out;
  // Only bands join: a piece of a node or two the layout placed apart (400 Llama layers each put one far
  // to the side, a column of them) joined to a band would draw a comb.
  qreal tallest = 0;
  for (const QRectF& p : pieces) tallest = std::max(tallest, p.height());
  auto band = [&](const QRectF& p) { return p.height() >= tallest / 4; };
  for (size_t i = 0; i < byLeft.size(); ++i) {
    out.rects.push_back(byLeft[i]);
    // The nearest band to the right that it faces: the gap between them filled where both reach, unless
    // another block's node is there.
    const QRectF& a = byLeft[i];
    if (!band(a)) continue;
    for (size_t j = i + 1; j < byLeft.size(); ++j) {
      const QRectF& b = byLeft[j];
      if (!band(b)) continue;
      const qreal top = std::max(a.top(), b.top()), bottom = std::min(a.bottom(), b.bottom());
      if (b.left() <= a.right() || bottom <= top) continue;
      const QRectF gap(QPointF(a.right(), top), QPointF(b.left(), bottom));
      if (std::none_of(others.begin(), others.end(), [&](const QRectF& o) { return o.intersects(gap); })) out.rects.push_back(gap);
      break;
    }
  }
  // A few boxes: their united path's edges are the border.
  for (const QPolygonF& polygon : out.area().simplified().toSubpathPolygons())
    for (int k = 0; k + 1 < polygon.size(); ++k) out.border.emplace_back(polygon[k], polygon[k + 1]);
  return out;
}

QPainterPath bundledEdges(const std::vector<NodeEdge>& edges, const SceneGeometry& geometry,
                          const std::vector<int>& blockOfNode, const std::vector<int>& boxOf,
                          const std::vector<QPointF>& centres) {
  // An end is a box (encoded as -1 - box) or a node; each pair of ends once.
  auto end = [&](NodeId n) -> long long {
    const int b = static_cast<size_t>(n) < blockOfNode.size() ? blockOfNode[static_cast<size_t>(n)] : -1;
    const int box = b >= 0 && static_cast<size_t>(b) < boxOf.size() ? boxOf[static_cast<size_t>(b)] : -1;
    return box >= 0 ? -1 - box : n;
  };
  auto at = [&](long long e) -> std::optional<QPointF> {
    if (e < 0) return centres[static_cast<size_t>(-1 - e)];
    if (const SceneNode* node = geometry.find(static_cast<NodeId>(e))) return node->rect.center();
    return std::nullopt;
  };
  std::unordered_set<unsigned long long> drawn;
  QPainterPath path;
  for (const NodeEdge& e : edges) {
    const long long from = end(e.from), to = end(e.to);
    if (from == to) continue;   // inside one closed block
    const auto key = (static_cast<unsigned long long>(static_cast<unsigned int>(from)) << 32) | static_cast<unsigned int>(to);
    if (!drawn.insert(key).second) continue;
    const auto a = at(from), b = at(to);
    if (!a || !b) continue;
    path.moveTo(*a);
    path.lineTo(*b);
  }
  return path;
}

std::vector<std::pair<int, int>> foldedStretches(const std::vector<int>& runOf, const std::vector<char>& closed) {
  std::vector<std::pair<int, int>> out;
  const size_t n = std::min(runOf.size(), closed.size());
  for (size_t b = 0; b < n;) {
    size_t e = b;
    if (closed[b] && runOf[b] >= 0)
      while (e + 1 < n && closed[e + 1] && runOf[e + 1] == runOf[b]) ++e;
    if (e > b) out.emplace_back(static_cast<int>(b), static_cast<int>(e));
    b = e + 1;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// GraphScene's semantic-zoom members.

namespace {
QColor qc(const Rgba& c) { return QColor(c.r, c.g, c.b, c.a); }
constexpr qreal kCoverZ = 9.5;   // above edges, hulls and terminals, below the nodes of open blocks
// Pieces split where members are further apart than a few node heights, or further apart sideways than
// nodes of one rank are (core's layered layout puts 18 pt between those and 72 pt between bands).
constexpr qreal kBandGap = 54;

// The outline of a block's pieces (`pieces`: their boxes, 8 pt around its nodes) hugging its nodes: each
// piece's members hugged (hugOutline). Pieces lie apart, so their outlines never overlap.
HugOutline huggedPieces(const SceneGeometry& geometry, const std::vector<NodeId>& members,
                        const std::vector<QRectF>& pieces, const std::vector<QRectF>& nodesByRow) {
  HugOutline out;
  std::vector<QRectF> rects;
  for (NodeId n : members)
    if (const SceneNode* node = geometry.find(n)) rects.push_back(node->rect);
  for (const QRectF& piece : pieces) {
    std::vector<QRectF> own;
    for (const QRectF& r : rects)
      if (piece.contains(r.center())) own.push_back(r);
    if (own.empty()) continue;
    HugOutline hug = hugOutline(own, nodesByRow, 8);
    out.append(hug.islands <= kMaxIslands ? hug : boxOutline({piece}, {}));
  }
  return out;
}

// A closed block: its outline's rectangles filled and its border's segments drawn. Axis-aligned and
// without antialiasing they are the raster engine's fastest (a path of rounded pieces costs 0.5 ms a
// block at 20,000 nodes, which is the whole budget of a frame at 200 blocks).
class CoverItem : public QGraphicsItem {
 public:
  CoverItem(HugOutline outline, QPen pen, QBrush brush)
      : outline_(std::move(outline)), pen_(std::move(pen)), brush_(brush), base_(std::move(brush)) {
    for (const QRectF& r : outline_.rects) bounds_ = bounds_.isNull() ? r : bounds_.united(r);
    shape_ = outline_.area();
    bounds_.adjust(-2, -2, 2, 2);
  }
  QRectF boundingRect() const override { return bounds_; }
  // The heat overlay's colour (View → Color by Measured Time) in place of the block's own; none restores it.
  QColor fill() const { return brush_.color(); }
  void setHeatFill(const std::optional<QColor>& colour) {
    brush_ = colour ? QBrush(*colour) : base_;
    update();
  }
  QPainterPath shape() const override { return shape_; }   // a click beside its nodes is not on the block
  void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(Qt::NoPen);
    painter->setBrush(brush_);
    painter->drawRects(outline_.rects.data(), static_cast<int>(outline_.rects.size()));
    painter->setPen(pen_);
    painter->drawLines(outline_.border.data(), static_cast<int>(outline_.border.size()));
  }

 private:
  HugOutline outline_;
  QPen pen_;
  QBrush brush_, base_;
  QRectF bounds_;
  QPainterPath shape_;
};
}  // namespace

void GraphScene::setBlocks(std::vector<BlockShape> shapes) {
  blockShapes_ = std::move(shapes);
  buildCovers();
}

void GraphScene::buildCovers() {
  for (QGraphicsItem* c : covers_) delete c;
  covers_.clear();
  for (auto& [key, run] : runCovers_) delete run.item;
  runCovers_.clear();
  folded_.clear();
  foldedOf_.clear();
  delete blockEdges_;
  blockEdges_ = nullptr;
  closed_.assign(blockShapes_.size(), 0);
  blockOfNode_.clear();
  blockCentres_.clear();
  blockBoxes_.clear();
  nodesByCentre_.clear();
  if (!geometry_ || blockShapes_.empty()) return;
  for (const SceneNode& n : geometry_->nodes) nodesByCentre_.push_back(n.rect);
  std::sort(nodesByCentre_.begin(), nodesByCentre_.end(), rowOrder);
  blockOfNode_.assign(geometry_->nodeIndex.size(), -1);
  qreal nodeHeight = 40;
  if (!geometry_->nodes.empty()) nodeHeight = geometry_->nodes.front().rect.height();
  for (size_t b = 0; b < blockShapes_.size(); ++b) {
    const BlockShape& shape = blockShapes_[b];
    for (NodeId n : shape.members)
      if (static_cast<size_t>(n) < blockOfNode_.size()) blockOfNode_[static_cast<size_t>(n)] = static_cast<int>(b);
    std::vector<QRectF> pieces = blockPieces(*geometry_, shape.members, kBandGap, nodeHeight * 3);
    QRectF largest;
    for (QRectF& p : pieces) {
      if (p.width() * p.height() > largest.width() * largest.height()) largest = p;
      p.adjust(-8, -8, 8, 8);
    }
    blockCentres_.push_back(largest.center());
    blockBoxes_.push_back(largest);
    // Drawn hugging its nodes: where the layout interleaves two layers on a row, their boxes would cross.
    covers_.push_back(makeCover(huggedPieces(*geometry_, shape.members, pieces, nodesByCentre_), shape, static_cast<int>(b), false));
    heatCover(covers_.back(), static_cast<int>(b), static_cast<int>(b));
  }
}

QGraphicsItem* GraphScene::makeCover(HugOutline outline, const BlockShape& shape, int block, bool folded) {
  QColor fill, border;
  qreal width = 1.5;
  Qt::PenStyle style = Qt::SolidLine;
  if (folded) {
    // One colour for every folded stretch, never a family's: a family's hue can be the red that marks a
    // block which fused unlike its siblings.
    fill = theme_ == Theme::Dark ? QColor(0x23, 0x34, 0x4a) : QColor(0xdb, 0xe6, 0xf3);
    border = theme_ == Theme::Dark ? QColor(0x7f, 0xa7, 0xd9) : QColor(0x4a, 0x6f, 0xa5);
    width = 2;
  } else if (shape.odd) {
    fill = theme_ == Theme::Dark ? QColor(0x5c, 0x1f, 0x1f) : QColor(0xf6, 0xd2, 0xd2);
    border = QColor(0xc6, 0x28, 0x28);
    width = 3;
  } else if (shape.remainder) {
    fill = qc(colours_.background).darker(theme_ == Theme::Dark ? 80 : 106);
    border = qc(colours_.edge);
    style = Qt::DashLine;
  } else {
    // Blocks that fused alike share their first block's colour: 48 identical layers read as one family.
    const HullStyle hs = hullStyle(std::max(0, shape.like), theme_);
    border = qc(hs.outline);
    fill = theme_ == Theme::Dark ? border.darker(260) : border.lighter(165);
    fill.setAlpha(255);
  }
  QPen pen(border, width, style);
  pen.setCosmetic(true);
  auto* cover = new CoverItem(std::move(outline), pen, fill);
  addItem(cover);
  cover->setZValue(kCoverZ);
  cover->setToolTip(shape.tooltip);
  cover->setData(2, block);
  cover->setCursor(Qt::PointingHandCursor);
  cover->setVisible(false);
  return cover;
}

int GraphScene::coverBlock(const QGraphicsItem* item) const {
  if (!item || !item->data(2).isValid()) return -1;
  const int b = item->data(2).toInt();
  if (b < 0 || static_cast<size_t>(b) >= covers_.size()) return -1;
  if (covers_[static_cast<size_t>(b)] == item) return b;
  // A folded stretch's box answers for its first block.
  for (const FoldedRun& f : folded_)
    if (f.first == b && runCovers_.at({f.first, f.last}).item == item) return b;
  return -1;
}

QColor GraphScene::coverFill(int block) const {
  if (block < 0 || static_cast<size_t>(block) >= covers_.size()) return {};
  return static_cast<const CoverItem*>(covers_[static_cast<size_t>(block)])->fill();
}

const GraphScene::FoldedRun* GraphScene::foldedRunOf(int block) const {
  if (block < 0 || static_cast<size_t>(block) >= foldedOf_.size() || foldedOf_[static_cast<size_t>(block)] < 0) return nullptr;
  return &folded_[static_cast<size_t>(foldedOf_[static_cast<size_t>(block)])];
}

void GraphScene::setClosedBlocks(std::vector<char> closed) {
  if (closed.size() != covers_.size()) closed.assign(covers_.size(), 0);
  if (closed == closed_) return;
  const bool wasClosed = closedBlockCount() > 0;
  for (size_t b = 0; b < covers_.size(); ++b) {
    if (closed[b] == closed_[b]) continue;
    for (NodeId n : blockShapes_[b].members)
      if (QGraphicsItem* item = nodeGraphicsItem(n)) item->setVisible(!closed[b]);
  }
  closed_ = std::move(closed);
  foldStretches();
  const bool anyClosed = closedBlockCount() > 0;
  // A collapsed group inside a block that opened keeps its members hidden.
  if (wasClosed)
    for (auto it = hulls_.begin(); it != hulls_.end(); ++it)
      if (it->summary)
        for (NodeId n : it->members)
          if (QGraphicsItem* item = nodeGraphicsItem(n)) item->setVisible(false);
  // The layout's edges give way to one line per pair of blocks while any block is closed.
  for (QGraphicsItem* e : edgeItems_) e->setVisible(!anyClosed);
  if (anyClosed && geometry_) {
    QPen pen(qc(colours_.edge), 1.4);
    pen.setCosmetic(true);
    if (!blockEdges_) {
      blockEdges_ = new TiledPathItem(geometry_->bounds.adjusted(-50, -50, 50, 50), pen);
      blockEdges_->setZValue(1);
      addItem(blockEdges_);
    }
    std::vector<int> boxOf(closed_.size(), -1);
    std::vector<QPointF> centres = blockCentres_;
    for (size_t b = 0; b < closed_.size(); ++b)
      if (closed_[b]) boxOf[b] = static_cast<int>(b);
    for (const FoldedRun& f : folded_) {
      for (int b = f.first; b <= f.last; ++b) boxOf[static_cast<size_t>(b)] = f.first;
      centres[static_cast<size_t>(f.first)] = f.box.center();
    }
    const QPainterPath lines = bundledEdges(nodeEdges_, *geometry_, blockOfNode_, boxOf, centres);
    blockEdges_->setPen(pen);
    // A cosmetic pen: no cap on the tile side (rebuilt whenever blocks open or close, at most steps).
    blockEdges_->setTiles(strokeTiles(lines, tileSide(geometry_->bounds.width() * geometry_->bounds.height(),
                                                      static_cast<size_t>(lines.elementCount() / 2), 128,
                                                      std::numeric_limits<qreal>::max())));
  }
  if (blockEdges_) blockEdges_->setVisible(anyClosed);
  hideClosedHulls();
}

void GraphScene::foldStretches() {
  std::vector<int> runOf(blockShapes_.size(), -1);
  for (size_t b = 0; b < blockShapes_.size(); ++b) runOf[b] = blockShapes_[b].run;
  for (const FoldedRun& f : folded_) runCovers_.at({f.first, f.last}).item->setVisible(false);
  folded_.clear();
  foldedOf_.assign(blockShapes_.size(), -1);
  if (!geometry_) return;
  qreal nodeHeight = 40;
  if (!geometry_->nodes.empty()) nodeHeight = geometry_->nodes.front().rect.height();
  for (const auto& [first, last] : foldedStretches(runOf, closed_)) {
    auto it = runCovers_.find({first, last});
    if (it == runCovers_.end()) {
      // One box over the stretch's nodes, split only where a layout's bands or far-off nodes split it.
      std::vector<NodeId> members;
      for (int b = first; b <= last; ++b)
        members.insert(members.end(), blockShapes_[static_cast<size_t>(b)].members.begin(),
                       blockShapes_[static_cast<size_t>(b)].members.end());
      std::vector<QRectF> pieces = blockPieces(*geometry_, members, kBandGap, nodeHeight * 3);
      RunCover run;
      for (QRectF& p : pieces) {
        if (p.width() * p.height() > run.box.width() * run.box.height()) run.box = p;
        p.adjust(-8, -8, 8, 8);
      }
      // Drawn as one outline hugging its nodes: the layout's side-by-side bands share its rows, so on each
      // row the bands join wherever no other block's node stands between them.
      std::vector<QRectF> own;
      for (NodeId n : members)
        if (const SceneNode* node = geometry_->find(n)) own.push_back(node->rect);
      HugOutline outline = hugOutline(own, nodesByCentre_, 8);
      if (outline.islands > kMaxIslands) {
        // Stripes: drawn as its bands' boxes, joined wherever no other block's node lies between them.
        std::vector<char> inStretch(geometry_->nodeIndex.size(), 0);
        for (NodeId n : members)
          if (static_cast<size_t>(n) < inStretch.size()) inStretch[static_cast<size_t>(n)] = 1;
        std::vector<QRectF> others;
        for (const SceneNode& node : geometry_->nodes)
          if (static_cast<size_t>(node.node) >= inStretch.size() || !inStretch[static_cast<size_t>(node.node)]) others.push_back(node.rect);
        outline = boxOutline(pieces, others);
      }
      run.item = makeCover(std::move(outline), blockShapes_[static_cast<size_t>(first)], first, true);
      run.item->setToolTip(foldedTooltip(blockShapes_, first, last));
      it = runCovers_.emplace(std::make_pair(first, last), run).first;
      heatCover(it->second.item, first, last);
    }
    it->second.item->setVisible(true);
    for (int b = first; b <= last; ++b) foldedOf_[static_cast<size_t>(b)] = static_cast<int>(folded_.size());
    folded_.push_back({first, last, it->second.box});
  }
  for (size_t b = 0; b < covers_.size(); ++b) covers_[b]->setVisible(closed_[b] && foldedOf_[b] < 0);
}

void GraphScene::heatCover(QGraphicsItem* cover, int first, int last) {
  std::optional<QColor> colour;
  if (!heat_.empty()) {
    // The hottest kernel among the blocks': where in the model the time goes, at the fit zoom too.
    double hottest = -1;
    for (int b = first; b <= last; ++b)
      for (NodeId n : blockShapes_[static_cast<size_t>(b)].members)
        if (static_cast<size_t>(n) < heat_.size()) hottest = std::max(hottest, heat_[static_cast<size_t>(n)]);
    colour = hottest < 0 ? QColor(0xd9, 0xd9, 0xd9) : qc(heatColor(hottest));
  }
  static_cast<CoverItem*>(cover)->setHeatFill(colour);
}

void GraphScene::heatCovers() {
  for (size_t b = 0; b < covers_.size(); ++b) heatCover(covers_[b], static_cast<int>(b), static_cast<int>(b));
  for (auto& [key, run] : runCovers_) heatCover(run.item, key.first, key.second);
}

void GraphScene::hideClosedHulls() {
  for (auto it = hulls_.begin(); it != hulls_.end(); ++it) {
    bool hidden = !closed_.empty();
    for (NodeId n : it->members) {
      const int b = static_cast<size_t>(n) < blockOfNode_.size() ? blockOfNode_[static_cast<size_t>(n)] : -1;
      if (b < 0 || !closed_[static_cast<size_t>(b)]) {
        hidden = false;
        break;
      }
    }
    it->path->setVisible(!hidden);
    it->label->setVisible(!hidden && !it->summary);
    if (it->summary) it->summary->setVisible(!hidden);
  }
}

bool GraphScene::nodeInClosedBlock(NodeId node) const {
  return static_cast<size_t>(node) < blockOfNode_.size() && blockClosed(blockOfNode_[static_cast<size_t>(node)]);
}

int GraphScene::closedBlockCount() const { return static_cast<int>(std::count(closed_.begin(), closed_.end(), 1)); }

bool GraphScene::blockClosed(int block) const {
  return block >= 0 && static_cast<size_t>(block) < closed_.size() && closed_[static_cast<size_t>(block)];
}

std::vector<NodeId> GraphScene::focusNodes() const {
  std::vector<NodeId> nodes = highlightState_.first;
  nodes.insert(nodes.end(), highlightState_.second.begin(), highlightState_.second.end());
  if (selected_ != kNone) nodes.push_back(selected_);
  if (searchCurrent_ != kNone) nodes.push_back(searchCurrent_);
  return nodes;
}

// ---------------------------------------------------------------------------------------------------
// GraphView's.

void GraphView::setSemanticZoom(bool on) {
  semanticZoom_ = on;
  updateClosedBlocks();
}

void GraphView::updateClosedBlocks() {
  if (!graphScene_) return;
  std::vector<char> closed(blocks_.size(), 0);
  if (semanticZoom_ && zoom() < blockZoom()) {
    std::fill(closed.begin(), closed.end(), 1);
    for (size_t b = 0; b < blocks_.size(); ++b)
      if (blocks_[b].remainder) closed[b] = 0;   // scattered over the picture: a box there would hide other blocks
    const std::vector<int>& blockOf = graphScene_->blockOfNode();
    for (NodeId n : graphScene_->focusNodes())
      if (static_cast<size_t>(n) < blockOf.size() && blockOf[static_cast<size_t>(n)] >= 0)
        closed[static_cast<size_t>(blockOf[static_cast<size_t>(n)])] = 0;
  }
  graphScene_->setClosedBlocks(std::move(closed));
}

void GraphView::setBlocks(std::vector<BlockShape> shapes) {
  blocks_ = std::move(shapes);
  blockRectsFor_ = nullptr;
  if (graphScene_) graphScene_->setBlocks(blocks_);
  updateClosedBlocks();
  viewport()->update();
}

const std::vector<QRectF>& GraphView::blockRects() const {
  const SceneGeometry* geometry = graphScene_ ? graphScene_->sceneGeometry() : nullptr;
  if (blockRectsFor_ != geometry || blockRects_.size() != blocks_.size()) {
    blockRects_.clear();
    const std::vector<QRectF>& boxes = graphScene_ ? graphScene_->blockBoxes() : std::vector<QRectF>{};
    for (size_t i = 0; i < blocks_.size(); ++i)
      blockRects_.push_back(!geometry ? QRectF() : i < boxes.size() ? boxes[i] : graphScene_->nodesRect(blocks_[i].members));
    blockRectsFor_ = geometry;
    blockOutlines_.assign(blocks_.size(), std::nullopt);
  }
  return blockRects_;
}

const HugOutline& GraphView::blockOutline(int b) const {
  static const HugOutline none;
  const std::vector<QRectF>& rects = blockRects();
  const SceneGeometry* geometry = graphScene_ ? graphScene_->sceneGeometry() : nullptr;
  if (!geometry || b < 0 || static_cast<size_t>(b) >= rects.size()) return none;
  std::optional<HugOutline>& outline = blockOutlines_[static_cast<size_t>(b)];
  if (!outline) {
    std::vector<QRectF> own;   // not the far-off nodes the layout placed outside its box
    for (NodeId n : blocks_[static_cast<size_t>(b)].members)
      if (const SceneNode* node = geometry->find(n); node && rects[static_cast<size_t>(b)].contains(node->rect.center()))
        own.push_back(node->rect);
    outline = own.empty() ? HugOutline() : hugOutline(own, graphScene_->nodesByCentre(), 6);
    if (outline->islands > kMaxIslands) outline = HugOutline();   // stripes: its box is drawn instead
  }
  return *outline;
}

std::vector<QLineF> GraphView::landmarkBorder(int b) const {
  const QTransform toViewport = viewportTransform();
  std::vector<QLineF> border;
  for (const QLineF& l : blockOutline(b).border) border.push_back(toViewport.map(l));
  return border;
}

std::vector<Landmark> GraphView::landmarks() const {
  if (blocks_.empty() || !graphScene_ || !graphScene_->sceneGeometry() || zoom() >= legibleZoom()) return {};
  blockRects();
  std::vector<QRect> taken;
  for (const OverlayLabel& l : overlayLabels()) taken.push_back(l.box);
  // The overview map sits over a corner of the picture: a name under it could not be read.
  if (overview()->isVisible()) taken.push_back(overview()->geometry().translated(-viewport()->pos()));
  // Nor over the pair's and the selection's boxes.
  for (NodeId n : graphScene_->focusNodes())
    if (const QRectF r = graphScene_->nodesRect({n}); !r.isNull()) taken.push_back(mapFromScene(r).boundingRect());
  auto toViewport = [this](const QRectF& r) { return mapFromScene(r).boundingRect(); };
  // Where open blocks' nodes are drawn in view (their outlines' rectangles): names go beside them.
  std::vector<QRect> nodes;
  const QTransform toView = viewportTransform();
  const QRect view = viewport()->rect();
  for (size_t b = 0; b < blocks_.size(); ++b) {
    if (graphScene_->blockClosed(static_cast<int>(b)) || !toViewport(blockRects_[b]).intersects(view)) continue;
    for (const QRectF& r : blockOutline(static_cast<int>(b)).rects)
      if (const QRect v = toView.mapRect(r).toAlignedRect(); v.intersects(view)) nodes.push_back(v);
  }
  if (graphScene_->foldedRuns().empty()) {
    std::vector<Landmark> marks =
        placeLandmarks(blocks_, blockRects_, toViewport, QFontMetrics(overlayFont()), viewport()->rect(), std::move(taken), nodes);
    for (Landmark& m : marks) m.border = landmarkBorder(m.block);
    return marks;
  }
  // A folded stretch of alike blocks is one landmark, named for the stretch, standing for its first block.
  std::vector<BlockShape> shown;
  std::vector<QRectF> rects;
  std::vector<int> blockOfShown;
  for (size_t b = 0; b < blocks_.size(); ++b) {
    const GraphScene::FoldedRun* f = graphScene_->foldedRunOf(static_cast<int>(b));
    if (f && f->first != static_cast<int>(b)) continue;
    BlockShape s;
    s.odd = blocks_[b].odd;
    s.remainder = blocks_[b].remainder;
    if (f) {
      s.text = foldedText(blocks_, f->first, f->last);
      s.name = tr("%1 ×%2").arg(blocks_[b].name).arg(f->last - f->first + 1);
      rects.push_back(f->box);
    } else {
      s.text = blocks_[b].text;
      s.name = blocks_[b].name;
      rects.push_back(blockRects_[b]);
    }
    shown.push_back(std::move(s));
    blockOfShown.push_back(static_cast<int>(b));
  }
  std::vector<Landmark> marks =
      placeLandmarks(shown, rects, toViewport, QFontMetrics(overlayFont()), viewport()->rect(), std::move(taken), nodes);
  for (Landmark& m : marks) {
    m.block = blockOfShown[static_cast<size_t>(m.block)];
    if (!graphScene_->foldedRunOf(m.block)) m.border = landmarkBorder(m.block);
  }
  return marks;
}

}  // namespace fusescope::gui
