#include "layout/hull.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace fusescope {
namespace {

double signedArea(const std::vector<Point>& polygon) {
  double area = 0;
  for (size_t i = 0; i < polygon.size(); ++i) {
    const Point& a = polygon[i];
    const Point& b = polygon[(i + 1) % polygon.size()];
    area += a.x * b.y - b.x * a.y;
  }
  return area / 2;
}

void normaliseWinding(std::vector<Point>& polygon) {
  if (signedArea(polygon) < 0) std::reverse(polygon.begin(), polygon.end());
}

double cross(Point o, Point a, Point b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

// Andrew's monotone chain.
std::vector<Point> convexHull(std::vector<Point> points) {
  std::sort(points.begin(), points.end(), [](Point a, Point b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
  points.erase(std::unique(points.begin(), points.end()), points.end());
  if (points.size() < 3) return points;
  std::vector<Point> hull(2 * points.size());
  size_t k = 0;
  for (size_t i = 0; i < points.size(); ++i) {
    while (k >= 2 && cross(hull[k - 2], hull[k - 1], points[i]) <= 0) --k;
    hull[k++] = points[i];
  }
  for (size_t i = points.size() - 1, t = k + 1; i > 0; --i) {
    while (k >= t && cross(hull[k - 2], hull[k - 1], points[i - 1]) <= 0) --k;
    hull[k++] = points[i - 1];
  }
  hull.resize(k - 1);
  return hull;
}

std::vector<Point> rectPolygon(const Rect& r) {
  return {{r.left(), r.top()}, {r.right(), r.top()}, {r.right(), r.bottom()}, {r.left(), r.bottom()}};
}

Rect padded(const Rect& r, double margin) { return {r.x - margin, r.y - margin, r.width + 2 * margin, r.height + 2 * margin}; }

Rect boundsOf(const std::vector<std::vector<Point>>& polygons) {
  double x0 = 1e300, y0 = 1e300, x1 = -1e300, y1 = -1e300;
  for (const auto& polygon : polygons) {
    for (const Point& p : polygon) {
      x0 = std::min(x0, p.x);
      y0 = std::min(y0, p.y);
      x1 = std::max(x1, p.x);
      y1 = std::max(y1, p.y);
    }
  }
  if (x0 > x1) return {};
  return {x0, y0, x1 - x0, y1 - y0};
}

bool intersects(const Rect& a, const Rect& b) {
  return a.left() < b.right() && b.left() < a.right() && a.top() < b.bottom() && b.top() < a.bottom();
}

// A rectangle of half-width `halfWidth` around the segment a-b.
std::vector<Point> corridor(Point a, Point b, double halfWidth) {
  const double dx = b.x - a.x;
  const double dy = b.y - a.y;
  const double length = std::hypot(dx, dy);
  if (length < 1e-9) return {};
  const double nx = -dy / length * halfWidth;
  const double ny = dx / length * halfWidth;
  std::vector<Point> polygon{{a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}};
  normaliseWinding(polygon);
  return polygon;
}

// The stretch of the centre-to-centre line between two (padded) boxes, outside both: a link drawn through
// a box would cross its text. Empty when the boxes touch along that line.
std::vector<Point> gapBetween(const Rect& a, const Rect& b) {
  const Point ca = a.centre(), cb = b.centre();
  const double dx = cb.x - ca.x, dy = cb.y - ca.y;
  // The fraction of the line inside a box around its end: where the line crosses the box's border.
  const auto inside = [&](const Rect& r) {
    const double tx = std::abs(dx) < 1e-9 ? 1e300 : r.width / 2 / std::abs(dx);
    const double ty = std::abs(dy) < 1e-9 ? 1e300 : r.height / 2 / std::abs(dy);
    return std::min(tx, ty);
  };
  const double ta = inside(a), tb = inside(b);
  if (ta + tb >= 1) return {};
  return {{ca.x + ta * dx, ca.y + ta * dy}, {cb.x - tb * dx, cb.y - tb * dy}};
}

// Whether `polygon` covers any part of a node box that is not a member (its centre or a corner).
bool coversForeignBox(const GraphLayout& layout, const LayoutIndex& index, const std::vector<char>& isMember,
                      const std::vector<Point>& polygon) {
  const Rect bounds = boundsOf({polygon});
  for (int i : index.boxesIn(bounds)) {
    if (isMember[static_cast<size_t>(i)]) continue;
    const Rect r = layout.boxes[static_cast<size_t>(i)].rect();
    if (!intersects(r, bounds)) continue;
    if (polygonContains(polygon, r.centre())) return true;
    for (const Point& corner : rectPolygon(r))
      if (polygonContains(polygon, corner)) return true;
  }
  return false;
}

}  // namespace

bool polygonContains(const std::vector<Point>& polygon, Point p) {
  bool inside = false;
  for (size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const Point& a = polygon[i];
    const Point& b = polygon[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

bool hullContains(const GroupHull& hull, Point p) {
  return std::any_of(hull.polygons.begin(), hull.polygons.end(), [&](const auto& polygon) { return polygonContains(polygon, p); });
}

std::vector<GroupHull> computeGroupHulls(const GraphLayout& layout, const std::vector<FusionGroupView>& groups,
                                         const HullOptions& options, const LayoutIndex* index) {
  std::optional<LayoutIndex> own;
  if (!index || &index->layout() != &layout) index = &own.emplace(layout);
  std::vector<GroupHull> hulls;
  const bool useClusters = layout.clustered && layout.clusters == groups && layout.clusterRects.size() == groups.size();
  std::vector<char> isMember(static_cast<size_t>(layout.nodeCount), 0);
  for (size_t g = 0; g < groups.size(); ++g) {
    const FusionGroupView& group = groups[g];
    std::vector<NodeId> members;
    for (NodeId m : group.members)
      if (m >= 0 && m < layout.nodeCount) members.push_back(m);
    if (members.empty() || (members.size() == 1 && !options.includeSingletons)) continue;

    GroupHull hull;
    hull.group = static_cast<int>(g);
    hull.label = group.label;
    if (useClusters && layout.clusterRects[g].width > 0) {
      hull.polygons.push_back(rectPolygon(layout.clusterRects[g]));
      hull.convex = true;
      hull.bounds = layout.clusterRects[g];
      hulls.push_back(std::move(hull));
      continue;
    }

    for (NodeId m : members) isMember[static_cast<size_t>(m)] = 1;
    std::vector<Point> corners;
    for (NodeId m : members)
      for (const Point& p : rectPolygon(padded(layout.boxOf(m).rect(), options.margin))) corners.push_back(p);
    std::vector<Point> convex = convexHull(corners);
    normaliseWinding(convex);
    if (!coversForeignBox(layout, *index, isMember, convex)) {
      hull.polygons.push_back(std::move(convex));
      hull.convex = true;
    } else {
      for (NodeId m : members) hull.polygons.push_back(rectPolygon(padded(layout.boxOf(m).rect(), options.margin)));
      // The edges inside the group, in the layout's order.
      std::vector<int> inside;
      for (NodeId m : members)
        for (int e : index->edgesFrom(m)) {
          const int to = layout.edges[static_cast<size_t>(e)].to;
          if (to < layout.nodeCount && isMember[static_cast<size_t>(to)]) inside.push_back(e);
        }
      std::sort(inside.begin(), inside.end());
      inside.erase(std::unique(inside.begin(), inside.end()), inside.end());
      for (int e : inside) {
        const LayoutEdge& edge = layout.edges[static_cast<size_t>(e)];
        const std::vector<Point> gap = gapBetween(padded(layout.boxes[static_cast<size_t>(edge.from)].rect(), options.margin),
                                                  padded(layout.boxes[static_cast<size_t>(edge.to)].rect(), options.margin));
        if (gap.empty()) continue;
        std::vector<Point> link = corridor(gap[0], gap[1], options.margin * 0.75);
        if (!link.empty() && !coversForeignBox(layout, *index, isMember, link)) hull.polygons.push_back(std::move(link));
      }
    }
    for (NodeId m : members) isMember[static_cast<size_t>(m)] = 0;
    hull.bounds = boundsOf(hull.polygons);
    hulls.push_back(std::move(hull));
  }
  return hulls;
}

}  // namespace fusescope
