// `fusescope-cli info PATH [--graph NAME] [--json] [--blocks] [--max-input-mb N] [--max-nodes N]`: the graphs at PATH and
// what each holds.
#include <algorithm>
#include <memory>
#include <optional>
#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "analysis/analyze.h"
#include "analysis/block_overview.h"
#include "block_output.h"
#include "cli_analysis.h"
#include "cli_args.h"
#include "load_limits.h"
#include "commands.h"
#include "graph/graph_summary.h"
#include "import/load.h"
#include "import/torch_version.h"
#include "sched/inductor_release.h"
#include "source/source_grouping.h"
#include "source/source_map.h"
#include "source_json.h"
#include "util/import_error.h"
#include "util/counted.h"

namespace fusescope::cli {

namespace {

std::string joinCounts(const std::map<std::string, int>& counts) {
  std::string out;
  for (const auto& [k, v] : counts) out += fmt::format("{}{} {}", out.empty() ? "" : ", ", v, k);
  return out.empty() ? "none" : out;
}

void printSummary(const GraphSummary& s) {
  fmt::print("graph {} ({})\n", s.name, s.format);
  fmt::print("  nodes      {} ({})\n", s.nodes, joinCounts(s.nodesByKind));
  fmt::print("  node types {}\n", joinCounts(s.nodesByIrType));
  fmt::print("  buffers    {} ({} graph inputs, {} graph outputs)\n", s.buffers, s.graphInputs, s.graphOutputs);
  fmt::print("  edges      {}\n", joinCounts(s.edgesByKind));
  fmt::print("  devices    {}\n", joinCounts(s.devices));
  if (s.foreachGroups > 0) fmt::print("  foreach    {} groups (from {})\n", s.foreachGroups, s.foreachSource);
  std::string files;
  for (const auto& [name, present] : s.optionalFiles) files += fmt::format(" {}{}", present ? "+" : "-", name);
  fmt::print("  files     {}\n", files);
  if (s.optionalFiles.at("fusion.log"))
    fmt::print("  inductor   {}, {} recorded in fusion.log\n", counted(s.recordedFusions, "fusion"),
               counted(s.recordedRejections, "rejection"));
  if (s.optionalFiles.at("ir_post_fusion.txt"))
    fmt::print("  inductor   {} scheduled nodes after fusion\n", s.recordedKernels);
  if (s.optionalFiles.at("output_code.py")) fmt::print("  kernels    {} in output_code.py\n", s.codeKernels);
  if (s.warnings > 0) fmt::print("  warnings   {}\n", s.warnings);
}

// The graph's entry of `info --json`. Made only when printed: every node's sources in it were 200 MB at
// 21,000 nodes, more than the graph itself.
nlohmann::json infoJson(const GraphEntry& e, const Graph& g, const GraphSummary& s, const source::SourceMap& sources,
                        const std::optional<analysis::BlockOverview>& blocks) {
  nlohmann::json j = summaryToJson(s);
  j["kind"] = e.kind;
  j["rank"] = g.inductor.rank < 0 ? nlohmann::json(nullptr) : nlohmann::json(g.inductor.rank);
  j["log_ranks"] = g.inductor.ranks;
  j["torch_version"] = g.inductor.torchVersion;
  {
    const sched::ReleaseChoice release = sched::chooseRelease(g.inductor.torchVersion);
    j["default_policy"] = sched::inductorPolicyName(release.release);
    j["release_modelled"] = release.exact;
    j["release_verification"] = sched::releaseVerification(release.release);
  }
  j["torch_git_version"] = g.inductor.torchGitVersion;
  // Per node: where it came from in the user's code ("nodes" is the node count, kept as it was).
  j["node_sources"] = nlohmann::json::array();
  for (const Node& n : g.nodes) {
    nlohmann::json node = {{"name", n.name}, {"kind", n.typeName}};
    addSourceJson(node, sources.node(n.id));
    j["node_sources"].push_back(std::move(node));
  }
  j["source_warnings"] = nlohmann::json::array();
  for (const auto& w : sources.warnings) j["source_warnings"].push_back(fmt::format("{}: {}", w.file, w.message));
  j["subgraph"] = g.subgraph;
  j["scheduler_runs"] = nlohmann::json::array();
  for (const SchedulerRunInfo& r : g.schedulerRuns)
    j["scheduler_runs"].push_back({{"subgraph", r.subgraph}, {"nodes", r.nodes}, {"called_by", r.calledBy}, {"log_line", r.logLine}});
  j["warnings_list"] = nlohmann::json::array();
  for (const auto& w : g.warnings)
    j["warnings_list"].push_back(fmt::format("{}:{}: {}", w.file, w.line, w.message));
  if (blocks) j["blocks"] = blocksJson(g, *blocks);
  return j;
}

}  // namespace

int cmdInfo(const std::vector<std::string>& argv) {
  const CliArgs args(argv, withLoadLimitOptions({"--graph"}), withLoadFlags({"--json", "--blocks"}));
  const LoadOptions limits = loadLimits(args);
  const std::string path = args.requirePositional(0, "PATH");
  if (args.positionals().size() > 1) throw UsageError("unexpected argument " + args.positionals()[1]);
  const auto graphName = args.value("--graph");

  std::vector<GraphEntry> entries;
  if (graphName) {
    entries.push_back(GraphEntry{*graphName, path, "unknown"});
  } else {
    entries = listGraphs(path, limits);
    if (entries.empty()) throw ImportError(path, 0, "no Inductor capture here (no folder with an ir_pre_fusion.txt)");
  }

  nlohmann::json out = {{"path", path}, {"graphs", nlohmann::json::array()}};
  for (const GraphEntry& e : entries) {
    const auto opened = graphName ? openForCommand(args) : openListed(args, e);
    const Graph& g = *opened->graph();
    GraphSummary s = summarize(g);
    const source::SourceMap& sources = opened->sources();
    std::optional<analysis::BlockOverview> blocks;
    if (args.flag("--blocks")) blocks = opened->blocks();
    if (args.flag("--json")) out["graphs"].push_back(infoJson(e, g, s, sources, blocks));
    if (!args.flag("--json")) {
      printSummary(s);
      const sched::ReleaseChoice release = sched::chooseRelease(g.inductor.torchVersion);
      if (!g.inductor.torchVersion.empty())
        fmt::print("  pytorch    {}{}\n", g.inductor.torchVersion,
                   g.inductor.torchGitVersion.empty() ? "" : " (git " + g.inductor.torchGitVersion.substr(0, 12) + ")");
      fmt::print("  policy     {} by default ({}); {}{}\n", sched::inductorPolicyName(release.release),
                 g.inductor.torchVersion.empty() ? "no fx_graph_runnable.py says which PyTorch compiled it"
                                                 : "chosen from the capture's version",
                 sched::releaseVerification(release.release),
                 release.note().empty() ? "" : "; " + release.note());
      if (g.inductor.rank >= 0)
        fmt::print("  rank       {} of ranks {} in the log (pick another with --rank N)\n", g.inductor.rank,
                   fmt::join(g.inductor.ranks, ", "));
      const auto located = std::count_if(sources.nodes.begin(), sources.nodes.end(),
                                         [](const source::NodeSource& n) { return !n.locations.empty(); });
      fmt::print("  sources    {} of {} nodes have a line in the user's code\n", located, g.nodes.size());
      if (g.inductor.hasModuleStacks) {
        const auto inModule = std::count_if(sources.nodes.begin(), sources.nodes.end(),
                                            [](const source::NodeSource& n) { return !n.modules.empty(); });
        fmt::print("  modules    {} of {} nodes have a module path ({} layers)\n", inModule, g.nodes.size(),
                   source::groupBySource(sources, source::SourceGrouping::Layer).size());
      }
      if (g.schedulerRuns.size() > 1) {
        fmt::print("  runs       {} scheduler runs in this folder (open one with --subgraph NAME):\n", g.schedulerRuns.size());
        for (const SchedulerRunInfo& r : g.schedulerRuns) {
          fmt::print("    {} {}: {} node{}{}{}\n", r.subgraph == g.subgraph ? "*" : " ", r.subgraph.empty() ? "(outer graph)" : r.subgraph,
                     r.nodes, r.nodes == 1 ? "" : "s", r.calledBy.empty() ? "" : ", run by ", fmt::format("{}", fmt::join(r.calledBy, ", ")));
        }
      }
      if (blocks) printBlocks(*blocks);
      for (const auto& w : g.warnings) fmt::print("  warning: {}:{}: {}\n", w.file, w.line, w.message);
    }
  }
  if (args.flag("--json"))
    fmt::print("{}\n", out.dump(2));
  else if (entries.size() > 1) {
    std::set<int> ranks;
    for (const GraphEntry& e : entries) {
      if (e.rank >= 0) ranks.insert(e.rank);
    }
    if (ranks.empty()) fmt::print("{} graphs\n", entries.size());
    else fmt::print("{} graphs of ranks {} (one command takes one rank: --rank N)\n", entries.size(), fmt::join(ranks, ", "));
  }
  return 0;
}

}  // namespace fusescope::cli
