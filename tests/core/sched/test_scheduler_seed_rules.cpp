// The seed policy rule by rule on small hand-built graphs (the rules it shares with inductor-2.11 are
// tested once for both in test_shared_rules.cpp). Each expectation is derived from the seed's
// scheduler.py (shared/seeds/004_0fb6616088f8ba1f.txt) and stated next to the test.
#include <gtest/gtest.h>

#include <algorithm>

#include "sched/scheduler.h"
#include "sched_graph_builder.h"

using namespace fusescope;
using namespace fusescope::sched;

namespace {

using namespace fusescope::sched::testgraphs;

Trace run(const Graph& g, std::vector<std::string> knobs = {}) {
  SchedulerConfig c;
  for (const auto& k : knobs) c.setAssignment(k);
  return runScheduler(g, c, "seed");
}

}  // namespace

// Two readers of one input share data: horizontal fusion (not dependent, proximity within 64).
TEST(SeedRules, HorizontalFusionOfCommonReaders) {
  GraphBuilder b;
  b.input("in0", "64");
  b.node("op0", "buf0", {flat("in0", "64")}, "64");
  b.node("op1", "buf1", {flat("in0", "64")}, "64");
  b.output("buf0");
  b.output("buf1");
  Trace t = run(b.g);
  EXPECT_EQ(kernels(b.g, t), (Kernels{{"op0", "op1"}}));
  EXPECT_EQ(t.decisions[static_cast<size_t>(t.fusions[0].decision)].kind, FusionKind::Horizontal);
}

// Nodes sharing no buffer are never paired; aggressive_fusion pairs same-group nodes, and then
// `no shared data` only refuses when a reduction is involved.
TEST(SeedRules, NoSharedDataAndAggressiveFusion) {
  GraphBuilder b;
  b.input("in0", "64");
  b.input("in1", "64");
  b.node("op0", "buf0", {flat("in0", "64")}, "64");
  b.node("op1", "buf1", {flat("in1", "64")}, "64");
  b.output("buf0");
  b.output("buf1");
  Trace t = run(b.g);
  EXPECT_EQ(kernels(b.g, t).size(), 2u);
  EXPECT_TRUE(t.decisions.empty());
  Trace a = run(b.g, {"aggressive_fusion=true"});
  EXPECT_EQ(kernels(b.g, a), (Kernels{{"op0", "op1"}}));

  GraphBuilder r;  // two reductions of one group, reading different inputs
  r.input("in0", "4096");
  r.input("in1", "4096");
  r.node("op0", "buf0", {flat("in0", "4096")}, "64", "64");
  r.node("op1", "buf1", {flat("in1", "4096")}, "64", "64");
  r.output("buf0");
  r.output("buf1");
  Trace ra = run(r.g, {"aggressive_fusion=true"});
  const Decision* d = rejection(ra, "op0", "op1");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->reason, "no shared data");
}

// TritonScheduling.can_fuse: numel*rnumel for pointwise into reduction (the mismatches: test_shared_rules).
TEST(SeedRules, TritonGroupCompatibility) {
  GraphBuilder r;  // pointwise (4096) -> reduction (64, 64) -> pointwise (64)
  r.input("in0", "4096");
  r.node("op0", "buf0", {flat("in0", "4096")}, "4096");
  Node& red = r.g.nodes[static_cast<size_t>(r.node("op1", "buf1", {flat("buf0", "4096")}, "64", "64"))];
  red.iterSizes = {"64"};
  red.reduceSizes = {"64"};
  r.g.nodes[0].iterSizes = {"64", "64"};
  r.node("op2", "buf2", {flat("buf1", "64")}, "64");
  r.output("buf2");
  Trace rt = run(r.g);
  EXPECT_EQ(kernels(r.g, rt), (Kernels{{"op0", "op1", "op2"}}));
}

// Extern nodes never fuse; different devices never fuse.
TEST(SeedRules, ExternAndDeviceRules) {
  GraphBuilder b;
  b.input("in0", "64");
  b.node("op0", "buf0", {flat("in0", "64")}, "64", "1", "cuda:0", "ExternKernelOut", NodeKind::Extern);
  b.node("op1", "buf1", {flat("in0", "64")}, "64");
  b.node("op2", "buf2", {flat("in0", "64")}, "64", "1", "cpu");
  for (auto* o : {"buf0", "buf1", "buf2"}) b.output(o);
  Trace t = run(b.g);
  ASSERT_NE(rejection(t, "op0", "op1"), nullptr);
  EXPECT_EQ(rejection(t, "op0", "op1")->reason, "node1 is extern or nop");
  ASSERT_NE(rejection(t, "op1", "op2"), nullptr);
  EXPECT_EQ(rejection(t, "op1", "op2")->reason, "device mismatch (cuda:0 vs cpu)");
  EXPECT_EQ(kernels(b.g, t).size(), 3u);
}

