// Node-to-node dependency edges (producer -> consumer) derived from the nodes' reads, one per pair with the
// strongest dependency kind seen. The window, the layouts and the pair analysis all walk these.
#pragma once

#include <vector>

#include "graph/graph.h"

namespace fusescope {

struct NodeEdge {
  NodeId from = kNone, to = kNone;
  DepKind kind = DepKind::Memory;
};

// Sorted by (from, to). Reads of graph inputs and a node's reads of its own outputs give no edge.
std::vector<NodeEdge> nodeEdges(const Graph& g);

}  // namespace fusescope
