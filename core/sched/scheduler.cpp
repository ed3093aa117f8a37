#include "sched/scheduler.h"

#include <chrono>
#include <stdexcept>

#include "sched/inductor211/inductor211_policy.h"
#include "sched/inductor_release.h"
#include "sched/recorded/recorded_policy.h"
#include "sched/seed/seed_policy.h"

namespace fusescope::sched {

const std::vector<PolicyInfo>& policyTable() {
  static const std::vector<PolicyInfo> table = [] {
    std::vector<PolicyInfo> out = {
        {kDefaultPolicy, "the Inductor release that compiled the capture (its fx_graph_runnable.py says which)"},
        {"seed", "the 2023 scheduler.py in shared/seeds"}};
    for (const InductorRelease r : kModelledReleases)
      out.push_back({inductorPolicyName(r), "PyTorch " + r.text() + "'s Inductor scheduler"});
    out.push_back({kRecordedPolicy, "fusion.log's own decisions, stepped through"});
    return out;
  }();
  return table;
}

std::vector<std::string> policyNames() {
  std::vector<std::string> out;
  for (const PolicyInfo& p : policyTable()) out.push_back(p.name);
  return out;
}

std::string policyNamesText() {
  std::string out;
  for (const auto& n : policyNames()) out += (out.empty() ? "" : ", ") + n;
  return out;
}

std::string resolvePolicy(std::string_view name, const Graph& graph) {
  if (name != kDefaultPolicy) return std::string(name);
  return inductorPolicyName(chooseRelease(graph.inductor.torchVersion).release);
}

std::unique_ptr<Policy> makePolicy(std::string_view name) {
  if (name == "seed") return std::make_unique<SeedPolicy>();
  if (name == kDefaultPolicy) return std::make_unique<Inductor211Policy>(kModelledReleases.front());
  if (const auto release = releaseOfPolicy(name)) return std::make_unique<Inductor211Policy>(*release);
  if (name == kRecordedPolicy) return std::make_unique<RecordedPolicy>();
  throw std::invalid_argument("unknown scheduler policy '" + std::string(name) + "' (known: " + policyNamesText() + ")");
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
  auto policy = makePolicy(resolvePolicy(policyName, graph));
  return runScheduler(graph, config, *policy, cancel);
}

}  // namespace fusescope::sched
