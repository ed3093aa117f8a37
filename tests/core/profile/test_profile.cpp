// torch.profiler traces laid over a run (core/profile): the Kineto reader, graph calls, attribution of
// every GPU kernel to a graph's call site, the roofline numbers, and the CLI's `profile` command, on a
// real bf16 Llama inference trace recorded on an H200 (tests/data/profiles/llama_bf16_inf) and on small
// hand-written traces for the cases a real run seldom shows at once (colliding kernel names, bad input).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <numeric>
#include <set>

#include <nlohmann/json.hpp>

#include "codegen/output_code_scan.h"
#include "core/run_command.h"
#include "core/scratch_dir.h"
#include "import/load.h"
#include "profile/device_peaks.h"
#include "profile/graph_calls.h"
#include "profile/kineto_trace.h"
#include "profile/graph_measurement.h"
#include "profile/pair_cost.h"
#include "profile/profile_attribution.h"
#include "profile/run_profile.h"
#include "util/import_error.h"
#include "util/gzip.h"

namespace fs = std::filesystem;
using namespace fusescope;
using namespace fusescope::profile;

namespace {

const fs::path kLlama = fs::path(FUSESCOPE_TEST_DATA) / "profiles/llama_bf16_inf";
const fs::path kLlamaTrace = kLlama / "trace.json.gz";

void writeFile(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

// A compiled-graph call at `ts` launching `kernels` (name, hash) on thread 1, each kernel 10 µs long.
nlohmann::json callEvents(double ts, const std::vector<std::pair<std::string, std::string>>& kernels, int64_t& ext) {
  nlohmann::json ev = nlohmann::json::array();
  ev.push_back({{"ph", "X"}, {"cat", "user_annotation"}, {"name", "## Call CompiledFxGraph None ##"}, {"pid", 7}, {"tid", 1},
                {"ts", ts}, {"dur", 100.0 * kernels.size()}});
  double t = ts + 1;
  for (const auto& [name, hash] : kernels) {
    ++ext;
    nlohmann::json args = {{"External id", ext}, {"kernel_name", name}, {"kernel_backend", "triton"}};
    if (!hash.empty()) args["kernel_hash"] = hash;
    ev.push_back({{"ph", "X"}, {"cat", "cpu_op"}, {"name", name}, {"pid", 7}, {"tid", 1}, {"ts", t}, {"dur", 50}, {"args", args}});
    ev.push_back({{"ph", "X"}, {"cat", "cuda_driver"}, {"name", "cuLaunchKernel"}, {"pid", 7}, {"tid", 1}, {"ts", t + 5}, {"dur", 10},
                  {"args", {{"External id", ext}, {"correlation", 1000 + ext}}}});
    ev.push_back({{"ph", "X"}, {"cat", "kernel"}, {"name", name}, {"pid", 0}, {"tid", 7}, {"ts", t + 20}, {"dur", 10},
                  {"args", {{"External id", ext}, {"correlation", 1000 + ext}, {"device", 0}, {"stream", 7}, {"grid", {4, 1, 1}}}}});
    t += 60;
  }
  return ev;
}

std::string traceText(const nlohmann::json& events) {
  nlohmann::json t = {{"schemaVersion", 1},
                      {"deviceProperties", {{{"id", 0}, {"name", "NVIDIA H100 80GB HBM3"}, {"numSms", 132}}}},
                      {"traceEvents", events}};
  return t.dump();
}

// output_code.py of a graph that defines and calls triton_poi_fused_0 from `hash`'s kernel path.
std::string outputCode(const std::string& hash, int calls) {
  std::string s = "# kernel path: /tmp/cache/xx/" + hash + ".py\n"
                  "triton_poi_fused_0 = async_compile.triton('triton_poi_fused_0', '''\n@triton.jit\ndef triton_poi_fused_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n    pass\n''', device_str='cuda')\n\n"
                  "def call(args):\n    arg0_1, = args\n    args.clear()\n    buf0 = empty_strided_cuda((4, ), (1, ), torch.float32)\n";
  for (int i = 0; i < calls; ++i) s += "    triton_poi_fused_0.run(arg0_1, buf0, 4, stream=stream0)\n";
  s += "    return (buf0, )\n";
  return s;
}

}  // namespace

TEST(KinetoTrace, ReadsTheRealLlamaTrace) {
  const KinetoTrace t = readKinetoTrace(kLlamaTrace);
  EXPECT_TRUE(t.kineto);
  ASSERT_FALSE(t.devices.empty());
  EXPECT_EQ(t.devices.front().name, "NVIDIA H200");
  EXPECT_EQ(t.devices.front().numSms, 132);
  int kernels = 0, memsets = 0;
  for (const auto& g : t.gpu) (g.kind == GpuActivity::Kernel ? kernels : memsets) += g.kind != GpuActivity::Memcpy;
  EXPECT_EQ(kernels, 207);   // the trace's `kernel` events, counted with Python when it was added
  EXPECT_EQ(memsets, 15);
  EXPECT_EQ(t.events, 1341);
  // Triton launches carry the kernel's name and hash.
  int launches = 0;
  for (const auto& c : t.cpu)
    if (c.kernelName >= 0) {
      ++launches;
      EXPECT_EQ(c.kernelHash.size(), 52u) << t.name(c.kernelName);
    }
  EXPECT_EQ(launches, 105);  // 35 Triton launches a call, 3 calls
  EXPECT_EQ(traceDeviceName(t), "NVIDIA H200");
}

TEST(KinetoTrace, MatmulFlopsFromRecordedShapes) {
  const KinetoTrace t = readKinetoTrace(kLlamaTrace);
  double lmHead = 0;
  for (const auto& c : t.cpu)
    if (t.name(c.name) == "aten::mm") lmHead = std::max(lmHead, matmulFlops(t, c));
  EXPECT_DOUBLE_EQ(lmHead, 2.0 * 2048 * 1024 * 8192);  // hidden_states [2048, 1024] @ lm_head [1024, 8192]
}

TEST(GraphCalls, EveryGpuEventOfTheLlamaTraceIsInACall) {
  const KinetoTrace t = readKinetoTrace(kLlamaTrace);
  const TraceCalls calls = findGraphCalls(t);
  ASSERT_EQ(calls.calls.size(), 3u);
  EXPECT_EQ(calls.calls.front().label, "None");
  EXPECT_TRUE(calls.outside.empty());
  EXPECT_TRUE(calls.unlinked.empty());
  const double plain = std::accumulate(t.gpu.begin(), t.gpu.end(), 0.0, [](double s, const GpuEvent& g) { return s + g.dur; });
  EXPECT_DOUBLE_EQ(calls.gpuTotalUs, plain);
  double inCalls = 0;
  size_t events = 0;
  for (const auto& c : calls.calls) {
    inCalls += c.gpuUs;
    for (const auto& op : c.ops) events += op.gpu.size();
  }
  EXPECT_NEAR(inCalls, plain, 1e-6);
  EXPECT_EQ(events, t.gpu.size());
}

TEST(ProfileRun, AttributesTheLlamaTraceToItsKernels) {
  const RunProfile p = profileRun(kLlama / "debug", kLlamaTrace);
  const auto& a = p.attribution;
  EXPECT_EQ(a.callsTotal, 3);
  EXPECT_EQ(a.callsMatched, 3);
  EXPECT_GE(a.attributedUs / a.inCallsUs, 0.99);
  EXPECT_EQ(a.steps, 3);
  EXPECT_NE(a.stepsEvidence.find("assumed"), std::string::npos);
  ASSERT_EQ(a.graphs.size(), 1u);
  ASSERT_TRUE(p.peak);
  EXPECT_EQ(p.peak->name, "H200");

  // Per-kernel totals are plain sums of the trace's kernel durations.
  const Graph graph = loadGraph(p.graphs.front().folder);
  const auto kernels = measuredKernelsOf(p, 0, graph);
  std::map<std::string, double> byName;
  for (const auto& k : kernels) byName[k.name] += k.totalUs;
  std::map<std::string, double> plain;
  for (const auto& g : p.trace.gpu) plain[p.trace.name(g.name)] += g.dur;
  const std::string rms = "triton_red_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0";
  EXPECT_DOUBLE_EQ(byName.at(rms), plain.at(rms));
  const double sum = std::accumulate(kernels.begin(), kernels.end(), 0.0, [](double s, const auto& k) { return s + k.totalUs; });
  EXPECT_NEAR(sum, a.attributedUs, 1e-6);

  // Each kernel names its nodes; a Triton kernel has bytes and Inductor's memory estimate beside the
  // measurement; the lm_head matmul gets its FLOP/s from the trace's shapes.
  const auto it = std::find_if(kernels.begin(), kernels.end(), [&](const auto& k) { return k.name == rms; });
  ASSERT_NE(it, kernels.end());
  EXPECT_EQ(it->calls, 3);
  EXPECT_FALSE(it->reports.empty());
  EXPECT_GT(it->bytes, 0);
  EXPECT_EQ(it->estimateModel, "memory");
  ASSERT_TRUE(it->bandwidthFraction);
  EXPECT_NEAR(*it->achievedGbps, static_cast<double>(it->bytes) / it->meanUs / 1e3, 1e-9);
  const auto& top = kernels.front();
  EXPECT_EQ(top.name, "extern_kernels.mm");
  EXPECT_EQ(top.flopsSource, "trace shapes");
  ASSERT_TRUE(top.computeFraction);
  EXPECT_GT(*top.computeFraction, 0.1);
  EXPECT_LT(*top.computeFraction, 1.0);
}

TEST(ProfileRun, OneGraphFolderIsMatchedWithItsSiblings) {
  const fs::path folder = kLlama / "debug/torch_compile_debug/run_2026_11_26_23_49_09_229563-pid_2806/torchinductor/model__0_inference_0.0";
  const RunProfile p = profileRun(folder, kLlamaTrace);
  EXPECT_GE(p.indexOf(folder), 0);
  ASSERT_NE(p.timeOf(folder), nullptr);
  EXPECT_EQ(p.timeOf(folder)->calls, 3);
}

TEST(ProfileAttribution, CollidingKernelNamesAreToldApartByHash) {
  // A forward and a backward graph both define triton_poi_fused_0, from different files.
  const auto fwd = codegen::scanOutputCode(outputCode("cfwdhash", 1));
  const auto bwd = codegen::scanOutputCode(outputCode("cbwdhash", 2));
  int64_t ext = 0;
  nlohmann::json events = callEvents(0, {{"triton_poi_fused_0", "cfwdhash"}}, ext);
  for (auto& e : callEvents(1000, {{"triton_poi_fused_0", "cbwdhash"}, {"triton_poi_fused_0", "cbwdhash"}}, ext)) events.push_back(e);
  const KinetoTrace t = parseKinetoTrace(traceText(events), "t.json");
  const auto a = attributeProfile(t, findGraphCalls(t), {{"fwd", &fwd}, {"bwd", &bwd}});
  ASSERT_EQ(a.graphs.size(), 2u);
  EXPECT_EQ(a.graphs[0].graph, 0);
  EXPECT_EQ(a.graphs[0].sites.size(), 1u);
  EXPECT_DOUBLE_EQ(a.graphs[0].attributedUs, 10.0);
  EXPECT_EQ(a.graphs[1].graph, 1);
  EXPECT_EQ(a.graphs[1].sites.size(), 2u);   // two call sites, one launch each, in code order
  EXPECT_DOUBLE_EQ(a.graphs[1].attributedUs, 20.0);
  EXPECT_TRUE(a.notes.empty());
}

TEST(ProfileAttribution, WithoutHashesTheLaunchCountDecidesAndATieIsSaid) {
  const auto fwd = codegen::scanOutputCode(outputCode("cfwdhash", 1));
  const auto bwd = codegen::scanOutputCode(outputCode("cbwdhash", 2));
  const auto again = codegen::scanOutputCode(outputCode("cagainhash", 1));
  int64_t ext = 0;
  nlohmann::json events = callEvents(0, {{"triton_poi_fused_0", ""}, {"triton_poi_fused_0", ""}}, ext);
  for (auto& e : callEvents(1000, {{"triton_poi_fused_0", ""}}, ext)) events.push_back(e);
  const KinetoTrace t = parseKinetoTrace(traceText(events), "t.json");
  const auto a = attributeProfile(t, findGraphCalls(t), {{"fwd", &fwd}, {"bwd", &bwd}, {"again", &again}});
  ASSERT_EQ(a.graphs.size(), 2u);
  EXPECT_EQ(a.graphs[0].graph, 1);   // two launches: the graph that calls the kernel twice
  EXPECT_EQ(a.graphs[1].graph, 0);   // one launch: fwd and again alike, said in a note
  ASSERT_EQ(a.notes.size(), 1u);
  EXPECT_NE(a.notes[0].find("fwd and again"), std::string::npos) << a.notes[0];
}

TEST(ProfileAttribution, EagerKernelsAreListedWithTheReason) {
  const auto fwd = codegen::scanOutputCode(outputCode("cfwdhash", 1));
  int64_t ext = 0;
  nlohmann::json events = callEvents(0, {{"triton_poi_fused_0", "cfwdhash"}}, ext);
  // The optimizer's kernel, launched outside every graph call.
  events.push_back({{"ph", "X"}, {"cat", "cpu_op"}, {"name", "aten::add_"}, {"pid", 7}, {"tid", 1}, {"ts", 5000}, {"dur", 20}, {"args", {{"External id", 99}}}});
  events.push_back({{"ph", "X"}, {"cat", "kernel"}, {"name", "vectorized_elementwise_kernel"}, {"pid", 0}, {"tid", 7}, {"ts", 5010}, {"dur", 4},
                    {"args", {{"External id", 99}, {"correlation", 5}}}});
  const KinetoTrace t = parseKinetoTrace(traceText(events), "t.json");
  const auto a = attributeProfile(t, findGraphCalls(t), {{"fwd", &fwd}});
  EXPECT_DOUBLE_EQ(a.gpuTotalUs, 14.0);
  EXPECT_DOUBLE_EQ(a.inCallsUs, 10.0);
  ASSERT_EQ(a.unattributed.size(), 1u);
  EXPECT_EQ(a.unattributed[0].name, "vectorized_elementwise_kernel");
  EXPECT_NE(a.unattributed[0].why.find("outside every compiled-graph call"), std::string::npos);
}

TEST(ProfileAttribution, ProfilerOpNames) {
  EXPECT_EQ(profilerOpName("extern_kernels.mm"), "aten::mm");
  EXPECT_EQ(profilerOpName("extern_kernels.convolution"), "aten::convolution");
  EXPECT_EQ(profilerOpName("torch.ops.aten._scaled_dot_product_cudnn_attention.default"), "aten::_scaled_dot_product_cudnn_attention");
  EXPECT_EQ(profilerOpName("torch.ops._c10d_functional.all_reduce_.default"), "_c10d_functional::all_reduce_");
}

TEST(DevicePeaks, KnownGpusByTheirTraceNames) {
  EXPECT_EQ(deviceProfileForName("NVIDIA H100 80GB HBM3")->name, "H100-SXM");
  EXPECT_EQ(deviceProfileForName("NVIDIA H100 PCIe")->name, "H100-PCIe");
  EXPECT_EQ(deviceProfileForName("NVIDIA H200")->dramGbps, 4800.0);
  EXPECT_EQ(deviceProfileForName("NVIDIA A100-SXM4-40GB")->name, "A100-SXM-40GB");
  EXPECT_EQ(deviceProfileForName("NVIDIA L40S")->name, "L40S");
  EXPECT_FALSE(deviceProfileForName("NVIDIA GeForce GTX 1080"));
}

TEST(ProfileRun, ForwardAndBackwardWithCollidingNamesAreToldApart) {
  // fp32 GPT-2 training on an H100 with triton.descriptive_names=False: triton_poi__0, triton_per__2 and
  // others are defined by the forward and the backward graph alike. fusescope-capture --profile wrote,
  // beside the trace, which graph each `## Call CompiledFxGraph None ##` range was (by the call order it
  // saw in the process): the attribution, made from the trace and output_code.py alone, must agree.
  const fs::path run = fs::path(FUSESCOPE_TEST_DATA) / "profiles/gpt2_train_nodesc";
  const fs::path trace = run / "profile/trace_rank0_pid556.json.gz";
  const RunProfile p = profileRun(run / "torch_compile_debug", trace);
  std::ifstream in(run / "profile/trace_rank0_pid556.graphs.json");
  const auto truth = nlohmann::json::parse(in);
  const auto& order = truth["call_order"];
  ASSERT_EQ(p.attribution.callGraph.size(), order.size());
  int collided = 0;
  for (size_t i = 0; i < order.size(); ++i) {
    const fs::path want = run / truth["graphs"][order[i].get<size_t>()]["folder"].get<std::string>();
    const int got = p.attribution.callGraph[i];
    ASSERT_GE(got, 0) << "call " << i;
    EXPECT_EQ(fs::weakly_canonical(p.graphs[static_cast<size_t>(got)].folder), fs::weakly_canonical(want)) << "call " << i;
  }
  // The names do collide across the graphs this run matched.
  std::map<std::string, std::set<int>> definedIn;
  for (size_t g = 0; g < p.code.size(); ++g)
    for (const auto& d : p.code[g].definitions) definedIn[d.name].insert(static_cast<int>(g));
  for (const auto& [name, graphs] : definedIn) collided += graphs.size() > 1;
  EXPECT_GE(collided, 5);
  EXPECT_EQ(p.attribution.callsMatched, 12);
  EXPECT_GE(p.attribution.attributedUs / p.attribution.inCallsUs, 0.99);
  EXPECT_TRUE(p.attribution.notes.empty());
  // The eager SGD update is listed as outside the graphs, not spread over them.
  ASSERT_FALSE(p.attribution.unattributed.empty());
  EXPECT_NE(p.attribution.unattributed.front().why.find("outside every compiled-graph call"), std::string::npos);
  ASSERT_TRUE(p.peak);
  EXPECT_EQ(p.peak->name, "H100-SXM");
}

TEST(PairCost, AMutationAcrossTheKernelsClaimsNoSaving) {
  // GPT-2's embedding backward: op88 zero-fills buf88, op89 scatters into it with atomic_add (a StarDep).
  // One kernel could not keep buf88 in registers: no saving is claimed, and the text says why.
  const fs::path run = fs::path(FUSESCOPE_TEST_DATA) / "profiles/gpt2_train_nodesc";
  const RunProfile p = profileRun(run / "torch_compile_debug", run / "profile/trace_rank0_pid556.json.gz");
  int index = -1;
  for (size_t i = 0; i < p.graphs.size(); ++i)
    if (p.graphs[i].folder.filename() == "model__0_backward_7.3") index = static_cast<int>(i);
  ASSERT_GE(index, 0);
  LoadOptions noLog;
  noLog.ignoreFusionLog = true;
  const Graph graph = loadGraph(p.graphs[static_cast<size_t>(index)].folder, {}, noLog);
  const GraphMeasurement m = measurementOf(p, index, graph);
  const Node* zero = graph.findNode("op88");
  const Node* scatter = graph.findNode("op89");
  ASSERT_TRUE(zero && scatter);
  const auto c = measuredPairCost(m, graph, {zero->id}, {scatter->id});
  ASSERT_TRUE(c);
  EXPECT_FALSE(c->savingUs);
  EXPECT_EQ(c->mutationBetween, "buf88");
  EXPECT_NE(c->text().find("mutated whole"), std::string::npos) << c->text();
}

TEST(PairCost, ARefusalCostsWhatItsTwoMeasuredKernelsSpend) {
  const fs::path folder = kLlama / "debug/torch_compile_debug/run_2026_11_26_23_49_09_229563-pid_2806/torchinductor/model__0_inference_0.0";
  const Graph graph = loadGraph(folder);
  const GraphMeasurement m = measureGraph(folder, {}, kLlamaTrace, graph);
  ASSERT_EQ(m.calls, 3);
  // Two nodes of one measured kernel: nothing was kept apart.
  const auto& k0 = m.kernelNodes[0];
  ASSERT_FALSE(k0.empty());
  EXPECT_FALSE(measuredPairCost(m, graph, {k0.front()}, {k0.back()}));
  // A producer and its consumer in two kernels: the buffer between them is what one kernel would not move.
  bool found = false;
  for (const Node& n : graph.nodes) {
    const int kn = m.kernelOfNode[static_cast<size_t>(n.id)];
    if (kn < 0 || n.kind == NodeKind::Extern) continue;
    for (BufferId out : n.outputs)
      for (const auto& use : graph.buffers[static_cast<size_t>(out)].users) {
        const Node* user = graph.findNode(use.node);
        if (!user || user->kind == NodeKind::Extern) continue;
        const int ku = m.kernelOfNode[static_cast<size_t>(user->id)];
        if (ku < 0 || ku == kn || found) continue;
        const auto c = measuredPairCost(m, graph, {n.id}, {user->id});
        ASSERT_TRUE(c);
        ASSERT_EQ(c->kernels.size(), 2u);
        const auto& a = m.kernels[static_cast<size_t>(c->kernels[0])];
        const auto& b = m.kernels[static_cast<size_t>(c->kernels[1])];
        EXPECT_NEAR(c->timeUs, (a.totalUs + b.totalUs) / 3, 1e-9);
        EXPECT_GT(c->bytesSaved, 0) << n.name << " -> " << user->name;
        ASSERT_TRUE(c->savingUs);
        const double bytesPerUs = static_cast<double>(a.bytes + b.bytes) / (a.meanUs + b.meanUs);
        EXPECT_NEAR(*c->savingUs, static_cast<double>(c->bytesSaved) / bytesPerUs * std::min(a.calls, b.calls) / 3.0, 1e-9);
        EXPECT_LT(*c->savingUs, c->timeUs);
        EXPECT_NE(c->text().find("one kernel saves"), std::string::npos) << c->text();
        found = true;
      }
  }
  EXPECT_TRUE(found);
}

TEST(ProfileRun, TheTraceTheCaptureRecordedIsFound) {
  // fusescope-capture --profile writes CAPTURE/profile/trace_rank0_pid556.json.gz beside
  // CAPTURE/torch_compile_debug/run_*-pid_556: found from the debug root and from a graph folder.
  const fs::path run = fs::path(FUSESCOPE_TEST_DATA) / "profiles/gpt2_train_nodesc";
  const fs::path want = fs::weakly_canonical(run / "profile/trace_rank0_pid556.json.gz");
  EXPECT_EQ(fs::weakly_canonical(findCapturedTrace(run / "torch_compile_debug")), want);
  for (const auto& e : listGraphs(run / "torch_compile_debug")) EXPECT_EQ(fs::weakly_canonical(findCapturedTrace(e.folder)), want);
  EXPECT_TRUE(findCapturedTrace(kLlama / "debug").empty());   // the shared capture keeps its trace elsewhere
  const auto r = testdata::runCli("profile " + (run / "torch_compile_debug").string() + " --top 1");
  EXPECT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("trace_rank0_pid556.json.gz"), std::string::npos) << r.output;
  EXPECT_EQ(testdata::runCli("profile " + (kLlama / "debug").string()).exitCode, 2);
}

