// fusescope-cli info and synth, run as a user runs them: exit codes, JSON shape, error messages.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <regex>
#include <set>

#include <nlohmann/json.hpp>

#include "capture_test_data.h"
#include "run_command.h"
#include "graph/graph_json.h"
#include "import/load.h"

namespace {

using fusescope::testdata::RunResult;
using fusescope::testdata::runCli;

int countNodeHeaders(const std::filesystem::path& irPreFusion) {
  std::ifstream in(irPreFusion);
  const std::regex header(R"(^\w+: \w+\()");
  int count = 0;
  for (std::string line; std::getline(in, line);) count += std::regex_search(line, header) ? 1 : 0;
  return count;
}

std::string tempPath(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("fusescope_test_cli_" + name)).string();
}

}  // namespace

TEST(CliInfo, JsonNodeCountMatchesDumpHeadersOnEveryCapture) {
  auto captures = fusescope::testdata::testDataGraphs();
  const auto shared = fusescope::testdata::sharedGraphs();
  if (shared.empty()) std::fprintf(stderr, "note: shared captures absent, checking tests/data only\n");
  captures.insert(captures.end(), shared.begin(), shared.end());
  ASSERT_FALSE(captures.empty());
  for (const auto& folder : captures) {
    SCOPED_TRACE(folder.string());
    const RunResult r = runCli("info --json '" + folder.string() + "'");
    ASSERT_EQ(r.exitCode, 0) << r.output;
    const auto j = nlohmann::json::parse(r.output);
    ASSERT_EQ(j["graphs"].size(), 1u);
    EXPECT_EQ(j["graphs"][0]["nodes"].get<int>(), countNodeHeaders(folder / "ir_pre_fusion.txt"));
    EXPECT_TRUE(j["graphs"][0]["files"]["fusion.log"].get<bool>());
  }
}

TEST(CliInfo, DebugRootListsEveryGraph) {
  const std::string root = std::string(FUSESCOPE_TEST_DATA) + "/captures";
  const RunResult r = runCli("info --json '" + root + "'");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  const auto j = nlohmann::json::parse(r.output);
  EXPECT_EQ(j["graphs"].size(), fusescope::testdata::testDataGraphs().size());
  bool sawBackward = false;
  for (const auto& g : j["graphs"])
    if (g["name"] == "gpt2_train/0_backward_3.1") sawBackward = g["kind"] == "backward";
  EXPECT_TRUE(sawBackward) << r.output;
}

TEST(CliInfo, BlocksPlaceEveryNodeOnceAndNameTheirEvidence) {
  const std::string folder = std::string(FUSESCOPE_TEST_DATA) + "/checks/mlp_blocks";
  RunResult r = runCli("info --blocks --json '" + folder + "'");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  const auto g = nlohmann::json::parse(r.output)["graphs"][0];
  const auto& blocks = g["blocks"];
  EXPECT_EQ(blocks["evidence"], "fusescope_modules.json");
  EXPECT_EQ(blocks["kernels_from"], "inductor");
  std::set<std::string> members;
  size_t total = 0;
  for (const auto& b : blocks["blocks"]) {
    EXPECT_EQ(b["evidence"], "fusescope_modules.json");
    EXPECT_EQ(b["nodes"].get<size_t>(), b["members"].size());
    for (const auto& m : b["members"]) members.insert(m.get<std::string>());
    total += b["members"].size();
  }
  EXPECT_EQ(total, g["nodes"].get<size_t>());
  EXPECT_EQ(members.size(), total);  // each node in exactly one block
  EXPECT_EQ(blocks["blocks"][0]["name"], "0");
  EXPECT_EQ(blocks["blocks"][0]["path"], nlohmann::json::array({"0"}));
  // The runs the picture folds cover every block once, in order, each with its period.
  size_t inRuns = 0;
  for (const auto& run : blocks["runs"]) {
    EXPECT_EQ(run["first"], blocks["blocks"][inRuns]["name"]);
    inRuns += run["blocks"].get<size_t>();
    EXPECT_EQ(run["last"], blocks["blocks"][inRuns - 1]["name"]);
    EXPECT_TRUE(run["period"] == 1 || run["period"] == 2) << run.dump();
  }
  EXPECT_EQ(inRuns, blocks["blocks"].size());

  r = runCli("info --blocks '" + folder + "'");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("blocks     2 from fusescope_modules.json; kernels from Inductor's recorded result"), std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("1 (Block)"), std::string::npos) << r.output;

  // A graph with no module paths and nothing that repeats says so instead of naming a block kind.
  r = runCli("info --blocks '" + std::string(FUSESCOPE_TEST_DATA) + "/captures/mlp_ln/0_inference_0.0'");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("blocks     none found (no module paths, no repeated stretch of ops): the graph is one block"),
            std::string::npos) << r.output;
}

TEST(CliInfo, BadInputExitsTwoNamingFileAndLine) {
  const std::string bad = tempPath("bad_ir.txt");
  { std::ofstream(bad) << "op0: SchedulerNode(ComputedBuffer)\nop0.writes = [MemoryDep('buf0', d0, {d0: 4}\n"; }
  RunResult r = runCli("info '" + bad + "'");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find(bad + ":"), std::string::npos) << r.output;  // file:line: message

  r = runCli("info /nonexistent/capture");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("/nonexistent/capture"), std::string::npos);

  r = runCli("info");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("missing PATH"), std::string::npos);

  r = runCli("frobnicate");
  EXPECT_EQ(r.exitCode, 2);

  const std::string emptyDir = tempPath("empty_dir");
  std::filesystem::create_directories(emptyDir);
  r = runCli("info '" + emptyDir + "'");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("no Inductor capture"), std::string::npos) << r.output;
  std::filesystem::remove(bad);
  std::filesystem::remove_all(emptyDir);
}

TEST(CliSynth, WritesALoadableGraphOfAboutTheRequestedSize) {
  const std::string out = tempPath("synth.json");
  RunResult r = runCli("synth --nodes 1000 --seed 3 -o '" + out + "'");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  const fusescope::Graph g = fusescope::loadGraph(out);
  EXPECT_GE(g.nodes.size(), 1000u);
  EXPECT_LT(g.nodes.size(), 1100u);
  // Consistency: every dependency names a buffer of the graph, every node an existing producer.
  for (const auto& n : g.nodes)
    for (const auto* deps : {&n.writes, &n.unmetDeps, &n.metDeps})
      for (const auto& d : *deps)
        EXPECT_TRUE(g.findBuffer(d.name) != nullptr || !g.findNode(n.name)) << n.name << " reads unknown " << d.name;
  // Later layers consume earlier layers' outputs: some unmet dependency crosses copies.
  int crossLayer = 0;
  for (const auto& n : g.nodes)
    for (const auto& d : n.unmetDeps)
      if (const auto* b = g.findBuffer(d.name); b && b->producer != fusescope::kNone && b->producer + 89 <= n.id) ++crossLayer;
  EXPECT_GT(crossLayer, 0);
  r = runCli("synth --nodes -5 -o '" + out + "'");
  EXPECT_EQ(r.exitCode, 2);
  std::filesystem::remove(out);
}
