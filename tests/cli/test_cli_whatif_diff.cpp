// fusescope-cli whatif and diff, run as a user runs them on real captures: JSON shape, exit codes, and
// exit 2 with a message naming the input for unknown nodes, bad paths and captures of different models.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include <nlohmann/json.hpp>
#include <filesystem>
#include <string>

#include "analysis/kernel_cost.h"
#include "capture_test_data.h"
#include "codegen/kernel_metrics.h"
#include "import/capture_loader.h"
#include "knob_variant_pairs.h"
#include "run_command.h"

namespace {

using fusescope::testdata::RunResult;
using fusescope::testdata::runCli;

std::string gpt2Backward() { return (fusescope::testdata::testCaptures() / "gpt2_train/0_backward_3.1").string(); }
// gpt2 backward captured with combo_kernels=True: real Inductor groups more nodes per kernel.
std::string gpt2Combo() {
  return (fusescope::testdata::knobRoot() / "gpt2-combo/gpt2_train/0_backward_3.1").string();
}

// The first pair real Inductor put in one kernel only under combo_kernels=True.
std::pair<std::string, std::string> comboPair() {
  const auto g0 = fusescope::loadCaptureFolder(gpt2Backward());
  const auto g1 = fusescope::loadCaptureFolder(gpt2Combo());
  return fusescope::testdata::pairsOnlyFusedIn(fusescope::testdata::recordedKernels(g1),
                                               fusescope::testdata::recordedKernels(g0))
      .at(0);
}

}  // namespace

TEST(CliWhatIf, JsonProposalsForARealPair) {
  const auto [x, y] = comboPair();
  const RunResult r = runCli("whatif " + gpt2Backward() + " " + x + " " + y + " --json");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  const auto j = nlohmann::json::parse(r.output);
  EXPECT_EQ(j["a"], x);
  EXPECT_EQ(j["b"], y);
  EXPECT_FALSE(j["together_at_base"].get<bool>());
  ASSERT_FALSE(j["proposals"].empty());
  bool combo = false;
  for (const auto& p : j["proposals"]) {
    for (const char* key : {"set", "kernel", "kernels_delta", "bytes_delta", "runtime_delta_us", "changed_groups"})
      EXPECT_TRUE(p.contains(key)) << key;
    for (const auto& s : p["set"]) combo = combo || s == "combo_kernels=true";
  }
  EXPECT_TRUE(combo);
  EXPECT_EQ(j["tried"].size(), j["runs"].get<size_t>() + 1);
  // The text prints core's runtime texts for the JSON's numbers (the What-if dialog shows the same).
  const RunResult text = runCli("whatif " + gpt2Backward() + " " + x + " " + y);
  ASSERT_EQ(text.exitCode, 0) << text.output;
  EXPECT_NE(text.output.find(fusescope::codegen::durationText(j["base"]["runtime_us"].get<double>()) + " estimated"),
            std::string::npos) << text.output;
  EXPECT_NE(text.output.find(", runtime " +
                             fusescope::codegen::durationDeltaText(j["proposals"][0]["runtime_delta_us"].get<double>()) + "\n"),
            std::string::npos) << text.output;
}

// A kernel the runtime model has no estimate for (CPU, extern) is never summed in as 0: a total says how
// many kernels it covers, and a change touching such a kernel has no estimate rather than a partial one.
TEST(KernelCost, RuntimeTextsNeverPresentAMissingEstimateAsZero) {
  using fusescope::analysis::KernelCost;
  KernelCost cpu;
  cpu.kernels = 3;
  cpu.unestimated = 3;
  cpu.noEstimateReason = "not a CUDA kernel";
  EXPECT_EQ(fusescope::analysis::runtimeText(cpu), "no runtime estimate (not a CUDA kernel)");
  KernelCost gpu;
  gpu.kernels = 2;
  gpu.runtimeUs = 4.29;
  EXPECT_EQ(fusescope::analysis::runtimeText(gpu), "4.29 µs estimated");
  KernelCost mixed = gpu;
  mixed += cpu;
  EXPECT_EQ(mixed.kernels, 5);
  EXPECT_EQ(fusescope::analysis::runtimeText(mixed), "4.29 µs estimated for 2 of 5 kernels (3 have none)");
  KernelCost removed;
  removed.kernels = 1;
  removed.runtimeUs = 5.52;
  EXPECT_EQ(fusescope::analysis::runtimeDeltaText(gpu, removed), "-1.23 µs");
  EXPECT_EQ(fusescope::analysis::runtimeDeltaText(mixed, removed), "no estimate (not a CUDA kernel)");
}

