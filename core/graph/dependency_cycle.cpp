#include "graph/dependency_cycle.h"

#include <algorithm>

namespace fusescope {

std::optional<std::vector<NodeId>> findDependencyCycle(const Graph& graph) {
  const std::size_t n = graph.nodes.size();
  std::vector<std::vector<NodeId>> consumers(n);
  for (const Node& node : graph.nodes) {
    for (const Dependency& d : node.unmetDeps) {
      const Buffer* b = graph.findBuffer(d.name);
      if (!b || b->producer == kNone || b->producer == node.id) continue;
      if (b->producer < 0 || static_cast<std::size_t>(b->producer) >= n) continue;
      consumers[static_cast<std::size_t>(b->producer)].push_back(node.id);
    }
  }
  // Iterative depth-first search: a hostile graph may chain millions of nodes.
  enum : char { kNew, kOpen, kDone };
  std::vector<char> state(n, kNew);
  struct Frame {
    NodeId node;
    std::size_t next;
  };
  std::vector<Frame> stack;
  for (std::size_t root = 0; root < n; ++root) {
    if (state[root] != kNew) continue;
    stack.push_back({static_cast<NodeId>(root), 0});
    state[root] = kOpen;
    while (!stack.empty()) {
      Frame& f = stack.back();
      const auto& next = consumers[static_cast<std::size_t>(f.node)];
      if (f.next == next.size()) {
        state[static_cast<std::size_t>(f.node)] = kDone;
        stack.pop_back();
        continue;
      }
      const NodeId to = next[f.next++];
      if (state[static_cast<std::size_t>(to)] == kOpen) {
        std::vector<NodeId> cycle;
        auto it = std::find_if(stack.begin(), stack.end(), [&](const Frame& fr) { return fr.node == to; });
        for (; it != stack.end(); ++it) cycle.push_back(it->node);
        return cycle;
      }
      if (state[static_cast<std::size_t>(to)] == kNew) {
        state[static_cast<std::size_t>(to)] = kOpen;
        stack.push_back({to, 0});  // invalidates f
      }
    }
  }
  return std::nullopt;
}

std::string describeCycle(const Graph& graph, const std::vector<NodeId>& cycle) {
  constexpr std::size_t kShown = 8;
  std::string text;
  for (std::size_t i = 0; i < cycle.size() && i < kShown; ++i) {
    text += graph.nodes[static_cast<std::size_t>(cycle[i])].name + " -> ";
  }
  if (cycle.size() > kShown) text += "... (" + std::to_string(cycle.size()) + " nodes) -> ";
  return text + graph.nodes[static_cast<std::size_t>(cycle.front())].name;
}

}  // namespace fusescope
