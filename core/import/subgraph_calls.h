// Where the outer graph calls a subgraph: output_code.py's call() runs a subgraph as a Python function
// named after it (`buf4 = true_graph_0(true_graph_0_args)`, `(buf2[0], buf2[1]) =
// while_loop_body_graph_0(...)`), assigning to the buffer of the node that owns it (the Conditional,
// WhileLoop or InvokeSubgraph node). The IR does not name a node's subgraphs; this reads the link back.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "codegen/output_code_scan.h"

namespace fusescope {

// The buffers every call of SUBGRAPH is assigned to, as the output_code.py scanner read them, in code
// order without repeats (`buf2_cond_result`, a while_loop condition's result, names buffer buf2).
std::vector<std::string> subgraphCallBuffers(const codegen::OutputCodeIndex& code, std::string_view subgraph);

// The node that lists `buffer` among its outputs in an ir_pre_fusion text (`op4.outputs = [` then
// `    buf4: Conditional`), or "".
std::string bufferOwnerInIr(std::string_view preFusion, std::string_view buffer);

}  // namespace fusescope
