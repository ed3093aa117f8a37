// Two profiled runs of one model (`fusescope-cli diff A B` when both carry a torch.profiler trace): how the
// measured GPU time of a graph call changed, in each region where the two schedules form different kernels,
// and which kernels both runs form got slower or faster. The regions and the node matching are the
// capture diff's (analysis/capture_diff.h), handed in as node ids; the times are each run's own
// measurement (graph_measurement.h), per call of the graph so that traces of different lengths compare.
#pragma once

#include <string>
#include <vector>

#include "graph/graph.h"
#include "profile/graph_measurement.h"

namespace fusescope::profile {

// A region of the diff: the nodes of its kernels only A forms, and of those only B forms.
struct RegionNodes {
  std::vector<NodeId> a, b;
};

// One side of a region, measured: the kernels that ran its nodes and their time a call.
struct MeasuredRegionSide {
  std::vector<std::string> kernels;  // measured kernel names, largest first
  double usPerCall = 0.0;
  int unmeasuredNodes = 0;           // nodes of the region that ran in no measured kernel (views, nops)
  bool spillsOver = false;           // a measured kernel also ran nodes outside the region
};

struct MeasuredRegion {
  MeasuredRegionSide a, b;
  double deltaUs() const { return b.usPerCall - a.usPerCall; }   // > 0: B slower
};

// A kernel both runs form (the same nodes, by the diff's matching) whose time a call changed.
struct KernelTimeChange {
  std::string nameA, nameB;
  std::vector<std::string> nodesA;   // A's node names
  double aUs = 0.0, bUs = 0.0;       // a call of the graph
};

struct MeasuredChange {
  std::string traceA, traceB;
  int callsA = 0, callsB = 0;
  double graphAUs = 0.0, graphBUs = 0.0;    // GPU time a call of the graph
  std::vector<MeasuredRegion> regions;       // parallel to the regions handed in
  std::vector<KernelTimeChange> changed;     // kernels in both, |change| >= 10% and >= 1 µs, largest |change| first
  double unchangedUs = 0.0;                  // A's time a call in kernels both form whose time held
  std::vector<std::string> notes;            // why a side has no time (the trace does not call the graph)
};

// "B 30.1 µs slower (+25%)", "B 12 µs faster (-8%)", "the same": b against a, B named `bLabel`.
std::string changeText(double aUs, double bUs, const std::string& bLabel);
// "29.5 µs in 1 kernel", with "(which also run nodes outside the region)" where a kernel does.
std::string sideText(const MeasuredRegionSide& side);

// `aOfB` / `bOfA`: the diff's node matching (kNone where a node has no counterpart).
MeasuredChange measuredChange(const Graph& graphA, const GraphMeasurement& a, const Graph& graphB, const GraphMeasurement& b,
                              const std::vector<NodeId>& bOfA, const std::vector<NodeId>& aOfB,
                              const std::vector<RegionNodes>& regions);

}  // namespace fusescope::profile
