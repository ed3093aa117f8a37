// A whole run's TORCH_LOGS_OUT log (one file for every graph Inductor compiled) opened next to the
// torch_compile_debug tree it belongs to: split into scheduler runs, each run given to its graph folder,
// refused when doubtful. Real data: tests/data/runs, captured on an H100 with scripts/fusescope-capture.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "capture_test_data.h"
#include "import/capture_loader.h"
#include "import/fusion_log_assignment.h"
#include "import/fusion_log_runs.h"
#include "import/load.h"
#include "scratch_dir.h"
#include "sched/inductor211/inductor211_policy.h"
#include "sched/schedule_compare.h"
#include "sched/scheduler.h"
#include "util/import_error.h"

namespace fs = std::filesystem;
using namespace fusescope;
using namespace fusescope::sched;

namespace {

fs::path runsRoot() { return fs::path(FUSESCOPE_TEST_DATA) / "runs"; }

// The single graph folder named `graph` under `root`.
fs::path graphFolder(const fs::path& root, const std::string& graph) {
  for (const GraphEntry& e : discoverGraphs(root)) {
    if (e.folder.filename() == graph) return e.folder;
  }
  ADD_FAILURE() << "no " << graph << " under " << root;
  return {};
}

ScheduleComparison compare(const Graph& g, const SchedulerConfig& config = {}) {
  auto policy = makeInductor211Policy();
  return compareWithInductor(g, runScheduler(g, config, *policy));
}

void expectIdentical(const ScheduleComparison& c) {
  EXPECT_TRUE(c.hasFusionLog);
  EXPECT_GT(c.fusionsTotal, 0);
  EXPECT_EQ(c.fusionPrefix, c.fusionsTotal) << c.firstDivergence;
  EXPECT_EQ(c.rejectionsMatched, c.rejectionsTotal);
  EXPECT_TRUE(c.identical()) << c.firstDivergence;
}

std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    lines.push_back(text.substr(start, end - start + 1 <= text.size() - start ? end - start + 1 : end - start));
    start = end + 1;
  }
  return lines;
}

std::string joinLines(const std::vector<std::string>& lines, std::size_t from, std::size_t to) {
  std::string out;
  for (std::size_t i = from; i < to && i < lines.size(); ++i) out += lines[i];
  return out;
}

// A copy of tests/data/runs/MODEL in a scratch folder, with `log` as its fusion.log.
fs::path copyRun(const testdata::ScratchDir& scratch, const std::string& model, const std::string& log) {
  const fs::path dest = scratch.path / model;
  fs::copy(runsRoot() / model, dest, fs::copy_options::recursive);
  testdata::writeFile(dest / "fusion.log", log);
  return dest;
}

std::string errorOf(const fs::path& root, const std::string& graph, const LoadOptions& options = {}) {
  try {
    loadGraph(root, graph, options);
  } catch (const ImportError& e) {
    return e.what();
  }
  return "(loaded)";
}

constexpr const char* kForward = "model__0_forward_1.0";
constexpr const char* kBackward = "model__0_backward_3.1";

}  // namespace

TEST(FusionLogRuns, SplitsARealWholeRunLog) {
  const std::string log = testdata::readFile(runsRoot() / "mlp_ln_train" / "fusion.log");
  const auto runs = splitFusionLogRuns(log);
  ASSERT_EQ(runs.size(), 2u);
  EXPECT_EQ(countFusionLogRuns(log), 2);
  EXPECT_EQ(runs[0].firstLine, 1);
  EXPECT_EQ(runs[1].firstLine, 67);
  for (const auto& run : runs) {
    EXPECT_EQ(run.compileId, "0/0");  // a forward graph and its backward share the compile id
    EXPECT_EQ(run.announcedNodes, 10);
    EXPECT_EQ(run.listedNodes, 10);
    EXPECT_EQ(run.nodes.size(), 10u);
  }
  EXPECT_EQ(fs::path(runs[0].debugTrace).filename(), kForward);
  EXPECT_EQ(fs::path(runs[1].debugTrace).filename(), kBackward);
  EXPECT_EQ(runs[0].end, runs[1].begin);
  EXPECT_EQ(runs[1].end, log.size());
  EXPECT_EQ(logLineCompileId("V1121 23:58:40.058000 2356 torch/_inductor/scheduler.py:3706] [0/0_1] [__fusion] x"), "0/0_1");
  EXPECT_EQ(logLineCompileId("===== attempting fusion (1/10): 7 nodes ====="), "");
}

