// A torch.profiler (Kineto) Chrome trace as FuseScope reads it: the GPU activity (kernels, memsets,
// memcpys) with the CPU-side events that launched it (operators, the `## Call CompiledFxGraph ##` ranges,
// CUDA runtime and driver calls), and the devices the trace describes. Only what attribution needs is
// kept; names are interned because a step launches the same few hundred kernels thousands of times.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace fusescope::profile {

// deviceProperties: one per visible GPU.
struct TraceDevice {
  int id = -1;
  std::string name;          // "NVIDIA H100 80GB HBM3"
  int numSms = 0;
  int computeMajor = 0, computeMinor = 0;
  int64_t totalGlobalMem = 0;
};

enum class GpuActivity { Kernel, Memset, Memcpy };

struct GpuEvent {
  GpuActivity kind = GpuActivity::Kernel;
  int name = -1;              // index into KinetoTrace::names
  double ts = 0.0, dur = 0.0; // µs
  int64_t externalId = -1;    // the innermost CPU operator that launched it
  int64_t correlation = -1;   // the runtime/driver launch call
  int device = -1, stream = -1;
  std::array<int, 3> grid{}, block{};
  int registers = 0;
  int64_t bytes = 0;          // memsets and memcpys; an NCCL kernel's message (its recorded nelems × dtype)
  int64_t eventIndex = -1;    // its place in the file's traceEvents (what an annotated copy writes back to)
};

enum class CpuKind { Operator, Annotation, Runtime, Other };

struct CpuEvent {
  CpuKind kind = CpuKind::Other;
  int name = -1;
  int64_t pid = 0, tid = 0;
  double ts = 0.0, dur = 0.0;
  int64_t externalId = -1;
  int64_t correlation = -1;   // runtime and driver calls
  int kernelName = -1;        // a Triton launch's kernel_name (args), else -1
  std::string kernelHash;     // its kernel_hash: the stem of output_code.py's `# kernel path:`
  // "Input Dims" (record_shapes) of the matmul operators (aten::mm, addmm, bmm, baddbmm) and the
  // convolutions (aten::convolution, _convolution, convolution_backward): their FLOPs.
  std::vector<std::vector<int64_t>> inputDims;
  std::vector<std::string> concreteInputs;  // a convolution's "Concrete Inputs": stride, padding, ... as text
  std::string inputType;      // the same operators' first "Input type" ("c10::BFloat16", "float"): their FLOPs' dtype
};

struct KinetoTrace {
  std::string file;
  std::vector<std::string> names;     // interned event names
  std::vector<TraceDevice> devices;
  std::vector<GpuEvent> gpu;          // in file order
  std::vector<CpuEvent> cpu;          // in file order
  int64_t events = 0;                 // every entry of traceEvents
  bool kineto = false;                // schemaVersion / deviceProperties / Kineto categories seen
  const std::string& name(int index) const { return names[static_cast<size_t>(index)]; }
};

// 2·M·N·K of a matmul operator from its recorded input shapes; 0 for other operators or without shapes.
double matmulFlops(const KinetoTrace& trace, const CpuEvent& op);
// A convolution's FLOPs from its recorded shapes and concrete stride, padding, dilation and transposed (for
// convolution_backward, the forward's FLOPs for each gradient its output_mask asks for); 0 without them.
double convolutionFlops(const KinetoTrace& trace, const CpuEvent& op);
// A fused attention operator's (aten::_scaled_dot_product_{flash,efficient,cudnn}_attention and their
// backwards) from its query, key and value shapes, as torch.utils.flop_counter counts them; 0 otherwise.
double attentionFlops(const KinetoTrace& trace, const CpuEvent& op);
// The torch dtype a recorded "Input type" names ("c10::BFloat16" -> "torch.bfloat16"); "" when unknown.
std::string torchDtypeOf(const std::string& inputType);
// Whichever of them applies.
double operatorFlops(const KinetoTrace& trace, const CpuEvent& op);

// The largest trace text read (a 400k-event trace is 100-200 MB of JSON; this bounds a runaway or hostile file).
inline constexpr std::uintmax_t kMaxTraceBytes = 4ull << 30;

// Reads `file` (JSON, or gzip-compressed JSON whatever its extension). Throws ImportError naming the file
// (and the line of the decompressed text) for unreadable, truncated or non-JSON input, a JSON file that is
// not a Chrome trace, and a Chrome trace without GPU activity (a CPU-only profile).
KinetoTrace readKinetoTrace(const std::filesystem::path& file);

// The same from text already in memory (the fuzz target and the benchmark); `file` names it in errors.
KinetoTrace parseKinetoTrace(std::string_view json, const std::string& file);

// The whole file, inflated when it starts with the gzip magic. Throws ImportError for a truncated or
// corrupt gzip stream and for text larger than `maxBytes`.
std::string readMaybeGzipped(const std::filesystem::path& file, std::uintmax_t maxBytes);

}  // namespace fusescope::profile
