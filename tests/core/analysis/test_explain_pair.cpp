// explainPair: the policy's verdict and reason at a step, Inductor's logged line beside it, and the
// blocking path for cycle refusals, on real captures; and `fusescope-cli why`.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "analysis/explain_pair.h"
#include "analysis/logged_verdicts.h"
#include "capture_test_data.h"
#include "run_command.h"
#include "graph/node_edges.h"
#include "import/capture_loader.h"
#include "sched/scheduler.h"

using namespace fusescope;
using namespace fusescope::analysis;
namespace fs = std::filesystem;

namespace {

std::pair<int, std::string> cli(const std::string& args) {
  const auto r = fusescope::testdata::runCli(args);
  return {r.exitCode, r.output};
}

bool isCycleReason(const std::string& r) {
  return r.find("will create cycle") != std::string::npos || r.find("intermediate nodes") != std::string::npos;
}

}  // namespace

TEST(ExplainPair, EveryRefusalIsExplainedWithThePolicysReasonAndInductorsLine) {
  for (const char* name : {"gpt2_train/0_backward_3.1", "mutation/0_inference_0.0", "reductions/0_inference_0.0"}) {
    SCOPED_TRACE(name);
    const Graph g = loadCaptureFolder(testdata::testCaptures() / name);
    const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
    const LoggedVerdicts logged = alignWithFusionLog(g, t);
    int checked = 0, seen = 0;
    for (size_t i = 0; i < t.decisions.size(); ++i) {
      const auto& d = t.decisions[i];
      if (d.verdict != sched::Verdict::Rejected || seen++ % 5 != 0) continue;  // every fifth keeps it quick
      const NodeId a = t.node(d.node1).members.front(), b = t.node(d.node2).members.front();
      const PairExplanation e = explainPair(g, t, a, b, static_cast<int>(i) + 1);
      EXPECT_EQ(e.outcome, PairOutcome::Refused);
      EXPECT_EQ(e.decision, static_cast<int>(i));
      EXPECT_EQ(e.reason, d.reason);
      EXPECT_EQ(e.groupA, t.name(d.node1));
      EXPECT_EQ(e.groupB, t.name(d.node2));
      const int r = logged.perDecision[i].recorded;
      ASSERT_GE(r, 0);
      EXPECT_TRUE(e.inductorLogged);
      EXPECT_EQ(e.inductorReason, g.inductor.decisions[static_cast<size_t>(r)].reason);
      EXPECT_EQ(e.inductorLine, g.inductor.decisions[static_cast<size_t>(r)].line);
      ++checked;
    }
    EXPECT_GT(checked, 0);
  }
}

// whatif asks pairVerdict of every setting it runs: it must say what explainPair says after the whole trace,
// for fused pairs, refused ones, template retries and pairs never decided.
TEST(ExplainPair, TheVerdictAloneIsExplainPairsVerdict) {
  for (const char* name : {"gpt2_train/0_backward_3.1", "bf16_prologue_autotune/0_inference_0.0", "mutation/0_inference_0.0"}) {
    SCOPED_TRACE(name);
    const Graph g = loadCaptureFolder(testdata::testCaptures() / name);
    const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
    std::set<std::pair<NodeId, NodeId>> pairs;
    for (size_t i = 0; i < t.decisions.size() && pairs.size() < 60; i += 3)
      pairs.insert({t.node(t.decisions[i].node1).members.front(), t.node(t.decisions[i].node2).members.front()});
    pairs.insert({0, static_cast<NodeId>(g.nodes.size()) - 1});
    pairs.insert({1, 1});
    for (const auto& [a, b] : pairs) {
      const PairExplanation e = explainPair(g, t, a, b);
      const PairVerdict v = pairVerdict(t, a, b);
      EXPECT_EQ(v.outcome, e.outcome) << a << " " << b;
      EXPECT_EQ(v.reason, e.reason) << a << " " << b;
      EXPECT_EQ(v.decision, e.decision) << a << " " << b;
    }
  }
}

