// Kernel reports end to end: the template fixtures (tests/data/templates: CuteDSL, ROCm, CUTLASS EVT
// graphs; no real captures of those exist), the C++ generator on the CPU capture, the metadata model,
// and the JSON shape `fusescope-cli kernels --json` prints.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "capture_test_data.h"
#include "codegen/code_hash.h"
#include "codegen/kernel_report.h"
#include "graph/graph_json.h"
#include "import/capture_loader.h"

namespace fs = std::filesystem;
using namespace fusescope;
using namespace fusescope::codegen;

namespace {

Graph fixture(const std::string& name) {
  const fs::path p = fs::path(FUSESCOPE_TEST_DATA) / "templates" / (name + ".json");
  return parseGraphJson(fusescope::testdata::readFile(p), p.string());
}

std::vector<KernelReport> reportsOf(const Graph& g) { return buildKernelReports(g, groupsFromInductor(g), nullptr); }

std::string templateSource(const Graph& g) {
  for (const auto& f : g.nodes[0].extra)
    if (f.key == "template_source") return f.value;
  return {};
}

}  // namespace

TEST(CodegenReports, CuteDslFixtureNameAndWrapper) {
  const Graph g = fixture("cutedsl_gemm");
  const auto reports = reportsOf(g);
  ASSERT_EQ(reports.size(), 1u);
  EXPECT_EQ(reports[0].group.kind, "cutedsl");
  ASSERT_TRUE(reports[0].generated);
  const std::string expected = "cutedsl_fused_mm_" + sha256Hex(templateSource(g)).substr(0, 8);
  EXPECT_EQ(reports[0].generated->name, expected);
  EXPECT_EQ(reports[0].generated->source.rfind("async_compile.cutedsl('" + expected + "', r'''\nimport cutlass\n", 0), 0u);
  EXPECT_NE(reports[0].generated->source.find("def " + expected + "_kernel("), std::string::npos);
  EXPECT_TRUE(reports[0].generated->source.ends_with("stream=stream)\n''')\n"));
  EXPECT_NE(reports[0].generated->definition.find("# Topologically Sorted Source Nodes: [matmul], Original ATen: [aten.mm]"),
            std::string::npos);
  EXPECT_NE(reports[0].generated->definition.find("# kernel path: /tmp/torchinductor_fusescope/"), std::string::npos);
}

TEST(CodegenReports, RocmFixtureNameAndWrapper) {
  const auto reports = reportsOf(fixture("rocm_gemm"));
  ASSERT_EQ(reports.size(), 1u);
  EXPECT_EQ(reports[0].group.kind, "rocm");
  ASSERT_TRUE(reports[0].generated);
  EXPECT_EQ(reports[0].generated->name, "rocm_fused_addmm_0");
  EXPECT_EQ(reports[0].generated->source.rfind("async_compile.rocm(r'''\n#include <ck/ck.hpp>\n", 0), 0u);
  EXPECT_NE(reports[0].generated->source.find("PT_EXPORT int rocm_fused_addmm_0("), std::string::npos);
  EXPECT_TRUE(reports[0].generated->source.ends_with("}\n''', 'so', aot_compile=False)\n")) << reports[0].generated->source;
}

TEST(CodegenReports, CutlassFixtureRendersEvtArguments) {
  const auto reports = reportsOf(fixture("cutlass_evt_gemm"));
  ASSERT_EQ(reports.size(), 1u);
  EXPECT_EQ(reports[0].group.kind, "cutlass");
  ASSERT_TRUE(reports[0].generated);
  // arg2_1 is column-major (stride [1, 64]): accepted, its stride renders with _1{}.
  EXPECT_NE(reports[0].generated->source.find(R"({ /* thread */
        {}, /* accum */
        {/* ptr_aux */ (cutlass::half_t*) (ptr_0 + ptr_0_offset), /* null_default */ cutlass::half_t(0), /* dAux */ {_1{}, 64, _0{}}}, /* arg2_1 */
        {}, /* compute_1 */
        {/* ptr_aux */ (cutlass::half_t*) (ptr_1 + ptr_1_offset), /* dAux */ {64, _1{}, _0{}}}, /* buf1 */
      }
)"),
            std::string::npos)
      << reports[0].generated->source;
}

TEST(CodegenReports, CutlassFixtureWithNonContiguousLayoutSaysWhy) {
  const auto reports = reportsOf(fixture("cutlass_evt_noncontiguous"));
  ASSERT_TRUE(reports[0].generated);
  ASSERT_EQ(reports[0].generated->notes.size(), 1u);
  EXPECT_EQ(reports[0].generated->notes[0],
            "Cannot create example tensor for arg2_1 with non-contiguous layout, received stride: (128, 2) and shape: (64, 64)");
}