TEST(CliProfile, WhatIfWithATraceSaysTheMeasuredSaving) {
  const fs::path run = fs::path(FUSESCOPE_TEST_DATA) / "profiles/gpt2_train_nodesc";
  const fs::path graph = run / "torch_compile_debug/run_2026_11_27_04_24_45_405473-pid_556/torchinductor/model__0_backward_7.3";
  const auto r = testdata::runCommand(std::string(FUSESCOPE_CLI_PATH) + " whatif " + graph.string() + " op1 op4 --no-fusion-log --json --trace " +
                                      (run / "profile/trace_rank0_pid556.json.gz").string() + " 2>/dev/null");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  const auto j = nlohmann::json::parse(r.output);
  ASSERT_FALSE(j["proposals"].empty());
  const auto& measured = j["proposals"][0]["measured"];
  ASSERT_TRUE(measured.is_object()) << j["proposals"][0].dump();
  EXPECT_GT(measured["saving_us_per_step"].get<double>(), 0.0);
  EXPECT_GT(measured["replaced_kernels_us_per_step"].get<double>(), measured["saving_us_per_step"].get<double>());
}

// --- bad input -------------------------------------------------------------------------------------

TEST(KinetoTraceErrors, TruncatedGzipIsNamed) {
  testdata::ScratchDir dir("profile");
  std::ifstream in(kLlamaTrace, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), {});
  writeFile(dir.path / "cut.json.gz", bytes.substr(0, bytes.size() / 2));
  try {
    readKinetoTrace(dir.path / "cut.json.gz");
    FAIL() << "a truncated gzip was read";
  } catch (const ImportError& e) {
    EXPECT_NE(std::string(e.what()).find("cut.json.gz"), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("truncated gzip"), std::string::npos) << e.what();
  }
}

