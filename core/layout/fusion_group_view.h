// A fusion group as the layout and the exporters see it: a label (the kernel name) and its member nodes.
// Deliberately plain so core/layout and core/export do not depend on the scheduler; the caller turns a
// Timeline partition (or Inductor's recorded kernels) into these.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "graph/graph.h"

namespace fusescope {

struct FusionGroupView {
  std::string label;              // kernel name, e.g. "op1_op2_op4"
  std::vector<NodeId> members;    // node ids into Graph::nodes
  friend bool operator==(const FusionGroupView&, const FusionGroupView&) = default;
};

// Inductor's own final kernels (ir_post_fusion.txt) as groups; members the graph lacks are skipped.
std::vector<FusionGroupView> recordedKernelGroups(const Graph& graph);

// A DOT string literal with quotes, backslashes and newlines escaped and other control bytes dropped.
std::string dotQuoted(std::string_view text);

}  // namespace fusescope
