// The Decisions dock's model: one row per Trace decision, in evaluation order, plus a proxy that filters
// by text, by verdict ("rejected only") and by reason.
#pragma once

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include <memory>

#include "sched/trace.h"

namespace fusescope::gui {

class DecisionsModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Step, Round, Phase, Node1, Node2, Kind, Score, Verdict, Reason, ColumnCount };
  enum Roles { SortRole = Qt::UserRole + 1, VerdictRole, DecisionIndexRole, ReasonRole };

  explicit DecisionsModel(QObject* parent = nullptr);
  void setTrace(std::shared_ptr<const sched::Trace> trace);
  const sched::Trace* trace() const { return trace_.get(); }
  // Step k means decisions [0, k) are made; the row of decision k-1 is "current" (bold).
  void setCurrentStep(int step);

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

  static QString scoreText(const sched::FusionScore& s);

 private:
  std::shared_ptr<const sched::Trace> trace_;
  int current_ = -1;
};

class DecisionsFilterModel : public QSortFilterProxyModel {
  Q_OBJECT
 public:
  explicit DecisionsFilterModel(QObject* parent = nullptr);
  void setText(const QString& text);
  void setRejectedOnly(bool on);
  void setReason(const QString& reason);   // "" = any
  void setHideCandidates(bool on);         // hide the candidate-collection phase rows

 protected:
  bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

 private:
  QString text_, reason_;
  bool rejectedOnly_ = false, hideCandidates_ = false;
};

}  // namespace fusescope::gui
