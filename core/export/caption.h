// The line an exported picture carries under the graph so it says what it shows: graph, policy, the step
// (decisions made) and the decision that led to it. The window's File → Export and `fusescope-cli export
// --caption` word it the same.
#pragma once

#include <string>

#include "graph/graph.h"
#include "sched/trace.h"

namespace fusescope {

// `decisionsMade` in [0, trace.decisions.size()]: "gpt2_train/0_backward_3.1 · inductor-2.11 · step 12 / 193 ·
// decision 12: op4 + op6 fused" (with the reason for a refusal).
std::string stepCaption(const Graph& graph, const sched::Trace& trace, int decisionsMade);

}  // namespace fusescope
