#include "capture/rank_agreement.h"

#include "capture/opened_capture.h"
#include "import/load.h"
#include "source/source_map.h"

#include <fmt/format.h>

#include <algorithm>

namespace fusescope::capture {

using namespace analysis;

bool RanksAgreement::allIdenticalToInductor() const {
  return std::all_of(ranks.begin(), ranks.end(), [](const RankResult& r) { return r.agreement.identical(); });
}

std::string RanksAgreement::headline() const {
  if (ranks.empty()) return "no ranks";
  std::string names;
  for (const RankResult& r : ranks) names += (names.empty() ? "" : ", ") + std::to_string(r.rank);
  if (ranksAlike()) {
    const sched::ScheduleComparison& c = ranks.front().agreement.comparison;
    return fmt::format("ranks {}: the same kernels ({} each)", names, c.hasKernels ? c.kernelsTotal : c.fuseScopeKernels);
  }
  const RankResult& first = ranks.front();
  const RankResult& other = ranks[static_cast<std::size_t>(firstDiffering)];
  std::string out = fmt::format("rank {} fuses differently from rank {}: {} kernel(s) only in rank {}, {} only in rank {}",
                                other.rank, first.rank, other.onlyInFirst, first.rank, other.onlyHere, other.rank);
  auto side = [](const PartingSide& s) {
    if (!s.present) return std::string("no decision there");
    return fmt::format("{} {} with {}{}", s.fused ? "fusing" : "cannot fuse", s.node1, s.node2,
                       s.reason.empty() || s.fused ? "" : ": " + s.reason);
  };
  if (other.firstSide.present || other.thisSide.present)
    out += fmt::format("; they part at rank {}: {} / rank {}: {}", first.rank, side(other.firstSide), other.rank, side(other.thisSide));
  return out;
}

RanksAgreement compareRanks(const AnalysisInputs& inputs, const std::vector<int>& ranks, const std::atomic<bool>* cancel) {
  RanksAgreement out;
  AnalysisInputs base = inputs;
  if (const RankedGraphLocation where = rankedGraphLocation(inputs.path, inputs.graphName); !where.root.empty()) {
    base.path = where.root;
    base.graphName = where.graphName;
  }
  std::vector<int> sorted = ranks;
  std::sort(sorted.begin(), sorted.end());
  std::shared_ptr<const OpenedCapture> first;
  for (int rank : sorted) {
    AnalysisInputs mine = base;
    mine.limits.rank = rank;
    const auto opened = openCapture(mine);
    const Analysis& run = opened->schedule(cancel);
    RankResult r;
    r.rank = rank;
    r.graph = run.graph->name;
    r.agreement = opened->agreement();
    if (!first) {
      first = opened;
    } else {
      const Analysis& firstRun = first->schedule();
      const CaptureDiff d = diffCaptures({*firstRun.graph, *firstRun.trace, first->sources()},
                                         {*run.graph, *run.trace, opened->sources()});
      r.kernelsFrom = toString(d.kernels);
      r.sameAsFirst = d.identical();
      r.onlyInFirst = static_cast<int>(d.onlyInA.size());
      r.onlyHere = static_cast<int>(d.onlyInB.size());
      for (const DiffRegion& region : d.regions) {
        if (!region.parted) continue;
        r.firstSide = region.a;
        r.thisSide = region.b;
        break;
      }
      if (!r.sameAsFirst && out.firstDiffering < 0) out.firstDiffering = static_cast<int>(out.ranks.size());
    }
    out.ranks.push_back(std::move(r));
  }
  return out;
}

}  // namespace fusescope::capture
