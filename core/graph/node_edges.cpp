#include "graph/node_edges.h"

#include <map>
#include <utility>

namespace fusescope {

std::vector<NodeEdge> nodeEdges(const Graph& g) {
  std::map<std::pair<NodeId, NodeId>, DepKind> seen;
  auto rank = [](DepKind k) { return k == DepKind::Memory ? 0 : k == DepKind::Star ? 1 : 2; };
  for (const Node& n : g.nodes) {
    for (const auto* list : {&n.unmetDeps, &n.metDeps})
      for (const Dependency& d : *list) {
        const Buffer* b = g.findBuffer(d.name);
        if (!b || b->producer == kNone || b->producer == n.id) continue;
        auto key = std::make_pair(b->producer, n.id);
        auto it = seen.find(key);
        if (it == seen.end() || rank(d.kind) < rank(it->second)) seen[key] = d.kind;
      }
  }
  std::vector<NodeEdge> out;
  out.reserve(seen.size());
  for (const auto& [k, kind] : seen) out.push_back({k.first, k.second, kind});
  return out;
}

}  // namespace fusescope
