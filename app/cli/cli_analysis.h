// The opened capture driven by a command's arguments: PATH, --graph, --policy, --set and the load options
// (--fusion-log, --rank, limits). One place, so every command reads them alike and opens through core's
// one owner of a capture (capture/opened_capture.h), as the window does.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "analysis/analyze.h"
#include "capture/opened_capture.h"
#include "cli_args.h"

namespace fusescope::cli {

// PATH, --graph, --policy, --set and the load limits. Throws UsageError for a missing PATH.
analysis::AnalysisInputs analysisInputs(const CliArgs& cli);

// The capture PATH and --graph name, opened (nothing scheduled yet: commands that need no schedule, such
// as `export --step inductor`, never run one). Throws UsageError for an unknown policy or setting,
// ImportError for bad input.
std::shared_ptr<const capture::OpenedCapture> openForCommand(const CliArgs& cli);
// The same for inputs a command adjusted first.
std::shared_ptr<const capture::OpenedCapture> openInputs(const analysis::AnalysisInputs& inputs);

// One of several captures a command takes (`diff A B`, `check --baseline`, a run's pages in `report`): its
// own path, graph and settings; --policy and the load options from the command line.
std::shared_ptr<const capture::OpenedCapture> openCaptureOf(const CliArgs& cli, const std::string& path,
                                                            const std::string& graphName,
                                                            const std::vector<std::string>& settings);

// A graph a command found with listGraphs (a row of `info`, a page of a run's `report`), opened with the
// command line's policy, settings and load options.
std::shared_ptr<const capture::OpenedCapture> openListed(const CliArgs& cli, const GraphEntry& entry);

// The capture's schedule; a policy the graph cannot run (e.g. `inductor` without a recorded result) is a
// UsageError.
const analysis::Analysis& scheduleOf(const capture::OpenedCapture& capture);

}  // namespace fusescope::cli
