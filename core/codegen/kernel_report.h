// Everything FuseScope shows about the kernels of a schedule, one entry per kernel group: members,
// kind, Inductor's real kernel (linked through output_code.py), FuseScope's generated kernel, and the
// metadata (bytes, estimated runtime, origins). The CLI's `kernels` command and the GUI's kernel view
// read this.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "codegen/generated_kernel.h"
#include "codegen/kernel_group.h"
#include "codegen/kernel_linker.h"
#include "codegen/kernel_metrics.h"
#include "codegen/output_code_scan.h"
#include "graph/graph.h"

namespace fusescope::codegen {

struct RealKernel {
  std::string name;       // triton_poi_fused_add_0, extern_kernels.mm, buf14[0]
  std::string language;   // "triton", "cpp", "extern"
  std::string source;     // the kernel definition's source; for extern calls the call statement
  int line = 0;           // call site line in output_code.py
  std::vector<std::string> atenOrigins;  // "Original ATen: [...]" above the definition, or above an extern call
};

struct KernelReport {
  KernelGroup group;
  std::vector<std::string> memberNames;
  KernelLink link;
  std::optional<RealKernel> real;
  std::optional<GeneratedKernel> generated;
  KernelMetrics metrics;                 // the kernel as a whole (buffers kept inside it not counted)
  std::vector<KernelMetrics> nodeMetrics;  // each member on its own, in member order
  std::string note;       // e.g. why there is no source
};

struct KernelReportOptions {
  bool real = true;
  bool generated = true;
  DeviceProfile device;
  SymbolValues hints;
  std::string cacheDir = "/tmp/torchinductor_fusescope";
  // The whole schedule's groups when `groups` is a part of it: the real kernels are linked among all of them
  // (a C++ function several kernels share, the call order of tie-breaks), as for the whole schedule.
  const std::vector<KernelGroup>* schedule = nullptr;
};

// `code` may be null (no output_code.py): then the real kernels come from Graph::inductor.codeKernels.
std::vector<KernelReport> buildKernelReports(const Graph& graph, const std::vector<KernelGroup>& groups,
                                             const OutputCodeIndex* code, const KernelReportOptions& options = {});

// {"kernels": [{"members", "kind", "real", "generated", "metadata"}]}
nlohmann::json kernelReportsToJson(const std::vector<KernelReport>& reports);

}  // namespace fusescope::codegen
