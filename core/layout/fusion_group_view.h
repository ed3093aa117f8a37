// A fusion group as the layout and the exporters see it: a label (the kernel name) and its member nodes.
// Deliberately plain so core/layout and core/export do not depend on the scheduler; the caller turns a
// Timeline partition (or Inductor's recorded kernels) into these.
#pragma once

#include <string>
#include <vector>

#include "graph/graph.h"

namespace fusescope {

struct FusionGroupView {
  std::string label;              // kernel name, e.g. "op1_op2_op4"
  std::vector<NodeId> members;    // node ids into Graph::nodes
  friend bool operator==(const FusionGroupView&, const FusionGroupView&) = default;
};

}  // namespace fusescope
