// Layout of a Graph: Graphviz positions copied out into plain geometry (points, y growing downwards) so
// the GUI and the exporters draw without touching Graphviz. Computed once per graph; fusion groups at a
// step are drawn over these fixed positions (core/layout/hull.h). Passing `clusters` is the explicit
// "groups as clusters" mode: dot is re-run with one cluster subgraph per group.
//
// Threading: layoutGraph may be called from any thread (e.g. a GUI worker); Graphviz itself is not
// thread-safe, so calls are serialised on a global mutex (core/layout/graphviz.h).
#pragma once

#include <atomic>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "layout/fusion_group_view.h"
#include "layout/palette.h"

namespace fusescope {

struct Point {
  double x = 0;
  double y = 0;
  friend bool operator==(const Point&, const Point&) = default;
};

// Axis-aligned rectangle, (x, y) = top-left corner.
struct Rect {
  double x = 0, y = 0, width = 0, height = 0;
  double left() const { return x; }
  double right() const { return x + width; }
  double top() const { return y; }
  double bottom() const { return y + height; }
  Point centre() const { return {x + width / 2, y + height / 2}; }
  bool contains(Point p, double tolerance = 0) const {
    return p.x >= x - tolerance && p.x <= right() + tolerance && p.y >= y - tolerance && p.y <= bottom() + tolerance;
  }
  friend bool operator==(const Rect&, const Rect&) = default;
};

// How the positions were produced; recorded so the UI can say "fast layout used".
enum class LayoutStrategy {
  Dot,          // full dot: network-simplex ranking, crossing minimisation, spline edges
  DotFast,      // dot with iteration limits (nslimit/mclimit/searchsize) and polyline edges
  DotNoEdges,   // dot ranks/positions only; edges drawn as straight segments between boxes
  Layered,      // FuseScope's own linear-time layering, for graphs too large for dot
};
std::string_view strategyName(LayoutStrategy strategy);   // "dot", "dot-fast", ...

struct LayoutOptions;
// For a graph whose first picture is Layered (above layeredThreshold): the Graphviz strategy worth running
// in the background to replace it, its iteration limits chosen by size (DotFast up to
// noEdgeRoutingThreshold, then DotNoEdges); nullopt above backgroundDotLimit or below layeredThreshold.
std::optional<LayoutStrategy> backgroundStrategy(int nodeCount, const LayoutOptions& options);

struct LayoutOptions {
  bool topToBottom = true;           // false: left to right
  bool showTerminals = true;         // graph inputs/outputs as small terminal boxes
  int terminalNodeLimit = 1500;      // above this many nodes, terminals are left out regardless
  std::optional<LayoutStrategy> strategy;  // nullopt: chosen by size (thresholds below)
  int fastDotThreshold = 1200;       // nodes above which Dot becomes DotFast
  int noEdgeRoutingThreshold = 2500; // nodes above which DotFast becomes DotNoEdges
  int layeredThreshold = 500;        // nodes above which the first picture is Layered: full dot needs
                                     // >60 s on llama_24l_train/0_forward_1.0 (607 nodes)
  int backgroundDotLimit = 6000;     // nodes up to which a limited dot (backgroundStrategy) runs afterwards:
                                     // 42 s for 6,000 nodes on a 2-core machine (bench_layout)
  double fontSize = 10;              // label font size in points; box sizes follow from it
  double nodeSeparation = 0.25;      // inches, dot's nodesep
  double rankSeparation = 0.45;      // inches, dot's ranksep
  bool foldLayers = true;            // Layered: cut a deep graph into side-by-side bands of ranks
};

enum class BoxKind { Node, GraphInput, GraphOutput };

struct LayoutBox {
  BoxKind kind = BoxKind::Node;
  NodeId node = kNone;               // Node: index into Graph::nodes; terminals: kNone
  std::string name;                  // node name ("op12") or buffer name for terminals
  NodeCategory category = NodeCategory::Unknown;
  std::vector<std::string> label;    // lines: name, kind, group, main buffer (terminals: buffer name)
  Point centre;                      // points, y down
  double width = 0;                  // points
  double height = 0;                 // points
  Rect rect() const { return {centre.x - width / 2, centre.y - height / 2, width, height}; }
};

struct LayoutEdge {
  int from = -1;                     // index into GraphLayout::boxes (producer / input terminal)
  int to = -1;                       // index into GraphLayout::boxes (consumer / output terminal)
  DepKind dep = DepKind::Memory;     // MemoryDep solid, StarDep dashed, WeakDep dotted
  std::string buffer;                // the buffer the dependency is on
  // Cubic bezier control points p0 c1 c2 p1 c1 c2 p2 ... (3n+1 points); a straight edge is p0 p0 p1 p1.
  std::vector<Point> points;
  std::optional<Point> arrowTip;     // where the arrow head touches the target box (after points.back())
  Point end() const { return arrowTip ? *arrowTip : points.back(); }
};

struct GraphLayout {
  std::string graphName;
  std::vector<LayoutBox> boxes;      // boxes[i] is Graph::nodes[i] for i < nodeCount; terminals follow
  int nodeCount = 0;
  std::vector<LayoutEdge> edges;
  Rect bounds;                       // everything, origin (0, 0) at the top left
  LayoutStrategy strategy = LayoutStrategy::Dot;
  std::string strategyDetail;        // human-readable, e.g. "dot (nslimit=2, mclimit=0.2): 3120 nodes"
  bool clustered = false;            // laid out with one cluster per fusion group
  std::vector<FusionGroupView> clusters;   // the groups used in clustered mode
  std::vector<Rect> clusterRects;    // dot's cluster boxes in clustered mode, parallel to `clusters`
  double seconds = 0;                // wall time of layoutGraph
  double fontSize = 10;              // the font size the box sizes were computed for

  const LayoutBox& boxOf(NodeId node) const { return boxes[static_cast<size_t>(node)]; }
};

// Thrown when Graphviz reports an error (message from aglasterr()) or the layout was cancelled.
class LayoutError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};
class LayoutCancelled : public LayoutError {
 public:
  LayoutCancelled() : LayoutError("layout cancelled") {}
};

// Lays out `graph`. With `clusters`, each group becomes a dot cluster (explicit mode). `cancel` is polled
// between phases (build, Graphviz layout, copy-out); when set, throws LayoutCancelled.
GraphLayout layoutGraph(const Graph& graph, const LayoutOptions& options = {},
                        const std::vector<FusionGroupView>* clusters = nullptr,
                        const std::atomic<bool>* cancel = nullptr);

// The DOT text handed to Graphviz for `graph` (no positions); deterministic, used by golden tests.
std::string layoutInputDot(const Graph& graph, const LayoutOptions& options = {},
                           const std::vector<FusionGroupView>* clusters = nullptr);

// Box size (points) and label lines for a node, as the layout uses them (exposed for the GUI's labels).
std::vector<std::string> nodeLabelLines(const Graph& graph, const Node& node);
double labelWidth(const std::vector<std::string>& lines, double fontSize);    // points
double labelHeight(const std::vector<std::string>& lines, double fontSize);   // points

}  // namespace fusescope
