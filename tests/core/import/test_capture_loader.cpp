// loadCapture / loadCaptureFolder / discoverGraphs on the real captures and on damaged folders.
#include "import/capture_loader.h"
#include "import/fx_graph_inputs.h"
#include "util/import_error.h"

#include "core/capture_test_data.h"
#include "core/scratch_dir.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <fstream>

using namespace fusescope;
namespace td = fusescope::testdata;
namespace fs = std::filesystem;

namespace {

// A scratch folder removed when the test ends (tests/core/scratch_dir.h).
struct TempDir : testdata::ScratchDir {
  TempDir() : ScratchDir("loader") {}
};
using testdata::writeFile;

void copyCapture(const fs::path& from, const fs::path& to) {
  fs::create_directories(to);
  for (const char* name : kCaptureFileNames) {
    if (fs::exists(from / name)) fs::copy_file(from / name, to / name);
  }
}

}  // namespace

TEST(CaptureLoader, LoadsEveryTestCaptureWithAllFiles) {
  for (const auto& folder : td::graphFolders(td::testCaptures())) {
    SCOPED_TRACE(folder.string());
    const Graph g = loadCaptureFolder(folder);
    EXPECT_EQ(g.name, td::graphName(folder));
    EXPECT_EQ(static_cast<int>(g.nodes.size()), td::countHeaders(td::readFile(folder / "ir_pre_fusion.txt")));
    EXPECT_TRUE(g.inductor.hasPostFusion);
    EXPECT_TRUE(g.inductor.hasFusionLog);
    EXPECT_TRUE(g.inductor.hasOutputCode);
    EXPECT_TRUE(g.inductor.hasFxGraph);
    EXPECT_FALSE(g.inductor.kernels.empty());
    EXPECT_GE(g.inductor.rounds, 1);
    EXPECT_NE(g.inductor.fxGraph.find("def forward(self"), std::string::npos);
    EXPECT_TRUE(g.warnings.empty()) << g.warnings.front().message;
    // Every pre-fusion node ends up in exactly one post-fusion kernel.
    std::vector<std::string> members;
    for (const auto& k : g.inductor.kernels) members.insert(members.end(), k.members.begin(), k.members.end());
    std::sort(members.begin(), members.end());
    EXPECT_EQ(std::adjacent_find(members.begin(), members.end()), members.end());
    EXPECT_EQ(members.size(), g.nodes.size());
    // Origins from fusion.log land on nodes; extern nodes have none in the log.
    EXPECT_TRUE(std::any_of(g.nodes.begin(), g.nodes.end(), [](const Node& n) { return !n.origins.empty(); }));
    for (const Node& n : g.nodes) {
      if (n.kind == NodeKind::Extern) {
        EXPECT_TRUE(n.origins.empty()) << n.name;
      }
    }
  }
}

TEST(CaptureLoader, LoadsEverySharedCapture) {
  if (!td::haveSharedCaptures()) GTEST_SKIP() << "no shared captures at " << td::sharedCaptures();
  const auto entries = discoverGraphs(td::sharedCaptures());
  ASSERT_EQ(entries.size(), 16u);
  for (const auto& e : entries) {
    SCOPED_TRACE(e.name);
    const Graph g = loadCaptureFolder(e.folder);
    EXPECT_EQ(g.name, e.name);
    EXPECT_EQ(static_cast<int>(g.nodes.size()), td::countHeaders(td::readFile(e.folder / "ir_pre_fusion.txt")));
    EXPECT_TRUE(g.warnings.empty()) << g.warnings.front().message;
  }
}

TEST(CaptureLoader, OriginsFromFusionLog) {
  const Graph g = loadCaptureFolder(td::testCaptures() / "mlp_ln/0_inference_0.0");
  EXPECT_EQ(g.findNode("op1")->origins, std::vector<std::string>{"var_mean"});
  EXPECT_EQ(g.findNode("op4")->origins,
            (std::vector<std::string>{"add_1", "mul_1", "mul", "sub", "rsqrt", "add", "var_mean"}));
  EXPECT_TRUE(g.findNode("op0")->origins.empty());  // `ExternKernelSchedulerNode(name='op0')` prints none
  EXPECT_EQ(g.inductor.decisions.size(), 3u);
  EXPECT_EQ(g.inductor.codeKernels.size(), 4u);
}

