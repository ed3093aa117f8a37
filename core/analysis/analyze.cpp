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

namespace {
double msBetween(std::chrono::steady_clock::time_point a, std::chrono::steady_clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}
}  // namespace

std::shared_ptr<const Graph> loadInputs(const AnalysisInputs& inputs, double* importMs) {
  const auto t0 = std::chrono::steady_clock::now();
  auto graph = std::make_shared<const Graph>(loadGraph(inputs.path, inputs.graphName, inputs.limits));
  if (importMs) *importMs = msBetween(t0, std::chrono::steady_clock::now());
  return graph;
}

Analysis scheduleGraph(std::shared_ptr<const Graph> graph, const std::string& policyName,
                       const sched::SchedulerConfig& config, const std::atomic<bool>* cancel) {
  auto policy = sched::makePolicy(sched::resolvePolicy(policyName, *graph));
  const auto t0 = std::chrono::steady_clock::now();
  auto trace = std::make_shared<const sched::Trace>(sched::runScheduler(*graph, config, *policy, cancel));
  Analysis out{std::move(graph), std::move(trace)};
  out.scheduleMs = msBetween(t0, std::chrono::steady_clock::now());
  return out;
}

Analysis analyze(const AnalysisInputs& inputs, const std::atomic<bool>* cancel) {
  const sched::SchedulerConfig config = configFromSettings(inputs.settings);
  sched::makePolicy(inputs.policy);  // before loading: a typo fails at once
  double importMs = 0;
  auto graph = loadInputs(inputs, &importMs);
  Analysis out = scheduleGraph(std::move(graph), inputs.policy, config, cancel);
  out.importMs = importMs;
  return out;
}

}  // namespace fusescope::analysis