TEST(KinetoTraceErrors, BrokenJsonNamesTheLine) {
  try {
    parseKinetoTrace("{\"traceEvents\": [\n{\"ph\": \"X\"},\n{\"ph\": ]}", "bad.json");
    FAIL();
  } catch (const ImportError& e) {
    EXPECT_EQ(e.file(), "bad.json");
    EXPECT_EQ(e.line(), 3);
  }
  try {
    parseKinetoTrace("{\"traceEvents\": [{\"ph\": \"X\", \"cat\": \"kernel\"", "cut.json");
    FAIL();
  } catch (const ImportError& e) {
    EXPECT_NE(std::string(e.what()).find("truncated"), std::string::npos) << e.what();
  }
}

TEST(KinetoTraceErrors, ADocumentThatCannotStartIsAnError) {
  // An unclosed string fails while simdjson indexes the text, before any position exists (the fuzzer's
  // first finding: asking for the position read through a null pointer).
  try {
    parseKinetoTrace("{\"traceEvents\": [{\"ph\": \"X, \"cat\": \"kernel\"}]}", "unclosed.json");
    FAIL();
  } catch (const ImportError& e) {
    EXPECT_EQ(e.file(), "unclosed.json");
    EXPECT_NE(std::string(e.what()).find("not valid JSON"), std::string::npos) << e.what();
  }
}

