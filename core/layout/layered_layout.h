// FuseScope's own layered layout for graphs too large for dot (tens of thousands of nodes): longest-path
// ranks, a few barycenter sweeps to reduce crossings, boxes packed per rank around where their producers
// are, deep graphs folded into side-by-side bands of ranks (LayoutOptions::foldLayers) so the picture is
// landscape, not a strand. Linear in the graph size per sweep; edges are straight segments. Internal.
#pragma once

#include <atomic>
#include <vector>

#include "layout/draw_model.h"

namespace fusescope {

// Sets the box centres and bounds of `layout` (whose boxes/edges mirror `model`). Clusters are not
// supported by this strategy and are ignored. Polls `cancel` between sweeps.
void layeredLayout(const DrawModel& model, const LayoutOptions& options, GraphLayout& layout,
                   const std::atomic<bool>* cancel);

}  // namespace fusescope
