#include "export/scene.h"

#include <cmath>

#include "layout/hull.h"

namespace fusescope {
namespace {

constexpr double kLineHeightEm = 1.25;   // must match the box sizes in core/layout/draw_model.cpp
constexpr double kPaddingY = 4;
constexpr double kArrowLength = 7;
constexpr double kArrowHalfWidth = 3;

// XML ids allow fewer characters than node and buffer names.
std::string idSafe(const std::string& name) {
  std::string out;
  out.reserve(name.size());
  for (char c : name) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.';
    out += ok ? c : '_';
  }
  return out;
}

Point shifted(Point p, double margin) { return {p.x + margin, p.y + margin}; }

Rect shifted(const Rect& r, double margin) { return {r.x + margin, r.y + margin, r.width, r.height}; }

std::vector<Point> rectPolygon(const Rect& r) {
  return {{r.left(), r.top()}, {r.right(), r.top()}, {r.right(), r.bottom()}, {r.left(), r.bottom()}};
}

Dash dashOf(DepKind dep) {
  switch (dep) {
    case DepKind::Memory: return Dash::Solid;
    case DepKind::Star: return Dash::Dashed;
    case DepKind::Weak: return Dash::Dotted;
  }
  return Dash::Solid;
}

std::string_view depName(DepKind dep) {
  switch (dep) {
    case DepKind::Memory: return "MemoryDep";
    case DepKind::Star: return "StarDep";
    case DepKind::Weak: return "WeakDep";
  }
  return "MemoryDep";
}

// Arrow head with its tip at `tip`, pointing away from `from`.
std::vector<Point> arrowHead(Point from, Point tip) {
  double dx = tip.x - from.x;
  double dy = tip.y - from.y;
  const double length = std::hypot(dx, dy);
  if (length < 1e-6) return {};
  dx /= length;
  dy /= length;
  const Point base{tip.x - dx * kArrowLength, tip.y - dy * kArrowLength};
  return {tip, {base.x - dy * kArrowHalfWidth, base.y + dx * kArrowHalfWidth}, {base.x + dy * kArrowHalfWidth, base.y - dx * kArrowHalfWidth}};
}

void addLabel(SceneItem& item, const LayoutBox& box, const Rect& rect, double fontSize, Rgba color, bool boldFirst) {
  const double lineHeight = kLineHeightEm * fontSize;
  const double blockHeight = static_cast<double>(box.label.size()) * lineHeight;
  const double top = rect.top() + std::max(kPaddingY, (rect.height - blockHeight) / 2);
  for (size_t i = 0; i < box.label.size(); ++i) {
    SceneText text;
    text.anchor = {rect.centre().x, top + static_cast<double>(i) * lineHeight + 0.93 * fontSize};
    text.text = box.label[i];
    text.size = fontSize;
    text.color = color;
    text.middle = true;
    text.bold = boldFirst && i == 0;
    item.texts.push_back(std::move(text));
  }
}

}  // namespace

