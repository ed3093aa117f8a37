// The central graph view: one item per node, edges batched into one path item per dependency kind,
// fusion groups as translucent labelled hulls updated per step (only groups that changed are rebuilt),
// the current decision's pair outlined green (fused) or red (rejected). Wheel/keyboard zoom, drag pan,
// fit, and an overview of the whole graph in the corner.
#pragma once

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHash>

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <vector>

#include "graph/graph.h"
#include "graph/node_edges.h"
#include "layout/layout_index.h"
#include "layout/palette.h"
#include "block_covers.h"
#include "block_landmarks.h"
#include "scene_geometry.h"

class QGraphicsPathItem;
class QGraphicsSimpleTextItem;

namespace fusescope::gui {

class NodeItem;
class TiledPathItem;

// A fusion group to draw: its id (stable while the group exists), members and label.
struct GroupShape {
  int id = -1;
  std::vector<NodeId> members;
  QString label;
  bool differs = false;   // highlighted by Compare
};

class GraphScene : public QGraphicsScene {
  Q_OBJECT
 public:
  explicit GraphScene(QObject* parent = nullptr);
  ~GraphScene() override;

  void setGeometry(std::shared_ptr<const SceneGeometry> geometry, const Graph* graph);
  // Background, edge, terminal, hull and label colours (core/layout/palette); node fills keep their hues
  // in both themes. Rebuilds the items, keeping groups, highlight and selection.
  void setTheme(Theme theme);
  Theme theme() const { return theme_; }
  const ThemeColors& colours() const { return colours_; }
  const SceneGeometry* sceneGeometry() const { return geometry_.get(); }
  // Draws exactly these groups (single-member groups are not drawn); unchanged ids keep their items.
  void setGroups(const std::vector<GroupShape>& groups);
  // Outlines the pair under decision; empty vectors clear it.
  void setHighlight(const std::vector<NodeId>& first, const std::vector<NodeId>& second, bool fused,
                    const QString& tooltip);
  void setSelectedNode(NodeId node);
  NodeId selectedNode() const { return selected_; }
  // The pair's names, drawn by the main view at a fixed screen size above their outlines (not by the
  // overview, where they would cover the map).
  struct PairLabel {
    QString text;
    QPointF at;      // scene point: the outline's top left
    QColor colour;
  };
  const std::vector<PairLabel>& pairLabels() const { return pairLabels_; }
  // Whether `node` is on either side of the outlined pair (its label already names it).
  bool inHighlight(NodeId node) const;
  // Where the groups' and clusters' names are drawn (scene coordinates), for labels that must not cover them.
  std::vector<QRectF> groupLabelRects() const;
  // A dependency path that blocks a fusion ("will create cycle", "intermediate nodes"): drawn as a thick
  // orange line through the nodes' centres with their boxes ringed; empty clears it.
  void setBlockingPath(const std::vector<NodeId>& path);
  const std::vector<NodeId>& blockingPath() const { return blockingPath_; }
  // The reference result's groups (Inductor's kernels, another run's) drawn as dotted outlines over the
  // hulls while comparing; empty clears them.
  void setReferenceGroups(const std::vector<std::vector<NodeId>>& groups);
  int referenceOutlineCount() const { return referenceCount_; }
  // The heat overlay (View → Color by Measured Time): per node id, its kernel's measured time over the
  // hottest kernel's (0..1, core's GraphMeasurement::heat), or < 0 when not measured (drawn grey); empty
  // restores the category colours. Kept across theme changes and new geometry.
  void setNodeHeat(std::vector<double> heat);
  bool heatShown() const { return !heat_.empty(); }

  // Focus mode: nodes outside `keep` are drawn faint (empty: everything at full strength).
  void setFocusNodes(const std::vector<NodeId>& keep);
  int dimmedNodeCount() const { return dimmed_; }
  // Collapsed groups: each drawn as one opaque shape over its members, which are hidden, with a summary
  // ("5 nodes" and the group's name), so a large graph reads by kernel (or by source line when grouping by
  // source). Ids are GroupShape ids of the drawn groups; the others stay translucent hulls. Kept across
  // setGroups for the ids that survive.
  void setCollapsedGroups(const std::set<int>& ids);
  int collapsedCount() const;
  int hiddenNodeCount() const;
  bool nodeShown(NodeId id) const;   // false while its group is collapsed
  // Every search hit ringed, the current one stronger.
  void setSearchMatches(const std::vector<NodeId>& matches, NodeId current);
  int searchMatchCount() const { return static_cast<int>(matchCount_); }
  QRectF nodesRect(const std::vector<NodeId>& nodes) const;
  int hullCount() const { return static_cast<int>(hulls_.size()); }
  // Cluster boxes drawn from the geometry (groups-as-clusters layout). A group whose members equal a
  // cluster's gets no hull: the box already shows it; groups that differ (after stepping) get hulls.
  int clusterCount() const { return static_cast<int>(clusterSets_.size()); }
  // Hull ids and their member sets, for tests (sorted by id).
  std::vector<std::pair<int, std::vector<NodeId>>> hullSnapshot() const;
  int itemCountForTests() const { return static_cast<int>(items().size()); }

