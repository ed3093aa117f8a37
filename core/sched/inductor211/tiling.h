// SIMDScheduling's tiling questions that decide fusion legality (codegen/simd.py): is_compatible
// (_split_iteration_ranges) and select_tiling for pointwise schedules (candidate_tilings ranked by score,
// first compatible one, else the default 1-D tiling). Sizes are integer size hints.
#pragma once

#include <cstdint>
#include <vector>

namespace fusescope::sched::inductor211 {

// One MemoryDep as the tiling heuristics see it: strides of each range var (stride_hints), its size
// per var (for the score), whether it is a write.
struct TilingDep {
  int name = -1;
  std::vector<int64_t> strides;
  bool isWrite = false;
};

// A SchedulerNode of the schedule: its (pointwise, reduction) ranges and deps over the pointwise vars.
struct TilingNode {
  std::vector<int64_t> pointwise, reduction;
  std::vector<TilingDep> deps;  // reads first, then writes; only deps with one stride per pointwise var
};

// SIMDKernel.is_compatible(groups, (pointwise, reduction), reduction_numel).
bool isCompatible(const std::vector<int64_t>& groups, const std::vector<int64_t>& pointwise,
                  const std::vector<int64_t>& reduction, int64_t reductionNumel = 1);

// SIMDScheduling.select_tiling(nodes, numel, reduction_numel).values(): {x, r0_} or {y, x, r0_}. `from`, when
// given, is set to the dep whose strides gave the tiling chosen, or null for the default 1-D tiling.
std::vector<int64_t> selectTiling(const std::vector<TilingNode>& nodes, int64_t numel, int64_t reductionNumel = 1);
std::vector<int64_t> selectTiling(const std::vector<const TilingNode*>& nodes, int64_t numel, int64_t reductionNumel = 1,
                                  const TilingDep** from = nullptr);

}  // namespace fusescope::sched::inductor211
