// Real-kernel linking on every shared capture: each of Inductor's own kernel groups (ir_post_fusion.txt)
// must link to the call site in output_code.py that writes its buffers (extern nodes to their extern
// call, nop nodes to nothing). Prints the coverage per graph and in total.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "capture_test_data.h"
#include "codegen/kernel_group.h"
#include "codegen/kernel_linker.h"
#include "codegen/kernel_report.h"
#include "codegen/output_code_scan.h"
#include "import/capture_loader.h"
#include "sched_graph_builder.h"

namespace fs = std::filesystem;
using namespace fusescope;
using namespace fusescope::codegen;

namespace {

}  // namespace

TEST(KernelLinking, ScannerFindsDefinitionsCallsAndWrittenBuffers) {
  const std::string code = R"PY(
# kernel path: /tmp/x.py
# Topologically Sorted Source Nodes: [layer_norm, gelu], Original ATen: [aten.native_layer_norm, aten.gelu]
# Source node to ATen node mapping:
#   gelu => add_2, erf
triton_red_fused_gelu_0 = async_compile.triton('triton_red_fused_gelu_0', '''
@triton.jit
def triton_red_fused_gelu_0(in_out_ptr0, in_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
''', device_str='cuda')

def call(args):
        extern_kernels.addmm(arg1_1, arg2_1, reinterpret_tensor(arg0_1, (512, 2048), (1, 512), 0), alpha=1, beta=1, out=buf0)
        buf5 = buf4; del buf4  # reuse
        triton_red_fused_gelu_0.run(buf5, arg3_1, buf7, 64, 2048, stream=stream0)
        buf14 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf1, buf2, None, True)
        buf15 = buf14[0]
)PY";
  const OutputCodeIndex index = scanOutputCode(code);
  ASSERT_EQ(index.definitions.size(), 1u);
  const auto& def = index.definitions[0];
  EXPECT_EQ(def.params, (std::vector<std::string>{"in_out_ptr0", "in_ptr0", "out_ptr1", "xnumel", "r0_numel", "XBLOCK", "R0_BLOCK"}));
  EXPECT_EQ(def.atenOrigins, (std::vector<std::string>{"aten.native_layer_norm", "aten.gelu"}));
  EXPECT_EQ(def.sourceNodes, (std::vector<std::string>{"layer_norm", "gelu"}));
  ASSERT_EQ(def.nodeMapping.size(), 1u);
  EXPECT_EQ(def.nodeMapping[0].second, (std::vector<std::string>{"add_2", "erf"}));
  ASSERT_EQ(index.calls.size(), 4u);
  EXPECT_EQ(index.calls[0].callee, "extern_kernels.addmm");
  EXPECT_EQ(index.calls[0].written, (std::vector<std::string>{"buf0"}));
  EXPECT_EQ(index.calls[0].read, (std::vector<std::string>{"arg1_1", "arg2_1", "arg0_1"}));
  EXPECT_EQ(index.calls[1].written, (std::vector<std::string>{"buf5", "buf7"}));
  EXPECT_EQ(index.calls[1].read, (std::vector<std::string>{"arg3_1"}));
  EXPECT_EQ(index.calls[2].written, (std::vector<std::string>{"buf14"}));
  EXPECT_EQ(index.calls[3].kind, CallKind::MultiOutput);
  EXPECT_EQ(index.calls[3].written, (std::vector<std::string>{"buf15"}));
}

// C++ kernels say which arguments they write in cpp_pybinding's type list (a pointer to non-const): the
// CPU GEMM template names its parameters X, W, Y, not out_ptr. `buf2 = buf1` is a MultiOutput that is its
// extern kernel's whole result; a reuse (`buf5 = buf4; del buf4`) is no call.
TEST(KernelLinking, ScannerReadsCppArgumentTypesAndWholeOutputs) {
  const std::string code = R"PY(
cpp_fused_addmm_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'int64_t'], r'''
extern "C"  void  kernel(const float* X, const float* W, float* Y, int64_t ks0)
{
}
''')

