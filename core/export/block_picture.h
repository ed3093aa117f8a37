// A whole model on one page: one box per run of alike blocks (analysis/block_overview.h), laid out and
// drawn by Graphviz, with the dependencies between blocks bundled into one edge per pair of boxes whose
// width grows with the number of tensors it carries. A block that fused unlike its siblings is drawn in
// the rejected colour with the node that differs. `fusescope-cli export --collapse-blocks` and the
// report of a graph too large to draw node by node use it.
#pragma once

#include <string>
#include <vector>

#include "analysis/block_overview.h"
#include "export/exporter.h"
#include "graph/graph.h"

namespace fusescope {

struct BlockPictureOptions {
  Theme theme = Theme::Light;
  std::string caption;               // a line under the picture; "" for none
  // Nodes to find in the picture (a report's asked pair): the boxes holding them are outlined in the
  // highlight colour and name them ("asked: op2217").
  std::vector<NodeId> marked;
};

// Boxes above this many are not drawn: Graphviz's dot took over 12 minutes on 2,073 (a deep model's layers
// cut apart), and a picture of that many boxes is no overview. renderBlockPicture throws ExportError then.
inline constexpr size_t kMaxBlockPictureBoxes = 400;
// How many boxes the picture of `overview` holds: one per run of alike blocks.
size_t blockPictureBoxes(const analysis::BlockOverview& overview);

// The DOT text handed to Graphviz (deterministic; each box's id is "block-RUN" with RUN its first block's index).
std::string blockPictureDot(const Graph& graph, const analysis::BlockOverview& overview, const BlockPictureOptions& options);

// Laid out with dot and rendered by Graphviz: SVG text, PNG or PDF bytes, or the DOT text with positions.
// Throws ExportError when Graphviz fails.
std::string renderBlockPicture(const Graph& graph, const analysis::BlockOverview& overview,
                               const BlockPictureOptions& options, ExportFormat format);

}  // namespace fusescope
