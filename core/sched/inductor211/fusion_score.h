// choices.py FusionScore and the sort get_possible_fusions applies to it. FusionScore.__lt__ is not a
// strict weak order (the 16x memory-dominance rule), so the order Python's list.sort(reverse=True)
// produces is reproduced by porting the algorithm (CPython's timsort), not by std::stable_sort.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace fusescope::sched::inductor211 {

struct Score211 {
  int templateScore = 0;   // 0 prologue, 1 + (node1.is_template() == epilogue_fusion_first and memory > 0)
  // 1: both reductions or both not, sharing memory; -1 (2.13+, triton.nested_reduction): node2 depends on
  // node1, both reductions of different sizes, ranked below everything else; 0 otherwise.
  int nodeTypeScore = 0;
  int64_t memoryScore = 0;
  int64_t proximityScore = 0;
};

// FusionScore.__lt__ (choices.py).
bool scoreLess(const Score211& a, const Score211& b);

// list.sort(key=..., reverse=True) on `items` with `less` as the key's __lt__: CPython's timsort
// (binary insertion for short runs, run detection, merge with galloping), reverse done as CPython does it
// (reverse, stable sort, reverse) so equal items keep their order.
void pythonSortReverse(std::vector<int>& items, const std::function<bool(int, int)>& less);

}  // namespace fusescope::sched::inductor211
