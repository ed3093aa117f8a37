// What the refusing rule compared, for reasons whose words carry no numbers (inductor-2.11's
// rule_measures.cpp through Policy::probeDecision and explainPair's last fact): each measure names the
// values the rule saw, and a refusal no fact measures is reported as such.
#include <gtest/gtest.h>

#include <string>

#include "analysis/explain_pair.h"
#include "capture_test_data.h"
#include "import/capture_loader.h"
#include "sched/policy.h"
#include "sched/scheduler.h"
#include "sched_graph_builder.h"

using namespace fusescope;
using namespace fusescope::analysis;
using namespace fusescope::sched::testgraphs;

namespace {

const PairFact* factNamed(const PairExplanation& e, const std::string& name) {
  for (const auto& f : e.facts)
    if (f.name == name) return &f;
  return nullptr;
}

// The explanation of the first refusal with `reason`, at its own step.
PairExplanation explainFirstRefusal(const Graph& g, const sched::Trace& t, const std::string& reason) {
  for (size_t i = 0; i < t.decisions.size(); ++i) {
    const auto& d = t.decisions[i];
    if (d.verdict != sched::Verdict::Rejected || d.reason != reason) continue;
    return explainPair(g, t, t.node(d.node1).members.front(), t.node(d.node2).members.front(), static_cast<int>(i) + 1);
  }
  ADD_FAILURE() << "no refusal: " << reason;
  return {};
}

}  // namespace

// op1 reads op0's buffer backwards: no write of op0 satisfies the read, and the measure shows both accesses.
TEST(RuleMeasures, MemoryDepsShowTheReadAndTheWriteThatDoNotMatch) {
  GraphBuilder b;
  b.input("in0", "64");
  b.node("op0", "buf0", {flat("in0", "64")}, "64");
  b.node("op1", "buf1", {flat("in0", "64"), mem("buf0", "63 - d0", {{"d0", "64"}})}, "64");
  b.output("buf1");
  const sched::Trace t = sched::runScheduler(b.g, {}, "inductor-2.11");
  const PairExplanation e = explainFirstRefusal(b.g, t, "memory deps did not match");
  const PairFact* f = factNamed(e, "memory deps");
  ASSERT_NE(f, nullptr);
  EXPECT_FALSE(f->ok);
  ASSERT_EQ(f->rows.size(), 1u);
  EXPECT_EQ(f->rows[0].subject, "buf0");
  EXPECT_NE(f->rows[0].text.find("reads MemoryDep('buf0', -d0 + 63, {d0: 64})"), std::string::npos) << f->rows[0].text;
  EXPECT_NE(f->rows[0].text.find("writes MemoryDep('buf0', d0, {d0: 64})"), std::string::npos) << f->rows[0].text;
  EXPECT_TRUE(factsMeasureRefusal(e));
}

// A fusion has no refusing rule: the probe reports shared data and no rule measure, and no fact is added.
TEST(RuleMeasures, AFusionHasNoRuleMeasure) {
  GraphBuilder b;
  b.input("in0", "64");
  b.node("op0", "buf0", {flat("in0", "64")}, "64");
  b.node("op1", "buf1", {flat("buf0", "64")}, "64");
  b.output("buf1");
  const sched::Trace t = sched::runScheduler(b.g, {}, "inductor-2.11");
  ASSERT_FALSE(t.fusions.empty());
  const auto probe = sched::makePolicy("inductor-2.11")->probeDecision(b.g, t.config, t.fusions.front().decision);
  ASSERT_TRUE(probe.has_value());
  EXPECT_TRUE(probe->sharedData.has_value());
  EXPECT_FALSE(probe->rule.has_value());
}

// adam_foreach: the foreach node of the parameter updates reads what the ten nodes of the other group
// write, so the pair is refused in that order; the measure names each of them and the buffer read.
TEST(RuleMeasures, NodeOrderNamesTheAncestorsAndWhatNode1ReadsOfThem) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "adam_foreach/0_inference_0.0");
  const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
  const PairExplanation e = explainFirstRefusal(g, t, "node1 must go before node2");
  ASSERT_EQ(e.reason, "node1 must go before node2");
  const PairFact* f = factNamed(e, "node order");
  ASSERT_NE(f, nullptr);
  EXPECT_FALSE(f->ok);
  ASSERT_EQ(f->rows.size(), 10u);
  for (const auto& row : f->rows) {
    const Node* n = g.findNode(row.subject);
    ASSERT_NE(n, nullptr) << row.subject;
    EXPECT_NE(e.groupB.find(row.subject), std::string::npos) << row.subject;  // a node of node2
    EXPECT_EQ(row.text, "node1 reads " + g.buffers[static_cast<size_t>(n->outputs.front())].name);
  }
}

