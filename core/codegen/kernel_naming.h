// Kernel names and metadata comments the way Inductor's utils.get_fused_kernel_name and
// get_kernel_metadata derive them from the FX nodes a kernel came from (`node.origins`).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace fusescope::codegen {

// One FX node an IR node came from.
struct Origin {
  std::string name;          // FX node name, e.g. "add_1"
  std::string originalAten;  // str(meta["original_aten"]._overloadpacket), e.g. "aten.native_layer_norm"; "" if none
  std::string fromNode;      // meta["from_node"][0].name, e.g. "layer_norm"; "" if none
  friend bool operator==(const Origin&, const Origin&) = default;
};

// aggregate_origins: the union of the members' origins, first occurrence order, unique by name.
std::vector<Origin> aggregateOrigins(const std::vector<std::vector<Origin>>& perNode);

// get_fused_kernel_name(..., "original_aten"): "fused" + "_" + sorted unique overload-packet names
// ("aten.native_layer_norm" -> "native_layer_norm"); just "fused" when no origin has an ATen op.
std::string fusedKernelName(const std::vector<Origin>& origins);

// "triton_" + {poi|red|per|...} + "_" + fused name + "_" + suffix, as TritonScheduling.define_kernel.
std::string tritonKernelName(std::string_view category, std::string_view fusedName, int suffix);

struct KernelMetadata {
  std::string origins;   // "# Topologically Sorted Source Nodes: [...], Original ATen: [...]"
  std::string detailed;  // "# Source node to ATen node mapping:" lines (+ "# Graph fragment:" and its lines)
};

// get_kernel_metadata for origins in topological order. Inductor appends the FX graph fragment when the
// origins come from one graph; FuseScope has no FX graph, so the caller passes the fragment lines it has
// (none: just the "Graph fragment:" header).
KernelMetadata kernelMetadata(const std::vector<Origin>& origins, const std::vector<std::string>& graphFragment = {},
                              std::string_view comment = "#");

// Origins as FuseScope keeps them in Node::origins: "name" or "name:aten.op:from_node" (fields may be empty).
Origin parseOrigin(std::string_view text);

}  // namespace fusescope::codegen
