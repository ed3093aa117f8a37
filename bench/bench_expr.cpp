// Parsing Inductor's index text: the scheduler parses each distinct index of a graph once per schedule.
// The texts are real CPU max-pool backward indices (ResNet-18 training) and a plain strided index. Run
// with --benchmark_repetitions=5 --benchmark_report_aggregates_only=true for medians.
#include <benchmark/benchmark.h>

#include "graph/expr.h"

using namespace fusescope;

namespace {

constexpr const char* kMaxPoolIndex =
    "16384*c0 + c3 + 1024*Min(((c1//2)) + 1, Min(16, (((c1 + 1)//2)) + 1) - 1) + "
    "64*Min(((c2//2)) + 1, Min(16, (((c2 + 1)//2)) + 1) - 1)";
constexpr const char* kMaxPoolIndexSwapped =
    "16384*c0 + c3 + 1024*Min(Min(16, (((c1 + 1)//2)) + 1) - 1, (c1//2)) + "
    "64*Min(Min(16, (((c2 + 1)//2)) + 1) - 1, (c2//2))";
constexpr const char* kStridedIndex = "4*c0 + 2048*c1 + c2";

void parse(benchmark::State& state, const char* text) {
  for (auto _ : state) benchmark::DoNotOptimize(tryParseExpr(text));
}

void BM_ParseMaxPoolIndex(benchmark::State& state) { parse(state, kMaxPoolIndex); }
void BM_ParseMaxPoolIndexSwapped(benchmark::State& state) { parse(state, kMaxPoolIndexSwapped); }
void BM_ParseStridedIndex(benchmark::State& state) { parse(state, kStridedIndex); }

}  // namespace

BENCHMARK(BM_ParseMaxPoolIndex);
BENCHMARK(BM_ParseMaxPoolIndexSwapped);
BENCHMARK(BM_ParseStridedIndex);
BENCHMARK_MAIN();
