#include "profile/measured_kernels.h"

#include <algorithm>

#include <fmt/format.h>

namespace fusescope::profile {

std::vector<MeasuredKernel> measureKernels(const GraphTime& time, const codegen::OutputCodeIndex& code,
                                           const std::vector<codegen::KernelReport>& reports,
                                           const std::optional<codegen::DeviceProfile>& peak, double gpuTotalUs) {
  std::vector<MeasuredKernel> out;
  for (const auto& [site, t] : time.sites) {
    MeasuredKernel k;
    k.site = site;
    const auto& call = code.calls[static_cast<size_t>(site)];
    k.name = call.callee;
    k.line = call.line;
    k.calls = t.calls;
    k.totalUs = t.totalUs;
    k.meanUs = t.calls > 0 ? t.totalUs / t.calls : 0.0;
    k.shareOfGpu = gpuTotalUs > 0 ? t.totalUs / gpuTotalUs : 0.0;
    std::string dtype;
    bool allEstimated = true;
    for (size_t r = 0; r < reports.size(); ++r) {
      if (reports[r].link.call != site) continue;
      const auto& m = reports[r].metrics;
      k.reports.push_back(static_cast<int>(r));
      k.bytes += m.bytesRead + m.bytesWritten;
      k.flops += m.flops;
      k.estimateUs += m.estimatedRuntimeUs;
      allEstimated = allEstimated && m.runtimeModel != "none";
      if (k.estimateModel.empty() || k.estimateModel == m.runtimeModel) k.estimateModel = m.runtimeModel;
      else k.estimateModel = "mixed";
      if (dtype.empty()) dtype = m.dtype;
    }
    if (!allEstimated) k.estimateUs = 0.0, k.estimateModel = "none";
    if (k.flops > 0) k.flopsSource = "graph shapes";
    else if (t.traceFlops > 0) {
      k.flops = t.traceFlops;
      k.flopsSource = "trace shapes";
      if (!t.traceDtype.empty()) dtype = t.traceDtype;   // the operator's own inputs, not the node's first output
    }
    if (k.meanUs > 0 && k.bytes > 0) {
      k.achievedGbps = static_cast<double>(k.bytes) / k.meanUs / 1e3;
      if (peak) k.bandwidthFraction = *k.achievedGbps / peak->dramGbps;
    }
    if (k.meanUs > 0 && k.flops > 0) {
      k.achievedTflops = k.flops / k.meanUs / 1e6;
      if (peak) k.computeFraction = *k.achievedTflops / peak->tflopsFor(dtype.empty() ? "torch.float32" : dtype);
    }
    out.push_back(std::move(k));
  }
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.totalUs > b.totalUs; });
  return out;
}

namespace {

// A small matmul (a 16×64 head) runs at GFLOP/s, which "0.0 TFLOP/s" would hide.
std::string flopRate(double tflops) {
  return tflops >= 1.0 ? fmt::format("{:.1f} TFLOP/s", tflops) : fmt::format("{:.0f} GFLOP/s", tflops * 1e3);
}

}  // namespace

std::string rooflineText(const MeasuredKernel& k) {
  if (k.computeFraction)
    return fmt::format("{}, {:.{}f}% of the compute peak", flopRate(*k.achievedTflops), 100.0 * *k.computeFraction,
                       *k.computeFraction < 0.01 ? 2 : 0);
  if (k.achievedTflops) return flopRate(*k.achievedTflops);
  // Above the DRAM peak the bytes came from L2 (a small kernel re-reading what the one before wrote):
  // a fraction over 100% would read as a measurement error.
  if (k.bandwidthFraction && *k.bandwidthFraction > 1.0)
    return fmt::format("{:.0f} GB/s, above the DRAM peak (served from L2)", *k.achievedGbps);
  if (k.bandwidthFraction)
    return fmt::format("{:.0f} GB/s, {:.0f}% of DRAM bandwidth", *k.achievedGbps, 100.0 * *k.bandwidthFraction);
  if (k.achievedGbps) return fmt::format("{:.0f} GB/s", *k.achievedGbps);
  return {};
}

}  // namespace fusescope::profile
