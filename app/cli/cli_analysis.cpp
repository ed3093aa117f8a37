#include "cli_analysis.h"

#include <stdexcept>
#include <string>

#include "load_limits.h"

namespace fusescope::cli {

analysis::Analysis runAnalysis(const CliArgs& cli) {
  analysis::AnalysisInputs inputs;
  inputs.path = cli.requirePositional(0, "PATH");
  inputs.graphName = cli.value("--graph").value_or(std::string());
  inputs.policy = cli.value("--policy").value_or(sched::kDefaultPolicy);
  inputs.settings = cli.values("--set");
  inputs.limits = loadLimits(cli);
  try {
    return analysis::analyze(inputs);   // the window's pipeline: same loading, knobs and policy
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
}

}  // namespace fusescope::cli
