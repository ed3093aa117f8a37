// View → Blocks, offscreen: the open graph as its model's blocks (core's block overview, the numbers
// `fusescope-cli info --blocks` prints), a click on a block goes to its nodes, the selected node's block is
// marked and its breadcrumb is on the status bar; on the 24-layer Llama backward the 22 alike layers are one
// row and the layer that fused unlike them is marked with the node that differs (BlocksOnLlama opens it).
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <optional>
#include <set>
#include <QTreeWidget>

#include "analysis/block_overview.h"
#include "block_picture_view.h"
#include "blocks_dock.h"
#include "graph/synthetic_graph.h"
#include "graph_view.h"
#include "import/load.h"
#include "scene_builder.h"
#include "overview_view.h"
#include "main_window.h"
#include "widget_test_main.h"
#include "window_fixture.h"

using namespace fusescope;
using namespace fusescope::gui;
using fusescope::test::Fixture;

namespace {

// A viewport point over one of `nodes` where the box standing for `block` is hit and no block's name is
// drawn (a click on a name does the same as on the box, but the test means the box), if any.
std::optional<QPoint> pointOnBox(GraphView& view, const std::vector<NodeId>& nodes, int block) {
  const auto marks = view.landmarks();
  for (NodeId n : nodes) {
    const QPoint p = view.mapFromScene(view.graphScene()->nodesRect({n}).center());
    bool onName = false, onBox = false;
    for (const auto& m : marks) onName = onName || m.label.adjusted(-2, -2, 2, 2).contains(p);
    for (QGraphicsItem* item : view.items(p)) onBox = onBox || view.graphScene()->coverBlock(item) == block;
    if (!onName && onBox) return p;
  }
  return std::nullopt;
}

}  // namespace

// The 24-layer Llama training backward (../shared/captures) opened in the window; the test is skipped
// without it.
class BlocksOnLlama : public ::testing::Test {
 protected:
  void SetUp() override {
    const QString llama = QStringLiteral(FUSESCOPE_SHARED_CAPTURES "/llama_24l_train/0_backward_3.1");
    if (!QFile::exists(llama + QStringLiteral("/ir_pre_fusion.txt"))) GTEST_SKIP() << "no ../shared/captures";
    ASSERT_TRUE(f.open(llama)) << f.errors.join('\n').toStdString();
  }
  Fixture f;
};

TEST(Blocks, ModulePathsNameTheRowsAndAClickGoesToTheBlock) {
  Fixture f;
  ASSERT_TRUE(f.open(QStringLiteral(FUSESCOPE_TEST_DATA "/checks/mlp_blocks"))) << f.errors.join('\n').toStdString();
  BlocksDock* dock = f.window.blocksDock();
  ASSERT_TRUE(dock->overview());
  EXPECT_TRUE(dock->summary().startsWith(QStringLiteral("2 blocks from fusescope_modules.json"))) << dock->summary().toStdString();
  ASSERT_EQ(dock->tree()->topLevelItemCount(), 2);
  EXPECT_EQ(dock->tree()->topLevelItem(1)->text(0), QStringLiteral("1 (Block)"));

  QSignalSpy chosen(dock, &BlocksDock::blockChosen);
  emit dock->tree()->itemClicked(dock->tree()->topLevelItem(1), 0);
  ASSERT_EQ(chosen.size(), 1);
  const auto& second = dock->overview()->blocks[1];
  const NodeId node = f.window.selectedNode();
  EXPECT_EQ(node, second.nodes.front());
  // The breadcrumb names the layer, the module inside it and the node, in the dock and on the status bar
  // alike: "1 › norm › op7" for the node of `1.norm`.
  const auto& modules = f.window.document()->sources()->node(node).modules;
  ASSERT_FALSE(modules.empty());
  const QString module = QString::fromStdString(modules.front().value);
  ASSERT_TRUE(module.startsWith(QStringLiteral("1."))) << module.toStdString();
  const QString crumb = QStringLiteral("1 › ") + module.mid(2).replace(QLatin1Char('.'), QStringLiteral(" › ")) + QStringLiteral(" › ") +
                        QString::fromStdString(f.window.document()->graph()->nodes[static_cast<size_t>(node)].name);
  EXPECT_EQ(dock->breadcrumb(), crumb);
  EXPECT_EQ(f.window.breadcrumbLabel()->text(), crumb);

  // Selecting a node of the first block elsewhere marks that block's row.
  f.window.selectNode(dock->overview()->blocks[0].nodes.back());
  EXPECT_EQ(dock->blockOfItem(dock->tree()->currentItem()), 0);
  EXPECT_TRUE(f.window.breadcrumbLabel()->text().startsWith(QStringLiteral("0 › ")));
}

