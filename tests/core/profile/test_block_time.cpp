// Where the measured time goes by block: each kernel's time goes whole to the block holding most of its
// nodes, the blocks add up to the measured time, per step, largest first; and on a real profiled capture
// the blocks' times add up to the graph's GPU time a step.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <numeric>

#include "analysis/block_overview.h"
#include "capture/opened_capture.h"
#include "core/capture_test_data.h"
#include "import/load.h"
#include "codegen/kernel_metrics.h"
#include "profile/block_time.h"
#include "report/graph_report.h"

using namespace fusescope;

TEST(BlockTime, EachKernelGoesWholeToTheBlockHoldingMostOfItsNodes) {
  profile::GraphMeasurement m;
  m.steps = 2;
  m.kernels.resize(3);
  m.kernels[0].totalUs = 100;   // nodes 0, 1 (block 0) and 2 (block 1): block 0's
  m.kernels[1].totalUs = 40;    // node 3 (block 1)
  m.kernels[2].totalUs = 10;    // node 4, in no block: counted nowhere
  m.kernelNodes = {{0, 1, 2}, {3}, {4}};
  const std::vector<int> blockOfNode = {0, 0, 1, 1, -1};
  const auto times = profile::blockTimes(m, blockOfNode);
  ASSERT_EQ(times.size(), 2u);
  EXPECT_EQ(times[0].block, 0);
  EXPECT_DOUBLE_EQ(times[0].usPerStep, 50.0);   // a step: 100 over 2 steps
  EXPECT_EQ(times[0].kernels, 1);
  EXPECT_EQ(times[1].block, 1);
  EXPECT_DOUBLE_EQ(times[1].usPerStep, 20.0);
  EXPECT_NEAR(times[0].share + times[1].share, 1.0, 1e-12);
  // A tie goes to the first block in graph order (given to block 1 it would make block 1 the largest, 70).
  m.kernelNodes[0] = {2, 1};
  const auto tied = profile::blockTimes(m, blockOfNode);
  EXPECT_EQ(tied.front().block, 0);
  EXPECT_DOUBLE_EQ(tied.front().usPerStep, 50.0);
}

namespace {

// The profiled GPT-2 run's forward graph (9 blocks), opened with the trace fusescope-capture recorded beside it.
std::shared_ptr<const capture::OpenedCapture> profiledForward() {
  const auto root = std::filesystem::path(FUSESCOPE_TEST_DATA) / "profiles" / "gpt2_train_nodesc" / "torch_compile_debug";
  const auto entries = listGraphs(root);
  const auto forward = std::find_if(entries.begin(), entries.end(),
                                    [](const GraphEntry& e) { return e.name.find("model__0_forward_1.0") != std::string::npos; });
  if (forward == entries.end()) return nullptr;
  analysis::AnalysisInputs inputs;
  inputs.path = forward->folder;
  return capture::openCapture(inputs);
}

}  // namespace

TEST(BlockTime, OnAProfiledCaptureTheBlocksAddUpToTheGraphsTime) {
  const auto capture = profiledForward();
  ASSERT_TRUE(capture);
  ASSERT_FALSE(capture->capturedTrace().empty());
  const auto& measured = capture->measurement(capture->capturedTrace());
  ASSERT_GT(measured.calls, 0);
  const auto& overview = capture->blocks();
  ASSERT_GT(overview.blocks.size(), 1u);
  const auto times = profile::blockTimes(measured, overview.blockOfNode);
  ASSERT_FALSE(times.empty());
  const double sum = std::accumulate(times.begin(), times.end(), 0.0, [](double s, const auto& t) { return s + t.usPerStep; });
  double attributed = 0;
  for (size_t k = 0; k < measured.kernels.size(); ++k)
    if (!measured.kernelNodes[k].empty()) attributed += measured.kernels[k].totalUs;
  EXPECT_NEAR(sum, attributed / measured.steps, 1e-6);
  for (size_t i = 1; i < times.size(); ++i) EXPECT_GE(times[i - 1].usPerStep, times[i].usPerStep);
}

// The report's measured section lists the same blocks with the same times, largest first.
TEST(BlockTime, TheReportListsTheBlocksByTheirMeasuredTime) {
  const auto capture = profiledForward();
  ASSERT_TRUE(capture);
  const auto& measured = capture->measurement(capture->capturedTrace());
  const auto& trace = *capture->schedule().trace;
  const auto page = report::graphReportPage(*capture->graph(), trace, capture->sources(), nullptr, {}, -1, {}, "test", &measured);
  const size_t table = page.html.find("id=\"block-times\"");
  ASSERT_NE(table, std::string::npos);
  const analysis::BlockOverview overview = analysis::blockOverview(*capture->graph(), capture->sources(), trace);
  const auto times = profile::blockTimes(measured, overview.blockOfNode);
  ASSERT_FALSE(times.empty());
  const std::string firstRow = "<td>" + analysis::blockTitle(overview.blocks[static_cast<size_t>(times.front().block)]) + "</td><td>" +
                               codegen::durationText(times.front().usPerStep) + "</td>";
  EXPECT_NE(page.html.find(firstRow, table), std::string::npos) << firstRow;
}
