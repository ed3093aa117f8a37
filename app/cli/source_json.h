// The source map in the CLI's words: JSON and text for one node or one kernel.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "source/source_map.h"

namespace fusescope::cli {

// {"source": [{"file", "line", "function", "code", "from"}], "aten": [...], "fx": [...], "pre_grad": [...],
//  "source_notes": [...]} merged into `into`; "from" lists the sources that gave each location.
void addSourceJson(nlohmann::json& into, const source::NodeSource& s);

// "file:line in function: code" per location.
std::vector<std::string> sourceLines(const source::NodeSource& s);

}  // namespace fusescope::cli
