// "What would make these fuse?" and the diff of two captures, on the largest real capture
// (../shared/captures/llama_24l_train backward, 776 nodes) and on a synthetic 1,500-node graph tiled from
// gpt2 backward. Targets: whatif under 2 s for 1,500 nodes, diff of two 1,500-node captures under 1 s.
// Graphs, base traces and source maps are built once, outside the timed loop (the CLI builds them anyway
// for any command). Run with --benchmark_repetitions=5 --benchmark_report_aggregates_only=true for medians.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>

#include "analysis/capture_diff.h"
#include "analysis/whatif.h"
#include "graph/synthetic_graph.h"
#include "import/load.h"
#include "sched/scheduler.h"
#include "source/source_map.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

struct Loaded {
  Graph graph;
  sched::Trace trace;
  source::SourceMap sources;
  analysis::CaptureSide side() const { return {graph, trace, sources}; }
};

std::unique_ptr<Loaded> prepare(Graph g, const sched::SchedulerConfig& config = {}) {
  auto l = std::make_unique<Loaded>();
  l->graph = std::move(g);
  l->trace = sched::runScheduler(l->graph, config, "inductor-2.11");
  l->sources = source::buildSourceMap(l->graph);
  return l;
}

const Loaded* llamaBackward() {
  static std::unique_ptr<Loaded> loaded = []() -> std::unique_ptr<Loaded> {
    const fs::path folder = fs::path(FUSESCOPE_SHARED_CAPTURES) / "llama_24l_train/0_backward_3.1";
    if (!fs::exists(folder / "ir_pre_fusion.txt")) return nullptr;
    return prepare(loadGraph(folder));
  }();
  return loaded.get();
}

const Graph& gpt2Pattern() {
  static const Graph g = loadGraph(fs::path(FUSESCOPE_TEST_DATA) / "captures/gpt2_train/0_backward_3.1");
  return g;
}

const Loaded* synthetic1500() {
  static std::unique_ptr<Loaded> one = prepare(synthesizeGraph(gpt2Pattern(), {1500, 1}));
  return one.get();
}

sched::SchedulerConfig comboKernels() {
  sched::SchedulerConfig config;
  config.set("combo_kernels", "true");
  return config;
}

// The pair of the trace's last refusal (the pair a user most likely asks about after "Why not fused?").
std::pair<NodeId, NodeId> lastRefusedPair(const sched::Trace& t) {
  for (auto it = t.decisions.rbegin(); it != t.decisions.rend(); ++it)
    if (it->verdict == sched::Verdict::Rejected)
      return {t.node(it->node1).members.front(), t.node(it->node2).members.front()};
  return {0, 1};
}

void whatIfOn(benchmark::State& state, const Loaded* l) {
  if (!l) {
    state.SkipWithError("../shared/captures/llama_24l_train/0_backward_3.1 not found");
    for (auto _ : state) {
    }
    return;
  }
  const auto [a, b] = lastRefusedPair(l->trace);
  analysis::WhatIfOptions options;
  options.threads = static_cast<int>(state.range(0));  // 0: every hardware thread
  analysis::WhatIfResult r;
  for (auto _ : state) {
    r = analysis::whatIf(l->graph, l->trace, a, b, options);  // a fresh search: no run cached between iterations
    benchmark::DoNotOptimize(r);
  }
  state.counters["nodes"] = static_cast<double>(l->graph.nodes.size());
  state.counters["runs"] = r.runs;
  state.counters["proposals"] = static_cast<double>(r.proposals.size());
}

void BM_WhatIfLlamaBackward(benchmark::State& state) { whatIfOn(state, llamaBackward()); }
void BM_WhatIfSynthetic1500(benchmark::State& state) { whatIfOn(state, synthetic1500()); }

void diffOf(benchmark::State& state, const Loaded* a, const Loaded* b, bool replay) {
  if (!a || !b) {
    state.SkipWithError("capture not found");
    for (auto _ : state) {
    }
    return;
  }
  analysis::CaptureDiffOptions options;
  options.replayOnly = replay;
  analysis::CaptureDiff d;
  for (auto _ : state) {
    d = analysis::diffCaptures(a->side(), b->side(), options);
    benchmark::DoNotOptimize(d);
  }
  state.counters["nodes"] = static_cast<double>(a->graph.nodes.size());
  state.counters["regions"] = static_cast<double>(d.regions.size());
}

// Llama backward against a replay of the same graph under combo_kernels=True (170 kernels differ).
void BM_DiffLlamaBackwardAgainstChangedKnobs(benchmark::State& state) {
  static std::unique_ptr<Loaded> changed = []() -> std::unique_ptr<Loaded> {
    const Loaded* l = llamaBackward();
    return l ? prepare(l->graph, comboKernels()) : nullptr;
  }();
  diffOf(state, llamaBackward(), changed.get(), true);
}

// Llama backward against itself with Inductor's recorded kernels and fusion.log (10 MB of decisions).
void BM_DiffLlamaBackwardRecorded(benchmark::State& state) { diffOf(state, llamaBackward(), llamaBackward(), false); }

// A 1,500-node graph against a replay of it under combo_kernels=True.
void BM_DiffSynthetic1500(benchmark::State& state) {
  static std::unique_ptr<Loaded> changed = prepare(synthetic1500()->graph, comboKernels());
  diffOf(state, synthetic1500(), changed.get(), true);
}

}  // namespace

// Argument: threads (0 = one per hardware thread, 1 = serial, for the CPU cost of the whole search).
BENCHMARK(BM_WhatIfLlamaBackward)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_WhatIfSynthetic1500)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_DiffLlamaBackwardAgainstChangedKnobs)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DiffLlamaBackwardRecorded)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DiffSynthetic1500)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