TEST(KinetoTraceErrors, NotATraceAndCpuOnly) {
  EXPECT_THROW(parseKinetoTrace("{\"nodes\": []}", "x.json"), ImportError);
  EXPECT_THROW(parseKinetoTrace("", "x.json"), ImportError);
  try {
    parseKinetoTrace(R"({"traceEvents": [{"ph": "X", "cat": "cpu_op", "name": "aten::mm", "ts": 1, "dur": 2}]})", "cpu.json");
    FAIL();
  } catch (const ImportError& e) {
    EXPECT_NE(std::string(e.what()).find("CPU-only"), std::string::npos) << e.what();
  }
}

TEST(KinetoTraceErrors, GzipOfAnyNameIsRead) {
  testdata::ScratchDir dir("profile");
  int64_t ext = 0;
  writeFile(dir.path / "trace.json", gzip(traceText(callEvents(0, {{"triton_poi_fused_0", "h"}}, ext))));
  const KinetoTrace t = readKinetoTrace(dir.path / "trace.json");
  EXPECT_EQ(t.gpu.size(), 1u);
}

TEST(ProfileRunErrors, ATraceOfAnotherRunIsRefused) {
  // The Llama trace over another capture's graphs: no call launches their kernels.
  const fs::path other = fs::path(FUSESCOPE_TEST_DATA) / "captures/mlp_ln";
  try {
    profileRun(other, kLlamaTrace);
    FAIL();
  } catch (const ImportError& e) {
    EXPECT_NE(std::string(e.what()).find("a trace of another run"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("trace.json.gz"), std::string::npos) << e.what();
  }
}

// --- the CLI -------------------------------------------------------------------------------------

TEST(CliProfile, JsonHasTheIssuesFields) {
  const auto r = testdata::runCommand(std::string(FUSESCOPE_CLI_PATH) + " profile " + (kLlama / "debug").string() + " --trace " +
                                      kLlamaTrace.string() + " --json 2>/dev/null");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  const auto j = nlohmann::json::parse(r.output);
  EXPECT_EQ(j["device"], "NVIDIA H200");
  EXPECT_EQ(j["steps"], 3);
  EXPECT_NEAR(j["attributed_us"].get<double>(), j["gpu_total_us"].get<double>(), 1e-6);
  ASSERT_EQ(j["graphs"].size(), 1u);
  const auto& k = j["graphs"][0]["kernels"][0];
  for (const char* key : {"name", "calls", "total_us", "mean_us", "nodes", "sources", "bytes", "achieved_gbps", "peak_fraction",
                          "inductor_estimate_us"})
    EXPECT_TRUE(k.contains(key)) << key;
  EXPECT_EQ(j["graphs"][0]["kernels"].size(), 69u);
  EXPECT_FALSE(k["sources"].empty());
  // The refusals that keep measured kernels apart, by saving (the window's Cost column).
  const auto& refusals = j["graphs"][0]["refusals"];
  ASSERT_FALSE(refusals.empty());
  EXPECT_LE(refusals.size(), 5u);
  EXPECT_EQ(refusals[0]["kernels"].size(), 2u);
  double last = 1e300;
  for (const auto& refusal : refusals)
    if (!refusal["saving_us_per_step"].is_null()) {
      EXPECT_LE(refusal["saving_us_per_step"].get<double>(), last);
      last = refusal["saving_us_per_step"].get<double>();
    }
}

TEST(CliProfile, TextAndBadInput) {
  const std::string cli = FUSESCOPE_CLI_PATH;
  auto r = testdata::runCli("profile " + (kLlama / "debug").string() + " --trace " + kLlamaTrace.string() + " --top 3");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("attributed to a graph's kernel"), std::string::npos);
  EXPECT_NE(r.output.find("modeling_llama.py:480"), std::string::npos) << r.output;  // lm_head, the top kernel
  EXPECT_NE(r.output.find("66 more kernel(s)"), std::string::npos);
  r = testdata::runCli("profile " + (kLlama / "debug").string() + " --trace " + (kLlama / "missing.json").string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("missing.json"), std::string::npos);
  r = testdata::runCli("profile " + (kLlama / "debug").string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("--trace"), std::string::npos);
  r = testdata::runCli("profile " + (kLlama / "debug").string() + " --trace " + kLlamaTrace.string() + " --graph nope");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("not called in the trace"), std::string::npos);
}