TEST(FusionLogRuns, GraphFolderOrder) {
  int aot = -1, nth = -1, suffix = -1;
  ASSERT_TRUE(parseGraphFolderOrder("model__0_backward_3.1", aot, nth, suffix));
  EXPECT_EQ(aot, 0);
  EXPECT_EQ(nth, 3);
  EXPECT_EQ(suffix, 1);
  ASSERT_TRUE(parseGraphFolderOrder("1_inference_0.0", aot, nth, suffix));
  EXPECT_EQ(aot, 1);
  EXPECT_FALSE(parseGraphFolderOrder("graph", aot, nth, suffix));
  EXPECT_FALSE(parseGraphFolderOrder("model__0_sideways_3.1", aot, nth, suffix));
}

// The tree exactly as Inductor and TORCH_LOGS_OUT wrote it: fusion.log next to torch_compile_debug/.
TEST(FusionLogRuns, RealTrainingRunReproducesInductorOnBothGraphs) {
  const fs::path root = runsRoot() / "mlp_ln_train" / "torch_compile_debug";
  ASSERT_EQ(listGraphs(root).size(), 2u);
  for (const char* name : {kForward, kBackward}) {
    SCOPED_TRACE(name);
    const Graph g = loadGraph(root, name);
    ASSERT_TRUE(g.inductor.hasFusionLog);
    ASSERT_FALSE(g.inductor.decisions.empty());
    // Recorded lines point into the whole log: the backward's run starts at line 67.
    if (std::string(name) == kBackward) EXPECT_GT(g.inductor.decisions.front().line, 67);
    else EXPECT_LT(g.inductor.decisions.back().line, 67);
    expectIdentical(compare(g));
  }
  // Opening the graph folder itself finds the same log.
  const Graph g = loadCaptureFolder(graphFolder(root, kBackward));
  EXPECT_TRUE(g.inductor.hasFusionLog);
}

TEST(FusionLogRuns, RealRunWithChangedConfigReproducesInductor) {
  const fs::path root = runsRoot() / "mlp_ln_knobs" / "torch_compile_debug";
  SchedulerConfig config;
  config.set("max_fusion_size", "4");
  config.set("triton.mix_order_reduction", "false");
  for (const char* name : {kForward, kBackward}) {
    SCOPED_TRACE(name);
    expectIdentical(compare(loadGraph(root, name), config));
  }
}

// The same graphs laid out as ../shared/captures does (one folder per graph, each with its own share
// of the log), rebuilt as one root with one log for both: the same answer either way.
TEST(FusionLogRuns, ConcatenatedLogGivesTheSameAnswerAsPerGraphLogs) {
  const fs::path model = testdata::sharedCaptures() / "gpt2_train";
  if (!fs::exists(model / "0_forward_1.0")) GTEST_SKIP() << "no shared captures at " << testdata::sharedCaptures();
  testdata::ScratchDir scratch("runlog");
  std::string whole;
  for (const char* graph : {"0_forward_1.0", "0_backward_3.1"}) {
    for (const char* file : {"ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py"}) {
      testdata::writeFile(scratch.path / "gpt2_train" / graph / file, testdata::readFile(model / graph / file));
    }
    whole += testdata::readFile(model / graph / "fusion.log");
  }
  testdata::writeFile(scratch.path / "run.log", whole);
  for (const char* graph : {"0_forward_1.0", "0_backward_3.1"}) {
    SCOPED_TRACE(graph);
    const Graph fromRun = loadGraph(scratch.path, graph);
    const Graph perFolder = loadCaptureFolder(model / graph);
    ASSERT_TRUE(fromRun.inductor.hasFusionLog);
    ASSERT_EQ(fromRun.inductor.decisions.size(), perFolder.inductor.decisions.size());
    for (std::size_t i = 0; i < perFolder.inductor.decisions.size(); ++i) {
      EXPECT_EQ(fromRun.inductor.decisions[i].node1, perFolder.inductor.decisions[i].node1);
      EXPECT_EQ(fromRun.inductor.decisions[i].node2, perFolder.inductor.decisions[i].node2);
      EXPECT_EQ(fromRun.inductor.decisions[i].reason, perFolder.inductor.decisions[i].reason);
    }
    const ScheduleComparison a = compare(fromRun), b = compare(perFolder);
    expectIdentical(a);
    EXPECT_EQ(a.fusionsTotal, b.fusionsTotal);
    EXPECT_EQ(a.kernelsTotal, b.kernelsTotal);
    EXPECT_EQ(a.rejectionsTotal, b.rejectionsTotal);
    EXPECT_EQ(a.identical(), b.identical());
  }
}

