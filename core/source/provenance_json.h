// Reading inductor_provenance_tracking_node_mappings.json, which Inductor writes next to output_code.py:
// {"preToPost": {pre-grad node: [post-grad FX nodes]}, "postToPre": {...}, "cppCodeToPost": {"kernel:handle":
// [FX nodes]}, "postToCppCode": {...}}. Unknown keys are ignored so newer files still load.
#pragma once

#include <string>
#include <string_view>

#include "graph/graph.h"

namespace fusescope::source {

// Throws ImportError (file, line) when the text is not JSON, not an object, has none of the four maps, or a
// map holds something other than string -> list of strings.
ProvenanceRecord parseProvenance(std::string_view text, const std::string& file);

// "triton_poi_fused_add_0:12" -> {"triton_poi_fused_add_0", 12}; handle -1 when the key has no ":N".
struct KernelHandle {
  std::string kernel;
  int handle = -1;
};
KernelHandle splitKernelKey(std::string_view key);

}  // namespace fusescope::source
