// import/log_cache.h: the split of a whole-run fusion log kept between the graphs of one run. Real data:
// tests/data/runs/ddp_2rank (a DDP training step under torchrun, 16 graph folders, one log of both ranks).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "graph/graph_json.h"
#include "import/capture_loader.h"
#include "import/load.h"
#include "import/log_cache.h"
#include "scratch_dir.h"
#include "util/import_error.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

fs::path ddpRun() { return fs::path(FUSESCOPE_TEST_DATA) / "runs" / "ddp_2rank"; }

std::string rankZeroOnly(const fs::path& log) {
  const std::string text = readTextFile(log, 1ull << 30);
  std::string out;
  for (std::size_t begin = 0; begin < text.size();) {
    std::size_t end = text.find('\n', begin);
    end = end == std::string::npos ? text.size() : end + 1;
    if (text.compare(begin, 8, "[rank1]:") != 0) out.append(text, begin, end - begin);
    begin = end;
  }
  return out;
}

}  // namespace

TEST(LogCache, EveryGraphOfARunOpensAsWithoutIt) {
  LoadOptions kept;
  kept.logCache = std::make_shared<LogCache>();
  const std::vector<GraphEntry> graphs = listGraphs(ddpRun() / "torch_compile_debug");
  ASSERT_EQ(graphs.size(), 16u);
  for (const GraphEntry& e : graphs) {
    const Graph fresh = loadGraph(e.folder, {}, {});
    const Graph fromKept = loadGraph(e.folder, {}, kept);
    EXPECT_EQ(graphToJson(fromKept), graphToJson(fresh)) << e.folder;
    EXPECT_EQ(fromKept.inductor.rank, e.rank) << e.folder;
    EXPECT_TRUE(fromKept.inductor.hasFusionLog) << e.folder;
  }
}

TEST(LogCache, TheLogIsSplitOncePerRank) {
  LogCache cache;
  const fs::path log = ddpRun() / "fusion.log";
  int asked = 0;
  auto rank = [&](int r) {
    return [&asked, r](const LogRanks& ranks) {
      ++asked;
      EXPECT_EQ(ranks.ranks, (std::vector<int>{0, 1}));
      return r;
    };
  };
  const auto first = cache.split(log, 1ull << 30, rank(0));
  const auto again = cache.split(log, 1ull << 30, rank(0));
  const auto other = cache.split(log, 1ull << 30, rank(1));
  EXPECT_EQ(first.get(), again.get());   // kept, not split again
  EXPECT_NE(first.get(), other.get());
  EXPECT_EQ(first->rank, 0);
  EXPECT_EQ(other->rank, 1);
  EXPECT_EQ(first->runs.size(), 8u);
  EXPECT_EQ(other->runs.size(), 8u);
  EXPECT_EQ(asked, 3);                   // the rank is chosen on every use (it depends on the graph)
}

TEST(LogCache, ALogWrittenAgainIsReadAgain) {
  const testdata::ScratchDir dir("log_cache");
  fs::copy(ddpRun(), dir.path / "run", fs::copy_options::recursive);
  const fs::path log = dir.path / "run" / "fusion.log";
  std::vector<GraphEntry> graphs = listGraphs(dir.path / "run" / "torch_compile_debug");
  fs::path rankOne;
  for (const GraphEntry& e : graphs)
    if (e.rank == 1) rankOne = e.folder;
  ASSERT_FALSE(rankOne.empty());
  LoadOptions kept;
  kept.logCache = std::make_shared<LogCache>();
  EXPECT_EQ(loadGraph(rankOne, {}, kept).inductor.rank, 1);
  // The run captured again with rank 1's lines gone: the kept split must not answer for it.
  testdata::writeFile(log, rankZeroOnly(log));
  try {
    loadGraph(rankOne, {}, kept);
    FAIL() << "rank 1's graph opened from a log that no longer holds rank 1";
  } catch (const ImportError& e) {
    EXPECT_NE(std::string(e.what()).find("fusion.log"), std::string::npos) << e.what();
  }
}

TEST(LogCache, ARanksGraphFoundAndLoadedReadsTheLogOnce) {
  // `--rank 1 --graph NAME` on the run's root: the graph is found by the ranks the log names, then loaded
  // from the same log. One read from disk, and the graph is the one the rank's folder holds.
  LoadOptions options;
  options.logCache = std::make_shared<LogCache>();
  options.rank = 1;
  const Graph g = loadGraph(ddpRun() / "torch_compile_debug", "model__0_forward_1.0", options);
  EXPECT_EQ(g.inductor.rank, 1);
  EXPECT_TRUE(g.inductor.hasFusionLog);
  EXPECT_EQ(options.logCache->diskReads(ddpRun() / "fusion.log"), 1);
  // Another graph of the same rank: nothing read again.
  loadGraph(ddpRun() / "torch_compile_debug", "model__0_backward_15.7", options);
  EXPECT_EQ(options.logCache->diskReads(ddpRun() / "fusion.log"), 1);
}

// A graph's part of the run's log is a view into the text the cache keeps, not a copy of it (a 500 MB log
// was held twice while a graph opened: 594 MB peak for the 7,006-node Llama cold, 475 MB now), and it
// loads the same graph as the copy does.
TEST(LogCache, AGraphsPartOfTheLogIsSharedWithTheCacheNotCopied) {
  LoadOptions kept;
  kept.logCache = std::make_shared<LogCache>();
  const GraphEntry entry = listGraphs(ddpRun() / "torch_compile_debug").front();
  const fs::path folder = entry.folder;
  const CaptureFiles shared = readCaptureFolder(folder, kept);
  ASSERT_TRUE(shared.sharedFusionLog.owner);
  EXPECT_EQ(shared.files.count("fusion.log"), 0u);
  // The owner is the cache's text of the log (the rank's view of it), the part a view into it.
  const std::shared_ptr<const LogSplit> split =
      kept.logCache->split(ddpRun() / "fusion.log", kept.maxFileBytes, [&](const LogRanks&) { return entry.rank; });
  EXPECT_EQ(shared.sharedFusionLog.owner.get(), split->text.get());
  EXPECT_GE(shared.sharedFusionLog.view.data(), split->text->data());
  EXPECT_LE(shared.sharedFusionLog.view.data() + shared.sharedFusionLog.size(), split->text->data() + split->text->size());
  EXPECT_LT(shared.sharedFusionLog.size(), split->text->size());   // one graph's run, not the whole log
  // Without a cache the part is copied into the files, and both load the same graph.
  const CaptureFiles copied = readCaptureFolder(folder, {});
  ASSERT_EQ(copied.files.count("fusion.log"), 1u);
  EXPECT_EQ(copied.files.at("fusion.log"), std::string(shared.sharedFusionLog.view));
  EXPECT_EQ(fusionLogText(shared), fusionLogText(copied));
  EXPECT_EQ(graphToJson(loadCapture(shared, kept)), graphToJson(loadCapture(copied, {})));
}
