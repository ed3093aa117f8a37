// The one structural rule of a loop body that code walking it relies on: `self.masked_subblockN(...)`
// calls name blocks of the same body, never form a cycle, and nest at most kMaxSubblockNesting deep
// (Inductor nests two or three). Both importers enforce it, so the code generators and the scheduler can
// recurse into sub-blocks without a stack overflow on hostile input.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "graph/graph.h"

namespace fusescope {

inline constexpr int kMaxSubblockNesting = 64;

struct LoopBodyProblem {
  std::size_t block = 0;  // index into LoopBody::blocks
  std::size_t line = 0;   // index into that block's lines
  std::string message;
};

// The first violation, or nullopt when the body is sound.
std::optional<LoopBodyProblem> checkLoopBody(const LoopBody& body);

}  // namespace fusescope
