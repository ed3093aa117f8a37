// The nodes within `hops` dependency edges (either direction) of a set of nodes: the window's focus mode
// keeps these at full strength and dims the rest.
#pragma once

#include <vector>

#include "graph/graph.h"

namespace fusescope {

std::vector<NodeId> neighbourhood(const Graph& graph, const std::vector<NodeId>& seeds, int hops);

}  // namespace fusescope
