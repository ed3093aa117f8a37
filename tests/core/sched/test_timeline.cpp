// Timeline: the partition after k fusions, reached forward, backward or by random access, is the same
// as a fresh sequential replay of the trace's fusions.
#include <gtest/gtest.h>

#include <filesystem>
#include <random>

#include "import/load.h"
#include "sched/scheduler.h"
#include "sched/timeline.h"

namespace fs = std::filesystem;
using namespace fusescope;
using namespace fusescope::sched;

namespace {

// Reference: apply fusions 0..k-1 to the initial partition directly.
std::vector<SchedNodeId> replay(const Graph& g, const Trace& t, int k) {
  std::vector<SchedNodeId> groupOf(g.nodes.size(), -1);
  for (SchedNodeId s : t.initial)
    for (NodeId m : t.node(s).members) groupOf[static_cast<size_t>(m)] = s;
  for (int i = 0; i < k; ++i)
    for (NodeId m : t.node(t.fusions[static_cast<size_t>(i)].fused).members) groupOf[static_cast<size_t>(m)] = t.fusions[static_cast<size_t>(i)].fused;
  return groupOf;
}

fs::path biggestCapture() {
  fs::path shared = fs::path(FUSESCOPE_SHARED_CAPTURES) / "llama_24l_train" / "0_backward_3.1";
  if (fs::exists(shared / "ir_pre_fusion.txt")) return shared;
  return fs::path(FUSESCOPE_TEST_DATA) / "captures" / "gpt2_train" / "0_backward_3.1";
}

}  // namespace

TEST(Timeline, ForwardThenBackRestoresIdenticalPartitions) {
  Graph g = loadGraph(biggestCapture());
  Trace t = runScheduler(g, {}, "seed");
  Timeline tl(g, t);
  ASSERT_EQ(tl.fusionCount(), static_cast<int>(t.fusions.size()));
  ASSERT_GT(tl.fusionCount(), 0);
  std::vector<std::vector<SchedNodeId>> forward;
  for (int k = 0; k <= tl.fusionCount(); ++k) {
    tl.seek(k);
    forward.push_back(tl.partition());
  }
  for (int k = tl.fusionCount(); k >= 0; --k) {
    tl.seek(k);
    EXPECT_EQ(tl.partition(), forward[static_cast<size_t>(k)]) << "step " << k;
  }
  // At the end the groups are exactly the final kernels.
  tl.seek(tl.fusionCount());
  std::vector<SchedNodeId> finalKernels;
  for (const auto& k : t.kernels) finalKernels.push_back(k.node);
  auto groups = tl.groups();
  std::sort(groups.begin(), groups.end());
  std::sort(finalKernels.begin(), finalKernels.end());
  EXPECT_EQ(groups, finalKernels);
}

TEST(Timeline, RandomAccessEqualsSequentialReplay) {
  Graph g = loadGraph(biggestCapture());
  Trace t = runScheduler(g, {}, "seed");
  Timeline tl(g, t);
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> pick(0, tl.fusionCount());
  for (int i = 0; i < 200; ++i) {
    int k = pick(rng);
    tl.seek(k);
    ASSERT_EQ(tl.position(), k);
    EXPECT_EQ(tl.partition(), replay(g, t, k)) << "step " << k;
  }
  EXPECT_THROW(tl.seek(tl.fusionCount() + 1), std::out_of_range);
  EXPECT_THROW(tl.seek(-1), std::out_of_range);
}

TEST(Timeline, DecisionAndFusionIndicesAgree) {
  Graph g = loadGraph(biggestCapture());
  Trace t = runScheduler(g, {}, "seed");
  Timeline tl(g, t);
  EXPECT_EQ(tl.decisionCount(), static_cast<int>(t.decisions.size()));
  EXPECT_EQ(tl.fusionsThroughDecision(-1), 0);
  for (int f = 0; f < tl.fusionCount(); ++f) {
    int d = tl.decisionOfFusion(f);
    EXPECT_EQ(t.decisions[static_cast<size_t>(d)].verdict, Verdict::Fused);
    EXPECT_EQ(tl.fusionsThroughDecision(d), f + 1);
    EXPECT_EQ(tl.fusionsThroughDecision(d - 1), f);
  }
  tl.seekDecision(tl.decisionCount() - 1);
  EXPECT_EQ(tl.position(), tl.fusionCount());
  // Every group lists its members and the kernel name Inductor would print.
  for (SchedNodeId gId : tl.groups()) {
    EXPECT_FALSE(tl.members(gId).empty());
    EXPECT_EQ(tl.kernelName(gId), t.name(gId));
  }
}
