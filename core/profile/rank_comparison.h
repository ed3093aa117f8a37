// The ranks of a profiled torch.distributed run side by side: each rank's trace laid over its own graphs,
// its whole step (StepBreakdown), the slowest rank, and the kernels whose mean time differs most between
// ranks (the same kernel 30% slower on one rank is a question worth asking: a straggler, a hot GPU, an
// imbalanced shard). Kernels are the same call site of the same graph (its folder name, which every rank
// shares) running the same callee on each rank.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "profile/run_profile.h"

namespace fusescope::profile {

struct RankRun {
  int rank = -1;
  std::filesystem::path trace;
  RunProfile profile;
};

struct KernelSkew {
  std::string graph;             // the graph's folder name, shared by the ranks ("model__1_backward_6.2")
  std::string kernel;            // the callee
  int line = 0;                  // its call site's line in output_code.py
  std::vector<double> meanUs;    // per RankRun, a call; < 0 where that rank has no launch of it
  int slowest = -1, fastest = -1;   // indices into the ranks
  double skew = 0.0;             // slowest / fastest - 1
  double lostUs = 0.0;           // (slowest - fastest) mean × the slowest rank's launches, over its steps: a step
};

struct RanksProfile {
  std::vector<RankRun> ranks;    // lowest rank first
  int slowest = -1;              // the rank run whose GPU step is longest
  std::vector<KernelSkew> skews; // skew of at least `minSkew`, most time lost a step first
};

// Profiles every trace of `traces` against `path`'s graphs. Throws ImportError as profileRun does.
RanksProfile profileRanks(const std::filesystem::path& path, const std::vector<RankTrace>& traces, const LoadOptions& options = {},
                          double minSkew = 0.10);

}  // namespace fusescope::profile
