// A TORCH_LOGS_OUT log written for a whole program run holds one scheduler run (`Scheduler.fuse_nodes`)
// per graph Inductor compiled, and more for graphs with subgraphs (torch.cond branches). This splits the
// log into those runs: each starts at a `===== attempting fusion (1/10): N nodes =====` line and ends
// before the next one. For each run it keeps what tells graphs apart: the compile id of its lines
// (`[0/0]`, which a forward graph and its backward share), the node count the header announces, the
// nodes of its first candidate listing, and the `debug trace: PATH` line Inductor writes when the graph
// it belongs to is done.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fusescope {

struct FusionLogRun {
  int firstLine = 0;          // 1-based line of `===== attempting fusion (1/10): N nodes =====`
  int lastLine = 0;           // the last line that belongs to this run
  std::size_t begin = 0;      // bytes [begin, end) of those lines in the log
  std::size_t end = 0;
  std::string compileId;      // "0/0" from the header's `[0/0]`; empty when the line has no prefix
  int announcedNodes = -1;    // N of the header; -1 when it names none
  int listedNodes = 0;        // top-level entries of the first `fuse_nodes_once, candidates:` listing
  // (name, class) of every node that listing names, the members of foreach nodes included:
  // `SchedulerNode(name='op1')` -> ("op1", "SchedulerNode").
  std::vector<std::pair<std::string, std::string>> nodes;
  std::string debugTrace;     // the folder of the first `debug trace: PATH` line after the run; empty if none
  std::string debugTraceCompileId;
  int debugTraceLine = 0;
};

// Runs in log order. Lines before the first header (other loggers) belong to no run. Never throws on
// content: a log with no header gives no runs. Lines that are not UTF-8 are kept but never parsed.
std::vector<FusionLogRun> splitFusionLogRuns(std::string_view text);

// Number of `===== attempting fusion (1/` headers, cheaply (no parsing).
int countFusionLogRuns(std::string_view text);

// The compile id of a TORCH_LOGS line (`... scheduler.py:3706] [0/0] [__fusion] ...` -> "0/0"), or "".
std::string logLineCompileId(std::string_view line);

}  // namespace fusescope
