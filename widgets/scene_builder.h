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
// Graphviz layout via core; throws on failure (the caller falls back). With `clusters`, dot lays each
// group out as a cluster and the geometry carries the cluster boxes (none when the graph is too large
// for dot and core used its layered layout).
std::shared_ptr<SceneGeometry> buildGraphvizGeometry(const Graph& g, const std::atomic<bool>* cancel,
                                                     const std::vector<FusionGroupView>* clusters = nullptr);

}  // namespace fusescope::gui
