// profile::measuredChange on hand-made measurements: per-call times (traces of different lengths compare),
// a kernel both runs form found through the node matching and reported only when it changed by 10% and
// 1 µs, a kernel that holds other nodes on the other side never taken for the same kernel, and a region's
// side summed over the distinct kernels that ran its nodes.
#include <gtest/gtest.h>

#include "profile/measured_change.h"

using namespace fusescope;
using namespace fusescope::profile;

namespace {

Graph graphOf(int nodes) {
  Graph g;
  g.name = "g";
  for (int i = 0; i < nodes; ++i) {
    Node n;
    n.id = i;
    n.name = "op" + std::to_string(i);
    g.nodes.push_back(n);
  }
  return g;
}

// `kernels`: (name, total µs over all calls, nodes).
GraphMeasurement measured(int calls, int nodes, const std::vector<std::tuple<std::string, double, std::vector<NodeId>>>& kernels) {
  GraphMeasurement m;
  m.calls = calls;
  m.kernelOfNode.assign(static_cast<size_t>(nodes), -1);
  for (const auto& [name, total, members] : kernels) {
    MeasuredKernel k;
    k.name = name;
    k.totalUs = total;
    k.calls = calls;
    m.graphGpuUs += total;
    for (NodeId n : members) m.kernelOfNode[static_cast<size_t>(n)] = static_cast<int>(m.kernels.size());
    m.kernels.push_back(k);
    m.kernelNodes.push_back(members);
  }
  return m;
}

}  // namespace

TEST(MeasuredChange, KernelsBothFormAndRegionsPerCall) {
  const Graph ga = graphOf(5), gb = graphOf(5);
  // A: 2 calls. op0+op1 one kernel (40 µs), op2 (10 µs), op3+op4 one kernel (8 µs).
  const GraphMeasurement a = measured(2, 5, {{"k01", 40.0, {0, 1}}, {"k2", 10.0, {2}}, {"k34", 8.0, {3, 4}}});
  // B: 4 calls (a longer trace). op0+op1 slower, op2 the same within 1 µs, op3 and op4 split.
  const GraphMeasurement b =
      measured(4, 5, {{"k01b", 120.0, {0, 1}}, {"k2b", 21.0, {2}}, {"k3b", 12.0, {3}}, {"k4b", 12.0, {4}}});
  const std::vector<NodeId> same = {0, 1, 2, 3, 4};
  const MeasuredChange c = measuredChange(ga, a, gb, b, same, same, {{{3, 4}, {3, 4}}});
  EXPECT_DOUBLE_EQ(c.graphAUs, 29.0);   // 58 µs over 2 calls
  EXPECT_DOUBLE_EQ(c.graphBUs, 41.25);  // 165 µs over 4 calls
  ASSERT_EQ(c.changed.size(), 1u);      // k01: 20 -> 30 µs a call; k2: 5 -> 5.25 µs holds
  EXPECT_EQ(c.changed[0].nameA, "k01");
  EXPECT_EQ(c.changed[0].nameB, "k01b");
  EXPECT_DOUBLE_EQ(c.changed[0].aUs, 20.0);
  EXPECT_DOUBLE_EQ(c.changed[0].bUs, 30.0);
  EXPECT_EQ(c.changed[0].nodesA, (std::vector<std::string>{"op0", "op1"}));
  EXPECT_DOUBLE_EQ(c.unchangedUs, 5.0);
  // k34 is one kernel in A and two in B: not a kernel both form, but the region's two sides.
  ASSERT_EQ(c.regions.size(), 1u);
  EXPECT_EQ(c.regions[0].a.kernels, (std::vector<std::string>{"k34"}));
  EXPECT_DOUBLE_EQ(c.regions[0].a.usPerCall, 4.0);
  EXPECT_EQ(c.regions[0].b.kernels.size(), 2u);
  EXPECT_DOUBLE_EQ(c.regions[0].b.usPerCall, 6.0);
  EXPECT_DOUBLE_EQ(c.regions[0].deltaUs(), 2.0);
  EXPECT_FALSE(c.regions[0].a.spillsOver);
}

TEST(MeasuredChange, AKernelHoldingOtherNodesIsNotTheSameKernel) {
  const Graph ga = graphOf(3), gb = graphOf(3);
  const GraphMeasurement a = measured(1, 3, {{"k01", 10.0, {0, 1}}, {"k2", 10.0, {2}}});
  const GraphMeasurement b = measured(1, 3, {{"k0", 30.0, {0}}, {"k12", 30.0, {1, 2}}});
  const std::vector<NodeId> same = {0, 1, 2};
  const MeasuredChange c = measuredChange(ga, a, gb, b, same, same, {{{1}, {1}}});
  EXPECT_TRUE(c.changed.empty());
  EXPECT_DOUBLE_EQ(c.unchangedUs, 0.0);
  // The region's node ran in kernels that also hold other nodes, on both sides: said, not hidden.
  EXPECT_TRUE(c.regions[0].a.spillsOver);
  EXPECT_TRUE(c.regions[0].b.spillsOver);
  // A graph the trace does not call has no time, and says so.
  GraphMeasurement none = a;
  none.calls = 0;
  const MeasuredChange d = measuredChange(ga, none, gb, b, same, same, {});
  EXPECT_DOUBLE_EQ(d.graphAUs, 0.0);
  ASSERT_EQ(d.notes.size(), 1u);
  EXPECT_NE(d.notes[0].find("A's trace does not call"), std::string::npos);
}
