// Which scheduler nodes an expectation's selector names. Selectors use names that survive a recompile
// where the capture has them:
//   model.py:42        every node whose user-code stack holds that line (the file by its last path parts)
//   aten.mul           every node running that ATen op (aten.mul matches aten.mul.Tensor): a kernel whose own
//                      origins are that op, an extern call that runs it (extern_kernels.mm runs aten.mm;
//                      the ops its output_code.py comment lists beside are its inputs', not its own)
//   mul_3              the node holding that post-grad FX node
//   op12 / op4_op5     a scheduler node, or every member of a fused name as fusion.log writes it
//   layers.0.mlp       every node inside that nn.Module (captures with fusescope_modules.json)
// A prefix picks the kind when a name could be several: node:, fx:, aten:, line:, module:, pre: (pre-grad
// node, named after the user's variable).
#pragma once

#include <string>
#include <vector>

#include "graph/graph.h"
#include "source/source_map.h"

namespace fusescope::check {

struct Selection {
  std::vector<NodeId> nodes;  // sorted, each once; empty when the selector names nothing in the graph
  std::string by;             // how it was read: "node", "FX node", "ATen op", "source line", "module", "pre-grad node"
};

Selection selectNodes(const Graph& graph, const source::SourceMap& sources, const std::string& selector);

}  // namespace fusescope::check
