// parseOutputCode: Triton and C++ kernels, their origin comments and call sites, extern calls.
#include "codegen/output_code_scan.h"
#include "import/output_code_importer.h"
#include "util/import_error.h"

#include "core/capture_test_data.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace fusescope;
namespace td = fusescope::testdata;

namespace {

std::vector<CodeKernel> load(const std::string& graph) {
  const auto file = td::testCaptures() / graph / "output_code.py";
  return parseOutputCode(td::readFile(file), file.string());
}

const CodeKernel& kernel(const std::vector<CodeKernel>& ks, const std::string& name) {
  auto it = std::find_if(ks.begin(), ks.end(), [&](const CodeKernel& k) { return k.name == name; });
  if (it == ks.end()) throw std::runtime_error("no kernel " + name);
  return *it;
}

void expectDefinitionCounts(const std::filesystem::path& folder) {
  if (!std::filesystem::exists(folder / "output_code.py")) return;   // trimmed to what the scheduler reads
  SCOPED_TRACE(td::graphName(folder));
  const std::string text = td::readFile(folder / "output_code.py");
  const auto kernels = parseOutputCode(text, "output_code.py");
  const int defs = td::countLinesContaining(text, " = async_compile.triton(") +
                   td::countLinesContaining(text, " = async_compile.cpp_pybinding(");
  const int externCalls = td::countLinesContaining(text, "    extern_kernels.") +
                          td::countLinesContaining(text, " = extern_kernels.") +
                          td::countLinesContaining(text, " = torch.ops.aten.") +
                          td::countLinesContaining(text, " = torch.ops.mkl.") +
                          td::countLinesContaining(text, "    aten.");
  int defined = 0, externs = 0;
  for (const auto& k : kernels) {
    (k.language == "extern" ? externs : defined)++;
    EXPECT_FALSE(k.calls.empty()) << k.name << " is never called";
    EXPECT_EQ(k.callArgs, k.calls.front().args);
    if (k.language != "extern") {
      EXPECT_FALSE(k.source.empty()) << k.name;
    }
    if (k.language == "triton") {
      EXPECT_FALSE(k.kernelPath.empty()) << k.name;  // C++ kernels print no `# kernel path:`
    }
  }
  EXPECT_EQ(defined, defs);
  EXPECT_EQ(externs, externCalls);
}

}  // namespace

TEST(OutputCodeImporter, KernelCountsMatchGrepOnTestCaptures) {
  for (const auto& folder : td::graphFolders(td::testCaptures())) expectDefinitionCounts(folder);
}

TEST(OutputCodeImporter, KernelCountsMatchGrepOnSharedCaptures) {
  if (!td::haveSharedCaptures()) GTEST_SKIP() << "no shared captures at " << td::sharedCaptures();
  for (const auto& folder : td::graphFolders(td::sharedCaptures())) expectDefinitionCounts(folder);
}

TEST(OutputCodeImporter, TritonKernelWithOriginsAndCallSite) {
  const auto ks = load("mlp_ln/0_inference_0.0");
  ASSERT_EQ(ks.size(), 4u);
  const CodeKernel& red = ks[0];
  EXPECT_EQ(red.name, "triton_red_fused_gelu_native_layer_norm_0");
  EXPECT_EQ(red.language, "triton");
  EXPECT_EQ(red.line, 62);
  EXPECT_EQ(red.kernelPath, "/tmp/ind_cache/mlp_ln/ui/cuish3emlccvyobeb2ltgwxq55hvgkbx5kbhysbmym6cd66jsipy.py");
  EXPECT_EQ(red.sourceNodes, (std::vector<std::string>{"layer_norm", "gelu"}));
  EXPECT_EQ(red.atenOrigins, (std::vector<std::string>{"aten.native_layer_norm", "aten.gelu"}));
  EXPECT_NE(red.source.find("@triton.jit"), std::string::npos);
  EXPECT_NE(red.source.find("def triton_red_fused_gelu_native_layer_norm_0("), std::string::npos);
  EXPECT_EQ(red.callArgs, (std::vector<std::string>{"buf5", "arg3_1", "arg4_1", "64", "2048"}));
  ASSERT_EQ(red.calls.size(), 1u);
  EXPECT_EQ(red.calls[0].line, 222);
  // `[, add]`: the empty name is dropped.
  EXPECT_EQ(ks[1].sourceNodes, std::vector<std::string>{"add"});

  const CodeKernel& addmm = ks[2];
  EXPECT_EQ(addmm.name, "extern_kernels.addmm");
  EXPECT_EQ(addmm.language, "extern");
  EXPECT_EQ(addmm.sourceNodes, std::vector<std::string>{"linear"});
  EXPECT_EQ(addmm.atenOrigins, (std::vector<std::string>{"aten.t", "aten.addmm"}));
  EXPECT_EQ(addmm.callArgs.back(), "out=buf0");
  EXPECT_EQ(addmm.callArgs[2], "reinterpret_tensor(arg0_1, (512, 2048), (1, 512), 0)");
  EXPECT_EQ(ks[3].name, "extern_kernels.mm");
}

TEST(OutputCodeImporter, CppKernelsOfCpuGraphs) {
  const auto ks = load("mlp_cpu/0_inference_0.0");
  const CodeKernel& k = kernel(ks, "cpp_fused_gelu_native_layer_norm_0");
  EXPECT_EQ(k.language, "cpp");
  EXPECT_NE(k.source.find("extern \"C\""), std::string::npos);
  EXPECT_EQ(k.callArgs, (std::vector<std::string>{"buf0", "arg3_1", "arg4_1", "buf1", "buf2", "buf5"}));
  EXPECT_EQ(kernel(ks, "cpp_fused_add_1").callArgs, (std::vector<std::string>{"buf7", "arg2_1"}));
}

