// core's one owner of an opened capture: the graph is resolved once (its folder and rank on a distributed
// run), output_code.py comes from that folder and no other rank's, and every derived part is made once and
// shared by a re-schedule of the same graph. On the real 2-rank FSDP2 run in tests/data/profiles and a
// GPT-2 backward capture.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "analysis/block_overview.h"
#include "capture/opened_capture.h"
#include "core/capture_test_data.h"
#include "core/scratch_dir.h"
#include "import/load.h"
#include "source/source_map.h"
#include "util/import_error.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

const fs::path kRun = fs::path(FUSESCOPE_TEST_DATA) / "profiles/fsdp2_2rank";
const fs::path kGpt2 = fs::path(FUSESCOPE_TEST_DATA) / "captures/gpt2_train/0_backward_3.1";

analysis::AnalysisInputs inputsOf(const fs::path& path, const std::string& graph = {}, int rank = -1) {
  analysis::AnalysisInputs in;
  in.path = path;
  in.graphName = graph;
  in.limits.rank = rank;
  return in;
}

// The run folder (run_*-pid_N) a rank's graph folder sits in, by the pid its trace names.
std::string pidOfRank(int rank) {
  for (const auto& f : fs::directory_iterator(kRun / "profile")) {
    const std::string name = f.path().filename().string();
    if (name.rfind("trace_rank" + std::to_string(rank) + "_pid", 0) == 0)
      return name.substr(name.find("_pid") + 4, name.find('.') - name.find("_pid") - 4);
  }
  return {};
}

}  // namespace

TEST(OpenedCapture, EachRanksGraphComesFromItsOwnRunFolder) {
  for (int rank : {0, 1}) {
    const auto c = capture::openCapture(inputsOf(kRun / "torch_compile_debug", "model__1_forward_4.1", rank));
    const std::string pid = pidOfRank(rank);
    ASSERT_FALSE(pid.empty());
    EXPECT_TRUE(c->folder().parent_path().parent_path().filename().string().ends_with("-pid_" + pid)) << c->folder();
    EXPECT_EQ(c->folder().filename(), "model__1_forward_4.1");
    EXPECT_EQ(c->graph()->inductor.rank, rank);
    ASSERT_NE(c->outputCode(), nullptr);
  }
}

TEST(OpenedCapture, ARanksOutputCodeIsNeverAnotherRanks) {
  // Rank 0's output_code.py gone: its graph has none, though rank 1's graph of the same name still has its
  // own (a search of the run by graph name, as before, found rank 1's file for rank 0).
  testdata::ScratchDir dir("opened_capture");
  fs::copy(kRun / "torch_compile_debug", dir.path / "torch_compile_debug", fs::copy_options::recursive);
  fs::copy(kRun / "fusion.log", dir.path / "fusion.log");
  const fs::path rank0Folder = capture::openCapture(inputsOf(dir.path / "torch_compile_debug", "model__1_forward_4.1", 0))->folder();
  ASSERT_TRUE(fs::remove(rank0Folder / "output_code.py"));
  const auto rank0 = capture::openCapture(inputsOf(dir.path / "torch_compile_debug", "model__1_forward_4.1", 0));
  EXPECT_EQ(rank0->outputCode(), nullptr);
  const auto rank1 = capture::openCapture(inputsOf(dir.path / "torch_compile_debug", "model__1_forward_4.1", 1));
  EXPECT_NE(rank1->outputCode(), nullptr);
}

TEST(OpenedCapture, OutputCodeIsTheTextReadWithTheGraph) {
  // Read once, with the graph: removed from disk after opening, the capture still has it (a second read
  // from disk would find nothing).
  testdata::ScratchDir dir("opened_capture_code");
  fs::copy(kGpt2, dir.path / "0_backward_3.1", fs::copy_options::recursive);
  const auto c = capture::openCapture(inputsOf(dir.path / "0_backward_3.1"));
  ASSERT_TRUE(fs::remove(dir.path / "0_backward_3.1" / "output_code.py"));
  ASSERT_NE(c->outputCode(), nullptr);
  EXPECT_EQ(c->outputCode()->definitions.size(), c->graph()->inductor.codeKernels.size() -
                                                     static_cast<size_t>(std::count_if(c->graph()->inductor.codeKernels.begin(),
                                                                                       c->graph()->inductor.codeKernels.end(),
                                                                                       [](const CodeKernel& k) { return k.language == "extern"; })));
}

