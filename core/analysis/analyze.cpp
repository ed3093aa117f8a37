#include "analysis/analyze.h"

#include "import/load.h"
#include "sched/scheduler.h"

namespace fusescope::analysis {

sched::SchedulerConfig configFromSettings(const std::vector<std::string>& settings) {
  sched::SchedulerConfig config;
  for (const auto& assignment : settings) config.setAssignment(assignment);
  return config;
}

Analysis analyze(const AnalysisInputs& inputs, const std::atomic<bool>* cancel) {
  const sched::SchedulerConfig config = configFromSettings(inputs.settings);
  auto policy = sched::makePolicy(inputs.policy);  // before loading: a typo fails at once
  auto graph = std::make_shared<const Graph>(loadGraph(inputs.path, inputs.graphName, inputs.limits));
  auto trace = std::make_shared<const sched::Trace>(sched::runScheduler(*graph, config, *policy, cancel));
  return {std::move(graph), std::move(trace)};
}

}  // namespace fusescope::analysis