// A small fp32 CNN training step on an H100 (tests/data/profiles/cnn_train): cuDNN convolutions forward
// (extern_kernels.convolution) and backward (the aten.convolution_backward fallback) beside Triton kernels.
// Every GPU microsecond inside the graph calls is attributed, each kernel's total is a plain sum of the
// trace's durations, and each convolution's FLOPs are 2·N·prod(weight)·prod(output spatial) a pass (once for
// each gradient convolution_backward's output_mask asks for): from the graph's shapes for the forward, from
// the trace's recorded shapes and concrete stride/padding/groups for the backward.
TEST(ProfileRun, CudnnConvolutionsAreAttributedWithTheirFlops) {
  const fs::path run = fs::path(FUSESCOPE_TEST_DATA) / "profiles/cnn_train";
  const RunProfile p = profileRun(run / "torch_compile_debug", run / "profile/trace_rank0_pid457.json.gz");
  const auto& a = p.attribution;
  EXPECT_EQ(a.callsMatched, 6);
  EXPECT_GE(a.attributedUs / a.inCallsUs, 0.99);
  ASSERT_EQ(a.graphs.size(), 2u);
  std::map<std::string, double> plain;
  for (const auto& g : p.trace.gpu) plain[p.trace.name(g.name)] += g.dur;
  std::multiset<double> forward, backward;
  for (size_t slot = 0; slot < a.graphs.size(); ++slot) {
    const int gi = a.graphs[slot].graph;
    const std::string folder = p.graphs[static_cast<size_t>(gi)].folder.filename().string();
    const Graph graph = loadGraph(p.graphs[static_cast<size_t>(gi)].folder);
    const auto kernels = measuredKernelsOf(p, gi, graph);
    double sum = 0;
    for (const auto& k : kernels) {
      sum += k.totalUs;
      if (k.name.rfind("triton_", 0) == 0 && k.calls > 0 && plain.count(k.name))
        EXPECT_LE(k.totalUs, plain.at(k.name) + 1e-6) << k.name;  // a kernel's share of a name's plain sum
      const bool conv = k.name == "extern_kernels.convolution" || k.name == "torch.ops.aten.convolution_backward.default";
      if (!conv) continue;
      // The forward's weights are graph inputs, whose shapes the FX signature gives: the graph's count, which
      // must equal the trace's; convolution_backward (a fallback) has no FLOP model but the trace's shapes.
      EXPECT_EQ(k.flopsSource, k.name == "extern_kernels.convolution" ? "graph shapes" : "trace shapes") << k.name;
      ASSERT_TRUE(k.computeFraction) << k.name;
      EXPECT_NEAR(*k.achievedTflops, k.flops / k.meanUs / 1e6, 1e-9);
      (folder.find("forward") != std::string::npos ? forward : backward).insert(k.flops);
    }
    EXPECT_NEAR(sum, a.graphs[slot].attributedUs, 1e-6) << folder;
  }
  // c1: 3->32, 3x3, 32x32 out; c2: 32->64, 3x3 stride 2, 16x16 out; c3: 64->64 in 4 groups, 16x16 out.
  const double c1 = 2.0 * 16 * (32 * 3 * 3 * 3) * (32 * 32), c2 = 2.0 * 16 * (64 * 32 * 3 * 3) * (16 * 16),
               c3 = 2.0 * 16 * (64 * 16 * 3 * 3) * (16 * 16);
  EXPECT_EQ(forward, (std::multiset<double>{c1, c2, c3}));
  // c1's input needs no gradient ([False, True, False]); c2 and c3 compute both.
  EXPECT_EQ(backward, (std::multiset<double>{c1, 2 * c2, 2 * c3}));
}

