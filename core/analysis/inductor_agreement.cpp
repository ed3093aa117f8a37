#include "analysis/inductor_agreement.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <string>
#include <vector>

#include "sched/recorded/recorded_policy.h"
#include "util/counted.h"

namespace fusescope::analysis {

namespace {
constexpr const char* kNoLogHint = "no fusion log: capture with TORCH_LOGS=+fusion";
}  // namespace

InductorAgreement checkAgainstInductor(const Graph& graph, const sched::Trace& trace) {
  InductorAgreement out;
  out.hasResult = graph.inductor.hasPostFusion || graph.inductor.hasFusionLog;
  out.replayedNothing = trace.policy == sched::kRecordedPolicy;
  out.comparison = sched::compareWithInductor(graph, trace);
  out.logged = alignWithFusionLog(graph, trace);
  for (const sched::Decision& d : trace.decisions) {
    if (d.basis == sched::DecisionBasis::Assumed) ++out.assumedDecisions;
    if (d.basis == sched::DecisionBasis::Recorded) ++out.recordedDecisions;
  }
  // Where the fusion sequences part: FuseScope's fusion at the first differing position (combo steps log no
  // `fusing` line and are skipped, as compareWithInductor skips them).
  int sequenceDivergence = -1;
  const auto& c = out.comparison;
  if (c.hasFusionLog && (c.fusionPrefix < c.fusionsTotal || c.fusionPrefix < c.fuseScopeFusions)) {
    int position = 0;
    for (const sched::Fusion& f : trace.fusions) {
      if (trace.decisions[static_cast<size_t>(f.decision)].kind == sched::FusionKind::Combo) continue;
      if (position++ == c.fusionPrefix) {
        sequenceDivergence = f.decision;
        break;
      }
    }
    if (sequenceDivergence < 0 && !trace.decisions.empty())  // Inductor fused on where FuseScope stopped
      sequenceDivergence = static_cast<int>(trace.decisions.size()) - 1;
  }
  out.firstDivergence = out.logged.firstDisagreement;
  if (sequenceDivergence >= 0 && (out.firstDivergence < 0 || sequenceDivergence < out.firstDivergence))
    out.firstDivergence = sequenceDivergence;
  return out;
}

std::string InductorAgreement::headline() const {
  if (!hasResult) return "no Inductor result in this capture to compare with";
  const auto& c = comparison;
  // Kernel *groups*: which nodes share a kernel is what is compared; the code FuseScope generates for a group
  // may still differ from Inductor's (the Kernel dock and `kernels` say where).
  std::string kernels = c.hasKernels ? fmt::format("{}/{} kernel groups", c.kernelsMatching, c.kernelsTotal)
                                     : std::string("no ir_post_fusion.txt");
  std::string out;
  if (replayedNothing && identical()) {
    // Nothing was replayed: the check is only that the log's fusions form the dump's kernels.
    return fmt::format("Inductor's own decisions (policy recorded, no rules replayed): {} formed by fusion.log's "
                       "{}, {}", kernels, counted(c.fusionsTotal, "fusion"), counted(c.rejectionsTotal, "refusal"));
  }
  if (identical() && !c.hasFusionLog) {
    out = fmt::format("kernels match Inductor: {}; decisions not checked ({})", kernels, kNoLogHint);
  } else if (identical()) {
    // Not "identical" while a recorded refusal line is not reproduced: the schedule is, the log is not.
    out = fmt::format("{}: {}, {}/{} fusions in order", reasonsComplete() ? "identical to Inductor" : "same kernels and fusions as Inductor",
                      kernels, c.fusionPrefix, c.fusionsTotal);
    if (c.hasFusionLog) out += fmt::format(", {}/{} refusal reasons", c.rejectionsMatched, c.rejectionsTotal);
    if (reasonsNotReproduced() > 0 || reasonsExtra() > 0) {
      std::vector<std::string> gaps;
      if (reasonsNotReproduced() > 0) gaps.push_back(fmt::format("{} not reproduced", reasonsNotReproduced()));
      if (reasonsExtra() > 0) gaps.push_back(fmt::format("{} not in the log", reasonsExtra()));
      out += fmt::format(" ({})", fmt::join(gaps, ", "));
    }
  } else {
    out = fmt::format("differs from Inductor: {}", kernels);
    if (c.hasFusionLog) {
      out += fmt::format(", {}/{} fusions in order", c.fusionPrefix, c.fusionsTotal);
      if (c.fuseScopeFusions != c.fusionsTotal) out += fmt::format(" (FuseScope fuses {})", c.fuseScopeFusions);
    }
    if (firstDivergence >= 0) out += fmt::format(", first divergence at decision {}", firstDivergence + 1);
    if (!c.hasFusionLog) out += fmt::format("; decisions not checked ({})", kNoLogHint);
  }
  if (identical() && logged.disagreements > 0)
    out += fmt::format("; {} decision(s) disagree with fusion.log", logged.disagreements);
  if (assumedDecisions > 0) out += fmt::format("; {} decision(s) assumed", assumedDecisions);
  return out;
}

}  // namespace fusescope::analysis
