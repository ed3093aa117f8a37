// How a source location reads in one line: the window's tables and status bar, "Why not fused?" and the
// CLI name nodes by the user's code with these, so every front end words it the same way.
#pragma once

#include <string>
#include <vector>

#include "source/source_map.h"

namespace fusescope::source {

// "modeling_gpt2.py" from "/opt/.../modeling_gpt2.py".
std::string baseName(const std::string& path);
// "modeling_gpt2.py:242" (the file's last path component and the line).
std::string shortLocation(const SourceLocation& location);
// "modeling_gpt2.py:242 in forward: hidden_states = self.dropout(hidden_states)".
std::string locationText(const SourceLocation& location);
// Every location of `source`, as locationText, in order.
std::vector<std::string> locationTexts(const NodeSource& source);
// "modeling_gpt2.py:242, modeling_gpt2.py:243 (+3 more)"; "" when the node has no location.
std::string sourceSummary(const NodeSource& source, size_t maxShown = 2);

// "layers.0.norm (LayerNorm), layers.0.up (Linear)": the node's modules with their classes, or "" when the
// capture has no module paths (fusescope_modules.json).
std::string moduleSummary(const NodeSource& source, const SourceMap& map, size_t maxShown = 3);

}  // namespace fusescope::source
