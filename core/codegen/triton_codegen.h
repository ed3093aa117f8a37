// FuseScope's Triton generator: turns the loop bodies of a CUDA kernel group into a Triton kernel the
// way Inductor's TritonKernel does it (pointwise, persistent and looped reductions with sum / prod /
// max / min / any / argmax / argmin / welford / online softmax, masks, masked sub-blocks, index
// expressions, indirect indexing, broadcast, tl.where), named `triton_{poi|red|per|for}_fused_..._N`,
// with in_ptrN / out_ptrN / in_out_ptrN arguments. Buffers whose every user is inside the kernel stay
// in registers, as Inductor's removed buffers do.
#pragma once

#include <string>

#include "codegen/generated_kernel.h"
#include "codegen/kernel_group.h"
#include "codegen/origin_table.h"
#include "graph/expr.h"
#include "graph/graph.h"

namespace fusescope::codegen {

struct TritonOptions {
  int suffix = 0;                      // wrapper.next_kernel_suffix()
  int64_t persistentReductionMax = 1024;  // static rnumel up to this becomes a persistent reduction
  SymbolValues hints;                  // size hints for symbolic sizes
  const OriginTable* origins = nullptr;  // for the descriptive name and metadata (Node::origins alone otherwise)
  std::string cacheDir = "/tmp/torchinductor_fusescope";
};

GeneratedKernel generateTriton(const Graph& graph, const KernelGroup& group, const TritonOptions& options = {});

// "torch.float32" -> "tl.float32" (bool -> tl.int1).
std::string tritonDtype(const std::string& torchDtype);

}  // namespace fusescope::codegen
