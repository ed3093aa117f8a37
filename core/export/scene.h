// The picture of one graph at one step as a display list: what every output format draws, in order
// (hulls, edges, nodes, highlight, labels). The SVG writer and the cairo writer (PNG, PDF) both render
// this list, so every format shows the same picture.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "layout/fusion_group_view.h"
#include "layout/graph_layout.h"
#include "layout/palette.h"

namespace fusescope {

// A pair under decision, drawn with a thick outline: green when the fusion was accepted, red otherwise.
struct HighlightPair {
  NodeId first = kNone;
  NodeId second = kNone;
  bool accepted = true;
  std::string reason;                // shown as a tooltip in SVG
};

enum class Dash { Solid, Dashed, Dotted };

struct ScenePath {                   // a filled and/or stroked path in points (y down)
  std::vector<std::vector<Point>> polygons;   // closed polygons (filled with the nonzero rule)
  std::vector<Point> bezier;         // or an open cubic bezier p0 c c p1 c c p2 ...
  std::optional<Rgba> fill;
  std::optional<Rgba> stroke;
  double strokeWidth = 1;
  double cornerRadius = 0;           // single rectangles only (polygons.size() == 1, 4 points)
  Dash dash = Dash::Solid;
};

struct SceneText {
  Point anchor;                      // baseline position
  std::string text;                  // UTF-8, unescaped
  double size = 10;
  Rgba color;
  bool middle = false;               // horizontally centred on anchor.x (else starts there)
  bool bold = false;
};

// One named element: a node, an edge, a hull, a terminal. SVG writes it as <g id=... class=...><title>.
struct SceneItem {
  std::string id;                    // "node-op12", "edge-3", "hull-7", "input-primals_1"
  std::string cssClass;              // "node", "edge", "hull", "terminal", "highlight"
  std::string title;                 // "op12" (SVG <title>, searchable)
  std::vector<ScenePath> paths;
  std::vector<SceneText> texts;
};

struct Scene {
  Rect bounds;                       // drawing area including the margin; origin (0, 0)
  Rgba background;
  std::string fontFamily = "DejaVu Sans Mono, Menlo, Consolas, monospace";
  std::string title;
  std::vector<SceneItem> items;      // in painting order
};

struct SceneOptions {
  Theme theme = Theme::Light;
  double margin = 24;                // points around the graph
  bool drawEdges = true;
  bool hullSingletons = false;       // draw hulls around one-node groups too
  std::optional<HighlightPair> highlight;
  std::string caption;               // a line under the picture ("gpt2 · step 12 / 193 · …"); "" for none
};

// Builds the display list for `layout` with `hulls` drawn as translucent outlines labelled with the kernel name.
Scene buildScene(const GraphLayout& layout, const std::vector<FusionGroupView>& hulls, const SceneOptions& options);

}  // namespace fusescope
