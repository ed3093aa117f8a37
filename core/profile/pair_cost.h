// What a refusal costs in measured time: the two kernels of Inductor's schedule that hold the refused
// pair's nodes, their measured time a step, and what one fused kernel would save: the bytes the two move
// that the fused kernel would not (kernel_metrics of each and of their union, as the Kernel dock counts
// bytes) at the bandwidth the two achieved, per step. An estimate from measurements, said as such; none
// when the two nodes ended up in one kernel or a kernel was not measured.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "profile/graph_measurement.h"
#include "sched/trace.h"

namespace fusescope::profile {

struct PairCost {
  std::vector<int> kernels;              // indices into GraphMeasurement::kernels: those holding either side
  double timeUs = 0.0;                   // their measured time, a step
  int64_t bytesSaved = 0;                // a call: their bytes - the bytes of one kernel of all their nodes
  std::optional<double> savingUs;        // a step, at the two kernels' achieved bandwidth
  std::string mutationBetween;           // a buffer one kernel mutates whole (StarDep): no byte model, no saving
  int formedKernels = 1;                 // the kernels that would replace them
  bool stepsAssumed = false;             // the measurement's step count is assumed (perStepText)
  // "2 kernels, 14.9 µs a step; one kernel saves ≈ 3.2 µs (2.0 MiB a call)".
  std::string text() const;
};

// The sides are the refused pair's nodes (a group of the replay is its members). None when a side has no
// measured kernel, or the two share one (Inductor fused them in the end: nothing was kept apart).
std::optional<PairCost> measuredPairCost(const GraphMeasurement& measurement, const Graph& graph,
                                         const std::vector<NodeId>& sideA, const std::vector<NodeId>& sideB);

// A what-if proposal's measured effect: the base schedule's kernels it `replaced` (member names) against the
// kernels it `formed`. None unless every replaced node was measured and the measured kernels hold exactly
// those nodes (the replay's kernels are the ones the trace timed).
std::optional<PairCost> measuredRegroupCost(const GraphMeasurement& measurement, const Graph& graph,
                                            const std::vector<std::vector<std::string>>& replaced,
                                            const std::vector<std::vector<std::string>>& formed);

// A refusal of a schedule whose two sides sit in different measured kernels, with what it costs.
struct CostlyRefusal {
  int decision = -1;              // index into Trace::decisions
  std::string node1, node2, reason;
  PairCost cost;
};

// Every refusal of `trace` between measured kernels, the first per set of kernels kept apart, those with a
// saving first (largest first), then by the kernels' time. The Decisions table's Cost column and
// `fusescope-cli profile --refusals` read this.
std::vector<CostlyRefusal> costlyRefusals(const GraphMeasurement& measurement, const Graph& graph, const sched::Trace& trace);

}  // namespace fusescope::profile
