#include "profile/rank_comparison.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace fusescope::profile {

RanksProfile profileRanks(const std::filesystem::path& path, const std::vector<RankTrace>& traces, const LoadOptions& options,
                          double minSkew) {
  RanksProfile out;
  for (const RankTrace& t : traces) out.ranks.push_back({t.rank, t.trace, profileRun(path, t.trace, options)});
  for (size_t r = 0; r < out.ranks.size(); ++r) {
    const StepBreakdown& b = out.ranks[r].profile.breakdown;
    const auto& best = out.slowest < 0 ? b : out.ranks[static_cast<size_t>(out.slowest)].profile.breakdown;
    if (out.slowest < 0 || b.spanUs / std::max(1, b.steps) > best.spanUs / std::max(1, best.steps)) out.slowest = static_cast<int>(r);
  }
  // (graph folder name, site, callee) -> per rank (calls, total).
  using Key = std::tuple<std::string, int, std::string>;
  std::map<Key, std::vector<std::pair<int, double>>> launches;
  std::map<Key, int> lines;
  for (size_t r = 0; r < out.ranks.size(); ++r) {
    const RunProfile& p = out.ranks[r].profile;
    for (const GraphTime& g : p.attribution.graphs) {
      const auto& code = p.code[static_cast<size_t>(g.graph)];
      const std::string graph = p.graphs[static_cast<size_t>(g.graph)].folder.filename().string();
      for (const auto& [site, time] : g.sites) {
        const auto& call = code.calls[static_cast<size_t>(site)];
        const Key key{graph, site, call.callee};
        auto& per = launches[key];
        per.resize(out.ranks.size(), {0, 0.0});
        per[r].first += time.calls;
        per[r].second += time.totalUs;
        lines[key] = call.line;
      }
    }
  }
  for (const auto& [key, per] : launches) {
    KernelSkew s{std::get<0>(key), std::get<2>(key), lines[key], {}, -1, -1, 0.0, 0.0};
    for (size_t r = 0; r < per.size(); ++r) {
      const double mean = per[r].first > 0 ? per[r].second / per[r].first : -1.0;
      s.meanUs.push_back(mean);
      if (mean < 0) continue;
      if (s.slowest < 0 || mean > s.meanUs[static_cast<size_t>(s.slowest)]) s.slowest = static_cast<int>(r);
      if (s.fastest < 0 || mean < s.meanUs[static_cast<size_t>(s.fastest)]) s.fastest = static_cast<int>(r);
    }
    if (s.slowest < 0 || s.slowest == s.fastest || s.meanUs[static_cast<size_t>(s.fastest)] <= 0) continue;
    const double slow = s.meanUs[static_cast<size_t>(s.slowest)], fast = s.meanUs[static_cast<size_t>(s.fastest)];
    s.skew = slow / fast - 1.0;
    if (s.skew < minSkew) continue;
    const int steps = std::max(1, out.ranks[static_cast<size_t>(s.slowest)].profile.attribution.steps);
    s.lostUs = (slow - fast) * per[static_cast<size_t>(s.slowest)].first / steps;
    out.skews.push_back(std::move(s));
  }
  std::stable_sort(out.skews.begin(), out.skews.end(), [](const KernelSkew& a, const KernelSkew& b) { return a.lostUs > b.lostUs; });
  return out;
}

}  // namespace fusescope::profile
