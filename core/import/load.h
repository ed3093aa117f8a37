// One entry point for every input FuseScope opens: a graph folder, a debug root holding several graphs,
// an ir_pre_fusion.txt on its own, or a FuseScope JSON file.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "import/capture_loader.h"

namespace fusescope {

// Graphs found at `path` (one entry for a single graph folder or file).
std::vector<GraphEntry> listGraphs(const std::filesystem::path& path);

// Loads the graph at `path`. When `path` holds several graphs, `graphName` picks one (its name or a
// unique suffix such as "0_backward_3.1"); without it the call fails listing the choices.
// Throws ImportError (file and line) on bad input.
Graph loadGraph(const std::filesystem::path& path, const std::string& graphName = {}, const LoadOptions& options = {});

}  // namespace fusescope
