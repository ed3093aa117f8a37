#include "scene_builder.h"

#include <QFontMetricsF>
#include <QLineF>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "graph_info.h"
#include "path_tiles.h"
#include "layout/palette.h"

namespace fusescope::gui {

static void addArrow(QPainterPath& arrows, QPointF from, QPointF tip) {
  QLineF line(tip, from);
  if (line.length() < 1e-3) return;
  line.setLength(9);
  const QLineF a = line;
  QLineF l1 = a, l2 = a;
  l1.setAngle(a.angle() + 22);
  l2.setAngle(a.angle() - 22);
  QPolygonF tri({tip, l1.p2(), l2.p2(), tip});
  arrows.addPolygon(tri);
}

}  // namespace fusescope::gui

#include "layout/graph_layout.h"
namespace fusescope::gui {

namespace {
std::shared_ptr<SceneGeometry> geometryFromCore(const Graph& g, const std::atomic<bool>* cancel,
                                               const std::vector<FusionGroupView>* clusters,
                                               std::optional<LayoutStrategy> strategy) {
  LayoutOptions options;
  options.strategy = strategy;
  auto layoutPtr = std::make_shared<const GraphLayout>(layoutGraph(g, options, clusters, cancel));
  const GraphLayout& layout = *layoutPtr;
  auto geo = std::make_shared<SceneGeometry>();
  geo->layout = layoutPtr;
  geo->strategy = qs(layout.strategyDetail.empty() ? std::string(strategyName(layout.strategy)) : layout.strategyDetail);
  geo->engine = layout.strategy == LayoutStrategy::Layered ? QStringLiteral("FuseScope's layered layout")
                                                          : QStringLiteral("Graphviz dot");
  geo->fontSize = layout.fontSize;
  geo->bounds = QRectF(layout.bounds.x, layout.bounds.y, layout.bounds.width, layout.bounds.height);
  geo->nodeIndex.assign(g.nodes.size(), -1);
  for (const LayoutBox& b : layout.boxes) {
    const Rect r = b.rect();
    if (b.kind == BoxKind::Node) {
      if (b.node < 0 || static_cast<size_t>(b.node) >= g.nodes.size()) continue;
      SceneNode sn;
      sn.node = b.node;
      sn.rect = QRectF(r.x, r.y, r.width, r.height);
      for (const auto& l : b.label) sn.lines << qs(l);
      if (sn.lines.isEmpty()) sn.lines << qs(b.name);
      sn.category = static_cast<int>(b.category);
      geo->nodeIndex[static_cast<size_t>(b.node)] = static_cast<int>(geo->nodes.size());
      geo->nodes.push_back(std::move(sn));
    } else {
      geo->terminals.push_back({QRectF(r.x, r.y, r.width, r.height), qs(b.name), b.kind == BoxKind::GraphInput});
    }
  }
  if (layout.clustered)
    for (size_t i = 0; i < layout.clusterRects.size() && i < layout.clusters.size(); ++i) {
      const Rect& r = layout.clusterRects[i];
      if (r.width <= 0 || r.height <= 0) continue;
      SceneCluster c{QRectF(r.x, r.y, r.width, r.height), qs(layout.clusters[i].label), layout.clusters[i].members};
      std::sort(c.members.begin(), c.members.end());
      geo->clusters.push_back(std::move(c));
    }
  QPainterPath edges[3], arrows[3];
  for (const LayoutEdge& e : layout.edges) {
    if (e.points.empty()) continue;
    const int k = std::clamp(static_cast<int>(e.dep), 0, 2);
    QPainterPath& path = edges[k];
    path.moveTo(e.points[0].x, e.points[0].y);
    size_t i = 1;
    for (; i + 2 < e.points.size(); i += 3)
      path.cubicTo(e.points[i].x, e.points[i].y, e.points[i + 1].x, e.points[i + 1].y, e.points[i + 2].x, e.points[i + 2].y);
    for (; i < e.points.size(); ++i) path.lineTo(e.points[i].x, e.points[i].y);
    const Point last = e.points.back();
    if (e.arrowTip) {
      path.lineTo(e.arrowTip->x, e.arrowTip->y);
      addArrow(arrows[k], QPointF(last.x, last.y), QPointF(e.arrowTip->x, e.arrowTip->y));
    } else if (e.points.size() >= 2) {
      const Point prev = e.points[e.points.size() - 2];
      addArrow(arrows[k], QPointF(prev.x, prev.y), QPointF(last.x, last.y));
    }
  }
  const qreal side = tileSide(layout.bounds.width * layout.bounds.height, layout.edges.size());
  for (int k = 0; k < 3; ++k) {
    geo->edges[k] = std::make_shared<const std::vector<PathTile>>(strokeTiles(edges[k], side));
    geo->arrows[k] = std::make_shared<const std::vector<PathTile>>(fillTiles(arrows[k], side));
  }
  return geo;
}
}  // namespace

std::shared_ptr<SceneGeometry> buildFallbackGeometry(const Graph& g) {
  return geometryFromCore(g, nullptr, nullptr, LayoutStrategy::Layered);
}

std::shared_ptr<SceneGeometry> buildGraphvizGeometry(const Graph& g, const std::atomic<bool>* cancel,
                                                     const std::vector<FusionGroupView>* clusters) {
  const LayoutOptions defaults;
  const int nodes = static_cast<int>(g.nodes.size());
  if (nodes <= defaults.layeredThreshold) return geometryFromCore(g, cancel, clusters, LayoutStrategy::Dot);
  const std::optional<LayoutStrategy> strategy = backgroundStrategy(nodes, defaults);
  if (!strategy) {
    throw LayoutError(fmt::format("{} nodes are more than Graphviz finishes in reasonable time here (limit {}); "
                                  "FuseScope's layered layout stays", nodes, defaults.backgroundDotLimit));
  }
  return geometryFromCore(g, cancel, clusters, *strategy);
}

}  // namespace fusescope::gui
