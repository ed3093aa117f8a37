#include "analysis/analyze.h"

#include <chrono>

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
  using Clock = std::chrono::steady_clock;
  const auto t0 = Clock::now();
  auto graph = std::make_shared<const Graph>(loadGraph(inputs.path, inputs.graphName, inputs.limits));
  const auto t1 = Clock::now();
  auto trace = std::make_shared<const sched::Trace>(sched::runScheduler(*graph, config, *policy, cancel));
  const auto t2 = Clock::now();
  Analysis out{std::move(graph), std::move(trace)};
  out.importMs = std::chrono::duration<double, std::milli>(t1 - t0).count();
  out.scheduleMs = std::chrono::duration<double, std::milli>(t2 - t1).count();
  return out;
}

}  // namespace fusescope::analysis