Scene buildScene(const GraphLayout& layout, const std::vector<FusionGroupView>& hulls, const SceneOptions& options) {
  const ThemeColors theme = themeColors(options.theme);
  const double m = options.margin;
  Scene scene;
  scene.bounds = {0, 0, layout.bounds.width + 2 * m, layout.bounds.height + 2 * m};
  scene.background = theme.background;
  scene.title = layout.graphName;

  // Hull fills first so nodes and edges stay on top; their labels are painted last to stay readable.
  HullOptions hullOptions;
  hullOptions.includeSingletons = options.hullSingletons;
  const std::vector<GroupHull> groupHulls = computeGroupHulls(layout, hulls, hullOptions);
  std::vector<SceneItem> hullLabels;
  for (const GroupHull& hull : groupHulls) {
    const HullStyle style = hullStyle(hull.group, options.theme);
    SceneItem item;
    item.id = "hull-" + std::to_string(hull.group);
    item.cssClass = "hull";
    item.title = hull.label;
    ScenePath path;
    for (const auto& polygon : hull.polygons) {
      std::vector<Point> moved;
      moved.reserve(polygon.size());
      for (const Point& p : polygon) moved.push_back(shifted(p, m));
      path.polygons.push_back(std::move(moved));
    }
    path.fill = style.fill;
    path.stroke = style.outline;
    path.strokeWidth = 1.2;
    path.cornerRadius = hull.polygons.size() == 1 && hull.polygons[0].size() == 4 ? 6 : 0;
    item.paths.push_back(std::move(path));
    scene.items.push_back(std::move(item));

    SceneItem label;
    label.id = "hull-label-" + std::to_string(hull.group);
    label.cssClass = "hull-label";
    label.title = hull.label;
    SceneText text;
    const Rect bounds = shifted(hull.bounds, m);
    text.anchor = {bounds.left() + 2, bounds.top() - 3};
    text.text = hull.label;
    text.size = layout.fontSize * 0.9;
    text.color = theme.text;
    text.bold = true;
    label.texts.push_back(std::move(text));
    hullLabels.push_back(std::move(label));
  }

  if (options.drawEdges) {
    for (size_t e = 0; e < layout.edges.size(); ++e) {
      const LayoutEdge& edge = layout.edges[e];
      if (edge.points.size() < 2) continue;
      SceneItem item;
      item.id = "edge-" + std::to_string(e);
      item.cssClass = "edge";
      item.title = layout.boxes[static_cast<size_t>(edge.from)].name + " -> " + layout.boxes[static_cast<size_t>(edge.to)].name +
                   " (" + std::string(depName(edge.dep)) + " " + edge.buffer + ")";
      ScenePath line;
      for (const Point& p : edge.points) line.bezier.push_back(shifted(p, m));
      line.stroke = theme.edge;
      line.strokeWidth = 1;
      line.dash = dashOf(edge.dep);
      item.paths.push_back(std::move(line));
      // The head runs from the spline's end to Graphviz's arrow tip, or along the last segment.
      Point tail = shifted(edge.points.back(), m);
      Point tip = tail;
      if (edge.arrowTip) {
        tip = shifted(*edge.arrowTip, m);
      } else {
        for (size_t i = edge.points.size() - 1; i-- > 0;) {
          const Point p = shifted(edge.points[i], m);
          if (std::hypot(p.x - tip.x, p.y - tip.y) > 1e-6) {
            tail = p;
            break;
          }
        }
      }
      std::vector<Point> head = arrowHead(tail, tip);
      if (!head.empty()) {
        ScenePath arrow;
        arrow.polygons.push_back(std::move(head));
        arrow.fill = theme.edge;
        item.paths.push_back(std::move(arrow));
      }
      scene.items.push_back(std::move(item));
    }
  }

  for (const LayoutBox& box : layout.boxes) {
    const Rect rect = shifted(box.rect(), m);
    SceneItem item;
    ScenePath shape;
    shape.polygons.push_back(rectPolygon(rect));
    if (box.kind == BoxKind::Node) {
      const NodeStyle style = nodeStyle(box.category);
      item.id = "node-" + idSafe(box.name);
      item.cssClass = "node " + idSafe(std::string(categoryName(box.category)).substr(0, std::string(categoryName(box.category)).find(' ')));
      item.title = box.name;
      shape.fill = style.fill;
      shape.stroke = style.border;
      shape.cornerRadius = 4;
      item.paths.push_back(std::move(shape));
      addLabel(item, box, rect, layout.fontSize, style.text, true);
    } else {
      const bool input = box.kind == BoxKind::GraphInput;
      item.id = (input ? "input-" : "output-") + idSafe(box.name);
      item.cssClass = input ? "terminal input" : "terminal output";
      item.title = box.name;
      shape.fill = theme.terminalFill;
      shape.stroke = theme.terminalBorder;
      shape.cornerRadius = rect.height / 2;
      shape.dash = Dash::Dashed;
      item.paths.push_back(std::move(shape));
      addLabel(item, box, rect, layout.fontSize * 0.9, theme.text, false);
    }
    scene.items.push_back(std::move(item));
  }

  if (options.highlight) {
    const HighlightPair& pair = *options.highlight;
    SceneItem item;
    item.id = "highlight";
    item.cssClass = pair.accepted ? "highlight accepted" : "highlight rejected";
    item.title = pair.reason.empty() ? (pair.accepted ? "fused" : "not fused") : pair.reason;
    for (NodeId node : {pair.first, pair.second}) {
      if (node < 0 || node >= layout.nodeCount) continue;
      const Rect r = shifted(layout.boxOf(node).rect(), m);
      ScenePath ring;
      ring.polygons.push_back(rectPolygon({r.x - 3, r.y - 3, r.width + 6, r.height + 6}));
      ring.stroke = pair.accepted ? theme.accepted : theme.rejected;
      ring.strokeWidth = 3;
      ring.cornerRadius = 6;
      item.paths.push_back(std::move(ring));
    }
    if (!item.paths.empty()) scene.items.push_back(std::move(item));
  }

  for (SceneItem& label : hullLabels) scene.items.push_back(std::move(label));
  if (!options.caption.empty()) {
    // Under the graph, so nothing else moves: the picture says which graph, step and decision it shows.
    constexpr double kCaptionBand = 22;
    SceneItem item;
    item.id = "caption";
    item.cssClass = "caption";
    item.title = options.caption;
    SceneText text;
    text.anchor = {m, scene.bounds.height + kCaptionBand / 2};
    text.text = options.caption;
    text.size = 11;
    text.color = theme.text;
    item.texts.push_back(std::move(text));
    scene.items.push_back(std::move(item));
    scene.bounds.height += kCaptionBand;
  }
  return scene;
}

}  // namespace fusescope
