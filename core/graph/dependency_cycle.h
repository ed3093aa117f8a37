// Inductor prints nodes in a topological order, so a node reached again through its own unmet dependencies
// means a corrupted (or hostile) dump; the schedulers assume there is none. Both importers refuse it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "graph/graph.h"

namespace fusescope {

// One cycle of the "producer of an unmet dependency -> consumer" relation, as the node ids along it
// (first == the node closing the cycle, not repeated at the end), or nullopt when the graph is acyclic.
// A node reading its own output is not counted as a cycle.
std::optional<std::vector<NodeId>> findDependencyCycle(const Graph& graph);

// "op3 -> op7 -> op3" (long cycles abbreviated), for error messages.
std::string describeCycle(const Graph& graph, const std::vector<NodeId>& cycle);

}  // namespace fusescope
