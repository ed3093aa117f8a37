// FuseScope's fusions beside Inductor's, position by position: the view for an order-only divergence,
// where both end with the same kernels (or nearly) but fuse in another order. For the first position where
// they part it says what each side did with the other's pair (fused it later, refused it and why, never
// met it), FuseScope's score for both pairs (fusion.log records no scores), and the recorded or assumed
// fact FuseScope's decision rests on, when it rests on one.
#pragma once

#include <string>
#include <vector>

#include "graph/graph.h"
#include "sched/trace.h"

namespace fusescope::analysis {

struct SequenceSide {
  bool present = false;          // false past the end of this side's fusions
  std::string node1, node2;      // the pair as this side names it
  int round = 0;
  int decision = -1;             // FuseScope: index into Trace::decisions
  int line = 0;                  // Inductor: fusion.log line
};

struct SequenceRow {
  int position = 0;              // 0-based place in the fusion order
  SequenceSide fuseScope, inductor;
  bool same = false;             // the same pair, in the same order
};

// What one side did with the pair the other fused at the first difference.
struct OtherSideAnswer {
  std::string text;              // "FuseScope fuses them at position 14 (decision 402)", "Inductor: cannot fuse …"
  int decision = -1;             // FuseScope's decision on that pair, when it made one
  int line = 0;                  // Inductor's fusion.log line on that pair, when it wrote one
};

struct FusionSequence {
  bool hasLog = false;           // without fusion.log there is no Inductor order to align
  std::vector<SequenceRow> rows; // max(FuseScope's, Inductor's fusions) rows; combo steps are left out
  int firstDifference = -1;      // index into rows; -1 when the orders are the same
  // At firstDifference: FuseScope's answer on Inductor's pair and Inductor's on FuseScope's pair,
  // FuseScope's score of each pair, and the fact FuseScope's decision rests on (empty when ported).
  OtherSideAnswer fuseScopeOnInductorPair, inductorOnFuseScopePair;
  std::string fuseScopeScore, inductorPairScore;
  std::string basis;
};

FusionSequence alignFusionSequences(const Graph& graph, const sched::Trace& trace);

}  // namespace fusescope::analysis
