// Nodes grouped by where they came from in the user's code: the window's "Group by Source" view draws
// these as hulls instead of the fusion groups, so a user sees which of their lines (functions, files)
// became how many scheduler nodes and how they are spread over kernels.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "graph/graph.h"
#include "source/source_map.h"

namespace fusescope::source {

// Line, Function, File: the node's first source location. Module, Layer: its first FX node's innermost
// nn.Module ("layers.0.norm") or layer ("layers.0"), from fusescope_modules.json (module_stacks.h).
enum class SourceGrouping { Line, Function, File, Module, Layer };

// Every grouping once, in enum order: the name `fusescope --group-by` takes, the words View → Group by
// Source shows, and whether it needs the module paths fusescope-capture records.
struct SourceGroupingInfo {
  SourceGrouping grouping;
  const char* name;    // "line"
  const char* label;   // "Source line"
  bool needsModules;
};
const std::vector<SourceGroupingInfo>& sourceGroupings();
// The grouping `name` names; nullopt for any other word.
std::optional<SourceGrouping> sourceGroupingNamed(std::string_view name);
std::string sourceGroupingNames();   // "line, function, file, module or layer"

struct SourceGroup {
  std::string label;            // "modeling_gpt2.py:242 in forward", "modeling_gpt2.py: forward", "modeling_gpt2.py",
                                // "layers.0.norm (LayerNorm)", "layers.0 (Block)"
  std::vector<NodeId> members;  // in graph order
};

// A node belongs to the group of its first source location (module, layer); nodes without one belong to none. Groups of
// one node are left out (there is nothing to draw around them). Ordered by their first member.
std::vector<SourceGroup> groupBySource(const SourceMap& sources, SourceGrouping grouping);

}  // namespace fusescope::source
