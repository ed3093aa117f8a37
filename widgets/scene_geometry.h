// Geometry of a laid-out graph in Qt terms, built on the worker thread from core's layout so the GUI
// thread only creates items. Positions are fixed for a graph; groups are drawn over them per step.
#pragma once

#include <QPainterPath>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

#include "graph/graph.h"
#include "layout/graph_layout.h"
#include "path_tiles.h"

namespace fusescope::gui {

struct SceneNode {
  NodeId node = kNone;
  QRectF rect;          // scene coordinates (y down)
  QStringList lines;    // label lines: name, kind, group, main buffer
  int category = 0;     // fusescope::NodeCategory
};

struct SceneTerminal {   // graph input/output
  QRectF rect;
  QString label;
  bool input = true;
};

struct SceneCluster {     // a dot cluster box in "groups as clusters" mode
  QRectF rect;
  QString label;         // the group's kernel name
  std::vector<NodeId> members;   // sorted
};

struct SceneGeometry {
  QRectF bounds;
  std::vector<SceneNode> nodes;                 // any order; nodeIndex maps NodeId -> position here
  std::vector<int> nodeIndex;                   // size graph.nodes.size(); -1 when the node is not drawn
  // By DepKind (Memory, Star, Weak), the edges and their filled arrow heads in tiles (path_tiles.h), each
  // tile one scene item: a repaint strokes only the tiles it touches.
  SharedTiles edges[3];
  SharedTiles arrows[3];
  std::vector<SceneTerminal> terminals;
  std::vector<SceneCluster> clusters;           // empty unless laid out with groups as clusters
  QString engine;                               // "Graphviz dot" or "FuseScope's layered layout"
  double fontSize = 10;                         // label font size in scene units
  QString strategy;                             // how the layout was made (e.g. "dot: 89 nodes, 106 edges")
  std::shared_ptr<const GraphLayout> layout;   // core's layout (for export); null for the built-in fallback

  const SceneNode* find(NodeId id) const {
    if (id < 0 || static_cast<size_t>(id) >= nodeIndex.size()) return nullptr;
    const int i = nodeIndex[static_cast<size_t>(id)];
    return i < 0 ? nullptr : &nodes[static_cast<size_t>(i)];
  }
};

}  // namespace fusescope::gui