TEST(CliWhatIf, ACpuGraphsRuntimeIsNoEstimateNotZero) {
  const std::string cpu = (fusescope::testdata::testCaptures() / "cpu_ma_glu_inf/0_inference_0.0").string();
  const RunResult r = runCli("whatif " + cpu + " op0 op1");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("no runtime estimate (not a CUDA kernel)"), std::string::npos) << r.output;
  EXPECT_EQ(r.output.find("0 ns"), std::string::npos) << r.output;
  const RunResult j = runCli("whatif " + cpu + " op0 op1 --json");
  ASSERT_EQ(j.exitCode, 0) << j.output;
  const auto json = nlohmann::json::parse(j.output);
  EXPECT_EQ(json["base"]["unestimated_kernels"], json["base"]["kernels"]);
  for (const auto& p : json["proposals"]) EXPECT_TRUE(p["runtime_delta_us"].is_null()) << p.dump();
  // No setting fuses them; the shared-data fact carries why each common buffer does not count.
  const nlohmann::json* shared = nullptr;
  for (const auto& f : json["blocking_facts"])
    if (f["name"] == "shared data") shared = &f;
  ASSERT_NE(shared, nullptr) << j.output;
  EXPECT_EQ((*shared)["rows_subject"], "buffer");
  ASSERT_EQ((*shared)["rows"].size(), 1u) << j.output;
  EXPECT_EQ((*shared)["rows"][0]["subject"], "buf0");
  EXPECT_EQ((*shared)["rows"][0]["text"], "different numel: 131072 v.s. 65536");
  EXPECT_NE(r.output.find("      buf0: different numel: 131072 v.s. 65536\n"), std::string::npos) << r.output;
}

TEST(CliWhatIf, TextNamesTheBlockingRule) {
  const RunResult r = runCli("whatif " + gpt2Backward() + " op0 op1");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("no tried setting puts them in one kernel"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("fusable kinds"), std::string::npos) << r.output;
}

TEST(CliWhatIf, UnknownNodeIsExit2NamingTheCapture) {
  const RunResult r = runCli("whatif " + gpt2Backward() + " op1 op99999");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("no node named 'op99999'"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find(gpt2Backward()), std::string::npos) << r.output;
  EXPECT_EQ(runCli("whatif " + gpt2Backward() + " op1").exitCode, 2);
  EXPECT_EQ(runCli("whatif " + gpt2Backward() + " op1 op2 --max-runs lots").exitCode, 2);
}

TEST(CliDiff, DefaultAgainstComboKernels) {
  const RunResult r = runCli("diff " + gpt2Backward() + " " + gpt2Combo() + " --json");
  ASSERT_EQ(r.exitCode, 1) << r.output;  // the kernels differ
  const auto j = nlohmann::json::parse(r.output);
  EXPECT_EQ(j["kernels_from"], "inductor");
  EXPECT_EQ(j["decisions_from"], "fusion.log");
  const auto g0 = fusescope::loadCaptureFolder(gpt2Backward());
  const auto g1 = fusescope::loadCaptureFolder(gpt2Combo());
  const auto realA = fusescope::testdata::recordedKernels(g0), realB = fusescope::testdata::recordedKernels(g1);
  std::set<fusescope::testdata::NameSet> onlyA, onlyB;
  for (const auto& k : j["only_in_a"]) onlyA.insert(k.get<fusescope::testdata::NameSet>());
  for (const auto& k : j["only_in_b"]) onlyB.insert(k.get<fusescope::testdata::NameSet>());
  for (const auto& k : realA) EXPECT_EQ(onlyA.count(k), realB.count(k) ? 0u : 1u);
  for (const auto& k : realB) EXPECT_EQ(onlyB.count(k), realA.count(k) ? 0u : 1u);
  EXPECT_EQ(j["matched_nodes"].size(), g0.nodes.size());
  EXPECT_TRUE(j["unmatched_nodes"]["a"].empty());
  ASSERT_FALSE(j["regions"].empty());
  EXPECT_TRUE(j["regions"][0].contains("only_in_a"));
}

TEST(CliDiff, SameCaptureIsExit0) {
  const RunResult r = runCli("diff " + gpt2Backward() + " " + gpt2Backward());
  EXPECT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("SAME KERNELS"), std::string::npos) << r.output;
}

TEST(CliDiff, DifferentModelsAndBadInputAreExit2) {
  const std::string reductions = (fusescope::testdata::testCaptures() / "reductions/0_inference_0.0").string();
  const RunResult r = runCli("diff " + gpt2Backward() + " " + reductions);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("not captures of the same model"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find(reductions), std::string::npos) << r.output;
  const RunResult missing = runCli("diff " + gpt2Backward() + " /nonexistent/capture");
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_NE(missing.output.find("/nonexistent/capture"), std::string::npos) << missing.output;
  EXPECT_EQ(runCli("diff " + gpt2Backward()).exitCode, 2);
}

