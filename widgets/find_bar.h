// The Search toolbar: ops, buffers, kernels, ATen origins and source lines (search_index.h). Every match is
// ringed on the graph, the current one selected in the document and brought into view; F3 / Shift+F3 walk
// the matches. A new graph forgets the query.
#pragma once

#include <QToolBar>

#include <vector>

#include "search_index.h"

class QLabel;
class QLineEdit;

namespace fusescope::gui {

class GraphScene;
class GraphView;
class ScheduleDocument;

class FindBar : public QToolBar {
  Q_OBJECT
 public:
  FindBar(ScheduleDocument* document, GraphScene* scene, GraphView* view, QWidget* parent = nullptr);

  void focusQuery();            // Edit → Find: shown, the query selected
  void find(bool backwards);    // the next (previous) match of the query
  QString resultText() const;   // "2 / 5 · op node op12", "no match"

 private:
  ScheduleDocument* doc_;
  GraphScene* scene_;
  GraphView* view_;
  QLineEdit* edit_;
  QLabel* label_;
  int pos_ = -1;
  QString query_;
  std::vector<SearchHit> hits_;
};

}  // namespace fusescope::gui
