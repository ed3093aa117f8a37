// fusescope-cli compare PATH [--graph NAME] [--policy P] [--set K=V]... [--json] [--max-input-mb N] [--max-nodes N]:
// run the scheduler on a capture and compare with Inductor's own result (ir_post_fusion.txt kernels, fusion.log decisions).
// Exit 0 when kernels and fusion sequence are identical, 1 when they differ, 2 on bad input.
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli_args.h"
#include "load_limits.h"
#include "commands.h"
#include "import/load.h"
#include "cli_analysis.h"
#include "analysis/inductor_agreement.h"
#include "sched/schedule_compare.h"
#include "sched/scheduler.h"

namespace fusescope::cli {

namespace {

std::string joinMembers(const std::vector<std::string>& members) {
  std::string out;
  for (const auto& m : members) out += (out.empty() ? "" : ",") + m;
  return out;
}

nlohmann::json toJson(const Graph& graph, const sched::Trace& trace, const analysis::InductorAgreement& agreement) {
  const sched::ScheduleComparison& c = agreement.comparison;
  nlohmann::json j;
  j["graph"] = graph.name;
  j["policy"] = trace.policy;
  j["identical"] = c.identical();
  j["kernels"] = {{"matching", c.kernelsMatching}, {"total", c.kernelsTotal}, {"fusescope", c.fuseScopeKernels},
                  {"missing", c.missingKernels}, {"extra", c.extraKernels}};
  j["fusions"] = {{"prefix", c.fusionPrefix}, {"total", c.fusionsTotal}, {"fusescope", c.fuseScopeFusions},
                  {"first_divergence", c.firstDivergence}};
  auto lines = [](const std::vector<sched::RejectionLine>& v) {
    nlohmann::json a = nlohmann::json::array();
    for (const auto& r : v) a.push_back({{"node1", r.node1}, {"node2", r.node2}, {"reason", r.reason}});
    return a;
  };
  j["rejections"] = {{"matched", c.rejectionsMatched}, {"total", c.rejectionsTotal},
                     {"reason_match_percent", c.reasonMatchPercent()}, {"missing", lines(c.missingRejections)},
                     {"extra", lines(c.extraRejections)}};
  j["notes"] = trace.notes;
  j["headline"] = agreement.headline();
  j["first_divergence_decision"] = agreement.firstDivergence < 0 ? nlohmann::json(nullptr) : nlohmann::json(agreement.firstDivergence + 1);
  j["log_disagreements"] = agreement.logged.disagreements;
  j["assumed_decisions"] = agreement.assumedDecisions;
  j["recorded_decisions"] = agreement.recordedDecisions;
  return j;
}

void printText(const Graph& graph, const sched::Trace& trace, const analysis::InductorAgreement& agreement) {
  const sched::ScheduleComparison& c = agreement.comparison;
  fmt::print("graph {} (policy {})\n", graph.name, trace.policy);
  fmt::print("  {}\n", agreement.headline());
  if (!c.hasKernels) fmt::print("  note: the capture has no ir_post_fusion.txt\n");
  if (!c.hasFusionLog) fmt::print("  note: the capture has no fusion.log\n");
  fmt::print("  kernels: {}/{} matching (FuseScope forms {})\n", c.kernelsMatching, c.kernelsTotal, c.fuseScopeKernels);
  fmt::print("  fusion sequence: {}/{} matching prefix (FuseScope fuses {})\n", c.fusionPrefix, c.fusionsTotal,
             c.fuseScopeFusions);
  if (!c.firstDivergence.empty()) fmt::print("  first divergence: {}\n", c.firstDivergence);
  if (agreement.firstDivergence >= 0) fmt::print("  first decision that parts from Inductor: {} (fusescope-cli why ... --step {})\n",
                                         agreement.firstDivergence + 1, agreement.firstDivergence + 1);
  if (agreement.logged.disagreements > 0)
    fmt::print("  {} decision(s) disagree with fusion.log's line for the same pair\n", agreement.logged.disagreements);
  fmt::print("  rejections: {}/{} of fusion.log's reasons reproduced ({:.1f}%), {} extra\n", c.rejectionsMatched,
             c.rejectionsTotal, c.reasonMatchPercent(), c.extraRejections.size());
  constexpr size_t kShow = 10;
  for (size_t i = 0; i < c.missingKernels.size() && i < kShow; ++i)
    fmt::print("  missing kernel: {}\n", joinMembers(c.missingKernels[i]));
  for (size_t i = 0; i < c.extraKernels.size() && i < kShow; ++i)
    fmt::print("  extra kernel:   {}\n", joinMembers(c.extraKernels[i]));
  for (size_t i = 0; i < c.missingRejections.size() && i < kShow; ++i) {
    const auto& r = c.missingRejections[i];
    fmt::print("  missing rejection: cannot fuse {} with {}: {}\n", r.node1, r.node2, r.reason);
  }
  for (size_t i = 0; i < c.extraRejections.size() && i < kShow; ++i) {
    const auto& r = c.extraRejections[i];
    fmt::print("  extra rejection:   cannot fuse {} with {}: {}\n", r.node1, r.node2, r.reason);
  }
  for (const auto& n : trace.notes) fmt::print("  note: {}\n", n);
  fmt::print("{}\n", c.identical() ? "IDENTICAL" : "DIFFERENT");
}

}  // namespace

int cmdCompare(const std::vector<std::string>& args) {
  CliArgs cli(args, withLoadLimitOptions({"--graph", "--policy", "--set"}), {"--json"});
  const analysis::Analysis run = runAnalysis(cli);
  const Graph& graph = *run.graph;
  if (!graph.inductor.hasPostFusion && !graph.inductor.hasFusionLog)
    throw std::runtime_error("the capture at " + cli.requirePositional(0, "PATH") +
                             " records no Inductor result (no ir_post_fusion.txt, no fusion.log)");
  const analysis::InductorAgreement agreement = analysis::checkAgainstInductor(graph, *run.trace);
  const bool json = cli.flag("--json");
  nlohmann::json out = json ? toJson(graph, *run.trace, agreement) : nlohmann::json();
  if (!json) printText(graph, *run.trace, agreement);
  bool identical = agreement.comparison.identical();
  // A graph with subgraphs: each subgraph is its own scheduler run, compared with its own record.
  if (cli.value("--subgraph").value_or("").empty() && graph.schedulerRuns.size() > 1) {
    out["subgraphs"] = nlohmann::json::array();
    for (const SchedulerRunInfo& r : graph.schedulerRuns) {
      if (r.subgraph == graph.subgraph) continue;
      analysis::AnalysisInputs inputs = analysisInputs(cli);
      inputs.limits.subgraph = r.subgraph;
      const analysis::Analysis sub = analysis::analyze(inputs);
      const analysis::InductorAgreement subAgreement = analysis::checkAgainstInductor(*sub.graph, *sub.trace);
      identical = identical && subAgreement.comparison.identical();
      if (json) {
        nlohmann::json j = toJson(*sub.graph, *sub.trace, subAgreement);
        j["subgraph"] = r.subgraph;
        j["called_by"] = r.calledBy;
        out["subgraphs"].push_back(std::move(j));
      } else {
        fmt::print("\nsubgraph {} ({} nodes{}{}):\n", r.subgraph.empty() ? "(outer graph)" : r.subgraph, r.nodes,
                   r.calledBy.empty() ? "" : ", run by ", joinMembers(r.calledBy));
        printText(*sub.graph, *sub.trace, subAgreement);
      }
    }
    if (!json) fmt::print("\n{} scheduler runs: {}\n", graph.schedulerRuns.size(), identical ? "all IDENTICAL" : "DIFFERENT");
  }
  if (json) {
    out["all_runs_identical"] = identical;
    fmt::print("{}\n", out.dump(2));
  }
  return identical ? 0 : 1;
}

}  // namespace fusescope::cli
