// One entry point for every input FuseScope opens: a graph folder, a debug root holding several graphs,
// an ir_pre_fusion.txt on its own, or a FuseScope JSON file.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "import/capture_loader.h"

namespace fusescope {

// Graphs found at `path` (one entry for a single graph folder or file), each with its rank when it comes
// from a torch.distributed run; with LoadOptions::rank, only that rank's graphs.
std::vector<GraphEntry> listGraphs(const std::filesystem::path& path, const LoadOptions& options = {});

// Sets GraphEntry::rank for the graphs of a torch.distributed run: each rank writes its own
// `run_*-pid_N` folder, and the fusion log's `[rankR]:` lines carry that pid (import/log_ranks.h).
// Entries whose log cannot be found or read keep -1 (loading them says why).
void findGraphRanks(std::vector<GraphEntry>& entries, const LoadOptions& options);

// Where the same graph of another rank is found: for a graph folder inside
// `torch_compile_debug/run_*-pid_N/torchinductor/`, that torch_compile_debug folder and the graph's folder
// name, to load with loadGraph(root, name, {.rank = R}). `graphName` is the name under `path` when `path` is
// a debug root. Empty root when the graph is not in a run folder.
struct RankedGraphLocation {
  std::filesystem::path root;
  std::string graphName;
};
RankedGraphLocation rankedGraphLocation(const std::filesystem::path& path, const std::string& graphName);

// The graph loadGraph(path, graphName, options) opens, without loading it: its entry (rank set where the
// run says), and the warning loadGraph gives when it chose the lowest of several ranks. Throws ImportError
// as loadGraph does (no such graph, several without a name).
struct ResolvedGraph {
  GraphEntry entry;
  std::vector<Diagnostic> notes;
};
ResolvedGraph resolveGraph(const std::filesystem::path& path, const std::string& graphName = {}, const LoadOptions& options = {});

// loadGraph's second half, for a caller that resolved a folder's graph itself and keeps its entry (the
// folder and rank): loads resolved.entry.folder and names the graph as loadGraph does.
Graph loadResolvedGraph(ResolvedGraph resolved, const LoadOptions& options = {});
// The same, keeping the output_code.py text read with the graph (capture::OpenedCapture holds it).
LoadedFolder loadResolvedCapture(ResolvedGraph resolved, const LoadOptions& options = {});

// Loads the graph at `path`. When `path` holds several graphs, `graphName` picks one (its name or a
// unique suffix such as "0_backward_3.1"); without it the call fails listing the choices. The same
// graph compiled by several ranks (one run_* folder each) is taken from LoadOptions::rank, else from the
// lowest rank, with a warning saying which.
// Throws ImportError (file and line) on bad input.
Graph loadGraph(const std::filesystem::path& path, const std::string& graphName = {}, const LoadOptions& options = {});

}  // namespace fusescope
