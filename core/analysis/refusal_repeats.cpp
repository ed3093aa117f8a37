#include "analysis/refusal_repeats.h"

#include <map>
#include <tuple>

#include <fmt/format.h>

namespace fusescope::analysis {

RefusalRepeats findRefusalRepeats(const sched::Trace& trace) {
  RefusalRepeats out;
  const size_t n = trace.decisions.size();
  out.firstOf.resize(n);
  out.repeatsOf.resize(n);
  // The same two scheduler nodes (a node fused since has another id) and the same reason; the pair in
  // either order, as can_fuse is asked both ways over the rounds.
  std::map<std::tuple<sched::SchedNodeId, sched::SchedNodeId, std::string>, int> first;
  for (size_t i = 0; i < n; ++i) {
    const sched::Decision& d = trace.decisions[i];
    out.firstOf[i] = static_cast<int>(i);
    if (d.verdict != sched::Verdict::Rejected) continue;
    const auto key = std::make_tuple(std::min(d.node1, d.node2), std::max(d.node1, d.node2), d.reason);
    const auto [it, added] = first.emplace(key, static_cast<int>(i));
    if (added) continue;
    out.firstOf[i] = it->second;
    auto& group = out.repeatsOf[static_cast<size_t>(it->second)];
    if (group.empty()) group.push_back(it->second);
    group.push_back(static_cast<int>(i));
    ++out.repeats;
  }
  return out;
}

std::string RefusalRepeats::roundsText(const sched::Trace& trace, int first) const {
  const auto& group = repeatsOf[static_cast<size_t>(first)];
  if (group.empty()) return std::to_string(trace.decisions[static_cast<size_t>(first)].round);
  std::vector<int> rounds;
  for (int d : group) {
    const int r = trace.decisions[static_cast<size_t>(d)].round;
    if (rounds.empty() || rounds.back() != r) rounds.push_back(r);
  }
  bool consecutive = rounds.size() > 2;
  for (size_t i = 1; i < rounds.size() && consecutive; ++i) consecutive = rounds[i] == rounds[i - 1] + 1;
  if (consecutive) return fmt::format("{}-{}", rounds.front(), rounds.back());
  std::string text;
  for (size_t i = 0; i < rounds.size(); ++i) text += (i == 0 ? "" : ", ") + std::to_string(rounds[i]);
  return text;
}

}  // namespace fusescope::analysis
