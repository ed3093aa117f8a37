// Scheduling time (full trace) per capture with the seed policy. Reads ../shared/captures.
#include <benchmark/benchmark.h>

#include <filesystem>

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

}  // namespace

BENCHMARK_CAPTURE(scheduleCapture, llama_backward_seed, std::string("llama_24l_train/0_backward_3.1"), std::string("seed"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(scheduleCapture, llama_forward_seed, std::string("llama_24l_train/0_forward_1.0"), std::string("seed"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(scheduleCapture, convnext_backward_seed, std::string("convnext_train/0_backward_3.1"), std::string("seed"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(scheduleCapture, gpt2_backward_seed, std::string("gpt2_train/0_backward_3.1"), std::string("seed"))
    ->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
