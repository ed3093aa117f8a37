#include "profile/block_time.h"

#include <algorithm>
#include <map>

namespace fusescope::profile {

std::vector<BlockTime> blockTimes(const GraphMeasurement& measurement, const std::vector<int>& blockOfNode) {
  std::map<int, BlockTime> byBlock;
  const double steps = std::max(1, measurement.steps);
  double total = 0.0;
  for (size_t k = 0; k < measurement.kernels.size() && k < measurement.kernelNodes.size(); ++k) {
    std::map<int, int> nodesIn;   // block -> the kernel's nodes in it
    for (NodeId n : measurement.kernelNodes[k])
      if (n >= 0 && static_cast<size_t>(n) < blockOfNode.size() && blockOfNode[static_cast<size_t>(n)] >= 0)
        ++nodesIn[blockOfNode[static_cast<size_t>(n)]];
    if (nodesIn.empty()) continue;
    // The block with most of its nodes; on a tie the first in graph order.
    const auto owner = std::max_element(nodesIn.begin(), nodesIn.end(),
                                        [](const auto& a, const auto& b) { return a.second < b.second; });
    BlockTime& t = byBlock[owner->first];
    t.block = owner->first;
    t.usPerStep += measurement.kernels[k].totalUs / steps;
    ++t.kernels;
    total += measurement.kernels[k].totalUs / steps;
  }
  std::vector<BlockTime> out;
  for (auto& [block, t] : byBlock) {
    t.share = total > 0 ? t.usPerStep / total : 0.0;
    out.push_back(t);
  }
  std::stable_sort(out.begin(), out.end(), [](const BlockTime& a, const BlockTime& b) { return a.usPerStep > b.usPerStep; });
  return out;
}

}  // namespace fusescope::profile
