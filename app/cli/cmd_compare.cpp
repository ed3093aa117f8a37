// fusescope-cli compare PATH [--graph NAME] [--policy P] [--set K=V]... [--json] [--max-input-mb N] [--max-nodes N]:
// run the scheduler on a capture and compare with Inductor's own result (ir_post_fusion.txt kernels, fusion.log decisions).
// Exit 0 when kernels and fusion sequence are identical (the kernels alone when the capture has no fusion
// log: its decisions are then not checked, and the output says so), 1 when they differ, 2 on bad input.
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
#include "analysis/fusion_sequence.h"
#include "analysis/inductor_agreement.h"
#include "capture/rank_agreement.h"
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
  j["decisions_checked"] = c.decisionsChecked();
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
  if (!c.hasFusionLog)
    fmt::print("  note: no fusion log, so the decisions (order, refusal reasons) were not checked; capture with "
               "TORCH_LOGS=+fusion TORCH_LOGS_OUT=fusion.log (scripts/fusescope-capture does)\n");
  fmt::print("  kernels: {}/{} matching (FuseScope forms {})\n", c.kernelsMatching, c.kernelsTotal, c.fuseScopeKernels);
  if (c.hasFusionLog)
    fmt::print("  fusion sequence: {}/{} matching prefix (FuseScope fuses {})\n", c.fusionPrefix, c.fusionsTotal,
               c.fuseScopeFusions);
  if (!c.firstDivergence.empty()) fmt::print("  first divergence: {}\n", c.firstDivergence);
  if (agreement.firstDivergence >= 0) fmt::print("  first decision that parts from Inductor: {} (fusescope-cli why ... --step {})\n",
                                         agreement.firstDivergence + 1, agreement.firstDivergence + 1);
  if (agreement.logged.disagreements > 0)
    fmt::print("  {} decision(s) disagree with fusion.log's line for the same pair\n", agreement.logged.disagreements);
  if (c.hasFusionLog)
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
  for (size_t i = 0; c.hasFusionLog && i < c.extraRejections.size() && i < kShow; ++i) {
    const auto& r = c.extraRejections[i];
    fmt::print("  extra rejection:   cannot fuse {} with {}: {}\n", r.node1, r.node2, r.reason);
  }
  for (const auto& n : trace.notes) fmt::print("  note: {}\n", n);
  if (!c.identical())
    fmt::print("DIFFERENT\n");
  else if (!c.decisionsChecked())
    fmt::print("KERNELS IDENTICAL (decisions not checked)\n");
  else if (!c.missingRejections.empty() || !c.extraRejections.empty())
    fmt::print("IDENTICAL kernels and fusion order; refusal reasons differ: {} not reproduced, {} not in the log\n",
               c.missingRejections.size(), c.extraRejections.size());
  else
    fmt::print("IDENTICAL\n");
}

// --sequence: FuseScope's fusions and Inductor's, position by position, and at the first position where
// they part what each side did with the other's pair.
void printSequence(const analysis::FusionSequence& seq) {
  if (!seq.hasLog) {
    fmt::print("  sequence: no fusion log, so no Inductor order to align\n");
    return;
  }
  auto pair = [](const analysis::SequenceSide& s) {
    return s.present ? fmt::format("{} + {}", s.node1, s.node2) : std::string("(no more fusions)");
  };
  fmt::print("  sequence ({} positions{}):\n", seq.rows.size(),
             seq.firstDifference < 0 ? ", the same order" : fmt::format(", they part at position {}", seq.firstDifference + 1));
  fmt::print("    {:>5}  {:<7} {:<40} {:<40} {}\n", "#", "", "FuseScope (decision)", "Inductor (fusion.log line)", "round");
  for (const analysis::SequenceRow& r : seq.rows) {
    const std::string mark = r.same ? "" : r.position == seq.firstDifference ? ">> part" : "differ";
    fmt::print("    {:>5}  {:<7} {:<40} {:<40} {}\n", r.position + 1, mark,
               r.fuseScope.present ? fmt::format("{} ({})", pair(r.fuseScope), r.fuseScope.decision + 1) : pair(r.fuseScope),
               r.inductor.present ? fmt::format("{} ({})", pair(r.inductor), r.inductor.line) : pair(r.inductor),
               r.fuseScope.present ? r.fuseScope.round : r.inductor.round);
  }
  if (seq.firstDifference < 0) return;
  const analysis::SequenceRow& at = seq.rows[static_cast<size_t>(seq.firstDifference)];
  fmt::print("  at position {}:\n", seq.firstDifference + 1);
  if (at.inductor.present)
    fmt::print("    Inductor fuses {}; {}{}\n", pair(at.inductor), seq.fuseScopeOnInductorPair.text,
               seq.inductorPairScore.empty() ? "" : fmt::format("; FuseScope's score for it {}", seq.inductorPairScore));
  if (at.fuseScope.present)
    fmt::print("    FuseScope fuses {} (score {}); {}\n", pair(at.fuseScope), seq.fuseScopeScore, seq.inductorOnFuseScopePair.text);
  if (!seq.basis.empty()) fmt::print("    FuseScope's decision rests on: {}\n", seq.basis);
}

