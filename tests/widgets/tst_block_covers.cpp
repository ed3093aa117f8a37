// The pure parts of semantic zoom and its landmarks: where a block's boxes go (split at a band fold and at a
// far-off node, so one box never covers another block), which lines stand for the edges while blocks are
// closed, which closed neighbours fold into one box, and which blocks get a landmark.
#include <QFont>
#include <QFontMetrics>

#include "block_covers.h"
#include "block_landmarks.h"
#include "widget_test_main.h"

#include <algorithm>

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
// A folded stretch laid out in side-by-side bands (46 BERT layers in 8 columns) reads as one box: the
// bands are joined where both reach and nothing of another block lies between; a node of another block
// between two bands keeps that gap open.
TEST(BlockCovers, AFoldedStretchsBandsAreOneOutlineUnlessAnotherBlockSitsBetween) {
  const std::vector<QRectF> bands = {QRectF(0, 0, 100, 400), QRectF(160, 50, 100, 350), QRectF(320, 0, 100, 300)};
  const QPainterPath joined = coverOutline(bands, {});
  EXPECT_EQ(lineCount(joined), 1);   // one closed outline
  EXPECT_TRUE(joined.contains(QPointF(130, 200)));    // the gap between the first two bands, where both reach
  EXPECT_TRUE(joined.contains(QPointF(290, 200)));
  EXPECT_FALSE(joined.contains(QPointF(130, 20)));    // above the second band's top: not filled
  EXPECT_FALSE(joined.contains(QPointF(290, 350)));   // below the third band's bottom
  const QPainterPath split = coverOutline(bands, {QRectF(270, 100, 40, 40)});
  EXPECT_EQ(lineCount(split), 2);
  EXPECT_FALSE(split.contains(QPointF(290, 200)));
  EXPECT_TRUE(split.contains(QPointF(130, 200)));
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
