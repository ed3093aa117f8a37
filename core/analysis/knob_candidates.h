// The settings "what would make these fuse?" tries: every knob FuseScope models, each with a few values
// other than the base's, in one fixed order (so the search and its output are deterministic).
#pragma once

#include <string>
#include <vector>

#include "sched/scheduler_config.h"

namespace fusescope::analysis {

// One knob set to one value, as `--set KEY=VALUE` takes it.
struct KnobChange {
  std::string key, value;
  std::string assignment() const { return key + "=" + value; }
  friend bool operator==(const KnobChange&, const KnobChange&) = default;
};

// Single changes from `base`, in SchedulerConfig::keys() order, values in the order listed in the .cpp.
// For the `seed` policy only the knobs it reads; size hints and unbacked_symint_fallback are shapes, not
// fusion knobs, and combo_kernels_pointwise_only only narrows combo_kernels: none of these is tried.
std::vector<KnobChange> candidateChanges(const sched::SchedulerConfig& base, const std::string& policy);

// `base` with the changes applied (throws std::invalid_argument for a bad change).
sched::SchedulerConfig applyChanges(sched::SchedulerConfig base, const std::vector<KnobChange>& changes);

}  // namespace fusescope::analysis
