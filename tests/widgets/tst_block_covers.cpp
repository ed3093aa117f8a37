// The pure parts of semantic zoom and its landmarks: where a block's boxes go (split at a band fold and at a
// far-off node, so one box never covers another block), which lines stand for the edges while blocks are
// closed, which closed neighbours fold into one box, and which blocks get a landmark.
#include <QFont>
#include <QFontMetrics>

#include "block_covers.h"
#include "block_landmarks.h"
#include "widget_test_main.h"

#include <algorithm>
#include <cmath>

using namespace fusescope;
using namespace fusescope::gui;

namespace {

// Nodes 0..n-1 of 100x40 boxes at the given top-left corners.
SceneGeometry geometryOf(const std::vector<QPointF>& corners) {
  SceneGeometry g;
  for (size_t i = 0; i < corners.size(); ++i) {
    g.nodes.push_back({static_cast<NodeId>(i), QRectF(corners[i], QSizeF(100, 40)), {}, 0});
    g.nodeIndex.push_back(static_cast<int>(i));
  }
  return g;
}

int lineCount(const QPainterPath& path) {
  int moves = 0;
  for (int i = 0; i < path.elementCount(); ++i) moves += path.elementAt(i).isMoveTo();
  return moves;
}

}  // namespace

TEST(BlockCovers, ABlockSplitsWhereTheLayoutFoldsAndWhereANodeSitsFarAway) {
  // Ranks 60 apart in a band at x 0..250; the block wraps into the next band at x 1000; one node at the
  // top of the first band, far above the others.
  const SceneGeometry g = geometryOf({{0, 600}, {150, 600}, {0, 660}, {150, 720}, {1000, 0}, {1000, 60}, {0, 0}});
  const std::vector<QRectF> pieces = blockPieces(g, {0, 1, 2, 3, 4, 5, 6}, 54, 120);
  ASSERT_EQ(pieces.size(), 3u);
  std::vector<QRectF> sorted = pieces;
  std::sort(sorted.begin(), sorted.end(), [](const QRectF& a, const QRectF& b) { return std::pair(a.left(), a.top()) < std::pair(b.left(), b.top()); });
  EXPECT_EQ(sorted[0], QRectF(0, 0, 100, 40));        // the far-off node alone
  EXPECT_EQ(sorted[1], QRectF(0, 600, 250, 160));     // the band's ranks together, side-by-side nodes included
  EXPECT_EQ(sorted[2], QRectF(1000, 0, 100, 100));    // the wrapped part
  // Close together, one box.
  EXPECT_EQ(blockPieces(g, {0, 1, 2, 3}, 54, 120).size(), 1u);
  EXPECT_TRUE(blockPieces(g, {}, 54, 120).empty());
}

TEST(BlockCovers, ClosedBlocksJoinByOneLinePerPairAndOpenNodesKeepTheirOwn) {
  // Blocks: {0,1} {2,3} {4}; edges 0->1 (inside block 0), 0->2, 1->3 (both block 0 -> block 1),
  // 3->4 (block 1 -> block 2), 4->5 (node 5 in no block).
  const SceneGeometry g = geometryOf({{0, 0}, {0, 60}, {0, 200}, {0, 260}, {0, 400}, {0, 500}});
  const std::vector<NodeEdge> edges = {{0, 1}, {0, 2}, {1, 3}, {3, 4}, {4, 5}};
  const std::vector<int> blockOf = {0, 0, 1, 1, 2, -1};
  const std::vector<QPointF> centres = {{50, 50}, {50, 250}, {50, 420}};
  // Blocks 0 and 1 closed, 2 open: 0-1 once (not twice), block 1 -> node 4, node 4 -> node 5.
  QPainterPath path = bundledEdges(edges, g, blockOf, {0, 1, -1}, centres);
  EXPECT_EQ(lineCount(path), 3);
  EXPECT_EQ(path.elementAt(0), QPointF(50, 50));
  EXPECT_EQ(path.elementAt(1), QPointF(50, 250));
  // Everything open: every edge is a straight line between node centres.
  EXPECT_EQ(lineCount(bundledEdges(edges, g, blockOf, {-1, -1, -1}, centres)), 5);
  // Everything closed: 0-1, 1-2 and block 2 -> node 5.
  EXPECT_EQ(lineCount(bundledEdges(edges, g, blockOf, {0, 1, 2}, centres)), 3);
  // Blocks 0 and 1 folded into one box (block 0's), 2 closed: the edges inside the fold vanish, the fold
  // joins block 2 by one line and block 2 joins node 5.
  const QPainterPath folded = bundledEdges(edges, g, blockOf, {0, 0, 2}, centres);
  EXPECT_EQ(lineCount(folded), 2);
  EXPECT_EQ(folded.elementAt(0), QPointF(50, 50));
  EXPECT_EQ(folded.elementAt(1), QPointF(50, 420));
}