// compute_dependencies: op2 mutates buf0 (buf2.mutations = ['buf0']). It gets StarDep(buf0) on the prior
// writer and WeakDep(buf1) on the prior reader op1; later reads of buf0 are renamed to buf2.
// The WeakDep makes op1 a predecessor of op2 (the pair is vertical), but score_fusion_memory compares
// dep objects, and WeakDep(buf1) is not MemoryDep(buf1): `no shared data`. op0/op2 share in0 but the
// StarDep does not match op0's MemoryDep write: `memory deps did not match`.
TEST(SeedRules, MutationOrderingWithStarAndWeakDeps) {
  GraphBuilder b;
  b.input("in0", "64");
  b.node("op0", "buf0", {flat("in0", "64")}, "64");
  b.node("op1", "buf1", {flat("buf0", "64")}, "64");
  b.node("op2", "buf2", {flat("in0", "64")}, "64");
  b.buffer("buf2").mutations = {"buf0"};
  b.node("op3", "buf3", {flat("buf0", "64")}, "64");
  b.output("buf1");
  b.output("buf3");
  Trace t = run(b.g);
  const Decision* weak = rejection(t, "op1", "op2");
  ASSERT_NE(weak, nullptr);
  EXPECT_EQ(weak->kind, FusionKind::Vertical);  // the WeakDep makes op2 depend on op1
  EXPECT_EQ(weak->reason, "no shared data");
  const Decision* starDep = rejection(t, "op0", "op2");
  ASSERT_NE(starDep, nullptr);
  EXPECT_EQ(starDep->reason, "memory deps did not match");
  // op0 and op1 fuse; op2 (the mutation) stays after them; op3 reads the mutated buffer after op2.
  auto k = kernels(b.g, t);
  auto pos = [&](const std::string& n) {
    for (size_t i = 0; i < k.size(); ++i)
      if (std::find(k[i].begin(), k[i].end(), n) != k[i].end()) return static_cast<int>(i);
    return -1;
  };
  EXPECT_EQ(pos("op0"), pos("op1"));
  EXPECT_LT(pos("op1"), pos("op2"));
  EXPECT_LE(pos("op2"), pos("op3"));
  // compute_last_usage maps buf2 back to its real name buf0 (mutation_real_name).
  bool sawBuf0 = false;
  for (const auto& kern : t.kernels)
    for (const auto& u : kern.lastUsage) {
      EXPECT_NE(u, "buf2");
      sawBuf0 = sawBuf0 || u == "buf0";
    }
  EXPECT_TRUE(sawBuf0);
}

// dead_node_elimination to a fixed point: op1 has no users (removed first), then op0 loses its only user.
TEST(SeedRules, DeadNodesRemovedToFixedPoint) {
  GraphBuilder b;
  b.input("in0", "64");
  b.node("op0", "buf0", {flat("in0", "64")}, "64");
  b.node("op1", "buf1", {flat("buf0", "64")}, "64");
  b.node("op2", "buf2", {flat("in0", "64")}, "64");
  b.output("buf2");
  Trace t = run(b.g);
  EXPECT_EQ(t.deadNodes, (std::vector<NodeId>{1, 0}));
  EXPECT_EQ(t.nodesBefore, 1);
  EXPECT_EQ(kernels(b.g, t), (Kernels{{"op2"}}));
}

// create_foreach_nodes + ForeachKernelSchedulerNode.fuse: the consumer op2 of buf0 fuses with the foreach
// producer through its subnode op0; the foreach keeps its other subkernel: op0_op2_op1.
TEST(SeedRules, ForeachConsumerFusesIntoSubkernel) {
  GraphBuilder b;
  b.input("in0", "64");
  b.input("in1", "64");
  b.node("op0", "buf0", {flat("in0", "64")}, "64");
  b.node("op1", "buf1", {flat("in1", "64")}, "64");
  b.node("op2", "buf2", {flat("buf0", "64")}, "64");
  b.output("buf1");
  b.output("buf2");
  b.g.foreachGroups.push_back({"foreach_0", {"op0", "op1"}, "json"});
  Trace t = run(b.g);
  ASSERT_EQ(t.kernels.size(), 1u);
  const auto& k = t.node(t.kernels[0].node);
  EXPECT_EQ(k.type, SchedNodeType::Foreach);
  EXPECT_EQ(k.name, "op0_op2_op1");
  EXPECT_EQ(t.decisions[static_cast<size_t>(t.fusions.at(0).decision)].kind, FusionKind::Foreach);
}

