// Scheduler.create_foreach_nodes: one ForeachKernelSchedulerNode per V.graph.lists group
// (Graph::foreachGroups) from the members the policy accepts; those members leave the node list and
// the foreach nodes follow the rest, in group order.
#pragma once

#include <vector>

#include "graph/graph.h"

namespace fusescope::sched::engine {

// accept(NodeId member, bool inEarlierGroup) -> bool: which members a version takes;
// makeForeach(const std::vector<int>& parts) -> int: builds and records the node, returns its id.
template <class Accept, class MakeForeach>
void createForeachNodes(const Graph& graph, std::vector<int>& nodes, size_t nodeCount, Accept&& accept,
                        MakeForeach&& makeForeach) {
  std::vector<char> grouped(nodeCount, 0);
  std::vector<int> foreachNodes;
  for (const auto& group : graph.foreachGroups) {
    std::vector<int> parts;
    for (const auto& m : group.members) {
      auto it = graph.nodeByName.find(m);
      if (it == graph.nodeByName.end()) continue;
      if (!accept(it->second, grouped[static_cast<size_t>(it->second)] != 0)) continue;
      parts.push_back(it->second);
    }
    if (parts.empty()) continue;
    for (int p : parts) grouped[static_cast<size_t>(p)] = 1;
    foreachNodes.push_back(makeForeach(parts));
  }
  std::vector<int> kept;
  for (int n : nodes)
    if (!grouped[static_cast<size_t>(n)]) kept.push_back(n);
  kept.insert(kept.end(), foreachNodes.begin(), foreachNodes.end());
  nodes = std::move(kept);
}

}  // namespace fusescope::sched::engine
