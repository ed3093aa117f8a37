// View → Blocks: where am I in my model? The open graph as the blocks of the model it came from
// (core analysis/block_overview: layers from fusescope_modules.json, else the stretches that repeat),
// runs of blocks that repeat and fused alike folded into one row ("block 1 - block 22 ×22"), the block that
// fused unlike its siblings marked with the node that differs. Above the tree, the breadcrumb of the
// selected node ("block 17 › op1204"), which the status bar shows too. It follows the document: a new
// result rebuilds it, a selection marks its block. Clicking a block asks the window to go to its nodes.
// Beside the list, the Picture tab draws the blocks as `export --collapse-blocks` does (drawn when shown).
#pragma once

#include <QDockWidget>

#include <memory>
#include <vector>

#include "analysis/block_overview.h"

class QLabel;
class QTabWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace fusescope::gui {

class BlockPictureView;
class ScheduleDocument;

class BlocksDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit BlocksDock(ScheduleDocument* document, QWidget* parent = nullptr);
  QTreeWidget* tree() const { return tree_; }
  BlockPictureView* picture() const { return picture_; }
  void showPicture();   // the Picture tab, drawn now if it is not
  QString summary() const;
  QString breadcrumb() const { return breadcrumb_; }
  const analysis::BlockOverview* overview() const { return overview_.get(); }   // the document's
  // The block an item stands for (index into BlockOverview::blocks; a folded run: its first), -1 for none.
  int blockOfItem(const QTreeWidgetItem* item) const;

 signals:
  void blockChosen(std::vector<fusescope::NodeId> nodes);   // a clicked block's (or run's) nodes
  void breadcrumbChanged(const QString& breadcrumb);

 private:
  void rebuild();
  void markSelection();
  void drawPictureIfShown();
  void chooseBlocks(int first, int last);
  ScheduleDocument* doc_;
  QLabel* summary_;
  QLabel* where_;
  QTabWidget* tabs_;
  QTreeWidget* tree_;
  BlockPictureView* picture_;
  bool pictureStale_ = true;
  std::shared_ptr<const analysis::BlockOverview> overview_;
  std::vector<QTreeWidgetItem*> itemOfBlock_;   // the row each block shows in
  QString breadcrumb_;
};

}  // namespace fusescope::gui
