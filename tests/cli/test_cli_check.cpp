// `fusescope-cli check` as CI runs it: exit 0 when every expectation holds, 1 when one fails (with the
// expectation's file:line and Inductor's logged reason in the output), 2 for a bad expectations file or
// usage; JUnit XML and JSON; --baseline against a real capture compiled with max_fusion_size=2.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "capture_test_data.h"
#include "run_command.h"
#include "scratch_dir.h"

using namespace fusescope::testdata;

namespace {

std::string q(const std::filesystem::path& p) { return "'" + p.string() + "'"; }

std::filesystem::path gpt2Root() { return testCaptures() / "gpt2_train"; }
std::filesystem::path reductions() { return testCaptures() / "reductions" / "0_inference_0.0"; }
std::filesystem::path reductionsMax2() {
  return std::filesystem::path(FUSESCOPE_TEST_DATA) / "knobs" / "red-maxsize2" / "reductions" / "0_inference_0.0";
}

std::filesystem::path write(const ScratchDir& dir, const std::string& name, const std::string& text) {
  std::ofstream(dir.path / name) << text;
  return dir.path / name;
}

}  // namespace

TEST(CliCheck, ExpectationsThatHoldExitZero) {
  ScratchDir dir("cli_check_ok");
  const auto file = write(dir, "checks.txt",
                          "graph 0_backward_3.1\n"
                          "fused sum_1, mul_29      # ln_f's backward reduction\n"
                          "apart op0 op1\n"
                          "max-kernels 65\n");
  const RunResult r = runCli("check " + q(gpt2Root()) + " --expect " + q(file));
  EXPECT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("3 of 3 expectations met — PASSED"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("from Inductor's recorded result"), std::string::npos) << r.output;
}

