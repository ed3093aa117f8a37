// The default layer pattern of `fusescope-cli synth`: the ir_pre_fusion.txt of the bundled example
// capture (GPT-2 backward, 89 nodes), compiled into the binary so synth works from any directory.
#pragma once

#include <string_view>

namespace fusescope::cli {

std::string_view embeddedPatternText();
inline constexpr const char* kEmbeddedPatternName = "gpt2_train/0_backward_3.1";

}  // namespace fusescope::cli
