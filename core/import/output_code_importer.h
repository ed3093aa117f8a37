// Reader for Inductor's `output_code.py`: every Triton kernel (`async_compile.triton('name', '''...''')`),
// every C++ kernel of CPU graphs (`async_compile.cpp_pybinding([...], r'''...''')`), their `# kernel path:`,
// `# Topologically Sorted Source Nodes: [...]` and `# Original ATen: [...]` comments, and the call sites
// in `call()` with their arguments. Extern calls in `call()` (`extern_kernels.mm(...)`,
// `torch.ops.aten....default(...)`) become kernels of language "extern", one per call.
#pragma once

#include "graph/graph.h"

#include <string>
#include <string_view>
#include <vector>

namespace fusescope {

// Kernels in definition order, then extern calls in call order. Throws ImportError on truncated input
// (an unterminated kernel source) or a file that is not Inductor output code.
std::vector<CodeKernel> parseOutputCode(std::string_view text, const std::string& file);

}  // namespace fusescope
