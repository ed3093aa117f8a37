// The 776-node Llama training backward (../shared/captures/llama_24l_train/0_backward_3.1) loaded once per
// benchmark program, with the inductor-2.11 replay and the source map: the capture most benches time on.
// Absent (no ../shared beside the checkout), a benchmark says so and skips instead of timing nothing.
#pragma once

#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>

#include "import/load.h"
#include "sched/scheduler.h"
#include "source/source_map.h"

namespace fusescope::bench {

struct LoadedCapture {
  Graph graph;
  sched::Trace trace;
  source::SourceMap sources;
};

inline const LoadedCapture* llamaBackward() {
  static const std::unique_ptr<LoadedCapture> loaded = [] {
    const auto folder = std::filesystem::path(FUSESCOPE_SHARED_CAPTURES) / "llama_24l_train" / "0_backward_3.1";
    if (!std::filesystem::exists(folder / "ir_pre_fusion.txt")) return std::unique_ptr<LoadedCapture>();
    auto x = std::make_unique<LoadedCapture>();
    x->graph = loadGraph(folder);
    x->trace = sched::runScheduler(x->graph, {}, "inductor-2.11");
    x->sources = source::buildSourceMap(x->graph);
    return x;
  }();
  return loaded.get();
}

// True (and the benchmark marked skipped) when the capture is absent.
inline bool skipWithoutLlamaBackward(benchmark::State& state) {
  if (llamaBackward()) return false;
  state.SkipWithError("llama_24l_train/0_backward_3.1 not found under FUSESCOPE_SHARED_CAPTURES");
  for (auto _ : state) {
  }
  return true;
}

}  // namespace fusescope::bench
