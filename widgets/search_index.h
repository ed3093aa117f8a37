// Search (Ctrl+F) over a graph: op names, buffer names, kernel names and ATen/FX origins. Kernels come
// from core's exact node-to-kernel linkage (kernel_index.h), the same the Kernel dock shows.
#pragma once

#include <QString>

#include <vector>

#include "graph/graph.h"
#include "source/source_map.h"
#include "codegen/kernel_index.h"

namespace fusescope::gui {

struct SearchHit {
  NodeId node = kNone;
  QString what;   // "op", "buffer", "kernel", "FuseScope kernel", "origin", "ATen origin"
  QString text;   // the matched string
};

// Hits in node order (one per node, its first matching field); case-insensitive substring match; an
// exact node name comes first. `inductor` / `schedule` as in codegen::kernelsOfNode (either may be null).
// `sources` (may be null) adds the user's code: `file:line` (or `file.py:line`), function names, code text.
std::vector<SearchHit> searchGraph(const Graph& g, const codegen::KernelIndex* inductor, const codegen::KernelIndex* schedule,
                                   const QString& query, const source::SourceMap* sources = nullptr);

}  // namespace fusescope::gui
