// Policies `inductor-2.11` .. `inductor-2.15` (2.12 included): a rule-by-rule port of PyTorch 2.11.0 Inductor's fusion
// (shared/reference/torch-2.11/torch/_inductor: scheduler.py fuse_nodes .. fuse_nodes_once, choices.py,
// codegen/simd.py). Fusion starts from the nodes as printed in ir_pre_fusion.txt (compute_dependencies,
// topological sort and dead-node elimination already happened there), plus the foreach nodes. Later
// releases are this engine with their deltas: each rule and knob default names the releases it holds for
// (rule_table.cpp, knob_table.cpp) and the scheduler asks release() where a rule changed.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "sched/inductor_release.h"
#include "sched/policy.h"

namespace fusescope::sched {

class Inductor211Policy final : public Policy {
 public:
  explicit Inductor211Policy(InductorRelease release = kModelledReleases.front()) : release_(release) {
    releaseIndex(release);  // throws for a release not modelled
  }
  std::string name() const override { return inductorPolicyName(release_); }
  InductorRelease release() const { return release_; }
  void schedule(const Graph& graph, const SchedulerConfig& config, Trace& trace,
                const std::atomic<bool>* cancel = nullptr) const override;
  std::optional<DecisionProbe> probeDecision(const Graph& graph, const SchedulerConfig& config,
                                            int decision) const override;
  std::optional<RuleSource> ruleSource(const std::string& reason) const override;  // rule_sources.cpp

 private:
  InductorRelease release_;
};

// Every reason ruleSource places (for a formatted reason, its fixed start): for the test that reads each
// line in the real sources.
std::vector<std::string> inductor211PlacedReasons();

// A new instance of this policy (makePolicy("inductor-2.11") returns one; tests that need the concrete
// policy call this).
std::unique_ptr<Policy> makeInductor211Policy();

}  // namespace fusescope::sched
