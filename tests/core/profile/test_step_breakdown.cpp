// The whole step on one GPU (core/profile/step_breakdown.h): four exclusive parts that sum to the span,
// collectives and their overlap with computation as HTA counts them, and each compiled graph's CPU time.
// A hand-laid timeline where every interval is known, then the real traces of tests/data/profiles (whose
// figures scripts/hta_compare.py checks against Holistic Trace Analysis where it can be installed).
#include <gtest/gtest.h>

#include <filesystem>

#include "profile/run_profile.h"
#include "profile/step_breakdown.h"

namespace fs = std::filesystem;
using namespace fusescope::profile;

namespace {

int intern(KinetoTrace& t, const std::string& name) {
  t.names.push_back(name);
  return static_cast<int>(t.names.size()) - 1;
}

void gpu(KinetoTrace& t, const std::string& name, double ts, double dur, GpuActivity kind = GpuActivity::Kernel) {
  GpuEvent e;
  e.kind = kind;
  e.name = intern(t, name);
  e.ts = ts;
  e.dur = dur;
  t.gpu.push_back(e);
}

}  // namespace

TEST(StepBreakdown, FourExclusivePartsSumToTheSpanInPriorityOrder) {
  // 0..10 a compiled graph's kernel; 5..20 an all-gather (5..10 under the graph's kernel); 15..25 an eager
  // kernel (15..20 under the all-gather); 30..32 a copy; 32..40 nothing; 40..50 a reduce-scatter alone.
  KinetoTrace t;
  gpu(t, "triton_poi_fused_add_0", 0, 10);
  gpu(t, "ncclDevKernel_AllGather_RING_LL", 5, 15);
  gpu(t, "void at::native::vectorized_elementwise_kernel<4>", 15, 10);
  gpu(t, "Memcpy DtoD (Device -> Device)", 30, 2, GpuActivity::Memcpy);
  gpu(t, "ncclDevKernel_ReduceScatter_Sum_f32_RING_LL", 40, 10);
  CpuEvent call;
  call.kind = CpuKind::Annotation;
  call.name = intern(t, "## Call CompiledFxGraph None ##");
  call.dur = 12;
  t.cpu.push_back(call);
  TraceCalls calls;
  calls.calls.push_back({0, "None", {{-1, {0}, 10.0}}, 10.0});
  ProfileAttribution a;
  a.steps = 2;
  a.graphs.push_back({0, 1, 10.0, 10.0, {}});
  a.callGraph = {0};

  const StepBreakdown b = stepBreakdown(t, calls, a);
  EXPECT_DOUBLE_EQ(b.spanUs, 50);
  EXPECT_DOUBLE_EQ(b.compiledGraphsUs, 10);        // 0..10
  EXPECT_DOUBLE_EQ(b.collectivesExposedUs, 20);    // 10..20 and 40..50
  EXPECT_DOUBLE_EQ(b.otherKernelsUs, 7);           // 20..25 and 30..32
  EXPECT_DOUBLE_EQ(b.idleUs, 13);                  // 25..30 and 32..40
  EXPECT_DOUBLE_EQ(b.compiledGraphsUs + b.collectivesExposedUs + b.otherKernelsUs + b.idleUs, b.spanUs);
  EXPECT_DOUBLE_EQ(b.collectivesUs, 25);
  EXPECT_DOUBLE_EQ(b.computeUs, 20);               // 0..10 and 15..25: not the collectives, not the copy
  EXPECT_DOUBLE_EQ(b.overlapUs, 10);               // 5..10 and 15..20
  EXPECT_DOUBLE_EQ(b.copiesUs, 2);
  EXPECT_DOUBLE_EQ(b.collectiveByKindUs[static_cast<size_t>(CollectiveKind::AllGather)], 15);
  EXPECT_DOUBLE_EQ(b.collectiveByKindUs[static_cast<size_t>(CollectiveKind::ReduceScatter)], 10);
  ASSERT_EQ(b.graphs.size(), 1u);
  EXPECT_EQ(b.graphs[0].calls, 1);
  EXPECT_DOUBLE_EQ(b.graphs[0].cpuUs, 12);
  EXPECT_DOUBLE_EQ(b.graphs[0].gpuUs, 10);
  // Per step in the text: 25 µs a step, the graph's 5 µs (20%).
  EXPECT_NE(b.text().find("a step 25 µs on the GPU: compiled graphs 5 µs (20.0%)"), std::string::npos) << b.text();
  EXPECT_NE(b.text().find("collectives run 12.5 µs a step, 40% of it under computation"), std::string::npos) << b.text();
}

TEST(StepBreakdown, NamesOfCollectivesAndComputation) {
  EXPECT_TRUE(isCollectiveKernel("ncclDevKernel_AllReduce_Sum_bf16_RING_LL(ncclDevKernelArgsStorage<4096ul>)"));
  EXPECT_TRUE(isCollectiveKernel("ncclKernel_AllGather_RING_LL_Sum_int8_t"));
  EXPECT_FALSE(isCollectiveKernel("triton_poi_fused_nccl_like_0"));
  EXPECT_EQ(collectiveKindOf("ncclDevKernel_AllReduce_Sum_f32_RING_LL"), CollectiveKind::AllReduce);
  EXPECT_EQ(collectiveKindOf("ncclDevKernel_SendRecv"), CollectiveKind::Other);
  GpuEvent k;
  EXPECT_TRUE(isComputationKernel(k, "triton_red_fused_sum_0"));
  EXPECT_FALSE(isComputationKernel(k, "cudaDeviceSynchronize Sync"));
  k.kind = GpuActivity::Memset;
  EXPECT_FALSE(isComputationKernel(k, "Memset (Device)"));
}

