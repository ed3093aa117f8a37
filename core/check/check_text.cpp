#include "check/check_text.h"

#include <fmt/format.h>

namespace fusescope::check {

std::string headline(const ExpectationResult& r) {
  return fmt::format("{} {} — {}", r.met ? "PASS" : "FAIL", r.expectation.text(), r.summary);
}

namespace {

std::string nodeList(const std::vector<std::string>& names, size_t shown = 8) {
  std::vector<std::string> head(names.begin(), names.begin() + static_cast<std::ptrdiff_t>(std::min(shown, names.size())));
  return fmt::format("{}{}", fmt::join(head, " "), names.size() > shown ? fmt::format(" (+{} more)", names.size() - shown) : "");
}

void pairLines(const KernelPair& p, const GraphCheck& g, bool apart, std::vector<std::string>& out) {
  const analysis::PairExplanation& e = p.why;
  out.push_back(apart ? fmt::format("{} and {} share kernel {}:", e.nameA, e.nameB, p.kernelA)
                      : fmt::format("{} (kernel {}) and {} (kernel {}) kept apart:", e.nameA, p.kernelA, e.nameB, p.kernelB));
  if (e.inductorLogged)
    out.push_back(fmt::format("  Inductor (fusion.log line {}): {}{}", e.inductorLine, e.inductorVerdict,
                              e.inductorReason.empty() ? "" : ": " + e.inductorReason));
  else if (g.hasFusionLog)
    out.push_back("  Inductor: fusion.log has no decision on this pair (never weighed as a candidate pair)");
  else
    out.push_back("  Inductor: the capture has no fusion.log; the reason below is the replay's");
  std::string verdict = e.outcome == analysis::PairOutcome::NotEvaluated ? std::string("never weighed as a candidate pair")
                                                                        : std::string(analysis::toString(e.outcome));
  if (e.decision >= 0) verdict += fmt::format(" at decision {}", e.decision + 1);
  if (!e.reason.empty()) verdict += ": " + e.reason;
  out.push_back(fmt::format("  FuseScope's replay ({}): {}{}", g.policy, verdict, e.basis == "ported" ? "" : " [" + e.basis + "]"));
  const bool replayFused = e.outcome == analysis::PairOutcome::Fused || e.outcome == analysis::PairOutcome::SameNode;
  if (e.inductorLogged && replayFused != (e.inductorVerdict == "fused"))
    out.push_back("  (the replay differs from Inductor on this pair: it ran with the settings given to check, which may "
                  "not be the config the capture was compiled with; see `fusescope-cli compare`)");
  for (const auto& f : e.facts)
    if (!f.ok) out.push_back(fmt::format("  from the graph: {}: {}", f.name, f.detail));
  if (e.reasonSource)
    out.push_back(fmt::format("  Inductor's rule: {}:{}, {}{}", e.reasonSource->file, e.reasonSource->line, e.reasonSource->function,
                              e.reasonSource->note.empty() ? "" : "; " + e.reasonSource->note));
  if (!e.path.empty()) {
    std::vector<std::string> steps;
    for (const auto& n : e.path) steps.push_back(n.where.empty() ? n.name : fmt::format("{} ({})", n.name, n.where));
    out.push_back(fmt::format("  blocking path: {}", fmt::join(steps, " → ")));
  }
  if (!e.sourceA.empty()) out.push_back(fmt::format("  {} comes from {}", e.nameA, e.sourceA.front()));
  if (!e.sourceB.empty()) out.push_back(fmt::format("  {} comes from {}", e.nameB, e.sourceB.front()));
}

}  // namespace

std::vector<std::string> detailLines(const ExpectationResult& r, const GraphCheck& g) {
  std::vector<std::string> out;
  if (r.expectation.kind == ExpectationKind::MaxKernels)
    out.push_back(fmt::format("{} kernels in {}, from {}", g.kernels, graphLabel(g), g.kernelsNote));
  if (!r.expectation.label.empty()) {  // written by FuseScope (a baseline kernel): its nodes, not its selectors
    std::vector<std::string> nodes;
    for (const auto& s : r.selected) nodes.insert(nodes.end(), s.nodes.begin(), s.nodes.end());
    out.push_back(fmt::format("nodes: {}", nodeList(nodes, 12)));
  }
  for (const auto& s : r.selected)
    if (r.expectation.label.empty()) out.push_back(fmt::format("{} ({}): {}", s.selector, s.by, s.nodes.empty() ? "nothing" : nodeList(s.nodes)));
  if (!r.kernels.empty() && r.expectation.kind != ExpectationKind::MaxKernels)
    out.push_back(fmt::format("kernels: {}", nodeList(r.kernels, 6)));
  if (!r.notInKernels.empty()) out.push_back(fmt::format("in no kernel (removed): {}", nodeList(r.notInKernels)));
  for (const auto& p : r.pairs) pairLines(p, g, r.expectation.kind == ExpectationKind::Apart, out);
  if (r.expectation.kind == ExpectationKind::Fused && !r.met && r.kernels.size() > kMaxExplainedPairs + 1)
    out.push_back(fmt::format("(the first {} of {} neighbouring kernel pairs explained)", kMaxExplainedPairs, r.kernels.size() - 1));
  return out;
}

std::string graphLabel(const GraphCheck& g) {
  return g.rank < 0 ? g.graph : fmt::format("{} (rank {})", g.graph, g.rank);
}

}  // namespace fusescope::check
