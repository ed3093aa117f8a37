// fusescope-cli schedule --repeat: the repeated runs time the same schedule and change nothing it prints.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "run_command.h"

namespace {

using fusescope::testdata::RunResult;
using fusescope::testdata::runCli;

std::string capture(const std::string& name) {
  return "'" + (std::filesystem::path(FUSESCOPE_TEST_DATA) / "captures" / name).string() + "'";
}

nlohmann::json scheduleJson(const std::string& extra) {
  const RunResult r = runCli("schedule " + capture("gpt2_train") + " --graph 0_backward_3.1 --json" + extra);
  EXPECT_EQ(r.exitCode, 0) << r.output;
  return nlohmann::json::parse(r.output);
}

}  // namespace

TEST(CliSchedule, RepeatReportsTheLaterRunsAndKeepsTheTrace) {
  nlohmann::json once = scheduleJson("");
  nlohmann::json repeated = scheduleJson(" --repeat 3");
  EXPECT_FALSE(once["timing_ms"].contains("schedule_repeated"));
  const auto& timing = repeated["timing_ms"]["schedule_repeated"];
  EXPECT_EQ(timing["runs"], 3);
  EXPECT_GT(timing["min"].get<double>(), 0.0);
  EXPECT_LE(timing["min"].get<double>(), timing["median"].get<double>());
  EXPECT_LE(timing["min"].get<double>(), timing["mean"].get<double>());  // the mean of the same runs
  // The fusion rounds are part of each schedule: their median is positive and below the schedule's.
  EXPECT_GT(timing["fuse_nodes_median"].get<double>(), 0.0);
  EXPECT_LT(timing["fuse_nodes_median"].get<double>(), timing["median"].get<double>());
  EXPECT_GT(once["timing_ms"]["fuse_nodes"].get<double>(), 0.0);
  EXPECT_LT(once["timing_ms"]["fuse_nodes"].get<double>(), once["timing_ms"]["schedule"].get<double>());
  once.erase("timing_ms");
  repeated.erase("timing_ms");
  EXPECT_FALSE(once["fusions"].empty());
  EXPECT_EQ(once, repeated);  // kernels, fusions, rejections: the repeats print nothing of their own
}

TEST(CliSchedule, RepeatNeedsAPositiveCount) {
  for (const char* bad : {"0", "-2", "three", "2x"}) {
    const RunResult r = runCli("schedule " + capture("gpt2_train") + " --graph 0_backward_3.1 --repeat " + bad);
    EXPECT_EQ(r.exitCode, 2) << bad;
    EXPECT_NE(r.output.find("--repeat takes a whole number from 1 to 100000"), std::string::npos) << r.output;
  }
}
