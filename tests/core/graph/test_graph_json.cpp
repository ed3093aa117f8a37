// FuseScope JSON: save then load is lossless, and damaged files are refused naming file and line.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "graph/graph_json.h"
#include "util/import_error.h"

using namespace fusescope;

namespace {

// A small graph touching every field of the model, including symbolic sizes and a loop body.
Graph sampleGraph() {
  Graph g;
  g.name = "sample/0_inference_0.0";
  g.format = "ir_pre_fusion";
  Buffer in{0, "arg0_1", "", {"FixedLayout", "cuda:0", "torch.float32", {"s77", "2048"}, {"2048", "1"}, "0", "FixedLayout(...)"},
            {{"op0", "SchedulerNode", false, false}}, {}, {}, kNone, true};
  Buffer out{1, "buf0", "ComputedBuffer", {"FixedLayout", "cuda:0", "torch.float32", {"s77"}, {"1"}, "0", "FixedLayout(...)"},
             {{"OUTPUT", "OUTPUT", false, false}}, {"arg0_1"}, {"buf9"}, 0, false};
  g.buffers = {in, out};
  Node n;
  n.id = 0;
  n.name = "op0";
  n.typeName = "SchedulerNode";
  n.irType = "ComputedBuffer";
  n.writes = {{DepKind::Memory, "buf0", "d0", {{"d0", "s77"}}, "", "", false}};
  n.metDeps = {{DepKind::Memory, "arg0_1", "2048*d0 + d1", {{"d0", "s77"}, {"d1", "2048"}}, "atomic_add", "", false},
               {DepKind::Star, "arg0_1", "", {}, "", "", false},
               {DepKind::Weak, "buf3", "", {}, "", "buf5", true}};
  n.outputs = {1};
  n.device = "cuda:0";
  n.group = {"s77", "2048"};
  n.groupText = "(s77, 2048)";
  n.iterSizes = {"s77"};
  n.reduceSizes = {"2048"};
  n.body = LoopBody{{{"p0", "s77"}, {"p1", "2048"}},
                    {{"index0", "2048*p0 + p1"}},
                    {{"body", {"get_index = self.get_index('index0')", "load = ops.load('arg0_1', get_index)"}},
                     {"masked_subblock1", {"return load"}}}};
  n.origins = {"sum_1"};
  n.extra = {{"op0.future_field", "[1, 2]"}};
  n.sourceLine = 1;
  g.nodes = {n};
  g.graphInputs = {"arg0_1"};
  g.graphOutputs = {"buf0"};
  g.foreachGroups = {{"foreach_0", {"op0"}, "fusion.log"}};
  g.inductor.hasFusionLog = true;
  g.inductor.decisions = {{1, "op0", "op1", false, "no shared data", 7}};
  g.inductor.kernels = {{"op0", "SchedulerNode", {"op0"}}};
  g.inductor.codeKernels = {{"triton_red_fused_sum_0", "triton", "def k(): pass", "/tmp/x.py", {"sum_1"}, {"aten.sum"}, {"buf0", "arg0_1"}, 10}};
  g.warnings = {{Diagnostic::Severity::Warning, "ir_pre_fusion.txt", 3, "unknown field"}};
  indexGraph(g);
  return g;
}

}  // namespace

TEST(GraphJson, RoundTripIsLossless) {
  const Graph g = sampleGraph();
  const std::string text = graphToJson(g).dump();
  const Graph back = parseGraphJson(text, "sample.json");
  EXPECT_EQ(back, g);
  ASSERT_NE(back.findNode("op0"), nullptr);
  EXPECT_EQ(back.findBuffer("buf0")->producer, 0);
  EXPECT_EQ(back.nodes[0].metDeps[0].mode, "atomic_add");
  EXPECT_EQ(back.nodes[0].group[0], "s77");  // symbolic sizes survive as expressions
}

TEST(GraphJson, SaveWritesThroughTemporaryAndReplaces) {
  const auto dir = std::filesystem::temp_directory_path() / "fusescope_test_graph_json";
  std::filesystem::create_directories(dir);
  const auto path = dir / "g.json";
  { std::ofstream(path) << "previous content"; }
  saveGraphJson(sampleGraph(), path);
  EXPECT_FALSE(std::filesystem::exists(path.string() + ".tmp"));
  std::ifstream in(path);
  std::string text((std::istreambuf_iterator<char>(in)), {});
  EXPECT_EQ(parseGraphJson(text, path.string()), sampleGraph());
  std::filesystem::remove_all(dir);
}

TEST(GraphJson, MalformedJsonNamesFileAndLine) {
  std::string text = graphToJson(sampleGraph()).dump(1);
  text.resize(text.size() / 2);  // truncated mid-file
  try {
    parseGraphJson(text, "broken.json");
    FAIL() << "truncated JSON was accepted";
  } catch (const ImportError& e) {
    EXPECT_EQ(e.file(), "broken.json");
    EXPECT_GT(e.line(), 1);
  }
}

// Nodes are converted while the text is parsed: a bad element names its array index, and a file in
// another format is still refused as such even though its "nodes" do not convert.
TEST(GraphJson, BadElementNamesItsIndexAfterTheFormatCheck) {
  auto j = graphToJson(sampleGraph());
  j["nodes"].push_back(j["nodes"][0]);  // a second node, then break it
  j["nodes"][1]["name"] = 5;
  try {
    parseGraphJson(j.dump(), "bad.json");
    FAIL() << "a node with a numeric name was accepted";
  } catch (const ImportError& e) {
    EXPECT_EQ(e.file(), "bad.json");
    EXPECT_NE(std::string(e.what()).find("nodes[1]"), std::string::npos) << e.what();
  }
  j["format"] = "something-else";
  try {
    parseGraphJson(j.dump(), "other.json");
    FAIL() << "another format was accepted";
  } catch (const ImportError& e) {
    EXPECT_NE(std::string(e.what()).find("not a FuseScope graph"), std::string::npos) << e.what();
  }
}

TEST(GraphJson, RefusesOtherFormatsVersionsAndInconsistentGraphs) {
  EXPECT_THROW(parseGraphJson(R"({"hello": 1})", "x.json"), ImportError);
  auto j = graphToJson(sampleGraph());
  j["version"] = 99;
  EXPECT_THROW(graphFromJson(j, "x.json"), ImportError);

  auto dup = graphToJson(sampleGraph());
  auto node = dup["nodes"][0];
  node["id"] = 1;
  dup["nodes"].push_back(node);  // same name twice
  EXPECT_THROW(graphFromJson(dup, "x.json"), ImportError);

  auto badRef = graphToJson(sampleGraph());
  badRef["nodes"][0]["outputs"] = {42};
  EXPECT_THROW(graphFromJson(badRef, "x.json"), ImportError);

  auto missing = graphToJson(sampleGraph());
  missing["nodes"][0].erase("writes");
  EXPECT_THROW(graphFromJson(missing, "x.json"), ImportError);
}