// The load names each stage it enters, the file and its size, at a share of the whole that only grows; a
// raised cancel flag stops it at the next stage with LoadCancelled, and nothing is returned half-made.
TEST(CaptureLoader, ProgressNamesEachStageInOrderAndACancelStopsTheLoad) {
  const fs::path folder = td::testCaptures() / "mlp_ln/0_inference_0.0";
  std::vector<std::pair<std::string, double>> heard;
  LoadOptions options;
  options.progress.report = [&](const std::string& stage, double fraction) { heard.emplace_back(stage, fraction); };
  loadCaptureFolder(folder, options);
  ASSERT_FALSE(heard.empty());
  for (size_t i = 1; i < heard.size(); ++i) EXPECT_GE(heard[i].second, heard[i - 1].second) << heard[i].first;
  EXPECT_GT(heard.front().second, 0.0);
  EXPECT_LE(heard.back().second, 1.0);
  auto heardStage = [&](const std::string& prefix) {
    return std::any_of(heard.begin(), heard.end(), [&](const auto& h) { return h.first.rfind(prefix, 0) == 0; });
  };
  EXPECT_TRUE(heardStage("reading ir_pre_fusion.txt ("));
  EXPECT_TRUE(heardStage("parsing ir_pre_fusion.txt ("));
  EXPECT_TRUE(heardStage("parsing ir_post_fusion.txt ("));
  EXPECT_TRUE(heardStage("parsing fusion.log ("));

  std::atomic<bool> cancel{false};
  LoadOptions cancelling;
  cancelling.progress.cancel = &cancel;
  int stages = 0;
  cancelling.progress.report = [&](const std::string& stage, double) {
    ++stages;
    if (stage.rfind("parsing ir_pre_fusion.txt", 0) == 0) cancel = true;   // Cancel pressed while it parses
  };
  EXPECT_THROW(loadCaptureFolder(folder, cancelling), LoadCancelled);
  EXPECT_LT(stages, static_cast<int>(heard.size()));   // it stopped at the next stage
}

TEST(CaptureLoader, ForeachGroupsComeFromFusionLog) {
  const Graph g = loadCaptureFolder(td::testCaptures() / "adam_foreach/0_inference_0.0");
  ASSERT_EQ(g.foreachGroups.size(), 4u);
  EXPECT_EQ(g.foreachGroups[0].name, "op40_op41_op42_op43_op44_op45_op46_op47_op48_op49");
  EXPECT_EQ(g.foreachGroups[0].members,
            (std::vector<std::string>{"op40", "op41", "op42", "op43", "op44", "op45", "op46", "op47", "op48", "op49"}));
  for (const auto& group : g.foreachGroups) {
    EXPECT_EQ(group.source, "fusion.log");
    EXPECT_EQ(group.members.size(), 10u);
  }
  EXPECT_EQ(g.findNode("op40")->origins.front(), "_foreach_add_2");
}

TEST(CaptureLoader, ForeachGroupsFallBackToPostFusion) {
  CaptureFiles files = readCaptureFolder(td::testCaptures() / "adam_foreach/0_inference_0.0");
  files.files.erase("fusion.log");
  const Graph g = loadCapture(files);
  EXPECT_FALSE(g.inductor.hasFusionLog);
  ASSERT_EQ(g.foreachGroups.size(), 2u);
  for (const auto& group : g.foreachGroups) EXPECT_EQ(group.source, "ir_post_fusion.txt");
  EXPECT_EQ(g.foreachGroups[0].members.size(), 10u);
  EXPECT_EQ(g.foreachGroups[1].members.size(), 40u);
}

