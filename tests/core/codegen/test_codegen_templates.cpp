// Seed template backends (seeds 000 CuteDSL, 002 ROCm, 003 CUTLASS EVT): every expected string below was
// produced by running the seeds' define_kernel / _render_argument_type code in Python (hashlib, textwrap,
// IndentedBuffer from utils.py) on the same inputs, so these tests pin FuseScope to Inductor's output.
#include <gtest/gtest.h>

#include "codegen/code_hash.h"
#include "codegen/cutlass_evt.h"
#include "codegen/indented_buffer.h"
#include "codegen/kernel_naming.h"
#include "codegen/template_backends.h"

using namespace fusescope::codegen;

namespace {

const std::string kCuteSrc = R"EXP(
    import cutlass
    import cutlass.cute as cute

    @cute.kernel
    def Placeholder.KERNEL_NAME_kernel(gA: cute.Tensor, gB: cute.Tensor, gC: cute.Tensor):
        tidx, _, _ = cute.arch.thread_idx()
        gC[tidx] = gA[tidx] + gB[tidx]

    @cute.jit
    def Placeholder.KERNEL_NAME_main(mA, mB, mC, stream):
        Placeholder.KERNEL_NAME_kernel(mA, mB, mC).launch(grid=[1, 1, 1], block=[256, 1, 1], stream=stream)
)EXP";
const std::string kRocmSrc = R"EXP(
#include <ck/ck.hpp>
extern "C" {
PT_EXPORT int KERNEL_NAME(const half* X, const half* W, half* Y, size_t* workspace_size, uint8_t* workspace, hipStream_t stream) {
    return 0;
}
}
)EXP";

std::vector<Origin> mmRelu() { return {{"mm", "aten.mm", "matmul"}, {"relu", "aten.relu", "relu"}}; }

}  // namespace

