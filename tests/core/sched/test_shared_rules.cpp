// The rules the seed (2023) and inductor-2.11 policies share, once for both: each graph and expectation
// holds under either scheduler.py (shared/seeds/004_0fb6616088f8ba1f.txt; shared/reference/torch-2.11).
// What only one policy does stays in test_scheduler_seed_rules.cpp or test_inductor211_rules.cpp.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sched/scheduler.h"
#include "sched_graph_builder.h"

using namespace fusescope;
using namespace fusescope::sched;
using namespace fusescope::sched::testgraphs;

namespace {

class SharedRules : public ::testing::TestWithParam<std::string> {
 protected:
  Trace run(const Graph& g, std::vector<std::string> knobs = {}) const {
    SchedulerConfig c;
    for (const auto& k : knobs) c.setAssignment(k);
    return runScheduler(g, c, GetParam());
  }
};

}  // namespace

// can_fuse -> can_fuse_vertical: equal groups and a matching MemoryDep fuse as op0_op1 in round 1.
TEST_P(SharedRules, VerticalPointwiseChainFuses) {
  GraphBuilder b;
  b.input("in0", "64");
  b.node("op0", "buf0", {flat("in0", "64")}, "64");
  b.node("op1", "buf1", {flat("buf0", "64")}, "64");
  b.output("buf1");
  Trace t = run(b.g);
  EXPECT_EQ(kernels(b.g, t), (Kernels{{"op0", "op1"}}));
  ASSERT_EQ(t.fusions.size(), 1u);
  EXPECT_EQ(t.name(t.fusions[0].fused), "op0_op1");
  EXPECT_EQ(t.decisions[static_cast<size_t>(t.fusions[0].decision)].kind, FusionKind::Vertical);
  EXPECT_EQ(t.fusions[0].round, 1);
  // The seed's fuse_nodes stops when round 2 finds nothing new; 2.11 then runs its final reorder round.
  if (GetParam() == "seed") EXPECT_EQ(t.rounds, 2);
}

// choices.can_fuse (2.11) / can_fuse (seed): max_fusion_size counts the nodes of both sides; with 2 the
// chain stops at op0_op1, with the default (64) all three fuse.
TEST_P(SharedRules, ExceedsMaxFusion) {
  const Graph g = pointwiseChain(3);
  Trace t = run(g, {"max_fusion_size=2"});
  EXPECT_EQ(kernels(g, t), (Kernels{{"op0", "op1"}, {"op2"}}));
  const Decision* d = rejection(t, "op0_op1", "op2");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->reason, "exceeds max fusion");
  EXPECT_EQ(kernels(g, run(g)), (Kernels{{"op0", "op1", "op2"}}));
}

// can_fuse_vertical: node2 also reads a buffer of an intermediate node (an extern here) that depends on
// node1, so fusing node1 and node2 would have to run the intermediate node inside the kernel.
TEST_P(SharedRules, IntermediateNodesBetweenProducerAndConsumer) {
  GraphBuilder b;
  b.input("in0", "64");
  b.node("op0", "buf0", {flat("in0", "64")}, "64");
  b.node("op1", "buf1", {flat("buf0", "64")}, "64", "1", "cuda:0", "ExternKernelOut", NodeKind::Extern);
  b.node("op2", "buf2", {flat("buf0", "64"), flat("buf1", "64")}, "64");
  b.output("buf2");
  Trace t = run(b.g);
  const Decision* d = rejection(t, "op0", "op2");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->reason, "intermediate nodes between node1 & node2");
  EXPECT_EQ(d->kind, FusionKind::Vertical);
}

// will_fusion_create_cycle: op1 and op2 fuse first (512 shared bytes against 256); op0 and op3 share in0
// and do not depend on each other, but op3 depends on op1_op2, which depends on op0.
TEST_P(SharedRules, CycleThroughFusedNodeIsDetected) {
  GraphBuilder b;
  b.input("in0", "64");
  b.input("in1", "128");
  b.node("op0", "buf0", {flat("in0", "64")}, "64");
  b.node("op1", "buf1", {mem("buf0", "ModularIndexing(d0, 1, 64)", {{"d0", "128"}}), flat("in1", "128")}, "128");
  b.node("op2", "buf2", {flat("in1", "128")}, "128");
  b.node("op3", "buf3", {mem("buf2", "2*d0", {{"d0", "64"}}), flat("in0", "64")}, "64");
  b.output("buf1");
  b.output("buf3");
  Trace t = run(b.g);
  ASSERT_FALSE(t.fusions.empty());
  EXPECT_EQ(t.name(t.fusions[0].fused), "op1_op2");
  const Decision* d = rejection(t, "op0", "op3");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->reason, "will create cycle");
  EXPECT_EQ(d->phase, DecisionPhase::Fuse);
  EXPECT_EQ(d->kind, FusionKind::Horizontal);
  EXPECT_EQ(kernels(b.g, t), (Kernels{{"op0"}, {"op1", "op2"}, {"op3"}}));
}

// ForeachKernelSchedulerNode.can_fuse: two foreach nodes of different lengths never fuse.
TEST_P(SharedRules, ForeachLengthMismatch) {
  GraphBuilder b;
  b.input("in0", "64");
  b.node("op0", "buf0", {flat("in0", "64")}, "64");
  b.node("op1", "buf1", {flat("in0", "64")}, "64");
  b.node("op2", "buf2", {flat("buf0", "64")}, "64");
  for (auto* o : {"buf1", "buf2"}) b.output(o);
  b.g.foreachGroups.push_back({"foreach_0", {"op0", "op1"}, "json"});
  b.g.foreachGroups.push_back({"foreach_1", {"op2"}, "json"});
  Trace t = run(b.g);
  const Decision* d = rejection(t, "op0_op1", "op2");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->reason, "foreach do not have same length");
  EXPECT_EQ(d->kind, FusionKind::Foreach);
}

// The backend's can_fuse (TritonScheduling / SIMDScheduling): pointwise nodes of different numel, and
// reductions of different rnumel, each refused with both sizes. (2.11 would first try the two reductions
// as a mix-order reduction: that knob is off here, the seed has no such fusion.)
TEST_P(SharedRules, NumelAndRnumelMismatches) {
  GraphBuilder b;
  b.input("in0", "4096");
  b.node("op0", "buf0", {flat("in0", "4096")}, "4096");
  b.node("op1", "buf1", {flat("in0", "4096")}, "1024");  // shares in0, but iterates 1024
  b.output("buf0");
  b.output("buf1");
  Trace t = run(b.g);
  const Decision* d = rejection(t, "op0", "op1");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->reason, "numel/rnumel mismatch (non-reduce) (4096, 1024), (1, 1)");

  GraphBuilder m;  // two reductions with different rnumel reading one input
  m.input("in0", "4096");
  m.node("op0", "buf0", {flat("in0", "4096")}, "64", "64");
  m.node("op1", "buf1", {flat("in0", "4096")}, "32", "128");
  m.output("buf0");
  m.output("buf1");
  Trace mt = run(m.g, GetParam() == "seed" ? std::vector<std::string>{} : std::vector<std::string>{"triton.mix_order_reduction=false"});
  const Decision* md = rejection(mt, "op0", "op1");
  ASSERT_NE(md, nullptr);
  EXPECT_EQ(md->reason, "numel/rnumel mismatch (reduce) (64, 32), (64, 128)");
}

INSTANTIATE_TEST_SUITE_P(BothPolicies, SharedRules, ::testing::Values("seed", "inductor-2.11"),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return info.param == "seed" ? std::string("seed") : std::string("inductor211");
                         });
