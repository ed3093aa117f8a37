// The inductor-2.11 policy rule by rule: its building blocks (FusionScore ordering of choices.py, the
// Python sort it is applied with, SIMD tiling legality of simd.py), and each rule of Scheduler.can_fuse
// and its callees on a small hand-built graph, checked by Inductor's exact reason string
// (shared/reference/torch-2.11/torch/_inductor/scheduler.py, choices.py, codegen/simd.py). The rules it
// shares with the seed are tested once for both in test_shared_rules.cpp.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sched/inductor211/fusion_score.h"
#include "sched/inductor211/inductor211_policy.h"
#include "sched/inductor211/tiling.h"
#include "sched/scheduler.h"
#include "sched_graph_builder.h"

using namespace fusescope;
using namespace fusescope::sched;
using namespace fusescope::sched::inductor211;
using namespace fusescope::sched::testgraphs;

namespace {

Trace run(const Graph& g, std::vector<std::string> knobs = {}) {
  SchedulerConfig c;
  for (const auto& k : knobs) c.setAssignment(k);
  return runScheduler(g, c, "inductor-2.11");
}

bool anyDecisionInvolves(const Trace& t, const std::string& name) {
  for (const auto& d : t.decisions)
    if (t.name(d.node1) == name || t.name(d.node2) == name) return true;
  return false;
}

}  // namespace

TEST(Inductor211FusionScore, TemplateScoreFirst) {
  Score211 prologue{0, true, 1000, 0}, other{1, false, 1, -5};
  EXPECT_TRUE(scoreLess(prologue, other));
  EXPECT_FALSE(scoreLess(other, prologue));
}

TEST(Inductor211FusionScore, MemoryDominatesWhenSixteenTimesLarger) {
  Score211 sameTypeSmall{1, true, 100, 0}, otherTypeBig{1, false, 1700, -3};
  EXPECT_TRUE(scoreLess(sameTypeSmall, otherTypeBig));  // 1700 > 16 * 100: memory decides
  Score211 otherTypeBigger{1, false, 1600, -3};
  EXPECT_FALSE(scoreLess(sameTypeSmall, otherTypeBigger));  // 1600 == 16 * 100: node type decides
  EXPECT_TRUE(scoreLess(otherTypeBigger, sameTypeSmall));
}

TEST(Inductor211FusionScore, ProximityBreaksTies) {
  Score211 far{1, true, 64, -10}, near{1, true, 64, -1};
  EXPECT_TRUE(scoreLess(far, near));
}

TEST(Inductor211FusionScore, ZeroMemoryAgainstPositiveIsDecidedByMemory) {
  Score211 zero{1, true, 0, 0}, some{1, false, 4, -100};
  EXPECT_TRUE(scoreLess(zero, some));
}

TEST(Inductor211PythonSort, ReverseSortKeepsEqualItemsInOrder) {
  std::vector<int> keys{3, 1, 3, 2, 1, 3};
  std::vector<int> items{0, 1, 2, 3, 4, 5};
  pythonSortReverse(items, [&](int a, int b) { return keys[static_cast<size_t>(a)] < keys[static_cast<size_t>(b)]; });
  EXPECT_EQ(items, (std::vector<int>{0, 2, 5, 3, 1, 4}));
}

TEST(Inductor211PythonSort, LongListsSortDescending) {
  std::vector<int> keys, items;
  for (int i = 0; i < 300; ++i) {
    keys.push_back((i * 37) % 101);
    items.push_back(i);
  }
  pythonSortReverse(items, [&](int a, int b) { return keys[static_cast<size_t>(a)] < keys[static_cast<size_t>(b)]; });
  for (size_t i = 1; i < items.size(); ++i) {
    int a = items[i - 1], b = items[i];
    ASSERT_GE(keys[static_cast<size_t>(a)], keys[static_cast<size_t>(b)]);
    if (keys[static_cast<size_t>(a)] == keys[static_cast<size_t>(b)]) {
      EXPECT_LT(a, b);
    }
  }
}

TEST(Inductor211Tiling, IsCompatibleSplitsRanges) {
  EXPECT_TRUE(isCompatible({64, 2048}, {64, 2048}, {}));
  EXPECT_TRUE(isCompatible({64, 2048}, {131072}, {}));        // one range split over both groups
  EXPECT_TRUE(isCompatible({64, 2048}, {8, 8, 2048}, {}));
  EXPECT_FALSE(isCompatible({64, 2048}, {96, 1365}, {}));      // 96 does not divide into 64
  EXPECT_TRUE(isCompatible({64, 2048, 1}, {64}, {2048}));
}

