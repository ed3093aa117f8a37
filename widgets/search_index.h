// Search (Ctrl+F) over a graph: op names, buffer names, kernel names and ATen/FX origins.
#pragma once

#include <QString>

#include <vector>

#include "graph/graph.h"

namespace fusescope::gui {

struct SearchHit {
  NodeId node = kNone;
  QString what;   // "op", "buffer", "kernel", "origin"
  QString text;   // the matched string
};

// For each node, the index into graph.inductor.codeKernels of the kernel that holds it (-1 when none).
std::vector<int> computeNodeKernels(const Graph& g);

// Hits in node order; case-insensitive substring match; an exact node name comes first.
std::vector<SearchHit> searchGraph(const Graph& g, const std::vector<int>& nodeKernel, const QString& query);

}  // namespace fusescope::gui
