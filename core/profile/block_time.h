// Where a model's measured time goes, block by block (the blocks of analysis/block_overview.h: layers of
// the model's own modules, or repeated stretches of ops): each measured kernel's time goes to the block
// holding most of its nodes (a kernel fused across a block boundary is counted once, never split), so the
// blocks' times add up to the graph's measured time. Per step, as every per-step figure.
#pragma once

#include <vector>

#include "profile/graph_measurement.h"

namespace fusescope::profile {

struct BlockTime {
  int block = -1;            // index into the overview's blocks
  double usPerStep = 0.0;    // its kernels' measured time, a step
  int kernels = 0;           // measured kernels counted in it
  double share = 0.0;        // of the graph's measured time
};

// `blockOfNode[n]`: the block holding node n (BlockOverview::blockOfNode; -1 for none). Largest first;
// blocks without a measured kernel are left out.
std::vector<BlockTime> blockTimes(const GraphMeasurement& measurement, const std::vector<int>& blockOfNode);

}  // namespace fusescope::profile
