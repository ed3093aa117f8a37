// The template fixtures in tests/data/templates (FuseScope JSON graphs with CuteDSL, ROCm and CUTLASS
// template nodes; there are no real captures of those backends) are built here in C++: the test checks
// the saved files still equal what this code builds, and FUSESCOPE_REGENERATE_FIXTURES=1 rewrites them
// (needed when the JSON format changes).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "graph/graph.h"
#include "graph/graph_json.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

Buffer buf(const std::string& name, const std::string& dtype, std::vector<std::string> size, std::vector<std::string> stride,
                  NodeId producer, bool input) {
  Buffer b;
  b.name = name;
  b.irType = input ? "" : "ComputedBuffer";
  b.layout.kind = "FixedLayout";
  b.layout.device = "cuda:0";
  b.layout.dtype = dtype;
  b.layout.size = size;
  b.layout.stride = stride;
  b.layout.text = "FixedLayout('cuda:0', " + dtype + ", size=[" + size[0] + ", " + size[1] + "], stride=[" + stride[0] + ", " + stride[1] + "])";
  b.producer = producer;
  b.isGraphInput = input;
  return b;
}

Dependency mem(const std::string& name, const std::string& index) {
  Dependency d;
  d.name = name;
  d.index = index;
  d.ranges = {{"d0", "64"}, {"d1", "64"}};
  return d;
}

Graph makeGraph(const std::string& name, const std::string& irType, const std::string& origin, const std::string& templateSource,
                       bool epilogue, const std::string& auxStride0, const std::string& auxStride1) {
  Graph g;
  g.name = "templates/" + name;
  g.format = "fusescope-json";
  Node t;
  t.id = 0;
  t.name = "op0";
  t.kind = NodeKind::Scheduler;
  t.typeName = "SchedulerNode";
  t.irType = irType;
  t.device = "cuda:0";
  t.group = {"4096", "1"};
  t.groupText = "(4096, 1)";
  t.iterSizes = {"64", "64"};
  t.writes = {mem("buf0", "64*d0 + d1")};
  t.metDeps = {mem("arg0_1", "64*d0 + d1"), mem("arg1_1", "64*d0 + d1")};
  t.outputs = {0};
  t.origins = {origin};
  if (!templateSource.empty()) t.extra = {{"template_source", templateSource}};
  g.nodes.push_back(t);
  g.buffers.push_back(buf("buf0", "torch.float16", {"64", "64"}, {"64", "1"}, 0, false));
  g.buffers.push_back(buf("arg0_1", "torch.float16", {"64", "64"}, {"64", "1"}, kNone, true));
  g.buffers.push_back(buf("arg1_1", "torch.float16", {"64", "64"}, {"64", "1"}, kNone, true));
  g.graphInputs = {"arg0_1", "arg1_1"};
  if (epilogue) {
    Node e;
    e.id = 1;
    e.name = "op1";
    e.kind = NodeKind::Scheduler;
    e.typeName = "SchedulerNode";
    e.irType = "ComputedBuffer";
    e.device = "cuda:0";
    e.group = {"4096", "1"};
    e.groupText = "(4096, 1)";
    e.iterSizes = {"64", "64"};
    e.writes = {mem("buf1", "64*d0 + d1")};
    e.unmetDeps = {mem("buf0", "64*d0 + d1")};
    e.metDeps = {mem("arg2_1", auxStride0 + "*d0 + " + auxStride1 + "*d1")};
    e.outputs = {4};
    e.origins = {"add:aten.add:add", "relu:aten.relu:relu"};
    LoopBody body;
    body.varRanges = {{"p0", "64"}, {"p1", "64"}};
    body.indices = {{"index0", "64*p0 + p1"}, {"index1", auxStride0 + "*p0 + " + auxStride1 + "*p1"}};
    body.blocks = {{"body",
                    {"get_index = self.get_index('index0')", "load = ops.load('buf0', get_index)",
                     "get_index_1 = self.get_index('index1')", "load_1 = ops.load('arg2_1', get_index_1)",
                     "add = ops.add(load, load_1)", "relu = ops.relu(add)", "get_index_2 = self.get_index('index0')",
                     "store = ops.store('buf1', get_index_2, relu, None)", "return store"}}};
    e.body = body;
    g.nodes.push_back(e);
    g.buffers.push_back(buf("arg2_1", "torch.float16", {"64", "64"}, {auxStride0, auxStride1}, kNone, true));
    g.buffers.push_back(buf("buf1", "torch.float16", {"64", "64"}, {"64", "1"}, 1, false));
    g.buffers[0].users = {{"op1", "SchedulerNode", false, false}};
    g.buffers[4].users = {{"OUTPUT", "OUTPUT", false, false}};
    g.graphInputs.push_back("arg2_1");
    g.graphOutputs = {"buf1"};
    g.inductor.kernels = {{"op0_op1", "FusedSchedulerNode", {"op0", "op1"}}};
  } else {
    g.buffers[0].users = {{"OUTPUT", "OUTPUT", false, false}};
    g.graphOutputs = {"buf0"};
    g.inductor.kernels = {{"op0", "SchedulerNode", {"op0"}}};
  }
  g.inductor.hasPostFusion = true;
  for (size_t i = 0; i < g.buffers.size(); ++i) g.buffers[i].id = static_cast<BufferId>(i);
  indexGraph(g);
  return g;
}

