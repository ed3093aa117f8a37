// The analyze() pipeline driven by a command's arguments: PATH, --graph, --policy, --set and the load
// options (--fusion-log, limits). One place, so every command reads them alike.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "analysis/analyze.h"
#include "cli_args.h"

namespace fusescope::cli {

// PATH, --graph, --policy, --set and the load limits. Throws UsageError for a missing PATH.
analysis::AnalysisInputs analysisInputs(const CliArgs& cli);

// Throws UsageError for an unknown policy or setting, ImportError for bad input.
analysis::Analysis runAnalysis(const CliArgs& cli);

// The halves, for commands that may not schedule at all (export --step inductor, kernels --policy inductor).
std::shared_ptr<const Graph> loadForCommand(const CliArgs& cli);
// Throws UsageError for an unknown policy or setting.
analysis::Analysis scheduleForCommand(const CliArgs& cli, std::shared_ptr<const Graph> graph);
sched::SchedulerConfig configForCommand(const CliArgs& cli);

// The whole pipeline for one of several captures a command takes (`diff A B`): its own path, graph and
// settings; --policy and the load options from the command line.
analysis::Analysis runAnalysisOf(const CliArgs& cli, const std::string& path, const std::string& graphName,
                                 const std::vector<std::string>& settings);

}  // namespace fusescope::cli