TEST(StepBreakdown, RealTracesSumToTheirSpanAndCountEveryGraphCall) {
  const fs::path data = fs::path(FUSESCOPE_TEST_DATA) / "profiles";
  for (const auto& [run, trace] : std::vector<std::pair<fs::path, fs::path>>{
           {data / "fsdp2_2rank/torch_compile_debug", data / "fsdp2_2rank/profile/trace_rank1_pid553.json.gz"},
           {data / "gpt2_train_nodesc/torch_compile_debug", data / "gpt2_train_nodesc/profile/trace_rank0_pid556.json.gz"},
           {data / "llama_bf16_inf/debug", data / "llama_bf16_inf/trace.json.gz"}}) {
    SCOPED_TRACE(trace.string());
    const RunProfile p = profileRun(run, trace);
    const StepBreakdown& b = p.breakdown;
    EXPECT_GT(b.spanUs, 0);
    EXPECT_NEAR(b.compiledGraphsUs + b.collectivesExposedUs + b.otherKernelsUs + b.idleUs, b.spanUs, 1e-6 * b.spanUs);
    // The compiled graphs' part is their kernels' running time: at most their summed GPU time (kernels of
    // one call may overlap on several streams), and all of it where they run one at a time.
    EXPECT_LE(b.compiledGraphsUs, p.attribution.inCallsUs + 1e-6 * b.spanUs);
    EXPECT_GE(b.compiledGraphsUs, 0.95 * p.attribution.inCallsUs);
    int calls = 0;
    for (const auto& g : b.graphs) {
      calls += g.calls;
      EXPECT_GT(g.cpuUs, 0);
    }
    EXPECT_EQ(calls, p.attribution.callsMatched);
    EXPECT_EQ(b.steps, p.attribution.steps);
  }
}

// An NCCL kernel's message size as PyTorch's profiler records it (the real 2-rank FSDP2 run on two H200s:
// `"In msg nelems": 1576192, "Out msg nelems": 3152384, "dtype": "BFloat16"` on an all-gather): the larger
// message in its dtype, summed per kind and shown a step.
TEST(StepBreakdown, ACollectivesBytesAreItsRecordedMessageInItsDtype) {
  const std::string json = R"json({"schemaVersion": 1, "traceEvents": [
    {"ph": "X", "cat": "kernel", "name": "ncclDevKernel_AllGather_RING_LL(ncclDevKernelArgsStorage<4096ul>)", "pid": 0, "tid": 19,
     "ts": 10, "dur": 20, "args": {"device": 0, "stream": 19, "Collective name": "_allgather_base",
     "In msg nelems": 1576192, "Out msg nelems": 3152384, "Group size": 2, "dtype": "BFloat16"}},
    {"ph": "X", "cat": "kernel", "name": "ncclDevKernel_ReduceScatter_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)", "pid": 0,
     "tid": 19, "ts": 40, "dur": 10, "args": {"device": 0, "stream": 19, "In msg nelems": 1000, "Out msg nelems": 500, "dtype": "Float"}},
    {"ph": "X", "cat": "kernel", "name": "ncclDevKernel_AllReduce_Sum_f32_RING_LL", "pid": 0, "tid": 19, "ts": 60, "dur": 5,
     "args": {"device": 0, "stream": 19}}
  ]})json";
  const KinetoTrace t = parseKinetoTrace(json, "trace.json");
  ASSERT_EQ(t.gpu.size(), 3u);
  EXPECT_EQ(t.gpu[0].bytes, 3152384 * 2);
  EXPECT_EQ(t.gpu[1].bytes, 1000 * 4);
  EXPECT_EQ(t.gpu[2].bytes, 0);   // no sizes recorded: none counted, none guessed
  ProfileAttribution a;
  a.steps = 2;
  const StepBreakdown b = stepBreakdown(t, TraceCalls{}, a);
  EXPECT_EQ(b.collectiveByKindBytes[static_cast<size_t>(CollectiveKind::AllGather)], 3152384 * 2);
  EXPECT_EQ(b.collectiveByKindBytes[static_cast<size_t>(CollectiveKind::ReduceScatter)], 4000);
  EXPECT_EQ(b.collectiveByKindBytes[static_cast<size_t>(CollectiveKind::AllReduce)], 0);
  EXPECT_EQ(b.collectiveByKindCalls[static_cast<size_t>(CollectiveKind::AllReduce)], 1);
  EXPECT_NE(b.text().find("all-gather 10 µs · 3.2 MB"), std::string::npos) << b.text();   // per step: 2 steps
  EXPECT_NE(b.text().find("all-reduce 2.5 µs"), std::string::npos) << b.text();
  EXPECT_EQ(b.text().find("all-reduce 2.5 µs ·"), std::string::npos) << b.text();
}
