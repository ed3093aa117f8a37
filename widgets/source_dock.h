// View → Source: the user's Python around each line the selected node came from, read from the file
// when it exists on this machine (read only, never executed), else the line the capture recorded, and
// always saying which of the two it shows.
#pragma once

#include <QDockWidget>

#include "source/source_map.h"

class QLabel;
class QListWidget;

namespace fusescope::gui {

class CodeView;
class ScheduleDocument;

class SourceDock : public QDockWidget {
  Q_OBJECT
 public:
  // Follows the document's selection.
  explicit SourceDock(ScheduleDocument* document, QWidget* parent = nullptr);
  // The node's locations (null or none: cleared).
  void showSource(const source::NodeSource* source);
  QString noteText() const;
  QString codeText() const;

 private:
  void showLocation(int index);
  QListWidget* list_;
  QLabel* note_;
  CodeView* code_;
  std::vector<source::SourceLocation> locations_;
  const source::NodeSource* shown_ = nullptr;   // a step that keeps the node does not re-read the file
};

}  // namespace fusescope::gui