TEST(CaptureLoader, InMemoryCaptureNeedsOnlyPreFusion) {
  CaptureFiles files;
  files.folder = ":/examples/mlp_ln/0_inference_0.0";
  files.files["ir_pre_fusion.txt"] = td::readFile(td::testCaptures() / "mlp_ln/0_inference_0.0/ir_pre_fusion.txt");
  const Graph g = loadCapture(files);
  EXPECT_EQ(g.name, "mlp_ln/0_inference_0.0");
  EXPECT_EQ(g.nodes.size(), 7u);
  EXPECT_FALSE(g.inductor.hasPostFusion || g.inductor.hasFusionLog || g.inductor.hasOutputCode || g.inductor.hasFxGraph);

  files.files.erase("ir_pre_fusion.txt");
  try {
    loadCapture(files);
    ADD_FAILURE() << "no error";
  } catch (const ImportError& e) {
    EXPECT_EQ(e.file(), ":/examples/mlp_ln/0_inference_0.0/ir_pre_fusion.txt");
  }
}

TEST(CaptureLoader, FileSizeCap) {
  LoadOptions options;
  options.maxFileBytes = 1000;
  try {
    loadCaptureFolder(td::testCaptures() / "mlp_ln/0_inference_0.0", options);
    ADD_FAILURE() << "no error";
  } catch (const ImportError& e) {
    EXPECT_NE(std::string(e.what()).find("above the import limit of 1000 bytes"), std::string::npos) << e.what();
  }
  CaptureFiles files = readCaptureFolder(td::testCaptures() / "mlp_ln/0_inference_0.0");
  EXPECT_THROW(loadCapture(files, options), ImportError);
}

TEST(CaptureLoader, DamagedOptionalFileNamesFileAndLine) {
  TempDir dir;
  copyCapture(td::testCaptures() / "mutation/0_inference_0.0", dir.path / "m/0_inference_0.0");
  const fs::path post = dir.path / "m/0_inference_0.0/ir_post_fusion.txt";
  const std::string text = td::readFile(post);
  writeFile(post, text.substr(0, text.size() / 2));
  try {
    loadCaptureFolder(dir.path / "m/0_inference_0.0");
    ADD_FAILURE() << "no error";
  } catch (const ImportError& e) {
    EXPECT_EQ(e.file(), post.string());
    EXPECT_GT(e.line(), 0);
  }
}

TEST(CaptureLoader, MissingOrWrongFolder) {
  TempDir dir;
  EXPECT_THROW(loadCaptureFolder(dir.path / "nope"), ImportError);
  try {
    loadCaptureFolder(dir.path);
    ADD_FAILURE() << "no error";
  } catch (const ImportError& e) {
    EXPECT_NE(std::string(e.what()).find("ir_pre_fusion.txt"), std::string::npos);
  }
  EXPECT_THROW(discoverGraphs(dir.path / "nope"), ImportError);
  EXPECT_TRUE(discoverGraphs(dir.path).empty());
}

TEST(CaptureLoader, DiscoversGraphsInADebugTree) {
  TempDir dir;
  // The layout TORCH_COMPILE_DEBUG writes, plus a symlink loop that must not be followed forever.
  const fs::path run = dir.path / "torch_compile_debug/run_2026_11_21-pid_1/torchinductor";
  copyCapture(td::testCaptures() / "gpt2_train/0_backward_3.1", run / "model__0_backward_3.1");
  copyCapture(td::testCaptures() / "mlp_ln/0_inference_0.0", run / "model__1_inference_0.0");
  fs::create_directories(run / "aot_model___0_debug.log.d");
  std::error_code ec;
  fs::create_directory_symlink(dir.path / "torch_compile_debug", run / "loop", ec);

  const auto entries = discoverGraphs(dir.path);
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_EQ(entries[0].name, "torch_compile_debug/run_2026_11_21-pid_1/torchinductor/model__0_backward_3.1");
  EXPECT_EQ(entries[0].kind, "backward");
  EXPECT_EQ(entries[1].kind, "inference");
  EXPECT_EQ(loadCaptureFolder(entries[1].folder).nodes.size(), 7u);

  // A graph folder given directly is its own single entry, named by its last two components.
  const auto single = discoverGraphs(run / "model__0_backward_3.1");
  ASSERT_EQ(single.size(), 1u);
  EXPECT_EQ(single[0].name, "torchinductor/model__0_backward_3.1");
  EXPECT_EQ(single[0].kind, "backward");

  // Depth is bounded.
  EXPECT_TRUE(discoverGraphs(dir.path, 2).empty());
}

