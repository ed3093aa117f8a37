// Reader for the `TORCH_LOGS=+fusion` log: Inductor's own fusion decisions in order, the rounds, the
// foreach groups of the first candidate listing, and each node's FX origins. Lines may carry the glog
// prefix (`V1121 23:53:51.135000 2256 torch/_inductor/scheduler.py:4369] [0/0] [__fusion] `) or not;
// lines that are not fusion messages (autotuning tracebacks, other loggers) are ignored.
#pragma once

#include "graph/graph.h"

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fusescope {

struct FusionLogRecord {
  std::vector<RecordedDecision> decisions;    // `fusing X with Y` / `cannot fuse X with Y: reason`, in order
  std::vector<RecordedBenchmark> benchmarks;  // `can fuse (benchmark)` / `cannot fuse (benchmark)`
  int rounds = 0;                             // `===== attempting fusion (k/10) =====` rounds seen
  std::vector<ForeachGroup> foreachGroups;    // from the first `fuse_nodes_once, candidates:` listing
  std::vector<std::pair<std::string, std::vector<std::string>>> origins;  // node -> `origins=OrderedSet([...])`
  std::vector<std::pair<std::string, std::vector<std::vector<StackFrame>>>> stacks;  // node -> its `stack_traces = {` blocks
  std::vector<Diagnostic> warnings;
};

// Throws ImportError when the text holds no fusion message at all (an unrelated file) or binary data.
// `through`, when given, hears every 65,536 lines how far through the text the reader is (0..1); it may
// throw to stop the read (a cancelled load). `doneUpTo`, when given, hears every 16 MB that the reader
// is done with the text before that offset: nothing it returns points into the text, so a mapped log's
// pages behind it can be given back (SharedText::releasePages).
FusionLogRecord parseFusionLog(std::string_view text, const std::string& file,
                               const std::function<void(double)>& through = {},
                               const std::function<void(std::size_t)>& doneUpTo = {});

}  // namespace fusescope
