// import/fusion_log_index.h: a graph's part of a whole-run log kept on disk for the next process. Real
// data: tests/data/runs/ddp_2rank (a DDP training step under torchrun, 16 graph folders, one log of both
// ranks), copied into a scratch folder so that files can be changed under the kept entries.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "graph/graph_json.h"
#include "import/capture_loader.h"
#include "import/fusion_log_index.h"
#include "import/load.h"
#include "import/log_cache.h"
#include "import/log_ranks_index.h"
#include "scratch_dir.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

fs::path ddpRun() { return fs::path(FUSESCOPE_TEST_DATA) / "runs" / "ddp_2rank"; }

// Every file and folder under `root` last written an hour ago: a capture that is done (the index keeps
// nothing while an input is younger than kSettleSeconds).
void age(const fs::path& root) {
  const auto old = fs::file_time_type::clock::now() - std::chrono::hours(1);
  for (const auto& e : fs::recursive_directory_iterator(root)) fs::last_write_time(e.path(), old);
  fs::last_write_time(root, old);
}

struct IndexedRun {
  testdata::ScratchDir scratch{"log_index"};
  fs::path run = scratch.path / "run";
  fs::path index = scratch.path / "index";
  IndexedRun() {
    fs::copy(ddpRun(), run, fs::copy_options::recursive);
    age(run);
  }
  LoadOptions options() const {
    LoadOptions o;
    o.logIndexDir = index;
    return o;
  }
  fs::path folder(int rank, const std::string& name) const {
    for (const GraphEntry& e : listGraphs(run / "torch_compile_debug"))
      if (e.rank == rank && e.folder.filename() == name) return e.folder;
    return {};
  }
};

std::size_t entries(const fs::path& dir) {
  std::size_t n = 0;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) n += it->path().extension() == ".entry";
  return n;
}

}  // namespace

// Every graph of both ranks opens from its kept part exactly as from the whole log, and each is kept once.
TEST(FusionLogIndex, EveryGraphOpensFromItsKeptPartAsFromTheLog) {
  const IndexedRun r;
  const std::vector<GraphEntry> graphs = listGraphs(r.run / "torch_compile_debug");
  ASSERT_EQ(graphs.size(), 16u);
  for (const GraphEntry& e : graphs) {
    const Graph plain = loadGraph(e.folder);
    const Graph first = loadGraph(e.folder, {}, r.options());  // split and kept
    ASSERT_TRUE(FusionLogIndex(r.index).find(e.folder, r.options())) << e.folder;
    const Graph again = loadGraph(e.folder, {}, r.options());  // from the entry
    EXPECT_EQ(graphToJson(first), graphToJson(plain)) << e.folder;
    EXPECT_EQ(graphToJson(again), graphToJson(plain)) << e.folder;
    EXPECT_EQ(again.schedulerRuns, plain.schedulerRuns) << e.folder;
    EXPECT_EQ(again.inductor.rank, e.rank);
  }
  EXPECT_EQ(entries(r.index), 16u);
  // What the entry holds is the graph's run only, not the log.
  const auto kept = FusionLogIndex(r.index).find(r.folder(0, "model__1_backward_14.6"), r.options());
  ASSERT_TRUE(kept);
  EXPECT_LT(kept->text.size(), fs::file_size(r.run / "fusion.log") / 8);
  EXPECT_NE(kept->text.view.find("attempting fusion (1/"), std::string::npos);
  // Mapped, not read into memory: its pages can leave the process once the log is parsed.
  EXPECT_TRUE(kept->text.mapped);
}

// Any change to what the lookup read makes the entry no entry: the log, a graph folder beside it (the run
// was checked against it), a new log where logs are looked for, another --rank or size limit.
TEST(FusionLogIndex, AnEntryIsTrustedOnlyWhileItsInputsAreAsTheyWere) {
  const IndexedRun r;
  const fs::path folder = r.folder(0, "model__1_backward_14.6");
  ASSERT_FALSE(folder.empty());
  const FusionLogIndex index(r.index);
  auto keep = [&] {
    age(r.run);
    loadGraph(folder, {}, r.options());
    return index.find(folder, r.options()).has_value();
  };
  ASSERT_TRUE(keep());

  LoadOptions otherRank = r.options();
  otherRank.rank = 1;
  EXPECT_FALSE(index.find(folder, otherRank));
  LoadOptions otherLimit = r.options();
  otherLimit.maxFileBytes = 1u << 29;
  EXPECT_FALSE(index.find(folder, otherLimit));

  // A sibling graph's IR written again, same size, a second later: the run's check against it could
  // answer otherwise.
  const fs::path sibling = folder.parent_path() / "model__0_forward_1.0" / "ir_pre_fusion.txt";
  const auto written = fs::last_write_time(sibling);
  testdata::writeFile(sibling, readTextFile(sibling, 1u << 30));
  fs::last_write_time(sibling, written + std::chrono::seconds(1));
  EXPECT_FALSE(index.find(folder, r.options()));
  ASSERT_TRUE(keep());

  // The log appended to; while it is that fresh (a run still writing it), opening keeps nothing.
  testdata::writeFile(r.run / "fusion.log", readTextFile(r.run / "fusion.log", 1u << 30) + "\n");
  EXPECT_FALSE(index.find(folder, r.options()));
  loadGraph(folder, {}, r.options());
  EXPECT_FALSE(index.find(folder, r.options()));
  ASSERT_TRUE(keep());

  // A second log beside the first: which one is the graph's is asked again (and here refused).
  testdata::writeFile(r.run / "other.log", "unrelated\n");
  EXPECT_FALSE(index.find(folder, r.options()));
  ASSERT_TRUE(keep());  // holds no fusion block: still the one log

  // The graph folder given its own fusion.log.
  testdata::writeFile(folder / "fusion.log", std::string(readGraphFusionLog(folder, {}).text.view));
  EXPECT_FALSE(index.find(folder, r.options()));
}

