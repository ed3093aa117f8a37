// The scheduler engine's shared steps (core/sched/engine/) on hand-made nodes, independent of any
// policy: the cycle check with both walk orders, the topological sort's name order, the trace recorder's
// bases and fusion links, foreach creation, and the round loop's stop conditions.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sched/engine/foreach_nodes.h"
#include "sched/engine/fusion_cycle.h"
#include "sched/engine/fusion_rounds.h"
#include "sched/engine/sched_node.h"
#include "sched/engine/schedule_order.h"
#include "sched/engine/trace_recorder.h"

using namespace fusescope;
using namespace fusescope::sched;
using namespace fusescope::sched::engine;

namespace {

constexpr size_t kOriginals = 4;

NodeBitset bits(std::initializer_list<int> ids) {
  NodeBitset b(kOriginals);
  for (int i : ids) b.set(i);
  return b;
}

SchedNode node(SchedNodeType type, std::initializer_list<int> members, std::initializer_list<int> ancestors) {
  SchedNode n;
  n.type = type;
  for (int m : members) n.members.push_back(m);
  n.memberBits = bits(members);
  n.ancestors = bits(ancestors);
  return n;
}

}  // namespace

// op1 and op2 are fused (node 4, depending on op0); op3 depends on op2. Fusing op0 with op3 would put
// op1_op2 both before and after the fused node: a cycle, whichever walk order.
TEST(SchedEngine, CycleThroughAFusedNode) {
  std::vector<SchedNode> nodes{node(SchedNodeType::Scheduler, {0}, {}), node(SchedNodeType::Scheduler, {1}, {0}),
                               node(SchedNodeType::Scheduler, {2}, {}), node(SchedNodeType::Scheduler, {3}, {2}),
                               node(SchedNodeType::Fused, {1, 2}, {0})};
  const std::vector<int> topOf{0, 4, 4, 3};
  auto at = [&](int id) -> const SchedNode& { return nodes[static_cast<size_t>(id)]; };
  FusionCycleCheck check;
  check.noteGroup(nodes[4]);  // as the schedulers do when they make a group node
  for (auto walk : {CycleWalk::SkipContainedFirst, CycleWalk::PathFirst})
    EXPECT_TRUE(check.wouldCreateCycle(nodes[0], nodes[3], topOf, nodes.size(), at, walk));
  // Without the fusion (op2 on its own) there is no group node to walk through: no cycle.
  const std::vector<int> unfused{0, 1, 2, 3};
  EXPECT_FALSE(check.wouldCreateCycle(nodes[0], nodes[3], unfused, nodes.size(), at, CycleWalk::PathFirst));
}

// The one place the versions differ: a group node whose members are all combined ancestors is skipped
// by 2.11 before its ancestors are looked at; the seed looks first.
TEST(SchedEngine, CycleWalkOrderMatters) {
  std::vector<SchedNode> nodes{node(SchedNodeType::Scheduler, {0}, {}), node(SchedNodeType::Scheduler, {1}, {0}),
                               node(SchedNodeType::Scheduler, {2}, {0}), node(SchedNodeType::Scheduler, {3}, {1, 2}),
                               node(SchedNodeType::Fused, {1, 2}, {0})};
  const std::vector<int> topOf{0, 4, 4, 3};
  auto at = [&](int id) -> const SchedNode& { return nodes[static_cast<size_t>(id)]; };
  FusionCycleCheck check;
  check.noteGroup(nodes[4]);
  EXPECT_FALSE(check.wouldCreateCycle(nodes[0], nodes[3], topOf, nodes.size(), at, CycleWalk::SkipContainedFirst));
  EXPECT_TRUE(check.wouldCreateCycle(nodes[0], nodes[3], topOf, nodes.size(), at, CycleWalk::PathFirst));
}