TEST(CaptureLoader, DiscoversTestCaptures) {
  const auto entries = discoverGraphs(td::testCaptures());
  ASSERT_EQ(entries.size(), td::graphFolders(td::testCaptures()).size());
  EXPECT_EQ(entries.front().name, "adam_foreach/0_inference_0.0");
  for (const auto& e : entries) EXPECT_NE(e.kind, "unknown") << e.name;
  EXPECT_EQ(graphKindFromName("0_forward_1.0"), "forward");
  EXPECT_EQ(graphKindFromName("something"), "unknown");
}

// The graph inputs' dtypes and sizes from fx_graph_readable.py's forward signature: symbolic sizes kept as
// printed, a 0-d tensor with no size, symbolic integers and unknown dtypes left out; a loaded capture holds
// them for its kernel reports.
TEST(FxGraphInputs, TheForwardSignatureGivesDtypesAndSizes) {
  const auto inputs = fusescope::fxGraphInputs(
      "class <lambda>(torch.nn.Module):\n"
      "    def forward(self, primals_1: \"f32[32, 3, 3, 3]\", primals_2: \"bf16[s0, 64]\", primals_3: \"Sym(s0)\", "
      "primals_4: \"i64[]\", primals_5: \"zz9[4]\"):\n"
      "        x: \"f32[2]\" = torch.ops.aten.relu.default(primals_1)\n");
  ASSERT_EQ(inputs.size(), 3u);
  EXPECT_EQ(inputs.at("primals_1").dtype, "torch.float32");
  EXPECT_EQ(inputs.at("primals_1").size, (std::vector<std::string>{"32", "3", "3", "3"}));
  EXPECT_EQ(inputs.at("primals_2").dtype, "torch.bfloat16");
  EXPECT_EQ(inputs.at("primals_2").size, (std::vector<std::string>{"s0", "64"}));
  EXPECT_TRUE(inputs.at("primals_4").size.empty());
  EXPECT_EQ(inputs.count("x"), 0u);   // a body line, not a parameter
  EXPECT_TRUE(fusescope::fxGraphInputs("no forward here").empty());
  EXPECT_EQ(fusescope::torchDtypeOfAbbreviation("b8"), "torch.bool");
  EXPECT_EQ(fusescope::torchDtypeOfAbbreviation("f8e4m3fn"), "torch.float8_e4m3fn");
}

// A graph folder whose own fusion.log records the IR too (TORCH_LOGS=+fusion,ir_pre_fusion, written beside
// the graph): its one run follows the BEFORE FUSION record, and opens as from the whole-run log, without a
// warning that the run has no record (the run was placed at line 1, where no record precedes it).
TEST(CaptureLoader, AnOwnLogThatRecordsTheIrOpensWithoutWarnings) {
  const fs::path run = fs::path(FUSESCOPE_TEST_DATA) / "checks" / "mlp_blocks";
  fs::path graph;
  for (const auto& e : fs::recursive_directory_iterator(run))
    if (e.path().filename() == "ir_pre_fusion.txt") graph = e.path().parent_path();
  ASSERT_FALSE(graph.empty());
  TempDir dir;
  const fs::path own = dir.path / graph.filename();
  copyCapture(graph, own);
  fs::copy_file(run / "fusion.log", own / "fusion.log");
  const Graph fromRun = loadCaptureFolder(graph);
  const Graph fromOwn = loadCaptureFolder(own);
  ASSERT_TRUE(fromOwn.inductor.hasFusionLog);
  for (const Diagnostic& d : fromOwn.warnings) ADD_FAILURE() << d.file << ":" << d.line << ": " << d.message;
  EXPECT_EQ(fromOwn.inductor.decisions, fromRun.inductor.decisions);   // the same file: the same lines
  EXPECT_EQ(fromOwn.nodes.size(), fromRun.nodes.size());
}
