// Refusals repeated round after round. fuse_nodes asks every candidate pair again in each round, so a pair
// refused for a reason that does not change ("no shared data", "will create cycle") is refused again in
// round 2, 3, ...: on a 776-node training backward two thirds of the 4,127 decisions are such repeats.
// The Decisions table and `fusescope-cli schedule` show each such refusal once, with its rounds; the
// repeats stay in the Trace (the step numbers do not change).
#pragma once

#include <string>
#include <vector>

#include "sched/trace.h"

namespace fusescope::analysis {

struct RefusalRepeats {
  // Decision -> the first decision of the same refusal (the same two scheduler nodes, the same reason);
  // itself for a fusion, a refusal seen first, or a refusal of other nodes or for another reason.
  std::vector<int> firstOf;
  // First decision -> all of its decisions, itself first, in trace order; empty where it has no repeat.
  std::vector<std::vector<int>> repeatsOf;
  int repeats = 0;   // decisions that repeat an earlier one (firstOf[d] != d)

  bool isRepeat(int decision) const { return firstOf[static_cast<size_t>(decision)] != decision; }
  // The rounds a first decision's refusal was made in: "1-3", "1, 3, 4", or its own round.
  std::string roundsText(const sched::Trace& trace, int first) const;
};

RefusalRepeats findRefusalRepeats(const sched::Trace& trace);

}  // namespace fusescope::analysis