// The first open of a graph reads the whole log, and keeps the part of every graph of its rank then: the
// next graph of the run, in this process or the next, reads no log, and the graph opened is read from its
// kept (mapped) part, so the whole log is not held while the graph is built (a 667 MB log and a
// 21,000-node graph built from it were above 1 GB).
TEST(FusionLogIndex, TheFirstOpenKeepsEveryGraphOfItsRank) {
  const IndexedRun r;
  const fs::path log = r.run / "fusion.log";
  const fs::path folder = r.folder(0, "model__1_backward_14.6");
  ASSERT_FALSE(folder.empty());
  LoadOptions options = r.options();
  options.logCache = std::make_shared<LogCache>();
  const GraphFusionLog first = readGraphFusionLog(folder, options);
  EXPECT_EQ(options.logCache->diskReads(log), 1);
  EXPECT_TRUE(first.text.mapped);
  EXPECT_EQ(first.text.view, readGraphFusionLog(folder, {}).text.view);
  EXPECT_EQ(entries(r.index), 8u);   // rank 0's graphs; rank 1's wait for its first open
  for (const GraphEntry& e : listGraphs(r.run / "torch_compile_debug")) {
    if (e.rank != 0) continue;
    const Graph kept = loadGraph(e.folder, {}, options);
    EXPECT_EQ(graphToJson(kept), graphToJson(loadGraph(e.folder))) << e.folder;
  }
  EXPECT_EQ(options.logCache->diskReads(log), 1);   // the cache let the log go: nothing read it again
  const Graph otherRank = loadGraph(r.folder(1, "model__0_backward_15.7"), {}, options);
  EXPECT_EQ(options.logCache->diskReads(log), 2);
  EXPECT_EQ(entries(r.index), 16u);
}

// A damaged or foreign entry is no entry, and the graph still opens from the log.
TEST(FusionLogIndex, ADamagedEntryIsIgnored) {
  const IndexedRun r;
  const fs::path folder = r.folder(1, "model__0_backward_15.7");
  ASSERT_FALSE(folder.empty());
  const Graph plain = loadGraph(folder);
  loadGraph(folder, {}, r.options());
  ASSERT_EQ(entries(r.index), 8u);   // rank 1's eight graphs, kept at once
  fs::path entry;
  for (const auto& f : fs::directory_iterator(r.index)) {
    const auto e = parseIndexEntry(readTextFile(f.path(), 1u << 30));
    if (e && fs::path(e->folder).filename() == folder.filename()) entry = f.path();
  }
  ASSERT_FALSE(entry.empty());
  const std::string bytes = readTextFile(entry, 1u << 30);
  ASSERT_TRUE(parseIndexEntry(bytes));

  EXPECT_FALSE(parseIndexEntry(bytes.substr(0, bytes.size() - 1)));            // cut
  EXPECT_FALSE(parseIndexEntry(bytes + "x"));                                   // longer than it says
  EXPECT_FALSE(parseIndexEntry(bytes.substr(bytes.find('\n'))));               // no header
  std::string otherFormat = bytes;
  otherFormat.replace(otherFormat.find("\"format\":1"), 10, "\"format\":9");
  EXPECT_FALSE(parseIndexEntry(otherFormat));
  std::string wrongType = bytes;
  wrongType.replace(wrongType.find("\"rank\":1"), 8, "\"rank\":\"1\"");
  EXPECT_FALSE(parseIndexEntry(wrongType));
  std::string huge = bytes;  // a number no int holds (found by fuzz_log_index: undefined behaviour before)
  huge.replace(huge.find("\"rank\":1"), 8, "\"rank\":1.7e27");
  EXPECT_FALSE(parseIndexEntry(huge));
  std::string fraction = bytes;
  fraction.replace(fraction.find("\"rank\":1"), 8, "\"rank\":1.5");
  EXPECT_FALSE(parseIndexEntry(fraction));

  testdata::writeFile(entry, bytes.substr(0, bytes.size() / 2));
  EXPECT_FALSE(FusionLogIndex(r.index).find(folder, r.options()));
  EXPECT_EQ(graphToJson(loadGraph(folder, {}, r.options())), graphToJson(plain));
  EXPECT_TRUE(FusionLogIndex(r.index).find(folder, r.options()));  // written again whole
}

