// Loop index inversion (config.loop_index_inversion_in_fusion) of the inductor-2.11 policy: the index
// algebra of torch/_inductor/invert_expr_analysis.py on PyTorch's own TestIndexInversion cases
// (test/inductor/test_loop_ordering.py), SizeVarAllocator.combine_modular_indexing_pairs, and
// Scheduler.shared_data_after_inverting_indexing as can_fuse calls it, on small hand-built graphs.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "graph/expr.h"
#include "sched/inductor211/loop_inversion.h"
#include "sched/scheduler.h"
#include "sched_graph_builder.h"

using namespace fusescope;
using namespace fusescope::sched;
using namespace fusescope::sched::inductor211;
using namespace fusescope::sched::testgraphs;

namespace {

// TestIndexInversion._check_expr: inverse(forward(v)) == v for every v in [0, range).
void expectInverts(const std::string& text, const std::string& var, int64_t range, int64_t step = 1) {
  SCOPED_TRACE(text);
  const Expr forward = parseExpr(text);
  std::optional<Expr> inverse = generateInverseFormula(forward, var);
  ASSERT_TRUE(inverse.has_value()) << "expected invertible";
  SymbolValues v;
  for (int64_t x = 0; x < range; x += step) {
    v.values[var] = x;
    const int64_t y = forward.evaluate(v);
    v.values[var] = y;
    ASSERT_EQ(inverse->evaluate(v), x) << "at " << x << " (forward " << y << ", inverse " << inverse->str() << ")";
  }
}

void expectNotInvertible(const std::string& text, const std::string& var) {
  EXPECT_FALSE(generateInverseFormula(parseExpr(text), var).has_value()) << text;
}

bool hasNote(const Trace& t, const std::string& text) {
  for (const auto& n : t.notes)
    if (n.find(text) != std::string::npos) return true;
  return false;
}

Trace run(const Graph& g, std::vector<std::string> knobs = {}) {
  SchedulerConfig c;
  for (const auto& k : knobs) c.setAssignment(k);
  return runScheduler(g, c, "inductor-2.11");
}

// op0: buf0 = in0 * 2 (contiguous), op1: buf1 = buf0 read through `readIndex` (one loop var p0 of
// `numel`), as a flattened permute copies. The printed read dep uses d0, like an unnormalized GPU dep.
struct CopyGraph {
  std::string numel = "64";
  std::string readIndex = "16*(p0//16) + 4*ModularIndexing(p0, 1, 4) + ModularIndexing(p0, 4, 4)";
  std::string device = "cuda:0";
  bool secondRead = false;   // op1's deps also read in1 (its loop body does not)
  bool secondUnmet = false;  // op1 also reads buf2 of a third node op2

  Graph build() const {
    GraphBuilder b;
    b.input("in0", numel, device);
    b.input("in1", numel, device);
    b.node("op0", "buf0", {flat("in0", numel)}, numel, "1", device);
    if (secondUnmet) b.node("op2", "buf2", {flat("in1", numel)}, numel, "1", device);
    std::string d0 = readIndex;
    for (size_t pos; (pos = d0.find("p0")) != std::string::npos;) d0.replace(pos, 2, "d0");
    std::vector<Dependency> reads = {mem("buf0", d0, {{"d0", numel}})};
    if (secondRead) reads.push_back(flat("in1", numel));
    if (secondUnmet) reads.push_back(flat("buf2", numel));
    b.node("op1", "buf1", reads, numel, "1", device);
    LoopBody body;
    body.varRanges = {{"p0", numel}};
    body.indices = {{"index0", readIndex}, {"index1", "p0"}};
    body.blocks = {{"body",
                    {"get_index = self.get_index('index0')", "load = ops.load('buf0', get_index)",
                     "get_index_1 = self.get_index('index1')", "store = ops.store('buf1', get_index_1, load, None)",
                     "return store"}}};
    b.node("op1").body = body;
    b.buffer("buf0").users.push_back({"op1", "SchedulerNode", false, false});
    b.output("buf1");
    if (secondUnmet) b.output("buf2");
    return b.g;
  }
};

// op0 and op1 in one kernel
bool fused(const Trace& t, const Graph& g) {
  for (const auto& k : kernels(g, t))
    if (std::find(k.begin(), k.end(), "op0") != k.end() && std::find(k.begin(), k.end(), "op1") != k.end()) return true;
  return false;
}

}  // namespace

