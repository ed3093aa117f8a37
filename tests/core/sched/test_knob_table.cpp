// The knob table (sched/knob_table.h) is the one place a knob is described: SchedulerConfig's set/get, whatif's
// candidates and --help read it. Its "read by" column is checked against the schedulers themselves: a knob a
// policy does not read must leave that policy's whole trace unchanged, on real captures with templates and
// reductions, and on the CUTLASS EVT template graph the seed's backend reads.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "analysis/knob_candidates.h"
#include "capture_test_data.h"
#include "graph/graph_json.h"
#include "import/capture_loader.h"
#include "sched/knob_table.h"
#include "sched/scheduler.h"

namespace fs = std::filesystem;
using namespace fusescope;
using namespace fusescope::sched;

namespace {

// Everything a trace decides, in one string: every decision (pair, score, verdict, reason), the kernels, the notes.
std::string fingerprint(const Trace& t) {
  std::string out;
  for (const Decision& d : t.decisions)
    out += fmt::format("{} {} {} {} {} {}|{}\n", d.round, static_cast<int>(d.phase), t.name(d.node1), t.name(d.node2),
                       describe(d.score), static_cast<int>(d.verdict), d.reason);
  for (const Kernel& k : t.kernels) out += t.name(k.node) + " " + k.backend + "\n";
  for (const std::string& n : t.notes) out += n + "\n";
  return out;
}

// A value other than the default, as --set takes it.
std::string otherValue(const KnobSpec& knob) {
  const std::string def = SchedulerConfig{}.get(knob.name);
  if (knob.type == KnobType::Bool) return def == "true" ? "false" : "true";
  if (knob.type == KnobType::ReleaseBool) return "true";  // the default is "default": the release's
  return knob.type == KnobType::OptionalInt && def == "None" ? "2" : std::to_string(knob.minimum + 1);
}

std::vector<Graph> graphsWithEveryRule() {
  std::vector<Graph> out;
  for (const fs::path& folder : testdata::testDataGraphs())
    for (const char* name : {"mm_epilogue_autotune", "bf16_prologue_autotune", "reductions", "gpt2_train"})
      if (folder.parent_path().filename() == name) out.push_back(loadCaptureFolder(folder));
  out.push_back(graphFromJson(nlohmann::json::parse(testdata::readFile(fs::path(FUSESCOPE_TEST_DATA) / "templates/cutlass_evt_gemm.json")),
                              "cutlass_evt_gemm.json"));
  return out;
}

}  // namespace

TEST(KnobTable, EveryRowRoundTripsThroughSchedulerConfig) {
  std::vector<std::string> names;
  for (const KnobSpec& knob : knobTable()) {
    SCOPED_TRACE(knob.name);
    names.push_back(knob.name);
    ASSERT_EQ(findKnob(knob.name), &knob);
    SchedulerConfig c;
    const std::string v = otherValue(knob);
    c.set(knob.name, v);
    EXPECT_EQ(c.get(knob.name), v);
    EXPECT_NE(c, SchedulerConfig{});   // the row writes its own field
    c.set(knob.name, SchedulerConfig{}.get(knob.name));
    EXPECT_EQ(c, SchedulerConfig{});
    if (knob.type != KnobType::Bool) {
      EXPECT_THROW(c.set(knob.name, std::to_string(knob.minimum - 1)), std::invalid_argument);
      EXPECT_THROW(c.set(knob.name, "12abc"), std::invalid_argument);
    } else {
      EXPECT_THROW(c.set(knob.name, "maybe"), std::invalid_argument);
    }
    EXPECT_NE(knobHelpText().find("  " + knob.name + "  "), std::string::npos);
    EXPECT_FALSE(knob.help.empty());
  }
  EXPECT_EQ(SchedulerConfig::keys(), names);
  EXPECT_EQ(std::set<std::string>(names.begin(), names.end()).size(), names.size());
  // An alias sets the same field; None is an OptionalInt's "no limit".
  SchedulerConfig c;
  c.set("cutlass_epilogue_fusion_enabled", "false");
  EXPECT_EQ(c.get("cuda.cutlass_epilogue_fusion_enabled"), "false");
  c.set("max_fusion_unique_io_buffers", "8");
  c.set("max_fusion_unique_io_buffers", "None");
  EXPECT_EQ(c.maxFusionUniqueIoBuffers, 0);
  EXPECT_THROW(c.set("max_fusion_size", "None"), std::invalid_argument);
}