TEST(BlockCovers, NeighbouringClosedBlocksOfOneRunFoldAndAnOpenOneSplitsTheRun) {
  // Blocks 1-5 are one alike run, 6-7 another; block 0 and 8 in none.
  const std::vector<int> runOf = {-1, 1, 1, 1, 1, 1, 6, 6, -1};
  using Stretches = std::vector<std::pair<int, int>>;
  EXPECT_EQ(foldedStretches(runOf, {1, 1, 1, 1, 1, 1, 1, 1, 1}), (Stretches{{1, 5}, {6, 7}}));
  // Block 3 kept open (the pair is in it): 1-2 and 4-5 fold on each side of it.
  EXPECT_EQ(foldedStretches(runOf, {1, 1, 1, 0, 1, 1, 1, 1, 1}), (Stretches{{1, 2}, {4, 5}, {6, 7}}));
  // A single closed block left of a run folds with nothing; open blocks never fold.
  EXPECT_EQ(foldedStretches(runOf, {1, 1, 0, 1, 0, 1, 0, 1, 1}), Stretches{});
  EXPECT_EQ(foldedStretches(runOf, {0, 0, 0, 0, 0, 0, 0, 0, 0}), Stretches{});
}

// A remainder (nodes no block holds) whose nodes sit at both ends of the graph would be outlined as a thin
// box across the blocks between them: it gets no landmark; a compact one keeps its outline and name.
namespace {
// A node of the layered layout: 60x20 at column x, on row `row` (rows 30 apart).
QRectF at(qreal x, int row) { return QRectF(x, 30.0 * row, 60, 20); }
std::vector<QRectF> byCentre(std::vector<QRectF> all) {
  std::sort(all.begin(), all.end(), rowOrder);
  return all;
}
double area(const QPainterPath& p) {   // of a path of axis-aligned edges (QPainterPath::simplified's)
  double twice = 0;
  for (const QPolygonF& poly : p.toFillPolygons())
    for (int i = 0; i + 1 < poly.size(); ++i) twice += poly[i].x() * poly[i + 1].y() - poly[i + 1].x() * poly[i].y();
  return std::abs(twice) / 2;
}
// Every segment of the border has the inside on exactly one side, and together they are as long as the
// united outline's boundary: the border drawn is the outline's, without the seams between its rects.
void expectBorderIsTheBoundary(const HugOutline& hug) {
  const QPainterPath inside = hug.area();
  double length = 0;
  for (const QLineF& l : hug.border) {
    length += l.length();
    const QPointF mid = l.center(), normal = QPointF(-l.dy(), l.dx()) / l.length() * 0.5;
    EXPECT_NE(inside.contains(mid + normal), inside.contains(mid - normal)) << mid.x() << "," << mid.y();
  }
  double perimeter = 0;
  for (const QPolygonF& poly : inside.simplified().toSubpathPolygons())
    for (int i = 0; i + 1 < poly.size(); ++i) perimeter += QLineF(poly[i], poly[i + 1]).length();
  EXPECT_NEAR(length, perimeter, 1e-6);
}
}  // namespace

