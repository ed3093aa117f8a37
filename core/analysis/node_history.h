// Every decision that touched the group holding a node, in evaluation order: the Inspector's "Fusion
// history" and the answer to "what happened to op12?". Bytes saved by a fusion are the memory score
// Inductor ranked it by (score_fusion_memory: the bytes of the buffers both sides touch, which the fused
// kernel reads or writes once instead of twice).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "sched/trace.h"

namespace fusescope::analysis {

struct NodeHistoryEntry {
  int decision = -1;          // index into Trace::decisions
  int round = 0;
  std::string phase;          // "candidate", "fuse"
  std::string group;          // the node's group as the decision saw it
  std::string partner;        // the other side
  std::string verdict;        // "fused", "rejected", "candidate"
  std::string reason;
  int64_t memoryScore = 0;    // score_fusion_memory of the pair
  int64_t bytesSaved = 0;     // for fusions: memoryScore; 0 otherwise
};

std::vector<NodeHistoryEntry> nodeHistory(const sched::Trace& trace, NodeId node);

}  // namespace fusescope::analysis
