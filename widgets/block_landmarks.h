// Landmarks for a graph too large to read node by node: below the zoom where node names are legible, the
// graph view outlines each block of the model (core's block overview) and names it at a fixed screen size
// ("block 17 · 20 kernels"). Labels never cover one another or the pair's names: a label that would is
// shortened to the block's name or moved to another corner, and left out (its outline stays) only when
// nothing fits.
#pragma once

#include <QFontMetrics>
#include <QLineF>
#include <QRect>
#include <QString>

#include <functional>
#include <vector>

#include "analysis/block_overview.h"

namespace fusescope::gui {

struct BlockShape {
  QString name;                    // "block 17", "layers.3"
  QString text;                    // "block 0 · 28 kernels · ×22 alike", "block 22 · fused unlike block 0",
                                   // "block 3" (fused like another: its box has that block's colour)
  QString tooltip;                 // its title, counts, how it fused and the evidence that found it
  std::vector<NodeId> members;
  int like = -1;                   // the first block that fused the same way (itself when first); -1: unique
  bool odd = false;                // fused unlike its siblings
  bool remainder = false;          // nodes no block holds
  // The alike run (core's alikeRuns) holding this block when it holds more than one: its first block and
  // period. Closed neighbours of one run are drawn as one box (GraphScene's folded runs).
  int run = -1;
  int period = 1;
};

// The name of a folded stretch of alike blocks, `first` to `last` of one run: "model.layers.2 –
// model.layers.344 · ×343 alike" (", 2 alternating kinds" when the run's period is 2).
QString foldedText(const std::vector<BlockShape>& shapes, int first, int last);
QString foldedTooltip(const std::vector<BlockShape>& shapes, int first, int last);

// One shape per block of `overview`, in its order.
std::vector<BlockShape> blockShapes(const analysis::BlockOverview& overview);

struct Landmark {
  int block = -1;                  // index into the shapes
  QRect outline;                   // viewport pixels: the box of its nodes, where the label is placed
  std::vector<QLineF> border;      // viewport pixels: the outline drawn, hugging its nodes (hugOutline)
  QRect label;                     // empty when left out
  QString text;
  bool odd = false;
  bool remainder = false;
};

// `sceneRects[i]`: the bounding box of shape i's nodes in scene coordinates; `toViewport` maps a scene rect
// to viewport pixels. Only blocks in `viewport` are placed; `taken` holds labels already drawn there.
// `nodes`: where open blocks' nodes are drawn (viewport pixels): a label goes where it covers none when
// some place does, else where it covers no other label.
std::vector<Landmark> placeLandmarks(const std::vector<BlockShape>& shapes, const std::vector<QRectF>& sceneRects,
                                     const std::function<QRect(const QRectF&)>& toViewport, const QFontMetrics& metrics,
                                     const QRect& viewport, std::vector<QRect> taken, const std::vector<QRect>& nodes = {});

}  // namespace fusescope::gui
