// The Decisions dock: every decision of the trace in a filterable table (text, rejected only, fuse phase
// only, disagrees with Inductor, reason) with Inductor's logged verdict beside FuseScope's. Filters only
// filter: they never move the step. A row the user picks is reported once (decisionChosen) and stays where
// it was clicked. Given the document, it follows it: a new result fills the table, a step marks the current
// decision (showCurrent), a profile fills the cost column.
#pragma once

#include <QDockWidget>

#include <functional>
#include <memory>

#include "analysis/logged_verdicts.h"
#include "graph/graph.h"
#include "sched/trace.h"
#include "source/source_map.h"

class QComboBox;
class QLabel;
class QCheckBox;
class QTableView;

namespace fusescope::gui {

class DecisionsFilterModel;
class DecisionsModel;
class ScheduleDocument;

class DecisionsDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit DecisionsDock(ScheduleDocument* document = nullptr, QWidget* parent = nullptr);

  // A new trace: rows, and the reason filter's choices (the chosen reason is kept while it still occurs).
  void setTrace(std::shared_ptr<const sched::Trace> trace, std::shared_ptr<const analysis::LoggedVerdicts> logged,
                std::shared_ptr<const Graph> graph, std::shared_ptr<const source::SourceMap> sources);
  // Marks `decision` (-1: none) as the current row; scrolls it into view unless the user just clicked it.
  void showCurrent(int decision);
  void centreOn(int decision);   // scrolls the row to the middle (after a load)
  void setFusePhaseOnly(bool on);
  bool fusePhaseOnly() const { return fusePhaseOnly_; }
  // "Fold repeats" (on by default): a refusal asked again in later rounds is one row with its rounds.
  void setFoldRepeats(bool on);

  DecisionsModel* model() const { return model_; }
  DecisionsFilterModel* proxy() const { return proxy_; }
  QTableView* view() const { return view_; }
  QLabel* noMatchesLabel() const { return noMatches_; }

 signals:
  void decisionChosen(int decision);   // the user picked this decision's row
  void whyRequested();                 // "Why not fused?"
  void whatIfRequested();              // "Make these fuse?"

 private:
  void filter(const std::function<void()>& change);
  void choose(const QModelIndex& proxyIndex);   // the user picked this row: go to its decision
  void updateNoMatches();
  // The row that stands for `decision`: its own, or with repeats folded its first refusal's; invalid when
  // a filter hides both.
  QModelIndex rowOf(int decision) const;

  DecisionsModel* model_;
  DecisionsFilterModel* proxy_;
  QTableView* view_ = nullptr;
  QComboBox* reasonFilter_ = nullptr;
  QCheckBox* foldRepeats_ = nullptr;
  QLabel* noMatches_ = nullptr;
  int current_ = -1;
  bool fusePhaseOnly_ = false;
  bool filtering_ = false;    // a filter is being applied: row changes are not the user's
  bool userPicked_ = false;   // the current change comes from a click in the table
};

}  // namespace fusescope::gui
