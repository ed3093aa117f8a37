// Semantic zoom for large graphs: below the zoom where a block's nodes are only a texture, each block of the
// model (core's block overview) is drawn as one box over its nodes, which are hidden, and the dependencies
// as one line per pair of blocks they join. The blocks that hold the pair under decision, the selection or
// the current search hit stay open. These are the pure parts (where a block's boxes go, which lines join
// what); GraphScene draws them (block_covers.cpp holds its semantic-zoom members).
#pragma once

#include <QLineF>
#include <QPainterPath>
#include <QRectF>

#include <vector>

#include "graph/node_edges.h"
#include "scene_geometry.h"

namespace fusescope::gui {

// The boxes that cover a block's nodes. A layout that folds a deep graph into side-by-side bands splits a
// block at the fold, and a node the layout ranked far from its block (a constant, a weight's first use)
// sits apart: one bounding box would then cover other blocks. So members are split where they are apart
// sideways (a gap wider than `bandGap`: another band) or vertically (a gap taller than `gap`), one box per
// piece.
std::vector<QRectF> blockPieces(const SceneGeometry& geometry, const std::vector<NodeId>& members, qreal bandGap,
                                qreal gap);

// A block's outline (its box when closed, its landmark when open) hugging its nodes where a bounding box
// would cross its neighbours: on each row of the layout (nodes sharing a vertical centre) the span of its
// nodes (`own`), split wherever a node of `all` not its own stands between two of them; two of its rows
// with no node of `all` between them within their width joined across both rows' width; `pad` around the rest. `all`: every
// drawn node, sorted by rowOrder. Two layers whose nodes the layout interleaves on shared rows get
// outlines that do not cross. Made as rectangles and their border's segments, not as a united path: at
// 20,000 nodes uniting them (QPainterPath::simplified) cost 60 ms when a graph opened.
// `islands`: how many pieces it is in. A layer whose first nodes the layout ranked among the previous
// layer's is two (honest: that is where they are); many would be a stack of stripes that reads worse than
// a box, and past kMaxIslands the block's box is drawn instead.
constexpr int kMaxIslands = 3;
struct HugOutline {
  std::vector<QRectF> rects;   // disjoint; their union is the inside
  std::vector<QLineF> border;  // the union's boundary
  int islands = 0;
  QPainterPath area() const;   // the rects as one path (for hit tests)
  void append(const HugOutline& other);
};
HugOutline hugOutline(const std::vector<QRectF>& own, const std::vector<QRectF>& all, qreal pad);

// Boxes as an outline: `pieces` (a folded stretch's, one per band of the layout) side by side joined where
// both reach and none of `others` (the other blocks' nodes) lies between, so 46 alike layers laid out in 8
// bands read as one box. What a stretch whose hug is in stripes is drawn as.
HugOutline boxOutline(const std::vector<QRectF>& pieces, const std::vector<QRectF>& others);
// Node boxes by row of the layout (vertical centre), then left to right.
bool rowOrder(const QRectF& a, const QRectF& b);

// The edges as drawn while blocks are closed, straight lines: an edge's end in a closed block is the centre
// of the box that stands for it, elsewhere its node's centre; each pair of ends is drawn once and an edge
// inside one box not at all. `blockOfNode[n]` is n's block (-1: none, drawn as a node); `boxOf[b]` the box
// standing for block b (-1: open, its nodes drawn), itself or the first block of a folded stretch;
// `centres[box]` that box's centre.
QPainterPath bundledEdges(const std::vector<NodeEdge>& edges, const SceneGeometry& geometry,
                          const std::vector<int>& blockOfNode, const std::vector<int>& boxOf,
                          const std::vector<QPointF>& centres);

// Which closed blocks fold together: maximal stretches of two or more neighbouring closed blocks of one
// alike run (`runOf[b]`, -1: in none). Returns [first, last] pairs in order.
std::vector<std::pair<int, int>> foldedStretches(const std::vector<int>& runOf, const std::vector<char>& closed);

}  // namespace fusescope::gui
