// libFuzzer target: a torch.profiler (Kineto) Chrome trace, read and laid over a small graph's
// output_code.py. Bad text must end in an ImportError naming the file (and a line inside the text);
// a trace that reads must give graph calls whose GPU time adds up to the trace's, and an attribution
// that never ties more time than the calls hold.
#include "fuzz_common.h"
#include "codegen/output_code_scan.h"
#include "profile/graph_calls.h"
#include "profile/kineto_trace.h"
#include "profile/profile_attribution.h"

#include <cmath>

namespace {

const char* const kCode =
    "# kernel path: /tmp/c/xx/chash0.py\n"
    "triton_poi_fused_0 = async_compile.triton('triton_poi_fused_0', '''\n@triton.jit\ndef triton_poi_fused_0(in_ptr0, out_ptr0, "
    "xnumel, XBLOCK : tl.constexpr):\n    pass\n''', device_str='cuda')\n\n"
    "def call(args):\n    arg0_1, = args\n    args.clear()\n    buf0 = empty_strided_cuda((4, ), (1, ), torch.float32)\n"
    "    triton_poi_fused_0.run(arg0_1, buf0, 4, stream=stream0)\n"
    "    buf1 = empty_strided_cuda((4, 4), (4, 1), torch.float32)\n"
    "    extern_kernels.mm(buf0, arg0_1, out=buf1)\n    return (buf1, )\n";

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  const std::string file = "trace.json";
  static const codegen::OutputCodeIndex code = codegen::scanOutputCode(kCode);
  profile::KinetoTrace trace;
  try {
    trace = profile::parseKinetoTrace(text, file);
  } catch (const ImportError& e) {
    fuzz::checkImportError(e, text, file);
    return 0;
  }
  const profile::TraceCalls calls = profile::findGraphCalls(trace);
  double inCalls = 0;
  for (const auto& c : calls.calls) inCalls += c.gpuUs;
  double outside = 0;
  for (int g : calls.outside) outside += trace.gpu[static_cast<size_t>(g)].dur;
  for (int g : calls.unlinked) outside += trace.gpu[static_cast<size_t>(g)].dur;
  const double scale = std::max(1.0, std::fabs(calls.gpuTotalUs));
  if (std::isfinite(calls.gpuTotalUs) && std::fabs(inCalls + outside - calls.gpuTotalUs) > 1e-6 * scale) std::abort();
  try {
    const auto a = profile::attributeProfile(trace, calls, {{"g", &code}});
    if (std::isfinite(a.inCallsUs) && a.attributedUs > a.inCallsUs + 1e-6 * std::max(1.0, std::fabs(a.inCallsUs)) && a.attributedUs >= 0)
      std::abort();
  } catch (const ImportError& e) {
    if (e.file() != file) std::abort();
  }
  return 0;
}