TEST(Inductor211Tiling, ContiguousPointwiseKeepsTheDefaultTiling) {
  TilingNode n;
  n.pointwise = {64, 2048};
  n.deps = {{1, {2048, 1}, false}, {2, {2048, 1}, true}};
  EXPECT_EQ(selectTiling({n}, 64 * 2048), (std::vector<int64_t>{64 * 2048, 1}));
}

TEST(Inductor211Tiling, TransposedReadGivesTwoDimensionalTiling) {
  TilingNode n;
  n.pointwise = {256, 512};
  n.deps = {{1, {1, 256}, false}, {2, {512, 1}, true}};  // read transposed, write contiguous
  auto tiling = selectTiling({n}, 256 * 512);
  EXPECT_EQ(tiling, (std::vector<int64_t>{256, 512, 1}));  // {y: 256, x: 512, r0_: 1} from the read
}

TEST(Inductor211Policy, FactoryNamesThePolicy) {
  auto p = makeInductor211Policy();
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->name(), "inductor-2.11");
}

// ---- Scheduler.can_fuse and its callees, one rule per test ----

// get_possible_fusions skips unfusable nodes (extern, nop): an extern node is never paired at all.
TEST(Inductor211Rules, ExternNodesAreNeverCandidates) {
  GraphBuilder b;
  b.input("in0", "64");
  b.node("op0", "buf0", {flat("in0", "64")}, "64", "1", "cuda:0", "ExternKernelOut", NodeKind::Extern);
  b.node("op1", "buf1", {flat("in0", "64")}, "64");
  b.node("op2", "buf2", {flat("in0", "64")}, "64");
  for (auto* o : {"buf0", "buf1", "buf2"}) b.output(o);
  Trace t = run(b.g);
  EXPECT_FALSE(anyDecisionInvolves(t, "op0"));
  EXPECT_EQ(kernels(b.g, t), (Kernels{{"op0"}, {"op1", "op2"}}));
}

// can_fuse: nodes on different devices never fuse.
TEST(Inductor211Rules, DeviceMismatch) {
  GraphBuilder b;
  b.input("in0", "64");
  b.node("op1", "buf1", {flat("in0", "64")}, "64");
  b.node("op2", "buf2", {flat("in0", "64")}, "64", "1", "cpu");
  b.output("buf1");
  b.output("buf2");
  Trace t = run(b.g);
  const Decision* d = rejection(t, "op1", "op2");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->reason, "device mismatch (cuda:0 vs cpu)");
  EXPECT_EQ(kernels(b.g, t).size(), 2u);
}

// choices.can_fuse: aggressive_fusion pairs same-group nodes that share no buffer; with a reduction
// involved `no shared data` refuses them. Without aggressive_fusion they are never paired.
TEST(Inductor211Rules, NoSharedData) {
  GraphBuilder r;
  r.input("in0", "4096");
  r.input("in1", "4096");
  r.node("op0", "buf0", {flat("in0", "4096")}, "64", "64");
  r.node("op1", "buf1", {flat("in1", "4096")}, "64", "64");
  r.output("buf0");
  r.output("buf1");
  EXPECT_TRUE(run(r.g).decisions.empty());
  Trace t = run(r.g, {"aggressive_fusion=true"});
  const Decision* d = rejection(t, "op0", "op1");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->reason, "no shared data");
  EXPECT_EQ(d->kind, FusionKind::Horizontal);
}

// choices.can_fuse: max_fusion_unique_io_buffers bounds the distinct buffers a fused kernel reads and
// writes (a buffer only the fused pair uses does not count): in0, in1, in2 and buf1 are 4 > 3.
TEST(Inductor211Rules, TooManyReadsAndWrites) {
  GraphBuilder b;
  for (auto* in : {"in0", "in1", "in2"}) b.input(in, "64");
  b.node("op0", "buf0", {flat("in0", "64"), flat("in1", "64")}, "64");
  b.node("op1", "buf1", {flat("buf0", "64"), flat("in2", "64")}, "64");
  b.output("buf1");
  Trace t = run(b.g, {"max_fusion_unique_io_buffers=3"});
  const Decision* d = rejection(t, "op0", "op1");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->reason, "fusion_prevent_too_many_reads_and_writes");
  EXPECT_EQ(kernels(b.g, run(b.g, {"max_fusion_unique_io_buffers=4"})), (Kernels{{"op0", "op1"}}));
}

