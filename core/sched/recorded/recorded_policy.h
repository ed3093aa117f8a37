// Policy `recorded`: no rules at all, only what Inductor itself wrote. It steps through the decisions
// fusion.log records (`fusing A with B`, `cannot fuse A with B: reason`), in the log's order and with
// Inductor's own words, forming each fused node as Inductor named it, and ends with Inductor's kernels from
// ir_post_fusion.txt. It needs no port of the scheduler, so it works for a capture of any PyTorch version
// that writes these log lines (a version FuseScope does not model, a nightly), and everything that reads a
// Trace (the steps, groups, kernels, source lines, export, diff) works on it. What the log does not say
// (scores, the phase of a decision) stays empty; what the log and ir_post_fusion.txt disagree on, or a
// name the log uses that names no node, is said in a note, never guessed.
#pragma once

#include "sched/policy.h"

namespace fusescope::sched {

inline constexpr const char* kRecordedPolicy = "recorded";

class RecordedPolicy final : public Policy {
 public:
  std::string name() const override { return kRecordedPolicy; }
  // Throws std::invalid_argument when the graph has no fusion log (nothing recorded to step through).
  void schedule(const Graph& graph, const SchedulerConfig& config, Trace& trace,
                const std::atomic<bool>* cancel = nullptr) const override;
};

}  // namespace fusescope::sched
