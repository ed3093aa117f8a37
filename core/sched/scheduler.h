// Entry point of the scheduler engine: runs a policy on an immutable Graph and returns its Trace.
#pragma once

#include <string_view>

#include "graph/graph.h"
#include "sched/policy.h"
#include "sched/schedule_cancel.h"
#include "sched/scheduler_config.h"
#include "sched/trace.h"

namespace fusescope::sched {

// `cancel` (optional, owned by the caller) stops the run from another thread: ScheduleCancelled is thrown.
Trace runScheduler(const Graph& graph, const SchedulerConfig& config, const Policy& policy,
                   const std::atomic<bool>* cancel = nullptr);
// Convenience: makePolicy(policyName) then the above. Throws std::invalid_argument for unknown policies.
Trace runScheduler(const Graph& graph, const SchedulerConfig& config = {}, std::string_view policyName = kDefaultPolicy,
                   const std::atomic<bool>* cancel = nullptr);

}  // namespace fusescope::sched
