#include "codegen/origin_table.h"

#include <algorithm>
#include <set>

namespace fusescope::codegen {

OriginTable OriginTable::fromOutputCode(const OutputCodeIndex& code) {
  OriginTable t;
  std::map<std::string, std::set<std::string>> candidates;
  for (const auto& def : code.definitions) {
    const std::set<std::string> atens(def.atenOrigins.begin(), def.atenOrigins.end());
    for (const auto& [source, nodes] : def.nodeMapping)
      for (const auto& n : nodes) {
        if (!source.empty()) t.fromNode_[n] = source;
        auto it = candidates.find(n);
        if (it == candidates.end()) {
          candidates[n] = atens;
        } else {
          std::set<std::string> both;
          std::set_intersection(it->second.begin(), it->second.end(), atens.begin(), atens.end(), std::inserter(both, both.end()));
          if (!both.empty()) it->second = std::move(both);
        }
      }
  }
  for (const auto& [n, set] : candidates) {
    t.atens_[n] = {set.begin(), set.end()};
    Origin o{n, set.size() == 1 ? *set.begin() : "", t.fromNode_.count(n) ? t.fromNode_[n] : ""};
    t.origins_[n] = o;
  }
  return t;
}

Origin OriginTable::lookup(const std::string& fxName) const {
  auto it = origins_.find(fxName);
  return it == origins_.end() ? Origin{fxName, "", ""} : it->second;
}

std::vector<Origin> OriginTable::originsOf(const Graph& graph, const std::vector<NodeId>& members) const {
  std::vector<std::vector<Origin>> perNode;
  for (NodeId id : members) {
    std::vector<Origin> mine;
    for (const auto& text : graph.nodes[static_cast<size_t>(id)].origins) {
      Origin o = parseOrigin(text);
      if (o.originalAten.empty() && o.fromNode.empty()) {
        // Ambiguous ATen ops: one Origin per candidate so the kernel name still lists them.
        auto it = atens_.find(o.name);
        if (it != atens_.end() && it->second.size() > 1) {
          for (const auto& a : it->second) mine.push_back({o.name + "#" + a, a, lookup(o.name).fromNode});
          continue;
        }
        o = lookup(o.name);
      }
      mine.push_back(o);
    }
    perNode.push_back(std::move(mine));
  }
  return aggregateOrigins(perNode);
}

}  // namespace fusescope::codegen
