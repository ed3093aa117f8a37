// Every scheduler run's IR, from the log. A graph with subgraphs (torch.cond branches, while_loop's cond
// and body, invoke_subgraph / nested_compile_region) is scheduled once per subgraph after the outer
// graph, all inside one TORCH_COMPILE_DEBUG folder, and each run overwrites that folder's
// ir_pre_fusion.txt / ir_post_fusion.txt (torch/_inductor/debug.py opens them with mode "w"): the folder
// keeps only the last run. With TORCH_LOGS=ir_pre_fusion,ir_post_fusion (scripts/fusescope-capture sets
// them) Inductor also logs every run's IR as `BEFORE FUSION` / `AFTER FUSION` records, one log line per IR
// line; this reads them back.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace fusescope {

struct LoggedIrRun {
  int preFusionLine = 0;    // 1-based line of `[__ir_pre_fusion] BEFORE FUSION`
  std::string preFusion;    // the run's ir_pre_fusion.txt text, log prefixes removed
  int postFusionLine = 0;   // line of the `AFTER FUSION` that follows the run's fusion; 0 if none
  std::string postFusion;   // its ir_post_fusion.txt text
  int fusionHeaderLine = 0; // the run's `===== attempting fusion (1/` line; 0 if the log has none for it
  std::string subgraph;     // "" for an outer graph, else its nodes' name prefix ("true_graph_0")
  int nodes = 0;            // top-level nodes of preFusion
};

// True when the log holds at least one `[__ir_pre_fusion] BEFORE FUSION` record (cheap scan).
bool hasLoggedIr(std::string_view log);

// The runs in log order. A BEFORE FUSION record is paired with the first `attempting fusion (1/` header
// and the first AFTER FUSION record after it that come before the next BEFORE FUSION. Throws ImportError
// (file, line) for a record with no IR line, or one whose node names mix two subgraph prefixes.
std::vector<LoggedIrRun> splitLoggedIrRuns(std::string_view log, const std::string& logFile);
// The same over bytes [from, to) of the log only, `from` being the start of line `fromLine`: one graph's
// runs of a whole-run log, without reading every other graph's IR.
std::vector<LoggedIrRun> splitLoggedIrRuns(std::string_view log, const std::string& logFile, std::size_t from, int fromLine,
                                           std::size_t to);
// The starts of the lines of every BEFORE FUSION record, in order (found once per log, then looked up).
std::vector<std::size_t> loggedIrRecordStarts(std::string_view log);
// Of those, the last that begins before byte `at`; 0 when none does.
std::size_t loggedIrRecordBefore(const std::vector<std::size_t>& recordStarts, std::size_t at);

// "true_graph_0_op3" -> "true_graph_0"; "op3" -> "" (an outer graph's node); names that do not end in
// `op<digits>` -> "".
std::string subgraphOfNodeName(std::string_view nodeName);

}  // namespace fusescope
