// FuseScope's own JSON format: the whole graph model, versioned (docs/json-format.md). Save then load
// is lossless: graphFromJson(graphToJson(g)) == g for every imported capture.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "graph/graph.h"
#include "util/load_options.h"

namespace fusescope {

inline constexpr const char* kJsonFormatName = "fusescope-graph";
inline constexpr int kJsonFormatVersion = 1;

nlohmann::json graphToJson(const Graph& graph);

// Throws ImportError naming `fileName` (and the line for syntax errors, the JSON path for schema errors),
// also when the graph has more than options.maxNodes nodes.
Graph graphFromJson(const nlohmann::json& json, const std::string& fileName, const LoadOptions& options = {});
Graph parseGraphJson(std::string_view text, const std::string& fileName, const LoadOptions& options = {});

// Writes through a temporary file and a rename, so a crash mid-save never corrupts the previous file.
void saveGraphJson(const Graph& graph, const std::filesystem::path& path);

// Rebuilds nodeByName / bufferByName from the vectors (used by every importer).
void indexGraph(Graph& graph);

}  // namespace fusescope
