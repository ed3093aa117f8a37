// Policy inductor-2.11 against real PyTorch 2.11 captures: the final kernels (ir_post_fusion.txt), the
// `fusing X with Y` sequence and the `cannot fuse X with Y: reason` lines (fusion.log) must be Inductor's.
// Runs on the copies in tests/data/captures and, when present, on every graph under ../shared/captures.
// Also checks structural properties under other knob settings (no ground truth there).
#include <gtest/gtest.h>

#include <filesystem>
#include <vector>

#include "capture_test_data.h"
#include "import/capture_loader.h"
#include "sched/inductor211/inductor211_policy.h"
#include "sched/schedule_compare.h"
#include "sched/scheduler.h"

namespace fs = std::filesystem;
using namespace fusescope;
using namespace fusescope::sched;

namespace {

Trace run211(const Graph& g, const SchedulerConfig& config = {}) {
  auto policy = makeInductor211Policy();
  return runScheduler(g, config, *policy);
}

ScheduleComparison expectIdentical(const fs::path& folder) {
  SCOPED_TRACE(folder.string());
  Graph g = loadCaptureFolder(folder);
  Trace t = run211(g);
  ScheduleComparison c = compareWithInductor(g, t);
  EXPECT_EQ(c.kernelsMatching, c.kernelsTotal);
  EXPECT_EQ(c.fuseScopeKernels, c.kernelsTotal);
  EXPECT_EQ(c.fusionPrefix, c.fusionsTotal) << c.firstDivergence;
  EXPECT_EQ(c.fuseScopeFusions, c.fusionsTotal) << c.firstDivergence;
  EXPECT_EQ(c.rejectionsMatched, c.rejectionsTotal);
  for (const auto& r : c.missingRejections) ADD_FAILURE() << "missing: cannot fuse " << r.node1 << " with " << r.node2 << ": " << r.reason;
  for (const auto& r : c.extraRejections) ADD_FAILURE() << "extra: cannot fuse " << r.node1 << " with " << r.node2 << ": " << r.reason;
  EXPECT_TRUE(c.identical());
  return c;
}

// Every node entering fusion is in exactly one kernel; non-foreach kernels respect max_fusion_size.
void expectValidPartition(const Graph& g, const Trace& t, const SchedulerConfig& config) {
  std::vector<int> seen(g.nodes.size(), 0);
  for (const Kernel& k : t.kernels) {
    const SchedNodeInfo& n = t.node(k.node);
    if (n.type != SchedNodeType::Foreach) {
      EXPECT_LE(static_cast<int>(n.members.size()), config.maxFusionSize) << n.name;
    }
    for (NodeId m : n.members) ++seen[static_cast<size_t>(m)];
  }
  for (size_t i = 0; i < seen.size(); ++i) EXPECT_EQ(seen[i], 1) << g.nodes[i].name;
}

}  // namespace

TEST(Inductor211Captures, BundledCopiesReproduceInductor) {
  auto folders = testdata::graphFolders(testdata::testCaptures());
  ASSERT_FALSE(folders.empty());
  for (const auto& f : folders) {
    if (!fs::exists(f / "fusion.log") || !fs::exists(f / "ir_post_fusion.txt")) continue;
    expectIdentical(f);
  }
}

TEST(Inductor211Captures, SharedCapturesReproduceInductor) {
  if (!testdata::haveSharedCaptures()) GTEST_SKIP() << "no shared captures at " << testdata::sharedCaptures();
  int rejections = 0, matched = 0;
  for (const auto& f : testdata::graphFolders(testdata::sharedCaptures())) {
    ScheduleComparison c = expectIdentical(f);
    rejections += c.rejectionsTotal;
    matched += c.rejectionsMatched;
  }
  ASSERT_GT(rejections, 0);
  EXPECT_GE(100.0 * matched / rejections, 95.0);
}

TEST(Inductor211Captures, KnobsKeepTheScheduleValid) {
  auto folders = testdata::graphFolders(testdata::testCaptures());
  ASSERT_FALSE(folders.empty());
  const std::vector<std::vector<std::string>> settings = {
      {"max_fusion_size=2"},
      {"aggressive_fusion=true"},
      {"loop_ordering_after_fusion=false"},
      {"score_fusion_memory_threshold=1000000"},
      {"max_fusion_buffer_group_pairwise_attempts=1"},
      {"max_fusion_unique_io_buffers=3"},
      {"epilogue_fusion=false", "epilogue_fusion_first=true"},
  };
  for (const auto& f : folders) {
    Graph g = loadCaptureFolder(f);
    for (const auto& s : settings) {
      SchedulerConfig config;
      for (const auto& kv : s) config.setAssignment(kv);
      SCOPED_TRACE(f.string() + " " + s.front());
      Trace t = run211(g, config);
      expectValidPartition(g, t, config);
    }
  }
}

TEST(Inductor211Captures, ThresholdKnobRefusesHorizontalFusionsWithItsReason) {
  Graph g = loadCaptureFolder(testdata::testCaptures() / "mlp_ln" / "0_inference_0.0");
  SchedulerConfig config;
  config.set("score_fusion_memory_threshold", "1000000000");
  Trace t = run211(g, config);
  bool sawThreshold = false;
  for (const auto& d : t.decisions) sawThreshold = sawThreshold || d.reason == "score_fusion_memory_threshold";
  EXPECT_TRUE(sawThreshold);
  // op1 and op2 (two reductions over buf0) fuse horizontally by default; not with this threshold.
  for (const auto& fu : t.fusions) EXPECT_FALSE(t.name(fu.node1) == "op1" && t.name(fu.node2) == "op2");
}

TEST(Inductor211Captures, MaxFusionSizeIsReportedWithInductorsWording) {
  Graph g = loadCaptureFolder(testdata::testCaptures() / "mlp_ln" / "0_inference_0.0");
  SchedulerConfig config;
  config.set("max_fusion_size", "2");
  Trace t = run211(g, config);
  bool saw = false;
  for (const auto& d : t.decisions) saw = saw || d.reason == "exceeds max fusion";
  EXPECT_TRUE(saw);
}
