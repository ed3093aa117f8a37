// fusescope-cli with a whole run's fusion log: found next to torch_compile_debug/ on its own, or named
// with --fusion-log on every command that loads a graph; a log that does not fit is exit code 2.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include "run_command.h"
#include "scratch_dir.h"

namespace fs = std::filesystem;

namespace {

using fusescope::testdata::RunResult;
using fusescope::testdata::runCli;

fs::path runData(const std::string& model) { return fs::path(FUSESCOPE_TEST_DATA) / "runs" / model; }
std::string quoted(const fs::path& p) { return "'" + p.string() + "'"; }

}  // namespace

TEST(CliFusionLog, CompareFindsTheRunLogNextToTheDebugTree) {
  const fs::path root = runData("mlp_ln_train") / "torch_compile_debug";
  for (const char* graph : {"model__0_forward_1.0", "model__0_backward_3.1"}) {
    const RunResult r = runCli("compare " + quoted(root) + " --graph " + graph);
    EXPECT_EQ(r.exitCode, 0) << r.output;
    EXPECT_EQ(r.output.find("no fusion.log"), std::string::npos) << r.output;
  }
}

TEST(CliFusionLog, EveryLoadingCommandTakesFusionLog) {
  fusescope::testdata::ScratchDir scratch("cli_fusion_log");
  const fs::path copy = scratch.path / "copy";
  fs::copy(runData("mlp_ln_train") / "torch_compile_debug", copy, fs::copy_options::recursive);
  const std::string log = quoted(runData("mlp_ln_train") / "fusion.log");
  const std::string graph = " --graph model__0_backward_3.1";

  const RunResult without = runCli("compare " + quoted(copy) + graph);
  EXPECT_NE(without.output.find("no fusion log"), std::string::npos) << without.output;

  const RunResult with = runCli("compare " + quoted(copy) + graph + " --fusion-log " + log);
  EXPECT_EQ(with.exitCode, 0) << with.output;
  EXPECT_EQ(with.output.find("no fusion log"), std::string::npos) << with.output;
  EXPECT_NE(with.output.find("rejections:"), std::string::npos) << with.output;

  for (const std::string& command : {std::string("info"), std::string("schedule"), std::string("kernels")}) {
    const RunResult r = runCli(command + " " + quoted(copy) + graph + " --fusion-log " + log);
    EXPECT_EQ(r.exitCode, 0) << command << ": " << r.output;
  }
  const RunResult exported = runCli("export " + quoted(copy) + graph + " --fusion-log " + log + " --step inductor --format dot -o " +
                                    quoted(scratch.path / "g.dot"));
  EXPECT_EQ(exported.exitCode, 0) << exported.output;
}

TEST(CliFusionLog, ALogThatDoesNotFitIsExitTwo) {
  const fs::path root = runData("mlp_ln_train") / "torch_compile_debug";
  const RunResult wrong =
      runCli("compare " + quoted(root) + " --graph model__0_forward_1.0 --fusion-log " + quoted(runData("cond_inf") / "fusion.log"));
  EXPECT_EQ(wrong.exitCode, 2) << wrong.output;
  EXPECT_NE(wrong.output.find("cond_inf/fusion.log:"), std::string::npos) << wrong.output;
  const RunResult missing = runCli("info " + quoted(root) + " --fusion-log /nonexistent/run.log");
  EXPECT_EQ(missing.exitCode, 2) << missing.output;
  EXPECT_NE(missing.output.find("/nonexistent/run.log"), std::string::npos) << missing.output;
  const RunResult noValue = runCli("info " + quoted(root) + " --fusion-log");
  EXPECT_EQ(noValue.exitCode, 2) << noValue.output;
}