TEST(KnobTable, AKnobAPolicyDoesNotReadLeavesItsTraceUnchanged) {
  int checked = 0;
  for (const Graph& g : graphsWithEveryRule()) {
    for (const std::string policy : {"seed", "inductor-2.11"}) {
      const std::string base = fingerprint(runScheduler(g, SchedulerConfig{}, policy));
      for (const KnobSpec& knob : knobTable()) {
        if (policyReads(knob, policy)) continue;
        SCOPED_TRACE(g.name + " " + policy + " " + knob.name);
        SchedulerConfig c;
        c.set(knob.name, otherValue(knob));
        EXPECT_EQ(fingerprint(runScheduler(g, c, policy)), base);
        ++checked;
      }
    }
  }
  EXPECT_GE(checked, 5 * 10);
}

// The other direction for the knobs whose rule these graphs reach: each changes some trace of a policy that
// reads it (a "read by" column that named a reader wrongly would leave them all unchanged).
TEST(KnobTable, AKnobAPolicyReadsChangesSomeTrace) {
  const std::vector<Graph> graphs = graphsWithEveryRule();
  for (const char* name : {"max_fusion_size", "aggressive_fusion", "epilogue_fusion", "fusion_proximity_limit",
                           "cuda.cutlass_epilogue_fusion_enabled", "score_fusion_memory_threshold",
                           "loop_ordering_after_fusion", "triton.mix_order_reduction"}) {
    const KnobSpec* knob = findKnob(name);
    ASSERT_NE(knob, nullptr) << name;
    bool changed = false;
    for (const std::string policy : {"seed", "inductor-2.11"}) {
      if (!policyReads(*knob, policy)) continue;
      SchedulerConfig c;
      // Limits are pushed far enough to bite on these small graphs.
      const std::map<std::string, std::string> biting = {
          {"fusion_proximity_limit", "0"}, {"max_fusion_size", "2"}, {"score_fusion_memory_threshold", "1000000"}};
      c.set(knob->name, biting.count(knob->name) ? biting.at(knob->name) : otherValue(*knob));
      for (const Graph& g : graphs)
        changed = changed || fingerprint(runScheduler(g, c, policy)) != fingerprint(runScheduler(g, SchedulerConfig{}, policy));
    }
    EXPECT_TRUE(changed) << name;
  }
}

TEST(KnobTable, WhatIfTriesOnlyKnobsThePolicyReadsWhereTheirRuleCanFire) {
  const Graph templates = graphsWithEveryRule().front();   // bf16_prologue_autotune: templates and their neighbours
  auto keysOf = [](const std::vector<analysis::KnobChange>& changes) {
    std::set<std::string> out;
    for (const auto& c : changes) out.insert(c.key);
    return out;
  };
  const auto later = keysOf(analysis::candidateChanges(SchedulerConfig{}, "inductor-2.11", templates));
  EXPECT_TRUE(later.count("epilogue_fusion"));
  EXPECT_TRUE(later.count("prologue_fusion"));
  EXPECT_FALSE(later.count("cuda.cutlass_epilogue_fusion_enabled"));   // only the seed's CUTLASS backend reads it
  EXPECT_FALSE(later.count("fusion_proximity_limit"));                 // 2.11 hard-codes 64
  EXPECT_FALSE(later.count("unbacked_symint_fallback"));
  const auto seed = keysOf(analysis::candidateChanges(SchedulerConfig{}, "seed", templates));
  EXPECT_TRUE(seed.count("cuda.cutlass_epilogue_fusion_enabled"));
  EXPECT_FALSE(seed.count("prologue_fusion"));
  EXPECT_TRUE(analysis::candidateChanges(SchedulerConfig{}, "recorded", templates).empty());
  for (const auto& c : analysis::candidateChanges(SchedulerConfig{}, "inductor-2.11", templates))
    EXPECT_NE(c.value, SchedulerConfig{}.get(c.key)) << c.key;   // never the base value again
}

TEST(KnobTable, DefaultsAreGivenOnlyForThePoliciesThatReadTheKnob) {
  EXPECT_EQ(knobDefault(*findKnob("max_fusion_size"), "seed"), "64");
  EXPECT_EQ(knobDefault(*findKnob("max_fusion_size"), "inductor-2.11"), "64");
  EXPECT_EQ(knobDefault(*findKnob("prologue_fusion"), "seed"), std::nullopt);
  EXPECT_EQ(knobDefault(*findKnob("max_fusion_unique_io_buffers"), "inductor-2.11"), "None");
  EXPECT_EQ(knobDefault(*findKnob("fusion_proximity_limit"), "inductor-2.11"), std::nullopt);
  EXPECT_EQ(findKnob("no_such_knob"), nullptr);
}