TEST(OutputCodeImporter, ExternCallsWithResults) {
  if (!td::haveSharedCaptures()) GTEST_SKIP() << "no shared captures at " << td::sharedCaptures();
  const auto file = td::sharedCaptures() / "gpt2_train/0_forward_1.0/output_code.py";
  const auto ks = parseOutputCode(td::readFile(file), file.string());
  const CodeKernel& sdpa = kernel(ks, "torch.ops.aten._scaled_dot_product_efficient_attention.default");
  EXPECT_EQ(sdpa.language, "extern");
  EXPECT_EQ(sdpa.source.substr(0, 8), "buf14 = ");
  EXPECT_EQ(sdpa.callArgs.back(), "scale=0.125");
  EXPECT_EQ(kernel(ks, "aten.randint.low_out").callArgs.back(), "out=buf1");
}

TEST(OutputCodeImporter, RepeatedCallsAreAllRecorded) {
  if (!td::haveSharedCaptures()) GTEST_SKIP() << "no shared captures at " << td::sharedCaptures();
  const auto file = td::sharedCaptures() / "llama_24l_train/0_backward_3.1/output_code.py";
  const std::string text = td::readFile(file);
  const auto ks = parseOutputCode(text, file.string());
  for (const auto& k : ks) {
    if (k.language == "triton") {
      EXPECT_EQ(static_cast<int>(k.calls.size()), td::countLinesContaining(text, " " + k.name + ".run(")) << k.name;
    }
  }
}

TEST(OutputCodeImporter, TruncatedAndUnrelatedInput) {
  for (const auto& folder : td::graphFolders(td::testCaptures())) {
    if (!std::filesystem::exists(folder / "output_code.py")) continue;
    const std::string text = td::readFile(folder / "output_code.py");
    const std::size_t callEnd = text.find("\n        return (", text.find("def call("));
    for (int k = 1; k < 30; ++k) {
      const std::size_t cut = text.size() * static_cast<std::size_t>(k) / 30;
      SCOPED_TRACE(td::graphName(folder) + " cut at " + std::to_string(cut));
      try {
        parseOutputCode(std::string_view(text).substr(0, cut), "t.py");
        EXPECT_GT(cut, callEnd) << "a file cut before the end of call() parsed";
      } catch (const ImportError& e) {
        EXPECT_GT(e.line(), 0) << e.what();
      }
    }
  }
  try {
    parseOutputCode("print('hello')\n", "hello.py");
    ADD_FAILURE() << "no error";
  } catch (const ImportError& e) {
    EXPECT_EQ(e.line(), 1);
  }
}

// One reader: the graph's CodeKernel list is a view of codegen::scanOutputCode's index, so the call sites
// the Kernel dock links to and the ones the graph keeps are the same, line for line.
TEST(OutputCodeImporter, CodeKernelsAreAViewOfTheScannedIndex) {
  for (const auto& folder : td::graphFolders(td::testCaptures())) {
    if (!std::filesystem::exists(folder / "output_code.py")) continue;
    SCOPED_TRACE(td::graphName(folder));
    const std::string text = td::readFile(folder / "output_code.py");
    const auto kernels = parseOutputCode(text, "output_code.py");
    const auto index = codegen::scanOutputCode(text, "output_code.py");
    std::vector<int> viewLines, indexLines;
    for (const auto& k : kernels)
      for (const auto& c : k.calls) viewLines.push_back(c.line);
    for (const auto& c : index.calls)
      if (c.kind != codegen::CallKind::MultiOutput) indexLines.push_back(c.line);
    std::sort(viewLines.begin(), viewLines.end());
    EXPECT_EQ(viewLines, indexLines);
  }
}

// Graph partitions (torch._inductor.config.graph_partition) launch kernels from partition_N(), which
// call() calls; those launches are call sites too.
TEST(OutputCodeImporter, LaunchesInsideGraphPartitions) {
  const std::string text =
      "triton_poi_fused_add_0 = async_compile.triton('triton_poi_fused_add_0', '''\n"
      "@triton.jit\n"
      "def triton_poi_fused_add_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n"
      "    pass\n"
      "''', device_str='cuda')\n"
      "def partition_0(args):\n"
      "    arg0_1, = args\n"
      "    buf0 = empty_strided_cuda((4, ), (1, ), torch.float32)\n"
      "    triton_poi_fused_add_0.run(arg0_1, buf0, 4, stream=stream0)\n"
      "    return (buf0, )\n"
      "class Runner:\n"
      "    def call(self, args):\n"
      "        (buf0, ) = self.partitions[0](args)\n"
      "        return (buf0, )\n";
  const auto index = codegen::scanOutputCode(text, "output_code.py");
  ASSERT_EQ(index.calls.size(), 1u);
  EXPECT_EQ(index.calls[0].callee, "triton_poi_fused_add_0");
  EXPECT_EQ(index.calls[0].line, 9);
  EXPECT_EQ(index.calls[0].written, std::vector<std::string>{"buf0"});
  EXPECT_EQ(index.calls[0].read, std::vector<std::string>{"arg0_1"});
  const auto kernels = parseOutputCode(text, "output_code.py");
  ASSERT_EQ(kernels.size(), 1u);
  EXPECT_EQ(kernels[0].callArgs, (std::vector<std::string>{"arg0_1", "buf0", "4"}));
}
