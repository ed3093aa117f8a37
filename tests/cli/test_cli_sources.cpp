// fusescope-cli's source-map output: `info --json` node_sources, `kernels --json` source/aten per kernel,
// and the text form of `kernels`; every line shown is a `# File:` line of the capture's fx_graph_readable.py.
#include <gtest/gtest.h>

#include <cstdio>

#include <nlohmann/json.hpp>

#include "capture_test_data.h"
#include "codegen/kernel_metrics.h"
#include "run_command.h"

namespace {

using fusescope::testdata::RunResult;
using fusescope::testdata::runCli;

namespace td = fusescope::testdata;

// The entry names a `# File: FILE:LINE in FUNCTION, code: CODE` comment of the fx graph.
void expectInFxGraph(const nlohmann::json& loc, const std::string& fx) {
  const std::string comment = "# File: " + loc.at("file").get<std::string>() + ":" + std::to_string(loc.at("line").get<int>()) +
                              " in " + loc.at("function").get<std::string>();
  EXPECT_NE(fx.find(comment), std::string::npos) << comment;
  EXPECT_NE(fx.find(loc.at("code").get<std::string>()), std::string::npos);
}

const std::filesystem::path kCapture = td::testCaptures() / "mlp_ln/0_inference_0.0";

}  // namespace

TEST(CliSources, InfoListsEveryNodeWithItsSource) {
  const RunResult r = runCli("info --json '" + kCapture.string() + "'");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  const auto g = nlohmann::json::parse(r.output)["graphs"][0];
  const std::string fx = td::readFile(kCapture / "fx_graph_readable.py");
  ASSERT_EQ(g["node_sources"].size(), static_cast<size_t>(g["nodes"].get<int>()));
  int located = 0;
  for (const auto& n : g["node_sources"]) {
    for (const char* key : {"name", "kind", "source", "aten", "fx", "pre_grad", "source_notes"})
      EXPECT_TRUE(n.contains(key)) << key;
    for (const auto& loc : n["source"]) expectInFxGraph(loc, fx);
    // FX nodes a post-grad pass made (mm_default) are not in fx_graph_readable.py; those with a line are.
    if (!n["source"].empty()) {
      EXPECT_FALSE(n["fx"].empty());
    }
    located += n["source"].empty() ? 0 : 1;
  }
  EXPECT_GT(located, 0);
  EXPECT_TRUE(g["source_warnings"].empty());
  EXPECT_TRUE(g["files"]["inductor_provenance_tracking_node_mappings.json"].get<bool>());
}

TEST(CliSources, KernelsCarrySourceAndAten) {
  const RunResult r = runCli("kernels --json --source real '" + kCapture.string() + "'");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  const auto j = nlohmann::json::parse(r.output);
  const std::string fx = td::readFile(kCapture / "fx_graph_readable.py");
  int located = 0;
  for (const auto& k : j["kernels"]) {
    ASSERT_TRUE(k["source"].is_array());
    ASSERT_TRUE(k["aten"].is_array());
    for (const auto& loc : k["source"]) expectInFxGraph(loc, fx);
    for (const auto& a : k["aten"]) EXPECT_EQ(a.get<std::string>().find("aten."), 0u) << a;
    located += k["source"].empty() ? 0 : 1;
  }
  EXPECT_GT(located, 0);

  const RunResult text = runCli("kernels --source real '" + kCapture.string() + "'");
  ASSERT_EQ(text.exitCode, 0) << text.output;
  // Each kernel's runtime line is core's text for the JSON's numbers (the Kernel dock shows the same text).
  for (const auto& k : j["kernels"]) {
    fusescope::codegen::KernelMetrics m;
    m.runtimeModel = k["metadata"]["runtime_model"].get<std::string>();
    m.estimatedRuntimeUs = k["metadata"]["estimated_runtime_us"].get<double>();
    if (k["metadata"]["no_estimate_reason"].is_string()) m.noEstimateReason = k["metadata"]["no_estimate_reason"];
    EXPECT_NE(text.output.find(", " + fusescope::codegen::runtimeEstimateText(m) + "\n"), std::string::npos)
        << fusescope::codegen::runtimeEstimateText(m);
  }
  EXPECT_EQ(text.output.find("0.000 us"), std::string::npos);
  const auto& first = j["kernels"][0]["source"];
  if (!first.empty()) {
    EXPECT_NE(text.output.find("   source: " + first[0]["file"].get<std::string>() + ":" +
                               std::to_string(first[0]["line"].get<int>())),
              std::string::npos);
  }
}
