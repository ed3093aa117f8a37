// fusescope-cli diff A B [--graph-a G] [--graph-b G] [--policy P] [--set-a K=V]... [--set-b K=V]...
//                       [--replay] [--trace-a FILE --trace-b FILE] [--json] [--max-input-mb N] [--max-nodes N]
// Two captures of the same model: the kernels only one of them forms (each in its own node names), which
// nodes match, and for each region where the kernels differ the first decision at which the schedules
// part, with both sides' verdicts and reasons. Kernels are Inductor's recorded result when both captures
// have one (else FuseScope's replay, or always with --replay; --set-a / --set-b configure each replay).
// Two profiled runs (--trace-a/--trace-b, else the traces fusescope-capture --profile recorded beside both
// captures): the measured GPU time a call of the graph on each side, each region's measured time on both
// sides beside the decision where the schedules part, and the kernels both form whose time changed.
// Exit 0 when the kernels are the same, 1 when they differ, 2 for bad input or captures of different models.
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "analysis/capture_diff.h"
#include "codegen/kernel_metrics.h"
#include "cli_analysis.h"
#include "cli_args.h"
#include "commands.h"
#include "load_limits.h"
#include "profile/measured_change.h"
#include "source/source_map.h"
#include "util/import_error.h"

namespace fusescope::cli {

namespace {

nlohmann::json groupsJson(const std::vector<analysis::NamedGroup>& groups) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& g : groups) out.push_back(g.members);
  return out;
}

nlohmann::json sideJson(const analysis::PartingSide& s) {
  if (!s.present) return nullptr;
  return {{"node1", s.node1}, {"node2", s.node2}, {"verdict", s.fused ? "fused" : "refused"}, {"reason", s.reason},
          {"where", s.where}};
}

nlohmann::json measuredSideJson(const profile::MeasuredRegionSide& s) {
  return {{"us_per_call", s.usPerCall}, {"kernels", s.kernels}, {"unmeasured_nodes", s.unmeasuredNodes},
          {"kernels_hold_other_nodes", s.spillsOver}};
}

nlohmann::json measuredJson(const profile::MeasuredChange& m) {
  nlohmann::json changed = nlohmann::json::array();
  for (const auto& c : m.changed)
    changed.push_back({{"a", c.nameA}, {"b", c.nameB}, {"nodes_a", c.nodesA}, {"a_us", c.aUs}, {"b_us", c.bUs}});
  return {{"trace_a", m.traceA}, {"trace_b", m.traceB}, {"calls", {{"a", m.callsA}, {"b", m.callsB}}},
          {"gpu_us_per_call", {{"a", m.graphAUs}, {"b", m.graphBUs}}}, {"changed_kernels", changed},
          {"unchanged_kernels_us", m.unchangedUs}, {"notes", m.notes}};
}

nlohmann::json toJson(const analysis::CaptureDiff& d, const Graph& ga, const Graph& gb, const profile::MeasuredChange* m) {
  nlohmann::json j;
  j["a"] = d.graphA;
  j["b"] = d.graphB;
  j["kernels_from"] = analysis::toString(d.kernels);
  j["decisions_from"] = d.decisionsFrom;
  if (!d.note.empty()) j["note"] = d.note;
  j["identical"] = d.identical();
  j["kernels"] = {{"a", d.kernelsA}, {"b", d.kernelsB}, {"in_both", d.kernelsInBoth}};
  j["bytes"] = {{"a", d.costA.bytes}, {"b", d.costB.bytes}};
  j["runtime_us"] = {{"a", d.costA.runtimeUs}, {"b", d.costB.runtimeUs}};
  j["unestimated_kernels"] = {{"a", d.costA.unestimated}, {"b", d.costB.unestimated}};
  j["only_in_a"] = groupsJson(d.onlyInA);
  j["only_in_b"] = groupsJson(d.onlyInB);
  nlohmann::json matched = nlohmann::json::array();
  for (size_t i = 0; i < d.matching.bOfA.size(); ++i)
    if (const NodeId b = d.matching.bOfA[i]; b != kNone)
      matched.push_back({{"a", ga.nodes[i].name}, {"b", gb.nodes[static_cast<size_t>(b)].name},
                         {"by", analysis::toString(d.matching.basisOfA[i])}});
  j["matched_nodes"] = matched;
  j["matched_by"] = {{"name", d.matching.byName}, {"origins", d.matching.byOrigins}, {"source", d.matching.bySource}};
  std::vector<std::string> ua, ub;
  for (NodeId n : d.matching.unmatchedA) ua.push_back(ga.nodes[static_cast<size_t>(n)].name);
  for (NodeId n : d.matching.unmatchedB) ub.push_back(gb.nodes[static_cast<size_t>(n)].name);
  j["unmatched_nodes"] = {{"a", ua}, {"b", ub}};
  nlohmann::json regions = nlohmann::json::array();
  for (size_t i = 0; i < d.regions.size(); ++i) {
    const auto& r = d.regions[i];
    nlohmann::json jr = {{"only_in_a", groupsJson(r.kernelsA)}, {"only_in_b", groupsJson(r.kernelsB)}, {"parted", r.parted}};
    if (r.parted) jr["parting"] = {{"a", sideJson(r.a)}, {"b", sideJson(r.b)}, {"same_pair", r.samePair}};
    else jr["note"] = r.note;
    if (m) {
      const auto& mr = m->regions[i];
      jr["measured"] = {{"a", measuredSideJson(mr.a)}, {"b", measuredSideJson(mr.b)}, {"delta_us", mr.deltaUs()}};
    }
    regions.push_back(jr);
  }
  j["regions"] = regions;
  if (m) j["measured"] = measuredJson(*m);
  return j;
}

