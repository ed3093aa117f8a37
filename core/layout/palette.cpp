#include "layout/palette.h"

#include <algorithm>
#include <array>

#include <fmt/format.h>

namespace fusescope {

std::string Rgba::hex() const { return fmt::format("#{:02x}{:02x}{:02x}", r, g, b); }
std::string Rgba::hexWithAlpha() const { return fmt::format("#{:02x}{:02x}{:02x}{:02x}", r, g, b, a); }

NodeCategory categoryOf(const Node& node, bool inForeachList) {
  switch (node.kind) {
    case NodeKind::Extern: return NodeCategory::Extern;
    case NodeKind::Nop: return NodeCategory::Nop;
    case NodeKind::Unknown: return NodeCategory::Unknown;
    case NodeKind::Scheduler: break;
  }
  if (node.isTemplate()) {
    const std::string& t = node.irType;
    if (t.find("CuteDSL") != std::string::npos) return NodeCategory::TemplateCuteDSL;
    if (t.find("ROCm") != std::string::npos) return NodeCategory::TemplateRocm;
    if (t.find("CUDATemplate") != std::string::npos || t.find("Cutlass") != std::string::npos) return NodeCategory::TemplateCutlass;
    if (t.find("Cpp") != std::string::npos) return NodeCategory::TemplateCpp;
    return NodeCategory::TemplateTriton;
  }
  if (inForeachList) return NodeCategory::Foreach;
  return node.isReduction() ? NodeCategory::Reduction : NodeCategory::Pointwise;
}

NodeCategory categoryOf(const Graph& graph, const Node& node) {
  const bool inForeach = std::any_of(graph.foreachGroups.begin(), graph.foreachGroups.end(), [&](const ForeachGroup& g) {
    return std::find(g.members.begin(), g.members.end(), node.name) != g.members.end();
  });
  return categoryOf(node, inForeach);
}

std::string_view categoryName(NodeCategory category) {
  switch (category) {
    case NodeCategory::Pointwise: return "pointwise";
    case NodeCategory::Reduction: return "reduction";
    case NodeCategory::TemplateTriton: return "template (Triton)";
    case NodeCategory::TemplateCutlass: return "template (CUTLASS)";
    case NodeCategory::TemplateCuteDSL: return "template (CuteDSL)";
    case NodeCategory::TemplateRocm: return "template (ROCm)";
    case NodeCategory::TemplateCpp: return "template (C++)";
    case NodeCategory::Extern: return "extern";
    case NodeCategory::Nop: return "nop";
    case NodeCategory::Foreach: return "foreach";
    case NodeCategory::Unknown: return "unknown";
  }
  return "unknown";
}

NodeStyle nodeStyle(NodeCategory category) {
  // Mid-tone fills (luminance roughly 0.45-0.7) with a darker border of the same hue and near-black
  // text: readable on the fill itself and distinct from both a white and a near-black background.
  constexpr Rgba kText{0x1b, 0x1b, 0x1f, 255};
  auto style = [&](Rgba fill, Rgba border) { return NodeStyle{fill, border, kText}; };
  switch (category) {
    case NodeCategory::Pointwise: return style({0x8e, 0xc5, 0xf0, 255}, {0x2f, 0x6f, 0xa8, 255});       // blue
    case NodeCategory::Reduction: return style({0xf2, 0xb0, 0x6b, 255}, {0xa8, 0x5a, 0x12, 255});       // orange
    case NodeCategory::TemplateTriton: return style({0xc7, 0xa4, 0xe8, 255}, {0x6f, 0x3f, 0xa3, 255});  // violet
    case NodeCategory::TemplateCutlass: return style({0x9d, 0xd6, 0x8a, 255}, {0x3c, 0x7f, 0x2a, 255}); // green
    case NodeCategory::TemplateCuteDSL: return style({0x7f, 0xd1, 0xc6, 255}, {0x1f, 0x7a, 0x70, 255}); // teal
    case NodeCategory::TemplateRocm: return style({0xef, 0x9a, 0x9a, 255}, {0xa3, 0x33, 0x33, 255});    // red
    case NodeCategory::TemplateCpp: return style({0xe6, 0xd2, 0x7a, 255}, {0x8a, 0x73, 0x10, 255});     // ochre
    case NodeCategory::Extern: return style({0xb8, 0xbc, 0xc4, 255}, {0x55, 0x5b, 0x66, 255});          // grey
    case NodeCategory::Nop: return style({0xdc, 0xdc, 0xdc, 255}, {0x8a, 0x8a, 0x8a, 255});             // light grey
    case NodeCategory::Foreach: return style({0xf0, 0xa6, 0xd0, 255}, {0x9c, 0x2f, 0x6e, 255});         // pink
    case NodeCategory::Unknown: return style({0xff, 0xe0, 0x66, 255}, {0x99, 0x7a, 0x00, 255});         // yellow
  }
  return style({0xff, 0xff, 0xff, 255}, {0, 0, 0, 255});
}

ThemeColors themeColors(Theme theme) {
  if (theme == Theme::Dark) {
    return {{0x1e, 0x1f, 0x24, 255}, {0xa8, 0xad, 0xb8, 255}, {0xe6, 0xe6, 0xea, 255},
            {0x3a, 0x3d, 0x45, 255}, {0xa8, 0xad, 0xb8, 255}, {0x4c, 0xd1, 0x6a, 255}, {0xff, 0x5c, 0x5c, 255}};
  }
  return {{0xff, 0xff, 0xff, 255}, {0x55, 0x5a, 0x64, 255}, {0x1b, 0x1b, 0x1f, 255},
          {0xf2, 0xf2, 0xf4, 255}, {0x6b, 0x70, 0x7a, 255}, {0x1e, 0x9e, 0x3a, 255}, {0xd6, 0x1f, 0x1f, 255}};
}

HullStyle hullStyle(int index, Theme theme) {
  // Hues spaced around the wheel; a low alpha keeps the node colours underneath recognisable.
  static constexpr std::array<Rgba, 8> kHues{{{0x1f, 0x77, 0xb4, 255}, {0xff, 0x7f, 0x0e, 255}, {0x2c, 0xa0, 0x2c, 255},
                                             {0xd6, 0x27, 0x28, 255}, {0x94, 0x67, 0xbd, 255}, {0x8c, 0x56, 0x4b, 255},
                                             {0xe3, 0x77, 0xc2, 255}, {0x17, 0xbe, 0xcf, 255}}};
  const Rgba base = kHues[static_cast<size_t>(index < 0 ? -index : index) % kHues.size()];
  Rgba fill = base;
  fill.a = theme == Theme::Dark ? 0x40 : 0x2e;
  Rgba outline = base;
  outline.a = 0xc0;
  return {fill, outline};
}

Rgba heatColor(double fraction) {
  // YlOrRd, 7 classes.
  static constexpr Rgba stops[] = {{255, 255, 178, 255}, {254, 217, 118, 255}, {254, 178, 76, 255}, {253, 141, 60, 255},
                                   {252, 78, 42, 255},   {227, 26, 28, 255},   {177, 0, 38, 255}};
  constexpr int n = static_cast<int>(std::size(stops));
  const double t = std::clamp(fraction, 0.0, 1.0) * (n - 1);
  const int i = std::min(static_cast<int>(t), n - 2);
  const double f = t - i;
  auto mix = [&](std::uint8_t a, std::uint8_t b) { return static_cast<std::uint8_t>(a + (b - a) * f + 0.5); };
  return {mix(stops[i].r, stops[i + 1].r), mix(stops[i].g, stops[i + 1].g), mix(stops[i].b, stops[i + 1].b), 255};
}

Rgba heatTextColor(double fraction) { return fraction > 0.6 ? Rgba{255, 255, 255, 255} : Rgba{33, 33, 33, 255}; }

}  // namespace fusescope