TEST(FusionLogRuns, ExplicitLogOptionAndAFolderWithoutOne) {
  testdata::ScratchDir scratch("runlog");
  const fs::path copy = scratch.path / "copy";
  fs::copy(runsRoot() / "mlp_ln_train" / "torch_compile_debug", copy, fs::copy_options::recursive);
  // No log anywhere near: loads without Inductor's decisions, as before.
  EXPECT_FALSE(loadGraph(copy, kForward).inductor.hasFusionLog);
  LoadOptions options;
  options.fusionLog = runsRoot() / "mlp_ln_train" / "fusion.log";
  for (const char* name : {kForward, kBackward}) expectIdentical(compare(loadGraph(copy, name, options)));
  // Another run's log is refused, naming the log.
  options.fusionLog = runsRoot() / "cond_inf" / "fusion.log";
  const std::string error = errorOf(copy, kForward, options);
  EXPECT_NE(error.find("cond_inf/fusion.log"), std::string::npos) << error;
  EXPECT_NE(error.find("model__0_forward_1.0"), std::string::npos) << error;
  options.fusionLog = scratch.path / "missing.log";
  EXPECT_NE(errorOf(copy, kForward, options).find("no such file"), std::string::npos);
}

TEST(FusionLogRuns, RemovedBlockIsRefused) {
  const auto lines = splitLines(testdata::readFile(runsRoot() / "mlp_ln_train" / "fusion.log"));
  ASSERT_EQ(lines.size(), 118u);
  testdata::ScratchDir scratch("runlog");
  const fs::path run = copyRun(scratch, "mlp_ln_train", joinLines(lines, 66, 118));  // the forward's run gone
  const std::string error = errorOf(run / "torch_compile_debug", kForward);
  EXPECT_NE(error.find("fusion.log"), std::string::npos) << error;
  EXPECT_NE(error.find("no block"), std::string::npos) << error;
  // The backward's own block is still there, and its trace line names it.
  expectIdentical(compare(loadGraph(run / "torch_compile_debug", kBackward)));

  // Without the `debug trace:` lines, the nodes alone tell the graphs apart.
  std::string bare;
  for (std::size_t i = 66; i < lines.size(); ++i)
    if (lines[i].find("debug trace:") == std::string::npos) bare += lines[i];
  testdata::writeFile(run / "fusion.log", bare);
  const std::string bareError = errorOf(run / "torch_compile_debug", kForward);
  EXPECT_NE(bareError.find("fusion.log:1: no block of the log matches graph model__0_forward_1.0"), std::string::npos)
      << bareError;
}

TEST(FusionLogRuns, SwappedBlocksAreRefused) {
  const auto lines = splitLines(testdata::readFile(runsRoot() / "mlp_ln_train" / "fusion.log"));
  testdata::ScratchDir scratch("runlog");
  const fs::path run = copyRun(scratch, "mlp_ln_train", joinLines(lines, 66, 118) + joinLines(lines, 0, 66));
  for (const char* name : {kForward, kBackward}) {
    const std::string error = errorOf(run / "torch_compile_debug", name);
    EXPECT_NE(error.find("out of order"), std::string::npos) << error;
    EXPECT_NE(error.find("fusion.log:"), std::string::npos) << error;
  }
  // The same without trace lines.
  std::string bare;
  for (const std::string& l : splitLines(joinLines(lines, 66, 118) + joinLines(lines, 0, 66)))
    if (l.find("debug trace:") == std::string::npos) bare += l;
  testdata::writeFile(run / "fusion.log", bare);
  const std::string error = errorOf(run / "torch_compile_debug", kForward);
  EXPECT_NE(error.find("fusion.log:52: this block (graph model__0_forward_1.0) comes after the block at line 1"),
            std::string::npos) << error;
}