// topological_sort_schedule visits a node's producers in the order of the dependency names.
TEST(SchedEngine, TopologicalSortVisitsProducersByName) {
  std::vector<SchedNode> nodes(3);
  nodes[2].unmet = {0, 1};  // dep 0 on node 0, dep 1 on node 1
  auto sortWith = [&](std::vector<std::string> depNames) {
    ScheduleSorter sorter;
    CancelPoll cancel;
    return sorter.sort(
        {2, 1, 0}, nodes.size(), [&](int id) -> const SchedNode& { return nodes[static_cast<size_t>(id)]; },
        [](int dep) { return std::pair<int, int>{dep, dep}; },
        [&](int name) -> const std::string& { return depNames[static_cast<size_t>(name)]; }, cancel);
  };
  EXPECT_EQ(sortWith({"buf_a", "buf_b"}), (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(sortWith({"buf_b", "buf_a"}), (std::vector<int>{1, 0, 2}));
}

// A basis set with restNextDecisionOn is attached to the next decision only; fuse links node, decision
// and fusion.
TEST(SchedEngine, TraceRecorderBasesAndFusions) {
  Trace trace;
  CancelPoll cancel;
  TraceRecorder recorder(trace, cancel);
  const std::vector<std::string> devices{"cuda:0"};
  SchedNode a = node(SchedNodeType::Scheduler, {0}, {}), b = node(SchedNodeType::Scheduler, {1}, {0});
  a.device = b.device = 0;
  recorder.recordNode(0, a, devices, -1);
  recorder.recordNode(1, b, devices, -1);
  recorder.restNextDecisionOn(DecisionBasis::Assumed, recorder.addNote("assumed: something"));
  recorder.decide(1, DecisionPhase::Candidate, 0, 1, FusionKind::Vertical, Verdict::Rejected, "no shared data");
  recorder.decide(1, DecisionPhase::Candidate, 0, 1, FusionKind::Vertical, Verdict::Rejected, "no shared data");
  EXPECT_EQ(trace.decisions[0].basis, DecisionBasis::Assumed);
  EXPECT_EQ(trace.decisions[0].note, 0);
  EXPECT_EQ(trace.decisions[1].basis, DecisionBasis::Ported);
  EXPECT_EQ(trace.decisions[1].note, -1);
  recorder.restNextDecisionOn(DecisionBasis::Recorded, recorder.addNote("recorded: x"));
  recorder.forgetPendingBasis();
  SchedNode fused = node(SchedNodeType::Fused, {0, 1}, {});
  fused.name = "op0_op1";
  fused.device = 0;
  recorder.fuse(2, DecisionPhase::Fuse, 0, 1, FusionKind::Vertical, 2, fused, devices);
  ASSERT_EQ(trace.fusions.size(), 1u);
  EXPECT_EQ(trace.fusions[0].decision, 2);
  EXPECT_EQ(trace.fusions[0].fused, 2);
  EXPECT_EQ(trace.fusions[0].round, 2);
  EXPECT_EQ(trace.decisions[2].verdict, Verdict::Fused);
  EXPECT_EQ(trace.decisions[2].fusion, 0);
  EXPECT_EQ(trace.decisions[2].basis, DecisionBasis::Ported);
  EXPECT_EQ(trace.node(2).name, "op0_op1");
  EXPECT_EQ(trace.node(2).createdByFusion, 0);
  EXPECT_EQ(trace.node(2).device, "cuda:0");
}

// create_foreach_nodes: accepted members leave the list, foreach nodes follow the rest in group order.
TEST(SchedEngine, ForeachNodesReplaceTheirMembers) {
  Graph g;
  for (int i = 0; i < 4; ++i) g.nodeByName["op" + std::to_string(i)] = i;
  g.foreachGroups.push_back({"foreach_0", {"op1", "op3", "missing"}, "json"});
  g.foreachGroups.push_back({"foreach_1", {"op3", "op2"}, "json"});
  std::vector<int> nodes{0, 1, 2, 3};
  std::vector<std::vector<int>> made;
  createForeachNodes(
      g, nodes, 4, [](NodeId, bool inEarlierGroup) { return !inEarlierGroup; },
      [&](const std::vector<int>& parts) {
        made.push_back(parts);
        return 3 + static_cast<int>(made.size());
      });
  EXPECT_EQ(made, (std::vector<std::vector<int>>{{1, 3}, {2}}));
  EXPECT_EQ(nodes, (std::vector<int>{0, 4, 5}));
}

// fuse_nodes: rounds until one changes nothing (at most 10); 2.11 also stops at a single node.
TEST(SchedEngine, FusionRoundsStop) {
  Trace trace;
  int round = 0;
  std::vector<int> nodes{0, 1, 2, 3};
  fuseNodes(nodes, round, trace, false, [&] {
    if (nodes.size() > 1) nodes.pop_back();
  });
  EXPECT_EQ(trace.rounds, 4);  // 4 -> 3 -> 2 -> 1, then a round with no change
  nodes = {0, 1, 2, 3};
  fuseNodes(nodes, round, trace, true, [&] {
    if (nodes.size() > 1) nodes.pop_back();
  });
  EXPECT_EQ(trace.rounds, 3);
  nodes = {0, 1};
  fuseNodes(nodes, round, trace, false, [&] { nodes.push_back(0); });
  EXPECT_EQ(trace.rounds, 10);
}
