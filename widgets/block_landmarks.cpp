#include "block_landmarks.h"

#include <QObject>

#include <algorithm>

namespace fusescope::gui {

std::vector<BlockShape> blockShapes(const analysis::BlockOverview& overview) {
  std::vector<BlockShape> shapes;
  for (const analysis::Block& b : overview.blocks) {
    BlockShape s;
    s.name = QString::fromStdString(b.name);
    s.members = b.nodes;
    s.odd = b.fusesDifferently;
    s.remainder = b.evidence == analysis::BlockEvidence::Remainder;
    s.text = s.odd ? QObject::tr("%1 · fused unlike %2").arg(s.name, QString::fromStdString(overview.blocks[static_cast<size_t>(b.usual)].name))
                   : QObject::tr("%1 · %2 kernels").arg(s.name).arg(b.kernels);
    shapes.push_back(std::move(s));
  }
  return shapes;
}

namespace {

bool collides(const QRect& box, const std::vector<QRect>& taken) {
  for (const QRect& other : taken)
    if (other.intersects(box)) return true;
  return false;
}

}  // namespace

std::vector<Landmark> placeLandmarks(const std::vector<BlockShape>& shapes, const std::vector<QRectF>& sceneRects,
                                     const std::function<QRect(const QRectF&)>& toViewport, const QFontMetrics& metrics,
                                     const QRect& viewport, std::vector<QRect> taken) {
  std::vector<Landmark> out;
  const double viewArea = static_cast<double>(viewport.width()) * viewport.height();
  // Blocks that fused unlike their siblings claim their label place first: they are what the user looks for.
  std::vector<size_t> order;
  for (size_t i = 0; i < shapes.size(); ++i)
    if (shapes[i].odd) order.push_back(i);
  for (size_t i = 0; i < shapes.size(); ++i)
    if (!shapes[i].odd) order.push_back(i);
  for (size_t i : order) {
    if (i >= sceneRects.size() || sceneRects[i].isNull()) continue;
    const QRect outline = toViewport(sceneRects[i]);
    if (!outline.intersects(viewport)) continue;
    Landmark l;
    l.block = static_cast<int>(i);
    l.odd = shapes[i].odd;
    l.remainder = shapes[i].remainder;
    // A remainder scattered over the whole picture (a backward's tail, read by every layer) would outline
    // everything: it gets no landmark.
    const bool scattered = l.remainder && static_cast<double>(outline.width()) * outline.height() > 0.25 * viewArea;
    if (scattered) continue;   // its label would sit inside other blocks and mislead
    l.outline = outline;
    // The long text, then the name alone, at each inner corner of the visible part in turn, its centre
    // (only for a block wholly in view: a partly visible one's centre is inside its neighbours), then just
    // above and below the block (a small block's name is wider than the block).
    const QRect inner = (outline & viewport).adjusted(2, 2, -2, -2);
    const bool wholeInView = viewport.contains(outline);
    for (const QString& text : {shapes[i].text, shapes[i].name}) {
      QRect box = metrics.boundingRect(text).adjusted(-3, -1, 3, 1);
      for (int corner = 0; corner < 7 && l.label.isEmpty(); ++corner) {
        if (corner == 4 && !wholeInView) continue;
        switch (corner) {
          case 0: box.moveTopLeft(inner.topLeft()); break;
          case 1: box.moveBottomLeft(inner.bottomLeft()); break;
          case 2: box.moveTopRight(inner.topRight()); break;
          case 3: box.moveBottomRight(inner.bottomRight()); break;
          case 4: box.moveCenter(inner.center()); break;
          case 5: box.moveBottomLeft(outline.topLeft() - QPoint(0, 2)); break;
          default: box.moveTopLeft(outline.bottomLeft() + QPoint(0, 2)); break;
        }
        // A block at the edge of the view keeps its name in view: the label slides inwards.
        box.moveLeft(std::clamp(box.left(), viewport.left(), std::max(viewport.left(), viewport.right() - box.width())));
        box.moveTop(std::clamp(box.top(), viewport.top(), std::max(viewport.top(), viewport.bottom() - box.height())));
        if (collides(box, taken)) continue;
        l.label = box;
        l.text = text;
        taken.push_back(box);
      }
      if (!l.label.isEmpty()) break;
    }
    out.push_back(l);
  }
  return out;
}

}  // namespace fusescope::gui
