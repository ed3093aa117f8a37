// `fusescope-cli check`: a graph's kernels held against the user's expectations. Kernels are Inductor's
// recorded result (ir_post_fusion.txt) when the capture has one, else FuseScope's replay (said so); each
// failing expectation carries the answer of analysis::explainPair for the pairs kept apart (or fused):
// Inductor's logged verdict and reason beside the policy's, and the blocking path. `--baseline` turns every
// kernel of another capture of the model into a `fused` expectation on this one (check/baseline_kernels.h).
#pragma once

#include <string>
#include <vector>

#include "analysis/capture_kernels.h"
#include "analysis/explain_pair.h"
#include "check/expectation.h"
#include "graph/graph.h"
#include "sched/trace.h"
#include "source/source_map.h"

namespace fusescope::check {

struct SelectorResult {
  std::string selector;
  std::string by;                      // how the selector was read (Selection::by)
  std::vector<std::string> nodes;      // node names, in graph order
};

// Two kernels holding selected nodes, and why they are apart (or, for `apart`, why they are one).
struct KernelPair {
  std::string kernelA, kernelB;
  analysis::PairExplanation why;
};

struct ExpectationResult {
  Expectation expectation;
  bool met = false;
  std::string summary;                 // "5 nodes in one kernel: op4_op5_op6" / "7 nodes in 3 kernels"
  std::vector<SelectorResult> selected;
  std::vector<std::string> kernels;    // the kernels holding the selected nodes, in schedule order
  std::vector<std::string> notInKernels;  // selected nodes no kernel holds (removed by the scheduler)
  std::vector<KernelPair> pairs;       // failing only: neighbouring kernels kept apart / the pair fused
};

struct GraphCheck {
  std::string graph;
  int rank = -1;                       // the torch.distributed rank the graph is of; -1 for a single process
  analysis::KernelSource kernelsFrom = analysis::KernelSource::Replay;
  std::string kernelsNote;             // where the kernels come from, in words
  std::string policy;                  // the replay's policy, for the explanations
  bool hasFusionLog = false;           // Inductor's verdicts could be looked up
  int kernels = 0;
  std::vector<ExpectationResult> results;
  int failed() const;
};

struct CheckedCapture {
  const Graph& graph;
  const sched::Trace& trace;
  const source::SourceMap& sources;
};

// `replayOnly`: check FuseScope's replay even when the capture records Inductor's kernels (the command
// sets it for --set and --replay: Inductor's recorded result does not follow changed settings).
GraphCheck checkGraph(const CheckedCapture& capture, const std::vector<Expectation>& expectations, bool replayOnly);

// How many neighbouring kernel pairs a failing `fused` explains at most.
inline constexpr size_t kMaxExplainedPairs = 4;

}  // namespace fusescope::check