TEST_F(BlocksOnLlama, AlikeLayersFoldIntoOneRowAndTheOddOneIsMarked) {
  BlocksDock* dock = f.window.blocksDock();
  // Before the layers, the last layer's backward (its own ops: block 0, found by its stack traces), 22
  // alike layers, the one that fused unlike them, the tail.
  ASSERT_EQ(dock->tree()->topLevelItemCount(), 5);
  EXPECT_TRUE(dock->tree()->topLevelItem(1)->text(0).startsWith(QStringLiteral("block 0")));
  const QTreeWidgetItem* alike = dock->tree()->topLevelItem(2);
  EXPECT_EQ(alike->text(0), QStringLiteral("block 1 - block 22  ×22"));
  EXPECT_EQ(alike->childCount(), 22);
  const QTreeWidgetItem* odd = dock->tree()->topLevelItem(3);
  EXPECT_TRUE(odd->text(0).startsWith(QStringLiteral("block 23")));
  EXPECT_TRUE(odd->text(5).startsWith(QStringLiteral("FUSED UNLIKE block 1: "))) << odd->text(5).toStdString();
  // A click on the folded row goes to all 22 layers' nodes.
  QSignalSpy chosen(dock, &BlocksDock::blockChosen);
  emit dock->tree()->itemClicked(const_cast<QTreeWidgetItem*>(alike), 0);
  ASSERT_EQ(chosen.size(), 1);
  EXPECT_EQ(chosen.first().first().value<std::vector<NodeId>>().size(), 22u * 32u);
}

// The Picture tab: core's block picture (export --collapse-blocks) in the dock, one box per row of the
// list; a click on the ×22 box goes to all 22 layers' nodes, as a click on its row does.
TEST_F(BlocksOnLlama, ThePictureHasABoxPerRowAndAClickOnOneGoesToItsBlocks) {
  BlocksDock* dock = f.window.blocksDock();
  dock->resize(420, 700);
  dock->show();
  EXPECT_FALSE(dock->picture()->drawn());   // drawn when first shown, not at each load
  dock->showPicture();
  ASSERT_TRUE(dock->picture()->drawn()) << dock->picture()->text().toStdString();
  EXPECT_EQ(dock->picture()->boxCount(), dock->tree()->topLevelItemCount());
  const QRectF alike = dock->picture()->boxRect(2);   // "block 1 - block 22 ×22" starts at block index 2
  ASSERT_FALSE(alike.isEmpty());
  EXPECT_EQ(dock->picture()->runAt(alike.center().toPoint()), 2);
  EXPECT_EQ(dock->picture()->runAt(QPoint(0, dock->picture()->height() - 1)), -1);   // a margin, no box
  QSignalSpy chosen(dock, &BlocksDock::blockChosen);
  QTest::mouseClick(dock->picture(), Qt::LeftButton, {}, alike.center().toPoint());
  ASSERT_EQ(chosen.size(), 1);
  EXPECT_EQ(chosen.first().first().value<std::vector<NodeId>>().size(), 22u * 32u);
}

TEST_F(BlocksOnLlama, AtTheFitZoomEveryBlockIsOutlinedAndNamedWithoutOverlaps) {
  f.window.show();
  GraphView* view = f.window.graphView();
  view->fitAll();
  ASSERT_LT(view->zoom(), view->legibleZoom());
  const auto marks = view->landmarks();
  const auto& blocks = f.window.document()->blocks()->blocks;
  // Every block but the backward's scattered tail (read by every layer) gets an outline and a name: its
  // own, or its folded stretch's when alike neighbours are one box at this zoom.
  size_t named = 0;
  for (const auto& m : marks) {
    const GraphScene::FoldedRun* run = view->graphScene()->foldedRunOf(m.block);
    named += run ? static_cast<size_t>(run->last - run->first + 1) : 1;
  }
  EXPECT_GE(named, blocks.size() - 1);
  std::vector<QRect> labels;
  bool oddNamed = false;
  for (const auto& m : marks) {
    ASSERT_FALSE(m.label.isEmpty()) << blocks[static_cast<size_t>(m.block)].name;
    EXPECT_TRUE(view->viewport()->rect().contains(m.label));
    labels.push_back(m.label);
    if (m.odd) oddNamed = m.text.contains(QStringLiteral("fused unlike block 1"));
  }
  EXPECT_TRUE(oddNamed);
  for (const auto& p : view->overlayLabels()) labels.push_back(p.box);   // the pair's ① ② names too
  for (size_t i = 0; i < labels.size(); ++i)
    for (size_t j = i + 1; j < labels.size(); ++j) EXPECT_FALSE(labels[i].intersects(labels[j])) << i << " " << j;
  // The minimap outlines the same blocks: every block has its nodes' box.
  ASSERT_EQ(view->blockRects().size(), blocks.size());
  for (const QRectF& r : view->blockRects()) EXPECT_FALSE(r.isNull());
  // Zoomed in to where node names are legible, the landmarks give way to the nodes.
  view->setZoom(view->legibleZoom() * 1.2);
  EXPECT_TRUE(view->landmarks().empty());
}