TEST(FusionLogRuns, CutListingIsRefused) {
  auto lines = splitLines(testdata::readFile(runsRoot() / "mlp_ln_train" / "fusion.log"));
  lines.erase(lines.begin() + 3);  // one node of the forward's first candidate listing
  testdata::ScratchDir scratch("runlog");
  const fs::path run = copyRun(scratch, "mlp_ln_train", joinLines(lines, 0, lines.size()));
  const std::string error = errorOf(run / "torch_compile_debug", kForward);
  EXPECT_NE(error.find("fusion.log:1: this block is graph model__0_forward_1.0's"), std::string::npos) << error;
  EXPECT_NE(error.find("announces 10 nodes but lists 9"), std::string::npos) << error;
}

// TORCH_LOGS_OUT appends: a log holding two program runs gives each folder the run its trace names.
TEST(FusionLogRuns, AppendedLogOfTwoProgramRuns) {
  const std::string knobs = testdata::readFile(runsRoot() / "mlp_ln_knobs" / "fusion.log");
  const std::string plain = testdata::readFile(runsRoot() / "mlp_ln_train" / "fusion.log");
  testdata::ScratchDir scratch("runlog");
  const fs::path run = copyRun(scratch, "mlp_ln_train", knobs + plain);
  for (const char* name : {kForward, kBackward}) {
    const Graph g = loadGraph(run / "torch_compile_debug", name);
    EXPECT_GT(g.inductor.decisions.front().line, 118);
    expectIdentical(compare(g));
  }
}

// torch.cond: three scheduler runs (the graph and both branches) for one folder, whose ir_pre_fusion.txt
// Inductor overwrote with the last branch's. The matching run is used, the others named in a warning.
TEST(FusionLogRuns, SubgraphRunsAreNotMisassigned) {
  const fs::path root = runsRoot() / "cond_inf" / "torch_compile_debug";
  const Graph g = loadGraph(root, "model__0_inference_0.0");
  ASSERT_TRUE(g.inductor.hasFusionLog);
  bool warned = false;
  for (const Diagnostic& d : g.warnings) warned |= d.message.find("this folder holds 3 scheduler runs") != std::string::npos;
  EXPECT_TRUE(warned);
  for (const RecordedDecision& d : g.inductor.decisions) EXPECT_GE(d.line, 47);
  const ScheduleComparison c = compare(g);
  EXPECT_TRUE(c.identical()) << c.firstDivergence;
}

TEST(FusionLogRuns, GraphsThatLookTheSameNeedEvidence) {
  // Two folders with the same nodes and a log without trace lines: in compile order when there are
  // exactly as many runs; one run for two graphs is refused.
  const std::string pre = "op0: SchedulerNode(ComputedBuffer)\nop1: SchedulerNode(ComputedBuffer)\n";
  const std::string block = "===== attempting fusion (1/10): 2 nodes =====\nfuse_nodes_once, candidates:\n"
                            "  SchedulerNode(name='op0'), Pointwise([])\n  SchedulerNode(name='op1'), Pointwise([])\n"
                            "found 0 possible fusions\n===== fusion complete (1 iterations) =====\n";
  const std::vector<RunLogGraph> graphs = {{"model__0_inference_0.0", "a/model__0_inference_0.0", pre},
                                           {"model__1_inference_0.0", "a/model__1_inference_0.0", pre}};
  const std::string two = block + block;
  EXPECT_EQ(assignFusionLogRun(two, "run.log", graphs, 0).firstLine, 1);
  EXPECT_EQ(assignFusionLogRun(two, "run.log", graphs, 1).firstLine, 7);
  try {
    assignFusionLogRun(block, "run.log", graphs, 1);
    ADD_FAILURE() << "one run for two graphs was accepted";
  } catch (const ImportError& e) {
    EXPECT_EQ(e.file(), "run.log");
    EXPECT_EQ(e.line(), 1);
    EXPECT_NE(e.message().find("matches both"), std::string::npos) << e.what();
  }
  EXPECT_THROW(assignFusionLogRun("not a log\n", "run.log", graphs, 0), ImportError);
}

// The log of another program run of the same model (its debug trace lines name another run_* folder)
// is refused, not matched by nodes alone.
TEST(FusionLogRuns, AnotherProgramRunsLogIsRefused) {
  testdata::ScratchDir scratch("runlog");
  const fs::path run = copyRun(scratch, "mlp_ln_train", testdata::readFile(runsRoot() / "mlp_ln_knobs" / "fusion.log"));
  const std::string error = errorOf(run / "torch_compile_debug", kForward);
  EXPECT_NE(error.find("in another run_* folder"), std::string::npos) << error;
}
