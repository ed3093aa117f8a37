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

// Single changes from `base`, in the knob table's order (sched/knob_table.h), integer values in the order
// the table lists them. Only the knobs `policy` reads, and only where they can change this graph's
// kernels: the table's trial says which need template nodes or reductions and which are never tried
// (shapes such as unbacked_symint_fallback, and combo_kernels_pointwise_only, which only narrows
// combo_kernels).
std::vector<KnobChange> candidateChanges(const sched::SchedulerConfig& base, const std::string& policy,
                                         const Graph& graph);

// `base` with the changes applied (throws std::invalid_argument for a bad change).
sched::SchedulerConfig applyChanges(sched::SchedulerConfig base, const std::vector<KnobChange>& changes);

}  // namespace fusescope::analysis