def call(args):
        buf1 = torch.ops.mkldnn._convolution_pointwise.default(arg0_1, arg1_1, None, [1, 1], [1, 1], [1, 1], 1, 'relu', [None], '')
        buf2 = buf1
        buf7 = None
        buf5 = buf4; del buf4  # reuse
        cpp_fused_addmm_0(buf2, arg2_1, buf5, s0)
        return (buf5, )
)PY";
  const OutputCodeIndex index = scanOutputCode(code);
  ASSERT_EQ(index.definitions.size(), 1u);
  EXPECT_EQ(index.definitions[0].argTypes, (std::vector<std::string>{"const float*", "const float*", "float*", "int64_t"}));
  ASSERT_EQ(index.calls.size(), 3u);
  EXPECT_EQ(index.calls[1].kind, CallKind::MultiOutput);
  EXPECT_EQ(index.calls[1].written, (std::vector<std::string>{"buf2"}));
  EXPECT_EQ(index.calls[1].read, (std::vector<std::string>{"buf1"}));
  EXPECT_EQ(index.calls[2].written, (std::vector<std::string>{"buf5"}));
  EXPECT_EQ(index.calls[2].read, (std::vector<std::string>{"buf2", "arg2_1"}));  // s0 is a size
  ASSERT_EQ(index.reuses.size(), 1u);
  EXPECT_EQ(index.reuses[0].from, "buf4");
  EXPECT_EQ(index.reuses[0].to, "buf5");
  EXPECT_EQ(index.reuses[0].line, 12);
}

namespace {

// An extern node of in-place kind: a NoneLayout output plus one MutationOutput per buffer it mutates.
void inPlaceExtern(sched::testgraphs::GraphBuilder& b, const std::string& name, const std::string& out,
                   const std::vector<std::string>& mutated) {
  b.node(name, out, {}, "1", "1", "cpu", "ConvolutionBinaryInplace", NodeKind::Extern);
  for (size_t k = 0; k < mutated.size(); ++k) {
    Buffer m;
    m.id = static_cast<BufferId>(b.g.buffers.size());
    m.name = out + "_m" + std::to_string(k);
    m.irType = "MutationOutput";
    m.producer = b.g.findNode(name)->id;
    m.mutations = {mutated[k]};
    b.g.bufferByName[m.name] = m.id;
    b.g.buffers.push_back(m);
    b.node(name).outputs.push_back(m.id);
  }
}

}  // namespace

// A bare in-place ATen call (no assignment, no out=) writes its first argument. Of two such calls on one
// buffer, a node takes the one that also passes the other buffers it mutates.
TEST(KernelLinking, InPlaceExternCallsLinkToTheNodesMutatingTheirBuffers) {
  namespace tg = sched::testgraphs;
  tg::GraphBuilder b;
  b.input("arg0_1", "64", "cpu");
  b.node("op0", "buf0", {tg::flat("arg0_1", "64")}, "64", "1", "cpu");
  b.node("op1", "buf1", {tg::flat("arg0_1", "64")}, "64", "1", "cpu");
  inPlaceExtern(b, "op2", "buf2", {"buf0", "buf1"});
  inPlaceExtern(b, "op3", "buf3", {"buf0"});
  const std::string code = R"PY(
cpp_fused_relu_0 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
extern "C"  void  kernel(const float* in_ptr0, float* out_ptr0, float* out_ptr1)
{
}
''')

def call(args):
        cpp_fused_relu_0(arg0_1, buf0, buf1)
        torch.ops.mkldnn._convolution_pointwise_.binary(buf0, buf1, _frozen_param1, None, [1, 1], 'add', 1.0, 'relu', [None], '')
        torch.ops.mkldnn._convolution_pointwise_.binary(buf0, arg0_1, _frozen_param2, None, [1, 1], 'add', 1.0, 'relu', [None], '')
        return (buf0, )
)PY";
  const OutputCodeIndex index = scanOutputCode(code);
  ASSERT_EQ(index.calls.size(), 3u);
  EXPECT_EQ(index.calls[1].kind, CallKind::Extern);
  EXPECT_EQ(index.calls[1].written, (std::vector<std::string>{"buf0"}));
  EXPECT_EQ(index.calls[1].read, (std::vector<std::string>{"buf1", "_frozen_param1"}));
  // op3 comes first: in schedule order alone it would take the first call, op2's.
  std::vector<KernelGroup> groups = {{"op0_op1", {b.g.findNode("op0")->id, b.g.findNode("op1")->id}, "cpp"},
                                     {"op3", {b.g.findNode("op3")->id}, "extern"},
                                     {"op2", {b.g.findNode("op2")->id}, "extern"}};
  const auto links = linkKernels(b.g, groups, index);
  const std::vector<int> expected = {0, 2, 1};
  for (size_t k = 0; k < groups.size(); ++k) {
    EXPECT_EQ(links[k].status, LinkStatus::Linked) << groups[k].name;
    EXPECT_EQ(links[k].call, expected[k]) << groups[k].name;
  }
}

// `buf1 = buf0; del buf0  # reuse` right before a C++ function that computes buf1 in place: the kernel
// writing buf0 is in that function too, though no call names buf0.
TEST(KernelLinking, AKernelWhoseBufferIsReusedJoinsTheFunctionComputingInPlace) {
  namespace tg = sched::testgraphs;
  tg::GraphBuilder b;
  b.input("arg0_1", "64", "cpu");
  b.node("op0", "buf0", {tg::flat("arg0_1", "64")}, "64", "1", "cpu");
  b.node("op1", "buf1", {tg::flat("buf0", "64")}, "64", "1", "cpu");
  const std::string code = R"PY(
cpp_fused_add_0 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
extern "C"  void  kernel(float* in_out_ptr0, const float* in_ptr0)
{
}
''')