// An index folder that cannot be written keeps nothing and opens the graph all the same.
TEST(FusionLogIndex, AnUnwritableFolderKeepsNothing) {
  const IndexedRun r;
  testdata::writeFile(r.index, "a file where the folder should be\n");
  const fs::path folder = r.folder(0, "model__0_forward_1.0");
  EXPECT_EQ(graphToJson(loadGraph(folder, {}, r.options())), graphToJson(loadGraph(folder)));
  EXPECT_FALSE(FusionLogIndex(r.index).find(folder, r.options()));
}

// Threads (the window's loads, a rank comparison) keeping the same graph at once leave one whole entry.
TEST(FusionLogIndex, ConcurrentKeepersLeaveAWholeEntry) {
  const IndexedRun r;
  const fs::path folder = r.folder(0, "model__1_forward_4.1");
  ASSERT_FALSE(folder.empty());
  const GraphFusionLog log = readGraphFusionLog(folder, {});
  const FusionLogIndex index(r.index);
  std::vector<std::thread> keepers;
  for (int t = 0; t < 4; ++t)
    keepers.emplace_back([&] {
      for (int i = 0; i < 25; ++i) index.store(folder, r.options(), log, {r.run / "fusion.log"});
    });
  for (std::thread& k : keepers) k.join();
  const auto kept = index.find(folder, r.options());
  ASSERT_TRUE(kept);
  EXPECT_EQ(kept->text.view, log.text.view);
  EXPECT_EQ(kept->firstLine, log.firstLine);
  EXPECT_EQ(entries(r.index), 1u);
  std::size_t leftovers = 0;
  for (const auto& f : fs::directory_iterator(r.index)) leftovers += f.path().extension() == ".partial";
  EXPECT_EQ(leftovers, 0u);
}

// Listing a run finds each graph's rank from the log; the ranks are kept, so the next listing (the next
// command) reads no log at all, and a log written since is scanned again.
TEST(LogRanksIndex, ListingARunAgainReadsNoLog) {
  IndexedRun r;
  const fs::path log = r.run / "fusion.log";
  auto rankOf = [&](const std::vector<GraphEntry>& listed) {
    std::map<std::string, int> out;
    for (const GraphEntry& e : listed) out[e.folder.parent_path().parent_path().filename().string()] = e.rank;
    return out;
  };
  LoadOptions first = r.options();
  first.logCache = std::make_shared<LogCache>();
  const auto ranks = rankOf(listGraphs(r.run / "torch_compile_debug", first));
  EXPECT_EQ(first.logCache->diskReads(log), 1);
  ASSERT_EQ(ranks.size(), 2u);  // two run folders, one a rank
  EXPECT_EQ(ranks.begin()->second + std::next(ranks.begin())->second, 1);

  LoadOptions again = r.options();
  again.logCache = std::make_shared<LogCache>();
  EXPECT_EQ(rankOf(listGraphs(r.run / "torch_compile_debug", again)), ranks);
  EXPECT_EQ(again.logCache->diskReads(log), 0);
  ASSERT_TRUE(findKeptRanks(r.index, log).has_value());
  EXPECT_EQ(findKeptRanks(r.index, log)->ranks, (std::vector<int>{0, 1}));

  std::ofstream(log, std::ios::app) << "\n";
  EXPECT_FALSE(findKeptRanks(r.index, log).has_value());
  LoadOptions changed = r.options();
  changed.logCache = std::make_shared<LogCache>();
  EXPECT_EQ(rankOf(listGraphs(r.run / "torch_compile_debug", changed)), ranks);
  EXPECT_EQ(changed.logCache->diskReads(log), 1);
}

TEST(LogRanksIndex, ADamagedEntryIsNoEntry) {
  IndexedRun r;
  const fs::path log = r.run / "fusion.log";
  listGraphs(r.run / "torch_compile_debug", r.options());
  ASSERT_TRUE(findKeptRanks(r.index, log).has_value());
  for (const auto& e : fs::directory_iterator(r.index))
    if (e.path().extension() == ".ranks") std::ofstream(e.path(), std::ios::trunc) << "{\"format\": 1, \"ranks\": [";
  EXPECT_FALSE(findKeptRanks(r.index, log).has_value());
}
