#include "layout/fusion_group_view.h"
#include "layout/graph_layout.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <set>
#include <tuple>

#include <fmt/format.h>

#include "layout/draw_model.h"
#include "layout/graphviz.h"
#include "layout/layered_layout.h"

#include <gvc.h>

namespace fusescope {
namespace {

constexpr double kPointsPerInch = 72.0;

void throwIfCancelled(const std::atomic<bool>* cancel) {
  if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) throw LayoutCancelled();
}

std::optional<LayoutStrategy> backgroundStrategyFor(int nodeCount, const LayoutOptions& options) {
  if (nodeCount <= options.layeredThreshold || nodeCount > options.backgroundDotLimit) return std::nullopt;
  return nodeCount > options.noEdgeRoutingThreshold ? LayoutStrategy::DotNoEdges : LayoutStrategy::DotFast;
}

LayoutStrategy chooseStrategy(int nodeCount, const LayoutOptions& options, bool clustered) {
  if (options.strategy) return *options.strategy;
  // Clusters are dot's: a large clustered layout gets dot with iteration limits while dot can finish.
  if (clustered && nodeCount > options.layeredThreshold)
    if (const auto limited = backgroundStrategyFor(nodeCount, options)) return *limited;
  if (nodeCount > options.layeredThreshold) return LayoutStrategy::Layered;
  if (nodeCount > options.noEdgeRoutingThreshold) return LayoutStrategy::DotNoEdges;
  if (nodeCount > options.fastDotThreshold) return LayoutStrategy::DotFast;
  return LayoutStrategy::Dot;
}

}  // namespace

std::optional<LayoutStrategy> backgroundStrategy(int nodeCount, const LayoutOptions& options) {
  return backgroundStrategyFor(nodeCount, options);
}

namespace {

std::string_view edgeStyle(DepKind dep) {
  switch (dep) {
    case DepKind::Memory: return "solid";
    case DepKind::Star: return "dashed";
    case DepKind::Weak: return "dotted";
  }
  return "solid";
}

std::string buildDot(const DrawModel& model, const LayoutOptions& options, LayoutStrategy strategy,
                     const std::vector<FusionGroupView>* clusters) {
  std::string dot;
  dot.reserve(model.boxes.size() * 96 + model.edges.size() * 64 + 512);
  dot += "digraph fusescope {\n";
  dot += fmt::format("  graph [rankdir={}, nodesep={}, ranksep={}, margin=0, outputorder=edgesfirst",
                     options.topToBottom ? "TB" : "LR", options.nodeSeparation, options.rankSeparation);
  switch (strategy) {
    case LayoutStrategy::Dot: dot += ", splines=spline"; break;
    // Limits cut network-simplex and mincross iterations; polylines avoid the spline router's cost.
    case LayoutStrategy::DotFast: dot += ", splines=polyline, nslimit=4, nslimit1=4, mclimit=0.3, searchsize=30"; break;
    // No edge routing at all: edges are drawn as straight segments afterwards.
    case LayoutStrategy::DotNoEdges: dot += ", splines=\"\", nslimit=4, nslimit1=4, mclimit=0.3, searchsize=30"; break;
    case LayoutStrategy::Layered: break;
  }
  dot += "];\n";
  // Labels are drawn by FuseScope; Graphviz only needs the fixed box sizes (no text measuring).
  dot += "  node [shape=box, fixedsize=true, label=\"\"];\n";
  for (const DrawBox& box : model.boxes) {
    dot += fmt::format("  {} [width={:.4f}, height={:.4f}];\n", dotQuoted(box.dotId), box.width / kPointsPerInch,
                       box.height / kPointsPerInch);
  }
  if (clusters != nullptr) {
    for (size_t g = 0; g < clusters->size(); ++g) {
      dot += fmt::format("  subgraph cluster_{} {{\n    label=\"\"; margin=8;\n", g);
      for (NodeId member : (*clusters)[g].members) {
        if (member < 0 || member >= static_cast<int>(model.nodeCount)) continue;
        if (model.clusterOf[static_cast<size_t>(member)] != static_cast<int>(g)) continue;   // first group wins
        dot += fmt::format("    {};\n", dotQuoted(model.boxes[static_cast<size_t>(member)].dotId));
      }
      dot += "  }\n";
    }
  }
  for (size_t e = 0; e < model.edges.size(); ++e) {
    const DrawEdge& edge = model.edges[e];
    dot += fmt::format("  {} -> {} [id=\"e{}\", style={}];\n", dotQuoted(model.boxes[static_cast<size_t>(edge.from)].dotId),
                       dotQuoted(model.boxes[static_cast<size_t>(edge.to)].dotId), e, edgeStyle(edge.dep));
  }
  dot += "}\n";
  return dot;
}

}  // namespace

