// The policy's own shared-data measure behind "Why not fused?": score_fusion_memory of the deciding
// decision's pair in the state the scheduler had then, and Inductor's decide_fusion_fail_reason for every
// buffer both sides use that does not count, on real captures; and the same in `fusescope-cli why --json`.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "analysis/explain_pair.h"
#include "capture_test_data.h"
#include "import/capture_loader.h"
#include "run_command.h"
#include "sched/policy.h"
#include "sched/scheduler.h"

using namespace fusescope;
using namespace fusescope::analysis;

namespace {

const PairFact* fact(const PairExplanation& e, const std::string& name) {
  for (const auto& f : e.facts)
    if (f.name == name) return &f;
  return nullptr;
}

std::string category(const std::string& reason) { return reason.substr(0, reason.find(':')); }

}  // namespace

// Every "no shared data" refusal is one the policy's measure agrees with: nothing counted, before or after
// reordering loops or inverting indexing, and each buffer the two sides both use gets one of Inductor's
// decide_fusion_fail_reason answers. The shared buffer names alone would have said "shared".
TEST(SharedDataReport, NoSharedDataRefusalsAreExplainedBufferByBuffer) {
  const std::set<std::string> categories{"not MemoryDep", "different numel", "broadcast", "different offset",
                                         "Mismatch loop orders", "Unknown reason"};
  std::set<std::string> seen;
  int withCommonBuffers = 0;
  for (const char* name : {"gpt2_train/0_backward_3.1", "unet_block_train/0_backward_3.1",
                           "mobilenet_v3_small_inf/0_inference_0.0", "cpu_ma_glu_inf/0_inference_0.0"}) {
    SCOPED_TRACE(name);
    const Graph g = loadCaptureFolder(testdata::testCaptures() / name);
    const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
    int checked = 0, refusals = 0;
    for (size_t i = 0; i < t.decisions.size(); ++i) {
      const sched::Decision& d = t.decisions[i];
      if (d.verdict != sched::Verdict::Rejected || d.reason != "no shared data" || refusals++ % 4 != 0) continue;
      const PairExplanation e =
          explainPair(g, t, t.node(d.node1).members.front(), t.node(d.node2).members.front(), static_cast<int>(i) + 1);
      ASSERT_EQ(e.decision, static_cast<int>(i));
      ASSERT_TRUE(e.sharedData.has_value()) << t.name(d.node1) << " + " << t.name(d.node2);
      const sched::SharedDataReport& r = *e.sharedData;
      EXPECT_EQ(r.node1, t.name(d.node1));
      EXPECT_EQ(r.node2, t.name(d.node2));
      EXPECT_EQ(r.best(), 0) << r.node1 << " + " << r.node2;
      EXPECT_TRUE(r.counted.empty());
      const PairFact* f = fact(e, "shared data");
      ASSERT_NE(f, nullptr);
      EXPECT_FALSE(f->ok) << f->detail;
      for (const auto& m : r.mismatches) {
        EXPECT_TRUE(categories.count(category(m.reason))) << m.buffer << ": " << m.reason;
        seen.insert(category(m.reason));
        // Each is a buffer both groups' printed dependencies name.
        EXPECT_TRUE(std::find(e.sharedBuffers.begin(), e.sharedBuffers.end(), m.buffer) != e.sharedBuffers.end()) << m.buffer;
      }
      if (!r.mismatches.empty()) ++withCommonBuffers;
      ++checked;
    }
    EXPECT_GT(checked, 0);
  }
  EXPECT_GT(withCommonBuffers, 0);
  EXPECT_TRUE(seen.count("Mismatch loop orders"));
  EXPECT_TRUE(seen.count("different numel"));
}

// GPT-2's backward: op1 reads buf0 as d0, d1, d2 over (4, 128, 256), op4 over (4, 256, 128) with the last two
// swapped: the same elements in another loop order, as ir_pre_fusion.txt prints both dependencies.
TEST(SharedDataReport, TheMismatchQuotesBothDependenciesAsInductorPrintsThem) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "gpt2_train/0_backward_3.1");
  const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
  const PairExplanation e = explainPair(g, t, g.findNode("op1")->id, g.findNode("op4")->id, 10);
  ASSERT_EQ(e.reason, "no shared data");
  ASSERT_TRUE(e.sharedData.has_value());
  ASSERT_EQ(e.sharedData->mismatches.size(), 1u);
  EXPECT_EQ(e.sharedData->mismatches[0].buffer, "buf0");
  EXPECT_EQ(e.sharedData->mismatches[0].reason,
            "Mismatch loop orders: MemoryDep('buf0', 32768*d0 + 256*d1 + d2, {d0: 4, d1: 128, d2: 256}) v.s. "
            "MemoryDep('buf0', 32768*d0 + d1 + 256*d2, {d0: 4, d1: 256, d2: 128})");
}

