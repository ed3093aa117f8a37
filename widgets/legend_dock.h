// View → Legend: what every colour, outline, edge style and hull in the graph view means, drawn with the
// same palette (core/layout/palette) the view and the exporters use, so the legend cannot drift from them.
#pragma once

#include <QDockWidget>

#include "layout/palette.h"

namespace fusescope::gui {

class LegendDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit LegendDock(QWidget* parent = nullptr);
  void setTheme(Theme theme);
  // The heat overlay's scale, first in the legend while it is shown: `hottest` names the hottest kernel's
  // total ("" hides the section).
  void setHeat(const QString& hottest);
  int entryCount() const { return entries_; }

 private:
  void rebuild();
  Theme theme_ = Theme::Light;
  QString hottest_;
  int entries_ = 0;
};

}  // namespace fusescope::gui