// Epilogue into a Triton template; epilogue_fusion=false refuses it; a template as node2 is refused and
// the reversed pair is tried (then refused: node1 must go before node2).
TEST(SeedRules, TemplateEpilogue) {
  GraphBuilder b;
  b.input("in0", "4096");
  b.node("op0", "buf0", {flat("in0", "4096")}, "4096", "1", "cuda:0", "TritonTemplateBuffer");
  b.node("op1", "buf1", {flat("buf0", "4096")}, "4096");
  b.output("buf1");
  Trace t = run(b.g);
  EXPECT_EQ(kernels(b.g, t), (Kernels{{"op0", "op1"}}));
  EXPECT_EQ(t.decisions[static_cast<size_t>(t.fusions.at(0).decision)].kind, FusionKind::Epilogue);
  Trace off = run(b.g, {"epilogue_fusion=false"});
  ASSERT_NE(rejection(off, "op0", "op1"), nullptr);
  EXPECT_EQ(rejection(off, "op0", "op1")->reason, "template epilogue not satisfied");

  GraphBuilder p;  // pointwise producer feeding a template
  p.input("in0", "4096");
  p.node("op0", "buf0", {flat("in0", "4096")}, "4096");
  p.node("op1", "buf1", {flat("buf0", "4096")}, "4096", "1", "cuda:0", "TritonTemplateBuffer");
  p.output("buf1");
  Trace pt = run(p.g);
  ASSERT_NE(rejection(pt, "op0", "op1"), nullptr);
  EXPECT_EQ(rejection(pt, "op0", "op1")->reason, "templates can only fuse epilogues");
  ASSERT_NE(rejection(pt, "op1", "op0"), nullptr);
  EXPECT_EQ(rejection(pt, "op1", "op0")->reason, "node1 must go before node2");
}

// Template backends (seeds 000, 002, 003): CuteDSL and ROCm refuse vertical fusion; CUTLASS fuses only
// elementwise epilogues of the template's size, and never horizontally.
TEST(SeedRules, TemplateBackendRefusals) {
  for (auto [ir, reason] : {std::pair{"CuteDSLTemplateBuffer", "CuteDSL doesn't support vertical fusion"},
                            std::pair{"ROCmTemplateBuffer", "ROCm C++ templates don't support vertical fusion"}}) {
    GraphBuilder b;
    b.input("in0", "4096");
    b.node("op0", "buf0", {flat("in0", "4096")}, "4096", "1", "cuda:0", ir);
    b.node("op1", "buf1", {flat("buf0", "4096")}, "4096");
    b.output("buf1");
    Trace t = run(b.g);
    ASSERT_NE(rejection(t, "op0", "op1"), nullptr) << ir;
    EXPECT_EQ(rejection(t, "op0", "op1")->reason, reason);
  }
  {
    GraphBuilder b;  // CUTLASS: elementwise epilogue fuses
    b.input("in0", "4096");
    b.node("op0", "buf0", {flat("in0", "4096")}, "4096", "1", "cuda:0", "CUTLASSTemplateBuffer");
    b.node("op1", "buf1", {flat("buf0", "4096")}, "4096");
    b.output("buf1");
    EXPECT_EQ(kernels(b.g, run(b.g)), (Kernels{{"op0", "op1"}}));
    b.node("op1").body = LoopBody{{}, {}, {{"body", {"load = ops.load('buf0', get_index)", "b = ops.bucketize(load)"}}}};
    Trace t = run(b.g);
    ASSERT_NE(rejection(t, "op0", "op1"), nullptr);
    EXPECT_EQ(rejection(t, "op0", "op1")->reason, "op1 is not an elementwise EVT epilogue");
    Trace off = run(b.g, {"cuda.cutlass_epilogue_fusion_enabled=false"});
    EXPECT_EQ(rejection(off, "op0", "op1")->reason, "cutlass epilogue fusion is not enabled");
  }
  {
    GraphBuilder b;  // CUTLASS: an epilogue of another size, and a horizontal partner
    b.input("in0", "4096");
    b.node("op0", "buf0", {flat("in0", "4096")}, "4096", "1", "cuda:0", "CUTLASSTemplateBuffer");
    b.node("op1", "buf1", {flat("buf0", "4096")}, "4096");
    b.buffer("buf1").layout.size = {"64", "64"};
    b.node("op2", "buf2", {flat("in0", "4096")}, "4096");
    for (auto* o : {"buf1", "buf2"}) b.output(o);
    Trace t = run(b.g);
    ASSERT_NE(rejection(t, "op0", "op1"), nullptr);
    EXPECT_EQ(rejection(t, "op0", "op1")->reason, "op1's size: [64, 64] differs from op0's size: [4096]");
    ASSERT_NE(rejection(t, "op0", "op2"), nullptr);
    EXPECT_EQ(rejection(t, "op0", "op2")->reason, "CUTLASS templates don't support horizontal fusion");
  }
}

