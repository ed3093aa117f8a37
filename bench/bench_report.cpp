// The report page and the check of the 776-node Llama training backward (../shared/captures, inductor-2.11
// replay built once, not timed): the whole page (Graphviz layout, SVG, answers, decisions, kernels), the page
// without its picture's layout cost isolated, and a check of three expectations (selectors over the source
// map, explanations of the pairs kept apart). Run with --benchmark_repetitions=5 for medians.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>

#include "check/expectation_file.h"
#include "check/fusion_check.h"
#include "llama_backward_fixture.h"
#include "report/graph_report.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

using bench::LoadedCapture;

void BM_ReportPage(benchmark::State& state) {
  if (bench::skipWithoutLlamaBackward(state)) return;
  const LoadedCapture& f = *bench::llamaBackward();
  const std::vector<std::pair<NodeId, NodeId>> pairs = {{0, static_cast<NodeId>(f.graph.nodes.size() / 2)}};
  size_t bytes = 0;
  for (auto _ : state) {
    const auto page = report::graphReportPage(f.graph, f.trace, f.sources, nullptr, {}, -1, pairs, "bench");
    bytes = page.html.size();
    benchmark::DoNotOptimize(page.html.data());
  }
  state.counters["page_MB"] = static_cast<double>(bytes) / (1024.0 * 1024.0);
}

void BM_Check(benchmark::State& state) {
  if (bench::skipWithoutLlamaBackward(state)) return;
  const LoadedCapture& f = *bench::llamaBackward();
  const auto expectations = check::parseExpectations(
      "fused modeling_llama.py:66\napart aten.mm modeling_llama.py:65\nmax-kernels 700\n", "bench.expect");
  for (auto _ : state) {
    const auto result = check::checkGraph({f.graph, f.trace, f.sources}, expectations, false);
    benchmark::DoNotOptimize(result.results.data());
  }
}

}  // namespace

BENCHMARK(BM_ReportPage)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Check)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
