// An index over a laid-out graph's node boxes and edges, so a question about one fusion group (which node
// boxes may its outline cover, which edges join two of its members) costs what the group touches rather
// than the whole graph: the window outlines each group on its own, thousands of times at 20,000 nodes.
#pragma once

#include <vector>

#include "layout/graph_layout.h"

namespace fusescope {

class LayoutIndex {
 public:
  // `layout` must outlive the index.
  explicit LayoutIndex(const GraphLayout& layout);
  // The node boxes (indices < layout.nodeCount) whose rectangles intersect `r`, in ascending order.
  std::vector<int> boxesIn(const Rect& r) const;
  // Indices into layout.edges of the edges leaving node box `box`, ascending.
  const std::vector<int>& edgesFrom(int box) const { return edgesFrom_[static_cast<size_t>(box)]; }
  const GraphLayout& layout() const { return *layout_; }

 private:
  const GraphLayout* layout_;
  double originX_ = 0, originY_ = 0, cell_ = 1;
  int columns_ = 1, rows_ = 1;
  double reachX_ = 0, reachY_ = 0;          // the largest half box: how far a box reaches from its cell
  std::vector<std::vector<int>> cells_;     // box indices by the cell holding the box's centre
  std::vector<std::vector<int>> edgesFrom_;
};

}  // namespace fusescope
