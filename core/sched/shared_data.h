// What two groups of nodes share by Inductor's measure, as a policy computes it with its own dependency
// identity: score_fusion_memory (reads and writes alike on both sides), what reordering loops and inverting
// indexing add, and for every buffer both use that does not count, Scheduler.decide_fusion_fail_reason's
// answer ("broadcast", "different numel: 64 v.s. 131072", "Mismatch loop orders: ..."). "Why not fused?"
// and `fusescope-cli why` show it beside a "no shared data" verdict, where shared buffer names alone mislead.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace fusescope::sched {

// A buffer both groups use whose accesses score_fusion_memory does not count, and why.
struct BufferMismatch {
  std::string buffer;
  std::string reason;  // decide_fusion_fail_reason's text for the buffer
};

struct SharedDataReport {
  std::string node1, node2;     // the two scheduler nodes measured, as the Trace names them
  int64_t score = 0;            // score_fusion_memory(node1, node2): bytes read or written alike
  int64_t afterReordering = -1; // shared_data_after_reordering_loop when tried; -1: not tried or no reorder
  int64_t afterInverting = -1;  // shared_data_after_inverting_indexing when tried; -1: not tried or none
  int64_t threshold = 1;        // config.score_fusion_memory_threshold
  std::vector<std::string> counted;        // buffers with the same dependency on both sides
  std::vector<BufferMismatch> mismatches;  // the other buffers both use, in node1's order
  int64_t best() const { return std::max({score, afterReordering, afterInverting}); }
};

}  // namespace fusescope::sched
