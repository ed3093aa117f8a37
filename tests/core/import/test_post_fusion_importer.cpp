// parseIrPostFusion: Inductor's final kernels and their members.
#include "import/post_fusion_importer.h"
#include "util/import_error.h"

#include "core/capture_test_data.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>

using namespace fusescope;
namespace td = fusescope::testdata;

namespace {

std::vector<RecordedKernel> load(const std::string& graph) {
  const auto file = td::testCaptures() / graph / "ir_post_fusion.txt";
  return parseIrPostFusion(td::readFile(file), file.string());
}

}  // namespace

TEST(PostFusionImporter, MlpCpuOuterLoopFusion) {
  const auto kernels = load("mlp_cpu/0_inference_0.0");
  ASSERT_EQ(kernels.size(), 4u);
  EXPECT_EQ(kernels[0], (RecordedKernel{"op0", "ExternKernelSchedulerNode", {"op0"}}));
  EXPECT_EQ(kernels[1], (RecordedKernel{"op1_op2_op4_op5", "OuterLoopFusedSchedulerNode", {"op1", "op2", "op4", "op5"}}));
  EXPECT_EQ(kernels[2].name, "op6");
  EXPECT_EQ(kernels[3].typeName, "SchedulerNode");
}

TEST(PostFusionImporter, MembersKeepPrintedOrder) {
  const auto kernels = load("reductions/0_inference_0.0");
  ASSERT_EQ(kernels.size(), 1u);
  EXPECT_EQ(kernels[0].typeName, "FusedSchedulerNode");
  EXPECT_EQ(kernels[0].members,
            (std::vector<std::string>{"op0", "op1", "op3", "op6", "op7", "op8", "op9", "op10", "op11", "op5"}));
}

TEST(PostFusionImporter, ForeachOfFusedNodesIsFlattened) {
  const auto kernels = load("adam_foreach/0_inference_0.0");
  ASSERT_EQ(kernels.size(), 2u);
  EXPECT_EQ(kernels[0].typeName, "ForeachKernelSchedulerNode");
  EXPECT_EQ(kernels[0].members.size(), 10u);
  EXPECT_EQ(kernels[1].typeName, "ForeachKernelSchedulerNode");
  // Ten FusedSchedulerNodes of four nodes each, e.g. op40_op10_op50_op63.
  ASSERT_EQ(kernels[1].members.size(), 40u);
  EXPECT_EQ(std::vector<std::string>(kernels[1].members.begin(), kernels[1].members.begin() + 5),
            (std::vector<std::string>{"op40", "op10", "op50", "op63", "op41"}));
  std::string joined;
  for (const auto& m : kernels[1].members) joined += (joined.empty() ? "" : "_") + m;
  EXPECT_EQ(joined, kernels[1].name);
}

TEST(PostFusionImporter, KernelCountsMatchManifest) {
  if (!td::haveSharedCaptures()) GTEST_SKIP() << "no shared captures at " << td::sharedCaptures();
  const auto manifest = nlohmann::json::parse(td::readFile(td::sharedCaptures() / "manifest.json"));
  const auto folders = td::graphFolders(td::sharedCaptures());
  EXPECT_EQ(folders.size(), 16u);
  for (const auto& folder : folders) {
    const std::string name = td::graphName(folder);
    SCOPED_TRACE(name);
    const auto kernels = parseIrPostFusion(td::readFile(folder / "ir_post_fusion.txt"), name);
    EXPECT_EQ(kernels.size(), manifest.at(name).at("fuse_nodes_out").get<std::size_t>());
    std::size_t members = 0;
    for (const auto& k : kernels) members += k.members.size();
    EXPECT_EQ(members, manifest.at(name).at("nodes_pre_fusion").get<std::size_t>());
  }
}

TEST(PostFusionImporter, EveryTestCaptureCoversItsNodes) {
  for (const auto& folder : td::graphFolders(td::testCaptures())) {
    SCOPED_TRACE(td::graphName(folder));
    const auto kernels = parseIrPostFusion(td::readFile(folder / "ir_post_fusion.txt"), "x");
    std::size_t members = 0;
    for (const auto& k : kernels) members += k.members.size();
    EXPECT_EQ(static_cast<int>(members), td::countHeaders(td::readFile(folder / "ir_pre_fusion.txt")));
  }
}

TEST(PostFusionImporter, TruncatedAndGarbageInput) {
  for (const auto& folder : td::graphFolders(td::testCaptures())) {
    const std::string text = td::readFile(folder / "ir_post_fusion.txt");
    const auto full = parseIrPostFusion(text, "full");
    for (int k = 1; k < 30; ++k) {
      const std::size_t cut = text.size() * static_cast<std::size_t>(k) / 30;
      SCOPED_TRACE(td::graphName(folder) + " cut at " + std::to_string(cut));
      try {
        const auto partial = parseIrPostFusion(std::string_view(text).substr(0, cut), "t.txt");
        // Only a cut between complete nodes (or inside the last node's loop body, which is not read here)
        // can parse, and it gives a prefix of the kernels.
        ASSERT_LE(partial.size(), full.size());
        EXPECT_TRUE(std::equal(partial.begin(), partial.end(), full.begin()));
      } catch (const ImportError& e) {
        EXPECT_GT(e.line(), 0) << e.what();
      }
    }
  }
  for (const std::string bad : {"hello world\n", "{\"a\": 1}\n", "op0: SchedulerNode(ComputedBuffer)\n!!!\n"}) {
    try {
      parseIrPostFusion(bad, "bad.txt");
      ADD_FAILURE() << bad;
    } catch (const ImportError& e) {
      EXPECT_GT(e.line(), 0) << e.what();
    }
  }
  EXPECT_THROW(parseIrPostFusion("", "empty.txt"), ImportError);
}
