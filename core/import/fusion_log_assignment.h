// Which scheduler run of a whole-run fusion log belongs to which graph folder. Inductor writes one
// TORCH_LOGS_OUT log for a program run and one folder per graph; the log's compile id (`[0/0]`) does not
// tell a forward graph from its backward, so a run is assigned by what it shows: its nodes (names and
// classes of its first candidate listing) must be exactly the nodes of the graph's ir_pre_fusion.txt, the
// `debug trace: PATH` line Inductor writes after each graph must name that graph's folder when the log
// has one (a line naming the same folder name under another run_* folder, as in a TORCH_LOGS_OUT file
// appended to by two program runs, belongs to that other run), graphs of one AOT compile (forward `_1`, backward `_3`) must come in compile order with the
// same compile id, and graphs no evidence tells apart are assigned in compile order only when there are
// exactly as many runs as graphs. Anything doubtful is refused with an ImportError naming the log, the
// block's line and why, never guessed.
#pragma once

#include "graph/graph.h"
#include "import/fusion_log_runs.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace fusescope {

// One graph folder of the program run (the folders next to each other under torchinductor/).
struct RunLogGraph {
  std::string name;       // folder name, e.g. "model__0_forward_1.0" (or "0_forward_1.0" in a copy)
  std::string path;       // folder path, compared with the tail of `debug trace:` paths
  std::string preFusion;  // its ir_pre_fusion.txt (only the `op0: SchedulerNode(...)` header lines are read)
};

// A scheduler run's place in the log.
struct LogRunSpan {
  int firstLine = 0;      // its `attempting fusion (1/10)` line, 1-based
  std::size_t begin = 0;  // bytes [begin, end) of the log
  std::size_t end = 0;
};

struct FusionLogAssignment {
  std::size_t begin = 0;  // the graph's run: bytes [begin, end) of the log
  std::size_t end = 0;
  int firstLine = 0;      // the run's `attempting fusion (1/10)` line, 1-based
  // Every run the `debug trace:` lines give this graph folder, the matched one included, in log order:
  // more than one when Inductor scheduled subgraphs there (torch.cond, while_loop, invoke_subgraph).
  std::vector<LogRunSpan> graphRuns;
  std::vector<Diagnostic> warnings;
};

// The run of graphs[target] in `log` (named `logFile` in messages). Throws ImportError when the log has
// no run, when no run or more than one run fits the graph, or when the runs are out of compile order.
FusionLogAssignment assignFusionLogRun(std::string_view log, const std::string& logFile,
                                       const std::vector<RunLogGraph>& graphs, std::size_t target);
// The same with the log already split (splitFusionLogRuns(log)).
FusionLogAssignment assignFusionLogRun(const std::vector<FusionLogRun>& runs, const std::string& logFile,
                                       const std::vector<RunLogGraph>& graphs, std::size_t target);

// (aot id, nth graph, folder suffix) from `model__0_backward_3.1` or `0_backward_3.1`; false when the
// name does not have that form.
bool parseGraphFolderOrder(std::string_view name, int& aotId, int& nth, int& suffix);

}  // namespace fusescope
