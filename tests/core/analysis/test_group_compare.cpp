// compareGroups: FuseScope's kernels against a reference partition (Inductor's, another run's), with the
// decision where the two schedules part for every differing group.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "analysis/group_compare.h"
#include "capture_test_data.h"
#include "import/capture_loader.h"
#include "sched/schedule_compare.h"
#include "sched/scheduler.h"

using namespace fusescope;
using namespace fusescope::analysis;
namespace fs = std::filesystem;

TEST(GroupCompare, MatchesCompareWithInductorOnEveryTestCapture) {
  for (const fs::path& folder : testdata::graphFolders(testdata::testCaptures())) {
    SCOPED_TRACE(folder.string());
    const Graph g = loadCaptureFolder(folder);
    if (!g.inductor.hasPostFusion) continue;
    for (const char* setting : {"max_fusion_size=64", "max_fusion_size=2"}) {
      sched::SchedulerConfig config;
      config.setAssignment(setting);
      const sched::Trace t = sched::runScheduler(g, config, "inductor-2.11");
      const GroupComparison c = compareGroups(g, t, inductorGroups(g));
      const sched::ScheduleComparison s = sched::compareWithInductor(g, t);
      EXPECT_EQ(c.matching, s.kernelsMatching) << setting;
      EXPECT_EQ(static_cast<int>(c.differences.size()), s.fuseScopeKernels - s.kernelsMatching) << setting;
    }
  }
}

TEST(GroupCompare, EveryDifferenceNamesADecisionOnItsOwnNodes) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "gpt2_train" / "0_backward_3.1");
  sched::SchedulerConfig config;
  config.setAssignment("max_fusion_size=2");
  const sched::Trace t = sched::runScheduler(g, config, "inductor-2.11");
  const GroupComparison c = compareGroups(g, t, inductorGroups(g));
  ASSERT_FALSE(c.differences.empty());
  for (const GroupDifference& d : c.differences) {
    EXPECT_TRUE(c.differs(d.members));
    ASSERT_GE(d.partingDecision, 0);
    ASSERT_LT(d.partingDecision, static_cast<int>(t.decisions.size()));
    const sched::Decision& dec = t.decisions[static_cast<size_t>(d.partingDecision)];
    bool touches = false;
    for (auto id : {dec.node1, dec.node2})
      for (NodeId m : t.node(id).members)
        touches = touches || std::binary_search(d.members.begin(), d.members.end(), m);
    EXPECT_TRUE(touches) << "decision " << d.partingDecision << " does not involve the group";
  }
}

TEST(GroupCompare, ARunComparedWithItselfHasNoDifferences) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "attn_block" / "0_inference_0.0");
  const sched::Trace t = sched::runScheduler(g, {}, "seed");
  const GroupComparison c = compareGroups(g, t, finalGroups(t));
  EXPECT_TRUE(c.differences.empty());
  EXPECT_EQ(c.matching, c.ours);
}
