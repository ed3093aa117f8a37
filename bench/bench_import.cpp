// Import speed on the largest real capture: llama_24l_train/0_backward_3.1 (776 nodes). Target: the
// ir_pre_fusion.txt parse under 50 ms. Files are read once up front so the numbers are parse time only.
#include "import/capture_loader.h"
#include "import/fusion_log_importer.h"
#include "import/ir_dump_importer.h"
#include "import/output_code_importer.h"
#include "import/post_fusion_importer.h"

#include <benchmark/benchmark.h>

#include <filesystem>
#include <optional>

using namespace fusescope;

namespace {

const std::filesystem::path kLlamaBackward =
    std::filesystem::path(FUSESCOPE_SHARED_CAPTURES) / "llama_24l_train" / "0_backward_3.1";

// The capture's files, or nullopt (with the reason reported) when the shared captures are absent.
const std::optional<CaptureFiles>& llamaFiles() {
  static const std::optional<CaptureFiles> files = []() -> std::optional<CaptureFiles> {
    std::error_code ec;
    if (!std::filesystem::is_directory(kLlamaBackward, ec)) return std::nullopt;
    return readCaptureFolder(kLlamaBackward);
  }();
  return files;
}

const std::string* file(benchmark::State& state, const char* name) {
  const auto& files = llamaFiles();
  if (!files) {
    state.SkipWithError(("shared captures not found: " + kLlamaBackward.string()).c_str());
    return nullptr;
  }
  auto it = files->files.find(name);
  if (it == files->files.end()) {
    state.SkipWithError((std::string(name) + " missing in " + kLlamaBackward.string()).c_str());
    return nullptr;
  }
  return &it->second;
}

void BM_ParseIrPreFusion_Llama776(benchmark::State& state) {
  const std::string* text = file(state, "ir_pre_fusion.txt");
  if (!text) return;
  for (auto _ : state) {
    Graph g = parseIrDump(*text, "ir_pre_fusion.txt");
    benchmark::DoNotOptimize(g.nodes.data());
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(text->size()));
}
BENCHMARK(BM_ParseIrPreFusion_Llama776)->Unit(benchmark::kMillisecond);

void BM_ParseIrPostFusion_Llama776(benchmark::State& state) {
  const std::string* text = file(state, "ir_post_fusion.txt");
  if (!text) return;
  for (auto _ : state) benchmark::DoNotOptimize(parseIrPostFusion(*text, "ir_post_fusion.txt"));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(text->size()));
}
BENCHMARK(BM_ParseIrPostFusion_Llama776)->Unit(benchmark::kMillisecond);

void BM_ParseFusionLog_Llama776(benchmark::State& state) {
  const std::string* text = file(state, "fusion.log");
  if (!text) return;
  for (auto _ : state) benchmark::DoNotOptimize(parseFusionLog(*text, "fusion.log"));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(text->size()));
}
BENCHMARK(BM_ParseFusionLog_Llama776)->Unit(benchmark::kMillisecond);

void BM_ParseOutputCode_Llama776(benchmark::State& state) {
  const std::string* text = file(state, "output_code.py");
  if (!text) return;
  for (auto _ : state) benchmark::DoNotOptimize(parseOutputCode(*text, "output_code.py"));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(text->size()));
}
BENCHMARK(BM_ParseOutputCode_Llama776)->Unit(benchmark::kMillisecond);

// Everything loadCaptureFolder does after reading the files (about 13 MB of text, 10 MB of it fusion.log).
void BM_LoadCapture_Llama776(benchmark::State& state) {
  if (!file(state, "ir_pre_fusion.txt")) return;
  for (auto _ : state) {
    Graph g = loadCapture(*llamaFiles());
    benchmark::DoNotOptimize(g.nodes.data());
  }
}
BENCHMARK(BM_LoadCapture_Llama776)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
