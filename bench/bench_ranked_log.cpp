// Opening one graph of a torch.distributed run: tests/data/runs/ddp_2rank (a DDP training step under
// torchrun, 16 graph folders, one 0.96 MB log interleaving both ranks) against the same graph folder with
// the graph's own one-run fusion.log beside it, and against rank 0's run alone as a single-process program
// writes it (the same lines without the rank prefix: a whole-run log of 8 graphs). The split itself (scan
// for ranks, one rank's view) is timed on its own.
#include "import/capture_loader.h"
#include "import/fusion_log_lookup.h"
#include "import/load.h"
#include "import/log_ranks.h"

#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>

using namespace fusescope;
namespace fs = std::filesystem;

namespace {

const fs::path kRun = fs::path(FUSESCOPE_TEST_DATA) / "runs" / "ddp_2rank";
constexpr const char* kGraph = "model__1_backward_14.6";

// Rank 0's graph folder in the run.
fs::path rankZeroFolder() {
  for (const GraphEntry& e : listGraphs(kRun / "torch_compile_debug")) {
    if (e.rank == 0 && e.folder.filename() == kGraph) return e.folder;
  }
  return {};
}

// A copy of that folder holding its own one-run fusion.log (the graph's run, as the loader cuts it).
const fs::path& oneGraphCopy() {
  static const fs::path copy = [] {
    const fs::path from = rankZeroFolder();
    const fs::path to = fs::temp_directory_path() / "fusescope_bench_ranked_log" / kGraph;
    fs::remove_all(to.parent_path());
    fs::create_directories(to);
    for (const auto& f : fs::directory_iterator(from)) fs::copy_file(f.path(), to / f.path().filename());
    std::ofstream(to / "fusion.log", std::ios::binary) << readGraphFusionLog(from, {}).text;
    return to;
  }();
  return copy;
}

// Rank 0's run on its own, as a single-process program writes it: its run folder and its lines of the
// log without the rank prefix (a whole-run log of 8 graphs).
const fs::path& singleProcessRun() {
  static const fs::path run = [] {
    const fs::path rankZeroRun = rankZeroFolder().parent_path().parent_path();
    const fs::path to = fs::temp_directory_path() / "fusescope_bench_single_process";
    fs::remove_all(to);
    fs::create_directories(to / "torch_compile_debug");
    fs::copy(rankZeroRun, to / "torch_compile_debug" / rankZeroRun.filename(), fs::copy_options::recursive);
    const std::string log = readTextFile(kRun / "fusion.log", 1ull << 30);
    const LogRanks ranks = scanLogRanks(log);
    std::ofstream(to / "fusion.log", std::ios::binary) << rankLogView(log, 0, ranks);
    return to / "torch_compile_debug" / rankZeroRun.filename() / "torchinductor" / kGraph;
  }();
  return run;
}

void BM_OpenGraph_FromSingleProcessRunLog(benchmark::State& state) {
  const fs::path& folder = singleProcessRun();
  for (auto _ : state) {
    Graph g = loadGraph(folder);
    benchmark::DoNotOptimize(g.nodes.data());
  }
}
BENCHMARK(BM_OpenGraph_FromSingleProcessRunLog)->Unit(benchmark::kMillisecond);

void BM_OpenGraph_FromTwoRankLog(benchmark::State& state) {
  const fs::path folder = rankZeroFolder();
  for (auto _ : state) {
    Graph g = loadGraph(folder);
    benchmark::DoNotOptimize(g.nodes.data());
  }
}
BENCHMARK(BM_OpenGraph_FromTwoRankLog)->Unit(benchmark::kMillisecond);

void BM_OpenGraph_FromOneGraphLog(benchmark::State& state) {
  const fs::path& folder = oneGraphCopy();
  for (auto _ : state) {
    Graph g = loadGraph(folder);
    benchmark::DoNotOptimize(g.nodes.data());
  }
}
BENCHMARK(BM_OpenGraph_FromOneGraphLog)->Unit(benchmark::kMillisecond);

void BM_SplitTwoRankLog(benchmark::State& state) {
  const std::string log = readTextFile(kRun / "fusion.log", 1ull << 30);
  for (auto _ : state) {
    const LogRanks ranks = scanLogRanks(log);
    benchmark::DoNotOptimize(rankLogView(log, ranks.ranks.front(), ranks).data());
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(log.size()));
}
BENCHMARK(BM_SplitTwoRankLog)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