TEST(CliCheck, AFailingExpectationExitsOneWithItsLineAndInductorsReason) {
  ScratchDir dir("cli_check_fail");
  const auto file = write(dir, "checks.txt", "max-kernels 65\nfused modeling_gpt2.py:619\n");
  const auto junit = dir.path / "check.xml";
  const RunResult r = runCli("check " + q(gpt2Root() / "0_backward_3.1") + " --expect " + q(file) + " --junit " + q(junit));
  EXPECT_EQ(r.exitCode, 1) << r.output;
  EXPECT_NE(r.output.find(file.string() + ":2: FAIL fused modeling_gpt2.py:619"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("Inductor (fusion.log line "), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("refused: no shared data"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("1 of 2 expectations met"), std::string::npos) << r.output;
  const std::string xml = readFile(junit);
  EXPECT_NE(xml.find("<testsuites name=\"fusescope check\" tests=\"2\" failures=\"1\">"), std::string::npos) << xml;
  EXPECT_EQ(runCommand("xmllint --noout " + q(junit)).exitCode, 0);
}

TEST(CliCheck, CommandLineExpectationsAndJson) {
  const RunResult r = runCli("check " + q(gpt2Root() / "0_backward_3.1") +
                             " --expect-fused op1,op2 --expect-apart op1,op2 --max-kernels 100 --json");
  EXPECT_EQ(r.exitCode, 1) << r.output;
  const auto j = nlohmann::json::parse(r.output);
  EXPECT_FALSE(j["passed"].get<bool>());
  const auto& results = j["graphs"][0]["results"];
  ASSERT_EQ(results.size(), 3u);  // in command-line order
  EXPECT_EQ(results[0]["kind"], "fused");
  EXPECT_TRUE(results[0]["met"].get<bool>());
  EXPECT_EQ(results[1]["kind"], "apart");
  EXPECT_FALSE(results[1]["met"].get<bool>());
  EXPECT_EQ(results[1]["pairs"][0]["inductor"]["verdict"], "fused");
  EXPECT_EQ(results[2]["kind"], "max-kernels");
  EXPECT_EQ(j["graphs"][0]["kernels_from"], "inductor");
}

TEST(CliCheck, ADistributedGraphIsNamedWithItsRank) {
  ScratchDir dir("check_rank");
  const auto run = std::filesystem::path(FUSESCOPE_TEST_DATA) / "runs" / "ddp_2rank";
  const RunResult r = runCli("check " + q(run) + " --graph model__1_backward_14.6 --rank 1 --max-kernels 100 --junit " +
                             q(dir.path / "j.xml"));
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("model__1_backward_14.6 (rank 1): 8 kernels"), std::string::npos) << r.output;
  EXPECT_NE(readFile(dir.path / "j.xml").find("model__1_backward_14.6 (rank 1)\""), std::string::npos);
  const RunResult json = runCli("check " + q(run) + " --graph model__1_backward_14.6 --rank 0 --max-kernels 100 --json");
  ASSERT_EQ(json.exitCode, 0) << json.output;
  EXPECT_EQ(nlohmann::json::parse(json.output)["graphs"][0]["rank"], 0);
}

TEST(CliCheck, BaselineFailsWhenAKernelOfItIsSplit) {
  const RunResult split = runCli("check " + q(reductionsMax2()) + " --baseline " + q(reductions()));
  EXPECT_EQ(split.exitCode, 1) << split.output;
  EXPECT_NE(split.output.find("FAIL fused like the baseline's kernel"), std::string::npos) << split.output;
  EXPECT_NE(split.output.find("refused: exceeds max fusion"), std::string::npos) << split.output;
  const RunResult merged = runCli("check " + q(reductions()) + " --baseline " + q(reductionsMax2()));
  EXPECT_EQ(merged.exitCode, 0) << merged.output;
}

TEST(CliCheck, BadInputExitsTwo) {
  ScratchDir dir("cli_check_bad");
  const auto file = write(dir, "checks.txt", "fused op1 op2\n\nfusd op3 op4\n");
  const RunResult bad = runCli("check " + q(gpt2Root() / "0_backward_3.1") + " --expect " + q(file));
  EXPECT_EQ(bad.exitCode, 2) << bad.output;
  EXPECT_NE(bad.output.find(file.string() + ":3: unknown keyword 'fusd'"), std::string::npos) << bad.output;
  const RunResult nothing = runCli("check " + q(gpt2Root() / "0_backward_3.1"));
  EXPECT_EQ(nothing.exitCode, 2) << nothing.output;
  EXPECT_NE(nothing.output.find("nothing to check"), std::string::npos) << nothing.output;
  const RunResult count = runCli("check " + q(gpt2Root() / "0_backward_3.1") + " --max-kernels many");
  EXPECT_EQ(count.exitCode, 2) << count.output;
  EXPECT_NE(count.output.find("--max-kernels: max-kernels takes a count of 1 or more, not 'many'"), std::string::npos);
  const RunResult other = runCli("check " + q(gpt2Root() / "0_backward_3.1") + " --baseline " + q(reductions()));
  EXPECT_EQ(other.exitCode, 2) << other.output;
  const RunResult missingFile = runCli("check " + q(gpt2Root() / "0_backward_3.1") + " --expect /nonexistent/checks.txt");
  EXPECT_EQ(missingFile.exitCode, 2) << missingFile.output;
}

// scripts/fusescope-ci-check's own expectations on the two real captures of scripts/ci-example/model.py
// (tests/data/checks: default config, and max_fusion_size=2), the run folders as fusescope-capture wrote them.
TEST(CliCheck, TheCiExampleHoldsOnItsCaptureAndFailsUnderMaxFusionSizeTwo) {
  const auto example = std::filesystem::path(FUSESCOPE_SOURCE_DIR) / "scripts" / "ci-example" / "model.expect";
  const auto checks = std::filesystem::path(FUSESCOPE_TEST_DATA) / "checks";
  const RunResult ok = runCli("check " + q(checks / "mlp_blocks" / "torch_compile_debug") + " --expect " + q(example));
  EXPECT_EQ(ok.exitCode, 0) << ok.output;
  EXPECT_NE(ok.output.find("4 of 4 expectations met — PASSED"), std::string::npos) << ok.output;

  const RunResult small = runCli("check " + q(checks / "mlp_blocks_maxsize2" / "torch_compile_debug") + " --expect " +
                                 q(example) + " --baseline " + q(checks / "mlp_blocks" / "torch_compile_debug"));
  EXPECT_EQ(small.exitCode, 1) << small.output;
  EXPECT_NE(small.output.find("model.expect:5: FAIL fused module:1.norm — 3 nodes in 2 kernels"), std::string::npos) << small.output;
  EXPECT_NE(small.output.find("refused: exceeds max fusion"), std::string::npos) << small.output;
  EXPECT_NE(small.output.find("model.expect:7: FAIL max-kernels 9 — 11 kernels"), std::string::npos) << small.output;
  EXPECT_NE(small.output.find("FAIL fused like the baseline's kernel op7_op8_op10"), std::string::npos) << small.output;
  // One graph, one suite: the file's `graph` section and the baseline's graph are the same graph.
  EXPECT_EQ(small.output.find("kernels, from"), small.output.rfind("kernels, from")) << small.output;
}

TEST(CliCheck, TheRepositorysExampleFileHoldsOnGpt2) {
  const RunResult r = runCli("check " + q(gpt2Root()) + " --expect " +
                             q(std::filesystem::path(FUSESCOPE_TEST_DATA) / "checks" / "gpt2_train.expect"));
  EXPECT_EQ(r.exitCode, 0) << r.output;
}
