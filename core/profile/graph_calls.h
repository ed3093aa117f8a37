// Which compiled-graph call launched each GPU activity of a trace. Inductor wraps every call of a
// compiled graph in a `## Call CompiledFxGraph <key> ##` record_function range; inside it, each Triton
// launch is a CPU operator named after the kernel and each extern call (mm, convolution, SDPA) an ATen
// operator. A GPU event is tied to the CUDA runtime/driver call that launched it by its correlation id
// (else to its operator by External id), and that call to the operator around it by time nesting on its
// thread: the operator directly inside the graph call is the launch.
#pragma once

#include <string>
#include <vector>

#include "profile/kineto_trace.h"

namespace fusescope::profile {

struct LaunchOp {
  int cpu = -1;             // the operator (or bare runtime call) directly inside the graph call
  std::vector<int> gpu;     // GPU events it launched, itself or through nested operators
  double gpuUs = 0.0;
};

struct GraphCall {
  int cpu = -1;             // the `## Call CompiledFxGraph ##` range
  std::string label;        // what the range names after CompiledFxGraph: a cache key, or "None"
  std::vector<LaunchOp> ops;  // every operator directly inside, in launch order (those without GPU work too)
  double gpuUs = 0.0;
};

struct TraceCalls {
  std::vector<GraphCall> calls;   // in time order
  std::vector<int> outside;       // GPU events launched outside every compiled-graph call (eager code)
  std::vector<int> unlinked;      // GPU events whose launching CPU event is not in the trace
  std::vector<int> steps;         // `ProfilerStep#N` ranges (prof.step()), in time order
  double gpuTotalUs = 0.0;        // every GPU event of the trace
};

TraceCalls findGraphCalls(const KinetoTrace& trace);

// True for Inductor's graph-call range name.
bool isGraphCallRange(const std::string& name);

}  // namespace fusescope::profile
