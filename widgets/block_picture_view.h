// The Blocks dock's picture: core's block overview picture (the one `export --collapse-blocks` writes, one
// box per run of alike blocks, the tensors between them on the edges) rendered by Graphviz and shown at the
// dock's width. A deep model is a handful of boxes here (a 345-layer Llama: 4) where the graph at its fit
// zoom is a texture. A click on a box says which run of blocks it stands for.
#pragma once

#include <QLabel>
#include <QPixmap>

#include <memory>
#include <vector>

#include "analysis/block_overview.h"
#include "layout/palette.h"

class QSvgRenderer;

namespace fusescope::gui {

class BlockPictureView : public QLabel {
  Q_OBJECT
 public:
  explicit BlockPictureView(QWidget* parent = nullptr);
  ~BlockPictureView() override;
  // Lays out and draws `overview`'s picture; above analysis' box limit nothing is drawn and the label says
  // why in words (Graphviz would take minutes, and that many boxes are no overview).
  void draw(const Graph& graph, const analysis::BlockOverview& overview, Theme theme);
  void clear();
  int boxCount() const { return static_cast<int>(runs_.size()); }
  bool drawn() const { return renderer_ != nullptr; }
  // The run of blocks (its first block's index) whose box is at `pos` in this label; -1 for none.
  int runAt(QPoint pos) const;
  // Where the box of the run starting at `firstBlock` lies in this label; empty when it is not drawn.
  QRectF boxRect(int firstBlock) const;

 signals:
  void runClicked(int firstBlock, int lastBlock);

 protected:
  void mousePressEvent(QMouseEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  void rescale();
  std::unique_ptr<QSvgRenderer> renderer_;
  std::vector<analysis::AlikeRun> runs_;
  QRectF shown_;   // where the picture lies in this label
};

}  // namespace fusescope::gui
