// Which scheduler run of a graph folder to load. A folder with subgraphs holds several runs (the outer
// graph, then one per subgraph) but only the last run's IR files; when the log records every run's IR
// (import/logged_ir_runs.h) any run can be loaded: the outer graph by default, a subgraph by name
// (LoadOptions::subgraph). Without that record the folder's own IR is loaded and the runs it lacks are
// named in a warning; asking for a subgraph then fails.
#pragma once

#include "import/capture_loader.h"
#include "import/fusion_log_lookup.h"

#include <string>

namespace fusescope {

// Puts the chosen run's ir_pre_fusion.txt, ir_post_fusion.txt and fusion.log into `capture` (whose
// folder files are already read) from `log`, and lists the folder's runs in capture.schedulerRuns.
// Throws ImportError when `subgraph` is not one of the runs, or the log does not record the runs' IR.
void chooseSchedulerRun(CaptureFiles& capture, GraphFusionLog& log, const std::string& subgraph);

}  // namespace fusescope