// A pair fused in the reorder round after an earlier candidate reordered its loops: the measure is taken in
// that state (the reordered loops count), not on the nodes as first built, so a fusion always shares data.
TEST(SharedDataReport, AFusionInTheReorderRoundIsMeasuredOnTheReorderedLoops) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "unet_block_train/0_backward_3.1");
  const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
  int checked = 0;
  for (const auto& f : t.fusions) {
    const std::optional<sched::DecisionProbe> probe =
        sched::makePolicy("inductor-2.11")->probeDecision(g, t.config, f.decision);
    ASSERT_TRUE(probe.has_value());
    EXPECT_FALSE(probe->rule.has_value());  // a fusion has no refusing rule
    const std::optional<sched::SharedDataReport>& r = probe->sharedData;
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->node1, t.name(f.node1));
    EXPECT_EQ(r->node2, t.name(f.node2));
    EXPECT_GT(r->best(), 0) << r->node1 << " + " << r->node2;
    ++checked;
  }
  EXPECT_GT(checked, 0);
  // op107 + op128_op149: refused twice for no shared data, then reordered into a candidate and fused.
  const PairExplanation e = explainPair(g, t, g.findNode("op107")->id, g.findNode("op128")->id);
  ASSERT_EQ(e.outcome, PairOutcome::Fused);
  ASSERT_TRUE(e.sharedData.has_value());
  EXPECT_GT(e.sharedData->score, 0);
  EXPECT_EQ(e.sharedData->counted, std::vector<std::string>{"buf106"});
  EXPECT_TRUE(fact(e, "shared data")->ok);
}

// The seed policy (2023) reports no measure: the fact falls back to the buffer names, and says so by name.
TEST(SharedDataReport, APolicyWithoutTheMeasureFallsBackToBufferNames) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "gpt2_train/0_backward_3.1");
  const sched::Trace t = sched::runScheduler(g, {}, "seed");
  ASSERT_FALSE(t.decisions.empty());
  EXPECT_FALSE(sched::makePolicy("seed")->probeDecision(g, t.config, 0).has_value());
  const auto& d = t.decisions.front();
  const PairExplanation e = explainPair(g, t, t.node(d.node1).members.front(), t.node(d.node2).members.front(), 1);
  EXPECT_FALSE(e.sharedData.has_value());
  ASSERT_NE(fact(e, "shared data"), nullptr);
}

// A CPU pair is judged by the C++ backend's loop sizes, not by the SIMD backends' (numel, rnumel).
TEST(SharedDataReport, ACpuPairsSizesAreTheCppBackendsLoops) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "cpu_ma_glu_inf/0_inference_0.0");
  const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
  const PairExplanation e = explainPair(g, t, g.findNode("op0")->id, g.findNode("op1")->id);
  EXPECT_EQ(fact(e, "(numel, rnumel)"), nullptr);
  const PairFact* sizes = fact(e, "loop sizes (C++ backend)");
  ASSERT_NE(sizes, nullptr);
  EXPECT_NE(sizes->detail.find("outer-loop fusion"), std::string::npos) << sizes->detail;
  ASSERT_TRUE(e.sharedData.has_value());
  ASSERT_FALSE(e.sharedData->mismatches.empty());
  EXPECT_EQ(e.sharedData->mismatches[0].reason, "different numel: 131072 v.s. 65536");
}

TEST(WhyCli, JsonCarriesThePolicysSharedDataMeasure) {
  const auto folder = testdata::testCaptures() / "gpt2_train/0_backward_3.1";
  const auto r = testdata::runCli("why --json --step 10 '" + folder.string() + "' op1 op4");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  const auto j = nlohmann::json::parse(r.output);
  ASSERT_TRUE(j["shared_data"].is_object());
  EXPECT_EQ(j["shared_data"]["node1"], "op1");
  EXPECT_EQ(j["shared_data"]["score"], 0);
  ASSERT_EQ(j["shared_data"]["mismatches"].size(), 1u);
  EXPECT_EQ(j["shared_data"]["mismatches"][0]["buffer"], "buf0");
  // The fact in "checks" carries the same buffers as its rows: what the text and the dialogs print.
  int withRows = 0;
  for (const auto& c : j["checks"]) {
    if (c["rows"].empty()) continue;
    ++withRows;
    EXPECT_EQ(c["name"], "shared data");
    EXPECT_EQ(c["rows_heading"], "why it does not count (node1 op1 v.s. node2 op4)");
    ASSERT_EQ(c["rows"].size(), 1u);
    EXPECT_EQ(c["rows"][0]["subject"], "buf0");
    EXPECT_EQ(c["rows"][0]["text"], j["shared_data"]["mismatches"][0]["reason"]);
  }
  EXPECT_EQ(withRows, 1) << r.output;
  const auto text = testdata::runCli("why --step 10 '" + folder.string() + "' op1 op4");
  EXPECT_NE(text.output.find("buf0: Mismatch loop orders: MemoryDep('buf0'"), std::string::npos) << text.output;
  const auto seed = testdata::runCli("why --json --policy seed '" + folder.string() + "' op1 op4");
  ASSERT_EQ(seed.exitCode, 0) << seed.output;
  EXPECT_TRUE(nlohmann::json::parse(seed.output)["shared_data"].is_null());
}
