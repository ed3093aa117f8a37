// Module paths: fusescope_modules.json (written by scripts/fusescope-capture's post-grad pass) read into the
// source map, and nodes grouped by module and by layer, on a real two-layer training run.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "capture_test_data.h"
#include "import/capture_loader.h"
#include "import/load.h"
#include "source/module_stacks.h"
#include "source/source_grouping.h"
#include "source/source_label.h"
#include "source/source_map.h"
#include "util/import_error.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

fs::path runRoot() { return fs::path(FUSESCOPE_TEST_DATA) / "runs" / "layers_train" / "torch_compile_debug"; }

std::vector<std::string> labels(const std::vector<source::SourceGroup>& groups) {
  std::vector<std::string> out;
  for (const auto& g : groups) out.push_back(g.label);
  return out;
}

std::string errorOf(const std::string& text) {
  try {
    source::parseModuleStacks(text, "fusescope_modules.json");
  } catch (const ImportError& e) {
    return e.what();
  }
  return "(parsed)";
}

}  // namespace

TEST(ModuleStacks, DynamoPathsBecomePathsInTheModel) {
  EXPECT_EQ(source::modulePathInModel("L['self'].layers.0.norm"), "layers.0.norm");
  EXPECT_EQ(source::modulePathInModel("L['self']._modules['layers']._modules['0']"), "layers.0");
  EXPECT_EQ(source::modulePathInModel("L['model'].blocks[3].attn"), "blocks.3.attn");
  EXPECT_EQ(source::modulePathInModel("L['self']"), "");
  EXPECT_EQ(source::modulePathInModel("encoder.layer.1"), "encoder.layer.1");
}

TEST(ModuleStacks, TheLayerIsTheOutermostNumberedModule) {
  const std::vector<ModuleFrame> stack = {{"encoder", "Encoder"}, {"encoder.layer.1", "Block"}, {"encoder.layer.1.fc", "Linear"}};
  ASSERT_NE(source::layerFrame(stack), nullptr);
  EXPECT_EQ(source::layerFrame(stack)->path, "encoder.layer.1");
  EXPECT_EQ(source::layerFrame({{"head", "Linear"}})->path, "head");
  EXPECT_EQ(source::layerFrame({}), nullptr);
}

TEST(ModuleStacks, BadFilesAreRefusedWithTheLine) {
  EXPECT_NE(errorOf("{\"version\": 1}").find("no \"nodes\""), std::string::npos);
  EXPECT_NE(errorOf("{\"nodes\": {\n\"mm\": [[\"L['self'].fc\"]]}}").find("fusescope_modules.json:2"), std::string::npos);
  EXPECT_NE(errorOf("{\"nodes\": {\"mm\": [[\"a\", \"B\"]]").find("malformed JSON"), std::string::npos);
  EXPECT_EQ(errorOf("{\"version\": 2, \"extra\": 1, \"nodes\": {}}"), "(parsed)");
}

// The file is read as it streams past (no document is built): what it does not know is skipped whole at
// any depth, a key given twice counts once (the last), and a number out of range is still an error with its
// line. The stacks, callers and lines of one read are those the parts read alone give.
TEST(ModuleStacks, TheStreamedReadSkipsWhatItDoesNotKnowAndKeepsTheLastOfAKey) {
  const std::string text = R"j({"version": 1, "future": {"a": [1, {"b": [true, null]}], "c": "d"},
"nodes": {"mm": [["L['self'].fc", "Linear"]], "add": [], "mm": [["L['self'].layers[0]", "Block"], ["L['self'].layers[0].fc", "Linear"]]},
"callers": {"w": {"file": "/u/t.py", "line": 7, "extra": {"deep": [1, 2, [3]]}, "function": "f", "code": "x"}},
"lines": {"mm": {"file": "/u/m.py", "line": 3}}})j";
  const source::ModuleFile f = source::parseModuleFile(text, "fusescope_modules.json");
  ASSERT_EQ(f.stacks.size(), 2u);
  ASSERT_EQ(f.stacks.at("mm").size(), 2u);   // the second "mm"
  EXPECT_EQ(f.stacks.at("mm")[0].path, "layers.0");
  EXPECT_EQ(f.stacks.at("mm")[1].path, "layers.0.fc");
  EXPECT_EQ(f.stacks.at("mm")[1].type, "Linear");
  EXPECT_TRUE(f.stacks.at("add").empty());
  EXPECT_EQ(f.callers.at("w"), (StackFrame{"/u/t.py", 7, "f", "x"}));
  EXPECT_EQ(f.lines.at("mm"), (StackFrame{"/u/m.py", 3, "", ""}));
  EXPECT_EQ(source::parseModuleStacks(text, "fusescope_modules.json"), f.stacks);
  EXPECT_EQ(source::parseRecordedFrames(text, "fusescope_modules.json", "callers"), f.callers);
  const std::string overflow = errorOf("{\"nodes\": {},\n\"x\": [1e999]}");
  EXPECT_NE(overflow.find("fusescope_modules.json:2"), std::string::npos) << overflow;
  EXPECT_NE(overflow.find("malformed JSON"), std::string::npos) << overflow;
  EXPECT_NE(errorOf("[1, 2]").find("no \"nodes\""), std::string::npos);
  EXPECT_NE(errorOf("{\"nodes\": {\"mm\": [[\"a\", \"B\", \"C\"]]}}").find("not [path, class]"), std::string::npos);
  EXPECT_NE(errorOf("{\"nodes\": {},\n\"callers\": []}").find("fusescope_modules.json:2"), std::string::npos);
}

