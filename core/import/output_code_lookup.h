// Where a graph's output_code.py is on disk (the graph folder PATH names, or the one under a debug root
// that `graphName` / the graph's name picks), read within the load limits. The CLI's `kernels` and the
// window's worker both need the text itself (codegen::scanOutputCode indexes its call sites).
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "graph/graph.h"
#include "util/load_options.h"

namespace fusescope {

// nullopt when PATH is not a folder or holds no output_code.py for the graph. Throws ImportError for a
// file above options.maxFileBytes or unreadable.
std::optional<std::string> readOutputCodeFor(const std::filesystem::path& path, const std::string& graphName,
                                             const Graph& graph, const LoadOptions& options = {});

}  // namespace fusescope
