#include "layout/layout_index.h"

#include <algorithm>
#include <cmath>

namespace fusescope {

LayoutIndex::LayoutIndex(const GraphLayout& layout) : layout_(&layout) {
  const int n = layout.nodeCount;
  edgesFrom_.resize(static_cast<size_t>(std::max(0, n)));
  for (size_t e = 0; e < layout.edges.size(); ++e) {
    const int from = layout.edges[e].from;
    if (from >= 0 && from < n) edgesFrom_[static_cast<size_t>(from)].push_back(static_cast<int>(e));
  }
  if (n <= 0) return;
  double minX = 1e300, minY = 1e300, maxX = -1e300, maxY = -1e300, widths = 0;
  for (int i = 0; i < n; ++i) {
    const LayoutBox& b = layout.boxes[static_cast<size_t>(i)];
    minX = std::min(minX, b.centre.x);
    minY = std::min(minY, b.centre.y);
    maxX = std::max(maxX, b.centre.x);
    maxY = std::max(maxY, b.centre.y);
    reachX_ = std::max(reachX_, b.width / 2);
    reachY_ = std::max(reachY_, b.height / 2);
    widths += b.width;
  }
  // Cells about two boxes wide, at most about four per box.
  cell_ = std::max(1.0, 2 * widths / n);
  const double area = (maxX - minX + cell_) * (maxY - minY + cell_);
  cell_ = std::max(cell_, std::sqrt(area / (4.0 * n)));
  originX_ = minX;
  originY_ = minY;
  columns_ = static_cast<int>((maxX - minX) / cell_) + 1;
  rows_ = static_cast<int>((maxY - minY) / cell_) + 1;
  cells_.resize(static_cast<size_t>(columns_) * static_cast<size_t>(rows_));
  for (int i = 0; i < n; ++i) {
    const Point c = layout.boxes[static_cast<size_t>(i)].centre;
    const int cx = std::clamp(static_cast<int>((c.x - originX_) / cell_), 0, columns_ - 1);
    const int cy = std::clamp(static_cast<int>((c.y - originY_) / cell_), 0, rows_ - 1);
    cells_[static_cast<size_t>(cy) * static_cast<size_t>(columns_) + static_cast<size_t>(cx)].push_back(i);
  }
}

std::vector<int> LayoutIndex::boxesIn(const Rect& r) const {
  std::vector<int> out;
  if (cells_.empty()) return out;
  // A box intersecting r has its centre within its own half size of r.
  const int x0 = std::clamp(static_cast<int>(std::floor((r.left() - reachX_ - originX_) / cell_)), 0, columns_ - 1);
  const int x1 = std::clamp(static_cast<int>(std::floor((r.right() + reachX_ - originX_) / cell_)), 0, columns_ - 1);
  const int y0 = std::clamp(static_cast<int>(std::floor((r.top() - reachY_ - originY_) / cell_)), 0, rows_ - 1);
  const int y1 = std::clamp(static_cast<int>(std::floor((r.bottom() + reachY_ - originY_) / cell_)), 0, rows_ - 1);
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x)
      for (int i : cells_[static_cast<size_t>(y) * static_cast<size_t>(columns_) + static_cast<size_t>(x)]) {
        const Rect b = layout_->boxes[static_cast<size_t>(i)].rect();
        if (b.left() <= r.right() && r.left() <= b.right() && b.top() <= r.bottom() && r.top() <= b.bottom()) out.push_back(i);
      }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace fusescope
