// toDot: the laid-out graph as DOT text with FuseScope's positions (`pos` in points, y up as Graphviz
// expects), colours and styles, and each drawn fusion group as a cluster. `neato -n2` renders it as is.
#include <set>

#include <fmt/format.h>

#include "layout/fusion_group_view.h"
#include "export/exporter.h"
#include "layout/hull.h"

namespace fusescope {
namespace {

std::string joinLines(const std::vector<std::string>& lines) {
  std::string text;
  for (size_t i = 0; i < lines.size(); ++i) text += (i ? "\n" : "") + lines[i];
  return text;
}

std::string_view styleOf(DepKind dep) {
  switch (dep) {
    case DepKind::Memory: return "solid";
    case DepKind::Star: return "dashed";
    case DepKind::Weak: return "dotted";
  }
  return "solid";
}

std::string dotId(const LayoutBox& box) {
  switch (box.kind) {
    case BoxKind::Node: return box.name;
    case BoxKind::GraphInput: return "input:" + box.name;
    case BoxKind::GraphOutput: return "output:" + box.name;
  }
  return box.name;
}

}  // namespace

std::string toDot(const GraphLayout& layout, const std::vector<FusionGroupView>& hulls, const ExportOptions& options) {
  const double height = layout.bounds.height;
  auto pos = [&](Point p) { return fmt::format("{:.2f},{:.2f}", p.x, height - p.y); };
  const ThemeColors theme = themeColors(options.theme);

  std::string dot;
  dot.reserve(layout.boxes.size() * 200 + layout.edges.size() * 160 + 512);
  dot += fmt::format("digraph {} {{\n", dotQuoted(layout.graphName.empty() ? "fusescope" : layout.graphName));
  dot += fmt::format("  graph [bb=\"0,0,{:.2f},{:.2f}\", bgcolor=\"{}\", outputorder=edgesfirst, splines=true, "
                     "fontname=\"DejaVu Sans Mono\", comment={}];\n",
                     layout.bounds.width, layout.bounds.height, theme.background.hex(),
                     dotQuoted(fmt::format("FuseScope layout: {}", layout.strategyDetail)));
  dot += fmt::format("  node [shape=box, style=\"rounded,filled\", fixedsize=true, fontname=\"DejaVu Sans Mono\", fontsize={}];\n",
                     layout.fontSize);
  dot += fmt::format("  edge [color=\"{}\", arrowsize=0.6];\n", theme.edge.hex());

  // Drawn groups as clusters (a node belongs to at most one; later groups skip nodes already taken).
  HullOptions hullOptions;
  hullOptions.includeSingletons = options.hullSingletons;
  std::set<NodeId> clustered;
  for (const GroupHull& hull : computeGroupHulls(layout, hulls, hullOptions)) {
    const HullStyle style = hullStyle(hull.group, options.theme);
    dot += fmt::format("  subgraph cluster_group_{} {{\n    label={}; style=\"filled,rounded\"; fillcolor=\"{}\"; color=\"{}\";\n",
                       hull.group, dotQuoted(hull.label), style.fill.hexWithAlpha(), style.outline.hex());
    dot += fmt::format("    bb=\"{:.2f},{:.2f},{:.2f},{:.2f}\";\n", hull.bounds.left(), height - hull.bounds.bottom(), hull.bounds.right(),
                       height - hull.bounds.top());
    for (NodeId member : hulls[static_cast<size_t>(hull.group)].members) {
      if (member < 0 || member >= layout.nodeCount || !clustered.insert(member).second) continue;
      dot += fmt::format("    {};\n", dotQuoted(layout.boxOf(member).name));
    }
    dot += "  }\n";
  }

  for (const LayoutBox& box : layout.boxes) {
    const bool node = box.kind == BoxKind::Node;
    const NodeStyle style = nodeStyle(box.category);
    dot += fmt::format("  {} [label={}, pos=\"{}\", width={:.4f}, height={:.4f}, fillcolor=\"{}\", color=\"{}\", fontcolor=\"{}\"{}];\n",
                       dotQuoted(dotId(box)), dotQuoted(joinLines(box.label)), pos(box.centre), box.width / 72.0, box.height / 72.0,
                       node ? style.fill.hex() : theme.terminalFill.hex(), node ? style.border.hex() : theme.terminalBorder.hex(),
                       node ? style.text.hex() : theme.text.hex(),
                       node ? fmt::format(", tooltip={}", dotQuoted(std::string(categoryName(box.category)))) : ", style=\"rounded,dashed,filled\"");
  }
  for (const LayoutEdge& edge : layout.edges) {
    std::string points;
    if (edge.arrowTip) points = "e," + pos(*edge.arrowTip);
    for (const Point& p : edge.points) points += (points.empty() ? "" : " ") + pos(p);
    dot += fmt::format("  {} -> {} [pos=\"{}\", style={}, tooltip={}];\n", dotQuoted(dotId(layout.boxes[static_cast<size_t>(edge.from)])),
                       dotQuoted(dotId(layout.boxes[static_cast<size_t>(edge.to)])), points, styleOf(edge.dep), dotQuoted(edge.buffer));
  }
  dot += "}\n";
  return dot;
}

}  // namespace fusescope
