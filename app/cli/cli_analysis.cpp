#include "cli_analysis.h"

#include <stdexcept>
#include <string>

#include "load_limits.h"

namespace fusescope::cli {

analysis::AnalysisInputs analysisInputs(const CliArgs& cli) {
  analysis::AnalysisInputs inputs;
  inputs.path = cli.requirePositional(0, "PATH");
  inputs.graphName = cli.value("--graph").value_or(std::string());
  inputs.policy = cli.value("--policy").value_or(sched::kDefaultPolicy);
  inputs.settings = cli.values("--set");
  inputs.limits = loadLimits(cli);
  return inputs;
}

std::shared_ptr<const capture::OpenedCapture> openInputs(const analysis::AnalysisInputs& inputs) {
  try {
    return capture::openCapture(inputs);   // the window's owner: same loading, knobs and policy
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
}

std::shared_ptr<const capture::OpenedCapture> openForCommand(const CliArgs& cli) { return openInputs(analysisInputs(cli)); }

std::shared_ptr<const capture::OpenedCapture> openCaptureOf(const CliArgs& cli, const std::string& path,
                                                            const std::string& graphName,
                                                            const std::vector<std::string>& settings) {
  analysis::AnalysisInputs inputs = analysisInputs(cli);
  inputs.path = path;
  inputs.graphName = graphName;
  inputs.settings = settings;
  return openInputs(inputs);
}

std::shared_ptr<const capture::OpenedCapture> openListed(const CliArgs& cli, const GraphEntry& entry) {
  try {
    return capture::openListedGraph(entry, analysisInputs(cli));
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
}

const analysis::Analysis& scheduleOf(const capture::OpenedCapture& capture) {
  try {
    return capture.schedule();
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
}

}  // namespace fusescope::cli