// On the 24-layer Llama backward the layout shares rows between one layer's last nodes and the next's
// first: the blocks' bounding boxes cross there. The outlines drawn (hugging their nodes) do not, each holds
// every node of its own that lies in its box, and no node of another block.
TEST_F(BlocksOnLlama, NeighbouringLayersOutlinesDoNotCrossWhereTheLayoutInterleavesThem) {
  f.window.show();
  GraphView* view = f.window.graphView();
  const auto& shapes = view->blockShapes();
  const auto& boxes = view->blockRects();
  const SceneGeometry& geometry = *view->graphScene()->sceneGeometry();
  const std::vector<int>& blockOf = view->graphScene()->blockOfNode();
  int crossingBoxes = 0, hugged = 0;
  for (size_t a = 0; a < shapes.size(); ++a) {
    if (shapes[a].remainder) continue;
    const QPainterPath outline = view->blockOutline(static_cast<int>(a)).area();
    if (outline.isEmpty()) continue;   // in stripes: drawn as its box
    ++hugged;
    for (const SceneNode& n : geometry.nodes) {
      const int b = blockOf[static_cast<size_t>(n.node)];
      if (b == static_cast<int>(a) && boxes[a].contains(n.rect.center())) {
        EXPECT_TRUE(outline.contains(n.rect)) << n.node;
      } else if (b != static_cast<int>(a)) {
        EXPECT_FALSE(outline.intersects(n.rect)) << shapes[a].name.toStdString() << " covers node " << n.node;
      }
    }
    for (size_t b = a + 1; b < shapes.size(); ++b) {
      if (shapes[b].remainder) continue;
      crossingBoxes += boxes[a].adjusted(-6, -6, 6, 6).intersects(boxes[b].adjusted(-6, -6, 6, 6));
      const QPainterPath other = view->blockOutline(static_cast<int>(b)).area();
      if (other.isEmpty()) continue;
      EXPECT_LE(outline.simplified().intersected(other.simplified()).boundingRect().height(), 0.5)
          << shapes[a].name.toStdString() << " crosses " << shapes[b].name.toStdString();
    }
  }
  EXPECT_GE(hugged, 20);          // the layers are hugged, not left as boxes
  EXPECT_GT(crossingBoxes, 0);    // the case this is about: bounding boxes do cross on this graph
}

// Fit shows the whole of a graph whose fit zoom is below the least zoom a wheel reached (0.02): the
// 7,006-node Llama stayed at 0.02, centred, an eighth of it in view. And the wheel zooms out that far.
TEST(Blocks, FitShowsTheWholeOfAGraphTooLargeForTheOldLeastZoom) {
  SynthOptions options;
  options.targetNodes = 20000;
  const Graph big = synthesizeGraph(loadGraph(FUSESCOPE_TEST_DATA "/captures/gpt2_train/0_backward_3.1"), options);
  GraphScene scene;
  scene.setGeometry(buildFallbackGeometry(big), &big);
  GraphView view;
  view.setGraphScene(&scene);
  view.resize(1200, 700);
  view.show();
  view.fitAll();
  EXPECT_LT(view.zoom(), 0.02);   // the case: fitted, it is below the old least zoom
  const QRectF visible = view.mapToScene(view.viewport()->rect()).boundingRect();
  EXPECT_TRUE(visible.adjusted(-1, -1, 1, 1).contains(scene.sceneRect())) << visible.width() << " " << scene.sceneRect().width();
  const qreal fitted = view.zoom();
  view.zoomBy(4);
  view.zoomBy(0.1);
  EXPECT_LE(view.zoom(), fitted);
}

