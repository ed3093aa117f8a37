#include "analysis/fusion_sequence.h"

#include <fmt/format.h>

#include <algorithm>

namespace fusescope::analysis {

namespace {

bool samePair(const std::string& a1, const std::string& a2, const std::string& b1, const std::string& b2) {
  return (a1 == b1 && a2 == b2) || (a1 == b2 && a2 == b1);
}

std::string scoreText(const sched::FusionScore& s) {
  return sched::scoreTuple(s);
}

}  // namespace

FusionSequence alignFusionSequences(const Graph& graph, const sched::Trace& trace) {
  FusionSequence out;
  out.hasLog = graph.inductor.hasFusionLog;
  if (!out.hasLog) return out;
  std::vector<SequenceSide> ours, theirs;
  for (const sched::Fusion& f : trace.fusions) {
    const sched::Decision& d = trace.decisions[static_cast<size_t>(f.decision)];
    if (d.kind == sched::FusionKind::Combo) continue;  // Inductor logs no `fusing` line for these
    ours.push_back({true, trace.name(f.node1), trace.name(f.node2), f.round, f.decision, 0});
  }
  for (const RecordedDecision& d : graph.inductor.decisions) {
    if (d.fused) theirs.push_back({true, d.node1, d.node2, d.round, -1, d.line});
  }
  const std::size_t n = std::max(ours.size(), theirs.size());
  for (std::size_t i = 0; i < n; ++i) {
    SequenceRow row;
    row.position = static_cast<int>(i);
    if (i < ours.size()) row.fuseScope = ours[i];
    if (i < theirs.size()) row.inductor = theirs[i];
    row.same = row.fuseScope.present && row.inductor.present && row.fuseScope.node1 == row.inductor.node1 &&
               row.fuseScope.node2 == row.inductor.node2;
    if (!row.same && out.firstDifference < 0) out.firstDifference = static_cast<int>(i);
    out.rows.push_back(std::move(row));
  }
  if (out.firstDifference < 0) return out;
  const SequenceRow& at = out.rows[static_cast<size_t>(out.firstDifference)];

  if (at.inductor.present) {  // FuseScope on Inductor's pair
    const auto& p = at.inductor;
    OtherSideAnswer& a = out.fuseScopeOnInductorPair;
    for (std::size_t i = 0; i < ours.size() && a.text.empty(); ++i) {
      if (samePair(ours[i].node1, ours[i].node2, p.node1, p.node2)) {
        a.decision = ours[i].decision;
        a.text = fmt::format("FuseScope fuses them at position {} (decision {})", i + 1, a.decision + 1);
      }
    }
    for (std::size_t i = 0; i < trace.decisions.size(); ++i) {
      const sched::Decision& d = trace.decisions[i];
      if (!samePair(trace.name(d.node1), trace.name(d.node2), p.node1, p.node2)) continue;
      if (a.decision < 0) a.decision = static_cast<int>(i);
      if (out.inductorPairScore.empty()) out.inductorPairScore = scoreText(d.score);
      if (a.text.empty() && d.verdict == sched::Verdict::Rejected)
        a.text = fmt::format("FuseScope: cannot fuse them: {} (decision {})", d.reason, i + 1);
    }
    if (a.text.empty())
      a.text = a.decision >= 0 ? fmt::format("FuseScope takes them as a candidate (decision {}) but fuses others first", a.decision + 1)
                               : std::string("FuseScope never evaluates this pair (its groups then are other ones)");
  }
  if (at.fuseScope.present) {  // Inductor on FuseScope's pair
    const auto& p = at.fuseScope;
    OtherSideAnswer& a = out.inductorOnFuseScopePair;
    for (std::size_t i = 0; i < theirs.size() && a.text.empty(); ++i) {
      if (samePair(theirs[i].node1, theirs[i].node2, p.node1, p.node2)) {
        a.line = theirs[i].line;
        a.text = fmt::format("Inductor fuses them at position {} (fusion.log line {})", i + 1, a.line);
      }
    }
    for (const RecordedDecision& d : graph.inductor.decisions) {
      if (!a.text.empty()) break;
      if (!d.fused && samePair(d.node1, d.node2, p.node1, p.node2)) {
        a.line = d.line;
        a.text = fmt::format("Inductor: cannot fuse them: {} (fusion.log line {})", d.reason, d.line);
      }
    }
    if (a.text.empty()) a.text = "fusion.log has no line on this pair (Inductor never fused or refused it by these names)";
    const sched::Decision& d = trace.decisions[static_cast<size_t>(p.decision)];
    out.fuseScopeScore = scoreText(d.score);
    if (d.basis != sched::DecisionBasis::Ported && d.note >= 0)
      out.basis = fmt::format("{}: {}", toString(d.basis), trace.notes[static_cast<size_t>(d.note)]);
  }
  return out;
}

}  // namespace fusescope::analysis