std::string_view strategyName(LayoutStrategy strategy) {
  switch (strategy) {
    case LayoutStrategy::Dot: return "dot";
    case LayoutStrategy::DotFast: return "dot-fast";
    case LayoutStrategy::DotNoEdges: return "dot-no-edge-routing";
    case LayoutStrategy::Layered: return "layered";
  }
  return "dot";
}

std::string layoutInputDot(const Graph& graph, const LayoutOptions& options, const std::vector<FusionGroupView>* clusters) {
  const DrawModel model = buildDrawModel(graph, options, clusters);
  const LayoutStrategy strategy = chooseStrategy(static_cast<int>(graph.nodes.size()), options, clusters != nullptr);
  return buildDot(model, options, strategy == LayoutStrategy::Layered ? LayoutStrategy::Dot : strategy, clusters);
}

namespace {

// Copies Graphviz's geometry into `layout` (y flipped so it grows downwards, origin at the top left).
void copyGeometry(Agraph_t* g, const DrawModel& model, const std::vector<FusionGroupView>* clusters, GraphLayout& layout) {
  const boxf bb = GD_bb(g);
  auto flip = [&](pointf p) { return Point{p.x - bb.LL.x, bb.UR.y - p.y}; };
  layout.bounds = {0, 0, bb.UR.x - bb.LL.x, bb.UR.y - bb.LL.y};

  for (size_t i = 0; i < model.boxes.size(); ++i) {
    Agnode_t* n = agnode(g, const_cast<char*>(model.boxes[i].dotId.c_str()), 0);
    if (n == nullptr) throw LayoutError("Graphviz lost node " + model.boxes[i].dotId);
    LayoutBox& box = layout.boxes[i];
    box.centre = flip(ND_coord(n));
    box.width = ND_width(n) * kPointsPerInch;
    box.height = ND_height(n) * kPointsPerInch;
  }

  Agsym_t* idAttr = agattr(g, AGEDGE, const_cast<char*>("id"), nullptr);
  for (Agnode_t* n = agfstnode(g); n != nullptr; n = agnxtnode(g, n)) {
    for (Agedge_t* e = agfstout(g, n); e != nullptr; e = agnxtout(g, e)) {
      const char* id = idAttr != nullptr ? agxget(e, idAttr) : nullptr;
      if (id == nullptr || id[0] != 'e') continue;
      const size_t index = static_cast<size_t>(std::strtoul(id + 1, nullptr, 10));
      if (index >= layout.edges.size()) continue;
      LayoutEdge& edge = layout.edges[index];
      const splines* spl = ED_spl(e);
      if (spl == nullptr || spl->size == 0) continue;   // not routed: a straight segment is added later
      edge.points.clear();
      for (int b = 0; b < spl->size; ++b) {
        const bezier& bz = spl->list[b];
        for (int p = 0; p < bz.size; ++p) edge.points.push_back(flip(bz.list[p]));
        if (bz.eflag) edge.arrowTip = flip(bz.ep);
      }
      // Graphviz may route an edge in reverse (back edges); make points run from `from` to `to`.
      const Rect fromRect = layout.boxes[static_cast<size_t>(edge.from)].rect();
      if (!edge.points.empty() && !fromRect.contains(edge.points.front(), 2.0) && fromRect.contains(edge.points.back(), 2.0) &&
          !edge.arrowTip) {
        std::reverse(edge.points.begin(), edge.points.end());
      }
    }
  }

  if (clusters != nullptr) {
    layout.clusterRects.assign(clusters->size(), Rect{});
    for (int c = 1; c <= GD_n_cluster(g); ++c) {
      Agraph_t* sub = GD_clust(g)[c];
      const std::string name = agnameof(sub);
      if (name.rfind("cluster_", 0) != 0) continue;
      const size_t index = static_cast<size_t>(std::strtoul(name.c_str() + 8, nullptr, 10));
      if (index >= clusters->size()) continue;
      const boxf cb = GD_bb(sub);
      const Point topLeft = flip({cb.LL.x, cb.UR.y});
      layout.clusterRects[index] = {topLeft.x, topLeft.y, cb.UR.x - cb.LL.x, cb.UR.y - cb.LL.y};
    }
  }
}

}  // namespace

