// Scheduler.fuse_nodes: fuse_nodes_once round after round (at most 10) until a round fuses nothing.
// The round itself (candidates, scoring, the checks before fusing) is the policy's.
#pragma once

#include <vector>

#include "sched/trace.h"

namespace fusescope::sched::engine {

// `round` is the policy's round counter (1-based while a round runs); Trace::rounds follows it.
// stopAtOneNode: 2.11 also stops when a single node is left.
template <class FuseNodesOnce>
void fuseNodes(const std::vector<int>& nodes, int& round, Trace& trace, bool stopAtOneNode, FuseNodesOnce&& once) {
  for (int i = 0; i < 10; ++i) {
    const size_t oldLen = nodes.size();
    round = i + 1;
    once();
    trace.rounds = round;
    if (nodes.size() == oldLen || (stopAtOneNode && nodes.size() == 1)) break;
  }
}

}  // namespace fusescope::sched::engine
