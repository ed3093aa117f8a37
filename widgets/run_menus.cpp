#include "run_menus.h"

#include <QActionGroup>
#include <QMenu>

#include <algorithm>

#include "graph_info.h"
#include "import/load.h"
#include "schedule_document.h"

namespace fusescope::gui {

RunMenus::RunMenus(ScheduleDocument* document, QMenu* runs, QMenu* ranks, QObject* parent)
    : QObject(parent), doc_(document), runsMenu_(runs), ranksMenu_(ranks) {
  connect(doc_, &ScheduleDocument::resultChanged, this, [this](bool newGraph) {
    if (!newGraph) return;
    rebuildRunsMenu();
    rebuildRanksMenu();
  });
}

void RunMenus::rebuildRunsMenu() {
  runsMenu_->clear();
  const Graph* g = doc_->graph();
  const bool several = g && g->schedulerRuns.size() > 1;
  runsMenu_->setEnabled(several);
  if (!several) return;
  auto* group = new QActionGroup(runsMenu_);
  for (const SchedulerRunInfo& run : g->schedulerRuns) {
    QString label = run.subgraph.empty() ? tr("Outer graph") : qs(run.subgraph);
    label += run.nodes == 1 ? tr(" — 1 node") : tr(" — %1 nodes").arg(run.nodes);
    if (!run.calledBy.empty()) {
      QStringList callers;
      for (const std::string& c : run.calledBy) callers << qs(c);
      label += tr(", run by %1").arg(callers.join(QStringLiteral(", ")));
    }
    QAction* a = runsMenu_->addAction(label);
    a->setCheckable(true);
    a->setChecked(run.subgraph == g->subgraph);
    a->setData(qs(run.subgraph));
    group->addAction(a);
    connect(a, &QAction::triggered, this, [this, name = qs(run.subgraph)] { openSchedulerRun(name); });
  }
}

bool RunMenus::openSchedulerRun(const QString& subgraph) {
  const Graph* g = doc_->graph();
  if (!g || !doc_->result()) return false;
  const bool known = std::any_of(g->schedulerRuns.begin(), g->schedulerRuns.end(),
                                 [&](const SchedulerRunInfo& r) { return qs(r.subgraph) == subgraph; });
  if (!known) {
    emit statusMessage(tr("%1 is not a scheduler run of this graph").arg(subgraph.isEmpty() ? tr("The outer graph") : subgraph));
    return false;
  }
  if (qs(g->subgraph) == subgraph) return true;
  AnalysisRequest r = doc_->request();
  r.subgraph = subgraph;
  emit openRequested(r);
  return true;
}

void RunMenus::rebuildRanksMenu() {
  ranksMenu_->clear();
  const Graph* g = doc_->graph();
  const bool several = g && g->inductor.ranks.size() > 1 &&
                       !rankedGraphLocation(doc_->request().path.toStdString(), doc_->request().graphName.toStdString()).root.empty();
  ranksMenu_->setEnabled(several);
  if (!several) return;
  auto* group = new QActionGroup(ranksMenu_);
  for (int rank : g->inductor.ranks) {
    QAction* a = ranksMenu_->addAction(tr("Rank %1").arg(rank));
    a->setCheckable(true);
    a->setChecked(rank == g->inductor.rank);
    a->setData(rank);
    group->addAction(a);
    connect(a, &QAction::triggered, this, [this, rank] { openRank(rank); });
  }
}

bool RunMenus::openRank(int rank) {
  const Graph* g = doc_->graph();
  if (!g || !doc_->result()) return false;
  if (std::find(g->inductor.ranks.begin(), g->inductor.ranks.end(), rank) == g->inductor.ranks.end()) {
    emit statusMessage(tr("Rank %1 is not a rank of this run").arg(rank));
    return false;
  }
  if (rank == g->inductor.rank) return true;
  const RankedGraphLocation where =
      rankedGraphLocation(doc_->request().path.toStdString(), doc_->request().graphName.toStdString());
  if (where.root.empty()) {
    emit statusMessage(tr("This graph is not inside a run_*-pid_N folder: open the other rank's folder"));
    return false;
  }
  AnalysisRequest r = doc_->request();
  r.path = QString::fromStdString(where.root.string());
  r.graphName = qs(where.graphName);
  r.rank = rank;
  emit openRequested(r);
  return true;
}

}  // namespace fusescope::gui
