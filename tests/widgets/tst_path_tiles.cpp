// Large paths in tiles: every piece of the path lands in exactly one tile, a long line is cut into
// pieces no longer than a tile, filled shapes stay whole, and the item paints only the tiles that meet
// the area being repainted (what makes a step's repaint of a 20,000-node graph cheap).
#include <algorithm>
#include <vector>

#include <QGraphicsScene>
#include <QImage>
#include <QLineF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include "path_tiles.h"
#include "widget_test_main.h"

using namespace fusescope::gui;

namespace {

// Total length of a path's straight lines.
qreal lineLength(const std::vector<PathTile>& tiles) {
  qreal length = 0;
  for (const PathTile& tile : tiles) {
    const QPainterPath t = tile.path();
    QPointF at;
    for (int i = 0; i < t.elementCount(); ++i) {
      const auto e = t.elementAt(i);
      if (e.isLineTo()) length += QLineF(at, e).length();
      at = e;
    }
  }
  return length;
}

// Columns of `image` holding any dark pixel.
std::vector<int> inkedColumns(const QImage& image) {
  std::vector<int> columns;
  for (int x = 0; x < image.width(); ++x)
    for (int y = 0; y < image.height(); ++y)
      if (qGray(image.pixel(x, y)) < 128) {
        columns.push_back(x);
        break;
      }
  return columns;
}

}  // namespace

TEST(PathTiles, ALongLineIsCutIntoPiecesNoLongerThanATileAndNothingIsLost) {
  QPainterPath path;
  path.moveTo(0, 10);
  path.lineTo(1000, 10);   // ten tiles long
  path.moveTo(20, 50);
  path.lineTo(60, 50);     // inside one tile
  const std::vector<PathTile> tiles = strokeTiles(path, 100);
  EXPECT_EQ(tiles.size(), 10u);
  EXPECT_NEAR(lineLength(tiles), 1040, 1e-4);
  for (const PathTile& t : tiles) EXPECT_LE(t.controlPointRect().width(), 100 + 1e-4);
}

TEST(PathTiles, AShortCurveStaysWholeInTheTileOfItsMiddle) {
  QPainterPath path;
  path.moveTo(0, 0);
  path.cubicTo(20, 0, 40, 20, 60, 20);   // its control polygon (68 long) is shorter than a tile
  const std::vector<PathTile> tiles = strokeTiles(path, 100);
  ASSERT_EQ(tiles.size(), 1u);
  EXPECT_EQ(tiles[0].elementCount(), 4);   // moveTo and the curve's three points
  EXPECT_EQ(QPointF(tiles[0].path().elementAt(3)), QPointF(60, 20));
}

// A curve across a deep graph (a tensor every layer reads) was one piece Qt stroked whole at every repaint
// touching its tile: 16 s at 100% zoom on a 6,043-node Llama. It is cut exactly: the pieces join end to
// end and trace the same curve.
TEST(PathTiles, ALongCurveIsCutIntoPiecesOnTheSameCurve) {
  const QPointF p0(0, 0), p1(100, 0), p2(200, 100), p3(290, 100);
  QPainterPath path;
  path.moveTo(p0);
  path.cubicTo(p1, p2, p3);
  const std::vector<PathTile> tiles = strokeTiles(path, 100);
  std::vector<QPainterPath> pieces;
  for (const PathTile& tile : tiles) {
    const QPainterPath t = tile.path();
    for (int i = 0; i + 3 < t.elementCount(); i += 4) {
      QPainterPath piece;
      piece.moveTo(t.elementAt(i));
      piece.cubicTo(t.elementAt(i + 1), t.elementAt(i + 2), t.elementAt(i + 3));
      pieces.push_back(piece);
    }
  }
  ASSERT_EQ(pieces.size(), 4u);   // control polygon 100 + 141 + 94 long: four tiles' worth
  std::sort(pieces.begin(), pieces.end(), [](const QPainterPath& a, const QPainterPath& b) {
    return a.elementAt(0).x < b.elementAt(0).x;
  });
  EXPECT_EQ(QPointF(pieces.front().elementAt(0)), p0);
  // Tiles keep floats from their origin: exact to far below a pixel.
  EXPECT_NEAR(QLineF(pieces.back().elementAt(3), p3).length(), 0, 1e-4);
  for (size_t k = 0; k < pieces.size(); ++k) {
    if (k + 1 < pieces.size()) {
      EXPECT_NEAR(QLineF(pieces[k].elementAt(3), pieces[k + 1].elementAt(0)).length(), 0, 1e-4);
    }
    for (qreal u : {0.25, 0.5, 0.75}) {   // a point of the piece is the whole curve's point at t0 + u·(t1 - t0)
      QPainterPath whole;
      whole.moveTo(p0);
      whole.cubicTo(p1, p2, p3);
      const qreal t = (static_cast<qreal>(k) + u) / static_cast<qreal>(pieces.size());
      EXPECT_NEAR(QLineF(pieces[k].pointAtPercent(u), whole.pointAtPercent(t)).length(), 0, 1e-4) << k << " " << u;
    }
  }
}