// choices.can_fuse_horizontal: a horizontal pair sharing fewer bytes than score_fusion_memory_threshold
// (10) is refused: in0 has 2 floats (8 bytes).
TEST(Inductor211Rules, ScoreFusionMemoryThreshold) {
  GraphBuilder b;
  b.input("in0", "2");
  b.input("in1", "64");
  b.input("in2", "64");
  b.node("op0", "buf0", {flat("in0", "2"), flat("in1", "64")}, "64");
  b.node("op1", "buf1", {flat("in0", "2"), flat("in2", "64")}, "64");
  b.output("buf0");
  b.output("buf1");
  Trace t = run(b.g);
  const Decision* d = rejection(t, "op0", "op1");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->reason, "score_fusion_memory_threshold");
  EXPECT_EQ(kernels(b.g, run(b.g, {"score_fusion_memory_threshold=8"})), (Kernels{{"op0", "op1"}}));
}

// choices.can_fuse_horizontal: nodes more than 64 positions apart are not fused horizontally.
TEST(Inductor211Rules, NodesTooFarApart) {
  GraphBuilder b;
  b.input("in0", "64");
  b.node("op0", "buf0", {flat("in0", "64")}, "64");
  b.output("buf0");
  for (int i = 1; i <= 70; ++i) {
    const std::string in = "x" + std::to_string(i), out = "buf" + std::to_string(i);
    b.input(in, "64");
    b.node("op" + std::to_string(i), out, {flat(in, "64")}, "64");
    b.output(out);
  }
  b.node("op71", "buf71", {flat("in0", "64")}, "64");
  b.output("buf71");
  Trace t = run(b.g);
  const Decision* d = rejection(t, "op0", "op71");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->reason, "Nodes are too far away. Fusing them may increase peak memory.");
}

// can_fuse_vertical: node2 reads node1's output with another index than node1 writes it, so the
// read is not satisfied by the write (fusable_read_and_write) and stays an unmet dep on node1.
TEST(Inductor211Rules, MemoryDepsDidNotMatch) {
  GraphBuilder b;
  b.input("in0", "64");
  b.node("op0", "buf0", {flat("in0", "64")}, "64");
  b.node("op1", "buf1", {flat("in0", "64"), mem("buf0", "63 - d0", {{"d0", "64"}})}, "64");
  b.output("buf1");
  Trace t = run(b.g);
  const Decision* d = rejection(t, "op0", "op1");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->reason, "memory deps did not match");
  EXPECT_EQ(d->kind, FusionKind::Vertical);
}

// get_possible_fusions groups nodes by used_buffer_names(), which FusedSchedulerNode takes as the union
// over its snodes: op0's write buf0 comes before op1's read in1, so in round 2 op0_op1 is paired with
// op3 (buf0's group) before op2 (in1's group). The fused node's merged reads then writes would put in1
// first. In the reorder round this order decides which pair re-orders a node's loops last.
TEST(Inductor211Rules, FusedNodeIsGroupedByItsMembersBufferOrder) {
  GraphBuilder b;
  b.input("in0", "64");
  b.input("in1", "64");
  b.node("op0", "buf0", {flat("in0", "64")}, "64");
  b.node("op1", "buf1", {flat("buf0", "64"), flat("in1", "64")}, "64");
  b.node("op2", "buf2", {flat("in1", "64")}, "64", "1", "cpu");
  b.node("op3", "buf3", {flat("buf0", "64")}, "64", "1", "cpu");
  for (auto* o : {"buf1", "buf2", "buf3"}) b.output(o);
  Trace t = run(b.g);
  ASSERT_FALSE(t.fusions.empty());
  EXPECT_EQ(t.name(t.fusions[0].fused), "op0_op1");
  std::vector<std::string> round2;
  for (const auto& d : t.decisions)
    if (d.round == 2 && t.name(d.node1) == "op0_op1") round2.push_back(t.name(d.node2) + ": " + d.reason);
  EXPECT_EQ(round2, (std::vector<std::string>{"op3: device mismatch (cuda:0 vs cpu)",
                                              "op2: device mismatch (cuda:0 vs cpu)"}));
}

