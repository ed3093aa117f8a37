// Importing a torch.profiler trace (issue 34: a 50 MB, ~400k-event trace in under 1 s). The input is
// the real bf16 Llama inference trace of tests/data/profiles/llama_bf16_inf (1,341 events, 3 graph calls),
// its events repeated with shifted timestamps and ids until the JSON holds the wanted number of events:
// the same mix of operators, launches, kernels and flows a long real profile has. Timed: the JSON read
// (parseKinetoTrace), the graph calls (findGraphCalls), and the whole import with attribution to the
// graph's output_code.py; gzip inflation on its own.
#include "codegen/output_code_scan.h"
#include "import/capture_loader.h"
#include "profile/graph_calls.h"
#include "profile/kineto_trace.h"
#include "profile/profile_attribution.h"
#include "util/gzip.h"

#include <benchmark/benchmark.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <map>

using namespace fusescope;
namespace fs = std::filesystem;

namespace {

const fs::path kRun = fs::path(FUSESCOPE_TEST_DATA) / "profiles" / "llama_bf16_inf";

// The real trace repeated until it holds at least `events` events.
const std::string& scaledTrace(int64_t events) {
  static std::map<int64_t, std::string> made;
  auto it = made.find(events);
  if (it != made.end()) return it->second;
  const nlohmann::json real = nlohmann::json::parse(profile::readMaybeGzipped(kRun / "trace.json.gz", 1ull << 30));
  nlohmann::json out = real;
  out["traceEvents"] = nlohmann::json::array();
  const auto& src = real["traceEvents"];
  double span = 0, first = 1e300;
  for (const auto& e : src)
    if (e.contains("ts") && e["ts"].is_number()) {
      first = std::min(first, e["ts"].get<double>());
      span = std::max(span, e["ts"].get<double>() + e.value("dur", 0.0));
    }
  span -= first;
  for (int64_t rep = 0; static_cast<int64_t>(out["traceEvents"].size()) < events; ++rep) {
    for (auto e : src) {
      if (e.value("ph", "") == "M" && rep > 0) continue;
      if (e.contains("ts") && e["ts"].is_number()) e["ts"] = e["ts"].get<double>() + static_cast<double>(rep) * (span + 1000.0);
      if (e.contains("id") && e["id"].is_number_integer()) e["id"] = e["id"].get<int64_t>() + rep * 1'000'000;
      if (e.contains("args")) {
        auto& a = e["args"];
        for (const char* k : {"External id", "correlation"})
          if (a.contains(k) && a[k].is_number_integer()) a[k] = a[k].get<int64_t>() + rep * 1'000'000;
      }
      out["traceEvents"].push_back(std::move(e));
    }
  }
  return made.emplace(events, out.dump()).first->second;
}

const codegen::OutputCodeIndex& llamaCode() {
  static const codegen::OutputCodeIndex code = [] {
    for (const auto& f : fs::recursive_directory_iterator(kRun))
      if (f.path().filename() == "output_code.py") return codegen::scanOutputCode(readTextFile(f.path(), 1ull << 30));
    return codegen::OutputCodeIndex{};
  }();
  return code;
}

void BM_ParseTrace(benchmark::State& state) {
  const std::string& text = scaledTrace(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(profile::parseKinetoTrace(text, "trace.json"));
  state.counters["MB"] = static_cast<double>(text.size()) / 1e6;
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(text.size()));
}

void BM_ImportAndAttribute(benchmark::State& state) {
  const std::string& text = scaledTrace(state.range(0));
  const auto& code = llamaCode();
  int calls = 0;
  for (auto _ : state) {
    const auto trace = profile::parseKinetoTrace(text, "trace.json");
    const auto graphCalls = profile::findGraphCalls(trace);
    const auto a = profile::attributeProfile(trace, graphCalls, {{"llama", &code}});
    calls = a.callsMatched;
    benchmark::DoNotOptimize(a);
  }
  state.counters["MB"] = static_cast<double>(text.size()) / 1e6;
  state.counters["graph_calls"] = calls;
}

void BM_InflateGzip(benchmark::State& state) {
  const std::string packed = gzip(scaledTrace(state.range(0)));
  const fs::path file = fs::temp_directory_path() / "fusescope_bench_trace.json.gz";
  { std::ofstream(file, std::ios::binary) << packed; }
  for (auto _ : state) benchmark::DoNotOptimize(profile::readMaybeGzipped(file, 1ull << 32));
  state.counters["gz_MB"] = static_cast<double>(packed.size()) / 1e6;
}

}  // namespace

BENCHMARK(BM_ParseTrace)->Arg(1341)->Arg(150'000)->Arg(400'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ImportAndAttribute)->Arg(150'000)->Arg(400'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_InflateGzip)->Arg(400'000)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