// A pair refused in its order is retried in the other when node2 is a template; that retry is refused by
// the order alone ("node1 must go before node2"). The explanation gives the refusal in the pair's own
// order, and Inductor's line for that one, while the list keeps both.
TEST(ExplainPair, ATemplatesRetryInTheOtherOrderDoesNotHideTheRefusal) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "bf16_prologue_autotune/0_inference_0.0");
  const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
  const LoggedVerdicts logged = alignWithFusionLog(g, t);
  const PairExplanation e = explainPair(g, t, g.findNode("op0")->id, g.findNode("op3")->id);
  EXPECT_EQ(e.outcome, PairOutcome::Refused);
  EXPECT_EQ(e.reason, "prologue fusion not implemented for kernel for these inputs");
  ASSERT_GE(e.decision, 0);
  const sched::Decision& d = t.decisions[static_cast<size_t>(e.decision)];
  EXPECT_EQ(t.name(d.node2), "op3");
  const sched::Decision& retry = t.decisions[static_cast<size_t>(e.decision) + 1];
  EXPECT_EQ(retry.reason, "node1 must go before node2");
  EXPECT_EQ(retry.node1, d.node2);
  EXPECT_EQ(e.decisions.back().decision, e.decision + 1);  // the retry is listed, last
  const int r = logged.perDecision[static_cast<size_t>(e.decision)].recorded;
  ASSERT_GE(r, 0);
  EXPECT_EQ(e.inductorReason, g.inductor.decisions[static_cast<size_t>(r)].reason);
}

TEST(ExplainPair, CycleRefusalsShowARealPathThroughOtherNodes) {
  int checked = 0;
  for (const char* name : {"gpt2_train/0_backward_3.1", "mutation/0_inference_0.0", "reductions/0_inference_0.0"}) {
    SCOPED_TRACE(name);
    const Graph g = loadCaptureFolder(testdata::testCaptures() / name);
    const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
    std::set<std::pair<NodeId, NodeId>> edges;
    for (const NodeEdge& e : nodeEdges(g)) edges.insert({e.from, e.to});
    for (size_t i = 0; i < t.decisions.size(); ++i) {
      const auto& d = t.decisions[i];
      if (d.verdict != sched::Verdict::Rejected || !isCycleReason(d.reason)) continue;
      const auto& m1 = t.node(d.node1).members;
      const auto& m2 = t.node(d.node2).members;
      const PairExplanation e = explainPair(g, t, m1.front(), m2.front(), static_cast<int>(i) + 1);
      ASSERT_GE(e.path.size(), 3u) << d.reason;  // one end, at least one node between, the other end
      std::vector<NodeId> ids;
      for (const auto& n : e.path) {
        ids.push_back(n.id);
        EXPECT_EQ(g.findNode(n.name)->id, n.id);  // the name and the id are the same node
      }
      for (size_t k = 0; k + 1 < ids.size(); ++k) EXPECT_TRUE(edges.count({ids[k], ids[k + 1]})) << e.path[k].name;
      auto in = [](const std::vector<NodeId>& v, NodeId n) { return std::find(v.begin(), v.end(), n) != v.end(); };
      const bool forward = in(m1, ids.front()) && in(m2, ids.back());
      const bool backward = in(m2, ids.front()) && in(m1, ids.back());
      EXPECT_TRUE(forward || backward);
      for (size_t k = 1; k + 1 < ids.size(); ++k) EXPECT_FALSE(in(m1, ids[k]) || in(m2, ids[k])) << e.path[k].name;
      EXPECT_FALSE(e.facts.empty());
      ++checked;
    }
  }
  EXPECT_GT(checked, 0);
}

// Asked after the fusion that joined them, a pair's facts are those of the two groups that fusion joined
// (of one group with itself they would say nothing), and a fusion the policy made passes them: the sizes
// are equal or an epilogue's / a loop's, and a vertical pair is not held to the horizontal proximity limit.
TEST(ExplainPair, AFusedPairsFactsAreOfTheGroupsTheFusionJoined) {
  for (const char* name : {"gpt2_train/0_backward_3.1", "reductions/0_inference_0.0", "unet_block_train/0_backward_3.1"}) {
    SCOPED_TRACE(name);
    const Graph g = loadCaptureFolder(testdata::testCaptures() / name);
    const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
    int checked = 0;
    for (const auto& f : t.fusions) {
      const NodeId a = t.node(f.node1).members.front(), b = t.node(f.node2).members.front();
      const PairExplanation e = explainPair(g, t, a, b);
      if (e.decision != f.decision) continue;  // a later decision on the pair (the same group) explains it
      EXPECT_EQ(e.outcome, PairOutcome::Fused);
      EXPECT_EQ(e.factsGroupA, t.name(f.node1));
      EXPECT_EQ(e.factsGroupB, t.name(f.node2));
      for (const PairFact& fact : e.facts) {
        if (fact.name == "(numel, rnumel)" || fact.name == "proximity" || fact.name == "shared data") {
          EXPECT_TRUE(fact.ok) << e.factsGroupA << " + " << e.factsGroupB << ": " << fact.name << ": " << fact.detail;
        }
      }
      EXPECT_TRUE(e.sharedData.has_value());  // the policy's own measure, in the fusion's state
      ++checked;
    }
    EXPECT_GT(checked, 0);
  }
}

