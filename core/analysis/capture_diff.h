// Two captures of the same model, side by side: which kernels only one of them forms, which nodes are the
// same node in both (analysis/node_matching.h), and for each region where the kernels differ the first
// decision at which the two schedules part, with each side's verdict and reason.
// "Kernels" are Inductor's own recorded result (ir_post_fusion.txt) when both captures have it, else
// FuseScope's replay of each (its Trace); the decisions are Inductor's fusion.log lines when the kernels
// are Inductor's and both captures have a fusion.log, else the replay's decisions.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "analysis/capture_kernels.h"
#include "analysis/kernel_cost.h"
#include "analysis/node_matching.h"
#include "analysis/named_group.h"
#include "graph/graph.h"
#include "sched/trace.h"
#include "source/source_map.h"

namespace fusescope::analysis {

// One capture: its graph, FuseScope's schedule of it and its source map (may have no nodes).
struct CaptureSide {
  const Graph& graph;
  const sched::Trace& trace;
  const source::SourceMap& sources;
};

struct CaptureDiffOptions {
  bool replayOnly = false;     // compare FuseScope's replays even when both record Inductor's kernels
  double minCoverage = 0.5;    // below this share of matched nodes the captures are different models
};

// Thrown when too few nodes match for the two captures to be one model.
struct DifferentModels : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// One side's decision at the point where the schedules part.
struct PartingSide {
  bool present = false;        // false: this side made no decision there / on that pair
  std::string node1, node2;    // this side's names
  bool fused = false;
  std::string reason;
  int where = 0;               // decision number (replay) or fusion.log line (Inductor)
};

struct DiffRegion {
  std::vector<NamedGroup> kernelsA, kernelsB;  // the region's kernels only in A / only in B, own names
  std::vector<NodeId> nodesA, nodesB;          // their nodes, each side's own ids (a measurement's nodes)
  // Where the schedules part: the first decision on the region's nodes one side made and the other did not
  // make with the same verdict (a fusion preferred over a refusal), and the other side's answer: its
  // decision on the same pair of node sets, else its first decision between groups holding nodes of each
  // side of that pair (preferring the other verdict).
  bool parted = false;         // the two sides' decisions on the region's nodes differ
  bool samePair = false;       // the other side's answer is on exactly the same pair
  PartingSide a, b;
  std::string note;            // why there is no parting decision, when there is none
};

struct CaptureDiff {
  std::string graphA, graphB;
  KernelSource kernels = KernelSource::Replay;
  std::string decisionsFrom;   // "fusion.log" or "replay"
  std::string note;            // why a replay was used for kernels or decisions, when one was
  int kernelsA = 0, kernelsB = 0, kernelsInBoth = 0;
  KernelCost costA, costB;     // bytes and estimated runtime over each side's kernels
  std::vector<NamedGroup> onlyInA, onlyInB;  // own names, in each side's schedule order
  NodeMatching matching;
  std::vector<DiffRegion> regions;           // in the order of their first kernel only in A (else in B)
  bool identical() const { return onlyInA.empty() && onlyInB.empty(); }
};

// Throws DifferentModels when fewer than options.minCoverage of the nodes match.
CaptureDiff diffCaptures(const CaptureSide& a, const CaptureSide& b, const CaptureDiffOptions& options = {});

}  // namespace fusescope::analysis
