// Ties a trace's compiled-graph calls to the run's graphs and each launch to the call site in the graph's
// output_code.py that made it. A call's graph is the one whose output_code.py defines every Triton kernel
// the call launched, by kernel hash (the stem of `# kernel path:`, which the profiler's launch event
// carries) where the trace has it, else by name: a forward and a backward graph both have a
// `triton_poi_fused_0`, but not the same file. Triton launches map to the call sites of their kernel in
// code order; extern launches (cuBLAS, cuDNN) to the extern call sites whose ATen operator they ran, in
// code order. What cannot be tied is listed with the reason, never spread over a guess.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "codegen/output_code_scan.h"
#include "profile/graph_calls.h"
#include "profile/kineto_trace.h"

namespace fusescope::profile {

// One graph of the run, as attribution needs it.
struct GraphCode {
  std::string graph;                         // the graph's name in the run
  const codegen::OutputCodeIndex* code = nullptr;
};

struct SiteTime {
  int calls = 0;          // launches tied to the site
  int gpuEvents = 0;      // kernels, memsets and memcpys they ran
  double totalUs = 0.0;
  double traceFlops = 0.0;  // per call, from a matmul, attention or convolution launch's recorded shapes (0: none)
  std::string traceDtype;   // the dtype those FLOPs run in, from the launch's recorded input type ("" unknown)
};

struct GraphTime {
  int graph = -1;                    // index into the GraphCode list
  int calls = 0;                     // compiled-graph calls tied to it
  double gpuUs = 0.0;                // GPU time of those calls
  double attributedUs = 0.0;         // of it, tied to a call site
  std::map<int, SiteTime> sites;     // call site index (OutputCodeIndex::calls) -> time
};

struct Unattributed {
  std::string name;                  // the GPU kernel's name, or the operator's
  int count = 0;
  double totalUs = 0.0;
  std::string why;
};

// What fusescope-capture recorded beside the trace (recorded_calls.h), laid over the run's graphs.
struct CallRecord {
  std::string file;                  // the .graphs.json
  std::vector<int> graphOfCall;      // per TraceCalls::calls entry: the GraphCode index it ran, -1 unknown
  int steps = 0;                     // its step count (0: none)
  std::string firstGraph;            // the graph whose calls start the steps
};

// The words every per-step figure carries: "a step", or "a step (steps assumed)" when the count is a guess.
std::string perStepText(bool stepsAssumed);

struct ProfileAttribution {
  double gpuTotalUs = 0.0;           // every GPU event of the trace
  double inCallsUs = 0.0;            // inside compiled-graph calls
  double attributedUs = 0.0;         // tied to a graph's call site
  int steps = 0;
  std::string stepsEvidence;         // "ProfilerStep# ranges", fusescope-capture's record, or what the count assumes
  bool stepsAssumed = false;         // neither ProfilerStep# ranges nor a record: one step per call of the first graph
  std::vector<GraphTime> graphs;     // graphs with at least one call, in first-call order
  std::vector<int> callGraph;        // per TraceCalls::calls entry: the graph (GraphCode index) it is tied to, or -1
  // Per KinetoTrace::gpu event: the graph (GraphCode index) and output_code.py call site it is tied to, or -1.
  std::vector<int> eventGraph, eventSite;
  std::vector<Unattributed> unattributed;  // largest first
  std::vector<std::string> notes;    // ambiguities said out loud
  int callsTotal = 0, callsMatched = 0;
};

// Throws ImportError naming the trace when it has compiled-graph calls but none of them is any of
// `graphs` (a trace of another run), or has no compiled-graph call at all.
// `record` (may be null) names each call's graph where the kernels alone match several alike graphs, and the
// step count where the trace has no ProfilerStep# ranges.
ProfileAttribution attributeProfile(const KinetoTrace& trace, const TraceCalls& calls, const std::vector<GraphCode>& graphs,
                                    const CallRecord* record = nullptr);

// The ATen operator an extern call site runs, as the profiler names it: extern_kernels.mm -> aten::mm,
// torch.ops.aten._scaled_dot_product_cudnn_attention.default -> aten::_scaled_dot_product_cudnn_attention.
std::string profilerOpName(const std::string& callee);
// The same for a call site, seeing through the random-number-state wrappers
// (torch.ops.higher_order.graphsafe_run_with_rng_state(torch.ops.aten._scaled_dot_product_cudnn_attention.default, ...)
// -> aten::_scaled_dot_product_cudnn_attention).
std::string profilerOpName(const codegen::CallSite& call);

}  // namespace fusescope::profile
