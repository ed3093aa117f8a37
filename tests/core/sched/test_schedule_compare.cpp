// compareWithInductor: kernels as member sets, the fusion-sequence prefix, rejections as multisets of
// (pair, reason); and `fusescope-cli compare` exit codes on a real capture.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "capture_test_data.h"
#include "sched/schedule_compare.h"

using namespace fusescope;
using namespace fusescope::sched;

namespace {

Graph threeNodeGraph() {
  Graph g;
  g.name = "t/0_inference_0.0";
  for (int i = 0; i < 3; ++i) {
    Node n;
    n.id = i;
    n.name = "op" + std::to_string(i);
    g.nodes.push_back(n);
    g.nodeByName[n.name] = i;
  }
  g.inductor.hasFusionLog = g.inductor.hasPostFusion = true;
  g.inductor.decisions = {{1, "op0", "op2", false, "no shared data", 1},
                          {1, "op0", "op1", true, "", 2},
                          {1, "op0", "op2", false, "no shared data", 3}};
  g.inductor.kernels = {{"op0_op1", "FusedSchedulerNode", {"op0", "op1"}}, {"op2", "SchedulerNode", {"op2"}}};
  return g;
}

// A trace over threeNodeGraph: nodes 0..2 are the originals; node 3 is op0_op1 when `fuse` is set.
SchedNodeInfo nodeInfo(std::string name, SchedNodeType type, std::vector<NodeId> members) {
  SchedNodeInfo n;
  n.name = std::move(name);
  n.type = type;
  n.members = std::move(members);
  return n;
}

Kernel kernelOf(SchedNodeId node) {
  Kernel k;
  k.node = node;
  return k;
}

Trace traceOf(bool fuse, std::vector<std::string> reasons) {
  Trace t;
  for (int i = 0; i < 3; ++i) t.nodes.push_back(nodeInfo("op" + std::to_string(i), SchedNodeType::Scheduler, {i}));
  if (fuse) {
    t.nodes.push_back(nodeInfo("op0_op1", SchedNodeType::Fused, {0, 1}));
    Decision d;
    d.node1 = 0;
    d.node2 = 1;
    d.verdict = Verdict::Fused;
    d.fusion = 0;
    t.decisions.push_back(d);
    t.fusions.push_back({1, 0, 1, 3, 0});
    t.kernels = {kernelOf(3), kernelOf(2)};
  } else {
    t.kernels = {kernelOf(0), kernelOf(1), kernelOf(2)};
  }
  for (const auto& r : reasons) {
    Decision d;
    d.node1 = 0;
    d.node2 = 2;
    d.verdict = Verdict::Rejected;
    d.reason = r;
    t.decisions.push_back(d);
  }
  return t;
}

}  // namespace

TEST(ScheduleCompare, IdenticalScheduleMatchesEverything) {
  Graph g = threeNodeGraph();
  auto c = compareWithInductor(g, traceOf(true, {"no shared data", "no shared data"}));
  EXPECT_EQ(c.kernelsMatching, 2);
  EXPECT_EQ(c.kernelsTotal, 2);
  EXPECT_EQ(c.fusionPrefix, 1);
  EXPECT_EQ(c.fusionsTotal, 1);
  EXPECT_EQ(c.rejectionsMatched, 2);
  EXPECT_EQ(c.rejectionsTotal, 2);
  EXPECT_DOUBLE_EQ(c.reasonMatchPercent(), 100.0);
  EXPECT_TRUE(c.missingRejections.empty());
  EXPECT_TRUE(c.extraRejections.empty());
  EXPECT_TRUE(c.identical());
}

TEST(ScheduleCompare, MissingFusionAndWrongReasonAreReported) {
  Graph g = threeNodeGraph();
  auto c = compareWithInductor(g, traceOf(false, {"exceeds max fusion"}));
  EXPECT_EQ(c.kernelsMatching, 1);  // op2 alone
  EXPECT_EQ(c.fuseScopeKernels, 3);
  EXPECT_EQ(c.fusionPrefix, 0);
  EXPECT_EQ(c.fuseScopeFusions, 0);
  EXPECT_EQ(c.missingKernels.size(), 1u);
  EXPECT_EQ(c.extraKernels.size(), 2u);
  EXPECT_EQ(c.rejectionsMatched, 0);
  EXPECT_EQ(c.missingRejections.size(), 2u);
  ASSERT_EQ(c.extraRejections.size(), 1u);
  EXPECT_EQ(c.extraRejections[0].reason, "exceeds max fusion");
  EXPECT_FALSE(c.identical());
  EXPECT_NE(c.firstDivergence.find("fusing op0 with op1"), std::string::npos);
}

TEST(ScheduleCompare, RejectionsAreCountedAsMultisets) {
  Graph g = threeNodeGraph();
  auto c = compareWithInductor(g, traceOf(true, {"no shared data"}));  // one of the two lines
  EXPECT_EQ(c.rejectionsMatched, 1);
  EXPECT_EQ(c.missingRejections.size(), 1u);
  EXPECT_DOUBLE_EQ(c.reasonMatchPercent(), 50.0);
  EXPECT_TRUE(c.identical());  // kernels and fusion sequence decide identity
}

TEST(ScheduleCompareCli, ExitCodes) {
  const std::string cli = FUSESCOPE_CLI_PATH;
  const std::string capture = (testdata::testCaptures() / "mlp_ln" / "0_inference_0.0").string();
  auto run = [&](const std::string& args) {
    int status = std::system((cli + " " + args + " > /dev/null 2>&1").c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  };
  if (!std::filesystem::exists(cli)) GTEST_SKIP() << "no fusescope-cli at " << cli;
  std::string probe;
  if (FILE* p = popen((cli + " compare 2>&1").c_str(), "r")) {
    char buf[256];
    while (fgets(buf, sizeof buf, p)) probe += buf;
    pclose(p);
  }
  if (probe.find("unknown command") != std::string::npos)
    GTEST_SKIP() << "fusescope-cli has no compare command registered yet";
  EXPECT_EQ(run("compare " + capture), 0);
  EXPECT_EQ(run("compare " + capture + " --json"), 0);
  EXPECT_EQ(run("compare " + capture + " --set max_fusion_size=1"), 1);  // nothing can fuse: differs
  EXPECT_EQ(run("compare " + capture + " --set no_such_knob=1"), 2);
  EXPECT_EQ(run("compare /nonexistent/path"), 2);
  EXPECT_EQ(run("compare " + capture + " --policy no-such-policy"), 2);
}
