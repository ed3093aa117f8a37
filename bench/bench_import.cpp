// Import speed on the largest real capture: llama_24l_train/0_backward_3.1 (776 nodes). Target: the
// ir_pre_fusion.txt parse under 50 ms. Files are read once up front so the numbers are parse time only.
#include "import/capture_loader.h"
#include "import/fusion_log_importer.h"
#include "import/ir_dump_importer.h"
#include "import/output_code_importer.h"
#include "import/post_fusion_importer.h"
#include "capture/opened_capture.h"
#include "source/module_stacks.h"
#include "util/mapped_text_file.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

#include <fmt/format.h>

using namespace fusescope;
namespace fs = std::filesystem;

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

// fusescope_modules.json of a deep model, made up: every node in a layer with three frames, and a line
// each, as fusescope-capture writes them (a real 345-layer Llama's is 14 MB for 41,834 FX nodes). Its
// parse grew quadratically while a callback bounded the depth (16 s of that model's 20 s `info`); linear now.
std::string moduleFileText(int nodes) {
  std::string nodesText, linesText;
  for (int i = 0; i < nodes; ++i) {
    const int layer = i / 20;
    nodesText += fmt::format("{}\"mul_{}\": [[\"L['self'].model\", \"LlamaModel\"], [\"L['self'].model.layers.{}\", "
                             "\"LlamaDecoderLayer\"], [\"L['self'].model.layers.{}.mlp\", \"LlamaMLP\"]]",
                             i ? ", " : "", i, layer, layer);
    linesText += fmt::format("{}\"mul_{}\": {{\"file\": \"modeling_llama.py\", \"line\": {}, \"function\": \"forward\", "
                             "\"code\": \"down_proj = self.down_proj(x)\"}}",
                             i ? ", " : "", i, 100 + i % 20);
  }
  return fmt::format("{{\"version\": 1, \"nodes\": {{{}}}, \"lines\": {{{}}}}}", nodesText, linesText);
}

void BM_ParseModuleFile(benchmark::State& state) {
  const std::string text = moduleFileText(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    source::ModuleFile parsed = source::parseModuleFile(text, "fusescope_modules.json");
    benchmark::DoNotOptimize(parsed.stacks.size());
  }
  state.SetComplexityN(state.range(0));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_ParseModuleFile)->RangeMultiplier(4)->Range(1024, 16384)->Complexity(benchmark::oN)->Unit(benchmark::kMillisecond);