  // Semantic zoom (block_covers.h, .cpp): the model's blocks, each drawn while closed as one box over its
  // nodes, which are hidden, with the edges bundled between blocks. Kept across new geometry and themes;
  // every block starts open.
  void setBlocks(std::vector<BlockShape> shapes);
  // closed[b]: draw block b as its box (a size other than the blocks' count opens them all).
  void setClosedBlocks(std::vector<char> closed);
  int closedBlockCount() const;
  bool blockClosed(int block) const;
  bool nodeInClosedBlock(NodeId node) const;
  // The block whose box `item` is, -1 when it is not one.
  int coverBlock(const QGraphicsItem* item) const;
  const std::vector<int>& blockOfNode() const { return blockOfNode_; }
  // Per block, the largest of its boxes (blockPieces): where its name goes, without the far-off nodes.
  const std::vector<QRectF>& blockBoxes() const { return blockBoxes_; }
  // Every drawn node's box by rowOrder (what hugOutline reads the layout's rows from).
  const std::vector<QRectF>& nodesByCentre() const { return nodesByCentre_; }
  // What must stay open: the pair's nodes, the selection and the current search hit.
  std::vector<NodeId> focusNodes() const;
  // Closed neighbours of one alike run (BlockShape::run) are drawn as one box, a stretch of blocks
  // `first`..`last`: a deep model's 343 alike layers are one box, split only around a layer kept open.
  struct FoldedRun {
    int first = -1, last = -1;
    QRectF box;   // its largest piece, where its name goes
  };
  const std::vector<FoldedRun>& foldedRuns() const { return folded_; }
  // The colour block b's box is filled with now (its own, or the heat overlay's), for tests.
  QColor coverFill(int block) const;
  // The folded stretch holding `block`, or nullptr when the block is drawn on its own.
  const FoldedRun* foldedRunOf(int block) const;

 signals:
  // The pair, the selection, the search hit or the geometry changed: which blocks close may change too.
  void focusChanged();

 private:
  void buildCovers();
  void hideClosedHulls();
  void foldStretches();   // after closed_ changed: which closed neighbours are one box
  QGraphicsItem* nodeGraphicsItem(NodeId id) const;
  std::vector<BlockShape> blockShapes_;
  std::vector<int> blockOfNode_;
  std::vector<QPointF> blockCentres_;
  std::vector<QRectF> blockBoxes_;
  std::vector<QRectF> nodesByCentre_;
  std::vector<QGraphicsItem*> covers_;
  struct RunCover {
    QGraphicsItem* item = nullptr;
    QRectF box;
    QPointF centre;
  };
  std::map<std::pair<int, int>, RunCover> runCovers_;   // made when a stretch first folds, kept with the blocks
  std::vector<FoldedRun> folded_;
  std::vector<int> foldedOf_;                           // per block: index into folded_, -1 when on its own
  // `folded`: the outline a folded stretch of alike blocks is drawn as (one colour for every stretch).
  // A closed block's box: `outline` drawn (the pieces' when empty); `folded`: a folded stretch's colours.
  QGraphicsItem* makeCover(HugOutline outline, const BlockShape& shape, int block, bool folded);
  // With the heat overlay on, a block's box (or a folded stretch's, blocks first..last) takes the colour of
  // its hottest kernel; off, its own.
  void heatCover(QGraphicsItem* cover, int first, int last);
  void heatCovers();
  TiledPathItem* blockEdges_ = nullptr;   // the bundled edges, shown while any block is closed
  std::vector<QGraphicsItem*> edgeItems_;       // the layout's edges and arrow heads
  std::vector<NodeEdge> nodeEdges_;
  std::vector<char> closed_;
  NodeId searchCurrent_ = kNone;
  mutable std::unique_ptr<LayoutIndex> layoutIndex_;   // for hullPath: one group at a time, thousands at open

  struct Hull {
    QGraphicsPathItem* path = nullptr;
    QGraphicsSimpleTextItem* label = nullptr;
    QGraphicsSimpleTextItem* summary = nullptr;   // set while collapsed
    std::vector<NodeId> members;
    bool differs = false;
  };
  void collapseHull(int id, Hull& h, bool on);
  NodeItem* itemOf(NodeId id) const;
  std::set<int> collapsedIds_;
  QPainterPath hullPath(const std::vector<NodeId>& members, qreal pad) const;
  void removeHull(int id);

  std::shared_ptr<const SceneGeometry> geometry_;
  std::vector<NodeItem*> nodeItems_;   // by position in geometry_->nodes
  std::vector<double> heat_;           // setNodeHeat's, empty when the overlay is off
  void applyHeat();
  std::vector<QGraphicsSimpleTextItem*> clusterLabels_;
  QHash<int, Hull> hulls_;
  QGraphicsPathItem* highlight_[2] = {nullptr, nullptr};