// Two layers the layout interleaves on a shared row (BERT's backward: layer 47's last row holds layer 46's
// first node): their bounding boxes cross; the outlines hugging their nodes do not, and each still holds
// every node of its own.
TEST(BlockCovers, OutlinesOfInterleavedLayersHugTheirNodesAndDoNotCross) {
  const std::vector<QRectF> a = {at(0, 0), at(200, 0), at(0, 1), at(100, 1), at(0, 2)};
  const std::vector<QRectF> b = {at(200, 2), at(100, 3), at(200, 3), at(100, 4)};
  std::vector<QRectF> all = a;
  all.insert(all.end(), b.begin(), b.end());
  all = byCentre(all);
  const QPainterPath hugA = hugOutline(a, all, 6).area().simplified(), hugB = hugOutline(b, all, 6).area().simplified();
  QRectF boxA, boxB;
  for (const QRectF& r : a) boxA |= r.adjusted(-6, -6, 6, 6);
  for (const QRectF& r : b) boxB |= r.adjusted(-6, -6, 6, 6);
  ASSERT_TRUE(boxA.intersects(boxB));
  EXPECT_EQ(area(hugA.intersected(hugB)), 0.0);
  for (const QRectF& r : a) EXPECT_TRUE(hugA.contains(r));
  for (const QRectF& r : b) EXPECT_TRUE(hugB.contains(r));
  expectBorderIsTheBoundary(hugOutline(a, all, 6));
  expectBorderIsTheBoundary(hugOutline(b, all, 6));
  EXPECT_EQ(lineCount(hugA), 1);   // its rows joined: one outline
  EXPECT_EQ(lineCount(hugB), 1);
  // A's row 0 spans its two nodes (nothing between them); B's node on row 2 is outside A's outline.
  EXPECT_TRUE(hugA.contains(QPointF(150, 10)));
  EXPECT_FALSE(hugA.contains(at(200, 2).center()));
}

// A folded stretch laid out in side-by-side bands (46 BERT layers in 8 columns) reads as one outline: the
// bands share the layout's rows and join on each row where nothing of another block stands between them; a
// node of another block between two bands splits that row; rows not next to each other (a row of other
// blocks' nodes between) are not joined.
TEST(BlockCovers, AFoldedStretchsBandsJoinOnSharedRowsUnlessAnotherBlockStandsBetween) {
  std::vector<QRectF> bands;
  for (int row = 0; row < 4; ++row) {
    bands.push_back(at(0, row));
    bands.push_back(at(300, row));
  }
  QPainterPath joined = hugOutline(bands, byCentre(bands), 8).area().simplified();
  EXPECT_EQ(lineCount(joined), 1);
  EXPECT_TRUE(joined.contains(QPointF(180, 40)));   // between the bands on row 1
  const QRectF other = at(150, 1);
  std::vector<QRectF> all = bands;
  all.push_back(other);
  const QPainterPath split = hugOutline(bands, byCentre(all), 8).area().simplified();
  EXPECT_FALSE(split.contains(other.center()));
  expectBorderIsTheBoundary(hugOutline(bands, byCentre(all), 8));
  EXPECT_TRUE(split.contains(QPointF(180, 70)));    // row 2 still joined
  // Rows 0 and 2 of a block with another block's row 1 between them: two outlines, not one over row 1.
  const std::vector<QRectF> gapped = {at(0, 0), at(0, 2)};
  all = byCentre({at(0, 0), at(0, 1), at(0, 2)});
  const QPainterPath apart = hugOutline(gapped, all, 6).area().simplified();
  EXPECT_EQ(lineCount(apart), 2);
  EXPECT_EQ(hugOutline(gapped, all, 6).islands, 2);
  EXPECT_EQ(hugOutline(bands, byCentre(bands), 8).islands, 1);
  // Another band's row between them, far to the side (GPT-2's bands are skewed): joined.
  const HugOutline beside = hugOutline(gapped, byCentre({at(0, 0), at(500, 1), at(0, 2)}), 6);
  EXPECT_EQ(beside.islands, 1);
  EXPECT_TRUE(beside.area().contains(at(0, 1).center()));
  EXPECT_FALSE(apart.contains(at(0, 1).center()));
}