// A real deep model's fusescope_modules.json (FUSESCOPE_BENCH_DEEP_MODULES: the 345-layer Llama's is 14 MB for
// 41,834 FX nodes): the parse every command of that capture pays.
void BM_ParseRealModuleFile(benchmark::State& state) {
  const char* file = std::getenv("FUSESCOPE_BENCH_DEEP_MODULES");
  if (!file) {
    state.SkipWithError("FUSESCOPE_BENCH_DEEP_MODULES is not set (a deep capture's fusescope_modules.json)");
    return;
  }
  const std::string text = readTextFile(file, 1ull << 32);
  for (auto _ : state) {
    source::ModuleFile parsed = source::parseModuleFile(text, "fusescope_modules.json");
    benchmark::DoNotOptimize(parsed.stacks.size());
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_ParseRealModuleFile)->Unit(benchmark::kMillisecond);

// A deep capture kept outside the repository (FUSESCOPE_BENCH_DEEP: a debug root, e.g. one made by
// bench/programs/deep_llama.py on a GPU host): open it and schedule it, as every command does first.
void BM_OpenAndScheduleDeepCapture(benchmark::State& state) {
  const char* root = std::getenv("FUSESCOPE_BENCH_DEEP");
  if (!root) {
    state.SkipWithError("FUSESCOPE_BENCH_DEEP is not set (a deep capture's torch_compile_debug)");
    return;
  }
  size_t nodes = 0;
  for (auto _ : state) {
    analysis::AnalysisInputs inputs;
    inputs.path = root;
    const auto capture = capture::openCapture(inputs);
    nodes = capture->schedule().trace->nodes.size();
    benchmark::DoNotOptimize(nodes);
  }
  state.counters["nodes"] = static_cast<double>(nodes);
}
BENCHMARK(BM_OpenAndScheduleDeepCapture)->Unit(benchmark::kMillisecond)->Iterations(3);

// A real deep capture's fusion log (FUSESCOPE_BENCH_DEEP_LOG: e.g. the 345-layer Llama's, 191 MB, made by
// bench/programs/deep_llama.py) repeated whole until it passes 500 MB: the log of a model three times deeper,
// as far as the reader can tell (each copy starts its rounds again). Timed: reading it into records.
void BM_ParseFusionLogScaledTo500MB(benchmark::State& state) {
  const char* file = std::getenv("FUSESCOPE_BENCH_DEEP_LOG");
  if (!file) {
    state.SkipWithError("FUSESCOPE_BENCH_DEEP_LOG is not set (a deep capture's fusion.log)");
    return;
  }
  const std::string one = readTextFile(file, 1ull << 32);
  std::string text;
  text.reserve(500'000'000 + one.size());
  while (text.size() < 500'000'000) text += one;
  size_t decisions = 0;
  for (auto _ : state) {
    const FusionLogRecord record = parseFusionLog(text, "scaled.log");
    decisions = record.decisions.size();
    benchmark::DoNotOptimize(record.decisions.data());
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * text.size()));
  state.counters["MB"] = static_cast<double>(text.size()) / 1e6;
  state.counters["decisions"] = static_cast<double>(decisions);
}
BENCHMARK(BM_ParseFusionLogScaledTo500MB)->Unit(benchmark::kMillisecond)->Iterations(1);

// The process's peak resident memory (VmHWM) in MB since the last resetPeakResident().
double peakResidentMB() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind("VmHWM:", 0) == 0) return std::stod(line.substr(6)) / 1024.0;
  return -1;
}
void resetPeakResident() { std::ofstream("/proc/self/clear_refs") << "5"; }

// The same 500 MB log as an index entry is read: mapped, its pages given back behind the reader
// (SharedText::releasePages, as loadCapture does). Counters: the process's peak resident memory while
// parsing (`peak_MB`, the records included), against the log's size (`MB`).
void BM_ParseMappedFusionLogScaledTo500MB(benchmark::State& state) {
  const char* file = std::getenv("FUSESCOPE_BENCH_DEEP_LOG");
  if (!file) {
    state.SkipWithError("FUSESCOPE_BENCH_DEEP_LOG is not set (a deep capture's fusion.log)");
    return;
  }
  const fs::path scaled = fs::temp_directory_path() / "fusescope_bench_scaled_fusion.log";
  {
    const std::string one = readTextFile(file, 1ull << 32);
    std::ofstream out(scaled, std::ios::binary);
    for (std::size_t written = 0; written < 500'000'000; written += one.size()) out << one;
  }
  size_t decisions = 0;
  double peak = 0;
  std::size_t bytes = 0;
  for (auto _ : state) {
    state.PauseTiming();
    resetPeakResident();
    state.ResumeTiming();
    const SharedText mapped = mapTextFile(scaled, 1ull << 32);
    bytes = mapped.size();
    const FusionLogRecord record = parseFusionLog(mapped.view, "scaled.log", {}, [&](std::size_t upTo) { mapped.releasePages(0, upTo); });
    decisions = record.decisions.size();
    benchmark::DoNotOptimize(record.decisions.data());
    peak = peakResidentMB();
  }
  fs::remove(scaled);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes));
  state.counters["MB"] = static_cast<double>(bytes) / 1e6;
  state.counters["decisions"] = static_cast<double>(decisions);
  state.counters["peak_MB"] = peak;
}
BENCHMARK(BM_ParseMappedFusionLogScaledTo500MB)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
