#include "block_landmarks.h"

#include <QObject>

#include <algorithm>

#include "util/counted.h"

namespace fusescope::gui {

namespace {
QString kernels(long long n) { return QString::fromStdString(counted(n, "kernel")); }
}  // namespace

std::vector<BlockShape> blockShapes(const analysis::BlockOverview& overview) {
  const auto& blocks = overview.blocks;
  std::vector<int> alike(blocks.size(), 0);   // per first block of a fusion: how many blocks fused like it
  for (const analysis::Block& b : blocks)
    if (b.fusesLike >= 0) ++alike[static_cast<size_t>(b.fusesLike)];
  auto q = [](const std::string& s) { return QString::fromStdString(s); };
  std::vector<BlockShape> shapes;
  for (size_t i = 0; i < blocks.size(); ++i) {
    const analysis::Block& b = blocks[i];
    BlockShape s;
    s.name = q(b.name);
    s.members = b.nodes;
    s.odd = b.fusesDifferently;
    s.remainder = b.evidence == analysis::BlockEvidence::Remainder;
    s.like = b.fusesLike;
    const bool first = b.fusesLike == static_cast<int>(i);
    QString how;
    if (s.odd) {
      s.text = QObject::tr("%1 · fused unlike %2").arg(s.name, q(blocks[static_cast<size_t>(b.usual)].name));
      how = QObject::tr("Fused unlike %1: %2").arg(q(blocks[static_cast<size_t>(b.usual)].name), q(b.difference));
    } else if (first && alike[i] > 1) {
      s.text = QObject::tr("%1 · %2 · ×%3 alike").arg(s.name, kernels(b.kernels)).arg(alike[i]);
      how = QObject::tr("%1 blocks repeat it and fused the same way").arg(alike[i]);
    } else if (b.fusesLike >= 0 && !first) {
      s.text = s.name;   // its box has its family's colour; the tooltip names the block it repeats
      how = QObject::tr("Repeats %1 and fused the same way").arg(q(blocks[static_cast<size_t>(b.fusesLike)].name));
    } else {
      s.text = QObject::tr("%1 · %2").arg(s.name, kernels(b.kernels));
    }
    s.tooltip = q(analysis::blockTitle(b)) + QLatin1Char('\n') +
                QString::fromStdString(counted(static_cast<long long>(b.nodes.size()), "node") + ", " + counted(b.kernels, "kernel") +
                                       ", " + counted(b.fusions, "fusion") + ", " + counted(b.refusals, "refusal")) +
                (how.isEmpty() ? QString() : QLatin1Char('\n') + how) + QLatin1Char('\n') +
                QObject::tr("Found from %1").arg(q(analysis::toString(b.evidence))) +
                (b.detailFrom.empty() ? QString() : QObject::tr("; named from %1").arg(q(b.detailFrom))) +
                QObject::tr(". Click to zoom in.");
    shapes.push_back(std::move(s));
  }
  for (const analysis::AlikeRun& r : analysis::alikeRuns(overview)) {
    if (r.size() < 2) continue;
    for (size_t b = r.first; b <= r.last; ++b) {
      shapes[b].run = static_cast<int>(r.first);
      shapes[b].period = static_cast<int>(r.period);
    }
  }
  return shapes;
}

QString foldedText(const std::vector<BlockShape>& shapes, int first, int last) {
  const BlockShape& a = shapes[static_cast<size_t>(first)];
  const QString kinds = a.period == 2 && last - first >= 3 ? QObject::tr(", 2 alternating kinds") : QString();
  return QObject::tr("%1 – %2 · ×%3 alike%4").arg(a.name, shapes[static_cast<size_t>(last)].name).arg(last - first + 1).arg(kinds);
}

QString foldedTooltip(const std::vector<BlockShape>& shapes, int first, int last) {
  return QObject::tr("%1 blocks, %2 to %3, repeat the same ops and fused the same way%4.\n"
                     "Drawn as one box at this zoom. Click to zoom into %2.")
      .arg(last - first + 1)
      .arg(shapes[static_cast<size_t>(first)].name, shapes[static_cast<size_t>(last)].name,
           shapes[static_cast<size_t>(first)].period == 2 ? QObject::tr(" as the block two before") : QString());
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
                                     const QRect& viewport, std::vector<QRect> taken, const std::vector<QRect>& nodes) {
  std::vector<Landmark> out;
  const double viewArea = static_cast<double>(viewport.width()) * viewport.height();
  // Blocks that fused unlike their siblings claim their label place first: they are what the user looks for.
  std::vector<size_t> order;
  for (size_t i = 0; i < shapes.size(); ++i)
    if (shapes[i].odd) order.push_back(i);
  for (size_t i = 0; i < shapes.size(); ++i)
    if (!shapes[i].odd) order.push_back(i);
  // Whether `outline` (shape i's) overlaps another block's by more than a sliver: a quarter of the smaller.
  auto crossesOthers = [&](size_t i, const QRect& outline) {
    for (size_t j = 0; j < shapes.size() && j < sceneRects.size(); ++j) {
      if (j == i || shapes[j].remainder || sceneRects[j].isNull()) continue;
      const QRect other = toViewport(sceneRects[j]);
      const QRect both = outline & other;
      const double smaller = std::min(static_cast<double>(outline.width()) * outline.height(),
                                      static_cast<double>(other.width()) * other.height());
      if (!both.isEmpty() && static_cast<double>(both.width()) * both.height() > 0.25 * smaller) return true;
    }
    return false;
  };
  auto insideAnother = [&](size_t i, const QRect& box) {
    for (size_t j = 0; j < shapes.size() && j < sceneRects.size(); ++j)
      if (j != i && !sceneRects[j].isNull() && toViewport(sceneRects[j]).intersects(box)) return true;
    return false;
  };
  for (size_t i : order) {
    if (i >= sceneRects.size() || sceneRects[i].isNull()) continue;
    const QRect outline = toViewport(sceneRects[i]);
    if (!outline.intersects(viewport)) continue;
    Landmark l;
    l.block = static_cast<int>(i);
    l.odd = shapes[i].odd;
    l.remainder = shapes[i].remainder;
    // A remainder scattered over the whole picture (a backward's tail, read by every layer) would outline
    // everything, and one whose nodes sit at both ends of the graph (a model's first and last ops) would be a
    // thin box drawn across other blocks: neither gets a landmark.
    const bool scattered = l.remainder && (static_cast<double>(outline.width()) * outline.height() > 0.25 * viewArea ||
                                           crossesOthers(i, outline));
    if (scattered) continue;   // its label would sit inside other blocks and mislead
    l.outline = outline;
    // The long text, then the name alone, at each inner corner of the visible part in turn, its centre
    // (only for a block wholly in view: a partly visible one's centre is inside its neighbours), then just
    // above and below the block (a small block's name is wider than the block).
    const QRect inner = (outline & viewport).adjusted(2, 2, -2, -2);
    const bool wholeInView = viewport.contains(outline);
    // Clear of the nodes first (the long text, then the name), then clear of other labels only.
    for (int pass = 0; pass < 4 && l.label.isEmpty(); ++pass) {
      const QString& text = pass % 2 == 0 ? shapes[i].text : shapes[i].name;
      const bool clearOfNodes = pass < 2;
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
        if (collides(box, taken) || (clearOfNodes && collides(box, nodes))) continue;
        // Above or below the block, clear of nodes, but inside a neighbour's box: it would read as that one's.
        if (clearOfNodes && corner >= 5 && insideAnother(i, box)) continue;
        l.label = box;
        l.text = text;
        taken.push_back(box);
      }
    }
    out.push_back(l);
  }
  return out;
}

}  // namespace fusescope::gui