def call(args):
        buf0 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf1 = buf0; del buf0  # reuse
        cpp_fused_add_0(buf1, arg0_1)
        return (buf1, )
)PY";
  const OutputCodeIndex index = scanOutputCode(code);
  ASSERT_EQ(index.calls.size(), 1u);
  std::vector<KernelGroup> groups = {{"op0", {b.g.findNode("op0")->id}, "cpp"}, {"op1", {b.g.findNode("op1")->id}, "cpp"}};
  const auto links = linkKernels(b.g, groups, index);
  for (size_t k = 0; k < groups.size(); ++k) {
    EXPECT_EQ(links[k].status, LinkStatus::Linked) << groups[k].name;
    EXPECT_EQ(links[k].call, 0) << groups[k].name;
    EXPECT_EQ(links[k].sharedWith, 1) << groups[k].name;
  }
  EXPECT_NE(links[0].note.find("reused as buf1"), std::string::npos) << links[0].note;
}

// CppScheduling writes consecutive kernels into one C++ function: a call whose writes no single kernel
// accounts for links to every kernel whose buffers it writes, when together they account for all of them.
// A C++ call that writes a buffer none of the unlinked kernels writes links to none.
TEST(KernelLinking, OneCppFunctionForConsecutiveKernelsLinksToEachOfThem) {
  sched::testgraphs::GraphBuilder b;
  b.input("arg0_1", "64", "cpu");
  b.node("op0", "buf0", {sched::testgraphs::flat("arg0_1", "64")}, "64", "1", "cpu");
  b.node("op1", "buf1", {sched::testgraphs::flat("buf0", "64")}, "64", "1", "cpu");
  b.node("op2", "buf2", {sched::testgraphs::flat("buf1", "64")}, "64", "1", "cpu");
  b.node("op3", "buf3", {sched::testgraphs::flat("buf2", "64")}, "64", "1", "cpu");
  const std::string code = R"PY(
cpp_fused_add_0 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
}
''')
cpp_fused_mul_1 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
}
''')

def call(args):
        cpp_fused_add_0(arg0_1, buf0, buf1)
        cpp_fused_mul_1(buf1, buf2, buf9)
        return (buf3, )
)PY";
  const OutputCodeIndex index = scanOutputCode(code);
  ASSERT_EQ(index.calls.size(), 2u);
  std::vector<KernelGroup> groups;
  for (const char* name : {"op0", "op1", "op2", "op3"}) groups.push_back({name, {b.g.findNode(name)->id}, "cpp"});
  const auto links = linkKernels(b.g, groups, index);
  for (int k : {0, 1}) {
    EXPECT_EQ(links[static_cast<size_t>(k)].status, LinkStatus::Linked) << k;
    EXPECT_EQ(links[static_cast<size_t>(k)].call, 0) << k;
    EXPECT_EQ(links[static_cast<size_t>(k)].sharedWith, 1) << k;
  }
  // buf9 is written by no kernel of the schedule: the second call is no one's.
  EXPECT_EQ(links[2].status, LinkStatus::NoCallSite);
  EXPECT_EQ(links[3].status, LinkStatus::NoCallSite);
  // One kernel's report (`fusescope-cli kernels --node`) links it as the whole schedule does; alone, the
  // shared function is no one's.
  KernelReportOptions options;
  options.generated = false;
  options.schedule = &groups;
  const auto one = buildKernelReports(b.g, {groups[1]}, &index, options);
  ASSERT_EQ(one.size(), 1u);
  EXPECT_EQ(one[0].link.status, LinkStatus::Linked);
  EXPECT_EQ(one[0].link.sharedWith, 1);
  options.schedule = nullptr;
  EXPECT_EQ(buildKernelReports(b.g, {groups[1]}, &index, options)[0].link.status, LinkStatus::NoCallSite);
}

