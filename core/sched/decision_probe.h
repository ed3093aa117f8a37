// What a policy measured at one decision of its Trace, in the state the scheduler had then: the shared data
// can_fuse scored, and for a refusal whose words carry no numbers ("invalid tiling for reduction", "node1
// must go before node2"), what the refusing rule itself looked at. "Why not fused?" and `fusescope-cli why`
// show it as a fact, so a rule that no graph-level fact covers still says what it saw.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "sched/shared_data.h"

namespace fusescope::sched {

// The refusing rule's own measure, as one fact: what it compared, and per item (a node, a buffer) what it saw.
struct RuleMeasure {
  std::string fact;         // the fact's name: "tiling", "node order", "memory deps", "loop ranges"
  std::string detail;       // one sentence with the values the rule compared
  std::string rowsSubject;  // what the rows' subjects are ("node", "buffer"); "" without rows
  std::string rowsHeading;  // what the rows' texts say
  std::vector<std::pair<std::string, std::string>> rows;
};

struct DecisionProbe {
  std::optional<SharedDataReport> sharedData;  // nullopt where the policy has no such measure
  std::optional<RuleMeasure> rule;             // nullopt for a fusion, or a refusal whose reason says it all
};

}  // namespace fusescope::sched
