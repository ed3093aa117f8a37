#include "profile/device_peaks.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace fusescope::profile {
namespace {

struct KnownGpu {
  const char* match[3];   // every one must occur in the upper-cased name
  const char* name;
  double dramGbps, fp32, bf16, fp8;
};

// Dense (no sparsity) peaks; the first row whose words all occur wins, so variants come first.
constexpr std::array<KnownGpu, 16> kGpus{{
    {{"H100", "PCIE", nullptr}, "H100-PCIe", 2000.0, 51.0, 756.0, 1513.0},
    {{"H100", "NVL", nullptr}, "H100-NVL", 3900.0, 60.0, 835.0, 1671.0},
    {{"H100", nullptr, nullptr}, "H100-SXM", 3350.0, 67.0, 989.4, 1978.9},
    {{"GH200", nullptr, nullptr}, "GH200", 4000.0, 67.0, 989.4, 1978.9},
    {{"H200", nullptr, nullptr}, "H200", 4800.0, 67.0, 989.4, 1978.9},
    {{"H20", nullptr, nullptr}, "H20", 4000.0, 44.0, 148.0, 296.0},
    {{"B200", nullptr, nullptr}, "B200", 8000.0, 75.0, 2250.0, 4500.0},
    {{"A100", "PCIE", "40GB"}, "A100-PCIe-40GB", 1555.0, 19.5, 312.0, 0.0},
    {{"A100", "PCIE", nullptr}, "A100-PCIe-80GB", 1935.0, 19.5, 312.0, 0.0},
    {{"A100", "40GB", nullptr}, "A100-SXM-40GB", 1555.0, 19.5, 312.0, 0.0},
    {{"A100", nullptr, nullptr}, "A100-SXM-80GB", 2039.0, 19.5, 312.0, 0.0},
    {{"L40S", nullptr, nullptr}, "L40S", 864.0, 91.6, 362.0, 733.0},
    {{"L4", nullptr, nullptr}, "L4", 300.0, 30.3, 121.0, 242.5},
    {{"A10G", nullptr, nullptr}, "A10G", 600.0, 31.2, 70.0, 0.0},
    {{"V100", nullptr, nullptr}, "V100", 900.0, 15.7, 125.0, 0.0},
    {{"MI300X", nullptr, nullptr}, "MI300X", 5300.0, 163.4, 1307.4, 2614.9},
}};

}  // namespace

std::optional<codegen::DeviceProfile> deviceProfileForName(const std::string& deviceName) {
  std::string upper;
  for (char c : deviceName) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  for (const KnownGpu& g : kGpus) {
    const bool all = std::all_of(std::begin(g.match), std::end(g.match),
                                 [&](const char* w) { return w == nullptr || upper.find(w) != std::string::npos; });
    if (!all) continue;
    codegen::DeviceProfile p;
    p.name = g.name;
    p.dramGbps = g.dramGbps;
    p.tflops = {{"torch.float32", g.fp32}, {"torch.float16", g.bf16}, {"torch.bfloat16", g.bf16}};
    if (g.fp8 > 0) p.tflops["torch.float8_e4m3fn"] = g.fp8;
    return p;
  }
  return std::nullopt;
}

std::string traceDeviceName(const KinetoTrace& trace) {
  int device = -1;
  for (const auto& g : trace.gpu)
    if (g.device >= 0) {
      device = g.device;
      break;
    }
  for (const auto& d : trace.devices)
    if (d.id == device || device < 0) return d.name;
  return trace.devices.empty() ? std::string() : trace.devices.front().name;
}

}  // namespace fusescope::profile
