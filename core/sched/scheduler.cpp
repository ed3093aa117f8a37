#include "sched/scheduler.h"

#include <chrono>
#include <stdexcept>

#include "sched/inductor211/inductor211_policy.h"
#include "sched/recorded/recorded_policy.h"
#include "sched/seed/seed_policy.h"

namespace fusescope::sched {

std::vector<std::string> policyNames() { return {"seed", "inductor-2.11", kRecordedPolicy}; }

std::unique_ptr<Policy> makePolicy(std::string_view name) {
  if (name == "seed") return std::make_unique<SeedPolicy>();
  if (name == "inductor-2.11") return std::make_unique<Inductor211Policy>();
  if (name == kRecordedPolicy) return std::make_unique<RecordedPolicy>();
  std::string known;
  for (const auto& n : policyNames()) known += (known.empty() ? "" : ", ") + n;
  throw std::invalid_argument("unknown scheduler policy '" + std::string(name) + "' (known: " + known + ")");
}

Trace runScheduler(const Graph& graph, const SchedulerConfig& config, const Policy& policy,
                   const std::atomic<bool>* cancel) {
  auto start = std::chrono::steady_clock::now();
  Trace trace;
  trace.policy = policy.name();
  trace.config = config;
  policy.schedule(graph, config, trace, cancel);
  trace.timing.totalMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return trace;
}

Trace runScheduler(const Graph& graph, const SchedulerConfig& config, std::string_view policyName,
                   const std::atomic<bool>* cancel) {
  auto policy = makePolicy(policyName);
  return runScheduler(graph, config, *policy, cancel);
}

}  // namespace fusescope::sched
