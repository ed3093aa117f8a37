// Metadata per kernel and per node: bytes read and written (the seed's get_read_write_buffers_sizes,
// with buffers that never leave a fused kernel not counted) and the seed's get_estimated_runtime model
// on a configurable device profile.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "graph/expr.h"
#include "graph/graph.h"

namespace fusescope::codegen {

struct DeviceProfile {
  std::string name = "H100-SXM";
  double dramGbps = 3350.0;                          // get_gpu_dram_gbps()
  std::map<std::string, double> tflops = {           // get_device_tflops(dtype), dense
      {"torch.float32", 67.0}, {"torch.float16", 989.4}, {"torch.bfloat16", 989.4}, {"torch.float64", 34.0},
      {"torch.float8_e4m3fn", 1978.9}, {"torch.int8", 1978.9}};
  double tflopsFor(const std::string& dtype) const;
  static DeviceProfile h100() { return {}; }
  // "h100", "h200", "a100" (case-insensitive); throws std::invalid_argument otherwise.
  static DeviceProfile named(const std::string& name);
};

struct KernelMetrics {
  int64_t bytesRead = 0;
  int64_t bytesWritten = 0;
  double estimatedRuntimeUs = 0.0;  // 0 for CPU kernels and nodes the model does not cover, as in the seed
  std::string runtimeModel;         // "memory" (bytes / bandwidth), "flops" (0.5 * FLOPs / peak), "none"
  std::string noEstimateReason;     // why the model is "none" ("not a CUDA kernel", ...)
  std::vector<std::string> origins; // FX origins of the members, first occurrence order
  double flops = 0.0;               // extern matmuls and convolutions the FLOP model covers, else 0
  std::string dtype;                // the first member's output dtype ("torch.bfloat16"), the peak it is held to
};

int64_t dtypeSize(const std::string& torchDtype);

// A duration in the unit that keeps it readable, three significant digits: "0.533 ns", "12.3 µs", "1.23 ms".
// A 1 KiB kernel's memory-bound estimate is half a nanosecond, which "0.000 µs" hid.
std::string durationText(double microseconds);
// A change in runtime with its sign: "+1.23 µs", "-0.533 ns", "0 ns" (whatif's and diff's deltas).
std::string durationDeltaText(double microseconds);

// Bytes as the window and the CLI print them: "768 B", "1.5 KiB", "59.53 MiB", "1.20 GiB".
std::string bytesText(int64_t bytes);
// A change in bytes with its sign: "+1.5 KiB", "-768 B", "0 B".
std::string bytesDeltaText(int64_t bytes);

// The estimate as the Kernel dock and `fusescope-cli kernels` print it: "est. 0.533 ns (memory model)" or
// "no runtime estimate: not a CUDA kernel". One text for both, so the window and the CLI cannot differ.
std::string runtimeEstimateText(const KernelMetrics& metrics);

// For one kernel group (a fused node when it has several members).
KernelMetrics kernelMetrics(const Graph& graph, const std::vector<NodeId>& members, const DeviceProfile& device = {},
                            const SymbolValues& hints = {});

}  // namespace fusescope::codegen
