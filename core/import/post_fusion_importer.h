// Reader for Inductor's `ir_post_fusion.txt`: the scheduled nodes after fusion, in order. Fused and
// foreach nodes list their members in nested `name.snodes[i] =` blocks; only the structure is read here
// (the per-node details are the same as in ir_pre_fusion.txt, which parseIrDump reads).
#pragma once

#include "graph/graph.h"
#include "util/load_options.h"

#include <string>
#include <string_view>
#include <vector>

namespace fusescope {

// Members are the original (leaf) node names in printed order, nested fused nodes flattened; a plain
// node lists itself. Throws ImportError on truncated or unrelated input, and when more than
// options.maxNodes original (or fused) nodes are printed.
std::vector<RecordedKernel> parseIrPostFusion(std::string_view text, const std::string& file,
                                              const LoadOptions& options = {});

}  // namespace fusescope
