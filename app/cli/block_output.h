// The block overview (analysis/block_overview.h) in the CLI's words: `info --blocks` as text and JSON.
#pragma once

#include <nlohmann/json.hpp>

#include "analysis/block_overview.h"
#include "graph/graph.h"

namespace fusescope::cli {

// {"evidence", "kernels_from", "repeats", "blocks": [{"name", "path", "detail", "evidence", "nodes",
//  "members", "repeat", "kernels", "fusions", "refusals", "shared_kernels", "fuses_like", "fuses_differently"}]}
nlohmann::json blocksJson(const Graph& graph, const analysis::BlockOverview& overview);

// One line per run of alike blocks ("block 1 - block 22  ×22 like block 1"), blocks that fused unlike
// their siblings marked.
void printBlocks(const analysis::BlockOverview& overview);

}  // namespace fusescope::cli
