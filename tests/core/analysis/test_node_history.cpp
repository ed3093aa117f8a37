// nodeHistory: the decisions that touched a node's group, on a real capture.
#include <gtest/gtest.h>

#include <algorithm>

#include "analysis/node_history.h"
#include "capture_test_data.h"
#include "import/capture_loader.h"
#include "sched/scheduler.h"

using namespace fusescope;

TEST(NodeHistory, EveryFusionOfTheNodesKernelIsListedOnce) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "gpt2_train" / "0_backward_3.1");
  const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
  // A node in a kernel of k members took part in exactly k-1 fusions (each fusion joins two groups).
  int checked = 0;
  for (const auto& k : t.kernels) {
    const auto& members = t.node(k.node).members;
    if (members.size() < 2) continue;
    for (NodeId n : members) {
      const auto history = analysis::nodeHistory(t, n);
      int fused = 0;
      for (const auto& e : history) {
        if (e.verdict != "fused") continue;
        ++fused;
        EXPECT_EQ(e.bytesSaved, t.decisions[static_cast<size_t>(e.decision)].score.memory);
      }
      EXPECT_GE(fused, 1) << g.nodes[static_cast<size_t>(n)].name;
      EXPECT_LE(fused, static_cast<int>(members.size()) - 1);
      EXPECT_TRUE(std::is_sorted(history.begin(), history.end(),
                                 [](const auto& a, const auto& b) { return a.decision < b.decision; }));
      ++checked;
    }
  }
  EXPECT_GT(checked, 10);
}

TEST(NodeHistory, ANodeNoOneConsideredHasNoHistory) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "gpt2_train" / "0_backward_3.1");
  const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    if (g.nodes[i].kind != NodeKind::Nop) continue;
    for (const auto& e : analysis::nodeHistory(t, static_cast<NodeId>(i))) EXPECT_NE(e.verdict, "fused");
  }
  EXPECT_TRUE(analysis::nodeHistory(t, static_cast<NodeId>(g.nodes.size() + 5)).empty());
}
