#include "blocks_dock.h"

#include <QBrush>
#include <QHeaderView>
#include <QLabel>
#include <QPalette>
#include <QScrollArea>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "block_picture_view.h"
#include "schedule_document.h"

namespace fusescope::gui {

namespace {

enum Column { Name, Nodes, Kernels, Fusions, Refusals, Note, ColumnCount };
constexpr int kBlockRole = Qt::UserRole + 1;       // the block a row stands for (a run: its first)
constexpr int kLastBlockRole = Qt::UserRole + 2;   // a folded run: its last block

QString q(const std::string& s) { return QString::fromStdString(s); }

void fill(QTreeWidgetItem* item, const analysis::Block& b, const QString& name, const QString& note) {
  item->setText(Name, name);
  item->setText(Nodes, QString::number(b.nodes.size()));
  item->setText(Kernels, QString::number(b.kernels));
  item->setText(Fusions, QString::number(b.fusions));
  item->setText(Refusals, QString::number(b.refusals));
  item->setText(Note, note);
  for (int c : {Nodes, Kernels, Fusions, Refusals}) item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
  item->setToolTip(Name, QObject::tr("%1\nfrom %2\n%3 kernel(s), %4 shared with another block")
                             .arg(q(analysis::blockTitle(b)), q(analysis::toString(b.evidence)))
                             .arg(b.kernels)
                             .arg(b.sharedKernels));
}

}  // namespace

BlocksDock::BlocksDock(ScheduleDocument* document, QWidget* parent) : QDockWidget(tr("Blocks"), parent), doc_(document) {
  setObjectName(QStringLiteral("blocks"));
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(2, 2, 2, 2);
  summary_ = new QLabel(body);
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  where_ = new QLabel(body);
  where_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  where_->setToolTip(tr("Where the selected node sits in the model"));
  tree_ = new QTreeWidget(body);
  tree_->setColumnCount(ColumnCount);
  tree_->setHeaderLabels({tr("Block"), tr("Nodes"), tr("Kernels"), tr("Fusions"), tr("Refusals"), tr("")});
  tree_->setRootIsDecorated(true);
  tree_->setUniformRowHeights(true);
  tree_->header()->setStretchLastSection(true);
  tree_->setToolTip(tr("The model's blocks in graph order; click one to go to its nodes"));
  picture_ = new BlockPictureView(body);
  auto* scroll = new QScrollArea(body);
  scroll->setWidget(picture_);
  scroll->setWidgetResizable(true);
  tabs_ = new QTabWidget(body);
  tabs_->setDocumentMode(true);
  tabs_->setMinimumHeight(60);   // the tab bar must not raise the window's least height (1280x800 screens)
  tabs_->addTab(tree_, tr("List"));
  tabs_->addTab(scroll, tr("Picture"));
  layout->addWidget(summary_);
  layout->addWidget(where_);
  layout->addWidget(tabs_, 1);
  setWidget(body);
  connect(tree_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item, int) {
    const int b = blockOfItem(item);
    if (!overview_ || b < 0) return;
    // A folded run stands for all its blocks.
    chooseBlocks(b, item->data(Name, kLastBlockRole).isValid() ? item->data(Name, kLastBlockRole).toInt() : b);
  });
  connect(picture_, &BlockPictureView::runClicked, this, [this](int first, int last) { chooseBlocks(first, last); });
  connect(tabs_, &QTabWidget::currentChanged, this, [this] { drawPictureIfShown(); });
  connect(doc_, &ScheduleDocument::resultChanged, this, [this] { rebuild(); });
  connect(doc_, &ScheduleDocument::selectionChanged, this, [this] { markSelection(); });
  rebuild();
}

QString BlocksDock::summary() const { return summary_->text(); }

void BlocksDock::chooseBlocks(int first, int last) {
  if (!overview_ || first < 0 || last >= static_cast<int>(overview_->blocks.size())) return;
  std::vector<NodeId> nodes;
  for (int k = first; k <= last; ++k) {
    const auto& members = overview_->blocks[static_cast<size_t>(k)].nodes;
    nodes.insert(nodes.end(), members.begin(), members.end());
  }
  emit blockChosen(nodes);
}

void BlocksDock::showPicture() {
  tabs_->setCurrentIndex(1);
  drawPictureIfShown();
}

