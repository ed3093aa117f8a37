// Policy `seed`: a rule-by-rule port of the 2023 torch/_inductor/scheduler.py in
// shared/seeds/004_0fb6616088f8ba1f.txt (Scheduler.__init__ through compute_last_usage), with the
// backends of shared/seeds/000 (CuteDSL), 002 (ROCm C++) and 003 (CUTLASS EVT).
#pragma once

#include "sched/policy.h"

namespace fusescope::sched {

class SeedPolicy final : public Policy {
 public:
  std::string name() const override { return "seed"; }
  void schedule(const Graph& graph, const SchedulerConfig& config, Trace& trace,
                const std::atomic<bool>* cancel = nullptr) const override;
};

}  // namespace fusescope::sched
