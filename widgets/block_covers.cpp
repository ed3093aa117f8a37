#include "block_covers.h"
#include "path_tiles.h"

#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>

#include <algorithm>
#include <limits>
#include <optional>
#include <unordered_set>

#include "graph_view.h"
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

QPainterPath bundledEdges(const std::vector<NodeEdge>& edges, const SceneGeometry& geometry,
                          const std::vector<int>& blockOfNode, const std::vector<char>& closed,
                          const std::vector<QPointF>& centres) {
  // An end is a closed block (encoded as -1 - block) or a node; each pair of ends once.
  auto end = [&](NodeId n) -> long long {
    const int b = static_cast<size_t>(n) < blockOfNode.size() ? blockOfNode[static_cast<size_t>(n)] : -1;
    return b >= 0 && static_cast<size_t>(b) < closed.size() && closed[static_cast<size_t>(b)] ? -1 - b : n;
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

// ---------------------------------------------------------------------------------------------------
// GraphScene's semantic-zoom members.

namespace {
QColor qc(const Rgba& c) { return QColor(c.r, c.g, c.b, c.a); }
constexpr qreal kCoverZ = 9.5;   // above edges, hulls and terminals, below the nodes of open blocks

// A closed block: its pieces as plain rectangles. Axis-aligned and without antialiasing they are the
// raster engine's fastest fill (a path of rounded pieces costs 0.5 ms a block at 20,000 nodes, which is
// the whole budget of a frame at 200 blocks).
class CoverItem : public QGraphicsItem {
 public:
  CoverItem(std::vector<QRectF> pieces, QPen pen, QBrush brush) : pieces_(std::move(pieces)), pen_(std::move(pen)), brush_(std::move(brush)) {
    for (const QRectF& p : pieces_) {
      bounds_ = bounds_.isNull() ? p : bounds_.united(p);
      shape_.addRect(p);
    }
    bounds_.adjust(-2, -2, 2, 2);
  }
  QRectF boundingRect() const override { return bounds_; }
  QPainterPath shape() const override { return shape_; }   // a click between pieces is not on the block
  void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(pen_);
    painter->setBrush(brush_);
    painter->drawRects(pieces_.data(), static_cast<int>(pieces_.size()));
  }

 private:
  std::vector<QRectF> pieces_;
  QPen pen_;
  QBrush brush_;
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
  delete blockEdges_;
  blockEdges_ = nullptr;
  closed_.assign(blockShapes_.size(), 0);
  blockOfNode_.clear();
  blockCentres_.clear();
  blockBoxes_.clear();
  if (!geometry_ || blockShapes_.empty()) return;
  blockOfNode_.assign(geometry_->nodeIndex.size(), -1);
  // Pieces split where members are further apart than a few node heights, or further apart sideways than
  // nodes of one rank are (core's layered layout puts 18 pt between those and 72 pt between bands).
  qreal nodeHeight = 40;
  if (!geometry_->nodes.empty()) nodeHeight = geometry_->nodes.front().rect.height();
  constexpr qreal kBandGap = 54;
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
    QColor fill, border;
    qreal width = 1.5;
    Qt::PenStyle style = Qt::SolidLine;
    if (shape.odd) {
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
    auto* cover = new CoverItem(std::move(pieces), pen, fill);
    addItem(cover);
    cover->setZValue(kCoverZ);
    cover->setToolTip(shape.tooltip);
    cover->setData(2, static_cast<int>(b));
    cover->setCursor(Qt::PointingHandCursor);
    cover->setVisible(false);
    covers_.push_back(cover);
  }
}

int GraphScene::coverBlock(const QGraphicsItem* item) const {
  if (!item || !item->data(2).isValid()) return -1;
  const int b = item->data(2).toInt();
  return b >= 0 && static_cast<size_t>(b) < covers_.size() && covers_[static_cast<size_t>(b)] == item ? b : -1;
}

void GraphScene::setClosedBlocks(std::vector<char> closed) {
  if (closed.size() != covers_.size()) closed.assign(covers_.size(), 0);
  if (closed == closed_) return;
  const bool wasClosed = closedBlockCount() > 0;
  for (size_t b = 0; b < covers_.size(); ++b) {
    if (closed[b] == closed_[b]) continue;
    covers_[b]->setVisible(closed[b]);
    for (NodeId n : blockShapes_[b].members)
      if (QGraphicsItem* item = nodeGraphicsItem(n)) item->setVisible(!closed[b]);
  }
  closed_ = std::move(closed);
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
    const QPainterPath lines = bundledEdges(nodeEdges_, *geometry_, blockOfNode_, closed_, blockCentres_);
    blockEdges_->setPen(pen);
    // A cosmetic pen: no cap on the tile side (rebuilt whenever blocks open or close, at most steps).
    blockEdges_->setTiles(strokeTiles(lines, tileSide(geometry_->bounds.width() * geometry_->bounds.height(),
                                                      static_cast<size_t>(lines.elementCount() / 2), 128,
                                                      std::numeric_limits<qreal>::max())));
  }
  if (blockEdges_) blockEdges_->setVisible(anyClosed);
  hideClosedHulls();
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

}  // namespace fusescope::gui
