// fusescope-cli why PATH A B [--graph G] [--step K] [--policy P] [--set K=V]... [--json | --markdown]: why the policy
// fused or refused two nodes (node names, or fused names as fusion.log writes them, e.g. op4_op5), with
// Inductor's own logged verdict for the same pair beside it, the facts from the graph and the blocking
// path. Exit 2 for an unknown node.
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli_analysis.h"
#include "analysis/explain_pair.h"
#include "report/answer_markdown.h"
#include "source/source_map.h"
#include "cli_args.h"
#include "commands.h"
#include "load_limits.h"
#include "pair_fact_output.h"
#include "util/counted.h"

namespace fusescope::cli {

namespace {

nlohmann::json toJson(const analysis::PairExplanation& e) {
  nlohmann::json j;
  j["a"] = e.nameA;
  j["b"] = e.nameB;
  j["policy"] = e.policy;
  j["step"] = e.step;
  j["groups"] = {e.groupA, e.groupB};
  j["sizes"] = {e.sizesA, e.sizesB};
  j["verdict"] = analysis::toString(e.outcome);
  j["reason"] = e.reason;
  j["decision"] = e.decision < 0 ? nlohmann::json(nullptr) : nlohmann::json(e.decision + 1);
  j["basis"] = e.basis;
  if (!e.basisNote.empty()) j["basis_note"] = e.basisNote;
  j["inductor_logged"] = e.inductorLogged;
  j["reason_source"] = e.reasonSource ? nlohmann::json{{"file", e.reasonSource->file},
                                                       {"line", e.reasonSource->line},
                                                       {"function", e.reasonSource->function},
                                                       {"version", e.reasonSource->version}}
                                      : nlohmann::json(nullptr);
  if (e.reasonSource && !e.reasonSource->note.empty()) j["reason_source"]["note"] = e.reasonSource->note;
  j["inductor_verdict"] = e.inductorVerdict;
  j["inductor_reason"] = e.inductorReason;
  j["inductor_line"] = e.inductorLine;
  j["inductor_same_kernel"] = e.inductorSameKernel < 0 ? nlohmann::json(nullptr) : nlohmann::json(e.inductorSameKernel == 1);
  nlohmann::json checks = nlohmann::json::array();
  for (const auto& f : e.facts) checks.push_back(factJson(f));
  j["checks"] = checks;
  j["checks_measure_reason"] = analysis::factsMeasureRefusal(e);
  j["checks_groups"] = e.factsGroupA.empty() ? nlohmann::json{e.groupA, e.groupB} : nlohmann::json{e.factsGroupA, e.factsGroupB};
  if (e.sharedData) {
    const sched::SharedDataReport& r = *e.sharedData;
    nlohmann::json mismatches = nlohmann::json::array();
    for (const auto& m : r.mismatches) mismatches.push_back({{"buffer", m.buffer}, {"reason", m.reason}});
    auto orNull = [](int64_t v) { return v < 0 ? nlohmann::json(nullptr) : nlohmann::json(v); };
    j["shared_data"] = {{"node1", e.sharedData->node1}, {"node2", e.sharedData->node2}, {"score", r.score},
                        {"after_reordering", orNull(r.afterReordering)}, {"after_inverting", orNull(r.afterInverting)},
                        {"counted", r.counted}, {"mismatches", mismatches}};
  } else {
    j["shared_data"] = nullptr;
  }
  nlohmann::json path = nlohmann::json::array(), pathNodes = nlohmann::json::array();
  for (const auto& p : e.path) {
    path.push_back(p.name);
    pathNodes.push_back({{"name", p.name}, {"what", p.what}, {"where", p.where}});
  }
  j["path"] = path;
  j["path_nodes"] = pathNodes;
  j["shared_buffers"] = e.sharedBuffers;
  if (e.sharedBuffers.empty()) j["buffers"] = {{"a", e.buffersA}, {"b", e.buffersB}};
  nlohmann::json decisions = nlohmann::json::array();
  for (const auto& d : e.decisions)
    decisions.push_back({{"decision", d.decision + 1}, {"round", d.round}, {"phase", d.phase}, {"kind", d.kind},
                         {"node1", d.node1}, {"node2", d.node2}, {"verdict", d.verdict}, {"reason", d.reason},
                         {"basis", d.basis}, {"inductor", analysis::toString(d.logged.agreement)}});
  j["decisions"] = decisions;
  j["source"] = {{"a", e.sourceA}, {"b", e.sourceB}};
  return j;
}

void printText(const analysis::PairExplanation& e) {
  fmt::print("{} ({}) and {} ({}) after {} decision(s), policy {}\n", e.nameA, e.groupA, e.nameB, e.groupB, e.step,
             e.policy);
  std::string verdict = analysis::toString(e.outcome);
  if (e.decision >= 0) verdict += fmt::format(" at decision {}", e.decision + 1);
  if (!e.reason.empty()) verdict += ": " + e.reason;
  auto sideSource = [](const std::string& group, const std::vector<std::string>& lines) {
    if (lines.empty()) return;
    fmt::print("  {} comes from:\n", group);
    for (size_t i = 0; i < lines.size() && i < 6; ++i) fmt::print("    {}\n", lines[i]);
    if (lines.size() > 6) fmt::print("    (+{} more)\n", lines.size() - 6);
  };
  sideSource(e.groupA, e.sourceA);
  if (e.groupB != e.groupA) sideSource(e.groupB, e.sourceB);
  fmt::print("  FuseScope: {}{}\n", verdict, e.basis == "ported" ? "" : " [" + e.basis + "]");
  if (!e.basisNote.empty()) fmt::print("    {}\n", e.basisNote);
  if (e.reasonSource)
    fmt::print("    Inductor's rule: {}\n", sched::ruleSourceText(*e.reasonSource));
  if (e.inductorLogged)
    fmt::print("  Inductor (fusion.log line {}): {}{}\n", e.inductorLine, e.inductorVerdict,
               e.inductorReason.empty() ? "" : ": " + e.inductorReason);
  else
    fmt::print("  Inductor: no fusion.log line for this pair\n");
  if (e.inductorSameKernel >= 0)
    fmt::print("  Inductor's kernels: {}\n", e.inductorSameKernel ? "same kernel" : "different kernels");
  for (const auto& d : e.decisions)
    fmt::print("  decision {:>5} round {} {:<9} {} + {}: {}{}  [inductor: {}]\n", d.decision + 1, d.round, d.phase,
               d.node1, d.node2, d.verdict, d.reason.empty() ? "" : " — " + d.reason, analysis::toString(d.logged.agreement));
  if (e.factsGroupA.empty())
    fmt::print("  facts from the graph:\n");
  else
    fmt::print("  facts from the graph, of the groups decision {} joined ({} + {}):\n", e.decision + 1, e.factsGroupA,
               e.factsGroupB);
  for (const auto& f : e.facts) {
    fmt::print("    {} {}: {}\n", f.ok ? "✓" : "✗", f.name, f.detail);
    printFactRows(f, "        ");
  }
  if (!analysis::factsMeasureRefusal(e))
    fmt::print("    (no fact above measures the rule that refused: {})\n",
               e.reasonSource ? fmt::format("see {}:{}, {}", e.reasonSource->file, e.reasonSource->line, e.reasonSource->function)
                              : std::string("the policy does not place it in Inductor's source"));
  if (!e.path.empty()) {
    fmt::print("  blocking path, from one group to the other:\n");
    for (const auto& p : e.path)
      fmt::print("    {:<8} {}{}\n", p.name, p.what, p.where.empty() ? "" : "  — " + p.where);
  }
  if (e.sharedBuffers.empty() && (!e.buffersA.empty() || !e.buffersB.empty())) {
    auto join = [](const std::vector<std::string>& v) {
      std::string s;
      for (const auto& x : v) s += (s.empty() ? "" : ", ") + x;
      return s;
    };
    fmt::print("  {} touches: {}\n  {} touches: {}\n", e.groupA, join(e.buffersA), e.groupB, join(e.buffersB));
  }
}

}  // namespace

int cmdWhy(const std::vector<std::string>& args) {
  CliArgs cli(args, withLoadLimitOptions({"--graph", "--policy", "--set", "--step"}), withLoadFlags({"--json", "--markdown"}));
  const std::string nameA = cli.requirePositional(1, "A");
  const std::string nameB = cli.requirePositional(2, "B");
  const int step = cli.count("--step", -1);
  const auto opened = openForCommand(cli);
  const analysis::Analysis& a = scheduleOf(*opened);
  const NodeId idA = analysis::resolvePairNode(*a.graph, *a.trace, nameA);
  const NodeId idB = analysis::resolvePairNode(*a.graph, *a.trace, nameB);
  for (auto [id, name] : {std::pair{idA, nameA}, std::pair{idB, nameB}})
    if (id == kNone) throw UsageError("no node named '" + name + "' in " + a.graph->name);
  const auto e = analysis::explainPair(*a.graph, *a.trace, idA, idB, step, &opened->sources());
  if (cli.flag("--json")) fmt::print("{}\n", toJson(e).dump(2));
  else if (cli.flag("--markdown")) fmt::print("{}", report::answerMarkdown(e, a.graph->name));
  else printText(e);
  return 0;
}

}  // namespace fusescope::cli