// TestIndexInversion.test_original_complex_expression
TEST(Inductor211Inversion, OriginalComplexExpression) {
  expectInverts("32768*FloorDiv(p0, 32768) + 8192*FloorDiv(ModularIndexing(p0, 1, 16), 4) + ModularIndexing(p0, 1, 4)"
                " + 256*ModularIndexing(p0, 16, 32) + 4*ModularIndexing(p0, 512, 64)",
                "p0", 2097152, 7);
}

// TestIndexInversion.test_inversion_cases
TEST(Inductor211Inversion, InversionCases) {
  expectInverts("10*ModularIndexing(p, 10, 10) + ModularIndexing(p, 1, 10)", "p", 100);
  expectInverts("2*ModularIndexing(p, 2, 2) + ModularIndexing(p, 1, 2)", "p", 4);
  expectInverts("100*FloorDiv(p, 100) + 10*FloorDiv(ModularIndexing(p, 1, 100), 10) + ModularIndexing(p, 1, 10)", "p",
                1000);
  expectNotInvertible("4*p", "p");  // expr and inverse not bijections
  expectInverts("ModularIndexing(p, 1, 10) + 10*ModularIndexing(p, 10, 10)", "p", 100);  // when sorted, invertible
  expectNotInvertible("4*ModularIndexing(p, 1, 8) + ModularIndexing(p, 8, 2)", "p");     // 4 != 1*2
  expectNotInvertible("100*FloorDiv(p, 100) + 7*ModularIndexing(p, 1, 100)", "p");       // wrong ratios
  expectNotInvertible("FloorDiv(p, 100) + FloorDiv(p, 10) + p", "p");                     // overlapping ranges
  expectNotInvertible("p**2 + 10*p + 1", "p");                                            // quadratic
  expectNotInvertible("sin(p) + cos(p)", "p");                                            // trigonometric
}

// 2.11's check_invertibility: an unbounded FloorDiv(var, d) must be the highest digit, so a plain 2-D
// transpose (x // 4 + 4 * (x % 4)) is not invertible; a constant term parses as range 1, multiplier 0.
TEST(Inductor211Inversion, UnboundedDigitMustBeHighest) {
  expectNotInvertible("FloorDiv(p0, 4) + 4*ModularIndexing(p0, 1, 4)", "p0");
  expectInverts("16*FloorDiv(p0, 16) + 4*ModularIndexing(p0, 1, 4) + ModularIndexing(p0, 4, 4)", "p0", 256);
  expectNotInvertible("ModularIndexing(p0, 1, 4) + 4*ModularIndexing(p0, 4, 4) + 7", "p0");  // 7 != 16
  expectNotInvertible("ModularIndexing(q0, 1, 4) + 4*ModularIndexing(p0, 4, 4)", "p0");      // another var
}

TEST(Inductor211Inversion, CombineModularIndexingPairs) {
  auto combine = [](const std::string& s) { return combineModularIndexingPairs(parseExpr(s)).str(); };
  EXPECT_EQ(combine("ModularIndexing(ModularIndexing(p0, 1, 64), 1, 8)"), parseExpr("ModularIndexing(p0, 1, 8)").str());
  EXPECT_EQ(combine("ModularIndexing(ModularIndexing(p0, 1, 60), 1, 8)"),
            parseExpr("ModularIndexing(ModularIndexing(p0, 1, 60), 1, 8)").str());  // 8 does not divide 60
  EXPECT_EQ(combine("ModularIndexing(ModularIndexing(p0, 2, 64), 1, 8)"),
            parseExpr("ModularIndexing(ModularIndexing(p0, 2, 64), 1, 8)").str());  // inner divisor is not 1
  EXPECT_EQ(combine("ModularIndexing(ModularIndexing(2*p0, 1, 64), 1, 8)"),
            parseExpr("ModularIndexing(ModularIndexing(2*p0, 1, 64), 1, 8)").str());  // not a symbol
}

