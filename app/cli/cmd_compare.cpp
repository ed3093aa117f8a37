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
#include "sched/schedule_compare.h"
#include "sched/scheduler.h"

namespace fusescope::cli {

namespace {

std::unique_ptr<sched::Policy> policyByName(const std::string& name) {
  try {
    return sched::makePolicy(name);
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
}

std::string joinMembers(const std::vector<std::string>& members) {
  std::string out;
  for (const auto& m : members) out += (out.empty() ? "" : ",") + m;
  return out;
}

nlohmann::json toJson(const Graph& graph, const sched::Trace& trace, const sched::ScheduleComparison& c) {
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
  return j;
}

void printText(const Graph& graph, const sched::Trace& trace, const sched::ScheduleComparison& c) {
  fmt::print("graph {} (policy {})\n", graph.name, trace.policy);
  if (!c.hasKernels) fmt::print("  note: the capture has no ir_post_fusion.txt\n");
  if (!c.hasFusionLog) fmt::print("  note: the capture has no fusion.log\n");
  fmt::print("  kernels: {}/{} matching (FuseScope forms {})\n", c.kernelsMatching, c.kernelsTotal, c.fuseScopeKernels);
  fmt::print("  fusion sequence: {}/{} matching prefix (FuseScope fuses {})\n", c.fusionPrefix, c.fusionsTotal,
             c.fuseScopeFusions);
  if (!c.firstDivergence.empty()) fmt::print("  first divergence: {}\n", c.firstDivergence);
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
  const LoadOptions limits = loadLimits(cli);
  const std::string path = cli.requirePositional(0, "PATH");
  const std::string policyName = cli.value("--policy").value_or(sched::kDefaultPolicy);
  sched::SchedulerConfig config;
  for (const auto& assignment : cli.values("--set")) {
    try {
      config.setAssignment(assignment);
    } catch (const std::invalid_argument& e) {
      throw UsageError(e.what());
    }
  }
  auto policy = policyByName(policyName);
  Graph graph = loadGraph(path, cli.value("--graph").value_or(std::string()), limits);
  if (!graph.inductor.hasPostFusion && !graph.inductor.hasFusionLog)
    throw std::runtime_error("the capture at " + path + " records no Inductor result (no ir_post_fusion.txt, no fusion.log)");
  sched::Trace trace = sched::runScheduler(graph, config, *policy);
  sched::ScheduleComparison comparison = sched::compareWithInductor(graph, trace);
  if (cli.flag("--json")) fmt::print("{}\n", toJson(graph, trace, comparison).dump(2));
  else printText(graph, trace, comparison);
  return comparison.identical() ? 0 : 1;
}

}  // namespace fusescope::cli