nlohmann::json sequenceJson(const analysis::FusionSequence& seq) {
  auto side = [](const analysis::SequenceSide& s) {
    if (!s.present) return nlohmann::json(nullptr);
    nlohmann::json j = {{"node1", s.node1}, {"node2", s.node2}, {"round", s.round}};
    if (s.decision >= 0) j["decision"] = s.decision + 1;
    if (s.line > 0) j["line"] = s.line;
    return j;
  };
  nlohmann::json j = {{"has_log", seq.hasLog}, {"rows", nlohmann::json::array()}};
  for (const analysis::SequenceRow& r : seq.rows)
    j["rows"].push_back({{"position", r.position + 1}, {"same", r.same}, {"fusescope", side(r.fuseScope)}, {"inductor", side(r.inductor)}});
  j["first_difference"] = seq.firstDifference < 0 ? nlohmann::json(nullptr) : nlohmann::json(seq.firstDifference + 1);
  if (seq.firstDifference >= 0) {
    j["fusescope_on_inductor_pair"] = seq.fuseScopeOnInductorPair.text;
    j["inductor_on_fusescope_pair"] = seq.inductorOnFuseScopePair.text;
    j["fusescope_score"] = seq.fuseScopeScore;
    j["inductor_pair_score"] = seq.inductorPairScore;
    j["basis"] = seq.basis;
  }
  return j;
}

// --all-ranks: the graph of every rank against its own record, and every rank against the lowest.
int compareAllRanks(const CliArgs& cli, const std::vector<int>& ranks) {
  capture::RanksAgreement all;
  try {
    all = capture::compareRanks(analysisInputs(cli), ranks);
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  const bool ok = all.ranksAlike() && all.allIdenticalToInductor();
  if (cli.flag("--json")) {
    nlohmann::json out = {{"ranks", nlohmann::json::array()}, {"ranks_alike", all.ranksAlike()},
                          {"all_identical", all.allIdenticalToInductor()}, {"headline", all.headline()}};
    out["first_differing_rank"] = all.firstDiffering < 0 ? nlohmann::json(nullptr) : nlohmann::json(all.ranks[static_cast<size_t>(all.firstDiffering)].rank);
    for (const capture::RankResult& r : all.ranks) {
      out["ranks"].push_back({{"rank", r.rank}, {"graph", r.graph}, {"identical", r.agreement.identical()},
                              {"headline", r.agreement.headline()}, {"same_as_lowest_rank", r.sameAsFirst},
                              {"kernels_only_in_lowest_rank", r.onlyInFirst}, {"kernels_only_here", r.onlyHere}});
    }
    fmt::print("{}\n", out.dump(2));
  } else {
    for (const capture::RankResult& r : all.ranks) fmt::print("rank {} {}\n  {}\n", r.rank, r.graph, r.agreement.headline());
    fmt::print("{}\n{}\n", all.headline(), ok ? "ALL RANKS IDENTICAL" : "DIFFERENT");
  }
  return ok ? 0 : 1;
}

}  // namespace

int cmdCompare(const std::vector<std::string>& args) {
  CliArgs cli(args, withLoadLimitOptions({"--graph", "--policy", "--set"}), withLoadFlags({"--json", "--all-ranks", "--sequence"}));
  const auto opened = openForCommand(cli);
  const Graph& graph = *opened->graph();
  if (cli.flag("--all-ranks")) {
    if (cli.value("--rank")) throw UsageError("--all-ranks compares every rank; --rank picks one: give one of them");
    if (graph.inductor.ranks.size() > 1) return compareAllRanks(cli, graph.inductor.ranks);
    if (!cli.flag("--json")) fmt::print("note: {} comes from a single-process log; --all-ranks has one rank to compare\n", graph.name);
  }
  if (!graph.inductor.hasPostFusion && !graph.inductor.hasFusionLog)
    throw std::runtime_error("the capture at " + cli.requirePositional(0, "PATH") +
                             " records no Inductor result (no ir_post_fusion.txt, no fusion.log)");
  const analysis::Analysis& run = scheduleOf(*opened);
  const analysis::InductorAgreement& agreement = opened->agreement();
  const bool json = cli.flag("--json");
  nlohmann::json out = json ? toJson(graph, *run.trace, agreement) : nlohmann::json();
  if (!json) printText(graph, *run.trace, agreement);
  if (cli.flag("--sequence")) {
    const analysis::FusionSequence seq = analysis::alignFusionSequences(graph, *run.trace);
    if (json) out["sequence"] = sequenceJson(seq);
    else printSequence(seq);
  }
  bool identical = agreement.comparison.identical();
  // A graph with subgraphs: each subgraph is its own scheduler run, compared with its own record.
  if (cli.value("--subgraph").value_or("").empty() && graph.schedulerRuns.size() > 1) {
    out["subgraphs"] = nlohmann::json::array();
    for (const SchedulerRunInfo& r : graph.schedulerRuns) {
      if (r.subgraph == graph.subgraph) continue;
      analysis::AnalysisInputs inputs = analysisInputs(cli);
      inputs.limits.subgraph = r.subgraph;
      const auto subCapture = openInputs(inputs);
      const analysis::Analysis& sub = scheduleOf(*subCapture);
      const analysis::InductorAgreement& subAgreement = subCapture->agreement();
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
