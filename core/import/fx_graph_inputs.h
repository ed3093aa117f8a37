// The graph inputs' dtypes and sizes, from the forward signature fx_graph_readable.py prints:
//   def forward(self, primals_1: "f32[32, 3, 3, 3]", primals_2: "bf16[s0, 64]", primals_3: "Sym(s0)"):
// ir_pre_fusion.txt names graph inputs only in dependencies, so without this a kernel report counts no
// bytes for what a kernel reads from them, and an extern convolution or matmul on a weight has no FLOPs.
// Only the kernel reports read it (graph.h: InductorRecord::inputLayouts); the schedulers keep the dump's.
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "graph/graph.h"

namespace fusescope {

// "f32" -> "torch.float32", ... as torch.fx prints dtypes; "" for an abbreviation it does not know.
std::string torchDtypeOfAbbreviation(std::string_view abbreviation);

// Each tensor input of the first `def forward(` line: dtype and size (expressions as printed); symbolic
// integer inputs (`Sym(s0)`) and unknown dtypes are left out. Never throws.
std::map<std::string, Layout> fxGraphInputs(std::string_view fxGraphReadable);

}  // namespace fusescope
