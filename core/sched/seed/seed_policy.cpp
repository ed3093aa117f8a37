#include "sched/seed/seed_policy.h"

#include "sched/seed/seed_scheduler.h"

namespace fusescope::sched {

void SeedPolicy::schedule(const Graph& graph, const SchedulerConfig& config, Trace& trace,
                          const std::atomic<bool>* cancel) const {
  seed::SeedScheduler(graph, config, trace, cancel).run();
}

}  // namespace fusescope::sched