// A folder with several graphs: each side picks its own with --graph-a / --graph-b.
TEST(CliDiff, EachSidePicksItsGraph) {
  if (!fusescope::testdata::haveSharedCaptures()) GTEST_SKIP() << "../shared/captures not found";
  const std::string root = (fusescope::testdata::sharedCaptures() / "gpt2_train").string();
  const std::string combo = (fusescope::testdata::knobRoot() / "gpt2-combo/gpt2_train").string();
  const RunResult ambiguous = runCli("diff " + root + " " + combo);
  EXPECT_EQ(ambiguous.exitCode, 2);
  EXPECT_NE(ambiguous.output.find("--graph-a NAME"), std::string::npos) << ambiguous.output;
  const RunResult r = runCli("diff " + root + " " + combo + " --graph-a 0_backward_3.1 --graph-b 0_backward_3.1 --json");
  EXPECT_EQ(r.exitCode, 1) << r.output;
  EXPECT_FALSE(nlohmann::json::parse(r.output)["only_in_b"].empty());
  const RunResult w = runCli("whatif " + root + " op1 op4 --graph 0_backward_3.1 --json");
  ASSERT_EQ(w.exitCode, 0) << w.output;
  EXPECT_EQ(nlohmann::json::parse(w.output)["proposals"][0]["set"][0], "combo_kernels=true");
}

// Two profiled runs of one model (tests/data/profiles/mlp_pair: B sets max_fusion_size=2): diff finds the
// traces fusescope-capture recorded beside both captures and measures each region where the schedules
// part on both sides; the regions' changes add up to (most of) the change of the whole graph call.
TEST(CliDiff, TwoProfiledRunsMeasureEachRegion) {
  const auto root = std::filesystem::path(FUSESCOPE_TEST_DATA) / "profiles/mlp_pair";
  const std::string a = (root / "a/torch_compile_debug").string(), b = (root / "b/torch_compile_debug").string();
  const RunResult r = runCli("diff " + a + " " + b + " --json");
  ASSERT_EQ(r.exitCode, 1) << r.output;   // the kernels differ
  const auto j = nlohmann::json::parse(r.output.substr(r.output.find('{')));
  ASSERT_TRUE(j.contains("measured")) << r.output;
  const auto& m = j["measured"];
  EXPECT_EQ(m["calls"]["a"], 5);
  EXPECT_EQ(m["calls"]["b"], 5);
  const double graphDelta = m["gpu_us_per_call"]["b"].get<double>() - m["gpu_us_per_call"]["a"].get<double>();
  EXPECT_GT(graphDelta, 0.0) << "splitting four LayerNorm kernels must cost time";
  ASSERT_EQ(j["regions"].size(), 4u);
  double regionsDelta = 0.0;
  for (const auto& region : j["regions"]) {
    ASSERT_TRUE(region["parted"].get<bool>());
    EXPECT_EQ(region["parting"]["b"]["reason"], "exceeds max fusion");
    const auto& rm = region["measured"];
    EXPECT_EQ(rm["a"]["kernels"].size(), 1u);   // A: one kernel for the three nodes
    EXPECT_EQ(rm["b"]["kernels"].size(), 2u);   // B: two
    EXPECT_GT(rm["delta_us"].get<double>(), 0.0);
    EXPECT_NEAR(rm["delta_us"].get<double>(), rm["b"]["us_per_call"].get<double>() - rm["a"]["us_per_call"].get<double>(), 1e-9);
    regionsDelta += rm["delta_us"].get<double>();
  }
  // What the regions do not hold is kernels both runs form; their time holds within noise.
  EXPECT_GT(regionsDelta, 0.5 * graphDelta);
  EXPECT_LT(regionsDelta, 1.5 * graphDelta);

  // The text says it per region, beside the decision; one trace alone is a usage error.
  const RunResult text = runCli("diff " + a + " " + b);
  EXPECT_NE(text.output.find("measured a call: A "), std::string::npos) << text.output;
  EXPECT_NE(text.output.find("measured GPU time a call: A "), std::string::npos) << text.output;
  const RunResult one = runCli("diff " + a + " " + b + " --trace-a " + (root / "a/profile/trace_rank0_pid708.json.gz").string());
  EXPECT_EQ(one.exitCode, 2) << one.output;
  EXPECT_NE(one.output.find("--trace-b"), std::string::npos) << one.output;
}

// A combo-kernel proposal forms and replaces many groups, each named after its nodes: the text names a
// screenful at most and says how many more --json lists (the JSON keeps every one).
TEST(CliWhatIf, TheTextIsBoundedAndTheJsonComplete) {
  const auto [x, y] = comboPair();
  const RunResult j = runCli("whatif " + gpt2Backward() + " " + x + " " + y + " --json");
  ASSERT_EQ(j.exitCode, 0) << j.output;
  const auto json = nlohmann::json::parse(j.output);
  const RunResult text = runCli("whatif " + gpt2Backward() + " " + x + " " + y);
  ASSERT_EQ(text.exitCode, 0) << text.output;
  std::istringstream lines(text.output);
  for (std::string line; std::getline(lines, line);) EXPECT_LE(line.size(), 240u) << line;
  size_t most = 0;
  for (const auto& p : json["proposals"]) {
    most = std::max(most, p["changed_groups"].size());
    if (p["changed_groups"].size() > 8)
      EXPECT_NE(text.output.find("(+" + std::to_string(p["changed_groups"].size() - 8) + " more; --json lists all)"), std::string::npos)
          << text.output;
  }
  EXPECT_GT(most, 8u);   // the combo proposal: more groups than a screen shows
}
