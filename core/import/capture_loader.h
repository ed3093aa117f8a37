// Loading a TORCH_COMPILE_DEBUG graph folder (ir_pre_fusion.txt plus the optional ir_post_fusion.txt,
// fusion.log, output_code.py, fx_graph_readable.py, the provenance JSON) into one Graph, and finding the graph folders under
// a debug root. The in-memory entry point (CaptureFiles) lets the GUI load a capture compiled into Qt
// resources without touching the file system.
#pragma once

#include "graph/graph.h"
#include "util/load_options.h"
#include "util/shared_text.h"

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace fusescope {

// File name -> content, e.g. {"ir_pre_fusion.txt", "..."}; `folder` names the capture in messages.
struct CaptureFiles {
  std::string folder;
  std::map<std::string, std::string> files;
  // Where files["fusion.log"] came from when it is not the folder's own whole fusion.log: the log's path
  // (messages and recorded lines name it) and the line its text starts at (the graph's scheduler run in
  // a whole-run log; see import/fusion_log_lookup.h).
  std::string fusionLogFile;
  int fusionLogFirstLine = 1;
  std::vector<Diagnostic> notes;  // warnings from finding the log, added to the graph's warnings
  int rank = -1;                  // the rank the log was cut to, and every rank it holds (import/log_ranks.h)
  std::vector<int> logRanks;
  // When the IR files come from the log's records of one scheduler run (import/scheduler_run_choice.h):
  // the log and the line each text starts at, for messages; the run loaded and every run of the folder.
  std::string irLogFile;
  int preFusionFirstLine = 0;
  int postFusionFirstLine = 0;
  std::string subgraph;
  std::vector<SchedulerRunInfo> schedulerRuns;
  // The graph's part of the fusion log when it is shared with the load's LogCache (LoadOptions::logCache)
  // instead of copied into `files` (which then has no "fusion.log"): a run's log can be 500 MB.
  SharedText sharedFusionLog;
};

// The graph's fusion log text: the shared part, or files["fusion.log"]; nullopt without one.
std::optional<std::string_view> fusionLogText(const CaptureFiles& capture);

// The files a capture folder may hold; ir_pre_fusion.txt is required.
inline constexpr const char* kCaptureFileNames[] = {"ir_pre_fusion.txt", "ir_post_fusion.txt", "fusion.log",
                                                    "output_code.py", "fx_graph_readable.py",
                                                    "inductor_provenance_tracking_node_mappings.json",
                                                    "fusescope_modules.json", "fx_graph_runnable.py"};

// Throws ImportError (file, line, message) on missing, oversized, truncated or corrupted input. The source
// files (fx_graph_readable.py, the provenance JSON) only feed the source map: damage there is a warning
// in Graph::warnings and the file is left out.
Graph loadCapture(const CaptureFiles& capture, const LoadOptions& options = {});
Graph loadCaptureFolder(const std::filesystem::path& folder, const LoadOptions& options = {});

// A graph folder's graph and the text of its output_code.py (nullopt when it has none), read once: the
// opened capture (core/capture) scans that text for the kernels' code instead of reading the file again.
struct LoadedFolder {
  Graph graph;
  std::optional<std::string> outputCode;
};
LoadedFolder loadCaptureFolderKeepingCode(const std::filesystem::path& folder, const LoadOptions& options = {});

// Reads the known capture files present in `folder` (ir_pre_fusion.txt must be there), and the graph's
// fusion log: LoadOptions::fusionLog, the folder's fusion.log, or a whole-run log found above the folder
// (import/fusion_log_lookup.h), cut to the graph's scheduler run; none with LoadOptions::ignoreFusionLog.
// An ImportError from the log ends in kWithoutLogHint, which says how to open the graph without it.
extern const char* const kWithoutLogHint;
CaptureFiles readCaptureFolder(const std::filesystem::path& folder, const LoadOptions& options = {});

// The first `maxBytes` of a text file, cut after its last whole line (all of it when shorter).
std::string readTextHead(const std::filesystem::path& file, std::size_t maxBytes);

// Reads a whole text file; throws ImportError when it is missing, unreadable or above `maxBytes`.
std::string readTextFile(const std::filesystem::path& file, std::uintmax_t maxBytes);

struct GraphEntry {
  std::string name;               // path relative to the root, e.g. "gpt2_train/0_backward_3.1"
  std::filesystem::path folder;
  std::string kind;               // forward | backward | inference | unknown
  int rank = -1;                  // the torch.distributed rank that compiled it (import/load.h), or -1
};

// `--graph NAME` names this entry: its name, or the name's last path components ("0_backward_3.1",
// "torchinductor/model__0_forward_1.0"). The loader, the profile reader and the CLI match graphs by this.
bool namesGraph(const GraphEntry& entry, const std::string& name);

// The graph folders (folders holding ir_pre_fusion.txt) at or under `root`, sorted by name: `root`
// itself when it is a graph folder (named by its last two path components), else every graph folder
// below it up to `maxDepth` levels; symlinked folders are followed once (no loops). Throws ImportError
// when `root` is not a readable folder.
std::vector<GraphEntry> discoverGraphs(const std::filesystem::path& root, int maxDepth = 8);

// "forward", "backward", "inference" or "unknown", from a graph folder name such as `0_backward_3.1`
// or `model__0_inference_0.0`.
std::string graphKindFromName(const std::string& folderName);

}  // namespace fusescope