TEST(ModuleStacks, CallersAreReadAndBadOnesRefusedWithTheLine) {
  const std::string good = R"j({"nodes": {}, "callers": {"wait_tensor": {"file": "/u/train.py", "line": 20,
    "function": "forward", "code": "y = funcol.all_reduce(y)"}}})j";
  const auto callers = source::parseRecordedFrames(good, "fusescope_modules.json", "callers");
  ASSERT_EQ(callers.size(), 1u);
  EXPECT_EQ(callers.at("wait_tensor"), (StackFrame{"/u/train.py", 20, "forward", "y = funcol.all_reduce(y)"}));
  EXPECT_TRUE(source::parseRecordedFrames(R"j({"nodes": {}})j", "m.json", "callers").empty());  // files before "callers"
  for (const std::string bad : {R"j({"nodes": {}, "callers": {
"w": {"file": "/u/train.py", "line": 0}}})j", R"j({"nodes": {}, "callers": {
"w": {"line": 3}}})j", R"j({"nodes": {}, "callers": {
"w": {"file": "a.py", "line": "3"}}})j"}) {
    try {
      source::parseRecordedFrames(bad, "fusescope_modules.json", "callers");
      ADD_FAILURE() << bad;
    } catch (const ImportError& e) {
      EXPECT_NE(std::string(e.what()).find("fusescope_modules.json:2"), std::string::npos) << e.what();
    }
  }
}

TEST(ModuleStacks, LinesAreReadAndABadOneRefusedWithTheLine) {
  const std::string good = R"j({"nodes": {}, "lines": {"mm_2": {"file": "/u/model.py", "line": 48,
    "function": "forward", "code": "return x + self.fc2(h)"}}})j";
  const auto lines = source::parseRecordedFrames(good, "fusescope_modules.json", "lines");
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines.at("mm_2"), (StackFrame{"/u/model.py", 48, "forward", "return x + self.fc2(h)"}));
  EXPECT_TRUE(source::parseRecordedFrames(good, "fusescope_modules.json", "callers").empty());
  try {
    source::parseRecordedFrames("{\"nodes\": {}, \"lines\": {\n\"mm\": {\"file\": \"a.py\"}}}", "fusescope_modules.json", "lines");
    ADD_FAILURE() << "a line without a line number was read";
  } catch (const ImportError& e) {
    EXPECT_NE(std::string(e.what()).find("fusescope_modules.json:2"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("line of \"mm\""), std::string::npos) << e.what();
  }
}

// The capture's backward: both layers and the head, each node in the layer its FX nodes ran in; the forward
// too. Every node a module path names is one of the model's (nothing invented).
TEST(ModuleStacks, NodesGroupByLayerAndModuleOnARealRun) {
  const Graph bwd = loadGraph(runRoot(), "model__0_backward_3.1");
  ASSERT_TRUE(bwd.inductor.hasModuleStacks);
  const source::SourceMap map = source::buildSourceMap(bwd);
  const auto layers = source::groupBySource(map, source::SourceGrouping::Layer);
  EXPECT_EQ(labels(layers), (std::vector<std::string>{"head (Linear)", "layers.1 (Block)", "layers.0 (Block)"}));
  const auto modules = source::groupBySource(map, source::SourceGrouping::Module);
  for (const auto& g : modules) {
    EXPECT_TRUE(g.label.rfind("layers.", 0) == 0 || g.label.rfind("head", 0) == 0) << g.label;
    EXPECT_GE(g.members.size(), 2u);
  }
  bool normInLayer0 = false;
  for (const auto& n : map.nodes)
    for (const auto& m : n.modules) normInLayer0 = normInLayer0 || m.value == "layers.0.norm";
  EXPECT_TRUE(normInLayer0);
  EXPECT_EQ(map.moduleTypes.at("layers.0.up"), "Linear");

  const Graph fwd = loadGraph(runRoot(), "model__0_forward_1.0");
  const source::SourceMap fmap = source::buildSourceMap(fwd);
  EXPECT_EQ(labels(source::groupBySource(fmap, source::SourceGrouping::Layer)),
            (std::vector<std::string>{"layers.0 (Block)", "layers.1 (Block)"}));
  // An extern call (addmm) gets its module through the source nodes output_code.py lists above it.
  int externWithModule = 0;
  for (size_t i = 0; i < fwd.nodes.size(); ++i)
    externWithModule += fwd.nodes[i].kind == NodeKind::Extern && !fmap.nodes[i].modules.empty();
  EXPECT_GT(externWithModule, 0);
  EXPECT_NE(source::moduleSummary(fmap.kernel({0}), fmap).find("(LayerNorm)"), std::string::npos)
      << source::moduleSummary(fmap.kernel({0}), fmap);
}

// A damaged file is left out with a warning naming it; the graph still opens.
TEST(ModuleStacks, ADamagedFileIsAWarningNotAFailure) {
  CaptureFiles files = readCaptureFolder(runRoot() / fs::directory_iterator(runRoot())->path().filename() /
                                         "torchinductor" / "model__0_forward_1.0");
  files.files["fusescope_modules.json"] = "{\"nodes\": [1, 2]}";
  const Graph g = loadCapture(files);
  EXPECT_FALSE(g.inductor.hasModuleStacks);
  bool warned = false;
  for (const auto& w : g.warnings) warned = warned || (w.file.find("fusescope_modules.json") != std::string::npos &&
                                                       w.message.find("no module paths") != std::string::npos);
  EXPECT_TRUE(warned);
}
