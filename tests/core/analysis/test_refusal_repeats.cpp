// analysis/refusal_repeats.h: a refusal fuse_nodes makes again in later rounds (the same two scheduler
// nodes, the same reason) is found once with all its decisions, on a hand-made trace and on the real GPT-2
// training backward, where the repeats are the bulk of the decisions.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "analysis/refusal_repeats.h"
#include "capture_test_data.h"
#include "import/capture_loader.h"
#include "sched/scheduler.h"

using namespace fusescope;
using namespace fusescope::analysis;

namespace {

sched::Decision refusal(int round, int a, int b, const std::string& reason) {
  sched::Decision d;
  d.round = round;
  d.node1 = a;
  d.node2 = b;
  d.verdict = sched::Verdict::Rejected;
  d.reason = reason;
  return d;
}

}  // namespace

TEST(RefusalRepeats, TheSamePairAndReasonInLaterRoundsIsOneRefusal) {
  sched::Trace t;
  t.decisions = {refusal(1, 3, 4, "no shared data"), refusal(1, 3, 5, "will create cycle"),
                 refusal(2, 4, 3, "no shared data"),   // the other way round: the same pair
                 refusal(2, 3, 5, "no shared data"),   // the same pair, another reason: its own refusal
                 refusal(3, 3, 4, "no shared data"),   refusal(4, 3, 5, "will create cycle")};
  sched::Decision fused = refusal(2, 6, 7, "");
  fused.verdict = sched::Verdict::Fused;
  t.decisions.push_back(fused);
  const RefusalRepeats r = findRefusalRepeats(t);
  EXPECT_EQ(r.firstOf, (std::vector<int>{0, 1, 0, 3, 0, 1, 6}));
  EXPECT_EQ(r.repeats, 3);
  EXPECT_EQ(r.repeatsOf[0], (std::vector<int>{0, 2, 4}));
  EXPECT_EQ(r.repeatsOf[1], (std::vector<int>{1, 5}));
  EXPECT_TRUE(r.repeatsOf[3].empty());
  EXPECT_TRUE(r.isRepeat(2));
  EXPECT_FALSE(r.isRepeat(6));
  EXPECT_EQ(r.roundsText(t, 0), "1-3");
  EXPECT_EQ(r.roundsText(t, 1), "1, 4");
  EXPECT_EQ(r.roundsText(t, 3), "2");
}

TEST(RefusalRepeats, OnARealBackwardEveryRepeatMatchesItsFirst) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "gpt2_train" / "0_backward_3.1");
  const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
  ASSERT_GT(t.rounds, 1);
  const RefusalRepeats r = findRefusalRepeats(t);
  ASSERT_EQ(r.firstOf.size(), t.decisions.size());
  int repeats = 0;
  for (size_t i = 0; i < t.decisions.size(); ++i) {
    const int f = r.firstOf[i];
    if (f == static_cast<int>(i)) continue;
    ++repeats;
    const auto &d = t.decisions[i], &first = t.decisions[static_cast<size_t>(f)];
    ASSERT_LT(f, static_cast<int>(i));
    EXPECT_EQ(d.verdict, sched::Verdict::Rejected);
    EXPECT_EQ(d.reason, first.reason);
    EXPECT_EQ(std::set({d.node1, d.node2}), std::set({first.node1, first.node2}));
    EXPECT_NE(std::find(r.repeatsOf[static_cast<size_t>(f)].begin(), r.repeatsOf[static_cast<size_t>(f)].end(),
                        static_cast<int>(i)),
              r.repeatsOf[static_cast<size_t>(f)].end());
  }
  EXPECT_EQ(repeats, r.repeats);
  EXPECT_GT(r.repeats, static_cast<int>(t.decisions.size()) / 5);   // 47 of its 193 decisions
}
