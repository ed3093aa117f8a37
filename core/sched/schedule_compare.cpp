#include "sched/schedule_compare.h"

#include <algorithm>
#include <map>
#include <set>

namespace fusescope::sched {

namespace {

std::vector<std::string> sortedMembers(std::vector<std::string> members) {
  std::sort(members.begin(), members.end());
  return members;
}

}  // namespace

ScheduleComparison compareWithInductor(const Graph& graph, const Trace& trace) {
  ScheduleComparison out;
  const InductorRecord& rec = graph.inductor;
  out.hasKernels = rec.hasPostFusion;
  out.hasFusionLog = rec.hasFusionLog;

  // Kernels as sets of members.
  std::multiset<std::vector<std::string>> ours;
  for (const Kernel& k : trace.kernels) {
    std::vector<std::string> names;
    for (NodeId m : trace.node(k.node).members) names.push_back(graph.nodes[static_cast<size_t>(m)].name);
    ours.insert(sortedMembers(std::move(names)));
  }
  out.fuseScopeKernels = static_cast<int>(trace.kernels.size());
  out.kernelsTotal = static_cast<int>(rec.kernels.size());
  std::multiset<std::vector<std::string>> unmatched = ours;
  for (const RecordedKernel& k : rec.kernels) {
    auto members = sortedMembers(k.members.empty() ? std::vector<std::string>{k.name} : k.members);
    auto it = unmatched.find(members);
    if (it != unmatched.end()) {
      ++out.kernelsMatching;
      unmatched.erase(it);
    } else {
      out.missingKernels.push_back(members);
    }
  }
  out.extraKernels.assign(unmatched.begin(), unmatched.end());

  // Fusion sequence.
  std::vector<std::pair<std::string, std::string>> recorded, produced;
  for (const RecordedDecision& d : rec.decisions)
    if (d.fused) recorded.emplace_back(d.node1, d.node2);
  for (const Fusion& f : trace.fusions) {
    if (trace.decisions[static_cast<size_t>(f.decision)].kind == FusionKind::Combo) continue;  // no `fusing` line
    produced.emplace_back(trace.name(f.node1), trace.name(f.node2));
  }
  out.fusionsTotal = static_cast<int>(recorded.size());
  out.fuseScopeFusions = static_cast<int>(produced.size());
  while (static_cast<size_t>(out.fusionPrefix) < recorded.size() && static_cast<size_t>(out.fusionPrefix) < produced.size() &&
         recorded[static_cast<size_t>(out.fusionPrefix)] == produced[static_cast<size_t>(out.fusionPrefix)])
    ++out.fusionPrefix;
  if (rec.hasFusionLog && (out.fusionPrefix < out.fusionsTotal || out.fusionPrefix < out.fuseScopeFusions)) {
    auto text = [](const std::vector<std::pair<std::string, std::string>>& v, int i) {
      return static_cast<size_t>(i) < v.size() ? "fusing " + v[static_cast<size_t>(i)].first + " with " + v[static_cast<size_t>(i)].second
                                               : std::string("(no more fusions)");
    };
    out.firstDivergence = "inductor: " + text(recorded, out.fusionPrefix) + " / fusescope: " + text(produced, out.fusionPrefix);
  }

  // Rejections as multisets.
  std::map<RejectionLine, int> producedRejections;
  for (const Decision& d : trace.decisions)
    if (d.verdict == Verdict::Rejected) ++producedRejections[{trace.name(d.node1), trace.name(d.node2), d.reason}];
  for (const RecordedDecision& d : rec.decisions) {
    if (d.fused) continue;
    ++out.rejectionsTotal;
    RejectionLine line{d.node1, d.node2, d.reason};
    auto it = producedRejections.find(line);
    if (it != producedRejections.end() && it->second > 0) {
      ++out.rejectionsMatched;
      if (--it->second == 0) producedRejections.erase(it);
    } else {
      out.missingRejections.push_back(std::move(line));
    }
  }
  for (const auto& [line, count] : producedRejections)
    for (int k = 0; k < count; ++k) out.extraRejections.push_back(line);
  return out;
}

}  // namespace fusescope::sched
