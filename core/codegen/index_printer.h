// Prints FuseScope's canonical index expressions (core/graph/expr.h text: `FloorDiv(x, 512)`,
// `ModularIndexing(x, 1, 512)`, `Min(a, b)`) as Triton/Python or C++ source, the way Inductor's
// TritonPrinter and CppPrinter spell them.
#pragma once

#include <string>
#include <string_view>

namespace fusescope::codegen {

enum class IndexDialect { Triton, Cpp };

std::string printIndex(std::string_view canonicalText, IndexDialect dialect);

}  // namespace fusescope::codegen