void BlocksDock::drawPictureIfShown() {
  if (tabs_->currentIndex() != 1 || !pictureStale_) return;
  pictureStale_ = false;
  const Graph* graph = doc_->graph();
  if (!overview_ || !graph) {
    picture_->clear();
    picture_->setText(tr("No graph open."));
    return;
  }
  const bool dark = palette().color(QPalette::Window).lightness() < 128;
  picture_->draw(*graph, *overview_, dark ? Theme::Dark : Theme::Light);
}

int BlocksDock::blockOfItem(const QTreeWidgetItem* item) const {
  return item && item->data(Name, kBlockRole).isValid() ? item->data(Name, kBlockRole).toInt() : -1;
}

void BlocksDock::rebuild() {
  tree_->clear();
  itemOfBlock_.clear();
  pictureStale_ = true;
  overview_ = doc_->blocks();
  if (!overview_) {
    summary_->setText(tr("No graph open."));
    markSelection();
    return;
  }
  const auto& blocks = overview_->blocks;
  const auto runs = analysis::alikeRuns(*overview_);
  summary_->setText(tr("%1 blocks from %2%3; kernels from %4.")
                        .arg(blocks.size())
                        .arg(q(analysis::toString(overview_->evidence)))
                        .arg(overview_->repeats > 0 ? tr(", %1 repeated pattern(s)").arg(overview_->repeats) : QString())
                        .arg(overview_->kernelsFrom == analysis::KernelSource::Inductor ? tr("Inductor's recorded result")
                                                                                         : tr("FuseScope's replay")));
  itemOfBlock_.assign(blocks.size(), nullptr);
  for (const analysis::AlikeRun& r : runs) {
    const analysis::Block& first = blocks[r.first];
    auto* top = new QTreeWidgetItem(tree_);
    top->setData(Name, kBlockRole, static_cast<int>(r.first));
    if (r.size() > 1) {
      top->setData(Name, kLastBlockRole, static_cast<int>(r.last));
      fill(top, first, tr("%1 - %2  ×%3").arg(q(first.name), q(blocks[r.last].name)).arg(r.size()),
           q(analysis::alikeRunNote(*overview_, r)) + tr(" (numbers are %1's)").arg(q(first.name)));
      for (size_t b = r.first; b <= r.last; ++b) {
        auto* child = new QTreeWidgetItem(top);
        child->setData(Name, kBlockRole, static_cast<int>(b));
        fill(child, blocks[b], q(analysis::blockTitle(blocks[b])), QString());
        itemOfBlock_[b] = child;
      }
    } else {
      QString note;
      if (first.fusesDifferently)
        note = tr("FUSED UNLIKE %1: %2").arg(q(blocks[static_cast<size_t>(first.usual)].name), q(first.difference));
      else if (first.evidence == analysis::BlockEvidence::Remainder)
        note = tr("nodes no block holds");
      fill(top, first, q(analysis::blockTitle(first)), note);
      if (first.fusesDifferently) {
        for (int c = 0; c < ColumnCount; ++c) top->setForeground(c, QBrush(QColor(0xc6, 0x28, 0x28)));
        top->setToolTip(Note, q(first.difference));
      }
      itemOfBlock_[r.first] = top;
    }
  }
  for (int c = 0; c < Note; ++c) tree_->resizeColumnToContents(c);
  drawPictureIfShown();
  markSelection();
}

void BlocksDock::markSelection() {
  const NodeId node = doc_->selected();
  const Graph* graph = doc_->graph();
  QString crumb;
  if (overview_ && graph && doc_->sources() && node >= 0 && static_cast<size_t>(node) < overview_->blockOfNode.size()) {
    crumb = q(analysis::blockBreadcrumb(*overview_, *graph, *doc_->sources(), node));
    const int b = overview_->blockOfNode[static_cast<size_t>(node)];
    if (QTreeWidgetItem* item = itemOfBlock_[static_cast<size_t>(b)]) {
      if (item->parent()) item->parent()->setExpanded(true);
      tree_->setCurrentItem(item);
      tree_->scrollToItem(item);
    }
  }
  where_->setText(crumb.isEmpty() ? tr("Where: select a node") : tr("Where: %1").arg(crumb));
  if (crumb != breadcrumb_) {
    breadcrumb_ = crumb;
    emit breadcrumbChanged(breadcrumb_);
  }
}

}  // namespace fusescope::gui
