// output_code.py as the graph keeps it: every kernel Inductor defined (`async_compile.triton(...)`,
// `async_compile.cpp_pybinding(...)`) with its origin comments and every call site, then every extern call
// in call() (`extern_kernels.mm(...)`, `torch.ops.aten....default(...)`), one kernel of language "extern"
// per call. The reading itself is codegen::scanOutputCode's; this is its CodeKernel view.
#pragma once

#include "graph/graph.h"

#include <string>
#include <string_view>
#include <vector>

namespace fusescope {

// Kernels in definition order, then extern calls in call order. Throws ImportError on truncated input
// (an unterminated kernel source) or a file that is not Inductor output code.
// `function`: whose launches become the kernels' calls: "" for call() (and graph partitions), a subgraph's
// name for that subgraph's function (`def true_graph_0(args):`).
std::vector<CodeKernel> parseOutputCode(std::string_view text, const std::string& file, std::string_view function = {});

}  // namespace fusescope