  QGraphicsPathItem* pathItem_ = nullptr;
  QGraphicsPathItem* referenceItem_ = nullptr;
  QGraphicsPathItem* matchItem_ = nullptr;
  std::vector<NodeId> blockingPath_;
  std::vector<PairLabel> pairLabels_;
  int referenceCount_ = 0;
  int dimmed_ = 0;
  size_t matchCount_ = 0;
  NodeId selected_ = kNone;
  std::set<std::vector<NodeId>> clusterSets_;   // sorted member lists of the drawn clusters
  Theme theme_ = Theme::Light;
  ThemeColors colours_ = themeColors(Theme::Light);
  // What was last drawn over the geometry, so a theme change can redraw it.
  std::vector<GroupShape> groups_;
  struct HighlightState {
    std::vector<NodeId> first, second;
    bool fused = false;
    QString tooltip;
  } highlightState_;
};

class OverviewView;

class GraphView : public QGraphicsView {
  Q_OBJECT
 public:
  explicit GraphView(QWidget* parent = nullptr);
  void setGraphScene(GraphScene* scene);
  GraphScene* graphScene() const { return graphScene_; }
  void zoomBy(qreal factor);
  void fitAll();
  void centreOn(const std::vector<NodeId>& nodes);
  // Follow mode: brings every node of `nodes` into the viewport at a zoom where labels are legible when
  // they fit at it (zooming out only as far as needed otherwise); does not move when they are in view.
  void follow(const std::vector<NodeId>& nodes);
  // centerOn without scrolling the old pixels first (the whole viewport is repainted once instead).
  void jumpTo(QPointF centre);
  // The zoom at which node names are drawn at a readable size (8 px).
  qreal legibleZoom() const;
  bool nodesVisible(const std::vector<NodeId>& nodes) const;
  const std::vector<NodeId>& followTarget() const { return followTarget_; }
  qreal zoom() const;
  void setZoom(qreal z);
  // The least zoom: 0.02, or less where the whole graph needs less to fit (a 7,000-node graph does).
  qreal minimumZoom() const;
  // The scene point at the exact centre of the viewport (sessions save and restore it).
  QPointF viewCentre() const;
  void setViewCentre(QPointF centre);
  OverviewView* overview() const { return overview_; }
  // The names drawn over the graph at a fixed size: the pair's ① ② and the selection's (unless it is one
  // of the pair), in viewport pixels. A label that would cover one placed before it moves up clear of it.
  struct OverlayLabel {
    QString text;
    QRect box;
    QColor colour;
  };
  std::vector<OverlayLabel> overlayLabels() const;
  // Landmarks for large graphs: the model's blocks, outlined and named at a fixed size whenever node names
  // are too small to read (zoom below legibleZoom()); empty shapes clear them. Clicking a name zooms to
  // that block.
  void setBlocks(std::vector<BlockShape> shapes);
  // The landmarks as drawn now, in viewport pixels (none at a legible zoom).
  std::vector<Landmark> landmarks() const;
  const std::vector<BlockShape>& blockShapes() const { return blocks_; }
  // The scene box of each block's nodes, parallel to blockShapes() (the minimap draws them too): the
  // largest of its pieces, so a node the layout placed far away does not stretch it over other blocks.
  const std::vector<QRectF>& blockRects() const;
  // Block b's landmark outline in scene coordinates: its nodes in blockRects()[b], hugged (hugOutline).
  const HugOutline& blockOutline(int b) const;
  std::vector<QLineF> landmarkBorder(int b) const;   // its border in viewport pixels
  // Semantic zoom: below blockZoom() every block but those holding the pair, the selection and the current
  // search hit is one box (GraphScene::setClosedBlocks); on unless turned off (View menu).
  void setSemanticZoom(bool on);
  bool semanticZoom() const { return semanticZoom_; }
  qreal blockZoom() const { return legibleZoom() / 3; }

 signals:
  void nodeClicked(int node);
  void nodeDoubleClicked(int node);
  void viewChanged();

 protected:
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseDoubleClickEvent(QMouseEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void scrollContentsBy(int dx, int dy) override;
  void drawBackground(QPainter* painter, const QRectF& rect) override;
  void drawForeground(QPainter* painter, const QRectF& rect) override;

 private:
  NodeId nodeAt(const QPoint& pos) const;
  QFont overlayFont() const;
  // The minimap's corner: bottom right unless the pair or the selection is there.
  void placeOverview();
  void schedulePlaceOverview();   // once the event loop is back: after a whole step, not at each move in it
  bool overviewPlacementPending_ = false;
  void updateClosedBlocks();
  GraphScene* graphScene_ = nullptr;
  bool semanticZoom_ = true;
  std::vector<NodeId> followTarget_;   // what follow() last brought into view; kept there on resize until
                                       // the user zooms or pans
  OverviewView* overview_;
  std::vector<BlockShape> blocks_;
  mutable std::vector<QRectF> blockRects_;                // scene boxes of blocks_ for blockRectsFor_
  mutable const SceneGeometry* blockRectsFor_ = nullptr;
  mutable std::vector<std::optional<HugOutline>> blockOutlines_;   // made when first drawn
};

}  // namespace fusescope::gui
