// Measured time per kernel of one graph: the GPU time attribution tied to each output_code.py call
// site, joined with the kernel report of the scheduler groups linked to that site (members, bytes,
// FLOPs, Inductor's estimate) and held against the device's peaks: a roofline position, beside the
// estimate, never instead of it. The CLI's `profile` command and the window's Hotspots dock read this.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "codegen/kernel_report.h"
#include "profile/profile_attribution.h"

namespace fusescope::profile {

struct MeasuredKernel {
  int site = -1;                   // call site in output_code.py
  std::string name;                // the callee: triton_per_fused_..._2, extern_kernels.mm
  int line = 0;                    // its line in output_code.py
  int calls = 0;
  double totalUs = 0.0, meanUs = 0.0;
  double shareOfGpu = 0.0;         // of the trace's whole GPU time
  std::vector<int> reports;        // kernel reports (scheduler groups) linked to the site
  int64_t bytes = 0;               // per call, FuseScope's kernel report count
  double flops = 0.0;              // per call, extern matmuls and convolutions
  std::string flopsSource;         // "graph shapes" (the FLOP model of the estimate), "trace shapes" (record_shapes)
  double estimateUs = 0.0;         // Inductor's model, per call (0: none)
  std::string estimateModel;       // "memory", "flops", "none"
  std::optional<double> achievedGbps, bandwidthFraction;   // bytes / mean time, against the DRAM peak
  std::optional<double> achievedTflops, computeFraction;   // FLOPs / mean time, against the dtype's peak
};

// Largest total first. `peak` empty: the device is unknown and no fraction is given.
std::vector<MeasuredKernel> measureKernels(const GraphTime& time, const codegen::OutputCodeIndex& code,
                                           const std::vector<codegen::KernelReport>& reports,
                                           const std::optional<codegen::DeviceProfile>& peak, double gpuTotalUs);

// "on the roofline: 71% of DRAM bandwidth" style words for one kernel, "" when nothing is known.
std::string rooflineText(const MeasuredKernel& kernel);

}  // namespace fusescope::profile
