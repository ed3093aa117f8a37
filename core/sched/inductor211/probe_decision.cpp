// Scheduler211::probeDecision: a run stopped just before one decision, reporting what can_fuse measured
// for its pair and what the refusing rule looked at (the rule table's measures, rule_measures.cpp).
#include "sched/inductor211/scheduler211.h"

namespace fusescope::sched::inductor211 {

namespace {

// Ends a probing run at its decision: nothing after it is needed.
struct ProbeDone {};

}  // namespace

std::optional<DecisionProbe> Scheduler211::probeDecision(int decision) {
  if (decision < 0) return std::nullopt;
  probeDecision_ = decision;
  try {
    run();
  } catch (const ProbeDone&) {
  }
  return probed_;
}

// The state is the one can_fuse left for the pair: its measures are the last sharedDataScore took, when it
// took them for this pair (a rule that refused before measuring leaves none, and the score stands alone).
void Scheduler211::probeBeforeDecision(int id1, int id2, const std::string& reason) {
  if (trace_.decisions.size() != static_cast<size_t>(probeDecision_)) return;
  probed_.emplace();
  SharedDataReport& shared = probed_->sharedData.emplace(measures_.sharedDataReport(id1, id2));
  if (lastSharedPair_ == std::pair{id1, id2}) {
    shared.afterReordering = lastShared_.afterReordering;
    shared.afterInverting = lastShared_.afterInverting;
    shared.score = lastShared_.score;
  }
  probed_->rule = measures_.ruleMeasure(id1, id2, reason);
  throw ProbeDone{};
}

}  // namespace fusescope::sched::inductor211