TEST_F(BlocksOnLlama, AtTheOverviewZoomEachBlockIsOneBoxAndThePairsBlockStaysOpen) {
  f.window.show();
  GraphView* view = f.window.graphView();
  GraphScene* scene = view->graphScene();
  view->fitAll();
  ASSERT_LT(view->zoom(), view->blockZoom());
  const auto& blocks = f.window.document()->blocks()->blocks;
  const auto& blockOf = scene->blockOfNode();
  // The blocks holding the pair under decision (and the selection) stay open; every other layer is one box
  // with its nodes hidden. A remainder block never closes: it is scattered over the picture.
  std::set<int> open;
  for (NodeId n : scene->focusNodes()) open.insert(blockOf[static_cast<size_t>(n)]);
  ASSERT_FALSE(open.empty());
  int expectClosed = 0;
  for (size_t b = 0; b < blocks.size(); ++b) {
    const bool remainder = blocks[b].evidence == analysis::BlockEvidence::Remainder;
    const bool shouldClose = !remainder && !open.count(static_cast<int>(b));
    expectClosed += shouldClose;
    EXPECT_EQ(scene->blockClosed(static_cast<int>(b)), shouldClose) << blocks[b].name;
    for (NodeId n : blocks[b].nodes) ASSERT_EQ(scene->nodeShown(n), !shouldClose) << blocks[b].name << " node " << n;
  }
  EXPECT_EQ(scene->closedBlockCount(), expectClosed);
  EXPECT_GE(expectClosed, 20);
  // A click on a closed block's box zooms to that block, which opens.
  int target = -1;
  for (size_t b = 0; b < blocks.size() && target < 0; ++b)
    if (scene->blockClosed(static_cast<int>(b))) target = static_cast<int>(b);
  // A point of its box clear of the fixed-size names drawn over the boxes (a click on a name does the same).
  const std::optional<QPoint> at = pointOnBox(*view, blocks[static_cast<size_t>(target)].nodes, target);
  ASSERT_TRUE(at.has_value());
  QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, *at);
  EXPECT_GE(view->zoom(), view->blockZoom());
  EXPECT_FALSE(scene->blockClosed(target));
  EXPECT_TRUE(scene->nodeShown(blocks[static_cast<size_t>(target)].nodes.front()));
  // Turned off (View menu), every node is back at any zoom.
  view->fitAll();
  EXPECT_EQ(scene->closedBlockCount(), expectClosed);
  view->setSemanticZoom(false);
  EXPECT_EQ(scene->closedBlockCount(), 0);
  EXPECT_EQ(scene->hiddenNodeCount(), 0);
  view->setSemanticZoom(true);
  EXPECT_EQ(scene->closedBlockCount(), expectClosed);
  // Selecting a node of a closed block opens it.
  const NodeId other = blocks[static_cast<size_t>(target)].nodes.back();
  f.window.selectNode(other);
  view->fitAll();
  EXPECT_FALSE(scene->blockClosed(target));
  EXPECT_TRUE(scene->nodeShown(other));
}

// At the overview zoom the 22 alike layers are one box named for the stretch, with one line per pair of
// boxes; a layer kept open (the selection's) splits the stretch around it; a click on the box zooms into
// its first layer.
TEST_F(BlocksOnLlama, AtTheOverviewZoomAlikeLayersFoldIntoOneBoxSplitAroundAnOpenOne) {
  f.window.show();
  GraphView* view = f.window.graphView();
  GraphScene* scene = view->graphScene();
  const auto& blocks = f.window.document()->blocks()->blocks;
  // The run of 22 alike layers (core's alikeRuns) starts at block index 2.
  const auto runs = analysis::alikeRuns(*f.window.document()->blocks());
  const auto run = std::find_if(runs.begin(), runs.end(), [](const analysis::AlikeRun& r) { return r.size() == 22; });
  ASSERT_NE(run, runs.end());
  const int first = static_cast<int>(run->first), last = static_cast<int>(run->last);
  // Select a node outside the run, so that the pair alone decides what stays open, then go to a step
  // whose pair lies outside the run too: the first.
  f.window.selectNode(blocks.front().nodes.front());
  f.window.setStep(0);
  view->fitAll();
  ASSERT_LT(view->zoom(), view->blockZoom());
  const std::vector<int>& blockOf = scene->blockOfNode();
  std::set<int> open;
  for (NodeId n : scene->focusNodes()) open.insert(blockOf[static_cast<size_t>(n)]);
  for (int b : open) ASSERT_TRUE(b < first || b > last) << "the pair of step 0 lies in the run";
  ASSERT_EQ(scene->foldedRuns().size(), 1u);
  EXPECT_EQ(scene->foldedRuns()[0].first, first);
  EXPECT_EQ(scene->foldedRuns()[0].last, last);
  for (int b = first; b <= last; ++b) EXPECT_EQ(scene->foldedRunOf(b), &scene->foldedRuns()[0]);
  // Named once, for the whole stretch.
  const auto marks = view->landmarks();
  const auto named = std::count_if(marks.begin(), marks.end(), [&](const Landmark& m) { return m.block >= first && m.block <= last; });
  EXPECT_EQ(named, 1);
  const auto mark = std::find_if(marks.begin(), marks.end(), [&](const Landmark& m) { return m.block == first; });
  ASSERT_NE(mark, marks.end());
  EXPECT_TRUE(mark->text.contains(QStringLiteral("×22 alike"))) << mark->text.toStdString();
  // Its box answers for the run's first layer; the layers' own boxes are hidden.
  const QPoint centre = view->mapFromScene(scene->foldedRuns()[0].box.center());
  int clicked = -1;
  for (QGraphicsItem* item : view->items(centre))
    if (const int b = scene->coverBlock(item); b >= 0) clicked = b;
  EXPECT_EQ(clicked, first);
  // The selection in the middle of the run keeps its layer open: the run folds on either side of it.
  const int middle = first + 10;
  f.window.selectNode(blocks[static_cast<size_t>(middle)].nodes.front());
  view->fitAll();
  ASSERT_EQ(scene->foldedRuns().size(), 2u);
  EXPECT_EQ(scene->foldedRuns()[0].first, first);
  EXPECT_EQ(scene->foldedRuns()[0].last, middle - 1);
  EXPECT_EQ(scene->foldedRuns()[1].first, middle + 1);
  EXPECT_EQ(scene->foldedRuns()[1].last, last);
  EXPECT_FALSE(scene->blockClosed(middle));
  EXPECT_EQ(scene->foldedRunOf(middle), nullptr);
  // A click on the first stretch's box (clear of the names over it) zooms into its first layer.
  const std::optional<QPoint> at = pointOnBox(*view, blocks[static_cast<size_t>(first)].nodes, first);
  ASSERT_TRUE(at.has_value());
  QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, *at);
  EXPECT_FALSE(scene->blockClosed(first));
  EXPECT_TRUE(scene->nodeShown(blocks[static_cast<size_t>(first)].nodes.front()));
}

