// The Decisions dock's model: one row per Trace decision, in evaluation order, plus a proxy that filters
// by text, by verdict ("rejected only") and by reason, and folds a refusal repeated in later rounds into its
// first row (core's analysis/refusal_repeats.h; that row's Round says every round it was refused in).
#pragma once

#include <QAbstractTableModel>
#include <QSet>
#include <QSortFilterProxyModel>

#include <memory>

#include <optional>
#include <vector>

#include "analysis/logged_verdicts.h"
#include "analysis/refusal_repeats.h"
#include "profile/pair_cost.h"
#include "graph/graph.h"
#include "source/source_map.h"
#include "sched/trace.h"

namespace fusescope::gui {

// Inductor's logged verdict on `decision` beside FuseScope's: "agrees", "✗ refused: …", "✗ no line in
// fusion.log", or "" where the log says nothing. The Inductor column and the step's status line both show it.
QString inductorVerdictText(const analysis::LoggedVerdicts* logged, const Graph* graph, int decision);

class DecisionsModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  // Inductor: what fusion.log says about the same pair (analysis/logged_verdicts.h), marked where it
  // disagrees with FuseScope's verdict.
  // Cost: a refusal's measured cost once a profile is open (core's profile::measuredPairCost).
  enum Column { Step, Round, Phase, Node1, Node2, Kind, Score, Verdict, Inductor, Cost, Reason, ColumnCount };
  enum Roles { SortRole = Qt::UserRole + 1, VerdictRole, DecisionIndexRole, ReasonRole, DisagreesRole, RepeatOfRole };

  explicit DecisionsModel(QObject* parent = nullptr);
  // `logged` and `graph` may be null (no comparison with Inductor's log).
  void setTrace(std::shared_ptr<const sched::Trace> trace, std::shared_ptr<const analysis::LoggedVerdicts> logged = {},
                std::shared_ptr<const Graph> graph = {}, std::shared_ptr<const source::SourceMap> sources = {});
  // "agrees", "✗ refused: no shared data", "✗ no line in fusion.log", "" (not logged) for decision `row`.
  QString inductorText(int row) const;
  const sched::Trace* trace() const { return trace_.get(); }
  // The refusals repeated in later rounds (empty with no trace).
  const analysis::RefusalRepeats& repeats() const { return repeats_; }
  // Step k means decisions [0, k) are made; the row of decision k-1 is "current" (bold).
  void setCurrentStep(int step);

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

  static QString scoreText(const sched::FusionScore& s);
  // The measured time the Cost column reads (null: no profile; the column stays empty).
  void setProfile(std::shared_ptr<const profile::GraphMeasurement> measurement);
  // Decision `row`'s refusal cost, computed once per row; none for fusions, unmeasured or later-fused pairs.
  const std::optional<profile::PairCost>& costOf(int row) const;

 private:
  std::shared_ptr<const sched::Trace> trace_;
  std::shared_ptr<const analysis::LoggedVerdicts> logged_;
  std::shared_ptr<const Graph> graph_;
  std::shared_ptr<const source::SourceMap> sources_;   // node names' tooltips say where in the user's code
  analysis::RefusalRepeats repeats_;
  int current_ = -1;
  std::shared_ptr<const profile::GraphMeasurement> profile_;
  mutable std::vector<std::optional<std::optional<profile::PairCost>>> costs_;   // per row: not computed / computed
};

class DecisionsFilterModel : public QSortFilterProxyModel {
  Q_OBJECT
 public:
  explicit DecisionsFilterModel(QObject* parent = nullptr);
  void setText(const QString& text);
  void setRejectedOnly(bool on);
  void setReason(const QString& reason);   // "" = any
  void setHideCandidates(bool on);         // hide the candidate-collection phase rows
  void setDisagreementsOnly(bool on);      // only rows whose verdict differs from Inductor's log
  // A refusal repeated in a later round is listed once, on its first row (a repeat that disagrees with
  // Inductor's log stays listed).
  void setFoldRepeats(bool on);
  bool foldRepeats() const { return foldRepeats_; }
  // A folded refusal's row opened (its repeats listed in their places) or closed again; false for a row
  // with no repeats. The Round cell says which: "▸ 1-3 ×3" closed, "▾ 1-3 ×3" open.
  bool toggleRepeats(int firstDecision);
  bool repeatsOpen(int firstDecision) const { return open_.contains(firstDecision); }
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

 protected:
  bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

 private:
  QString text_, reason_;
  bool rejectedOnly_ = false, hideCandidates_ = false, disagreementsOnly_ = false, foldRepeats_ = true;
  QSet<int> open_;   // first decisions whose repeats are listed though folding is on
};

}  // namespace fusescope::gui
