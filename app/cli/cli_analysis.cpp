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

analysis::Analysis runAnalysis(const CliArgs& cli) {
  try {
    return analysis::analyze(analysisInputs(cli));   // the window's pipeline: same loading, knobs and policy
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
}

std::shared_ptr<const Graph> loadForCommand(const CliArgs& cli) { return analysis::loadInputs(analysisInputs(cli)); }

sched::SchedulerConfig configForCommand(const CliArgs& cli) {
  try {
    return analysis::configFromSettings(cli.values("--set"));
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
}

analysis::Analysis scheduleForCommand(const CliArgs& cli, std::shared_ptr<const Graph> graph) {
  const sched::SchedulerConfig config = configForCommand(cli);
  try {
    return analysis::scheduleGraph(std::move(graph), cli.value("--policy").value_or(sched::kDefaultPolicy), config);
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
}

analysis::Analysis runAnalysisOf(const CliArgs& cli, const std::string& path, const std::string& graphName,
                                 const std::vector<std::string>& settings) {
  analysis::AnalysisInputs inputs;
  inputs.path = path;
  inputs.graphName = graphName;
  inputs.policy = cli.value("--policy").value_or(sched::kDefaultPolicy);
  inputs.settings = settings;
  inputs.limits = loadLimits(cli);
  try {
    return analysis::analyze(inputs);
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
}

}  // namespace fusescope::cli
