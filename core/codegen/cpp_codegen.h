// FuseScope's C++ generator for CPU groups: a readable loop nest per member (outer loops over the
// iteration ranges, inner loops over the reduction ranges, accumulators in between), in the shape of
// Inductor's `cpp_fused_*` kernels (`extern "C" void kernel(const float* in_ptr0, ..., float* out_ptr0)`).
// Unlike Inductor it does not vectorise or keep intermediates in registers: every member reads and
// writes memory, which keeps the nest easy to follow.
#pragma once

#include "codegen/generated_kernel.h"
#include "codegen/kernel_group.h"
#include "codegen/origin_table.h"
#include "graph/graph.h"

namespace fusescope::codegen {

struct CppOptions {
  int suffix = 0;
  const OriginTable* origins = nullptr;
};

GeneratedKernel generateCpp(const Graph& graph, const KernelGroup& group, const CppOptions& options = {});

// "torch.float32" -> "float", "torch.int64" -> "int64_t", "torch.bool" -> "bool", ...
std::string cppDtype(const std::string& torchDtype);

}  // namespace fusescope::codegen
