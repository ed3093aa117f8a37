#include "analysis/analyze.h"

#include <chrono>

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

Analysis scheduleGraph(std::shared_ptr<const Graph> graph, const std::string& policyName,
                       const sched::SchedulerConfig& config, const std::atomic<bool>* cancel) {
  auto policy = sched::makePolicy(sched::resolvePolicy(policyName, *graph));
  const auto t0 = std::chrono::steady_clock::now();
  auto trace = std::make_shared<const sched::Trace>(sched::runScheduler(*graph, config, *policy, cancel));
  Analysis out{std::move(graph), std::move(trace)};
  out.scheduleMs = msBetween(t0, std::chrono::steady_clock::now());
  return out;
}

}  // namespace fusescope::analysis
