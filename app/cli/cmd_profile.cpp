// fusescope-cli profile PATH [--trace FILE] [--graph G] [--rank N] [--top N] [--refusals N] [--annotate OUT.json.gz] [--json]
// Where the measured GPU time of a torch.profiler trace goes: every kernel inside a compiled-graph call
// tied to its graph, its output_code.py call site and the scheduler nodes and source lines behind it,
// (without --trace: the trace fusescope-capture --profile recorded beside the capture) with its achieved bandwidth (or FLOP/s) against the device's peak beside Inductor's estimate, and what
// could not be attributed, with the reason; and the refusals that keep measured kernels apart, by what one
// kernel would save (profile/pair_cost, the window's Cost column). Exit 2 for a bad or foreign trace.
#include <iostream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli_analysis.h"
#include "cli_args.h"
#include "commands.h"
#include "import/load.h"
#include "load_limits.h"
#include "codegen/kernel_metrics.h"
#include "export/annotated_trace.h"
#include "export/export_error.h"
#include "analysis/block_overview.h"
#include "profile/block_time.h"
#include "profile/fix_first.h"
#include "profile/graph_measurement.h"
#include "profile/pair_cost.h"
#include "profile/rank_comparison.h"
#include "profile/run_profile.h"
#include "sched/scheduler.h"
#include "source/source_map.h"
#include "source_json.h"
#include "util/import_error.h"

