// Outlines of fusion groups over fixed node positions. A group is drawn as one convex hull around its
// members' boxes when that hull covers no other node; otherwise as the union of its padded member boxes
// joined by corridors along the edges inside the group, so a hull never appears to contain a node that is
// not in the group. In the clustered layout dot's cluster boxes are used as they are.
#pragma once

#include <string>
#include <vector>

#include "layout/fusion_group_view.h"
#include "layout/graph_layout.h"
#include "layout/layout_index.h"

namespace fusescope {

struct HullOptions {
  double margin = 6;                 // points between a member box and the hull outline
  bool includeSingletons = false;    // one-node groups get a hull too
};

struct GroupHull {
  int group = -1;                    // index into the groups passed in
  std::string label;                 // kernel name
  // Polygons in points (y down), all with the same (positive shoelace) winding, so drawing them as one
  // path with the nonzero fill rule fills their union once.
  std::vector<std::vector<Point>> polygons;
  Rect bounds;
  bool convex = false;               // a single convex polygon (or a cluster box)
};

// `index`, when given, must index `layout` (one is built per call otherwise: a caller outlining groups one
// at a time keeps one, or each call costs the whole graph).
std::vector<GroupHull> computeGroupHulls(const GraphLayout& layout, const std::vector<FusionGroupView>& groups,
                                         const HullOptions& options = {}, const LayoutIndex* index = nullptr);

// Point-in-polygon (even-odd), exposed for the GUI's hit tests and the geometry tests.
bool polygonContains(const std::vector<Point>& polygon, Point p);
bool hullContains(const GroupHull& hull, Point p);

}  // namespace fusescope