// Refusals whose rule no fact measures (a template prologue rule) say so instead of showing ticks alone.
TEST(RuleMeasures, ARefusalNoFactMeasuresIsReported) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "cpu_ma_glu_inf/0_inference_0.0");
  const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
  const PairExplanation e = explainFirstRefusal(g, t, "prologue fusion only supported for pointwise nodes");
  EXPECT_EQ(e.outcome, PairOutcome::Refused);
  for (const auto& f : e.facts) EXPECT_TRUE(f.ok) << f.name;
  EXPECT_FALSE(factsMeasureRefusal(e));
  ASSERT_TRUE(e.reasonSource.has_value());  // the front ends point at the rule instead
}

// convnext (shared capture): a LayerNorm's permute makes the pointwise side tile in two dimensions, which
// SIMD can_fuse refuses next to the reduction; the measure shows that tiling and the two it would accept.
TEST(RuleMeasures, InvalidReductionTilingShowsTheTilingAndTheAcceptedOnes) {
  if (!testdata::haveSharedCaptures()) GTEST_SKIP() << "no ../shared/captures";
  const Graph g = loadCaptureFolder(testdata::sharedCaptures() / "convnext_train/0_backward_3.1");
  const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
  const PairExplanation e = explainFirstRefusal(g, t, "invalid tiling for reduction");
  const PairFact* f = factNamed(e, "tiling");
  ASSERT_NE(f, nullptr);
  EXPECT_FALSE(f->ok);
  EXPECT_NE(f->detail.find("the tiling {'y': "), std::string::npos) << f->detail;  // two-dimensional
  EXPECT_NE(f->detail.find("'r0_': 1} or {'y': "), std::string::npos) << f->detail;
  // The access that made it two-dimensional: a buffer contiguous along a loop before the last.
  ASSERT_EQ(f->rows.size(), 1u);
  EXPECT_NE(f->rows[0].text.find("contiguous along loop"), std::string::npos) << f->rows[0].text;
  EXPECT_EQ(f->rows[0].text.find("contiguous along loop 4 of 4"), std::string::npos) << f->rows[0].text;
  EXPECT_TRUE(factsMeasureRefusal(e));
}

// op1 (pointwise over 96 x 64) would join the reduction op0 of (64, 96): the same number of elements, but
// 96 does not split into 64 (SIMDKernel.is_compatible). The measure names op1 and its loop ranges.
TEST(RuleMeasures, LoopRangesNameTheNodeWhoseRangesDoNotSplit) {
  GraphBuilder b;
  b.input("in0", "6144");
  b.input("in1", "64");
  b.node("op0", "buf0", {mem("in0", "96*d0 + r0", {{"d0", "64"}, {"r0", "96"}}), flat("in1", "64")}, "64", "96");
  const NodeId op1 = b.node("op1", "buf1", {mem("in0", "64*d0 + d1", {{"d0", "96"}, {"d1", "64"}}), flat("in1", "64")}, "6144");
  b.g.nodes[static_cast<size_t>(op1)].iterSizes = {"96", "64"};
  b.output("buf0");
  b.output("buf1");
  const sched::Trace t = sched::runScheduler(b.g, {}, "inductor-2.11");
  const PairExplanation e = explainFirstRefusal(b.g, t, "nodes numel/rnumel incompatibility");
  const PairFact* f = factNamed(e, "loop ranges");
  ASSERT_NE(f, nullptr);
  EXPECT_FALSE(f->ok);
  ASSERT_EQ(f->rows.size(), 1u);
  EXPECT_EQ(f->rows[0].subject, "op1");
  EXPECT_EQ(f->rows[0].text, "(96, 64)");
  EXPECT_NE(f->detail.find("the reduction's (64, 96)"), std::string::npos) << f->detail;
}

// adam_foreach: a node beside the foreach of parameter updates shares only buffers both read, so
// ForeachKernelSchedulerNode.can_fuse finds no part to fuse it with, in either role; the measure says what
// the node writes or reads and how many parts the foreach has.
TEST(RuleMeasures, ForeachPartsSayWhatNoPartReadsOrWrites) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "adam_foreach/0_inference_0.0");
  const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
  for (const char* reason : {"candidate producer is not dep of any foreach consumer",
                             "candidate consumer has no dep in any foreach producer"}) {
    SCOPED_TRACE(reason);
    const PairExplanation e = explainFirstRefusal(g, t, reason);
    ASSERT_EQ(e.reason, reason);
    const PairFact* f = factNamed(e, "foreach parts");
    ASSERT_NE(f, nullptr);
    EXPECT_FALSE(f->ok);
    EXPECT_NE(f->detail.find("the 10 parts of the foreach op50_op51_"), std::string::npos) << f->detail;
    EXPECT_NE(f->detail.find("the pair shares only what both read"), std::string::npos) << f->detail;
    EXPECT_TRUE(factsMeasureRefusal(e));
  }
}