// can_fuse with a template as node2 (prologue fusion), in Inductor's order: prologue_fusion off; a
// reduction producer; a template that is not a Triton one; an input get_allowed_prologue_inps leaves out
// (not in the dump: read from fusion.log's refusals and marked recorded); then the single-use rules.
TEST(Inductor211Rules, TemplatePrologueRefusals) {
  auto graph = [](const std::string& templateIr, bool reductionProducer) {
    GraphBuilder p;
    p.input("in0", "4096");
    if (reductionProducer) p.node("op0", "buf0", {flat("in0", "4096")}, "64", "64");
    else p.node("op0", "buf0", {flat("in0", "4096")}, "4096");
    p.node("op1", "buf1", {flat("buf0", "4096")}, "4096", "1", "cuda:0", templateIr);
    p.buffer("buf0").users.push_back({"op1", "SchedulerNode", false, false});
    p.output("buf1");
    return p.g;
  };
  Graph triton = graph("TritonTemplateBuffer", false);
  triton.inductor.hasFusionLog = true;
  triton.inductor.decisions.push_back(
      {1, "op0", "op1", false, "prologue fusion not implemented for kernel for these inputs", 1});
  Trace t = run(triton);
  const Decision* d = rejection(t, "op0", "op1");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->reason, "prologue fusion not implemented for kernel for these inputs");
  EXPECT_EQ(d->basis, DecisionBasis::Recorded);
  ASSERT_GE(d->note, 0);
  // get_possible_fusions then tries the template first: the template depends on op0.
  ASSERT_NE(rejection(t, "op1", "op0"), nullptr);
  EXPECT_EQ(rejection(t, "op1", "op0")->reason, "node1 must go before node2");

  Trace offTrace = run(triton, {"prologue_fusion=false"});
  const Decision* off = rejection(offTrace, "op0", "op1");
  ASSERT_NE(off, nullptr);
  EXPECT_EQ(off->reason, "prologue fusion turned off");
  EXPECT_EQ(off->basis, DecisionBasis::Ported);

  Trace red = run(graph("TritonTemplateBuffer", true));
  ASSERT_NE(rejection(red, "op0", "op1"), nullptr);
  EXPECT_EQ(rejection(red, "op0", "op1")->reason, "prologue fusion only supported for pointwise nodes");

  Trace cutlass = run(graph("CUTLASSTemplateBuffer", false));
  ASSERT_NE(rejection(cutlass, "op0", "op1"), nullptr);
  EXPECT_EQ(rejection(cutlass, "op0", "op1")->reason, "prologue fusion only supported for TritonTemplates");

  // Without fusion.log every input is assumed allowed: a single-use fp32 copy fuses into the template.
  const Graph allowed = graph("TritonTemplateBuffer", false);
  Trace fused = run(allowed);
  EXPECT_EQ(rejection(fused, "op0", "op1"), nullptr);
  EXPECT_EQ(kernels(allowed, fused), (std::vector<std::vector<std::string>>{{"op0", "op1"}}));

  // The producer's buffer has another user: it does not flow only into the template.
  Graph twoUsers = graph("TritonTemplateBuffer", false);
  twoUsers.buffers[static_cast<size_t>(twoUsers.bufferByName.at("buf0"))].users.push_back({"OUTPUT", "OUTPUT", false, false});
  Trace tu = run(twoUsers);
  ASSERT_NE(rejection(tu, "op0", "op1"), nullptr);
  EXPECT_EQ(rejection(tu, "op0", "op1")->reason, "template prologue can only fuse nodes with a single use into template");
}

