// One ranked "fix this first" list for a profiled run: the refusals of every measured graph whose one kernel
// would save time, the largest saving a step first, whatever graph they are in (each graph's own list,
// costlyRefusals, already keeps one refusal per set of kernels kept apart, so a pair refused in every round
// is listed once). The CLI's `profile` ends with it; each entry names the `why` and `whatif` to run next.
#pragma once

#include <string>
#include <vector>

#include "profile/pair_cost.h"

namespace fusescope::profile {

struct FixFirstItem {
  int graph = -1;            // index into the lists given
  CostlyRefusal refusal;
};

// Entries with a measured saving only, largest first; ties keep graph order, then each list's order.
std::vector<FixFirstItem> fixFirst(const std::vector<const std::vector<CostlyRefusal>*>& perGraph);

}  // namespace fusescope::profile