// The convolution arithmetic on its own: a transposed convolution counts its input's positions, a bare
// stride applies to every dimension, and a convolution without concrete inputs has no FLOPs.
TEST(KinetoTrace, ConvolutionFlopsFromShapesAndConcreteInputs) {
  auto event = [](const std::string& name, nlohmann::json dims, nlohmann::json concrete) {
    return nlohmann::json{{"ph", "X"}, {"cat", "cpu_op"}, {"name", name}, {"pid", 7}, {"tid", 1}, {"ts", 1}, {"dur", 1},
                          {"args", {{"Input Dims", dims}, {"Concrete Inputs", concrete}}}};
  };
  nlohmann::json ev = nlohmann::json::array();
  ev.push_back(event("aten::convolution", {{2, 8, 10, 10}, {4, 8, 3, 3}, {}},
                     {"", "", "", "2", "[0, 0]", "[1, 1]", "False", "[0, 0]", "1"}));   // 10x10, k3, stride 2: 4x4
  ev.push_back(event("aten::convolution", {{2, 8, 5, 5}, {8, 4, 3, 3}, {}},
                     {"", "", "", "[2, 2]", "[1, 1]", "[1, 1]", "True", "[1, 1]", "1"}));  // transposed: 5x5 inputs
  ev.push_back(event("aten::convolution", {{2, 8, 10, 10}, {4, 8, 3, 3}, {}}, nlohmann::json::array()));
  ev.push_back(event("aten::convolution_backward", {{2, 4, 4, 4}, {2, 8, 10, 10}, {4, 8, 3, 3}},
                     {"", "", "", "[4]", "[2, 2]", "[0, 0]", "[1, 1]", "False", "[0, 0]", "1", "[True, False, True]"}));
  ev.push_back(event("aten::convolution_backward", {{2, 4, 4, 4}, {2, 8, 10, 10}, {4, 8, 3, 3}},
                     {"", "", "", "[4]", "[2, 2]", "[0, 0]", "[1, 1]", "False", "[0, 0]", "1", "[True,True,False]"}));
  ev.push_back(event("aten::convolution_backward", {{2, 4, 4, 4}, {2, 8, 10, 10}, {4, 8, 3, 3}},
                     {"", "", "", "[4]", "[2, 2]", "[0, 0]", "[1, 1]", "False", "[0, 0]", "1", "[Falsey, True]"}));
  ev.push_back({{"ph", "X"}, {"cat", "kernel"}, {"name", "k"}, {"pid", 0}, {"tid", 7}, {"ts", 1}, {"dur", 1}, {"args", {{"device", 0}}}});
  const KinetoTrace t = parseKinetoTrace(traceText(ev), "conv.json");
  ASSERT_EQ(t.cpu.size(), 6u);
  EXPECT_DOUBLE_EQ(operatorFlops(t, t.cpu[0]), 2.0 * 2 * (4 * 8 * 9) * 16);
  EXPECT_DOUBLE_EQ(operatorFlops(t, t.cpu[1]), 2.0 * 2 * (8 * 4 * 9) * 25);
  EXPECT_DOUBLE_EQ(operatorFlops(t, t.cpu[2]), 0.0);
  EXPECT_DOUBLE_EQ(operatorFlops(t, t.cpu[3]), 2.0 * 2 * (4 * 8 * 9) * 16);  // the input's gradient only
  EXPECT_DOUBLE_EQ(operatorFlops(t, t.cpu[4]), 2 * 2.0 * 2 * (4 * 8 * 9) * 16);  // input's and weight's
  EXPECT_DOUBLE_EQ(operatorFlops(t, t.cpu[5]), 0.0);  // a mask it cannot read: no count, not a guess
}
