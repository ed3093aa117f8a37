// What is drawn for a Graph before any positions exist: one box per node (then the graph input/output
// terminals) with its label and size, and the dependency edges between boxes. Shared by the Graphviz
// path and the layered fallback so both draw exactly the same picture. Internal to core/layout.
#pragma once

#include <string>
#include <vector>

#include "graph/graph.h"
#include "layout/graph_layout.h"

namespace fusescope {

struct DrawBox {
  BoxKind kind = BoxKind::Node;
  NodeId node = kNone;
  std::string name;
  std::string dotId;                 // node name, "input:<buffer>" or "output:<buffer>"
  NodeCategory category = NodeCategory::Unknown;
  std::vector<std::string> label;
  double width = 0;                  // points
  double height = 0;                 // points
};

struct DrawEdge {
  int from = -1;
  int to = -1;
  DepKind dep = DepKind::Memory;
  std::string buffer;
};

struct DrawModel {
  std::vector<DrawBox> boxes;        // nodes first (index = NodeId), then terminals
  size_t nodeCount = 0;
  std::vector<DrawEdge> edges;       // deduplicated by (from, to, kind), in node order
  std::vector<int> clusterOf;        // per node: index of its cluster group, -1 when none
};

DrawModel buildDrawModel(const Graph& graph, const LayoutOptions& options, const std::vector<FusionGroupView>* clusters);

// Fills LayoutEdge::points with a straight segment between the box borders for edges Graphviz did not route.
void addStraightEdgeGeometry(GraphLayout& layout);

}  // namespace fusescope
