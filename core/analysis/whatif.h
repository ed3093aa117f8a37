// "What would make these fuse?": re-runs the policy under other knob settings and reports those under
// which two nodes end up in one kernel, with what that costs or saves elsewhere. Single knob changes
// first, then pairs of the changes that moved something around the two nodes; every run is a full,
// ordinary scheduler run (no rule is re-implemented here), the work is bounded by
// WhatIfOptions::maxRuns and the order is fixed, so the answer is the same on every machine.
// When nothing helps, the policy's own refusal reason for the pair under every tried setting says
// which rule blocks.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "analysis/explain_pair.h"
#include "analysis/kernel_cost.h"
#include "analysis/knob_candidates.h"
#include "analysis/named_group.h"
#include "graph/graph.h"
#include "sched/trace.h"

namespace fusescope::analysis {

struct WhatIfOptions {
  int maxRuns = 40;       // settings tried besides the base settings (each one scheduler run)
  int maxComboSize = 2;   // knobs changed together at most
  int maxComboKnobs = 6;  // single changes that mattered, combined with each other
  int threads = 0;        // 0: one per hardware thread
  // The tried settings' traces kept for the next pair asked, up to about this many bytes: each is about
  // 70 MB at 21,000 nodes, and 22 settings held 1.5 GB. Past it a run keeps its kernels and the verdicts
  // of the pairs asked so far, and is scheduled again if another pair needs its trace.
  std::size_t keptTraceBytes = 256u << 20;
};

struct WhatIfProposal {
  std::vector<std::string> set;      // "KEY=VALUE" on top of the base settings, as --set takes them
  std::string kernel;                // the kernel holding both nodes under these settings
  int kernelsDelta = 0;              // kernels under the proposal minus kernels under the base settings
  int64_t bytesDelta = 0;            // bytes read + written over all kernels, proposal minus base
  KernelCost added, removed;         // the changed kernels' costs and the replaced ones' (runtimeDeltaUs/Text)
  std::vector<NamedGroup> changedGroups;   // kernels the proposal forms that the base run does not
  std::vector<NamedGroup> replacedGroups;  // the base run's kernels the proposal no longer forms
};

// One setting the search ran, and what the policy said about the pair under it.
struct TriedSetting {
  std::vector<std::string> set;      // empty: the base settings
  bool together = false;             // both nodes in one final kernel
  PairOutcome outcome = PairOutcome::NotEvaluated;
  std::string reason;                // the policy's last refusal reason for the pair ("" when none)
  int kernels = 0;
};

// A refusal reason and the settings under which it was the policy's last word on the pair.
struct BlockingReason {
  std::string reason;                // "never evaluated" when the policy never looked at the pair
  int settings = 0;                  // how many tried settings (base included) ended with it
  std::vector<std::string> examples; // up to 3 of those settings, "KEY=VALUE,..." ("base" for the base)
};

struct WhatIfResult {
  NodeId a = kNone, b = kNone;
  std::string nameA, nameB;
  std::string policy;
  bool togetherAtBase = false;       // already one kernel: nothing to search
  std::string baseKernel;            // that kernel
  int baseKernels = 0;
  KernelCost baseCost;               // all kernels under the base settings
  std::vector<WhatIfProposal> proposals;   // search order: single changes, then combinations
  std::vector<TriedSetting> tried;         // base first, then search order
  std::vector<BlockingReason> blocking;    // when no proposal: refusal reasons, most settings first
  // What forbids the pair under the base settings: explainPair's failing facts at the policy's last
  // decision on it, with their rows (with no shared data, why each buffer both use does not count; the
  // refusing rule's own measure). Other settings can change them.
  std::vector<PairFact> blockingFacts;
  int runs = 0;                      // scheduler runs made (base excluded)
  bool budgetExhausted = false;      // maxRuns stopped the search before every combination was tried
};

// Runs the search for one pair; remembers every setting's run, so asking about several pairs of the same
// graph and base settings costs one sweep of runs (the tests ask about every pair a real knob fused).
class WhatIfSearch {
 public:
  // The base settings are the trace's own (its config and policy). `graph` and `base` must outlive the search.
  WhatIfSearch(const Graph& graph, const sched::Trace& base, WhatIfOptions options = {});
  ~WhatIfSearch();
  WhatIfSearch(const WhatIfSearch&) = delete;
  WhatIfSearch& operator=(const WhatIfSearch&) = delete;

  // Throws std::out_of_range for ids outside the graph, sched::ScheduleCancelled when `*cancel` is raised.
  WhatIfResult propose(NodeId a, NodeId b, const std::atomic<bool>* cancel = nullptr);

 private:
  struct Run;
  std::shared_ptr<const Run> runFor(const std::vector<KnobChange>& changes) const;
  // Schedules each setting not run yet, noting the verdict on (a, b) while its trace is at hand.
  void runAll(const std::vector<std::vector<KnobChange>>& settings, NodeId a, NodeId b, const std::atomic<bool>* cancel);
  PairVerdict verdictOf(const Run& run, NodeId a, NodeId b, const std::atomic<bool>* cancel) const;

  const Graph& graph_;
  std::string policy_;
  sched::SchedulerConfig baseConfig_;
  WhatIfOptions options_;
  std::vector<KnobChange> singles_;
  std::shared_ptr<const Run> base_;
  std::map<std::vector<std::string>, std::shared_ptr<const Run>> runs_;  // by the sorted assignments
  KernelCostTable costs_;
  std::atomic<std::size_t> keptBytes_{0};   // of the traces runs_ keeps
};

// One-off convenience: a WhatIfSearch for one pair, keeping no tried setting's trace (keptTraceBytes is
// ignored: no later pair would read one).
WhatIfResult whatIf(const Graph& graph, const sched::Trace& base, NodeId a, NodeId b, const WhatIfOptions& options = {},
                    const std::atomic<bool>* cancel = nullptr);

}  // namespace fusescope::analysis