struct Fixture {
  Graph graph;
  std::string file;
};

std::vector<Fixture> templateFixtures() {
  std::vector<Fixture> fixtures;
  const std::string cute =
      "import cutlass\nimport cutlass.cute as cute\n\n@cute.kernel\ndef Placeholder.KERNEL_NAME_kernel(gA: cute.Tensor, gB: cute.Tensor, gC: cute.Tensor):\n"
      "    tidx, _, _ = cute.arch.thread_idx()\n    gC[tidx] = gA[tidx] + gB[tidx]\n\n@cute.jit\n"
      "def Placeholder.KERNEL_NAME_main(mA, mB, mC, stream):\n"
      "    Placeholder.KERNEL_NAME_kernel(mA, mB, mC).launch(grid=[1, 1, 1], block=[256, 1, 1], stream=stream)\n";
  const std::string rocm =
      "#include <ck/ck.hpp>\nextern \"C\" {\nPT_EXPORT int KERNEL_NAME(const half* X, const half* W, half* Y, size_t* workspace_size, "
      "uint8_t* workspace, hipStream_t stream) {\n    return 0;\n}\n}\n";
  fixtures.push_back({makeGraph("cutedsl_gemm", "CuteDSLTemplateBuffer", "mm:aten.mm:matmul", cute, false, "", ""), "cutedsl_gemm.json"});
  fixtures.push_back({makeGraph("rocm_gemm", "ROCmTemplateBuffer", "addmm:aten.addmm:linear", rocm, false, "", ""), "rocm_gemm.json"});
  fixtures.push_back({makeGraph("cutlass_evt", "CUDATemplateBuffer", "mm:aten.mm:matmul", "", true, "1", "64"), "cutlass_evt_gemm.json"});
  fixtures.push_back({makeGraph("cutlass_evt_strided", "CUDATemplateBuffer", "mm:aten.mm:matmul", "", true, "128", "2"), "cutlass_evt_noncontiguous.json"});
  return fixtures;
}

std::string readFile(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

TEST(CodegenFixtures, TemplateFixturesMatchTheirGenerator) {
  const fs::path dir = fs::path(FUSESCOPE_TEST_DATA) / "templates";
  const bool regenerate = std::getenv("FUSESCOPE_REGENERATE_FIXTURES") != nullptr;
  for (const auto& f : templateFixtures()) {
    const fs::path path = dir / f.file;
    if (regenerate) saveGraphJson(f.graph, path);
    ASSERT_TRUE(fs::exists(path)) << path;
    EXPECT_EQ(parseGraphJson(readFile(path), path.string()), f.graph)
        << path << " differs from its generator; rerun with FUSESCOPE_REGENERATE_FIXTURES=1";
  }
}