// A kernel that reaches C++ functions only through a buffer it mutates (an atomic_add into a zero-filled
// buffer) belongs to the last one writing it, not to the one that zero-filled it.
TEST(KernelLinking, AMutatingKernelJoinsTheLastCppFunctionWritingTheBuffer) {
  namespace tg = sched::testgraphs;
  tg::GraphBuilder b;
  b.input("arg0_1", "64", "cpu");
  b.node("op0", "buf0", {}, "64", "1", "cpu");  // the zero fill
  b.node("op1", "buf1", {tg::flat("arg0_1", "64")}, "64", "1", "cpu");
  b.g.buffers[static_cast<size_t>(b.g.findBuffer("buf1")->id)].mutations = {"buf0"};
  b.node("op2", "buf2", {tg::flat("arg0_1", "64")}, "64", "1", "cpu");
  b.node("op3", "buf3", {tg::flat("arg0_1", "64")}, "64", "1", "cpu");
  const std::string code = R"PY(
cpp_fused_zeros_0 = async_compile.cpp_pybinding(['float*', 'float*'], r'''
extern "C"  void  kernel(float* out_ptr0, float* out_ptr1)
{
}
''')
cpp_fused_index_put_1 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
extern "C"  void  kernel(const float* in_ptr0, float* out_ptr0, float* out_ptr1)
{
}
''')

def call(args):
        cpp_fused_zeros_0(buf0, buf2)
        cpp_fused_index_put_1(arg0_1, buf0, buf3)
        return (buf0, )
)PY";
  const OutputCodeIndex index = scanOutputCode(code);
  std::vector<KernelGroup> groups;
  for (const char* name : {"op0", "op1", "op2", "op3"}) groups.push_back({name, {b.g.findNode(name)->id}, "cpp"});
  const auto links = linkKernels(b.g, groups, index);
  const std::vector<int> expected = {0, 1, 0, 1};
  for (size_t k = 0; k < groups.size(); ++k) {
    EXPECT_EQ(links[k].status, LinkStatus::Linked) << groups[k].name;
    EXPECT_EQ(links[k].call, expected[k]) << groups[k].name;
  }
}

TEST(KernelLinking, EveryInductorKernelGroupOfEverySharedCaptureIsLinked) {
  const auto folders = fusescope::testdata::sharedGraphs();
  if (folders.empty()) GTEST_SKIP() << "shared captures not found at " << FUSESCOPE_SHARED_CAPTURES;
  int totalGroups = 0, totalLinked = 0, totalNop = 0, totalUnique = 0;
  for (const auto& folder : folders) {
    const Graph graph = loadCaptureFolder(folder);
    const OutputCodeIndex code = scanOutputCode(fusescope::testdata::readFile(folder / "output_code.py"));
    const auto groups = groupsFromInductor(graph);
    const auto links = linkKernels(graph, groups, code);
    const LinkCoverage c = coverage(links);
    int unique = 0;
    for (size_t i = 0; i < links.size(); ++i) {
      unique += links[i].unique ? 1 : 0;
      if (links[i].status == LinkStatus::NoCallSite)
        ADD_FAILURE() << folder.filename().string() << ": " << groups[i].name << " (" << groups[i].kind
                      << ") not linked: " << links[i].note;
      // Sound: the linked call's kind matches the group's.
      if (links[i].status == LinkStatus::Linked) {
        const CallSite& call = code.calls[static_cast<size_t>(links[i].call)];
        EXPECT_EQ(groups[i].kind == "extern", call.kind != CallKind::Kernel) << groups[i].name;
      }
    }
    // Every call site links to one group, or to each kernel of a C++ function that several share, and no
    // kernel call is left over.
    std::vector<int> used(code.calls.size(), 0), sharers(code.calls.size(), 1);
    for (const auto& l : links)
      if (l.call >= 0) {
        ++used[static_cast<size_t>(l.call)];
        sharers[static_cast<size_t>(l.call)] = l.sharedWith + 1;
      }
    for (size_t k = 0; k < code.calls.size(); ++k) {
      EXPECT_LE(used[k], sharers[k]);
      if (code.calls[k].kind == CallKind::Kernel) {
        EXPECT_EQ(used[k], 1) << folder.string() << ": call at line " << code.calls[k].line << " (" << code.calls[k].callee
                              << ") links to no group";
      }
    }
    fmt::print("[linking] {}/{}: {} groups, {} linked ({:.1f}%), {} by written buffers alone, {} nop\n",
               folder.parent_path().filename().string(), folder.filename().string(), c.groups, c.linked, c.percent(),
               unique, c.nop);
    totalGroups += c.groups;
    totalLinked += c.linked;
    totalNop += c.nop;
    totalUnique += unique;
  }
  const double pct = totalGroups ? 100.0 * totalLinked / totalGroups : 100.0;
  fmt::print("[linking] TOTAL over {} graphs: {} / {} kernel groups linked ({:.2f}%), {} decided by written buffers alone, {} nop\n",
             folders.size(), totalLinked, totalGroups, pct, totalUnique, totalNop);
  RecordProperty("linked_percent", fmt::format("{:.2f}", pct));
  EXPECT_EQ(totalLinked, totalGroups);
}
