// Where PyTorch's own code is an FX node's line (a functional collective's `all_gather_tensor` in
// torch/distributed, `F.dropout` in torch/nn/functional.py), FX's comment names that torch frame, not the
// user's line that called it. fusion.log's candidate listings print every FX node's whole stack trace, so
// the user's caller is read there: the frame nearest the innermost that is outside torch. Each node whose
// FX nodes have such a caller gets that line too, first when its own first line is torch's. Extern calls
// (all_reduce_, wait_tensor) are in no listing: fusescope-capture records their callers from the FX nodes'
// own stack traces (fusescope_modules.json "callers"), placed the same way.
#pragma once

#include "graph/graph.h"
#include "source/fx_source_comments.h"
#include "source/source_map.h"

#include <string_view>

namespace fusescope::source {

// A file of the installed torch package ("/…/site-packages/torch/distributed/…", "torch/nn/functional.py").
bool isTorchInternal(std::string_view file);

// Adds the callers, as SourceKind::FusionLog facts (ModuleStacks for the recorded ones). An FX node whose stack traces name two different
// callers gets none (never a guess).
void addUserCallers(SourceMap& map, const Graph& graph, const FxSourceIndex& fx);

}  // namespace fusescope::source
