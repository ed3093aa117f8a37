// alignWithFusionLog and checkAgainstInductor: every FuseScope decision gets Inductor's logged verdict for the
// same pair; a replay of the capture's own config agrees everywhere, a replay under a knob Inductor did not
// use is reported as differing, with the first divergence at a real decision.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "analysis/inductor_agreement.h"
#include "analysis/logged_verdicts.h"
#include "capture_test_data.h"
#include "import/capture_loader.h"
#include "sched/scheduler.h"

using namespace fusescope;
using namespace fusescope::analysis;
namespace fs = std::filesystem;

namespace {

fs::path gpt2Backward() { return testdata::testCaptures() / "gpt2_train" / "0_backward_3.1"; }

sched::Trace run211(const Graph& g, const std::string& setting = {}) {
  sched::SchedulerConfig config;
  if (!setting.empty()) config.setAssignment(setting);
  return sched::runScheduler(g, config, "inductor-2.11");
}

}  // namespace

TEST(LoggedVerdicts, EveryLoggedDecisionOfAReproducedCaptureAgrees) {
  for (const fs::path& folder : testdata::graphFolders(testdata::testCaptures())) {
    SCOPED_TRACE(folder.string());
    const Graph g = loadCaptureFolder(folder);
    if (!g.inductor.hasFusionLog) continue;
    const sched::Trace t = run211(g);
    const LoggedVerdicts v = alignWithFusionLog(g, t);
    ASSERT_EQ(v.perDecision.size(), t.decisions.size());
    EXPECT_EQ(v.disagreements, 0);
    EXPECT_EQ(v.firstDisagreement, -1);
    EXPECT_TRUE(v.unmatchedRecorded.empty());
    for (size_t i = 0; i < t.decisions.size(); ++i) {
      const auto& d = t.decisions[i];
      const auto& lv = v.perDecision[i];
      if (d.verdict == sched::Verdict::Candidate) {
        EXPECT_EQ(lv.agreement, LogAgreement::NotLogged);
        continue;
      }
      if (d.kind == sched::FusionKind::Combo) continue;
      ASSERT_GE(lv.recorded, 0) << "decision " << i;
      const RecordedDecision& rd = g.inductor.decisions[static_cast<size_t>(lv.recorded)];
      EXPECT_EQ(rd.fused, d.verdict == sched::Verdict::Fused);
      if (!rd.fused) {
        EXPECT_EQ(rd.reason, d.reason);
      }
    }
  }
}

TEST(LoggedVerdicts, ADecisionInductorLoggedOtherwiseIsMarked) {
  Graph g = loadCaptureFolder(gpt2Backward());
  const sched::Trace t = run211(g);
  // Rewrite the reason of the first logged refusal FuseScope reproduces: that decision must now differ.
  const LoggedVerdicts before = alignWithFusionLog(g, t);
  int target = -1;
  for (size_t i = 0; i < t.decisions.size() && target < 0; ++i)
    if (t.decisions[i].verdict == sched::Verdict::Rejected) target = static_cast<int>(i);
  ASSERT_GE(target, 0);
  const int line = before.perDecision[static_cast<size_t>(target)].recorded;
  ASSERT_GE(line, 0);
  g.inductor.decisions[static_cast<size_t>(line)].reason = "some other reason";
  const LoggedVerdicts after = alignWithFusionLog(g, t);
  EXPECT_EQ(after.perDecision[static_cast<size_t>(target)].agreement, LogAgreement::Differs);
  EXPECT_EQ(after.disagreements, 1);
  EXPECT_EQ(after.firstDisagreement, target);
}

TEST(LoggedVerdicts, WithoutAFusionLogNothingIsCompared) {
  Graph g = loadCaptureFolder(gpt2Backward());
  g.inductor.hasFusionLog = false;
  g.inductor.decisions.clear();
  const sched::Trace t = run211(g);
  const LoggedVerdicts v = alignWithFusionLog(g, t);
  for (const auto& lv : v.perDecision) EXPECT_EQ(lv.agreement, LogAgreement::NoLog);
  EXPECT_EQ(v.disagreements, 0);
}

TEST(InductorAgreement, IdenticalWithTheCapturesConfig) {
  const Graph g = loadCaptureFolder(gpt2Backward());
  const InductorAgreement a = checkAgainstInductor(g, run211(g));
  EXPECT_TRUE(a.identical());
  EXPECT_EQ(a.firstDivergence, -1);
  EXPECT_EQ(a.headline().rfind("identical to Inductor", 0), 0u) << a.headline();
}

// A refusal line the log holds and the replay does not produce (2.13+ logs a vertical refusal a second time
// after reindexing, a rule not ported): the kernels and order still match, and the headline counts the gap
// instead of calling every reason reproduced.
TEST(InductorAgreement, ALoggedRefusalTheReplayDoesNotProduceIsCounted) {
  Graph g = loadCaptureFolder(gpt2Backward());
  const auto refusal = std::find_if(g.inductor.decisions.begin(), g.inductor.decisions.end(),
                                    [](const RecordedDecision& d) { return !d.fused; });
  ASSERT_NE(refusal, g.inductor.decisions.end());
  ASSERT_TRUE(checkAgainstInductor(g, run211(g)).reasonsComplete());
  g.inductor.decisions.insert(refusal + 1, *refusal);   // the same line twice
  const InductorAgreement a = checkAgainstInductor(g, run211(g));
  EXPECT_TRUE(a.identical());
  EXPECT_EQ(a.reasonsNotReproduced(), 1);
  EXPECT_EQ(a.reasonsExtra(), 0);
  EXPECT_FALSE(a.reasonsComplete());
  EXPECT_NE(a.headline().find("(1 not reproduced)"), std::string::npos) << a.headline();
  EXPECT_EQ(a.headline().rfind("same kernels and fusions as Inductor", 0), 0u) << a.headline();   // not "identical"
}

TEST(InductorAgreement, DiffersUnderAKnobInductorDidNotUse) {
  const Graph g = loadCaptureFolder(gpt2Backward());
  const sched::Trace t = run211(g, "max_fusion_size=2");
  const InductorAgreement a = checkAgainstInductor(g, t);
  EXPECT_FALSE(a.identical());
  EXPECT_EQ(a.headline().rfind("differs from Inductor", 0), 0u) << a.headline();
  ASSERT_GE(a.firstDivergence, 0);
  ASSERT_LT(a.firstDivergence, static_cast<int>(t.decisions.size()));
  EXPECT_NE(a.headline().find("first divergence at decision " + std::to_string(a.firstDivergence + 1)), std::string::npos);
  // Every decision before the divergence agrees with fusion.log (or is not logged at all).
  const LoggedVerdicts v = alignWithFusionLog(g, t);
  for (int i = 0; i < a.firstDivergence; ++i) EXPECT_FALSE(v.perDecision[static_cast<size_t>(i)].disagrees()) << i;
}

TEST(InductorAgreement, ACaptureWithoutInductorsResultSaysSo) {
  Graph g = loadCaptureFolder(gpt2Backward());
  g.inductor = InductorRecord{};
  const InductorAgreement a = checkAgainstInductor(g, run211(g));
  EXPECT_FALSE(a.hasResult);
  EXPECT_FALSE(a.identical());
  EXPECT_EQ(a.headline().rfind("no Inductor result", 0), 0u);
}
