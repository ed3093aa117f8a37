// A checked expectation in words, the same for the CLI's text, its JUnit failure bodies and the report:
// what each selector named, the kernels they fall in, and for a failure the reason Inductor logged, the
// policy's verdict beside it and the blocking path.
#pragma once

#include <string>
#include <vector>

#include "check/fusion_check.h"

namespace fusescope::check {

// "FAIL fused model.py:42 model.py:43 — 7 nodes in 3 kernels"
std::string headline(const ExpectationResult& result);
// The lines under the headline (no indentation): selections, kernels and, failing, each pair's answer.
std::vector<std::string> detailLines(const ExpectationResult& result, const GraphCheck& graph);

// "model__1_backward_14.6 (rank 1)", or the graph's name alone outside a torch.distributed run.
std::string graphLabel(const GraphCheck& g);

}  // namespace fusescope::check
