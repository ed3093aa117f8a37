// Builds SceneGeometry for a graph: Graphviz through core's layout (on the worker thread), or a simple
// layered fallback when Graphviz fails, so the window always shows something.
#pragma once

#include <atomic>
#include <memory>

#include "graph/graph.h"
#include "graph/node_edges.h"
#include "scene_geometry.h"

namespace fusescope::gui {

// FuseScope's own layered layout (core/layout, the same the exporters use for large graphs): the quick first
// picture of a large graph and the fallback when Graphviz fails.
std::shared_ptr<SceneGeometry> buildFallbackGeometry(const Graph& g);
// Graphviz layout via core at any size it can finish: full dot up to LayoutOptions::layeredThreshold,
// above it dot with iteration limits (core's backgroundStrategy). Throws on failure (the caller falls back)
// and LayoutError for a graph above backgroundDotLimit. With `clusters`, dot lays each group out as a
// cluster and the geometry carries the cluster boxes.
std::shared_ptr<SceneGeometry> buildGraphvizGeometry(const Graph& g, const std::atomic<bool>* cancel,
                                                     const std::vector<FusionGroupView>* clusters = nullptr);

}  // namespace fusescope::gui