// A batched-transpose copy (read 16*(p//16) + 4*(p%4) + (p//4)%4) after a contiguous producer: with
// loop_ordering_after_fusion off both nodes' deps are normalized, the inverted copy reads buf0 as op0
// writes it, and the two fuse on the 256 shared bytes.
TEST(Inductor211Inversion, BatchedTransposeCopyInvertsAndFuses) {
  const Graph g = CopyGraph{}.build();
  Trace t = run(g, {"loop_ordering_after_fusion=false"});
  EXPECT_TRUE(hasNote(t, "op0 with op1: Shared memory after inversion: 256")) << ::testing::PrintToString(t.notes);
  EXPECT_TRUE(fused(t, g)) << ::testing::PrintToString(kernels(g, t));
}

// With loop_ordering_after_fusion on (the default) a GPU node's deps keep their d-vars while the
// inverted node's are refreshed normalized (c-vars): Inductor inverts op1 all the same and scores 0.
TEST(Inductor211Inversion, DefaultConfigInvertsButSharesNothing) {
  const Graph g = CopyGraph{}.build();
  Trace t = run(g);
  EXPECT_TRUE(hasNote(t, "op0 with op1: Shared memory after inversion: 0")) << ::testing::PrintToString(t.notes);
  EXPECT_FALSE(fused(t, g));
}

TEST(Inductor211Inversion, KnobOffKeepsTheCopyApart) {
  const Graph g = CopyGraph{}.build();
  Trace t = run(g, {"loop_ordering_after_fusion=false", "loop_index_inversion_in_fusion=false"});
  EXPECT_FALSE(hasNote(t, "after inversion"));
  EXPECT_FALSE(fused(t, g));
  ASSERT_NE(rejection(t, "op0", "op1"), nullptr);
  EXPECT_EQ(rejection(t, "op0", "op1")->reason, "no shared data");
  // neither knob on: fuse_nodes runs no reorder round
  EXPECT_FALSE(hasNote(t, "final reorder round"));
  EXPECT_TRUE(hasNote(run(g, {"loop_index_inversion_in_fusion=false"}), "final reorder round"));
}

TEST(Inductor211Inversion, KnobIsSettable) {
  SchedulerConfig c;
  EXPECT_EQ(c.get("loop_index_inversion_in_fusion"), "true");
  c.setAssignment("loop_index_inversion_in_fusion=False");
  EXPECT_EQ(c.get("loop_index_inversion_in_fusion"), "false");
}

TEST(Inductor211Inversion, RefusedOnCpu) {
  CopyGraph c;
  c.device = "cpu";
  const Graph g = c.build();
  Trace t = run(g, {"loop_ordering_after_fusion=false"});
  EXPECT_FALSE(hasNote(t, "after inversion"));
  EXPECT_FALSE(fused(t, g));
}

TEST(Inductor211Inversion, RefusedWithTwoReads) {
  CopyGraph c;
  c.secondRead = true;
  const Graph g = c.build();
  Trace t = run(g, {"loop_ordering_after_fusion=false"});
  EXPECT_FALSE(hasNote(t, "after inversion"));
  EXPECT_FALSE(fused(t, g));
}

// node2 also waits on op2's buf2: node1 is not its single unmet dependency.
TEST(Inductor211Inversion, RefusedWithTwoUnmetDeps) {
  CopyGraph c;
  c.secondUnmet = true;
  const Graph g = c.build();
  Trace t = run(g, {"loop_ordering_after_fusion=false"});
  EXPECT_FALSE(hasNote(t, "after inversion"));
  EXPECT_FALSE(fused(t, g));
}

// A plain 2-D transpose copy: its read is not invertible in 2.11 (the unbounded digit is not the highest).
TEST(Inductor211Inversion, RefusedWhenNotInvertible) {
  CopyGraph c;
  c.numel = "16";
  c.readIndex = "(p0//4) + 4*ModularIndexing(p0, 1, 4)";
  const Graph g = c.build();
  Trace t = run(g, {"loop_ordering_after_fusion=false"});
  EXPECT_FALSE(hasNote(t, "after inversion"));
  EXPECT_FALSE(fused(t, g));
}
