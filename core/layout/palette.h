// FuseScope's colours, shared by the exporters (SVG/PNG/PDF/DOT) and the GUI so every picture of a graph
// looks the same. Node fills are mid-tone so they stand out on white and on near-black backgrounds; text
// on a node is always dark because it sits on the fill, not on the background. Colours that touch the
// background directly (edges, hull labels, terminals) come per theme.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "graph/graph.h"

namespace fusescope {

// What a node box shows by colour. Template nodes are split by backend because a template kernel's
// backend decides what may fuse into it.
enum class NodeCategory {
  Pointwise,
  Reduction,
  TemplateTriton,   // TemplateBuffer / TritonTemplateBuffer / MultiTemplateBuffer
  TemplateCutlass,  // CUDATemplateBuffer
  TemplateCuteDSL,  // CuteDSLTemplateBuffer
  TemplateRocm,     // ROCmTemplateBuffer
  TemplateCpp,      // CppTemplateBuffer
  Extern,
  Nop,
  Foreach,          // a member of a foreach list (Graph::foreachGroups)
  Unknown,
};
inline constexpr int kNodeCategoryCount = static_cast<int>(NodeCategory::Unknown) + 1;

struct Rgba {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
  std::string hex() const;              // "#rrggbb" (alpha dropped)
  std::string hexWithAlpha() const;     // "#rrggbbaa"
  double opacity() const { return a / 255.0; }
  friend bool operator==(const Rgba&, const Rgba&) = default;
};

enum class Theme { Light, Dark };

struct NodeStyle {
  Rgba fill;
  Rgba border;
  Rgba text;
};

// Category of one node of `graph` (foreach membership is looked up in graph.foreachGroups).
NodeCategory categoryOf(const Graph& graph, const Node& node);
// Same, when the caller already knows whether the node is in a foreach list.
NodeCategory categoryOf(const Node& node, bool inForeachList);

std::string_view categoryName(NodeCategory category);   // "pointwise", "template (CUTLASS)", ...
NodeStyle nodeStyle(NodeCategory category);               // theme-independent by design

struct ThemeColors {
  Rgba background;
  Rgba edge;            // dependency edges
  Rgba text;            // text drawn on the background (hull labels, terminal labels)
  Rgba terminalFill;    // graph input/output terminals
  Rgba terminalBorder;
  Rgba accepted;        // highlighted pair: fusion accepted
  Rgba rejected;        // highlighted pair: fusion rejected
};
ThemeColors themeColors(Theme theme);

// Translucent fill and opaque outline for fusion-group hull number `index` (colours cycle).
struct HullStyle {
  Rgba fill;
  Rgba outline;
};
HullStyle hullStyle(int index, Theme theme);

// The heat overlay's fill for a node whose kernel took `fraction` (0..1) of the hottest kernel's time:
// pale yellow through orange to dark red (ColorBrewer YlOrRd), the same in both themes.
Rgba heatColor(double fraction);
// The text colour that stays legible on heatColor(fraction).
Rgba heatTextColor(double fraction);

}  // namespace fusescope
