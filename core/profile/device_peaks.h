// The peak memory bandwidth and dense tensor throughput of the GPU a trace ran on, from the name in its
// deviceProperties (a table of known GPUs, vendor datasheet numbers), in the same DeviceProfile form the
// runtime estimate uses, so a kernel's measured bandwidth and Inductor's estimate share one peak.
#pragma once

#include <optional>
#include <string>

#include "codegen/kernel_metrics.h"
#include "profile/kineto_trace.h"

namespace fusescope::profile {

// "NVIDIA H100 80GB HBM3" -> H100-SXM; none for a GPU the table does not know.
std::optional<codegen::DeviceProfile> deviceProfileForName(const std::string& deviceName);

// The device the trace's kernels ran on (the first kernel's device id in deviceProperties); its name is
// empty when the trace has no deviceProperties.
std::string traceDeviceName(const KinetoTrace& trace);

}  // namespace fusescope::profile
