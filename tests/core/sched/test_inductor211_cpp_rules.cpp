// The inductor-2.11 policy's C++ backend rules (CppScheduling in shared/reference/torch-2.11/torch/
// _inductor/codegen/cpp.py) on small hand-built CPU graphs: loop-group compatibility instead of element
// counts, outer-loop fusion at fusion-pair priority 1, compatible ranges, max_horizontal_fusion_size.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "sched/scheduler.h"
#include "sched_graph_builder.h"

using namespace fusescope;
using namespace fusescope::sched;
using namespace fusescope::sched::testgraphs;

namespace {

Trace run(const Graph& g) {
  SchedulerConfig c;
  return runScheduler(g, c, "inductor-2.11");
}

// Gives node `name` the loop group (vars, reduce) and its output the layout size `size`.
void shape(GraphBuilder& b, const std::string& name, const std::string& out, std::vector<std::string> vars,
           std::vector<std::string> reduce, std::vector<std::string> size) {
  b.node(name).iterSizes = std::move(vars);
  b.node(name).reduceSizes = std::move(reduce);
  b.buffer(out).layout.size = std::move(size);
}

int roundOf(const Trace& t, const std::string& fusedName) {
  for (const auto& f : t.fusions)
    if (t.name(f.fused) == fusedName) return f.round;
  return -1;
}

}  // namespace

// get_fusion_pair_priority: a reduction followed by a pointwise node on the same outer loop is an
// outer-loop fusion (priority 1); get_possible_fusions_with_highest_priority leaves it for a round in
// which no priority-0 pair is left.
TEST(Inductor211CppRules, OuterLoopFusionWaitsForALaterRound) {
  GraphBuilder b;
  b.input("in0", "128", "cpu");
  b.input("in1", "64", "cpu");
  b.node("op0", "buf0", {flat("in0", "128")}, "8", "16", "cpu");
  shape(b, "op0", "buf0", {"8"}, {"16"}, {"8", "1"});
  b.node("op1", "buf1", {flat("in0", "128"), mem("buf0", "d0", {{"d0", "8"}, {"d1", "16"}})}, "128", "1", "cpu");
  shape(b, "op1", "buf1", {"8", "16"}, {}, {"8", "16"});
  b.node("op2", "buf2", {flat("in1", "64")}, "64", "1", "cpu");
  b.node("op3", "buf3", {flat("in1", "64")}, "64", "1", "cpu");
  for (auto* o : {"buf1", "buf2", "buf3"}) b.output(o);
  Trace t = run(b.g);
  EXPECT_EQ(roundOf(t, "op2_op3"), 1);
  EXPECT_EQ(roundOf(t, "op0_op1"), 2);
  EXPECT_EQ(kernels(b.g, t), (Kernels{{"op0", "op1"}, {"op2", "op3"}}));
}

// can_fuse_vertical compares (vars, reduce) tuples: a pointwise (2, 64, 128) producer and a (128,) x
// (128,) reduction have the same element count but neither compatible groups nor a common outer loop.
// The backend's refusal is silent (no WhyNoFuse line).
TEST(Inductor211CppRules, SameNumelButIncompatibleGroupsDoNotFuse) {
  GraphBuilder b;
  b.input("in0", "16384", "cpu");
  b.node("op0", "buf0", {flat("in0", "16384")}, "16384", "1", "cpu");
  shape(b, "op0", "buf0", {"2", "64", "128"}, {}, {"2", "64", "128"});
  b.node("op1", "buf1", {flat("buf0", "16384")}, "128", "128", "cpu");
  shape(b, "op1", "buf1", {"128"}, {"128"}, {"2", "64", "1"});
  b.output("buf1");
  Trace t = run(b.g);
  EXPECT_EQ(kernels(b.g, t), (Kernels{{"op0"}, {"op1"}}));
  EXPECT_EQ(rejection(t, "op0", "op1"), nullptr);
}

// _can_fuse_nodes_with_compatible_ranges: (2, 64) with (128,) fuse when both nodes compute the same
// original ranges (data.get_size()), and not otherwise.
TEST(Inductor211CppRules, CompatibleRangesNeedTheSameOriginalRanges) {
  for (bool sameRanges : {true, false}) {
    GraphBuilder b;
    b.input("in0", "128", "cpu");
    b.node("op0", "buf0", {flat("in0", "128")}, "128", "1", "cpu");
    shape(b, "op0", "buf0", {"2", "64"}, {}, {"2", "64"});
    b.node("op1", "buf1", {flat("buf0", "128")}, "128", "1", "cpu");
    shape(b, "op1", "buf1", {"128"}, {}, sameRanges ? std::vector<std::string>{"2", "64"} : std::vector<std::string>{"128"});
    b.output("buf1");
    Trace t = run(b.g);
    if (sameRanges) EXPECT_EQ(kernels(b.g, t), (Kernels{{"op0", "op1"}}));
    else EXPECT_EQ(kernels(b.g, t), (Kernels{{"op0"}, {"op1"}}));
  }
}

// can_fuse_horizontal: config.cpp.max_horizontal_fusion_size (16) caps a horizontal group.
TEST(Inductor211CppRules, HorizontalFusionIsCappedAtSixteenNodes) {
  GraphBuilder b;
  b.input("in0", "64", "cpu");
  for (int i = 0; i < 20; ++i) {
    std::string n = std::to_string(i);
    b.node("op" + n, "buf" + n, {flat("in0", "64")}, "64", "1", "cpu");
    b.output("buf" + n);
  }
  Trace t = run(b.g);
  size_t largest = 0, total = 0;
  for (const auto& k : kernels(b.g, t)) {
    largest = std::max(largest, k.size());
    total += k.size();
  }
  EXPECT_EQ(total, 20u);
  EXPECT_LE(largest, 16u);
  EXPECT_GT(largest, 8u);
}

// template_fusion_with_epilogues_supported (cpp_utils.py): a C++ GEMM template takes a pointwise epilogue
// that reads its output at one index and writes at that same index; an epilogue that stores elsewhere
// (here a transposed store) stays a kernel of its own, silently (the backend's refusal has no WhyNoFuse).
TEST(Inductor211CppRules, TemplateEpilogueMustWriteWhereItReads) {
  for (bool sameIndex : {true, false}) {
    GraphBuilder b;
    b.input("in0", "4096", "cpu");
    b.node("op0", "buf0", {flat("in0", "4096")}, "4096", "1", "cpu", "CppTemplateBuffer");
    shape(b, "op0", "buf0", {"64", "64"}, {}, {"64", "64"});
    b.node("op1", "buf1", {flat("buf0", "4096")}, "4096", "1", "cpu");
    shape(b, "op1", "buf1", {"64", "64"}, {}, {"64", "64"});
    if (!sameIndex) b.node("op1").writes = {mem("buf1", "d0 + 64*d1", {{"d0", "64"}, {"d1", "64"}})};
    b.output("buf1");
    Trace t = run(b.g);
    if (sameIndex) EXPECT_EQ(kernels(b.g, t), (Kernels{{"op0", "op1"}}));
    else EXPECT_EQ(kernels(b.g, t), (Kernels{{"op0"}, {"op1"}}));
    EXPECT_EQ(rejection(t, "op0", "op1"), nullptr);
  }
}
