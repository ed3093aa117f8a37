// Synthetic graphs for scale testing: tile the layer pattern of a real capture into a deep model with
// renamed nodes and buffers and consistent dependencies, so scheduling it behaves like a real model.
#pragma once

#include <cstdint>

#include "graph/graph.h"

namespace fusescope {

struct SynthOptions {
  int targetNodes = 1000;   // about this many nodes: whole copies of the pattern, rounded up
  std::uint32_t seed = 1;   // picks which earlier output feeds each copy's activation inputs
};

// Copy k of the pattern reads, instead of some of its graph inputs, outputs of copy k-1 with the same
// shape (the way a layer consumes the previous layer's activations); its other inputs (weights) stay
// graph inputs of its own. Nodes are named op<N>, buffers buf<N>, as Inductor names them.
Graph synthesizeGraph(const Graph& pattern, const SynthOptions& options);

}  // namespace fusescope