// check_prologue_fusion_heuristics_fusable: a downcast reads more bytes than it writes; a bf16
// template refuses a prologue that computes (tanh would be upcast to fp32).
TEST(Inductor211Rules, TemplatePrologueHeuristics) {
  auto graph = [](const std::string& producerDtype, const std::string& inputDtype, bool tanh) {
    GraphBuilder p;
    p.input("in0", "4096");
    p.node("op0", "buf0", {flat("in0", "4096")}, "4096");
    p.node("op1", "buf1", {flat("buf0", "4096")}, "4096", "1", "cuda:0", "TritonTemplateBuffer");
    p.buffer("buf0").users.push_back({"op1", "SchedulerNode", false, false});
    p.buffer("in0").layout.dtype = inputDtype;
    p.buffer("buf0").layout.dtype = producerDtype;
    p.buffer("buf1").layout.dtype = "torch.bfloat16";
    LoopBody body;
    body.varRanges = {{"p0", "4096"}};
    body.indices = {{"index0", "p0"}};
    std::string value = tanh ? "tanh" : "load";
    std::vector<std::string> lines = {"get_index = self.get_index('index0')", "load = ops.load('in0', get_index)"};
    if (tanh) lines.push_back("tanh = ops.tanh(load)");
    lines.push_back("get_index_1 = self.get_index('index0')");
    lines.push_back("store = ops.store('buf0', get_index_1, " + value + ", None)");
    lines.push_back("return store");
    body.blocks = {{"body", lines}};
    p.node("op0").body = body;
    p.output("buf1");
    return p.g;
  };
  Trace down = run(graph("torch.bfloat16", "torch.float32", false));
  ASSERT_NE(rejection(down, "op0", "op1"), nullptr);
  EXPECT_EQ(rejection(down, "op0", "op1")->reason, "prologue fusion will not increase amount of bytes read in kernel");

  Trace up = run(graph("torch.bfloat16", "torch.bfloat16", true));
  ASSERT_NE(rejection(up, "op0", "op1"), nullptr);
  EXPECT_EQ(rejection(up, "op0", "op1")->reason,
            "prologue fusion that must be upcast to fp32 not profitable for low precision templates");

  const Graph copy = graph("torch.bfloat16", "torch.bfloat16", false);
  Trace ok = run(copy);
  EXPECT_EQ(rejection(ok, "op0", "op1"), nullptr);
}

// _evaluate_pending_template_fusions: two prologues of one MultiTemplateBuffer are benchmarked in the
// same pass (async compile), and the second fuses into the template the first already joined
// (fuse_if_speedup on get_fused_node), all in round 1 (as op4->op5 then op3->op4_op5 in a llama capture).
TEST(Inductor211Rules, TwoProloguesOfOneMultiTemplateFuseInOneRound) {
  GraphBuilder p;
  p.input("in0", "4096");
  p.input("in1", "4096");
  p.node("op0", "buf0", {flat("in0", "4096")}, "4096");
  p.node("op1", "buf1", {flat("in1", "4096")}, "4096");
  p.node("op2", "buf2", {flat("buf0", "4096"), flat("buf1", "4096")}, "4096", "1", "cuda:0", "MultiTemplateBuffer");
  p.buffer("buf0").users.push_back({"op2", "SchedulerNode", false, false});
  p.buffer("buf1").users.push_back({"op2", "SchedulerNode", false, false});
  p.output("buf2");
  Trace t = run(p.g);
  ASSERT_EQ(t.fusions.size(), 2u);
  EXPECT_EQ(t.fusions[0].round, 1);
  EXPECT_EQ(t.fusions[1].round, 1);
  ASSERT_EQ(t.kernels.size(), 1u);
  EXPECT_EQ(t.node(t.kernels.front().node).members.size(), 3u);
}

// can_fuse with a template as node1 (epilogue fusion): a reduction epilogue, or epilogue_fusion off.
TEST(Inductor211Rules, TemplateEpilogueRefusals) {
  GraphBuilder b;
  b.input("in0", "4096");
  b.node("op0", "buf0", {flat("in0", "4096")}, "4096", "1", "cuda:0", "TritonTemplateBuffer");
  b.node("op1", "buf1", {flat("buf0", "4096")}, "4096");
  b.output("buf1");
  Trace off = run(b.g, {"epilogue_fusion=false"});
  ASSERT_NE(rejection(off, "op0", "op1"), nullptr);
  EXPECT_EQ(rejection(off, "op0", "op1")->reason, "template epilogue not satisfied");
  EXPECT_EQ(rejection(off, "op0", "op1")->kind, FusionKind::Epilogue);

  GraphBuilder r;
  r.input("in0", "4096");
  r.node("op0", "buf0", {flat("in0", "4096")}, "4096", "1", "cuda:0", "TritonTemplateBuffer");
  r.node("op1", "buf1", {flat("buf0", "4096")}, "64", "64");
  r.output("buf1");
  Trace t = run(r.g);
  ASSERT_NE(rejection(t, "op0", "op1"), nullptr);
  EXPECT_EQ(rejection(t, "op0", "op1")->reason, "template epilogue not satisfied");
}

