// Opening one graph of a torch.distributed run: tests/data/runs/ddp_2rank (a DDP training step under
// torchrun, 16 graph folders, one 0.96 MB log interleaving both ranks) against the same graph folder with
// the graph's own one-run fusion.log beside it, and against rank 0's run alone as a single-process program
// writes it (the same lines without the rank prefix: a whole-run log of 8 graphs). The split itself (scan
// for ranks, one rank's view) is timed on its own. Then every graph of the run, one after the other, as
// `info`, `report` and the window do: with the log's split kept between graphs (import/log_cache.h),
// without, and from 16 folders that each hold their own one-graph fusion.log. And one graph opened by a
// later process from the part of the log an earlier one kept on disk. And a rank's graph found by name on the
// run's root, with and without the log read once.
#include "import/capture_loader.h"
#include "import/fusion_log_index.h"
#include "import/fusion_log_lookup.h"
#include "import/load.h"
#include "import/log_cache.h"
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
    std::ofstream(to / "fusion.log", std::ios::binary) << readGraphFusionLog(from, {}).text.view;
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

// Another graph of the run was opened before with the same LogCache (the window moving between graphs).
void BM_OpenGraph_FromTwoRankLog_SplitKept(benchmark::State& state) {
  const fs::path folder = rankZeroFolder();
  LoadOptions options;
  options.logCache = std::make_shared<LogCache>();
  for (auto _ : state) {
    Graph g = loadGraph(folder, {}, options);
    benchmark::DoNotOptimize(g.nodes.data());
  }
}
BENCHMARK(BM_OpenGraph_FromTwoRankLog_SplitKept)->Unit(benchmark::kMillisecond);

// Opened before by another process that kept the graph's part of the log on disk (import/fusion_log_index.h):
// nothing kept in memory, the entry read and its inputs checked.
void BM_OpenGraph_FromTwoRankLog_Indexed(benchmark::State& state) {
  const fs::path folder = rankZeroFolder();
  LoadOptions options;
  options.logIndexDir = fs::temp_directory_path() / "fusescope_bench_log_index";
  fs::remove_all(options.logIndexDir);
  loadGraph(folder, {}, options);  // the first open keeps it
  for (auto _ : state) {
    Graph g = loadGraph(folder, {}, options);
    benchmark::DoNotOptimize(g.nodes.data());
  }
}
BENCHMARK(BM_OpenGraph_FromTwoRankLog_Indexed)->Unit(benchmark::kMillisecond);

// `--graph NAME --rank 1` on the run's root, as one command opens it (capture::openCapture): the graph is
// found by the ranks the log names, then loaded from that log. Arg 0: no LogCache, the log is read twice
// (what a command did before the cache took the rank scan's text); 1: a fresh LogCache, read once.
void BM_OpenRankGraphByName(benchmark::State& state) {
  for (auto _ : state) {
    LoadOptions options;
    options.rank = 1;
    if (state.range(0) == 1) options.logCache = std::make_shared<LogCache>();
    Graph g = loadGraph(kRun / "torch_compile_debug", kGraph, options);
    benchmark::DoNotOptimize(g.nodes.data());
  }
}
BENCHMARK(BM_OpenRankGraphByName)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

std::vector<fs::path> everyGraphFolder() {
  std::vector<fs::path> out;
  for (const GraphEntry& e : listGraphs(kRun / "torch_compile_debug")) out.push_back(e.folder);
  return out;
}

// Every graph folder of the run copied with its own one-run fusion.log beside it.
const std::vector<fs::path>& everyOneGraphCopy() {
  static const std::vector<fs::path> copies = [] {
    std::vector<fs::path> out;
    const fs::path root = fs::temp_directory_path() / "fusescope_bench_every_graph";
    fs::remove_all(root);
    int i = 0;
    for (const fs::path& from : everyGraphFolder()) {
      const fs::path to = root / std::to_string(i++) / from.filename();
      fs::create_directories(to);
      for (const auto& f : fs::directory_iterator(from)) fs::copy_file(f.path(), to / f.path().filename());
      std::ofstream(to / "fusion.log", std::ios::binary) << readGraphFusionLog(from, {}).text.view;
      out.push_back(to);
    }
    return out;
  }();
  return copies;
}

void openEvery(benchmark::State& state, const std::vector<fs::path>& folders, bool keepSplit) {
  for (auto _ : state) {
    LoadOptions options;
    if (keepSplit) options.logCache = std::make_shared<LogCache>();
    for (const fs::path& f : folders) {
      Graph g = loadGraph(f, {}, options);
      benchmark::DoNotOptimize(g.nodes.data());
    }
  }
  state.counters["graphs"] = static_cast<double>(folders.size());
}

void BM_OpenEveryGraph_FromTwoRankLog_SplitKept(benchmark::State& state) { openEvery(state, everyGraphFolder(), true); }
BENCHMARK(BM_OpenEveryGraph_FromTwoRankLog_SplitKept)->Unit(benchmark::kMillisecond);

void BM_OpenEveryGraph_FromTwoRankLog_SplitEachTime(benchmark::State& state) { openEvery(state, everyGraphFolder(), false); }
BENCHMARK(BM_OpenEveryGraph_FromTwoRankLog_SplitEachTime)->Unit(benchmark::kMillisecond);

void BM_OpenEveryGraph_FromOneGraphLogs(benchmark::State& state) { openEvery(state, everyOneGraphCopy(), false); }
BENCHMARK(BM_OpenEveryGraph_FromOneGraphLogs)->Unit(benchmark::kMillisecond);

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
