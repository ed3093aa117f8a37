// Large paths in tiles: every piece of the path lands in exactly one tile, a long line is cut into
// pieces no longer than a tile, filled shapes stay whole, and the item paints only the tiles that meet
// the area being repainted (what makes a step's repaint of a 20,000-node graph cheap).
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
qreal lineLength(const std::vector<QPainterPath>& tiles) {
  qreal length = 0;
  for (const QPainterPath& t : tiles) {
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
  const std::vector<QPainterPath> tiles = strokeTiles(path, 100);
  EXPECT_EQ(tiles.size(), 10u);
  EXPECT_NEAR(lineLength(tiles), 1040, 1e-6);
  for (const QPainterPath& t : tiles) EXPECT_LE(t.controlPointRect().width(), 100 + 1e-6);
}

TEST(PathTiles, ACurveStaysWholeInTheTileOfItsMiddle) {
  QPainterPath path;
  path.moveTo(0, 0);
  path.cubicTo(100, 0, 200, 100, 290, 100);
  const std::vector<QPainterPath> tiles = strokeTiles(path, 100);
  ASSERT_EQ(tiles.size(), 1u);
  EXPECT_EQ(tiles[0].elementCount(), 4);   // moveTo and the curve's three points
  EXPECT_EQ(QPointF(tiles[0].elementAt(3)), QPointF(290, 100));
}

TEST(PathTiles, FilledShapesStayWholeEachInOneTile) {
  QPainterPath arrows;
  arrows.addPolygon(QPolygonF({{0, 0}, {9, 3}, {0, 6}, {0, 0}}));
  arrows.addPolygon(QPolygonF({{500, 0}, {509, 3}, {500, 6}, {500, 0}}));
  arrows.addPolygon(QPolygonF({{10, 10}, {19, 13}, {10, 16}, {10, 10}}));
  const std::vector<QPainterPath> tiles = fillTiles(arrows, 100);
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
