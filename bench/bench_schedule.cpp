// Scheduling time (full trace) per capture and per synthetic size, with both policies. Captures come
// from ../shared/captures; synthetic graphs tile tests/data's gpt2 backward (fusescope-cli synth).
// Run with --benchmark_repetitions=5 --benchmark_report_aggregates_only=true for medians.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <algorithm>
#include <map>
#include <vector>

#include "graph/synthetic_graph.h"
#include "import/load.h"
#include "sched/scheduler.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

void scheduleCapture(benchmark::State& state, const std::string& relative, const std::string& policy) {
  fs::path folder = fs::path(FUSESCOPE_SHARED_CAPTURES) / relative;
  if (!fs::exists(folder / "ir_pre_fusion.txt")) {
    state.SkipWithError(("capture not found: " + folder.string()).c_str());
    for (auto _ : state) {
    }
    return;
  }
  Graph g = loadGraph(folder);
  auto p = sched::makePolicy(policy);
  sched::SchedulerConfig config;
  size_t decisions = 0, fusions = 0;
  for (auto _ : state) {
    sched::Trace t = sched::runScheduler(g, config, *p);
    decisions = t.decisions.size();
    fusions = t.fusions.size();
    benchmark::DoNotOptimize(t);
  }
  state.counters["nodes"] = static_cast<double>(g.nodes.size());
  state.counters["decisions"] = static_cast<double>(decisions);
  state.counters["fusions"] = static_cast<double>(fusions);
}

// A compiled optimizer step (foreach kernels, the graph whose fusion rounds grew fastest): Arg 0 is
// tests/data's 2.11 AdamW over 12 parameters for an H200 (versions/2.11.0/gpu_adamw_foreach, 144 nodes); Arg N is the
// capture bench/programs/adamw_foreach.py makes with N parameters (12 per layer), read from
// $FUSESCOPE_BENCH_ADAMW/adamwN (kept outside the repository: 15 MB at 48). fuse_nodes_ms is the fusion
// rounds alone, what Inductor's Scheduler.fuse_nodes timing covers.
void scheduleCompiledOptimizer(benchmark::State& state) {
  const int params = static_cast<int>(state.range(0));
  const char* root = std::getenv("FUSESCOPE_BENCH_ADAMW");
  const fs::path path = params == 0 ? fs::path(FUSESCOPE_TEST_DATA) / "versions/2.11.0/gpu_adamw_foreach/torch_compile_debug"
                                    : fs::path(root ? root : "") / ("adamw" + std::to_string(params)) / "torch_compile_debug";
  if (params != 0 && (!root || !fs::exists(path))) {
    state.SkipWithError("set FUSESCOPE_BENCH_ADAMW to the folder of adamwN captures (bench/programs/adamw_foreach.py)");
    for (auto _ : state) {
    }
    return;
  }
  const Graph g = loadGraph(path);
  auto p = sched::makePolicy("inductor-2.11");
  std::vector<double> fusionMs;
  for (auto _ : state) {
    sched::Trace t = sched::runScheduler(g, {}, *p);
    fusionMs.push_back(t.timing.fusionMs);
    benchmark::DoNotOptimize(t);
  }
  std::sort(fusionMs.begin(), fusionMs.end());
  state.counters["nodes"] = static_cast<double>(g.nodes.size());
  state.counters["fuse_nodes_ms"] = fusionMs.empty() ? 0.0 : fusionMs[fusionMs.size() / 2];
}

// One synthetic graph per size, built on first use (not timed).
const Graph& synthetic(int nodes) {
  static std::map<int, Graph> cache;
  auto it = cache.find(nodes);
  if (it == cache.end()) {
    SynthOptions options;
    options.targetNodes = nodes;
    it = cache.emplace(nodes, synthesizeGraph(loadGraph(fs::path(FUSESCOPE_TEST_DATA) / "captures/gpt2_train/0_backward_3.1"),
                                              options)).first;
  }
  return it->second;
}

void scheduleSynthetic(benchmark::State& state, const std::string& policy) {
  const Graph& g = synthetic(static_cast<int>(state.range(0)));
  auto p = sched::makePolicy(policy);
  sched::SchedulerConfig config;
  size_t fusions = 0;
  for (auto _ : state) {
    sched::Trace t = sched::runScheduler(g, config, *p);
    fusions = t.fusions.size();
    benchmark::DoNotOptimize(t);
  }
  state.counters["nodes"] = static_cast<double>(g.nodes.size());
  state.counters["fusions"] = static_cast<double>(fusions);
}

}  // namespace

BENCHMARK_CAPTURE(scheduleCapture, llama_backward_seed, std::string("llama_24l_train/0_backward_3.1"), std::string("seed"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(scheduleCapture, llama_forward_seed, std::string("llama_24l_train/0_forward_1.0"), std::string("seed"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(scheduleCapture, convnext_backward_seed, std::string("convnext_train/0_backward_3.1"), std::string("seed"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(scheduleCapture, gpt2_backward_seed, std::string("gpt2_train/0_backward_3.1"), std::string("seed"))
    ->Unit(benchmark::kMillisecond);

BENCHMARK_CAPTURE(scheduleCapture, llama_backward_211, std::string("llama_24l_train/0_backward_3.1"), std::string("inductor-2.11"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(scheduleCapture, llama_forward_211, std::string("llama_24l_train/0_forward_1.0"), std::string("inductor-2.11"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(scheduleCapture, gpt2_backward_211, std::string("gpt2_train/0_backward_3.1"), std::string("inductor-2.11"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK(scheduleCompiledOptimizer)->Arg(0)->Arg(12)->Arg(24)->Arg(48)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(scheduleSynthetic, seed, std::string("seed"))->Arg(1000)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(scheduleSynthetic, inductor211, std::string("inductor-2.11"))->Arg(1000)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

// FUSESCOPE_BENCH_GRAPHS=DIR[:DIR...]: also time these graph folders (captures kept outside the repository,
// e.g. the ones scripts/measure_speedup.py compares against Inductor), warm, with the default policy.
int main(int argc, char** argv) {
  if (const char* extra = std::getenv("FUSESCOPE_BENCH_GRAPHS")) {
    std::string list = extra;
    for (size_t pos = 0; pos <= list.size();) {
      size_t end = list.find(':', pos);
      if (end == std::string::npos) end = list.size();
      const std::string dir = list.substr(pos, end - pos);
      pos = end + 1;
      if (dir.empty()) continue;
      benchmark::RegisterBenchmark(("external/" + dir).c_str(), [dir](benchmark::State& state) {
        Graph g = loadGraph(dir);
        auto p = sched::makePolicy(sched::kDefaultPolicy);
        sched::SchedulerConfig config;
        for (auto _ : state) {
          sched::Trace t = sched::runScheduler(g, config, *p);
          benchmark::DoNotOptimize(t);
        }
        state.counters["nodes"] = static_cast<double>(g.nodes.size());
      })->Unit(benchmark::kMillisecond);
    }
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
