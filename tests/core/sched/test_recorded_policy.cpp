// Policy `recorded` (Inductor's own decisions from fusion.log, no rules) and the fusion Sequence view
// (FuseScope's fusions beside Inductor's), on real captures.
#include <gtest/gtest.h>

#include <filesystem>
#include <stdexcept>
#include <string>

#include "analysis/fusion_sequence.h"
#include "analysis/inductor_agreement.h"
#include "capture_test_data.h"
#include "import/load.h"
#include "run_command.h"
#include "sched/recorded/recorded_policy.h"
#include "sched/schedule_compare.h"
#include "sched/scheduler.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

std::vector<fs::path> allCaptures() {
  std::vector<fs::path> out = testdata::testDataGraphs();
  for (const fs::path& p : testdata::sharedGraphs()) out.push_back(p);
  return out;
}

// mix-off: a LayerNorm backward Inductor scheduled with triton.mix_order_reduction=False.
fs::path mixOff() { return fs::path(FUSESCOPE_TEST_DATA) / "knobs" / "mix-off" / "layernorm_bwd_large" / "0_backward_3.1"; }

}  // namespace

TEST(RecordedPolicy, ReproducesInductorsOwnResultOnEveryCapture) {
  int checked = 0;
  for (const fs::path& folder : allCaptures()) {
    const Graph g = loadGraph(folder);
    if (!g.inductor.hasFusionLog) continue;
    SCOPED_TRACE(folder.string());
    const sched::Trace t = sched::runScheduler(g, {}, sched::kRecordedPolicy);
    const sched::ScheduleComparison c = sched::compareWithInductor(g, t);
    EXPECT_TRUE(c.identical()) << c.firstDivergence;
    EXPECT_EQ(c.rejectionsMatched, c.rejectionsTotal);
    // Every decision is the log's, said so.
    for (const sched::Decision& d : t.decisions) EXPECT_EQ(d.basis, sched::DecisionBasis::Recorded);
    EXPECT_EQ(t.decisions.size(), g.inductor.decisions.size());
    ++checked;
  }
  EXPECT_GE(checked, 10);
}

TEST(RecordedPolicy, ForeachFusionsTakeTheNamesInductorGaveThem) {
  const Graph g = loadGraph(testdata::testCaptures() / "adam_foreach" / "0_inference_0.0");
  ASSERT_FALSE(g.foreachGroups.empty());
  const sched::Trace t = sched::runScheduler(g, {}, sched::kRecordedPolicy);
  ASSERT_FALSE(t.fusions.empty());
  // Inductor interleaves the parts of a fused foreach node: `op40_op10_op41_op11_…`.
  bool interleaved = false;
  for (const sched::SchedNodeInfo& n : t.nodes) interleaved |= n.name.rfind("op40_op10_", 0) == 0;
  EXPECT_TRUE(interleaved);
  EXPECT_TRUE(sched::compareWithInductor(g, t).identical());
  // The trust line does not call the log's own decisions a reproduction.
  const std::string headline = analysis::checkAgainstInductor(g, t).headline();
  EXPECT_EQ(headline.rfind("Inductor's own decisions (policy recorded, no rules replayed): 2/2 kernel groups", 0), 0u) << headline;
}

TEST(RecordedPolicy, NeedsAFusionLog) {
  Graph g = loadGraph(mixOff());
  g.inductor.hasFusionLog = false;
  g.inductor.decisions.clear();
  EXPECT_THROW(sched::runScheduler(g, {}, sched::kRecordedPolicy), std::invalid_argument);
}

TEST(FusionSequence, FindsWhereTheOrdersPartAndWhatEachSideDidThere) {
  // The replay runs with mix-order reductions on (the default), Inductor ran with them off.
  const Graph g = loadGraph(mixOff());
  const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
  const analysis::FusionSequence seq = analysis::alignFusionSequences(g, t);
  ASSERT_TRUE(seq.hasLog);
  ASSERT_EQ(seq.firstDifference, 2);
  EXPECT_TRUE(seq.rows[0].same);
  EXPECT_TRUE(seq.rows[1].same);
  const analysis::SequenceRow& at = seq.rows[2];
  EXPECT_EQ(at.inductor.node1 + " + " + at.inductor.node2, "op0_op1 + op2");
  EXPECT_EQ(at.fuseScope.node1 + " + " + at.fuseScope.node2, "op0_op1 + op3_op5");
  EXPECT_GT(at.inductor.line, 0);
  EXPECT_GE(at.fuseScope.decision, 0);
  EXPECT_FALSE(seq.fuseScopeScore.empty());
  EXPECT_NE(seq.inductorOnFuseScopePair.text.find("fusion.log has no line on this pair"), std::string::npos)
      << seq.inductorOnFuseScopePair.text;
  // With the knob Inductor used, the orders agree.
  sched::SchedulerConfig off;
  off.set("triton.mix_order_reduction", "false");
  EXPECT_EQ(analysis::alignFusionSequences(g, sched::runScheduler(g, off, "inductor-2.11")).firstDifference, -1);

  const auto r = testdata::runCommand(std::string(FUSESCOPE_CLI_PATH) + " compare '" + mixOff().string() + "' --sequence");
  EXPECT_EQ(r.exitCode, 1) << r.output;
  EXPECT_NE(r.output.find("they part at position 3"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find(">> part op0_op1 + op3_op5"), std::string::npos) << r.output;
}
