// fusescope-cli schedule PATH [--graph NAME] [--policy seed|inductor-2.11] [--set KEY=VALUE]... [--json]
//                         [--unfold] [--repeat N] [--max-input-mb N] [--max-nodes N]
// Runs the scheduler on one graph and prints the kernels, fusions and rejections (JSON or a readable log).
// The log says a refusal repeated in later rounds once, with its rounds (analysis/refusal_repeats.h);
// --unfold prints every one, and the JSON lists every one with "repeat_of".
// --repeat N schedules the loaded graph N times more and reports the median, mean and fastest of those
// runs beside the first: the first run in a fresh process pays for cold caches and first-touched memory, and a
// timing compared with Inductor's repeated compiles (which drop their first) should do the same. The JSON's
// timing_ms also gives the fusion rounds alone (fuse_nodes), the part of a schedule that Inductor's
// Scheduler.fuse_nodes timing covers; building the nodes and last usage are outside it.
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <numeric>
#include <stdexcept>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli_args.h"
#include "load_limits.h"
#include "commands.h"
#include "cli_analysis.h"
#include "analysis/refusal_repeats.h"
#include "import/load.h"
#include "util/counted.h"
#include "codegen/kernel_metrics.h"
#include "sched/scheduler.h"

namespace fusescope::cli {

namespace {

std::vector<std::string> memberNames(const Graph& graph, const sched::SchedNodeInfo& node) {
  std::vector<std::string> out;
  out.reserve(node.members.size());
  for (NodeId m : node.members) out.push_back(graph.nodes[static_cast<size_t>(m)].name);
  return out;
}

// Schedule times of the runs after the first (--repeat).
struct RepeatTiming {
  int runs = 0;
  double medianMs = 0, minMs = 0;
  // The mean keeps every slow run: it is what one long run of the same work would take on the same
  // machine, the way each of Inductor's fuse_nodes timings is one long run.
  double meanMs = 0;
  double fuseNodesMedianMs = 0;  // the fusion rounds alone: the part Inductor's fuse_nodes timing covers
};

double medianOf(std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  return ms.size() % 2 ? ms[ms.size() / 2] : (ms[ms.size() / 2 - 1] + ms[ms.size() / 2]) / 2;
}

void printJson(const Graph& graph, const sched::Trace& trace, double importMs, double scheduleMs,
               const RepeatTiming& repeat) {
  nlohmann::ordered_json j;
  j["policy"] = trace.policy;
  j["nodes_before"] = trace.nodesBefore;
  auto& kernels = j["kernels"] = nlohmann::ordered_json::array();
  for (const auto& k : trace.kernels) kernels.push_back(memberNames(graph, trace.node(k.node)));
  auto& fusions = j["fusions"] = nlohmann::ordered_json::array();
  for (const auto& f : trace.fusions)
    fusions.push_back({{"round", f.round}, {"node1", trace.name(f.node1)}, {"node2", trace.name(f.node2)},
                       {"fused", trace.name(f.fused)}});
  // Every refusal; "repeat_of" is the index (into this list) of the first refusal of the same pair for the
  // same reason, which the text and the window show once with its rounds.
  const analysis::RefusalRepeats repeats = analysis::findRefusalRepeats(trace);
  std::vector<int> rejectionIndex(trace.decisions.size(), -1);
  auto& rejections = j["rejections"] = nlohmann::ordered_json::array();
  for (size_t i = 0; i < trace.decisions.size(); ++i) {
    const auto& d = trace.decisions[i];
    if (d.verdict != sched::Verdict::Rejected) continue;
    rejectionIndex[i] = static_cast<int>(rejections.size());
    nlohmann::ordered_json r = {{"round", d.round}, {"node1", trace.name(d.node1)}, {"node2", trace.name(d.node2)},
                                {"reason", d.reason}, {"phase", sched::toString(d.phase)}};
    if (repeats.isRepeat(static_cast<int>(i))) r["repeat_of"] = rejectionIndex[static_cast<size_t>(repeats.firstOf[i])];
    rejections.push_back(std::move(r));
  }
  j["repeated_rejections"] = repeats.repeats;
  j["rounds"] = trace.rounds;
  j["timing_ms"] = {{"import", importMs}, {"schedule", scheduleMs}, {"fuse_nodes", trace.timing.fusionMs}};
  if (repeat.runs > 0)
    j["timing_ms"]["schedule_repeated"] = {{"runs", repeat.runs},
                                           {"median", repeat.medianMs},
                                           {"min", repeat.minMs},
                                           {"mean", repeat.meanMs},
                                           {"fuse_nodes_median", repeat.fuseNodesMedianMs}};
  std::cout << j.dump() << "\n";
}

void printText(const Graph& graph, const sched::Trace& trace, double importMs, double scheduleMs,
               const RepeatTiming& repeat, bool unfold) {
  const analysis::RefusalRepeats repeats = analysis::findRefusalRepeats(trace);
  fmt::print("policy {} on {}: {} nodes before fusion, {} kernels after {} round(s)\n", trace.policy, graph.name,
             trace.nodesBefore, trace.kernels.size(), trace.rounds);
  if (!trace.deadNodes.empty()) {
    fmt::print("dead nodes removed:");
    for (NodeId n : trace.deadNodes) fmt::print(" {}", graph.nodes[static_cast<size_t>(n)].name);
    fmt::print("\n");
  }
  int round = 0;
  for (size_t i = 0; i < trace.decisions.size(); ++i) {
    const auto& d = trace.decisions[i];
    if (d.round != round) {
      round = d.round;
      fmt::print("\nround {}\n", round);
    }
    if (!unfold && repeats.isRepeat(static_cast<int>(i))) continue;   // said once, with its rounds
    if (d.verdict == sched::Verdict::Fused) {
      const auto& f = trace.fusions[static_cast<size_t>(d.fusion)];
      fmt::print("  fusing {} with {} -> {} ({})\n", trace.name(f.node1), trace.name(f.node2), trace.name(f.fused),
                 sched::toString(d.kind));
    } else if (d.verdict == sched::Verdict::Rejected) {
      const bool repeated = !unfold && !repeats.repeatsOf[i].empty();
      fmt::print("  cannot fuse {} with {}: {} [{}, {}]{}\n", trace.name(d.node1), trace.name(d.node2), d.reason,
                 sched::toString(d.kind), sched::toString(d.phase),
                 repeated ? fmt::format(" (asked {} times, rounds {})", repeats.repeatsOf[i].size(),
                                        repeats.roundsText(trace, static_cast<int>(i)))
                          : std::string());
    }
  }
  if (!unfold && repeats.repeats > 0)
    fmt::print("\n{} of them said once above with their rounds (--unfold lists each)\n",
               counted(repeats.repeats, "refusal repeated in a later round", "refusals repeated in later rounds"));
  // Bytes moved per kernel by core/codegen's kernel metrics, the numbers the window's Kernel dock and
  // Inspector show (the policies do not all keep get_read_write_buffers_sizes).
  fmt::print("\nkernels ({}):\n", trace.kernels.size());
  for (size_t i = 0; i < trace.kernels.size(); ++i) {
    const auto& k = trace.kernels[i];
    const auto& n = trace.node(k.node);
    const codegen::KernelMetrics m = codegen::kernelMetrics(graph, n.members);
    fmt::print("  {:4} {} [{}, {}] {} bytes read, {} written\n", i, n.name, sched::className(n.type), k.backend,
               m.bytesRead, m.bytesWritten);
  }
  for (const auto& note : trace.notes) fmt::print("note: {}\n", note);
  fmt::print("timing: import {:.2f} ms, schedule {:.2f} ms\n", importMs, scheduleMs);
  if (repeat.runs > 0)
    fmt::print("timing: schedule repeated {} times: median {:.3f} ms, mean {:.3f} ms, fastest {:.3f} ms; fusion "
               "rounds alone (Inductor's fuse_nodes) median {:.3f} ms\n",
               repeat.runs, repeat.medianMs, repeat.meanMs, repeat.minMs, repeat.fuseNodesMedianMs);
}

// Schedules the already loaded graph `count` more times with the same policy and knobs; every run must
// give the first run's trace (a scheduler that depended on leftover state would show up here).
RepeatTiming repeatSchedule(const capture::OpenedCapture& opened, const analysis::Analysis& first, int count) {
  std::vector<double> ms, fuseMs;
  for (int i = 0; i < count; ++i) {
    const auto fresh = opened.rescheduled(opened.inputs().policy, opened.inputs().settings);
    const analysis::Analysis& again = scheduleOf(*fresh);
    if (again.trace->fusions.size() != first.trace->fusions.size() ||
        again.trace->decisions.size() != first.trace->decisions.size())
      throw std::runtime_error("a repeated schedule of the same graph gave a different trace");
    ms.push_back(again.scheduleMs);
    fuseMs.push_back(again.trace->timing.fusionMs);
  }
  RepeatTiming out;
  out.runs = count;
  out.minMs = *std::min_element(ms.begin(), ms.end());
  out.meanMs = std::accumulate(ms.begin(), ms.end(), 0.0) / static_cast<double>(ms.size());
  out.medianMs = medianOf(std::move(ms));
  out.fuseNodesMedianMs = medianOf(std::move(fuseMs));
  return out;
}

}  // namespace

int cmdSchedule(const std::vector<std::string>& args) {
  CliArgs cli(args, withLoadLimitOptions({"--graph", "--policy", "--set", "--repeat"}), withLoadFlags({"--json", "--unfold"}));
  const int repeats = cli.count("--repeat", 0, 1, 100000);
  const auto opened = openForCommand(cli);
  const analysis::Analysis& run = scheduleOf(*opened);
  const RepeatTiming repeat = repeats > 0 ? repeatSchedule(*opened, run, repeats) : RepeatTiming{};
  if (cli.flag("--json")) printJson(*run.graph, *run.trace, run.importMs, run.scheduleMs, repeat);
  else printText(*run.graph, *run.trace, run.importMs, run.scheduleMs, repeat, cli.flag("--unfold"));
  return 0;
}

}  // namespace fusescope::cli