// The minimap sits in the bottom-right corner unless the pair is there: then it moves to another corner.
TEST_F(BlocksOnLlama, TheMinimapNeverCoversThePair) {
  f.window.show();
  GraphView* view = f.window.graphView();
  GraphScene* scene = view->graphScene();
  const QWidget* map = view->overview();
  ASSERT_TRUE(map->isVisible());
  view->setZoom(view->legibleZoom());
  const QRectF pair = scene->nodesRect(scene->focusNodes());
  ASSERT_FALSE(pair.isNull());
  const QRect bottomRight(view->viewport()->width() - map->width() - 8, view->viewport()->height() - map->height() - 8, map->width(), map->height());
  // Put the pair where the minimap usually is.
  view->setViewCentre(view->viewCentre() + view->mapToScene(view->mapFromScene(pair.center())) - view->mapToScene(bottomRight.center()));
  QCoreApplication::processEvents();   // placed once the view has settled
  const QRect pairOnScreen = view->mapFromScene(pair).boundingRect();
  ASSERT_TRUE(pairOnScreen.intersects(bottomRight)) << "the view could not put the pair under the usual corner";
  EXPECT_FALSE(map->geometry().intersects(pairOnScreen));
  EXPECT_TRUE(view->viewport()->rect().contains(map->geometry()));
  // Elsewhere again, the minimap goes back to its corner.
  view->setViewCentre(pair.center());
  QCoreApplication::processEvents();
  EXPECT_EQ(map->geometry(), bottomRight);
}

// Fitted to the window, the picture leaves room at the edges for the names drawn beside nodes, and the
// pair's names are never under the minimap (a 72-layer GPT-2's pair sat left of the map, its names ran
// under it).
TEST_F(BlocksOnLlama, AtTheFitZoomThePairsNamesAreInViewAndClearOfTheMinimap) {
  f.window.show();
  GraphView* view = f.window.graphView();
  QCoreApplication::processEvents();   // the window laid out and the first step followed
  view->fitAll();
  const QRect picture = view->mapFromScene(view->scene()->sceneRect()).boundingRect();
  EXPECT_GE(picture.left(), 40);
  EXPECT_LE(picture.right(), view->viewport()->width() - 40);
  const auto labels = view->overlayLabels();
  ASSERT_FALSE(labels.empty());
  const QRect map = view->overview()->geometry().translated(-view->viewport()->pos());
  for (const auto& label : labels) {
    EXPECT_TRUE(view->viewport()->rect().contains(label.box)) << label.text.toStdString();
    EXPECT_FALSE(label.box.intersects(map)) << label.text.toStdString();
  }
}

FUSESCOPE_WIDGET_TEST_MAIN()
