// define_kernel of the template backends from the seeds, reproduced exactly: CuteDSLScheduling
// (cutedsl_scheduling.py) and ROCmCPPScheduling (rocm_cpp_scheduling.py). Both take the rendered
// template source and the origins of the node schedule, register the kernel in the wrapper and
// return its name.
#pragma once

#include <string>
#include <vector>

#include "codegen/kernel_naming.h"
#include "codegen/wrapper_state.h"

namespace fusescope::codegen {

// `cutedsl_{fused_name}_{sha256(src)[:8]}` (`cutedsl_{hash}` when the fused name is just "fused"),
// `Placeholder.KERNEL_NAME` replaced by the name (str() of Inductor's plain Enum member), wrapped in
// `async_compile.cutedsl(name, r'''...''')`, with `# kernel path:` and the origins metadata.
std::string defineCuteDslKernel(WrapperState& wrapper, const std::string& srcCode, const std::vector<Origin>& origins,
                                const std::vector<std::string>& graphFragment = {});

// `rocm_{fused_name}_{next suffix}`, `KERNEL_NAME` replaced, wrapped in
// `async_compile.rocm(r'''...''', 'so', aot_compile=False)`.
std::string defineRocmKernel(WrapperState& wrapper, const std::string& srcCode, const std::vector<Origin>& origins,
                             const std::vector<std::string>& graphFragment = {});

// Python's str.replace (all occurrences).
std::string replaceAll(std::string text, const std::string& from, const std::string& to);

}  // namespace fusescope::codegen