// CppScheduling: equal (vars, reduce) fuse, a pointwise node fuses into a reduction whose vars + reduce
// equal its vars, and can_fuse_vertical refuses any consumer of a reduction (here a second reduction of
// the same group, so can_fuse_horizontal alone would accept it).
TEST(SeedRules, CppBackend) {
  GraphBuilder b;
  b.input("in0", "4096", "cpu");
  b.node("op0", "buf0", {flat("in0", "4096")}, "4096", "1", "cpu");
  b.node("op1", "buf1", {flat("buf0", "4096")}, "4096", "1", "cpu");
  Node& red = b.g.nodes[static_cast<size_t>(b.node("op2", "buf2", {flat("buf1", "4096")}, "64", "64", "cpu"))];
  red.iterSizes = {"64"};
  red.reduceSizes = {"64"};
  b.g.nodes[0].iterSizes = b.g.nodes[1].iterSizes = {"64", "64"};
  Node& red2 = b.g.nodes[static_cast<size_t>(b.node("op3", "buf3", {flat("buf2", "64")}, "64", "64", "cpu"))];
  red2.iterSizes = {"64"};
  red2.reduceSizes = {"64"};
  b.output("buf3");
  Trace t = run(b.g);
  EXPECT_EQ(kernels(b.g, t), (Kernels{{"op0", "op1", "op2"}, {"op3"}}));
  const Decision* d = rejection(t, "op0_op1_op2", "op3");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->reason, "cpp: cannot fuse a consumer into a reduction");
}

// can_fusion_increase_peak_memory: independent nodes more than 64 apart in the original order.
TEST(SeedRules, PeakMemoryProximity) {
  GraphBuilder b;
  b.input("in0", "64");
  b.node("op0", "buf0", {flat("in0", "64")}, "64");
  for (int i = 1; i <= 70; ++i) {
    std::string n = std::to_string(i);
    b.node("ext" + n, "bufx" + n, {}, "64", "1", "cuda:0", "ExternKernelOut", NodeKind::Extern);
    b.output("bufx" + n);
  }
  b.node("op9", "buf9", {flat("in0", "64")}, "64");
  b.output("buf0");
  b.output("buf9");
  Trace t = run(b.g);
  ASSERT_NE(rejection(t, "op0", "op9"), nullptr);
  EXPECT_EQ(rejection(t, "op0", "op9")->reason, "Fusion will increase peak memory");
  Trace near = run(b.g, {"fusion_proximity_limit=100"});
  EXPECT_EQ(near.fusions.size(), 1u);
}

// get_possible_fusions sorts by score_fusion descending; fuse_nodes_once evaluates in that order.
TEST(SeedRules, CandidatesAreTriedInScoreOrder) {
  GraphBuilder b;
  b.input("in0", "64");
  b.input("big", "4096");
  b.node("op0", "buf0", {flat("in0", "64")}, "64");
  b.node("op1", "buf1", {flat("in0", "64")}, "64");
  b.node("op2", "buf2", {flat("big", "4096")}, "4096");
  b.node("op3", "buf3", {flat("big", "4096")}, "4096");
  for (auto* o : {"buf0", "buf1", "buf2", "buf3"}) b.output(o);
  Trace t = run(b.g);
  ASSERT_EQ(t.fusions.size(), 2u);
  EXPECT_EQ(t.name(t.fusions[0].fused), "op2_op3");  // 16 KiB shared beats 256 bytes
  EXPECT_EQ(t.name(t.fusions[1].fused), "op0_op1");
  const FusionScore* last = nullptr;
  for (const auto& d : t.decisions)
    if (d.phase == DecisionPhase::Fuse && d.round == 1) {
      if (last) {
        EXPECT_FALSE(*last < d.score);
      }
      last = &d.score;
    }
}

TEST(SeedRules, ConfigRejectsUnknownKeysAndBadValues) {
  SchedulerConfig c;
  EXPECT_THROW(c.set("no_such_knob", "1"), std::invalid_argument);
  EXPECT_THROW(c.set("max_fusion_size", "lots"), std::invalid_argument);
  EXPECT_THROW(c.set("aggressive_fusion", "maybe"), std::invalid_argument);
  EXPECT_THROW(c.setAssignment("max_fusion_size"), std::invalid_argument);
  c.set("size_hint.s0", "128");
  EXPECT_EQ(c.sizeHints.at("s0"), 128);
  EXPECT_THROW(makePolicy("no-such-policy"), std::invalid_argument);
}
