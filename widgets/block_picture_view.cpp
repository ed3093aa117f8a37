#include "block_picture_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>

#include "export/block_picture.h"
#include "export/export_error.h"

namespace fusescope::gui {

BlockPictureView::BlockPictureView(QWidget* parent) : QLabel(parent) {
  setAlignment(Qt::AlignHCenter | Qt::AlignTop);
  setWordWrap(true);
  setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);   // the picture follows the dock, not the reverse
  setToolTip(tr("One box per block, or per run of blocks that repeat and fused alike; click one to go to its nodes"));
}

BlockPictureView::~BlockPictureView() = default;

void BlockPictureView::clear() {
  renderer_.reset();
  runs_.clear();
  setPixmap(QPixmap());
  setText(QString());
}

void BlockPictureView::draw(const Graph& graph, const analysis::BlockOverview& overview, Theme theme) {
  clear();
  if (const size_t boxes = blockPictureBoxes(overview); boxes > kMaxBlockPictureBoxes) {
    setText(tr("%1 blocks make %2 boxes even with alike neighbours folded: too many for one picture (at most %3). "
               "The list has them all.")
                .arg(overview.blocks.size())
                .arg(boxes)
                .arg(kMaxBlockPictureBoxes));
    return;
  }
  try {
    const std::string svg = renderBlockPicture(graph, overview, BlockPictureOptions{theme, ""}, ExportFormat::Svg);
    auto renderer = std::make_unique<QSvgRenderer>(QByteArray::fromStdString(svg));
    if (!renderer->isValid()) {
      setText(tr("Graphviz's picture of the blocks could not be read."));
      return;
    }
    renderer_ = std::move(renderer);
  } catch (const ExportError& e) {
    setText(QString::fromStdString(e.what()));
    return;
  }
  runs_ = analysis::alikeRuns(overview);
  rescale();
}

void BlockPictureView::rescale() {
  if (!renderer_) return;
  const QSizeF natural = renderer_->defaultSize();
  if (natural.isEmpty() || width() < 2) return;
  // As wide as the dock, never larger than Graphviz drew it (its text is sized for 100%).
  const qreal scale = std::min<qreal>(1.0, static_cast<qreal>(width() - 4) / natural.width());
  const QSize size = (natural * scale).toSize().expandedTo(QSize(1, 1));
  const qreal dpr = devicePixelRatioF();
  QPixmap pixmap(size * dpr);
  pixmap.setDevicePixelRatio(dpr);
  pixmap.fill(Qt::transparent);
  QPainter painter(&pixmap);
  renderer_->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
  painter.end();
  setPixmap(pixmap);
  shown_ = QRectF(QPointF((width() - size.width()) / 2.0, 0), QSizeF(size));
}

QRectF BlockPictureView::boxRect(int firstBlock) const {
  const QString id = QStringLiteral("block-%1").arg(firstBlock);
  if (!renderer_ || !renderer_->elementExists(id)) return {};
  // The element's bounds in the SVG's view box, then scaled into where the picture is shown.
  const QRectF inBox = renderer_->transformForElement(id).mapRect(renderer_->boundsOnElement(id));
  const QRectF box = renderer_->viewBoxF();
  const qreal sx = shown_.width() / box.width(), sy = shown_.height() / box.height();
  return {shown_.left() + (inBox.left() - box.left()) * sx, shown_.top() + (inBox.top() - box.top()) * sy,
          inBox.width() * sx, inBox.height() * sy};
}

int BlockPictureView::runAt(QPoint pos) const {
  for (const analysis::AlikeRun& r : runs_)
    if (boxRect(static_cast<int>(r.first)).contains(pos)) return static_cast<int>(r.first);
  return -1;
}

void BlockPictureView::mousePressEvent(QMouseEvent* event) {
  const int first = runAt(event->position().toPoint());
  if (first < 0) return QLabel::mousePressEvent(event);
  const auto run = std::find_if(runs_.begin(), runs_.end(), [&](const analysis::AlikeRun& r) { return static_cast<int>(r.first) == first; });
  emit runClicked(first, static_cast<int>(run->last));
}

void BlockPictureView::resizeEvent(QResizeEvent* event) {
  QLabel::resizeEvent(event);
  rescale();
}

}  // namespace fusescope::gui