TEST(ExplainPair, FusedNodesAndNodesNeverAskedAbout) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "gpt2_train" / "0_backward_3.1");
  const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
  ASSERT_FALSE(t.fusions.empty());
  const auto& f = t.fusions.front();
  const NodeId a = t.node(f.node1).members.front(), b = t.node(f.node2).members.front();
  EXPECT_EQ(explainPair(g, t, a, b).outcome, PairOutcome::Fused);
  EXPECT_EQ(explainPair(g, t, a, b, f.decision).outcome == PairOutcome::Fused, false);  // not yet at that step
  EXPECT_EQ(explainPair(g, t, a, a).outcome, PairOutcome::SameNode);
  EXPECT_THROW(explainPair(g, t, a, static_cast<NodeId>(g.nodes.size())), std::out_of_range);
}

TEST(WhyCli, JsonAnswersWithThePolicysVerdictAndInductorsReason) {
  const fs::path folder = testdata::testCaptures() / "gpt2_train" / "0_backward_3.1";
  const Graph g = loadCaptureFolder(folder);
  const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
  const sched::Decision* refusal = nullptr;
  for (const auto& d : t.decisions)
    if (d.verdict == sched::Verdict::Rejected && d.phase == sched::DecisionPhase::Candidate && d.round == 1) refusal = &d;
  ASSERT_NE(refusal, nullptr);
  const std::string a = t.name(refusal->node1), b = t.name(refusal->node2);
  auto [code, out] = cli("why --json '" + folder.string() + "' " + a + " " + b);
  ASSERT_EQ(code, 0) << out;
  const auto j = nlohmann::json::parse(out);
  for (const char* key : {"verdict", "reason", "inductor_reason", "checks", "path"}) EXPECT_TRUE(j.contains(key)) << key;
  const PairExplanation e = explainPair(g, t, g.findNode(a)->id, g.findNode(b)->id);
  EXPECT_EQ(j["verdict"], toString(e.outcome));
  EXPECT_EQ(j["reason"], e.reason);
  EXPECT_EQ(j["inductor_reason"], e.inductorReason);

  auto [bad, message] = cli("why '" + folder.string() + "' " + a + " op_does_not_exist");
  EXPECT_EQ(bad, 2);
  EXPECT_NE(message.find("op_does_not_exist"), std::string::npos);
}

// A blocking path names each node in the user's terms: what it is (an extern by the op it calls) and a line
// of the user's code, in the text and in the JSON alike.
TEST(WhyCli, TheBlockingPathSaysWhatEachNodeIsAndWhereItComesFrom) {
  const fs::path folder = testdata::testCaptures() / "gpt2_train" / "0_backward_3.1";
  auto [code, out] = cli("why --json '" + folder.string() + "' op3 op24");
  ASSERT_EQ(code, 0) << out;
  const auto j = nlohmann::json::parse(out);
  ASSERT_EQ(j["path"], nlohmann::json({"op8", "op9", "op13", "op14", "op18"})) << out;
  ASSERT_EQ(j["path_nodes"].size(), j["path"].size());
  for (size_t k = 0; k < j["path"].size(); ++k) {
    EXPECT_EQ(j["path_nodes"][k]["name"], j["path"][k]);
    EXPECT_FALSE(j["path_nodes"][k]["where"].get<std::string>().empty()) << j["path_nodes"][k].dump();
  }
  EXPECT_EQ(j["path_nodes"][1]["what"], "extern extern_kernels.mm");
  EXPECT_EQ(j["path_nodes"][4]["what"], "reduction aten.sum.dim_IntList (+2 more)");
  EXPECT_EQ(j["path_nodes"][3]["where"].get<std::string>().rfind("pytorch_utils.py:119 in forward: x = torch.addmm(", 0), 0u);
  auto [textCode, text] = cli("why '" + folder.string() + "' op3 op24");
  ASSERT_EQ(textCode, 0);
  // The mm's own line (the linear layer's addmm), not the dropout whose FX nodes its Source Nodes list first.
  EXPECT_NE(text.find("    op9      extern extern_kernels.mm  — pytorch_utils.py:119 in forward: x = torch.addmm("),
            std::string::npos) << text;
}
