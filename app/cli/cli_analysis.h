// The analyze() pipeline driven by a command's arguments: PATH, --graph, --policy, --set and the load
// options (--fusion-log, limits). One place, so `schedule`, `compare` and `why` read them alike.
#pragma once

#include "analysis/analyze.h"
#include "cli_args.h"

namespace fusescope::cli {

// Throws UsageError for an unknown policy or setting, ImportError for bad input.
analysis::Analysis runAnalysis(const CliArgs& cli);

}  // namespace fusescope::cli
