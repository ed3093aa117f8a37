// inductor_provenance_tracking_node_mappings.json: hand-written inputs, damaged ones, the loader's
// handling of a damaged file, and every real capture.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/capture_test_data.h"
#include "import/capture_loader.h"
#include "source/provenance_json.h"
#include "util/import_error.h"

using namespace fusescope;
using namespace fusescope::source;
namespace td = fusescope::testdata;

namespace {

const char* const kProvenanceFile = "inductor_provenance_tracking_node_mappings.json";

void expectError(const std::string& text, int line, const std::string& words) {
  try {
    parseProvenance(text, "p.json");
    ADD_FAILURE() << "no ImportError for " << text;
  } catch (const ImportError& e) {
    EXPECT_EQ(e.file(), "p.json");
    EXPECT_EQ(e.line(), line) << e.what();
    EXPECT_NE(e.message().find(words), std::string::npos) << e.what();
  }
}

}  // namespace

TEST(ProvenanceJson, ReadsTheFourMaps) {
  const ProvenanceRecord r = parseProvenance(R"({"preToPost": {"x": ["mul", "add"]}, "postToPre": {"mul": ["x"]},
    "cppCodeToPost": {"triton_poi_fused_add_0:1": ["add"], "extern_kernels.mm:2": []},
    "postToCppCode": {"add": ["triton_poi_fused_add_0:1"]}, "futureKey": 3})",
                                             "p.json");
  EXPECT_EQ(r.preToPost.at("x"), (std::vector<std::string>{"mul", "add"}));
  EXPECT_EQ(r.postToPre.at("mul"), (std::vector<std::string>{"x"}));
  EXPECT_EQ(r.kernelToPost.size(), 2u);
  EXPECT_TRUE(r.kernelToPost.at("extern_kernels.mm:2").empty());
  EXPECT_EQ(r.postToKernel.at("add").front(), "triton_poi_fused_add_0:1");
  // One map is enough.
  EXPECT_EQ(parseProvenance(R"({"postToPre": {}})", "p.json").postToPre.size(), 0u);
}

TEST(ProvenanceJson, DamagedInputNamesFileAndLine) {
  expectError("{\"preToPost\": {\n\"x\": [\"a\",\n", 3, "malformed JSON");
  expectError("{\"preToPost\": {\n\"x\": [\"a\" \"b\"]}}", 2, "malformed JSON");
  expectError("[1, 2]", 1, "not a JSON object");
  expectError("{\"other\": {}}", 1, "none of preToPost");
  expectError("{\"preToPost\": []}", 1, "\"preToPost\" is not an object");
  expectError("{\"preToPost\": {},\n \"postToPre\": {\n  \"mul\": \"x\"}}", 3, "not a list of names");
  expectError("{\"cppCodeToPost\": {\n\"k:1\": [1]}}", 2, "not a name");
  expectError("", 1, "malformed JSON");
  expectError("{\"preToPost\": {\"x\": [\"\xff\"]}}", 1, "malformed JSON");
  expectError(std::string(100, '[') + std::string(100, ']'), 1, "nested deeper");
}

TEST(ProvenanceJson, KernelKeys) {
  EXPECT_EQ(splitKernelKey("triton_poi_fused_add_0:12").kernel, "triton_poi_fused_add_0");
  EXPECT_EQ(splitKernelKey("triton_poi_fused_add_0:12").handle, 12);
  EXPECT_EQ(splitKernelKey("torch.ops.aten.x.default:8").kernel, "torch.ops.aten.x.default");
  EXPECT_EQ(splitKernelKey("nohandle").handle, -1);
  EXPECT_EQ(splitKernelKey("k:").handle, -1);
  EXPECT_EQ(splitKernelKey("k:1x").handle, -1);
  EXPECT_EQ(splitKernelKey("k:99999999999").handle, -1);
}

TEST(ProvenanceJson, LoaderKeepsTheGraphWhenTheFileIsDamaged) {
  const auto folder = td::testCaptures() / "mlp_ln/0_inference_0.0";
  CaptureFiles capture = readCaptureFolder(folder);
  ASSERT_TRUE(capture.files.count(kProvenanceFile));
  const Graph good = loadCapture(capture);
  EXPECT_TRUE(good.inductor.hasProvenance);
  EXPECT_FALSE(good.inductor.provenance.postToPre.empty());

  std::string& text = capture.files[kProvenanceFile];
  text.resize(text.size() / 2);  // cut in the middle
  const Graph cut = loadCapture(capture);
  EXPECT_FALSE(cut.inductor.hasProvenance);
  EXPECT_EQ(cut.nodes, good.nodes);
  ASSERT_EQ(cut.warnings.size(), 1u);
  EXPECT_NE(cut.warnings[0].file.find(kProvenanceFile), std::string::npos);
  EXPECT_GE(cut.warnings[0].line, 1);

  capture.files.erase(kProvenanceFile);
  const Graph missing = loadCapture(capture);
  EXPECT_FALSE(missing.inductor.hasProvenance);
  EXPECT_TRUE(missing.warnings.empty());
}

// Every provenance file of the captures reads, and its maps are each other's inverse.
TEST(ProvenanceJson, RealCaptures) {
  std::vector<std::filesystem::path> folders = td::testDataGraphs();
  for (const auto& f : td::sharedGraphs()) folders.push_back(f);
  int files = 0;
  for (const auto& folder : folders) {
    if (!std::filesystem::exists(folder / kProvenanceFile)) continue;
    SCOPED_TRACE(folder.string());
    ++files;
    const std::string text = td::readFile(folder / kProvenanceFile);
    const ProvenanceRecord r = parseProvenance(text, kProvenanceFile);
    const auto j = nlohmann::json::parse(text);
    EXPECT_EQ(r.kernelToPost.size(), j.at("cppCodeToPost").size());
    for (const auto& [post, pres] : r.postToPre)
      for (const auto& pre : pres) {
        const auto& back = r.preToPost.at(pre);
        EXPECT_NE(std::find(back.begin(), back.end(), post), back.end()) << pre << " -> " << post;
      }
    for (const auto& [key, posts] : r.kernelToPost) EXPECT_GE(splitKernelKey(key).handle, 1) << key;
  }
  EXPECT_GE(files, 8);
}
