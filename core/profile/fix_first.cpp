#include "profile/fix_first.h"

#include <algorithm>

namespace fusescope::profile {

std::vector<FixFirstItem> fixFirst(const std::vector<const std::vector<CostlyRefusal>*>& perGraph) {
  std::vector<FixFirstItem> out;
  for (size_t g = 0; g < perGraph.size(); ++g)
    if (perGraph[g])
      for (const CostlyRefusal& r : *perGraph[g])
        if (r.cost.savingUs && *r.cost.savingUs > 0) out.push_back({static_cast<int>(g), r});
  std::stable_sort(out.begin(), out.end(),
                   [](const FixFirstItem& a, const FixFirstItem& b) { return *a.refusal.cost.savingUs > *b.refusal.cost.savingUs; });
  return out;
}

}  // namespace fusescope::profile