TEST(CodegenHash, Sha256AndCodeHashMatchPython) {
  EXPECT_EQ(sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(codeHash(""), "c4oymiquy7qobjgx36tejs35zeqt24qpemsnzgtfeswmrw6csxbk");
  EXPECT_EQ(kernelPath("", "/c"), "/c/4o/c4oymiquy7qobjgx36tejs35zeqt24qpemsnzgtfeswmrw6csxbk.py");
}

TEST(CodegenTemplates, CuteDslNameWrapperAndMetadata) {
  WrapperState wrapper;
  EXPECT_EQ(defineCuteDslKernel(wrapper, kCuteSrc, mmRelu()), "cutedsl_fused_mm_relu_e95d0502");
  ASSERT_EQ(wrapper.kernels.size(), 1u);
  EXPECT_EQ(wrapper.kernels[0].definition, R"EXP(

# kernel path: /tmp/torchinductor_fusescope/y2/cy2ymfoda4kcra5rfex7oldcdyv2s6ctvmblbbc2qtbpjfl26icz.py
# Topologically Sorted Source Nodes: [matmul, relu], Original ATen: [aten.mm, aten.relu]
# Source node to ATen node mapping:
#   matmul => mm
#   relu => relu
# Graph fragment:
cutedsl_fused_mm_relu_e95d0502 = async_compile.cutedsl('cutedsl_fused_mm_relu_e95d0502', r'''
import cutlass
import cutlass.cute as cute

@cute.kernel
def cutedsl_fused_mm_relu_e95d0502_kernel(gA: cute.Tensor, gB: cute.Tensor, gC: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    gC[tidx] = gA[tidx] + gB[tidx]

@cute.jit
def cutedsl_fused_mm_relu_e95d0502_main(mA, mB, mC, stream):
    cutedsl_fused_mm_relu_e95d0502_kernel(mA, mB, mC).launch(grid=[1, 1, 1], block=[256, 1, 1], stream=stream)
''')
)EXP");
  // Same source again: src_to_kernel answers, nothing new is defined.
  EXPECT_EQ(defineCuteDslKernel(wrapper, kCuteSrc, {}), "cutedsl_fused_mm_relu_e95d0502");
  EXPECT_EQ(wrapper.kernels.size(), 1u);
  // Fused name just "fused": cutedsl_{hash}; splice(strip=True) after a failed dedent keeps the indentation.
  EXPECT_EQ(defineCuteDslKernel(wrapper, kCuteSrc + "\n# variant\n", {}), "cutedsl_7edb5d75");
  EXPECT_EQ(wrapper.kernels[1].definition, R"EXP(

# kernel path: /tmp/torchinductor_fusescope/lm/clmylgnniapbafor2vxdlijvbrrsrutyhyh2mqm5udoqkux3meym.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
cutedsl_7edb5d75 = async_compile.cutedsl('cutedsl_7edb5d75', r'''
import cutlass
    import cutlass.cute as cute

    @cute.kernel
    def cutedsl_7edb5d75_kernel(gA: cute.Tensor, gB: cute.Tensor, gC: cute.Tensor):
        tidx, _, _ = cute.arch.thread_idx()
        gC[tidx] = gA[tidx] + gB[tidx]

    @cute.jit
    def cutedsl_7edb5d75_main(mA, mB, mC, stream):
        cutedsl_7edb5d75_kernel(mA, mB, mC).launch(grid=[1, 1, 1], block=[256, 1, 1], stream=stream)

# variant
''')
)EXP");
}

TEST(CodegenTemplates, RocmNameSuffixAndWrapper) {
  WrapperState wrapper;
  EXPECT_EQ(defineRocmKernel(wrapper, kRocmSrc, {{"addmm", "aten.addmm", "linear"}}), "rocm_fused_addmm_0");
  EXPECT_EQ(wrapper.kernels[0].definition, R"EXP(

# kernel path: /tmp/torchinductor_fusescope/um/cumakmcnxejaeouhhjhp6dftsuxfj5mbiftqftc7kctj5meo3wt2.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten.addmm]
# Source node to ATen node mapping:
#   linear => addmm
# Graph fragment:
rocm_fused_addmm_0 = async_compile.rocm(r'''
#include <ck/ck.hpp>
extern "C" {
PT_EXPORT int rocm_fused_addmm_0(const half* X, const half* W, half* Y, size_t* workspace_size, uint8_t* workspace, hipStream_t stream) {
    return 0;
}
}
''', 'so', aot_compile=False)
)EXP");
  EXPECT_EQ(defineRocmKernel(wrapper, kRocmSrc + "// b\n", {{"mm_1", "aten.mm", ""}}), "rocm_fused_mm_1");
  EXPECT_EQ(wrapper.kernels[1].definition, R"EXP(

# kernel path: /tmp/torchinductor_fusescope/qo/cqo7pfcxtn5smm7lc5ul7lnuy5hutu54trhglwb3o5dp42thwvq5.py
# Topologically Sorted Source Nodes: [], Original ATen: [aten.mm]
# Source node to ATen node mapping:
# Graph fragment:
rocm_fused_mm_1 = async_compile.rocm(r'''
#include <ck/ck.hpp>
extern "C" {
PT_EXPORT int rocm_fused_mm_1(const half* X, const half* W, half* Y, size_t* workspace_size, uint8_t* workspace, hipStream_t stream) {
    return 0;
}
}
// b
''', 'so', aot_compile=False)
)EXP");
}

TEST(CodegenTemplates, HeaderAccumulatesDefinitionsLikePythonWrapperCodegen) {
  WrapperState wrapper;  // one wrapper for all backends: src_to_kernel and the suffix counter are shared
  defineCuteDslKernel(wrapper, kCuteSrc, mmRelu());
  defineCuteDslKernel(wrapper, kCuteSrc, {});
  defineCuteDslKernel(wrapper, kCuteSrc + "\n# variant\n", {});
  defineRocmKernel(wrapper, kRocmSrc, {{"addmm", "aten.addmm", "linear"}});
  defineRocmKernel(wrapper, kRocmSrc + "// b\n", {{"mm_1", "aten.mm", ""}});
  EXPECT_EQ(wrapper.header.getvalue(), R"EXP(

# kernel path: /tmp/torchinductor_fusescope/y2/cy2ymfoda4kcra5rfex7oldcdyv2s6ctvmblbbc2qtbpjfl26icz.py
# Topologically Sorted Source Nodes: [matmul, relu], Original ATen: [aten.mm, aten.relu]
# Source node to ATen node mapping:
#   matmul => mm
#   relu => relu
# Graph fragment:
cutedsl_fused_mm_relu_e95d0502 = async_compile.cutedsl('cutedsl_fused_mm_relu_e95d0502', r'''
import cutlass
import cutlass.cute as cute

@cute.kernel
def cutedsl_fused_mm_relu_e95d0502_kernel(gA: cute.Tensor, gB: cute.Tensor, gC: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    gC[tidx] = gA[tidx] + gB[tidx]

@cute.jit
def cutedsl_fused_mm_relu_e95d0502_main(mA, mB, mC, stream):
    cutedsl_fused_mm_relu_e95d0502_kernel(mA, mB, mC).launch(grid=[1, 1, 1], block=[256, 1, 1], stream=stream)
''')


# kernel path: /tmp/torchinductor_fusescope/lm/clmylgnniapbafor2vxdlijvbrrsrutyhyh2mqm5udoqkux3meym.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
cutedsl_7edb5d75 = async_compile.cutedsl('cutedsl_7edb5d75', r'''
import cutlass
    import cutlass.cute as cute

    @cute.kernel
    def cutedsl_7edb5d75_kernel(gA: cute.Tensor, gB: cute.Tensor, gC: cute.Tensor):
        tidx, _, _ = cute.arch.thread_idx()
        gC[tidx] = gA[tidx] + gB[tidx]

    @cute.jit
    def cutedsl_7edb5d75_main(mA, mB, mC, stream):
        cutedsl_7edb5d75_kernel(mA, mB, mC).launch(grid=[1, 1, 1], block=[256, 1, 1], stream=stream)

# variant
''')


# kernel path: /tmp/torchinductor_fusescope/um/cumakmcnxejaeouhhjhp6dftsuxfj5mbiftqftc7kctj5meo3wt2.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten.addmm]
# Source node to ATen node mapping:
#   linear => addmm
# Graph fragment:
rocm_fused_addmm_0 = async_compile.rocm(r'''
#include <ck/ck.hpp>
extern "C" {
PT_EXPORT int rocm_fused_addmm_0(const half* X, const half* W, half* Y, size_t* workspace_size, uint8_t* workspace, hipStream_t stream) {
    return 0;
}
}
''', 'so', aot_compile=False)


# kernel path: /tmp/torchinductor_fusescope/qo/cqo7pfcxtn5smm7lc5ul7lnuy5hutu54trhglwb3o5dp42thwvq5.py
# Topologically Sorted Source Nodes: [], Original ATen: [aten.mm]
# Source node to ATen node mapping:
# Graph fragment:
rocm_fused_mm_1 = async_compile.rocm(r'''
#include <ck/ck.hpp>
extern "C" {
PT_EXPORT int rocm_fused_mm_1(const half* X, const half* W, half* Y, size_t* workspace_size, uint8_t* workspace, hipStream_t stream) {
    return 0;
}
}
// b
''', 'so', aot_compile=False)
)EXP");
}

TEST(CodegenTemplates, FusedNameAndMetadata) {
  EXPECT_EQ(fusedKernelName({}), "fused");
  EXPECT_EQ(fusedKernelName({{"var_mean", "aten.native_layer_norm", "layer_norm"}, {"erf", "aten.gelu", "gelu"}}),
            "fused_gelu_native_layer_norm");
  const auto meta = kernelMetadata({{"add_2", "aten.gelu", "gelu"}, {"erf", "aten.gelu", "gelu"}});
  EXPECT_EQ(meta.origins, "# Topologically Sorted Source Nodes: [gelu], Original ATen: [aten.gelu]");
  EXPECT_EQ(meta.detailed, "# Source node to ATen node mapping:\n#   gelu => add_2, erf\n# Graph fragment:");
  EXPECT_EQ(parseOrigin("mm:aten.mm:matmul"), (Origin{"mm", "aten.mm", "matmul"}));
  EXPECT_EQ(parseOrigin("relu"), (Origin{"relu", "", ""}));
}

TEST(CodegenEvt, NestedVisitorArgumentsRenamesAndStrides) {
  const std::map<std::string, EvtBuffer> buffers = {
      {"buf1", {"buf1", "torch.float32", {64, 2048}, {2048, 1}}},
      {"buf2", {"buf2", "torch.float16", {64, 64}, {1, 64}}},
      {"buf3", {"buf3", "torch.bfloat16", {64}, {1}}},
  };
  using F = EvtFieldType;
  const EvtType aux = EvtType::argument({{"ptr_aux", F::Pointer}, {"null_default", F::Element}, {"dAux", F::Stride}});
  const EvtType thread = EvtType::visitor({
      {"F", EvtType::visitor({
                {"compute_1", EvtType::visitor({
                                  {"compute_0", EvtType::visitor({{"accum", EvtType::byte()}, {"C", EvtType::byte()},
                                                                  {"compute_0", EvtType::byte()}})},
                                  {"buf1", aux},
                                  {"compute_1", EvtType::byte()}})},
                {"buf2", EvtType::argument({{"ptr_aux", F::Pointer}, {"dAux", F::Stride}})},
                {"F", EvtType::byte()}})},
      {"buf3", EvtType::argument({{"ptr_row", F::Pointer}, {"null_default", F::Element}, {"dRow", F::Stride}})},
      {"compute_2", EvtType::byte()}});
  const EvtArguments args = renderEvtArguments(thread, buffers);
  EXPECT_EQ(args.text, R"EXP({ /* thread */
        { /* F */
          { /* compute_1 */
            { /* compute_0 */
              {}, /* accum */
              {}, /* C */
              {}, /* compute_0 */
            },
            {/* ptr_aux */ (float*) (ptr_0 + ptr_0_offset), /* null_default */ float(0), /* dAux */ {2048, _1{}, _0{}}}, /* buf1 */
            {}, /* compute_1 */
          },
          {/* ptr_aux */ (cutlass::half_t*) (ptr_1 + ptr_1_offset), /* dAux */ {_1{}, 64, _0{}}}, /* buf2 */
          {}, /* F */
        },
        {/* ptr_row */ (cutlass::bfloat16_t*) (ptr_2 + ptr_2_offset), /* null_default */ cutlass::bfloat16_t(0), /* dRow */ {_1{}, _0{}, _0{}}}, /* buf3 */
        {}, /* compute_2 */
      }
)EXP");
  EXPECT_EQ(args.renames.get("buf1"), "ptr_0");
  EXPECT_EQ(args.renames.get("buf2"), "ptr_1");
  EXPECT_EQ(args.renames.get("buf3"), "ptr_2");
  EXPECT_EQ(args.renames.get("other"), "other");
}