TEST(CodegenReports, MetadataAndJsonShape) {
  const Graph g = fixture("rocm_gemm");
  const auto reports = reportsOf(g);
  EXPECT_EQ(reports[0].metrics.bytesRead, 2 * 64 * 64 * 2);
  EXPECT_EQ(reports[0].metrics.bytesWritten, 64 * 64 * 2);
  EXPECT_DOUBLE_EQ(reports[0].metrics.estimatedRuntimeUs, 3.0 * 64 * 64 * 2 / 3350.0 / 1000.0);
  const auto j = kernelReportsToJson(reports);
  ASSERT_EQ(j["kernels"].size(), 1u);
  const auto& k = j["kernels"][0];
  EXPECT_EQ(k["members"], nlohmann::json::array({"op0"}));
  EXPECT_EQ(k["kind"], "rocm");
  EXPECT_TRUE(k["real"].is_null());
  EXPECT_EQ(k["generated"]["name"], "rocm_fused_addmm_0");
  EXPECT_EQ(k["generated"]["language"], "cpp");
  EXPECT_TRUE(k["generated"]["source"].is_string());
  for (const char* key : {"bytes_read", "bytes_written", "estimated_runtime_us", "origins"}) EXPECT_TRUE(k["metadata"].contains(key)) << key;
  EXPECT_EQ(k["metadata"]["origins"], nlohmann::json::array({"addmm"}));
  ASSERT_EQ(k["metadata"]["nodes"].size(), 1u);
  EXPECT_EQ(k["metadata"]["nodes"][0]["name"], "op0");
  EXPECT_EQ(k["metadata"]["nodes"][0]["bytes_written"], 64 * 64 * 2);
  // A faster device profile gives a shorter estimate.
  KernelReportOptions h200;
  h200.device = DeviceProfile::named("h200");
  EXPECT_LT(buildKernelReports(g, groupsFromInductor(g), nullptr, h200)[0].metrics.estimatedRuntimeUs,
            reports[0].metrics.estimatedRuntimeUs);
  EXPECT_THROW(DeviceProfile::named("tpu"), std::invalid_argument);
}

TEST(CodegenReports, CpuKernelsSayThereIsNoRuntimeEstimate) {
  // Inductor's runtime model covers CUDA kernels: a CPU kernel's 0 is no estimate, and the report says why.
  const Graph g = loadCaptureFolder(fs::path(FUSESCOPE_TEST_DATA) / "captures" / "mlp_cpu" / "0_inference_0.0");
  const auto reports = buildKernelReports(g, groupsFromInductor(g), nullptr);
  ASSERT_FALSE(reports.empty());
  for (const auto& r : reports) {
    EXPECT_EQ(r.metrics.runtimeModel, "none") << r.group.name;
    EXPECT_EQ(r.metrics.noEstimateReason, "not a CUDA kernel") << r.group.name;
  }
  EXPECT_EQ(kernelReportsToJson(reports)["kernels"][0]["metadata"]["no_estimate_reason"], "not a CUDA kernel");
}

TEST(CodegenReports, RuntimeTextKeepsSmallEstimatesReadable) {
  // A 1.6 KiB kernel at 3.35 TB/s is half a nanosecond: printed with 3 decimals in µs it read "0.000".
  EXPECT_EQ(durationText(0.000533), "0.533 ns");
  EXPECT_EQ(durationText(0.9996), "1 µs");  // 999.6 ns rounds to 1e+03 ns: the next unit takes it
  EXPECT_EQ(durationText(12.345), "12.3 µs");
  EXPECT_EQ(durationText(1234.0), "1.23 ms");
  EXPECT_EQ(durationText(0.0), "0 ns");
  EXPECT_EQ(durationDeltaText(-1.231), "-1.23 µs");
  EXPECT_EQ(durationDeltaText(0.0005), "+0.5 ns");
  EXPECT_EQ(durationDeltaText(0.0), "0 ns");
  KernelMetrics m;
  m.runtimeModel = "memory";
  m.estimatedRuntimeUs = 0.000533;
  EXPECT_EQ(runtimeEstimateText(m), "est. 0.533 ns (memory model)");
  m.runtimeModel = "none";
  m.noEstimateReason = "not a CUDA kernel";
  EXPECT_EQ(runtimeEstimateText(m), "no runtime estimate: not a CUDA kernel");
}

