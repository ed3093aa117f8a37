#include "inspector_dock.h"

#include <QHeaderView>
#include <QTreeView>

#include "kv_tree_model.h"
#include "node_context.h"
#include "schedule_document.h"

namespace fusescope::gui {

InspectorDock::InspectorDock(ScheduleDocument* document, QWidget* parent)
    : QDockWidget(tr("Inspector"), parent), doc_(document) {
  setObjectName(QStringLiteral("inspector"));
  model_ = new KvTreeModel(this);
  view_ = new QTreeView(this);
  view_->setModel(model_);
  // Values are never cut off: long ones wrap at spaces, a kernel name (no spaces) keeps its start and its
  // end (the part that says which kernel it is), and the tooltip holds the whole text.
  view_->setWordWrap(true);
  view_->setUniformRowHeights(false);
  view_->setTextElideMode(Qt::ElideMiddle);
  view_->setAlternatingRowColors(true);
  view_->header()->setStretchLastSection(true);
  view_->setColumnWidth(0, 170);
  view_->setToolTip(tr("Double-click a node or buffer name to go there"));
  connect(view_, &QTreeView::activated, this, &InspectorDock::onActivated);
  connect(view_, &QTreeView::doubleClicked, this, &InspectorDock::onActivated);
  setWidget(view_);
  connect(doc_, &ScheduleDocument::selectionChanged, this, &InspectorDock::refresh);
  connect(doc_, &ScheduleDocument::resultChanged, this, &InspectorDock::refresh);
  connect(doc_, &ScheduleDocument::kernelSourcesChanged, this, &InspectorDock::refresh);
  connect(doc_, &ScheduleDocument::profileChanged, this, &InspectorDock::refresh);
  // A step redraws only when it moved the node into another group (the history can be hundreds of rows).
  connect(doc_, &ScheduleDocument::stepChanged, this, [this] {
    if (groupAtStep(*doc_, doc_->selected()) != shownGroup_) refresh();
  });
}

void InspectorDock::refresh() {
  const NodeContext c = nodeContext(*doc_, doc_->selected());
  shownNode_ = c.node;
  shownGroup_ = c.group;
  if (c.node == kNone) {
    model_->setRoot(nullptr);
    return;
  }
  model_->setRoot(buildNodeInspector(*doc_->graph(), c.node, c.inspector));
  view_->expandToDepth(0);
  // The history can hold hundreds of rows: listed on demand, so a step that moves the node's group stays cheap.
  for (int r = 0; r < model_->rowCount(); ++r)
    if (const QModelIndex i = model_->index(r, 0); i.data().toString() == QStringLiteral("Fusion history")) view_->collapse(i);
  fitFieldColumn();
}

// The Field column widens to its longest shown label ("modeling_llama.py:175", "ir_pre_fusion.txt line"),
// up to 45% of the dock, so a field's name is not cut while the values have the room left; it never
// narrows, so a width the user dragged stays.
void InspectorDock::fitFieldColumn() {
  const int want = std::min(static_cast<const QAbstractItemView*>(view_)->sizeHintForColumn(0), fieldColumnCap());
  if (want > view_->columnWidth(0)) view_->setColumnWidth(0, want);
}

int InspectorDock::fieldColumnCap() const { return std::max(170, view_->viewport()->width() * 45 / 100); }

void InspectorDock::showBuffer(BufferId buffer) {
  const Graph* g = doc_->graph();
  if (!g || buffer < 0 || static_cast<size_t>(buffer) >= g->buffers.size()) return;
  model_->setRoot(buildBufferInspector(*g, buffer));
  view_->expandToDepth(1);
  fitFieldColumn();
}

void InspectorDock::onActivated(const QModelIndex& index) {
  const QString link = index.data(KvTreeModel::LinkRole).toString();
  if (!link.isEmpty()) emit linkActivated(link);
}

}  // namespace fusescope::gui
