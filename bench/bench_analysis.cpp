// The questions a user asks of a Trace, on the largest shared capture: does the replay agree with
// Inductor (run once per open and per re-run, off the GUI thread), why (not) these two (on demand), and
// the source map built once per open, the refusals repeated round after round. Run with --benchmark_repetitions=5
// --benchmark_report_aggregates_only=true for medians.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>

#include "analysis/explain_pair.h"
#include "analysis/group_compare.h"
#include "analysis/inductor_agreement.h"
#include "analysis/refusal_repeats.h"
#include "import/load.h"
#include "sched/scheduler.h"
#include "source/source_map.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

struct Loaded {
  Graph graph;
  sched::Trace trace;
};

const Loaded* llamaBackward() {
  static std::unique_ptr<Loaded> loaded = [] {
    const fs::path folder = fs::path(FUSESCOPE_SHARED_CAPTURES) / "llama_24l_train/0_backward_3.1";
    if (!fs::exists(folder / "ir_pre_fusion.txt")) return std::unique_ptr<Loaded>();
    auto l = std::make_unique<Loaded>();
    l->graph = loadGraph(folder);
    l->trace = sched::runScheduler(l->graph, {}, "inductor-2.11");
    return l;
  }();
  return loaded.get();
}

bool skip(benchmark::State& state, const Loaded* l) {
  if (l) return false;
  state.SkipWithError("../shared/captures/llama_24l_train/0_backward_3.1 not found");
  for (auto _ : state) {
  }
  return true;
}

void BM_AgreementWithInductor(benchmark::State& state) {
  const Loaded* l = llamaBackward();
  if (skip(state, l)) return;
  for (auto _ : state) benchmark::DoNotOptimize(analysis::checkAgainstInductor(l->graph, l->trace));
  state.counters["decisions"] = static_cast<double>(l->trace.decisions.size());
}

void BM_CompareGroupsWithInductor(benchmark::State& state) {
  const Loaded* l = llamaBackward();
  if (skip(state, l)) return;
  const auto reference = analysis::inductorGroups(l->graph);
  for (auto _ : state) benchmark::DoNotOptimize(analysis::compareGroups(l->graph, l->trace, reference));
}

// The last refusal of the trace, at the step it was made (the window's "Why not fused?").
void BM_ExplainPair(benchmark::State& state) {
  const Loaded* l = llamaBackward();
  if (skip(state, l)) return;
  int last = -1;
  for (size_t i = 0; i < l->trace.decisions.size(); ++i)
    if (l->trace.decisions[i].verdict == sched::Verdict::Rejected) last = static_cast<int>(i);
  const auto& d = l->trace.decisions[static_cast<size_t>(last)];
  const NodeId a = l->trace.node(d.node1).members.front(), b = l->trace.node(d.node2).members.front();
  const source::SourceMap sources = source::buildSourceMap(l->graph);
  for (auto _ : state) benchmark::DoNotOptimize(analysis::explainPair(l->graph, l->trace, a, b, last + 1, &sources));
}

void BM_BuildSourceMap(benchmark::State& state) {
  const Loaded* l = llamaBackward();
  if (skip(state, l)) return;
  for (auto _ : state) benchmark::DoNotOptimize(source::buildSourceMap(l->graph));
  state.counters["nodes"] = static_cast<double>(l->graph.nodes.size());
}

// The refusals repeated in later rounds, found when the Decisions table gets a trace (on the GUI thread):
// the Llama backward's 4,127 decisions, and the same trace laid end to end N times with the nodes of each
// copy its own (Arg 40: 165,080 decisions, about the 7,005-node inference graph's 159,339).
void BM_RefusalRepeats(benchmark::State& state) {
  const Loaded* l = llamaBackward();
  if (skip(state, l)) return;
  sched::Trace scaled;
  const int copies = static_cast<int>(state.range(0));
  const int nodes = static_cast<int>(l->trace.nodes.size());
  for (int c = 0; c < copies; ++c)
    for (sched::Decision d : l->trace.decisions) {
      d.node1 += c * nodes;
      d.node2 += c * nodes;
      scaled.decisions.push_back(std::move(d));
    }
  for (auto _ : state) benchmark::DoNotOptimize(analysis::findRefusalRepeats(scaled));
  state.counters["decisions"] = static_cast<double>(scaled.decisions.size());
}

}  // namespace

BENCHMARK(BM_RefusalRepeats)->Arg(1)->Arg(40)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AgreementWithInductor)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CompareGroupsWithInductor)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ExplainPair)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BuildSourceMap)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
