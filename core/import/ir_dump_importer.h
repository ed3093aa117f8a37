// Reader for Inductor's `ir_pre_fusion.txt` (TORCH_COMPILE_DEBUG): every scheduler node with its
// dependencies, output buffers (layout, users, mutations, aliases), group, sizes, extern kernel and loop
// body. Also reads the older dump the 2023 scheduler's `debug_str` writes (nodes named by their buffer,
// `.users` on the node, no `.outputs`), which is recorded as format "seed_debug_str".
#pragma once

#include "graph/graph.h"
#include "util/load_options.h"

#include <string>
#include <string_view>

namespace fusescope {

// Throws ImportError (file, line, message) on truncated, corrupted or unrelated input. Unknown node kinds
// and fields are kept (NodeKind::Unknown, Node::extra) with a warning in Graph::warnings. A dump with
// more than options.maxNodes nodes is refused.
Graph parseIrDump(std::string_view text, const std::string& fileName, const LoadOptions& options = {});

}  // namespace fusescope
