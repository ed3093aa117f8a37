// Layout and SVG export speed: the 776-node llama_24l_train/0_backward_3.1 capture and a 20,000-node
// synthetic graph tiled from the gpt2 backward pattern. Run with --benchmark_repetitions=5 for medians.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <optional>

#include "export/exporter.h"
#include "graph/synthetic_graph.h"
#include "import/load.h"
#include "layout/graph_layout.h"
#include "layout/hull.h"
#include "layout/layout_index.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

const Graph* llama() {
  static std::optional<Graph> graph;
  const fs::path folder = fs::path(FUSESCOPE_SHARED_CAPTURES) / "llama_24l_train/0_backward_3.1";
  if (!graph && fs::exists(folder)) graph = loadGraph(folder);
  return graph ? &*graph : nullptr;
}

const Graph& synthetic20k() {
  static const Graph graph = [] {
    SynthOptions options;
    options.targetNodes = 20000;
    return synthesizeGraph(loadGraph(fs::path(FUSESCOPE_TEST_DATA) / "captures/gpt2_train/0_backward_3.1"), options);
  }();
  return graph;
}

void BM_LayoutLlamaBackward(benchmark::State& state) {
  const Graph* graph = llama();
  if (graph == nullptr) return state.SkipWithError("llama_24l_train capture not found");
  for (auto _ : state) benchmark::DoNotOptimize(layoutGraph(*graph));
}

void BM_LayoutLlamaBackwardDot(benchmark::State& state) {
  const Graph* graph = llama();
  if (graph == nullptr) return state.SkipWithError("llama_24l_train capture not found");
  LayoutOptions options;
  options.strategy = LayoutStrategy::Dot;
  for (auto _ : state) benchmark::DoNotOptimize(layoutGraph(*graph, options));
}

// The background Graphviz picture the window swaps in for graphs above the layered threshold.
void BM_LayoutLlamaBackwardDotFast(benchmark::State& state) {
  const Graph* graph = llama();
  if (graph == nullptr) return state.SkipWithError("llama_24l_train capture not found");
  LayoutOptions options;
  options.strategy = LayoutStrategy::DotFast;
  for (auto _ : state) benchmark::DoNotOptimize(layoutGraph(*graph, options));
}

// Synthetic graphs of state.range(0) nodes under the strategy backgroundStrategy() picks for that size.
void BM_LayoutSyntheticBackground(benchmark::State& state) {
  SynthOptions synth;
  synth.targetNodes = static_cast<int>(state.range(0));
  const Graph graph = synthesizeGraph(loadGraph(fs::path(FUSESCOPE_TEST_DATA) / "captures/gpt2_train/0_backward_3.1"), synth);
  LayoutOptions options;
  options.strategy = backgroundStrategy(static_cast<int>(graph.nodes.size()), options);
  if (!options.strategy) return state.SkipWithError("no background Graphviz layout at this size");
  for (auto _ : state) benchmark::DoNotOptimize(layoutGraph(graph, options));
  state.counters["nodes"] = static_cast<double>(graph.nodes.size());
  state.SetLabel(std::string(strategyName(*options.strategy)));
}

void BM_SvgLlamaBackward(benchmark::State& state) {
  const Graph* graph = llama();
  if (graph == nullptr) return state.SkipWithError("llama_24l_train capture not found");
  const GraphLayout layout = layoutGraph(*graph);
  for (auto _ : state) benchmark::DoNotOptimize(renderSvg(layout, {}));
}

void BM_LayoutSynthetic20k(benchmark::State& state) {
  const Graph& graph = synthetic20k();
  for (auto _ : state) benchmark::DoNotOptimize(layoutGraph(graph));
  state.counters["nodes"] = static_cast<double>(graph.nodes.size());
}

// The window outlines fusion groups one at a time (a step rebuilds the groups that changed; opening a
// graph, all of them). 500 three-node groups of the 20,000-node graph: Arg 0 builds the box index in each
// call (what a caller without one pays: the whole graph per group), Arg 1 shares one index, as the window does.
void BM_HullsOneGroupAtATime20k(benchmark::State& state) {
  static const GraphLayout layout = layoutGraph(synthetic20k());
  std::vector<FusionGroupView> groups;
  for (NodeId n = 0; n + 3 < layout.nodeCount && groups.size() < 500; n += 40) groups.push_back({"g", {n, n + 1, n + 3}});
  const LayoutIndex shared(layout);
  for (auto _ : state)
    for (const FusionGroupView& g : groups)
      benchmark::DoNotOptimize(computeGroupHulls(layout, {g}, {}, state.range(0) ? &shared : nullptr));
  state.counters["groups"] = static_cast<double>(groups.size());
}

}  // namespace

BENCHMARK(BM_HullsOneGroupAtATime20k)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LayoutLlamaBackward)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LayoutLlamaBackwardDot)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_LayoutLlamaBackwardDotFast)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_LayoutSyntheticBackground)->Unit(benchmark::kMillisecond)->Iterations(1)->Arg(1500)->Arg(3000)->Arg(6000);
BENCHMARK(BM_SvgLlamaBackward)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LayoutSynthetic20k)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
