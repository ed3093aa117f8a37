// Inductor's real kernel beside FuseScope's generated one: what differs in ways a user must know before
// reading either as the other (name, language, persistent vs looped reduction, reduction hint, pointer
// arguments), and a unified line diff of the two sources (dtl, the diff template library).
#pragma once

#include <string>
#include <vector>

#include "codegen/generated_kernel.h"
#include "codegen/kernel_report.h"

namespace fusescope::codegen {

struct KernelDifference {
  std::string what;        // "name", "reduction", "reduction hint", "pointer arguments", "language"
  std::string real;        // Inductor's
  std::string generated;   // FuseScope's
};

// "persistent", "looped" or "" (not a Triton reduction) from a Triton kernel's source.
std::string reductionStyle(const std::string& source);

std::vector<KernelDifference> compareKernels(const RealKernel& real, const GeneratedKernel& generated);

// Unified diff (`--- inductor`, `+++ fusescope`, @@ hunks with three lines of context); "" when equal.
std::string unifiedKernelDiff(const std::string& real, const std::string& generated);

}  // namespace fusescope::codegen