TEST(CodegenReports, BytesTextIsTheWindowsAndTheClisOne) {
  EXPECT_EQ(bytesText(768), "768 B");
  EXPECT_EQ(bytesText(1536), "1.5 KiB");
  EXPECT_EQ(bytesText(62419480), "59.53 MiB");
  EXPECT_EQ(bytesText(int64_t{3} << 30), "3.00 GiB");
  EXPECT_EQ(bytesDeltaText(-768), "-768 B");
  EXPECT_EQ(bytesDeltaText(5242880), "+5.00 MiB");
  EXPECT_EQ(bytesDeltaText(0), "0 B");
}

TEST(CodegenReports, CaptureKernelsLinkGenerateAndEstimate) {
  const fs::path folder = fs::path(FUSESCOPE_TEST_DATA) / "captures" / "mlp_ln" / "0_inference_0.0";
  if (!fs::exists(folder)) GTEST_SKIP() << "capture missing";
  const Graph g = loadCaptureFolder(folder);
  const OutputCodeIndex code = scanOutputCode(fusescope::testdata::readFile(folder / "output_code.py"));
  const auto reports = buildKernelReports(g, groupsFromInductor(g), &code);
  ASSERT_EQ(reports.size(), 4u);
  // Extern addmm: linked to its call, runtime from FLOPs (0.5 * 2*M*N*K / peak).
  EXPECT_EQ(reports[0].group.kind, "extern");
  ASSERT_TRUE(reports[0].real);
  EXPECT_EQ(reports[0].real->name, "extern_kernels.addmm");
  EXPECT_EQ(reports[0].metrics.runtimeModel, "flops");
  EXPECT_NEAR(reports[0].metrics.estimatedRuntimeUs, 0.5 * 2.0 * 64 * 2048 * 512 / 67e12 * 1e6, 1e-9);
  // The fused layer norm + gelu: same name as Inductor's, same buffers.
  ASSERT_TRUE(reports[1].real && reports[1].generated);
  EXPECT_EQ(reports[1].real->name, "triton_red_fused_gelu_native_layer_norm_0");
  EXPECT_EQ(reports[1].generated->name, "triton_red_fused_gelu_native_layer_norm_0");
  EXPECT_EQ(reports[3].generated->name, "triton_poi_fused_add_addmm_1");
  EXPECT_EQ(reports[1].generated->args.front(), (std::pair<std::string, std::string>{"in_out_ptr0", "buf5"}));
  // Per node, a buffer the fused kernel keeps in registers counts; for the kernel it does not.
  ASSERT_EQ(reports[1].nodeMetrics.size(), 4u);
  int64_t perNodeWritten = 0;
  for (const auto& m : reports[1].nodeMetrics) perNodeWritten += m.bytesWritten;
  EXPECT_GT(perNodeWritten, reports[1].metrics.bytesWritten);
}

TEST(CodegenReports, CpuCaptureGetsALoopNest) {
  const fs::path folder = fs::path(FUSESCOPE_TEST_DATA) / "captures" / "mlp_cpu" / "0_inference_0.0";
  if (!fs::exists(folder)) GTEST_SKIP() << "capture missing";
  const Graph g = loadCaptureFolder(folder);
  const OutputCodeIndex code = scanOutputCode(fusescope::testdata::readFile(folder / "output_code.py"));
  const auto reports = buildKernelReports(g, groupsFromInductor(g), &code);
  ASSERT_EQ(reports.size(), 4u);
  EXPECT_EQ(reports[1].group.kind, "cpp");
  ASSERT_TRUE(reports[1].generated && reports[1].real);
  EXPECT_EQ(reports[1].real->name, "cpp_fused_gelu_native_layer_norm_0");
  EXPECT_EQ(reports[1].generated->language, "cpp");
  const std::string& src = reports[1].generated->source;
  EXPECT_NE(src.find("extern \"C\" void kernel("), std::string::npos);
  EXPECT_NE(src.find("for (int64_t p1 = 0; p1 < static_cast<int64_t>(1024); p1 += 1)"), std::string::npos);
  EXPECT_NE(src.find("welford_combine"), std::string::npos);
  EXPECT_EQ(reports[1].metrics.estimatedRuntimeUs, 0.0);  // the seed's model: CPU kernels are not estimated
  // Balanced braces: a readable nest, not a fragment.
  EXPECT_EQ(std::count(src.begin(), src.end(), '{'), std::count(src.begin(), src.end(), '}'));
}
