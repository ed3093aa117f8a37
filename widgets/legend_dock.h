// View → Legend: what every colour, outline, edge style and hull in the graph view means, drawn with the
// same palette (core/layout/palette) the view and the exporters use, so the legend cannot drift from them.
#pragma once

#include <QDockWidget>

#include "layout/palette.h"
#include "schedule_document.h"

namespace fusescope::gui {

class LegendDock : public QDockWidget {
  Q_OBJECT
 public:
  // Follows the document's profile: the heat overlay's scale names its hottest kernel.
  explicit LegendDock(ScheduleDocument* document, QWidget* parent = nullptr);
  void setTheme(Theme theme);
  // Whether the heat overlay is drawn (View → Heat Overlay): its scale comes first in the legend then, when
  // the open graph has a measurement.
  void setHeatShown(bool shown);
  QString heatText() const { return hottest_; }   // "" while the legend has no heat section
  int entryCount() const { return entries_; }

 private:
  void rebuild();
  void followProfile();
  ScheduleDocument* doc_;
  bool heatShown_ = false;
  Theme theme_ = Theme::Light;
  QString hottest_;
  int entries_ = 0;
};

}  // namespace fusescope::gui
