// The block overview (analysis/block_overview.h) of the 776-node Llama training backward (repeated layers
// found from its ops alone) and of synthetic deep models of 5,000 and 20,000 nodes (copies of gpt2's
// backward): the overview itself, and the block picture Graphviz lays out and draws. Graph, replay, source
// map and kernels are built once, not timed. Run with --benchmark_repetitions=5 for medians.
#include <benchmark/benchmark.h>

#include <map>
#include <memory>

#include "analysis/block_overview.h"
#include "analysis/capture_kernels.h"
#include "export/block_picture.h"
#include "graph/synthetic_graph.h"
#include "llama_backward_fixture.h"

using namespace fusescope;

namespace {

struct Prepared {
  bench::LoadedCapture capture;
  analysis::CaptureKernels kernels;
};

const Prepared* synthetic(int nodes) {
  static std::map<int, std::unique_ptr<Prepared>> made;
  auto& slot = made[nodes];
  if (!slot) {
    const Graph pattern = loadGraph(std::filesystem::path(FUSESCOPE_TEST_DATA) / "captures" / "gpt2_train" / "0_backward_3.1");
    slot = std::make_unique<Prepared>();
    slot->capture.graph = synthesizeGraph(pattern, {nodes, 1});
    slot->capture.trace = sched::runScheduler(slot->capture.graph, {}, "inductor-2.11");
    slot->capture.sources = source::buildSourceMap(slot->capture.graph);
    slot->kernels = analysis::captureKernels(slot->capture.graph, slot->capture.trace, analysis::KernelSource::Replay);
  }
  return slot.get();
}

void overviewOf(benchmark::State& state, const bench::LoadedCapture& c, const analysis::CaptureKernels& kernels) {
  size_t blocks = 0;
  for (auto _ : state) {
    const auto overview = analysis::blockOverview(c.graph, c.sources, c.trace, kernels);
    blocks = overview.blocks.size();
    benchmark::DoNotOptimize(overview.blocks.data());
  }
  state.counters["nodes"] = static_cast<double>(c.graph.nodes.size());
  state.counters["blocks"] = static_cast<double>(blocks);
}

void BM_BlockOverviewLlamaBackward(benchmark::State& state) {
  if (bench::skipWithoutLlamaBackward(state)) return;
  const auto& c = *bench::llamaBackward();
  overviewOf(state, c, analysis::captureKernels(c.graph, c.trace, analysis::KernelSource::Inductor));
}

void BM_BlockOverviewSynthetic(benchmark::State& state) {
  const Prepared& p = *synthetic(static_cast<int>(state.range(0)));
  overviewOf(state, p.capture, p.kernels);
}

void BM_BlockPictureSvgSynthetic(benchmark::State& state) {
  const Prepared& p = *synthetic(static_cast<int>(state.range(0)));
  const auto overview = analysis::blockOverview(p.capture.graph, p.capture.sources, p.capture.trace, p.kernels);
  size_t bytes = 0;
  for (auto _ : state) {
    const std::string svg = renderBlockPicture(p.capture.graph, overview, {}, ExportFormat::Svg);
    bytes = svg.size();
    benchmark::DoNotOptimize(svg.data());
  }
  state.counters["svg_KB"] = static_cast<double>(bytes) / 1024.0;
}

}  // namespace

BENCHMARK(BM_BlockOverviewLlamaBackward)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BlockOverviewSynthetic)->Arg(5000)->Arg(20000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BlockPictureSvgSynthetic)->Arg(20000)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
