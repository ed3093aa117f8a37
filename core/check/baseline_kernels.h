// `check --baseline OTHER`: a kernel of the baseline capture must stay one kernel here. Each kernel only the
// baseline forms (analysis::diffCaptures) becomes a `fused` expectation over the nodes it holds, in this
// capture's names (the diff's node matching); kernels this capture merges further are not a regression.
#pragma once

#include <string>
#include <vector>

#include "analysis/capture_diff.h"
#include "check/expectation.h"
#include "graph/graph.h"

namespace fusescope::check {

// `diff` is diffCaptures(baseline, current); `baselineLabel` names the baseline in each expectation.
std::vector<Expectation> baselineExpectations(const analysis::CaptureDiff& diff, const Graph& baseline,
                                              const Graph& current, const std::string& baselineLabel);

}  // namespace fusescope::check
