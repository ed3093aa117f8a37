// Bytes a MemoryDep touches, from the dump alone: the ranges of the loop variables its index uses (matched
// as whole identifiers: d1 is not in d10) times the buffer's element size. The Inspector shows this; the
// schedulers compute the same rule with their size hints for symbolic ranges.
#pragma once

#include <cstdint>
#include <optional>

#include "graph/graph.h"

namespace fusescope {

// nullopt for Star/Weak deps, unknown buffers or dtypes, and symbolic ranges.
std::optional<int64_t> memoryDepBytes(const Graph& graph, const Dependency& dep);

}  // namespace fusescope