GraphLayout layoutGraph(const Graph& graph, const LayoutOptions& options, const std::vector<FusionGroupView>* clusters,
                        const std::atomic<bool>* cancel) {
  const auto start = std::chrono::steady_clock::now();
  throwIfCancelled(cancel);
  const DrawModel model = buildDrawModel(graph, options, clusters);
  const int nodeCount = static_cast<int>(graph.nodes.size());
  const LayoutStrategy strategy = chooseStrategy(nodeCount, options, clusters != nullptr);

  GraphLayout layout;
  layout.graphName = graph.name;
  layout.nodeCount = nodeCount;
  layout.strategy = strategy;
  layout.fontSize = options.fontSize;
  layout.clustered = clusters != nullptr;
  if (clusters != nullptr) layout.clusters = *clusters;
  layout.boxes.reserve(model.boxes.size());
  for (const DrawBox& box : model.boxes) {
    LayoutBox out;
    out.kind = box.kind;
    out.node = box.node;
    out.name = box.name;
    out.category = box.category;
    out.label = box.label;
    out.width = box.width;
    out.height = box.height;
    layout.boxes.push_back(std::move(out));
  }
  layout.edges.reserve(model.edges.size());
  for (const DrawEdge& edge : model.edges) layout.edges.push_back({edge.from, edge.to, edge.dep, edge.buffer, {}, {}});
  throwIfCancelled(cancel);

  if (strategy == LayoutStrategy::Layered) {
    layeredLayout(model, options, layout, cancel);
    layout.clustered = false;   // the layered strategy has no clusters
    layout.strategyDetail = fmt::format("layered (longest-path ranks, barycenter order, straight edges): {} nodes, {} edges",
                                        nodeCount, layout.edges.size());
  } else {
    const std::string dot = buildDot(model, options, strategy, clusters);
    std::lock_guard<std::mutex> lock(gv::graphvizMutex());
    try {
      gv::Context& context = gv::sharedContext();
      gv::Graph gvGraph = gv::Graph::fromDot(dot);
      throwIfCancelled(cancel);
      gv::Layout gvLayout(context, gvGraph, "dot");
      throwIfCancelled(cancel);
      copyGeometry(gvGraph.get(), model, clusters, layout);
      // gvLayout's destructor frees the layout here, before the lock is released.
    } catch (const gv::GraphvizError& error) {
      throw LayoutError(error.what());
    }
    switch (strategy) {
      case LayoutStrategy::Dot: layout.strategyDetail = fmt::format("dot: {} nodes, {} edges", nodeCount, layout.edges.size()); break;
      case LayoutStrategy::DotFast:
        layout.strategyDetail = fmt::format("dot with nslimit=4 mclimit=0.3 searchsize=30, polyline edges: {} nodes", nodeCount);
        break;
      default:
        layout.strategyDetail = fmt::format("dot with nslimit=4 mclimit=0.3, straight edges (no routing): {} nodes", nodeCount);
        break;
    }
  }
  addStraightEdgeGeometry(layout);
  throwIfCancelled(cancel);
  layout.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return layout;
}

}  // namespace fusescope
