// A kernel as a user reads it: the scheduler's fused name and its members' names.
#pragma once

#include <string>
#include <vector>

#include "analysis/group_compare.h"
#include "graph/graph.h"

namespace fusescope::analysis {

struct NamedGroup {
  std::string name;                  // "op1_op2_op3", as fusion.log and ir_post_fusion.txt write it
  std::vector<std::string> members;  // in node order
  friend bool operator==(const NamedGroup&, const NamedGroup&) = default;
};

inline NamedGroup namedGroup(const Graph& graph, std::string name, const NodeGroup& members) {
  NamedGroup g{std::move(name), {}};
  for (NodeId m : members) g.members.push_back(graph.nodes[static_cast<size_t>(m)].name);
  return g;
}

}  // namespace fusescope::analysis
