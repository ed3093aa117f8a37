#include "graph/neighbourhood.h"

#include "graph/node_edges.h"

namespace fusescope {

std::vector<NodeId> neighbourhood(const Graph& graph, const std::vector<NodeId>& seeds, int hops) {
  const size_t n = graph.nodes.size();
  std::vector<std::vector<NodeId>> adjacent(n);
  for (const NodeEdge& e : nodeEdges(graph)) {
    adjacent[static_cast<size_t>(e.from)].push_back(e.to);
    adjacent[static_cast<size_t>(e.to)].push_back(e.from);
  }
  std::vector<int> distance(n, -1);
  std::vector<NodeId> frontier, out;
  for (NodeId s : seeds)
    if (s >= 0 && static_cast<size_t>(s) < n && distance[static_cast<size_t>(s)] < 0) {
      distance[static_cast<size_t>(s)] = 0;
      frontier.push_back(s);
      out.push_back(s);
    }
  for (int h = 0; h < hops && !frontier.empty(); ++h) {
    std::vector<NodeId> next;
    for (NodeId v : frontier)
      for (NodeId w : adjacent[static_cast<size_t>(v)])
        if (distance[static_cast<size_t>(w)] < 0) {
          distance[static_cast<size_t>(w)] = h + 1;
          next.push_back(w);
          out.push_back(w);
        }
    frontier = std::move(next);
  }
  return out;
}

}  // namespace fusescope
