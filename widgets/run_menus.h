// View → Scheduler Runs and View → Ranks: the other scheduler runs of the open folder (torch.cond branches,
// while_loop bodies, invoke_subgraph) and the other ranks of a torch.distributed run, rebuilt from the
// document for every graph. Choosing one asks the window (openRequested) to load the same folder with the
// same policy and knobs.
#pragma once

#include <QObject>

#include "analysis_worker.h"

class QMenu;

namespace fusescope::gui {

class ScheduleDocument;

class RunMenus : public QObject {
  Q_OBJECT
 public:
  RunMenus(ScheduleDocument* document, QMenu* runs, QMenu* ranks, QObject* parent = nullptr);

  // Asks for `subgraph` ("" = the outer graph) / `rank` of the open run; true when it is the open one or a
  // load was asked for, false (with a statusMessage) when the open run has no such one.
  bool openSchedulerRun(const QString& subgraph);
  bool openRank(int rank);

 signals:
  void openRequested(const fusescope::gui::AnalysisRequest& request);
  void statusMessage(const QString& text);

 private:
  void rebuildRunsMenu();
  void rebuildRanksMenu();

  ScheduleDocument* doc_;
  QMenu* runsMenu_;
  QMenu* ranksMenu_;
};

}  // namespace fusescope::gui
