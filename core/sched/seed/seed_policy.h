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
  // The line of the seed documents where the 2023 code refuses (seed_rule_table.h); nullopt for a rule of a
  // backend the seeds do not hold.
  std::optional<RuleSource> ruleSource(const std::string& reason) const override;
};

}  // namespace fusescope::sched
