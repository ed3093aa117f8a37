// View → Inspector: the selected node (its kind, sizes, dependencies, group at this step, kernels, source,
// fusion history, measured time) or a buffer. It follows the document: a new selection, a step that moves
// the node's group, a re-run and a profile redraw it; the window only handles where a link goes.
#pragma once

#include <QDockWidget>

#include "graph/graph.h"

class QModelIndex;
class QTreeView;

namespace fusescope::gui {

class KvTreeModel;
class ScheduleDocument;

class InspectorDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit InspectorDock(ScheduleDocument* document, QWidget* parent = nullptr);

  KvTreeModel* model() const { return model_; }
  QTreeView* view() const { return view_; }
  // A buffer instead of the selected node, until the selection changes.
  void showBuffer(BufferId buffer);
  int fieldColumnCap() const;   // the widest the Field column grows by itself

 signals:
  // A node, buffer or scheduler-run name was activated (double-click, Enter): the window goes there.
  void linkActivated(const QString& link);

 private:
  void refresh();
  void onActivated(const QModelIndex& index);
  void fitFieldColumn();

  ScheduleDocument* doc_;
  KvTreeModel* model_;
  QTreeView* view_;
  NodeId shownNode_ = kNone;
  int shownGroup_ = -1;
};

}  // namespace fusescope::gui
