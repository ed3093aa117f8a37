#include "sched/inductor211/inductor211_policy.h"

#include <algorithm>

#include "sched/inductor211/scheduler211.h"

namespace fusescope::sched {

void Inductor211Policy::schedule(const Graph& graph, const SchedulerConfig& config, Trace& trace,
                                 const std::atomic<bool>* cancel) const {
  inductor211::Scheduler211 scheduler(graph, config, trace, cancel, release_);
  scheduler.run();
  const bool hasTemplate =
      std::any_of(graph.nodes.begin(), graph.nodes.end(), [](const Node& n) { return n.isTemplate(); });
  if (hasTemplate)
    trace.notes.push_back(name() + ": assumed: template prologue inputs are those fusion.log does not refuse, "
                        "else all (get_allowed_prologue_inps is not in the dump)");
}

std::optional<DecisionProbe> Inductor211Policy::probeDecision(const Graph& graph, const SchedulerConfig& config,
                                                             int decision) const {
  Trace scratch;  // the decisions before the probed one; nobody reads them
  inductor211::Scheduler211 scheduler(graph, config, scratch, nullptr, release_);
  return scheduler.probeDecision(decision);
}

std::unique_ptr<Policy> makeInductor211Policy() { return std::make_unique<Inductor211Policy>(); }

}  // namespace fusescope::sched