namespace fusescope::cli {
namespace {

using nlohmann::json;

std::string percent(double part, double whole) { return whole > 0 ? fmt::format("{:.1f}%", 100.0 * part / whole) : "-"; }

// Times in the words of every other front end (codegen::durationText: three significant digits).
std::string ms(double us) { return codegen::durationText(us); }

struct GraphReport {
  int index = -1;   // into RunProfile::graphs
  std::string name;
  std::shared_ptr<const capture::OpenedCapture> capture;
  const Graph* graph = nullptr;            // capture's
  profile::GraphMeasurement m;
  const source::SourceMap* sources = nullptr;   // capture's
  std::vector<profile::CostlyRefusal> refusals;
  std::vector<profile::BlockTime> blocks;   // a step, largest first; empty when the graph is one block
  std::vector<std::string> blockNames;      // by block index
};

// One more row of a list the text cuts at `top`: false, after saying how many it leaves out, past the cut.
bool roomFor(int& shown, int top, size_t total) {
  if (shown++ < top) return true;
  fmt::print("  ... {} more (--json lists all)\n", total - static_cast<size_t>(top));
  return false;
}

std::vector<std::string> memberNames(const GraphReport& g, const profile::MeasuredKernel& k) {
  std::vector<std::string> names;
  for (NodeId n : g.m.kernelNodes[static_cast<size_t>(&k - g.m.kernels.data())]) names.push_back(g.graph->nodes[static_cast<size_t>(n)].name);
  return names;
}

source::NodeSource kernelSource(const GraphReport& g, const profile::MeasuredKernel& k) {
  return g.sources->kernel(g.m.kernelNodes[static_cast<size_t>(&k - g.m.kernels.data())]);
}

json kernelJson(const GraphReport& g, const profile::MeasuredKernel& k) {
  auto opt = [](const std::optional<double>& v) { return v ? json(*v) : json(nullptr); };
  json j = {{"name", k.name},
            {"output_code_line", k.line},
            {"calls", k.calls},
            {"total_us", k.totalUs},
            {"mean_us", k.meanUs},
            {"share_of_gpu", k.shareOfGpu},
            {"nodes", memberNames(g, k)},
            {"bytes", k.bytes},
            {"flops", k.flops},
            {"flops_from", k.flopsSource},
            {"achieved_gbps", opt(k.achievedGbps)},
            {"peak_fraction", opt(k.computeFraction ? k.computeFraction : k.bandwidthFraction)},
            {"bandwidth_fraction", opt(k.bandwidthFraction)},
            {"achieved_tflops", opt(k.achievedTflops)},
            {"compute_fraction", opt(k.computeFraction)},
            {"inductor_estimate_us", k.estimateModel == "none" || k.estimateModel.empty() ? json(nullptr) : json(k.estimateUs)},
            {"inductor_estimate_model", k.estimateModel}};
  json src;
  addSourceJson(src, kernelSource(g, k));
  j["sources"] = src.value("source", json::array());
  return j;
}

// Per rank (this trace's), the whole GPU timeline: the four exclusive parts sum to span_us; the rest as HTA counts.
json stepBreakdownJson(const profile::RunProfile& p) {
  const profile::StepBreakdown& b = p.breakdown;
  json kinds = json::object(), kindBytes = json::object(), kindCalls = json::object();
  for (int k = 0; k < 4; ++k) {
    const auto i = static_cast<size_t>(k);
    const char* name = profile::toString(static_cast<profile::CollectiveKind>(k));
    if (b.collectiveByKindUs[i] > 0) kinds[name] = b.collectiveByKindUs[i];
    if (b.collectiveByKindCalls[i] > 0) kindCalls[name] = b.collectiveByKindCalls[i];
    if (b.collectiveByKindBytes[i] > 0) kindBytes[name] = b.collectiveByKindBytes[i];   // where the trace records sizes
  }
  json graphs = json::array();
  for (const auto& g : b.graphs)
    graphs.push_back({{"graph", p.graphs[static_cast<size_t>(g.graph)].name}, {"calls", g.calls}, {"cpu_us", g.cpuUs}, {"gpu_us", g.gpuUs}});
  return {{"steps", b.steps},
          {"steps_assumed", b.stepsAssumed},
          {"span_us", b.spanUs},
          {"compiled_graphs_us", b.compiledGraphsUs},
          {"collectives_exposed_us", b.collectivesExposedUs},
          {"other_kernels_us", b.otherKernelsUs},
          {"idle_us", b.idleUs},
          {"collectives_us", b.collectivesUs},
          {"overlap_us", b.overlapUs},
          {"compute_us", b.computeUs},
          {"copies_us", b.copiesUs},
          {"collectives_by_kind_us", kinds},
          {"collectives_by_kind_calls", kindCalls},
          {"collectives_by_kind_bytes", kindBytes},
          {"graph_calls", graphs}};
}

json ranksJson(const profile::RanksProfile& r) {
  json ranks = json::array();
  for (const auto& run : r.ranks)
    ranks.push_back({{"rank", run.rank}, {"trace", run.trace.string()}, {"step_breakdown", stepBreakdownJson(run.profile)}});
  json skews = json::array();
  for (const auto& s : r.skews) {
    json mean = json::array();
    for (double m : s.meanUs) mean.push_back(m < 0 ? json(nullptr) : json(m));
    skews.push_back({{"graph", s.graph}, {"kernel", s.kernel}, {"output_code_line", s.line}, {"mean_us_by_rank", mean},
                     {"slowest_rank", r.ranks[static_cast<size_t>(s.slowest)].rank}, {"skew", s.skew}, {"lost_us_per_step", s.lostUs}});
  }
  return {{"ranks", ranks}, {"slowest_rank", r.slowest >= 0 ? json(r.ranks[static_cast<size_t>(r.slowest)].rank) : json(nullptr)},
          {"kernel_skew", skews}};
}

void printRanks(const profile::RanksProfile& r, int top) {
  fmt::print("\nranks side by side (one trace each):\n");
  for (size_t i = 0; i < r.ranks.size(); ++i)
    fmt::print("  rank {}{}  {}: {}\n", r.ranks[i].rank, static_cast<int>(i) == r.slowest ? " (slowest)" : "",
               r.ranks[i].trace.filename().string(), r.ranks[i].profile.breakdown.text());
  if (r.skews.empty()) {
    fmt::print("  no kernel's mean time differs by 10% or more between ranks\n");
    return;
  }
  fmt::print("  kernels 10% or more slower on one rank (mean a call; most time lost a step first):\n");
  int shown = 0;
  for (const auto& s : r.skews) {
    if (!roomFor(shown, top, r.skews.size())) break;
    std::vector<std::string> means;
    for (size_t i = 0; i < s.meanUs.size(); ++i)
      if (s.meanUs[i] >= 0) means.push_back(fmt::format("rank {} {}", r.ranks[i].rank, ms(s.meanUs[i])));
    fmt::print("    {} {} (output_code.py:{}): {}; +{:.0f}% on rank {}, {} a step\n", s.graph, s.kernel, s.line, fmt::join(means, ", "),
               100.0 * s.skew, r.ranks[static_cast<size_t>(s.slowest)].rank, ms(s.lostUs));
  }
}

void printGraph(const GraphReport& g, int top, int refusals) {
  const double steps = std::max(1, g.m.steps);
  fmt::print("\ngraph {} · {} call(s) · {} GPU time, {} {}\n", g.name, g.m.calls, ms(g.m.graphGpuUs), ms(g.m.graphGpuUs / steps),
             profile::perStepText(g.m.stepsAssumed));
  fmt::print("  {:>3}  {:>9}  {:>6}  {:>5}  {:>9}  {:<44}  {:<34}  {}\n", "#", "total", "share", "calls", "mean", "kernel",
             "achieved", "Inductor's estimate");
  int shown = 0;
  for (const auto& k : g.m.kernels) {
    if (shown++ >= top) {
      fmt::print("  ... {} more kernel(s) (--top)\n", g.m.kernels.size() - static_cast<size_t>(top));
      break;
    }
    std::string name = k.name.size() > 44 ? k.name.substr(0, 41) + "..." : k.name;
    const std::string est = k.estimateModel == "none" || k.estimateModel.empty()
                                ? "none"
                                : fmt::format("{} ({})", codegen::durationText(k.estimateUs), k.estimateModel);
    fmt::print("  {:>3}  {:>9}  {:>6}  {:>5}  {:>9}  {:<44}  {:<34}  {}\n", shown, ms(k.totalUs), percent(k.shareOfGpu, 1.0), k.calls,
               ms(k.meanUs), name, profile::rooflineText(k), est);
    const auto nodes = memberNames(g, k);
    if (!nodes.empty())
      fmt::print("       nodes: {}{}\n", fmt::join(nodes.begin(), nodes.begin() + static_cast<long>(std::min<size_t>(nodes.size(), 8)), " "),
                 nodes.size() > 8 ? fmt::format(" (+{})", nodes.size() - 8) : "");
    else
      fmt::print("       nodes: none linked to output_code.py line {}\n", k.line);
    const auto lines = sourceLines(kernelSource(g, k));
    if (!lines.empty()) fmt::print("       source: {}{}\n", lines.front(), lines.size() > 1 ? fmt::format(" (+{} more)", lines.size() - 1) : "");
  }
  if (!g.blocks.empty()) {
    fmt::print("  blocks by measured time {} (each kernel counted in the block holding most of its nodes):\n",
               profile::perStepText(g.m.stepsAssumed));
    int n = 0;
    for (const auto& b : g.blocks) {
      if (n++ >= top) {
        fmt::print("    ... {} more block(s) (--top; --json lists all)\n", g.blocks.size() - static_cast<size_t>(top));
        break;
      }
      fmt::print("    {:>9}  {:>6}  {:>3} kernel(s)  {}\n", ms(b.usPerStep), percent(b.share, 1.0), b.kernels,
                 g.blockNames[static_cast<size_t>(b.block)]);
    }
  }
  if (refusals > 0 && !g.refusals.empty()) {
    fmt::print("  refusals that keep measured kernels apart (policy {}'s decisions), by what one kernel would save a step:\n",
               sched::kDefaultPolicy);
    int n = 0;
    for (const auto& r : g.refusals) {
      if (n++ >= refusals) break;
      fmt::print("    decision {}: {} + {}: {} · {}\n", r.decision + 1, r.node1, r.node2, r.reason, r.cost.text());
    }
  }
}

}  // namespace

int cmdProfile(const std::vector<std::string>& rawArgs) {
  const CliArgs args(rawArgs, withLoadLimitOptions({"--trace", "--graph", "--top", "--refusals", "--annotate"}), withLoadFlags({"--json"}));
  const LoadOptions limits = loadLimits(args);
  const std::string path = args.requirePositional(0, "PATH");
  if (args.positionals().size() > 1) throw UsageError("unexpected argument " + args.positionals()[1]);
  std::optional<std::string> traceFile = args.value("--trace");
  const auto graphName = args.value("--graph");
  if (!traceFile) {
    // The trace fusescope-capture --profile recorded beside the capture, for the graph's process: the rank
    // `info --graph` and `compare --graph` open (--rank, else the lowest).
    const auto found = profile::findCapturedTrace(path, graphName.value_or(""), limits);
    if (found.empty())
      throw UsageError("--trace FILE is required: no profile/trace_*_pid*.json.gz beside this capture (a torch.profiler Chrome "
                       "trace, .json or .json.gz; fusescope-capture --profile STEPS records one)");
    traceFile = found.string();
    fmt::print(stderr, "profile: the trace fusescope-capture recorded, {}\n", *traceFile);
  }
  const int top = args.count("--top", 20);
  const int refusals = args.count("--refusals", 5);

  const profile::RunProfile p = profile::profileRun(path, *traceFile, limits);
  // A run with one trace per rank, none asked for: every rank side by side too.
  std::optional<profile::RanksProfile> ranks;
  if (!args.value("--trace") && !args.value("--rank")) {
    const auto traces = profile::findCapturedRankTraces(path, limits);
    if (traces.size() > 1) ranks = profile::profileRanks(path, traces, limits);
  }

  std::vector<GraphReport> reports;
  std::vector<std::string> notes = p.notes;
  for (const auto& t : p.attribution.graphs) {
    const GraphEntry& e = p.graphs[static_cast<size_t>(t.graph)];
    if (graphName && !namesGraph(e, *graphName) && e.folder.filename() != *graphName) continue;
    GraphReport r;
    r.name = e.name == "." || e.name.empty() ? e.folder.filename().string() : e.name;
    // The graph folder as loadGraph names it (the page names it by the entry), with the command's limits.
    analysis::AnalysisInputs inputs = analysisInputs(args);
    inputs.path = e.folder;
    inputs.graphName.clear();
    try {
      r.capture = openInputs(inputs);
    } catch (const ImportError& err) {
      // The measured time needs the graph and its kernels, not Inductor's decisions: without a readable
      // fusion log the graph still opens (some source lines may be missing), and the note says why.
      inputs.limits.ignoreFusionLog = true;
      r.capture = openInputs(inputs);
      notes.push_back(fmt::format("{} opened without its fusion log: {}", e.name, err.what()));
    }
    r.graph = r.capture->graph().get();
    r.m = profile::measurementOf(p, t.graph, *r.graph);
    r.sources = &r.capture->sources();
    if (refusals > 0 || args.value("--annotate")) r.refusals = profile::costlyRefusals(r.m, *r.graph, *scheduleOf(*r.capture).trace);
    // Per block: where the graph's time goes in the model's own terms (layers, repeated stretches).
    if (r.m.calls > 0) {
      const analysis::BlockOverview& overview = r.capture->blocks();
      if (overview.blocks.size() > 1) {
        r.blocks = profile::blockTimes(r.m, overview.blockOfNode);
        for (const analysis::Block& b : overview.blocks) r.blockNames.push_back(analysis::blockTitle(b));
      }
    }
    r.index = t.graph;
    reports.push_back(std::move(r));
  }
  if (graphName && reports.empty()) {
    std::vector<std::string> called;
    for (const auto& t : p.attribution.graphs) called.push_back(p.graphs[static_cast<size_t>(t.graph)].name);
    throw UsageError(fmt::format("graph '{}' is not called in the trace (called: {})", *graphName, fmt::join(called, ", ")));
  }

  const auto& a = p.attribution;
  std::vector<const std::vector<profile::CostlyRefusal>*> refusalLists;
  for (const auto& r : reports) refusalLists.push_back(&r.refusals);
  const std::vector<profile::FixFirstItem> first = profile::fixFirst(refusalLists);
  // The next command for an entry: its graph named as `--graph` takes it, the rank when one was asked.
  auto next = [&](const char* command, const profile::FixFirstItem& f) {
    return fmt::format("fusescope-cli {} {} {} {} --graph {}{}", command, path, f.refusal.node1, f.refusal.node2,
                       p.graphs[static_cast<size_t>(reports[static_cast<size_t>(f.graph)].index)].folder.filename().string(),
                       args.value("--rank") ? " --rank " + *args.value("--rank") : std::string());
  };
  if (const auto annotate = args.value("--annotate")) {
    // The trace again with FuseScope's answers on each kernel event, for Perfetto / HTA.
    std::vector<AnnotatedGraph> graphs;
    for (const auto& r : reports) graphs.push_back({r.index, r.name, r.graph, &r.m, r.sources, &r.refusals});
    const AnnotationSummary s = writeAnnotatedTrace(p, graphs, *annotate);
    fmt::print(stderr, "profile: wrote {}: {} of {} attributed kernel events annotated (args.fusescope), {} slices on {} fusion-group "
               "track(s); every one of the {} original events kept\n",
               *annotate, s.annotatedEvents, s.attributedEvents, s.trackSlices, graphs.size(), s.originalEvents);
  }
  if (args.flag("--json")) {
    json out = {{"trace", *traceFile},
                {"device", p.deviceName},
                {"peak", p.peak ? json{{"name", p.peak->name}, {"dram_gbps", p.peak->dramGbps}} : json(nullptr)},
                {"steps", a.steps},
                {"steps_evidence", a.stepsEvidence},
                {"steps_assumed", a.stepsAssumed},
                {"gpu_total_us", a.gpuTotalUs},
                {"in_graph_calls_us", a.inCallsUs},
                {"attributed_us", a.attributedUs},
                {"graph_calls", a.callsTotal},
                {"graph_calls_matched", a.callsMatched},
                {"notes", notes},
                {"step_breakdown", stepBreakdownJson(p)},
                {"ranks", ranks ? ranksJson(*ranks) : json(nullptr)},
                {"fix_first", json::array()},
                {"unattributed", json::array()},
                {"graphs", json::array()}};
    for (const auto& f : first)
      out["fix_first"].push_back({{"graph", reports[static_cast<size_t>(f.graph)].name},
                                  {"decision", f.refusal.decision + 1},
                                  {"node1", f.refusal.node1},
                                  {"node2", f.refusal.node2},
                                  {"reason", f.refusal.reason},
                                  {"saving_us_per_step", *f.refusal.cost.savingUs},
                                  {"kernels_us_per_step", f.refusal.cost.timeUs},
                                  {"why", next("why", f)},
                                  {"whatif", next("whatif", f)}});
    for (const auto& u : a.unattributed)
      out["unattributed"].push_back({{"name", u.name}, {"count", u.count}, {"total_us", u.totalUs}, {"why", u.why}});
    for (const auto& g : reports) {
      json gj = {{"graph", g.name}, {"calls", g.m.calls}, {"gpu_us", g.m.graphGpuUs}, {"kernels", json::array()},
                 {"refusals", json::array()}, {"blocks", json::array()}};
      for (const auto& b : g.blocks)
        gj["blocks"].push_back({{"block", b.block},
                                {"name", g.blockNames[static_cast<size_t>(b.block)]},
                                {"us_per_step", b.usPerStep},
                                {"share", b.share},
                                {"kernels", b.kernels}});
      int n = 0;
      for (const auto& k : g.m.kernels)
        if (n++ < top || !args.value("--top")) gj["kernels"].push_back(kernelJson(g, k));
      n = 0;
      for (const auto& r : g.refusals) {
        if (n++ >= refusals) break;
        json names = json::array();
        for (int k : r.cost.kernels) names.push_back(g.m.kernels[static_cast<size_t>(k)].name);
        gj["refusals"].push_back({{"decision", r.decision + 1},
                                  {"node1", r.node1},
                                  {"node2", r.node2},
                                  {"reason", r.reason},
                                  {"kernels", names},
                                  {"kernels_us_per_step", r.cost.timeUs},
                                  {"bytes_saved_per_call", r.cost.bytesSaved},
                                  {"saving_us_per_step", r.cost.savingUs ? json(*r.cost.savingUs) : json(nullptr)}});
      }
      out["graphs"].push_back(std::move(gj));
    }
    std::cout << out.dump(2) << "\n";
    return 0;
  }
  fmt::print("trace {} · {}{} · {} step(s){}\n", *traceFile, p.deviceName.empty() ? "device unknown" : p.deviceName,
             p.peak ? fmt::format(" (peak {:.0f} GB/s)", p.peak->dramGbps) : "", a.steps,
             a.stepsEvidence.empty() ? "" : " (" + a.stepsEvidence + ")");
  fmt::print("GPU time {}: {} ({}) inside {} compiled-graph call(s), {} of them tied to this run's graphs; {} ({} of the in-call time) "
             "attributed to a graph's kernel\n",
             ms(a.gpuTotalUs), ms(a.inCallsUs), percent(a.inCallsUs, a.gpuTotalUs), a.callsTotal, a.callsMatched,
             ms(a.attributedUs), percent(a.attributedUs, a.inCallsUs));
  fmt::print("{}\n", p.breakdown.text());
  for (const auto& g : reports) printGraph(g, top, refusals);
  if (!a.unattributed.empty()) {
    fmt::print("\nnot attributed to a graph's kernel:\n");
    int shown = 0;
    for (const auto& u : a.unattributed) {
      if (!roomFor(shown, top, a.unattributed.size())) break;
      fmt::print("  {:>9}  {:>5}x  {}: {}\n", ms(u.totalUs), u.count, u.name.size() > 60 ? u.name.substr(0, 57) + "..." : u.name, u.why);
    }
  }
  if (!first.empty() && refusals > 0) {
    fmt::print("\nfix first: the refusals whose one kernel would save the most {}, across the graphs:\n", profile::perStepText(a.stepsAssumed));
    for (size_t i = 0; i < first.size() && i < static_cast<size_t>(refusals); ++i) {
      const auto& f = first[i];
      fmt::print("  {:>2}. saves ≈ {} {}: {} decision {}: {} + {}: {}\n      {}\n", i + 1, ms(*f.refusal.cost.savingUs),
                 profile::perStepText(a.stepsAssumed),
                 reports[static_cast<size_t>(f.graph)].name, f.refusal.decision + 1, f.refusal.node1, f.refusal.node2,
                 f.refusal.reason, next("why", f));
    }
  }
  if (ranks) printRanks(*ranks, top);
  for (const auto& n : notes) fmt::print("note: {}\n", n);
  return 0;
}

}  // namespace fusescope::cli
