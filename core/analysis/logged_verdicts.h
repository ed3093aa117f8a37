// What Inductor's own fusion.log says about the pair each FuseScope decision evaluated. Inductor logs a
// `cannot fuse X with Y: reason` line for every refusal and a `fusing X with Y` line for every fusion (not
// for candidates it accepts into the sorted list, nor for combo kernels); the k-th FuseScope decision on a
// pair is matched with the k-th logged line on the same pair, so the Decisions table and "Why not fused?"
// can show Inductor's verdict beside FuseScope's and mark where they disagree.
#pragma once

#include <vector>

#include "graph/graph.h"
#include "sched/trace.h"

namespace fusescope::analysis {

enum class LogAgreement {
  NoLog,      // the capture has no fusion.log
  NotLogged,  // Inductor logs nothing for this kind of decision (accepted candidate, combo step)
  Agrees,     // the logged line has the same verdict (and, for refusals, the same reason)
  Differs,    // the logged line has another verdict or reason
  Missing,    // FuseScope decided; fusion.log has no line left for this pair
};
const char* toString(LogAgreement agreement);  // "no log", "not logged", "agrees", "differs", "missing"

struct LoggedVerdict {
  int recorded = -1;  // index into Graph::inductor.decisions, -1 when none
  LogAgreement agreement = LogAgreement::NoLog;
  bool disagrees() const { return agreement == LogAgreement::Differs || agreement == LogAgreement::Missing; }
};

struct LoggedVerdicts {
  std::vector<LoggedVerdict> perDecision;  // index = Trace::decisions index
  std::vector<int> unmatchedRecorded;      // logged lines no FuseScope decision matched (Inductor-only), log order
  int disagreements = 0;
  int firstDisagreement = -1;              // decision index, -1 when none
};

LoggedVerdicts alignWithFusionLog(const Graph& graph, const sched::Trace& trace);

}  // namespace fusescope::analysis
