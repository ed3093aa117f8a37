// Does FuseScope's replay say what Inductor did? The answer the window keeps visible from the moment a
// capture opens ("identical to Inductor" / "differs from Inductor: 43/45 kernels, first divergence at
// decision 9") and `fusescope-cli compare` prints: kernels, fusion order, every logged verdict, and how
// many decisions rest on something the dump does not say.
#pragma once

#include <string>

#include "analysis/logged_verdicts.h"
#include "graph/graph.h"
#include "sched/schedule_compare.h"
#include "sched/trace.h"

namespace fusescope::analysis {

struct InductorAgreement {
  bool hasResult = false;             // the capture records Inductor's kernels or its fusion.log
  sched::ScheduleComparison comparison;
  LoggedVerdicts logged;
  int firstDivergence = -1;           // decision index where the replay first parts from Inductor; -1 none/unknown
  int assumedDecisions = 0;           // decisions resting on an assumption (DecisionBasis::Assumed)
  int recordedDecisions = 0;          // decisions taking fusion.log's recorded outcome
  bool replayedNothing = false;       // policy recorded: the trace is fusion.log itself, not a replay

  // Same kernels and the same fusion sequence (reasons may still differ: see logged.disagreements).
  bool identical() const { return hasResult && comparison.identical(); }
  // fusion.log's refusal lines FuseScope did not produce, and those it produced that the log lacks (a
  // rule of a newer release not ported: 2.15 logs a vertical refusal twice when it retries after reindexing).
  int reasonsNotReproduced() const { return static_cast<int>(comparison.missingRejections.size()); }
  int reasonsExtra() const { return static_cast<int>(comparison.extraRejections.size()); }
  // Every recorded refusal reproduced and none added (true without a fusion log: nothing to check).
  bool reasonsComplete() const { return reasonsNotReproduced() == 0 && reasonsExtra() == 0; }
  // "identical to Inductor: …" / "differs from Inductor: 43/45 kernels, first divergence at decision 9" /
  // "no Inductor result in this capture". Decision numbers are 1-based, as the window shows them.
  std::string headline() const;
};

InductorAgreement checkAgainstInductor(const Graph& graph, const sched::Trace& trace);

}  // namespace fusescope::analysis