TEST(OpenedCapture, EachPartIsMadeOnceAndARescheduleSharesTheGraphs) {
  const auto c = capture::openCapture(inputsOf(kGpt2));
  EXPECT_GT(c->importMs(), 0.0);
  EXPECT_EQ(&c->sources(), &c->sources());
  EXPECT_EQ(&c->schedule(), &c->schedule());
  EXPECT_EQ(c->schedule().graph, c->graph());
  ASSERT_NE(c->outputCode(), nullptr);
  EXPECT_EQ(c->outputCode(), c->outputCode());

  const auto again = c->rescheduled("inductor-2.11", {"max_fusion_size=2"});
  EXPECT_EQ(again->graph(), c->graph());                 // the same loaded graph
  EXPECT_EQ(&again->sources(), &c->sources());           // and what depends on it alone
  EXPECT_EQ(again->outputCode(), c->outputCode());
  EXPECT_NE(&again->schedule(), &c->schedule());         // a schedule of its own, with its setting
  EXPECT_LT(again->schedule().trace->fusions.size(), c->schedule().trace->fusions.size());
  EXPECT_EQ(again->config().maxFusionSize, 2);
}

TEST(OpenedCapture, PartsEqualWhatTheFunctionsBehindThemGive) {
  const auto c = capture::openCapture(inputsOf(kGpt2));
  const Graph& g = *c->graph();
  const source::SourceMap direct = source::buildSourceMap(g);
  EXPECT_EQ(c->sources().nodes.size(), direct.nodes.size());
  const analysis::BlockOverview blocks = analysis::blockOverview(g, direct, *c->schedule().trace);
  EXPECT_EQ(c->blocks().blocks.size(), blocks.blocks.size());
  EXPECT_EQ(c->blocks().blockOfNode, blocks.blockOfNode);
  EXPECT_EQ(c->kernels(analysis::KernelSource::Inductor).groups.size(), g.inductor.kernels.size());
  EXPECT_EQ(c->kernels(analysis::KernelSource::Replay).groups.size(), c->schedule().trace->kernels.size());
  EXPECT_TRUE(c->agreement().comparison.identical());
}

TEST(OpenedCapture, ABadPolicyOrSettingFailsBeforeAnythingIsLoaded) {
  analysis::AnalysisInputs in = inputsOf("/nonexistent/capture");
  in.policy = "inductor-9.99";
  EXPECT_THROW(capture::openCapture(in), std::invalid_argument);
  in.policy = "auto";
  in.settings = {"no_such_knob=1"};
  EXPECT_THROW(capture::openCapture(in), std::invalid_argument);
  in.settings.clear();
  EXPECT_THROW(capture::openCapture(in), ImportError);
  EXPECT_THROW(capture::openCapture(inputsOf(kGpt2))->rescheduled("auto", {"max_fusion_size=x"}), std::invalid_argument);
}

TEST(OpenedCapture, AListedGraphIsNamedByItsEntryAndLoadedFromItsFolder) {
  const auto entries = listGraphs(kRun / "torch_compile_debug", {.rank = 1});
  ASSERT_FALSE(entries.empty());
  const auto c = capture::openListedGraph(entries.front(), inputsOf(kRun / "ignored", "ignored"));
  EXPECT_EQ(c->graph()->name, entries.front().name);
  EXPECT_EQ(c->folder(), entries.front().folder);
  EXPECT_EQ(c->inputs().path, entries.front().folder);
  EXPECT_EQ(c->graph()->inductor.rank, 1);
}

TEST(OpenedCapture, AMeasurementIsReadOncePerTrace) {
  const auto c = capture::openCapture(inputsOf(kRun / "torch_compile_debug", "model__1_forward_4.1", 1));
  const fs::path& trace = c->capturedTrace();
  ASSERT_FALSE(trace.empty());
  EXPECT_NE(trace.filename().string().find("rank1"), std::string::npos) << trace;
  const auto& m = c->measurement(trace);
  EXPECT_GT(m.calls, 0);
  EXPECT_EQ(&c->measurement(trace), &m);
}
