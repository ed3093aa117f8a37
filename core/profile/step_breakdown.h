// Where a rank's GPU time goes over the profiled steps, the whole of it: how much of the step fusion can
// touch at all. Each instant of the trace's GPU timeline (first GPU activity to last) belongs to the first
// of four exclusive parts that applies: a compiled graph's kernel running, else a collective (an NCCL
// kernel, HTA's rule `^nccl.*Kernel`), else another kernel, copy or memset (eager ops, the optimizer), else
// nothing (idle); the four sum to the span. Beside them, as Holistic Trace Analysis counts them: the time
// any collective runs, the time any computation kernel runs (not a collective, copy, memset or sync), and
// the time both do (communication hidden under computation). And each compiled graph's CPU time (its calls'
// `## Call CompiledFxGraph ##` ranges) against its GPU time: a graph whose calls take longer on the CPU
// than its kernels on the GPU is launch-bound, a question fusion answers too.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "profile/graph_calls.h"
#include "profile/kineto_trace.h"
#include "profile/profile_attribution.h"

namespace fusescope::profile {

enum class CollectiveKind { AllGather, ReduceScatter, AllReduce, Other };
const char* toString(CollectiveKind kind);   // "all-gather", "reduce-scatter", "all-reduce", "other"
// The kind an NCCL kernel's name says (ncclDevKernel_AllGather_RING_LL -> AllGather).
CollectiveKind collectiveKindOf(const std::string& kernelName);
bool isCollectiveKernel(const std::string& name);    // ^nccl.*Kernel
bool isComputationKernel(const GpuEvent& event, const std::string& name);

struct GraphCpuTime {
  int graph = -1;          // GraphCode index (ProfileAttribution::graphs[].graph)
  int calls = 0;
  double cpuUs = 0.0;      // the calls' ranges on the CPU
  double gpuUs = 0.0;      // their kernels on the GPU
};

struct StepBreakdown {
  int steps = 0;
  bool stepsAssumed = false;
  double spanUs = 0.0;                 // first GPU activity to last
  // The four exclusive parts; they sum to spanUs.
  double compiledGraphsUs = 0.0, collectivesExposedUs = 0.0, otherKernelsUs = 0.0, idleUs = 0.0;
  double collectivesUs = 0.0;          // any collective running
  double computeUs = 0.0;              // any computation kernel running
  double overlapUs = 0.0;              // a collective and a computation kernel at once
  double copiesUs = 0.0;               // any memcpy or memset running (part of the other kernels' time)
  std::array<double, 4> collectiveByKindUs{};   // indexed by CollectiveKind, each kind's own running time
  std::array<int64_t, 4> collectiveByKindBytes{};   // and the bytes its calls moved, where the trace records them
  std::array<int, 4> collectiveByKindCalls{};
  std::vector<GraphCpuTime> graphs;    // in ProfileAttribution::graphs order
  // "a step: 151 ms on the GPU: compiled graphs 1.02 ms (0.7%), ...": the CLI's and the Hotspots dock's line.
  std::string text() const;
};

StepBreakdown stepBreakdown(const KinetoTrace& trace, const TraceCalls& calls, const ProfileAttribution& attribution);

}  // namespace fusescope::profile
