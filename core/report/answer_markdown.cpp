#include "report/answer_markdown.h"

#include <fmt/format.h>

namespace fusescope::report {

namespace {

// Table cells and inline code must not break the Markdown around them.
std::string cell(std::string s) {
  std::string out;
  for (char c : s) {
    if (c == '|') out += "\\|";
    else if (c == '\n') out += ' ';
    else out += c;
  }
  return out;
}

std::string code(const std::string& s) { return s.find('`') == std::string::npos ? "`" + s + "`" : "`` " + s + " ``"; }

}  // namespace

std::string answerMarkdown(const analysis::PairExplanation& e, const std::string& graph, size_t maxDecisions) {
  std::string out = fmt::format("### Why {} and {} are {} ({})\n\n", code(e.nameA), code(e.nameB),
                                e.outcome == analysis::PairOutcome::Fused ? "fused" : "not fused", code(graph));
  auto side = [&](const std::string& name, const std::string& group, const std::vector<std::string>& lines) {
    out += fmt::format("- {} (in {}){}\n", code(name), code(group), lines.empty() ? ": no line of user code in the capture" : ", from:");
    for (size_t i = 0; i < lines.size() && i < 4; ++i) out += fmt::format("  - {}\n", code(lines[i]));
    if (lines.size() > 4) out += fmt::format("  - (+{} more)\n", lines.size() - 4);
  };
  side(e.nameA, e.groupA, e.sourceA);
  side(e.nameB, e.groupB, e.sourceB);
  out += "\n";
  std::string verdict = analysis::toString(e.outcome);
  if (e.decision >= 0) verdict += fmt::format(" at decision {}", e.decision + 1);
  if (!e.reason.empty()) verdict += ": " + e.reason;
  out += fmt::format("**Inductor** ({}): {}\n\n",
                     e.inductorLogged ? fmt::format("fusion.log line {}", e.inductorLine) : std::string("fusion.log"),
                     e.inductorLogged ? e.inductorVerdict + (e.inductorReason.empty() ? "" : ": " + e.inductorReason)
                                      : std::string("no line for this pair"));
  out += fmt::format("**FuseScope** (replay, policy {}, after {} decisions): {}{}\n\n", e.policy, e.step, verdict,
                     e.basis == "ported" ? "" : " [" + e.basis + "]");
  if (!e.basisNote.empty()) out += "> " + cell(e.basisNote) + "\n\n";
  if (e.reasonSource)
    out += fmt::format("Inductor's rule: {} in `{}` (PyTorch {}){}\n\n", code(fmt::format("{}:{}", e.reasonSource->file, e.reasonSource->line)),
                       e.reasonSource->function, e.reasonSource->version,
                       e.reasonSource->note.empty() ? "" : "; " + cell(e.reasonSource->note));
  out += "| fact | | detail |\n| --- | --- | --- |\n";
  for (const auto& f : e.facts) out += fmt::format("| {} | {} | {} |\n", cell(f.name), f.ok ? "ok" : "**no**", cell(f.detail));
  if (!e.path.empty()) {
    out += "\nBlocking path, from one group to the other:\n\n";
    for (size_t i = 0; i < e.path.size(); ++i)
      out += fmt::format("{}. {} {}{}\n", i + 1, code(e.path[i].name), e.path[i].what,
                         e.path[i].where.empty() ? "" : " — " + code(e.path[i].where));
  }
  if (!e.decisions.empty()) {
    out += fmt::format("\nDecisions on the pair ({}):\n\n| decision | round | pair | verdict | reason | Inductor's log |\n"
                       "| --- | --- | --- | --- | --- | --- |\n", e.decisions.size());
    for (size_t i = 0; i < e.decisions.size() && i < maxDecisions; ++i) {
      const auto& d = e.decisions[i];
      out += fmt::format("| {} | {} | {} + {} | {} | {} | {} |\n", d.decision + 1, d.round, cell(d.node1), cell(d.node2),
                         d.verdict, cell(d.reason), analysis::toString(d.logged.agreement));
    }
    if (e.decisions.size() > maxDecisions) out += fmt::format("\n(+{} more decisions)\n", e.decisions.size() - maxDecisions);
  }
  out += "\n<sub>FuseScope answer</sub>\n";
  return out;
}

}  // namespace fusescope::report
