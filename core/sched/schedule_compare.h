// Comparison of a FuseScope Trace with Inductor's own result recorded in the capture (Graph::inductor):
// final kernels as sets of member nodes, the `fusing X with Y` sequence, and the `cannot fuse X with Y:
// reason` lines (as multisets of (pair, reason)). analysis::checkAgainstInductor builds on it for the window's
// trust line and `fusescope-cli compare`.
#pragma once

#include <string>
#include <vector>

#include "graph/graph.h"
#include "sched/trace.h"

namespace fusescope::sched {

struct RejectionLine {
  std::string node1, node2, reason;
  friend bool operator==(const RejectionLine&, const RejectionLine&) = default;
  friend auto operator<=>(const RejectionLine&, const RejectionLine&) = default;
};

struct ScheduleComparison {
  bool hasKernels = false;              // the capture has ir_post_fusion.txt
  bool hasFusionLog = false;            // the capture has fusion.log
  int kernelsMatching = 0;              // Inductor kernels whose member set FuseScope also forms
  int kernelsTotal = 0;                 // Inductor kernels
  int fuseScopeKernels = 0;             // FuseScope kernels
  std::vector<std::vector<std::string>> missingKernels;  // Inductor's, not formed by FuseScope (members)
  std::vector<std::vector<std::string>> extraKernels;    // FuseScope's, not in Inductor's result
  int fusionPrefix = 0;                 // length of the common prefix of the fusion sequences
  int fusionsTotal = 0;                 // Inductor's `fusing X with Y` lines
  int fuseScopeFusions = 0;
  std::string firstDivergence;          // "inductor: fusing A with B / fusescope: fusing C with D"
  int rejectionsTotal = 0;              // Inductor's `cannot fuse` lines
  int rejectionsMatched = 0;            // of those, produced by FuseScope with the same pair and reason
  std::vector<RejectionLine> missingRejections;  // in fusion.log, not produced by FuseScope
  std::vector<RejectionLine> extraRejections;    // produced by FuseScope, not in fusion.log
  double reasonMatchPercent() const {
    return rejectionsTotal == 0 ? 100.0 : 100.0 * rejectionsMatched / rejectionsTotal;
  }
  // Kernels and fusion sequence identical, as far as the capture records them: without fusion.log the
  // sequence was not checked (not "differs"), without ir_post_fusion.txt the kernels were not.
  bool identical() const {
    const bool kernelsSame = !hasKernels || (kernelsMatching == kernelsTotal && fuseScopeKernels == kernelsTotal);
    const bool sequenceSame = !hasFusionLog || (fusionPrefix == fusionsTotal && fuseScopeFusions == fusionsTotal);
    return (hasKernels || hasFusionLog) && kernelsSame && sequenceSame;
  }
  // Whether the decisions themselves (order, refusal reasons) were compared: only with fusion.log.
  bool decisionsChecked() const { return hasFusionLog; }
};

ScheduleComparison compareWithInductor(const Graph& graph, const Trace& trace);

}  // namespace fusescope::sched