std::string sideText(const analysis::PartingSide& s, const std::string& where) {
  if (!s.present) return "no decision";
  return fmt::format("{} {} with {}{} ({} {})", s.fused ? "fusing" : "cannot fuse", s.node1, s.node2,
                     s.fused ? "" : ": " + s.reason, where, s.where);
}

void printText(const analysis::CaptureDiff& d, const Graph& ga, const Graph& gb, const std::string& pathA,
               const std::string& pathB, const profile::MeasuredChange* m) {
  fmt::print("A: {} ({})\nB: {} ({})\n", d.graphA, pathA, d.graphB, pathB);
  fmt::print("  kernels from: {}{}; decisions from: {}\n", d.kernels == analysis::KernelSource::Inductor
                                                               ? "Inductor's recorded result (ir_post_fusion.txt)"
                                                               : "FuseScope's replay",
             d.note.empty() ? "" : " (" + d.note + ")", d.decisionsFrom);
  fmt::print("  nodes: {} matched ({} by name, {} by origins, {} by source and shape), {} only in A, {} only in B\n",
             d.matching.matched(), d.matching.byName, d.matching.byOrigins, d.matching.bySource,
             d.matching.unmatchedA.size(), d.matching.unmatchedB.size());
  auto listUnmatched = [](const char* side, const Graph& g, const std::vector<NodeId>& ids) {
    constexpr size_t kShow = 12;
    if (ids.empty()) return;
    std::vector<std::string> names;
    for (size_t i = 0; i < ids.size() && i < kShow; ++i) names.push_back(g.nodes[static_cast<size_t>(ids[i])].name);
    fmt::print("    only in {}: {}{}\n", side, fmt::join(names, " "),
               ids.size() > kShow ? fmt::format(" (+{} more)", ids.size() - kShow) : "");
  };
  listUnmatched("A", ga, d.matching.unmatchedA);
  listUnmatched("B", gb, d.matching.unmatchedB);
  fmt::print("  kernels: A {}, B {}, {} in both; moved A {} B {}; runtime A {} B {}\n", d.kernelsA, d.kernelsB,
             d.kernelsInBoth, codegen::bytesText(d.costA.bytes), codegen::bytesText(d.costB.bytes),
             analysis::runtimeText(d.costA), analysis::runtimeText(d.costB));
  if (m) {
    fmt::print("  measured GPU time a call: A {} ({} calls), B {} ({} calls): {}\n", codegen::durationText(m->graphAUs),
               m->callsA, codegen::durationText(m->graphBUs), m->callsB, profile::changeText(m->graphAUs, m->graphBUs, "B"));
    for (const auto& note : m->notes) fmt::print("    {}\n", note);
  }
  const std::string where = d.decisionsFrom == "fusion.log" ? "fusion.log line" : "decision";
  for (size_t i = 0; i < d.regions.size(); ++i) {
    const auto& r = d.regions[i];
    fmt::print("  region {}:\n", i + 1);
    for (const auto& g : r.kernelsA) fmt::print("    only in A: {}\n", fmt::join(g.members, " "));
    for (const auto& g : r.kernelsB) fmt::print("    only in B: {}\n", fmt::join(g.members, " "));
    if (!r.parted) {
      fmt::print("    {}\n", r.note);
      continue;
    }
    fmt::print("    schedules part at: A {}\n", sideText(r.a, where));
    fmt::print("                       B {}\n", sideText(r.b, where));
    if (!r.samePair && r.a.present && r.b.present) fmt::print("    (one side never decided the other's pair: its groups held these nodes)\n");
    if (m) {
      const auto& mr = m->regions[i];
      fmt::print("    measured a call: A {}, B {}: {}\n", profile::sideText(mr.a), profile::sideText(mr.b),
                 profile::changeText(mr.a.usPerCall, mr.b.usPerCall, "B"));
    }
  }
  if (m) {
    constexpr size_t kShow = 10;
    fmt::print("  kernels both form: {} a call in those whose time held; {} changed by 10% and 1 µs or more\n",
               codegen::durationText(m->unchangedUs), m->changed.size());
    for (size_t i = 0; i < m->changed.size() && i < kShow; ++i) {
      const auto& c = m->changed[i];
      fmt::print("    {} ({}): A {}, B {}: {}\n", c.nameA, fmt::join(c.nodesA, " "), codegen::durationText(c.aUs),
                 codegen::durationText(c.bUs), profile::changeText(c.aUs, c.bUs, "B"));
    }
    if (m->changed.size() > kShow) fmt::print("    (+{} more)\n", m->changed.size() - kShow);
  }
  fmt::print("{}\n", d.identical() ? "SAME KERNELS" : "DIFFERENT KERNELS");
}

}  // namespace

