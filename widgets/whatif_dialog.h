// "Make these fuse?": core's WhatIfResult (analysis/whatif.h, the same search `fusescope-cli whatif` runs)
// as a page. Each proposal is a row (the --set list, the kernel it forms, the change in kernels, bytes
// moved and estimated runtime, and with a profile open the measured saving, by which the rows are then
// ranked); Apply re-runs the window's schedule with that proposal's settings. When
// nothing helps, the page says which refusal reason held under every tried setting.
#pragma once

#include <QDialog>

#include <string>
#include <vector>

#include "analysis/whatif.h"
#include "profile/graph_measurement.h"

class QTextBrowser;
class QTreeWidget;

namespace fusescope::gui {

// The summary as HTML (also what tests read).
QString whatIfHtml(const analysis::WhatIfResult& r);

class WhatIfDialog : public QDialog {
  Q_OBJECT
 public:
  // With a profile (`measurement` of `graph`), each proposal also gets its measured saving (core's
  // profile::measuredRegroupCost) and the list is ranked by it.
  explicit WhatIfDialog(const analysis::WhatIfResult& result, QWidget* parent = nullptr,
                        const profile::GraphMeasurement* measurement = nullptr, const Graph* graph = nullptr);
  QTreeWidget* proposals() const { return proposals_; }

 signals:
  // The proposal's "KEY=VALUE" settings, to apply on top of the current ones.
  void applyRequested(const std::vector<std::string>& settings);

 private:
  void applyCurrent();

  analysis::WhatIfResult result_;
  QTextBrowser* text_;
  QTreeWidget* proposals_;
};

}  // namespace fusescope::gui
