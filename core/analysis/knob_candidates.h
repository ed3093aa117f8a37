// The settings "what would make these fuse?" tries: every knob FuseScope models, each with a few values
// other than the base's, in one fixed order (so the search and its output are deterministic).
#pragma once

#include <string>
#include <vector>

#include "graph/graph.h"
#include "sched/scheduler_config.h"

namespace fusescope::analysis {

// One knob set to one value, as `--set KEY=VALUE` takes it.
struct KnobChange {
  std::string key, value;
  std::string assignment() const { return key + "=" + value; }
  friend bool operator==(const KnobChange&, const KnobChange&) = default;
};

// Single changes from `base`, in SchedulerConfig::keys() order, values in the order listed in the .cpp.
// Not tried, because they cannot change this graph's kernels under this policy: for `seed` the knobs only
// later Inductor reads; for the others fusion_proximity_limit (Inductor 2.11 hard-codes its 64); the
// template knobs (epilogue_fusion, prologue_fusion, cuda.cutlass_epilogue_fusion_enabled) on a graph without
// template nodes; triton.mix_order_reduction on a graph without reductions. Size hints and
// unbacked_symint_fallback are shapes, not fusion knobs, and combo_kernels_pointwise_only only narrows
// combo_kernels: neither is tried.
std::vector<KnobChange> candidateChanges(const sched::SchedulerConfig& base, const std::string& policy,
                                         const Graph& graph);

// `base` with the changes applied (throws std::invalid_argument for a bad change).
sched::SchedulerConfig applyChanges(sched::SchedulerConfig base, const std::vector<KnobChange>& changes);

}  // namespace fusescope::analysis