int cmdDiff(const std::vector<std::string>& args) {
  CliArgs cli(args, withLoadLimitOptions({"--graph-a", "--graph-b", "--policy", "--set-a", "--set-b", "--trace-a", "--trace-b"}),
              withLoadFlags({"--json", "--replay"}));
  if (cli.value("--fusion-log")) throw UsageError("diff reads each capture's own fusion log; --fusion-log is not taken");
  const std::string pathA = cli.requirePositional(0, "A");
  const std::string pathB = cli.requirePositional(1, "B");
  // The loader asks for `--graph NAME` when a folder holds several graphs; here each side has its own option.
  auto side = [&](const std::string& path, const char* graphOption, const char* setOption) {
    try {
      return openCaptureOf(cli, path, cli.value(graphOption).value_or(""), cli.values(setOption));
    } catch (const ImportError& e) {
      std::string message = e.what();
      if (const auto at = message.find("--graph NAME"); at != std::string::npos)
        throw UsageError(message.replace(at, 12, std::string(graphOption) + " NAME"));
      throw;
    }
  };
  const auto captureA = side(pathA, "--graph-a", "--set-a");
  const auto captureB = side(pathB, "--graph-b", "--set-b");
  const analysis::Analysis& a = scheduleOf(*captureA);
  const analysis::Analysis& b = scheduleOf(*captureB);
  const source::SourceMap &sourcesA = captureA->sources(), &sourcesB = captureB->sources();
  analysis::CaptureDiffOptions options;
  options.replayOnly = cli.flag("--replay");
  analysis::CaptureDiff d;
  try {
    d = analysis::diffCaptures({*a.graph, *a.trace, sourcesA}, {*b.graph, *b.trace, sourcesB}, options);
  } catch (const analysis::DifferentModels& e) {
    throw UsageError(fmt::format("{} and {}: {}", pathA, pathB, e.what()));
  }
  // Two profiled runs: each side's own trace, given or recorded beside the capture by fusescope-capture --profile.
  std::optional<profile::MeasuredChange> measured;
  std::optional<std::string> traceA = cli.value("--trace-a"), traceB = cli.value("--trace-b");
  if (traceA.has_value() != traceB.has_value())
    throw UsageError("--trace-a and --trace-b go together: each side is measured in its own run's trace");
  if (!traceA) {
    const auto &foundA = captureA->capturedTrace(), &foundB = captureB->capturedTrace();
    if (!foundA.empty() && !foundB.empty()) {
      traceA = foundA.string();
      traceB = foundB.string();
      fmt::print(stderr, "diff: the traces fusescope-capture recorded, {} and {}\n", *traceA, *traceB);
    }
  }
  if (traceA) {
    const auto& ma = captureA->measurement(*traceA);
    const auto& mb = captureB->measurement(*traceB);
    std::vector<profile::RegionNodes> regions;
    for (const auto& r : d.regions) regions.push_back({r.nodesA, r.nodesB});
    measured = profile::measuredChange(*a.graph, ma, *b.graph, mb, d.matching.bOfA, d.matching.aOfB, regions);
  }
  const profile::MeasuredChange* m = measured ? &*measured : nullptr;
  if (cli.flag("--json")) fmt::print("{}\n", toJson(d, *a.graph, *b.graph, m).dump(2));
  else printText(d, *a.graph, *b.graph, pathA, pathB, m);
  return d.identical() ? 0 : 1;
}

}  // namespace fusescope::cli
