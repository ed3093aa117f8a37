// Did every rank of a torch.distributed run fuse alike? Each rank compiles its own copy of each graph; a
// rank that fuses differently (another kernel split, another order) is a real distributed bug: the ranks
// then run different kernels and, with collectives between them, may even deadlock or diverge. This runs
// the same graph of every rank, checks each against its own Inductor record (analysis/inductor_agreement.h)
// and diffs each rank's kernels against the lowest rank's (analysis/capture_diff.h: Inductor's own
// kernels and fusion.log lines when both ranks record them).
#pragma once

#include "analysis/analyze.h"
#include "analysis/capture_diff.h"
#include "analysis/inductor_agreement.h"

#include <atomic>

#include <string>
#include <vector>

namespace fusescope::capture {

struct RankResult {
  int rank = -1;
  std::string graph;               // the graph's name in that rank's run folder
  analysis::InductorAgreement agreement;     // the replay against the rank's own Inductor record
  bool sameAsFirst = true;         // the same kernels as the lowest rank
  int onlyInFirst = 0, onlyHere = 0;
  analysis::PartingSide firstSide, thisSide; // where this rank's schedule parts from the lowest rank's, when it does
  std::string kernelsFrom;         // "inductor" or "replay": whose kernels were compared
};

struct RanksAgreement {
  std::vector<RankResult> ranks;   // lowest rank first
  int firstDiffering = -1;         // the first rank whose kernels differ from the lowest rank's; -1 none
  bool ranksAlike() const { return firstDiffering < 0; }
  bool allIdenticalToInductor() const;
  // "ranks 0, 1: the same kernels (42 each)" / "rank 1 differs from rank 0: 2 kernels only in rank 0, …".
  std::string headline() const;
};

// `inputs` names the graph (path, graph name, settings): a debug root and a graph name, or one rank's
// graph folder, whose debug root is then used (import/load.h rankedGraphLocation). Each rank of `ranks`
// is opened with LoadOptions::rank set (openCapture). Throws what openCapture and a schedule throw
// (sched::ScheduleCancelled once `*cancel`).
RanksAgreement compareRanks(const analysis::AnalysisInputs& inputs, const std::vector<int>& ranks,
                            const std::atomic<bool>* cancel = nullptr);

}  // namespace fusescope::capture
