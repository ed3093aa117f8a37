// Scene -> SVG text: valid XML (escaped text, ids restricted to safe characters), one <g> per scene item
// with its id, class and <title> (e.g. <g id="node-op12" class="node pointwise"><title>op12</title>).
#pragma once

#include <string>
#include <string_view>

#include "export/scene.h"

namespace fusescope {

std::string writeSvg(const Scene& scene);

// Escapes text for XML character data and attribute values; drops characters XML 1.0 forbids and
// replaces invalid UTF-8 with U+FFFD.
std::string xmlEscape(std::string_view text);

}  // namespace fusescope