// A folded stretch whose hug would be stripes (more than kMaxIslands pieces) is drawn as its bands' boxes, joined
// where both reach and nothing of another block lies between; a node of another block between two bands
// keeps that gap open.
TEST(BlockCovers, BandsAsBoxesAreOneOutlineUnlessAnotherBlockSitsBetween) {
  const std::vector<QRectF> bands = {QRectF(0, 0, 100, 400), QRectF(160, 50, 100, 350), QRectF(320, 0, 100, 300)};
  const HugOutline joined = boxOutline(bands, {});
  const QPainterPath area = joined.area().simplified();
  EXPECT_EQ(lineCount(area), 1);   // one closed outline
  EXPECT_TRUE(area.contains(QPointF(130, 200)));    // the gap between the first two bands, where both reach
  EXPECT_TRUE(area.contains(QPointF(290, 200)));
  EXPECT_FALSE(area.contains(QPointF(130, 20)));    // above the second band's top: not filled
  EXPECT_FALSE(area.contains(QPointF(290, 350)));   // below the third band's bottom
  expectBorderIsTheBoundary(joined);
  const QPainterPath split = boxOutline(bands, {QRectF(270, 100, 40, 40)}).area().simplified();
  EXPECT_EQ(lineCount(split), 2);
  EXPECT_FALSE(split.contains(QPointF(290, 200)));
  EXPECT_TRUE(split.contains(QPointF(130, 200)));
  // A piece of one node beside the last band (each of 400 Llama layers puts one far to the side): not a
  // band, not joined (a column of them joined to the band drew a comb).
  std::vector<QRectF> withStraggler = bands;
  withStraggler.push_back(QRectF(480, 100, 60, 30));
  const QPainterPath comb = boxOutline(withStraggler, {}).area().simplified();
  EXPECT_EQ(lineCount(comb), 2);
  EXPECT_FALSE(comb.contains(QPointF(450, 115)));
}

TEST(BlockLandmarks, ARemainderDrawnAcrossOtherBlocksGetsNoLandmark) {
  std::vector<BlockShape> shapes(3);
  shapes[0].name = shapes[0].text = QStringLiteral("layers.0");
  shapes[1].name = shapes[1].text = QStringLiteral("layers.1");
  shapes[2].name = shapes[2].text = QStringLiteral("model");
  shapes[2].remainder = true;
  const QRect view(0, 0, 1000, 1000);
  auto identity = [](const QRectF& r) { return r.toRect(); };
  const QFontMetrics metrics{QFont()};
  // The remainder runs from the top of layers.0 to the bottom of layers.1, over both.
  const std::vector<QRectF> across = {{100, 0, 300, 300}, {100, 320, 300, 300}, {200, 0, 40, 640}};
  auto marks = placeLandmarks(shapes, across, identity, metrics, view, {});
  ASSERT_EQ(marks.size(), 2u);
  for (const Landmark& m : marks) EXPECT_NE(m.block, 2);
  // Beside them, small: outlined and named.
  const std::vector<QRectF> beside = {{100, 0, 300, 300}, {100, 320, 300, 300}, {600, 650, 120, 80}};
  marks = placeLandmarks(shapes, beside, identity, metrics, view, {});
  ASSERT_EQ(marks.size(), 3u);
  EXPECT_TRUE(std::any_of(marks.begin(), marks.end(), [](const Landmark& m) { return m.block == 2 && !m.label.isEmpty(); }));
}

FUSESCOPE_WIDGET_TEST_MAIN()
