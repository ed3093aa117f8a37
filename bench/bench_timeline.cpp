// Timeline stepping on the 776-node Llama backward capture and on a synthetic 100k-node graph (seed
// policy; built once, not timed): one step forward/back, random seeks, the groups at a step.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>
#include <random>

#include "graph/synthetic_graph.h"
#include "import/load.h"
#include "sched/scheduler.h"
#include "sched/timeline.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

struct Fixture {
  Graph graph;
  sched::Trace trace;
  std::unique_ptr<sched::Timeline> timeline;
};

const Fixture* fixture() {
  static std::unique_ptr<Fixture> f = [] {
    fs::path folder = fs::path(FUSESCOPE_SHARED_CAPTURES) / "llama_24l_train" / "0_backward_3.1";
    if (!fs::exists(folder / "ir_pre_fusion.txt")) return std::unique_ptr<Fixture>();
    auto x = std::make_unique<Fixture>();
    x->graph = loadGraph(folder);
    x->trace = sched::runScheduler(x->graph, {}, "seed");
    x->timeline = std::make_unique<sched::Timeline>(x->graph, x->trace);
    return x;
  }();
  return f.get();
}

bool skipIfMissing(benchmark::State& state) {
  if (fixture()) return false;
  state.SkipWithError("llama_24l_train/0_backward_3.1 not found under FUSESCOPE_SHARED_CAPTURES");
  for (auto _ : state) {
  }
  return true;
}

void BM_TimelineBuild(benchmark::State& state) {
  if (skipIfMissing(state)) return;
  for (auto _ : state) {
    sched::Timeline tl(fixture()->graph, fixture()->trace);
    benchmark::DoNotOptimize(tl);
  }
}

void BM_TimelineStepForwardBack(benchmark::State& state) {
  if (skipIfMissing(state)) return;
  sched::Timeline& tl = *fixture()->timeline;
  int n = tl.fusionCount();
  int k = 0;
  for (auto _ : state) {
    k = (k + 1) % (n + 1);
    tl.seek(k);
    benchmark::DoNotOptimize(tl.partition().data());
  }
}

void BM_TimelineRandomSeek(benchmark::State& state) {
  if (skipIfMissing(state)) return;
  sched::Timeline& tl = *fixture()->timeline;
  std::mt19937 rng(1);
  std::uniform_int_distribution<int> pick(0, tl.fusionCount());
  for (auto _ : state) {
    tl.seek(pick(rng));
    benchmark::DoNotOptimize(tl.partition().data());
  }
}

void BM_TimelineGroupsAtStep(benchmark::State& state) {
  if (skipIfMissing(state)) return;
  sched::Timeline& tl = *fixture()->timeline;
  tl.seek(tl.fusionCount() / 2);
  for (auto _ : state) benchmark::DoNotOptimize(tl.groups());
}

// 100k nodes tiled from tests/data's gpt2 backward, scheduled once with the seed policy.
const Fixture* synthetic100k() {
  static std::unique_ptr<Fixture> f = [] {
    auto x = std::make_unique<Fixture>();
    SynthOptions options;
    options.targetNodes = 100000;
    x->graph = synthesizeGraph(loadGraph(fs::path(FUSESCOPE_TEST_DATA) / "captures/gpt2_train/0_backward_3.1"), options);
    x->trace = sched::runScheduler(x->graph, {}, "seed");
    x->timeline = std::make_unique<sched::Timeline>(x->graph, x->trace);
    return x;
  }();
  return f.get();
}

void BM_TimelineStepForwardBack100k(benchmark::State& state) {
  sched::Timeline& tl = *synthetic100k()->timeline;
  const int n = tl.fusionCount();
  int k = n / 2;
  bool forward = true;
  for (auto _ : state) {
    k += forward ? 1 : -1;  // k to k±1 around the middle
    forward = !forward;
    tl.seek(k);
    benchmark::DoNotOptimize(tl.partition().data());
  }
  state.counters["fusions"] = n;
  state.counters["nodes"] = static_cast<double>(synthetic100k()->graph.nodes.size());
}

void BM_TimelineRandomSeek100k(benchmark::State& state) {
  sched::Timeline& tl = *synthetic100k()->timeline;
  std::mt19937 rng(1);
  std::uniform_int_distribution<int> pick(0, tl.fusionCount());
  for (auto _ : state) {
    tl.seek(pick(rng));
    benchmark::DoNotOptimize(tl.partition().data());
  }
}

}  // namespace

BENCHMARK(BM_TimelineBuild)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TimelineStepForwardBack)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TimelineRandomSeek)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TimelineGroupsAtStep)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TimelineStepForwardBack100k)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TimelineRandomSeek100k)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
