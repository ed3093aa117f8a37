// What the refusing rule compared, for reasons whose words carry no numbers (inductor-2.11's
// rule_measures.cpp through Policy::probeDecision and explainPair's last fact): each measure names the
// values the rule saw, and a refusal no fact measures is reported as such.
#include <gtest/gtest.h>

#include <algorithm>
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

// A refusal whose rule no fact measures (an input the template does not take as a prologue, which the dump
// does not hold: fusion.log's refusal is recorded) says so instead of showing ticks alone.
TEST(RuleMeasures, ARefusalNoFactMeasuresIsReported) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "bf16_prologue_autotune/0_inference_0.0");
  const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
  const PairExplanation e = explainFirstRefusal(g, t, "prologue fusion not implemented for kernel for these inputs");
  EXPECT_EQ(e.outcome, PairOutcome::Refused);
  for (const auto& f : e.facts) EXPECT_TRUE(f.ok) << f.name;
  EXPECT_FALSE(factsMeasureRefusal(e));
  ASSERT_TRUE(e.reasonSource.has_value());  // the front ends point at the rule instead
}

// The template prologue rules, on a CPU max-autotune capture (C++ templates) and a bf16 one (Triton).
TEST(RuleMeasures, PrologueRulesSayWhatTheyCompared) {
  const Graph cpu = loadCaptureFolder(testdata::testCaptures() / "cpu_ma_glu_inf/0_inference_0.0");
  const sched::Trace ct = sched::runScheduler(cpu, {}, "inductor-2.11");
  const PairExplanation triton = explainFirstRefusal(cpu, ct, "prologue fusion only supported for TritonTemplates");
  const PairFact* kinds = factNamed(triton, "prologue kinds");
  ASSERT_NE(kinds, nullptr);
  EXPECT_NE(kinds->detail.find(" is a CppTemplateBuffer on cpu;"), std::string::npos) << kinds->detail;
  const PairExplanation pointwise = explainFirstRefusal(cpu, ct, "prologue fusion only supported for pointwise nodes");
  kinds = factNamed(pointwise, "prologue kinds");
  ASSERT_NE(kinds, nullptr);
  EXPECT_NE(kinds->detail.find(" is a template; only a pointwise node"), std::string::npos) << kinds->detail;

  const Graph bf16 = loadCaptureFolder(testdata::testCaptures() / "bf16_prologue_autotune/0_inference_0.0");
  const sched::Trace bt = sched::runScheduler(bf16, {}, "inductor-2.11");
  const PairExplanation upcast = explainFirstRefusal(
      bf16, bt, "prologue fusion that must be upcast to fp32 not profitable for low precision templates");
  const PairFact* precision = factNamed(upcast, "prologue precision");
  ASSERT_NE(precision, nullptr);
  EXPECT_NE(precision->detail.find("computes in torch.bfloat16; "), std::string::npos) << precision->detail;
  EXPECT_NE(precision->detail.find(" computes ops."), std::string::npos) << precision->detail;  // the numeric op
  const PairExplanation uses = explainFirstRefusal(bf16, bt, "template prologue can only fuse nodes with a single use");
  const PairFact* users = factNamed(uses, "prologue uses");
  ASSERT_NE(users, nullptr);
  ASSERT_FALSE(users->rows.empty());
  for (const auto& row : users->rows) {  // a buffer of the prologue (node1) used by a node outside it
    const Buffer* b = bf16.findBuffer(row.subject);
    ASSERT_NE(b, nullptr) << row.subject;
    EXPECT_NE(("_" + uses.groupA + "_").find("_" + bf16.nodes[static_cast<size_t>(b->producer)].name + "_"),
              std::string::npos) << row.subject;
    EXPECT_EQ(("_" + uses.groupA + "_").find("_" + row.text + "_"), std::string::npos) << row.text;
    EXPECT_NE(std::find_if(b->users.begin(), b->users.end(), [&](const BufferUser& u) { return u.node == row.text; }),
              b->users.end()) << row.text;
  }
}

// choices.can_fuse with max_fusion_size=2: two nodes fused, a third refused; the measure counts them.
TEST(RuleMeasures, FusionSizeCountsBothSidesAgainstTheLimit) {
  const Graph g = pointwiseChain(3);
  sched::SchedulerConfig c;
  c.setAssignment("max_fusion_size=2");
  const sched::Trace t = sched::runScheduler(g, c, "inductor-2.11");
  const PairExplanation e = explainFirstRefusal(g, t, "exceeds max fusion");
  const PairFact* f = factNamed(e, "fusion size");
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(f->detail, "2 + 1 nodes = 3, over max_fusion_size = 2");
}

// Scheduler.can_fuse with a template as node1 and a reduction after it: the epilogue measure names it.
TEST(RuleMeasures, TemplateEpilogueNamesWhatFails) {
  GraphBuilder b;
  b.input("in0", "4096");
  b.node("op0", "buf0", {flat("in0", "4096")}, "4096", "1", "cuda:0", "TritonTemplateBuffer");
  b.node("op1", "buf1", {flat("buf0", "4096")}, "64", "64");
  b.output("buf1");
  const sched::Trace t = sched::runScheduler(b.g, {}, "inductor-2.11");
  const PairExplanation e = explainFirstRefusal(b.g, t, "template epilogue not satisfied");
  const PairFact* f = factNamed(e, "template epilogue");
  ASSERT_NE(f, nullptr);
  EXPECT_NE(f->detail.find(": op1 is a reduction"), std::string::npos) << f->detail;
  EXPECT_EQ(f->detail.find("epilogue_fusion is off"), std::string::npos) << f->detail;
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