// Far from the scene's origin (a deep graph is hundreds of thousands of units long) a tile still keeps its
// points to a thousandth of a unit, and keeps a curve piece in well under the 96 bytes of a QPainterPath's
// four elements (before the converted copy Qt adds once it has drawn one).
TEST(PathTiles, ATileFarFromTheOriginIsExactAndCompact) {
  QPainterPath path;
  for (int i = 0; i < 100; ++i) {
    const qreal y = 400000.125 + i;
    path.moveTo(900000.5, y);
    path.cubicTo(900010.25, y, 900020.75, y + 0.5, 900030.375, y + 0.5);
  }
  const std::vector<PathTile> tiles = strokeTiles(path, 1024);
  ASSERT_EQ(tiles.size(), 1u);
  const QPainterPath back = tiles[0].path();
  ASSERT_EQ(back.elementCount(), path.elementCount());
  for (int i = 0; i < path.elementCount(); ++i) {
    EXPECT_EQ(back.elementAt(i).type, path.elementAt(i).type) << i;
    EXPECT_NEAR(QLineF(back.elementAt(i), path.elementAt(i)).length(), 0, 1e-3) << i;
  }
  EXPECT_EQ(tiles[0].controlPointRect(), path.controlPointRect());
  EXPECT_LE(tiles[0].bytes(), sizeof(PathTile) + 100 * 4 * (1 + 2 * sizeof(float)));
}

TEST(PathTiles, NoTileIsLargerThanAScreenAtFullZoom) {
  EXPECT_EQ(tileSide(100.0 * 100.0, 128), 100);   // one tile's worth over a small area
  EXPECT_EQ(tileSide(1e5 * 1e5, 128), kMaxTileSide);   // a deep graph's area with few edges
}

TEST(PathTiles, FilledShapesStayWholeEachInOneTile) {
  QPainterPath arrows;
  arrows.addPolygon(QPolygonF({{0, 0}, {9, 3}, {0, 6}, {0, 0}}));
  arrows.addPolygon(QPolygonF({{500, 0}, {509, 3}, {500, 6}, {500, 0}}));
  arrows.addPolygon(QPolygonF({{10, 10}, {19, 13}, {10, 16}, {10, 10}}));
  const std::vector<PathTile> tiles = fillTiles(arrows, 100);
  ASSERT_EQ(tiles.size(), 2u);
  EXPECT_EQ(tiles[0].elementCount(), 8);   // the two arrows near the origin
  EXPECT_EQ(tiles[1].elementCount(), 4);
  EXPECT_EQ(tiles[1].controlPointRect(), QRectF(500, 0, 9, 6));
}

TEST(PathTiles, TheItemPaintsOnlyTheTilesThatMeetTheExposedArea) {
  QPainterPath line;
  line.moveTo(0, 20);
  line.lineTo(400, 20);
  TiledPathItem item(QRectF(0, 0, 400, 40), QPen(Qt::black, 2));
  item.setTiles(strokeTiles(line, 100));
  ASSERT_EQ(item.tileCount(), 4u);
  QImage image(400, 40, QImage::Format_RGB32);
  image.fill(Qt::white);
  QPainter painter(&image);
  QStyleOptionGraphicsItem option;
  option.exposedRect = QRectF(120, 0, 60, 40);   // inside the second tile
  item.paint(&painter, &option, nullptr);
  painter.end();
  const std::vector<int> inked = inkedColumns(image);
  ASSERT_FALSE(inked.empty());
  EXPECT_GE(inked.front(), 98);    // the second tile, x 100..200 (and the pen's width)
  EXPECT_LE(inked.back(), 202);
}

TEST(PathTiles, TheItemIsNeverUnderTheMouse) {
  QGraphicsScene scene;
  QPainterPath line;
  line.moveTo(0, 20);
  line.lineTo(400, 20);
  auto* item = new TiledPathItem(QRectF(0, 0, 400, 40), QPen(Qt::black, 2));
  item->setTiles(strokeTiles(line, 100));
  scene.addItem(item);
  EXPECT_TRUE(scene.items(QPointF(50, 20)).isEmpty());
  scene.addRect(QRectF(40, 10, 20, 20));
  EXPECT_EQ(scene.items(QPointF(50, 20)).size(), 1);
}

FUSESCOPE_WIDGET_TEST_MAIN()