TEST(CodegenEvt, NonVisitorThreadTypes) {
  using F = EvtFieldType;
  const EvtArguments flat = renderEvtArguments(
      EvtType::argument({{"ptr_aux", F::Pointer}, {"dAux", F::Stride}, {"pad", F::EmptyByte}}),
      {{"thread", {"buf9", "torch.float32", {2, 64}, {64, 1, 0}}}});
  EXPECT_EQ(flat.text, R"EXP({ /* thread */
      {/* ptr_aux */ (float*) (ptr_0 + ptr_0_offset), /* dAux */ {64, _1{}, _0{}}, /* pad */ {}}, /* thread */
      }
)EXP");
  EXPECT_EQ(renderEvtArguments(EvtType::byte(), {}).text, R"EXP({ /* thread */
      {}, /* thread */
      }
)EXP");
  EXPECT_THROW(renderEvtArguments(EvtType::argument({{"x", F::Unsupported}}), {{"thread", {"b", "torch.float32", {1}, {1}}}}),
               std::runtime_error);
  EXPECT_THROW(renderEvtArguments(EvtType::argument({{"x", F::Pointer}}), {}), std::out_of_range);
}

TEST(CodegenEvt, ExampleTensorLayoutCheck) {
  EXPECT_EQ(exampleTensorFromBuffer({"a", "torch.float32", {64, 32}, {32, 1}}).layout, EvtLayoutTag::RowMajor);
  EXPECT_EQ(exampleTensorFromBuffer({"b", "torch.float16", {64, 32}, {1, 64}}).layout, EvtLayoutTag::ColumnMajor);
  EXPECT_EQ(exampleTensorFromBuffer({"b", "torch.float16", {64, 32}, {1, 64}}).element, "f16");
  // Size-1 dimensions do not constrain their stride.
  EXPECT_EQ(exampleTensorFromBuffer({"c", "torch.float32", {64, 1}, {1, 64}}).layout, EvtLayoutTag::RowMajor);
  try {
    exampleTensorFromBuffer({"buf4", "torch.float32", {64, 32}, {64, 2}});
    FAIL() << "expected an error";
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "Cannot create example tensor for buf4 with non-contiguous layout, received stride: (64, 2) and shape: (64, 32)");
  }
}

TEST(CodegenIndentedBuffer, SpliceDedentsAndStrips) {
  IndentedBuffer b;
  b.writeline("a:");
  {
    auto i = b.indent();
    b.splice("\n    x = 1\n      y = 2\n   \n", true);
  }
  EXPECT_EQ(b.getvalue(), "a:\n    x = 1\n      y = 2\n");
  EXPECT_EQ(dedent("  a\n    b\n"), "a\n  b\n");
}
