#include "source/source_grouping.h"

#include <map>

#include "source/source_label.h"

namespace fusescope::source {

const std::vector<SourceGroupingInfo>& sourceGroupings() {
  static const std::vector<SourceGroupingInfo> table = {
      {SourceGrouping::Line, "line", "Source line", false},
      {SourceGrouping::Function, "function", "Function", false},
      {SourceGrouping::File, "file", "File", false},
      {SourceGrouping::Module, "module", "Module (nn.Module path)", true},
      {SourceGrouping::Layer, "layer", "Layer (ModuleList item)", true},
  };
  return table;
}

std::optional<SourceGrouping> sourceGroupingNamed(std::string_view name) {
  for (const auto& g : sourceGroupings())
    if (name == g.name) return g.grouping;
  return std::nullopt;
}

std::string sourceGroupingNames() {
  std::string out;
  const auto& table = sourceGroupings();
  for (size_t i = 0; i < table.size(); ++i) out += (i == 0 ? "" : i + 1 == table.size() ? " or " : ", ") + std::string(table[i].name);
  return out;
}

std::vector<SourceGroup> groupBySource(const SourceMap& sources, SourceGrouping grouping) {
  std::map<std::string, size_t> index;
  std::vector<SourceGroup> groups;
  const bool byModule = grouping == SourceGrouping::Module || grouping == SourceGrouping::Layer;
  for (size_t i = 0; i < sources.nodes.size(); ++i) {
    const NodeSource& n = sources.nodes[i];
    if (byModule) {
      const auto& facts = grouping == SourceGrouping::Module ? n.modules : n.layers;
      if (facts.empty()) continue;
      const std::string& path = facts.front().value;
      auto [it, added] = index.emplace(path, groups.size());
      if (added) {
        auto type = sources.moduleTypes.find(path);
        groups.push_back({(path.empty() ? std::string("(model)") : path) +
                              (type == sources.moduleTypes.end() ? "" : " (" + type->second + ")"),
                          {}});
      }
      groups[it->second].members.push_back(static_cast<NodeId>(i));
      continue;
    }
    if (n.locations.empty()) continue;
    const SourceLocation& loc = n.locations.front().value;
    const std::string file = baseName(loc.file);
    std::string label;
    switch (grouping) {
      case SourceGrouping::Line: label = shortLocation(loc) + (loc.function.empty() ? "" : " in " + loc.function); break;
      case SourceGrouping::Function: label = file + ": " + (loc.function.empty() ? "?" : loc.function); break;
      case SourceGrouping::File: label = file; break;
      case SourceGrouping::Module:
      case SourceGrouping::Layer: break;
    }
    // Key on the full path so equal base names in different folders stay apart.
    const std::string key = loc.file + "\n" + (grouping == SourceGrouping::File ? "" : grouping == SourceGrouping::Function
                                                                                      ? loc.function
                                                                                      : std::to_string(loc.line));
    auto [it, added] = index.emplace(key, groups.size());
    if (added) groups.push_back({label, {}});
    groups[it->second].members.push_back(static_cast<NodeId>(i));
  }
  std::vector<SourceGroup> out;
  for (auto& g : groups)
    if (g.members.size() > 1) out.push_back(std::move(g));
  return out;
}

}  // namespace fusescope::source
