// Finding the fusion log of a graph folder and cutting out the graph's part. Inductor writes the
// TORCH_LOGS_OUT log wherever the user pointed it, usually next to torch_compile_debug/, once for the
// whole run; copies made for FuseScope keep one graph's share as `fusion.log` in the graph folder.
//
// Where the log is looked for, first found wins:
//   1. LoadOptions::fusionLog (`--fusion-log FILE`), which must exist;
//   2. `fusion.log` in the graph folder;
//   3. the folders above the graph folder, nearest first: inside a `torch_compile_debug` folder (at most
//      four levels up) every folder up to the one holding torch_compile_debug/ (torchinductor/, run_*/,
//      torch_compile_debug/, then where the program ran), elsewhere (a copy laid out as MODEL/GRAPH) the
//      two folders above the graph: a file named `*.log` that holds a `===== attempting fusion (1/` line.
//      Two such files in one folder are refused (name one with --fusion-log); files above
//      LoadOptions::maxFileBytes are skipped with a warning;
//   4. where fx_graph_runnable.py says TORCH_LOGS_OUT pointed, relative to the TORCH_COMPILE_DEBUG_DIR it
//      also records (a log written beside the debug dir, one level above the folder of torch_compile_debug/).
// A log with one scheduler run found as the graph's own `fusion.log` is read whole, as before; any other
// log (several runs, given by option, or found above) goes through assignFusionLogRun, which refuses a
// run that does not match the graph.
#pragma once

#include "import/fusion_log_assignment.h"

#include "graph/graph.h"
#include "util/load_options.h"

#include "util/shared_text.h"

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace fusescope {

struct GraphFusionLog {
  bool found = false;
  std::string file;       // the log's path, for messages
  SharedText text;        // the graph's part of it (a view into the text the run's LogCache keeps)
  int firstLine = 1;      // line of `text`'s first line in `file`
  bool wholeRunLog = false;  // cut out of a log of several graphs (or checked against the graph)
  // Every scheduler run of this graph folder in the log, `text`'s included (subgraphs add runs), and the
  // whole log when it records the runs' IR (import/logged_ir_runs.h), to load any one of them.
  std::vector<LogRunSpan> graphRuns;
  std::shared_ptr<const std::string> wholeText;  // null when the log records no IR
  std::vector<std::size_t> irRecordStarts;       // its BEFORE FUSION records (loggedIrRecordStarts)
  // A folder with one scheduler run whose IR the log also records: that record's line (the folder's own
  // ir_pre_fusion.txt is opened, import/scheduler_run_choice.h); 0 otherwise.
  int soleRunRecordLine = 0;
  std::vector<Diagnostic> warnings;
  // A torch.distributed log (import/log_ranks.h): the ranks it interleaves and the one whose lines `text`
  // and `wholeText` hold (the rest emptied, line numbers kept); -1 and empty for a single-process log.
  int rank = -1;
  std::vector<int> logRanks;
};

// The log file for `graphFolder` by the rules above; empty when there is none. Throws ImportError when
// LoadOptions::fusionLog does not exist or a folder holds two candidate logs.
std::filesystem::path findFusionLog(const std::filesystem::path& graphFolder, const LoadOptions& options,
                                    std::vector<Diagnostic>* warnings = nullptr);

// Finds the log and returns the graph's part of it (found == false when there is no log). A log of
// several ranks is first cut to the graph folder's rank. Throws ImportError (the log's file and the
// block's line) when the log's runs do not fit the graph folders or the rank is not certain.
// `ownPreFusion`: the graph folder's ir_pre_fusion.txt when the caller has read it already (a whole-run
// log is checked against it without reading the file a second time).
GraphFusionLog readGraphFusionLog(const std::filesystem::path& graphFolder, const LoadOptions& options,
                                  const std::string* ownPreFusion = nullptr);

}  // namespace fusescope
