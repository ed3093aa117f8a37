// What FuseScope knows about the FX nodes behind each graph node: their original ATen op and source
// node, recovered from the metadata comments of Inductor's real kernels (`Original ATen: [...]`,
// `gelu => add_2, erf`) and from Node::origins ("name" or "name:aten.op:from_node").
#pragma once

#include <map>
#include <string>
#include <vector>

#include "codegen/kernel_group.h"
#include "codegen/kernel_naming.h"
#include "codegen/output_code_scan.h"
#include "graph/graph.h"

namespace fusescope::codegen {

class OriginTable {
 public:
  OriginTable() = default;
  // An FX node's ATen op is the one every real kernel holding it lists (intersection of their
  // `Original ATen` lists); when several remain, all are kept (sorted) so names stay deterministic.
  static OriginTable fromOutputCode(const OutputCodeIndex& code);

  Origin lookup(const std::string& fxName) const;
  std::vector<Origin> originsOf(const Graph& graph, const std::vector<NodeId>& members) const;
  size_t size() const { return origins_.size(); }

 private:
  std::map<std::string, std::vector<std::string>> atens_;   // fx node -> candidate original ATen ops
  std::map<std::string, std::string> fromNode_;              // fx node -> source node
  std::map<std::string, Origin> origins_;
};

}  // namespace fusescope::codegen
