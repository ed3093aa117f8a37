#include "decisions_model.h"

#include "codegen/kernel_metrics.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include "source/source_label.h"
#include "theme.h"

namespace fusescope::gui {

DecisionsModel::DecisionsModel(QObject* parent) : QAbstractTableModel(parent) {}

void DecisionsModel::setTrace(std::shared_ptr<const sched::Trace> trace, std::shared_ptr<const analysis::LoggedVerdicts> logged,
                              std::shared_ptr<const Graph> graph, std::shared_ptr<const source::SourceMap> sources) {
  beginResetModel();
  sources_ = graph && sources && sources->nodes.size() == graph->nodes.size() ? std::move(sources) : nullptr;
  trace_ = std::move(trace);
  logged_ = std::move(logged);
  graph_ = std::move(graph);
  costs_.clear();
  repeats_ = trace_ ? analysis::findRefusalRepeats(*trace_) : analysis::RefusalRepeats{};
  if (logged_ && trace_ && logged_->perDecision.size() != trace_->decisions.size()) logged_.reset();
  current_ = -1;
  endResetModel();
}

QString inductorVerdictText(const analysis::LoggedVerdicts* logged, const Graph* graph, int decision) {
  if (!logged || !graph || decision < 0 || static_cast<size_t>(decision) >= logged->perDecision.size()) return {};
  const analysis::LoggedVerdict& v = logged->perDecision[static_cast<size_t>(decision)];
  auto line = [&]() -> QString {
    const RecordedDecision& r = graph->inductor.decisions[static_cast<size_t>(v.recorded)];
    return r.fused ? DecisionsModel::tr("fused") : DecisionsModel::tr("refused: %1").arg(QString::fromStdString(r.reason));
  };
  switch (v.agreement) {
    case analysis::LogAgreement::NoLog:
    case analysis::LogAgreement::NotLogged: return {};
    case analysis::LogAgreement::Agrees: return DecisionsModel::tr("agrees");
    case analysis::LogAgreement::Differs: return QStringLiteral("✗ ") + line();
    case analysis::LogAgreement::Missing: return DecisionsModel::tr("✗ no line in fusion.log");
  }
  return {};
}

QString DecisionsModel::inductorText(int row) const { return inductorVerdictText(logged_.get(), graph_.get(), row); }

void DecisionsModel::setCurrentStep(int step) {
  const int old = current_;
  current_ = step - 1;
  if (old == current_ || !trace_) return;
  const int n = rowCount();
  if (old >= 0 && old < n) emit dataChanged(index(old, 0), index(old, ColumnCount - 1), {Qt::FontRole});
  if (current_ >= 0 && current_ < n) emit dataChanged(index(current_, 0), index(current_, ColumnCount - 1), {Qt::FontRole});
}

int DecisionsModel::rowCount(const QModelIndex& parent) const {
  if (parent.isValid() || !trace_) return 0;
  return static_cast<int>(trace_->decisions.size());
}

int DecisionsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString DecisionsModel::scoreText(const sched::FusionScore& s) {
  return QString::fromStdString(sched::scoreTuple(s));
}

void DecisionsModel::setProfile(std::shared_ptr<const profile::GraphMeasurement> measurement) {
  profile_ = std::move(measurement);
  costs_.clear();
  if (rowCount() > 0) emit dataChanged(index(0, Cost), index(rowCount() - 1, Cost));
}

const std::optional<profile::PairCost>& DecisionsModel::costOf(int row) const {
  static const std::optional<profile::PairCost> none;
  if (!profile_ || !trace_ || !graph_ || row < 0 || row >= rowCount()) return none;
  if (costs_.size() != static_cast<size_t>(rowCount())) costs_.assign(static_cast<size_t>(rowCount()), std::nullopt);
  auto& slot = costs_[static_cast<size_t>(row)];
  if (!slot) {
    const auto& d = trace_->decisions[static_cast<size_t>(row)];
    std::optional<profile::PairCost> cost;
    if (d.verdict == sched::Verdict::Rejected && d.node1 >= 0 && d.node2 >= 0 && static_cast<size_t>(d.node1) < trace_->nodes.size() &&
        static_cast<size_t>(d.node2) < trace_->nodes.size())
      cost = profile::measuredPairCost(*profile_, *graph_, trace_->node(d.node1).members, trace_->node(d.node2).members);
    slot = std::move(cost);
  }
  return *slot;
}

QVariant DecisionsModel::data(const QModelIndex& index, int role) const {
  if (!trace_ || !index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount) return {};
  const auto& d = trace_->decisions[static_cast<size_t>(index.row())];
  auto nodeName = [&](sched::SchedNodeId id) {
    return id >= 0 && static_cast<size_t>(id) < trace_->nodes.size() ? QString::fromStdString(trace_->name(id)) : QString();
  };
  switch (role) {
    case Qt::DisplayRole:
      switch (index.column()) {
        case Step: return index.row() + 1;
        case Round:
          // A refusal asked again in later rounds: its rounds and how often (the repeats fold into this row).
          if (!repeats_.repeatsOf[static_cast<size_t>(index.row())].empty())
            return QStringLiteral("%1 ×%2")
                .arg(QString::fromStdString(repeats_.roundsText(*trace_, index.row())))
                .arg(repeats_.repeatsOf[static_cast<size_t>(index.row())].size());
          return d.round;
        case Phase: return QString::fromLatin1(sched::toString(d.phase));
        case Node1: return nodeName(d.node1);
        case Node2: return nodeName(d.node2);
        case Kind: return QString::fromLatin1(sched::toString(d.kind));
        case Score: return scoreText(d.score);
        case Verdict:
          // Decisions resting on an assumption or on fusion.log's recorded outcome say so.
          return d.basis == sched::DecisionBasis::Ported
                     ? QString::fromLatin1(sched::toString(d.verdict))
                     : QStringLiteral("%1 (%2)").arg(QString::fromLatin1(sched::toString(d.verdict)),
                                                    QString::fromLatin1(sched::toString(d.basis)));
        case Inductor: return inductorText(index.row());
        case Cost: {
          const auto& c = costOf(index.row());
          if (!c) return {};
          return c->savingUs ? QStringLiteral("≈ %1").arg(QString::fromStdString(codegen::durationText(*c->savingUs)))
                             : QString::fromStdString(codegen::durationText(c->timeUs));
        }
        case Reason: return QString::fromStdString(d.reason);
      }
      return {};
    case SortRole:
      switch (index.column()) {
        case Step: return index.row();
        case Round: return d.round;
        case Score: return static_cast<qlonglong>(d.score.memory);
        case Cost: {
          const auto& c = costOf(index.row());
          return c ? (c->savingUs ? *c->savingUs : 0.0) : -1.0;
        }
        default: return data(index, Qt::DisplayRole);
      }
    case RepeatOfRole: return repeats_.firstOf[static_cast<size_t>(index.row())];
    case Qt::ToolTipRole:
      if (index.column() == Round && !repeats_.repeatsOf[static_cast<size_t>(index.row())].empty())
        return tr("Refused %1 times for the same reason, in rounds %2: fuse_nodes asks every pair again each round. "
                  "The later rows are folded into this one: click here to list them, or untick Fold repeats.")
            .arg(repeats_.repeatsOf[static_cast<size_t>(index.row())].size())
            .arg(QString::fromStdString(repeats_.roundsText(*trace_, index.row())));
      if (index.column() == Reason || index.column() == Verdict)
        return d.reason.empty() ? QString::fromLatin1(sched::toString(d.verdict)) : QString::fromStdString(d.reason);
      if (index.column() == Node1 || index.column() == Node2) {
        const sched::SchedNodeId id = index.column() == Node1 ? d.node1 : d.node2;
        QString tip = nodeName(id);
        if (sources_ && id >= 0 && static_cast<size_t>(id) < trace_->nodes.size())
          for (const auto& line : source::locationTexts(sources_->kernel(trace_->node(id).members)))
            tip += QStringLiteral("\n") + QString::fromStdString(line);
        return tip;
      }
      if (index.column() == Score) return QString::fromStdString(sched::describe(d.score));
      if (index.column() == Cost) {
        const auto& c = costOf(index.row());
        if (!c) return profile_ ? tr("No measured cost: a fusion, or the two nodes ended in one kernel, or a kernel the trace does not time")
                                : tr("Open a profile (File → Open Profile…) for what this refusal costs in measured time");
        return tr("Kept apart: %1.\nThe saving is an estimate: the bytes one kernel would not move, at the bandwidth the "
                  "kernels achieved in the trace.").arg(QString::fromStdString(c->text()));
      }
      if (index.column() == Verdict && d.note >= 0 && static_cast<size_t>(d.note) < trace_->notes.size())
        return QString::fromStdString(trace_->notes[static_cast<size_t>(d.note)]);
      if (index.column() == Inductor) {
        const QString t = inductorText(index.row());
        return t.isEmpty() ? tr("Inductor logs no line for this kind of decision (accepted candidates, combo kernels)") : t;
      }
      return {};
    case Qt::ForegroundRole:
      if (index.column() == Verdict) {
        if (d.verdict == sched::Verdict::Fused) return QBrush(verdictColour(true));
        if (d.verdict == sched::Verdict::Rejected) return QBrush(verdictColour(false));
      }
      if (index.column() == Inductor && data(index, DisagreesRole).toBool()) return QBrush(verdictColour(false));
      return {};
    case Qt::BackgroundRole:
      if (data(index, DisagreesRole).toBool()) return QBrush(QColor(0xe0, 0x40, 0x40, 40));
      return {};
    case DisagreesRole:
      return logged_ && logged_->perDecision[static_cast<size_t>(index.row())].disagrees();
    case Qt::FontRole:
      if (index.row() == current_) {
        QFont f;
        f.setBold(true);
        return f;
      }
      return {};
    case Qt::TextAlignmentRole:
      if (index.column() == Step || index.column() == Round) return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
      return {};
    case VerdictRole: return static_cast<int>(d.verdict);
    case DecisionIndexRole: return index.row();
    case ReasonRole: return QString::fromStdString(d.reason);
    default: return {};
  }
}

QVariant DecisionsModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Cost)
    return tr("What a refusal costs in the profile (File → Open Profile…): an estimate of the time a step one kernel "
              "would save over the measured kernels it kept apart. Sort by it to find the refusals that matter.");
  if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Score)
    return tr("Inductor's score_fusion tuple (template first, same kind, shared bytes, proximity); candidates are "
              "tried from the highest down. Hover a cell for it in words.");
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
  switch (section) {
    case Step: return tr("#");
    case Round: return tr("Round");
    case Phase: return tr("Phase");
    case Node1: return tr("Node 1");
    case Node2: return tr("Node 2");
    case Kind: return tr("Kind");
    case Score: return tr("Score");
    case Verdict: return tr("Verdict");
    case Inductor: return tr("Inductor's log");
    case Cost: return tr("Cost (measured)");
    case Reason: return tr("Reason");
  }
  return {};
}

DecisionsFilterModel::DecisionsFilterModel(QObject* parent) : QSortFilterProxyModel(parent) {
  setSortRole(DecisionsModel::SortRole);
}

void DecisionsFilterModel::setText(const QString& text) {
  text_ = text.trimmed();
  invalidateFilter();
}
void DecisionsFilterModel::setRejectedOnly(bool on) {
  rejectedOnly_ = on;
  invalidateFilter();
}
void DecisionsFilterModel::setReason(const QString& reason) {
  reason_ = reason;
  invalidateFilter();
}
void DecisionsFilterModel::setHideCandidates(bool on) {
  hideCandidates_ = on;
  invalidateFilter();
}
void DecisionsFilterModel::setFoldRepeats(bool on) {
  foldRepeats_ = on;
  open_.clear();
  invalidateFilter();
}

bool DecisionsFilterModel::toggleRepeats(int firstDecision) {
  const auto* m = qobject_cast<const DecisionsModel*>(sourceModel());
  if (!m || !foldRepeats_ || firstDecision < 0 || firstDecision >= m->rowCount() ||
      m->repeats().repeatsOf[static_cast<size_t>(firstDecision)].empty())
    return false;
  if (!open_.remove(firstDecision)) open_.insert(firstDecision);
  invalidateFilter();
  const QModelIndex cell = mapFromSource(m->index(firstDecision, DecisionsModel::Round));
  if (cell.isValid()) emit dataChanged(cell, cell, {Qt::DisplayRole});
  return true;
}

QVariant DecisionsFilterModel::data(const QModelIndex& index, int role) const {
  QVariant v = QSortFilterProxyModel::data(index, role);
  if (role != Qt::DisplayRole || index.column() != DecisionsModel::Round || !foldRepeats_) return v;
  const auto* m = qobject_cast<const DecisionsModel*>(sourceModel());
  const int row = mapToSource(index).row();
  if (!m || row < 0 || m->repeats().repeatsOf[static_cast<size_t>(row)].empty()) return v;
  return (open_.contains(row) ? QStringLiteral("▾ ") : QStringLiteral("▸ ")) + v.toString();
}
void DecisionsFilterModel::setDisagreementsOnly(bool on) {
  disagreementsOnly_ = on;
  invalidateFilter();
}

bool DecisionsFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
  const QAbstractItemModel* m = sourceModel();
  if (!m) return false;
  const QModelIndex first = m->index(sourceRow, 0, sourceParent);
  if (rejectedOnly_ && m->data(first, DecisionsModel::VerdictRole).toInt() != static_cast<int>(sched::Verdict::Rejected))
    return false;
  if (hideCandidates_ &&
      m->data(m->index(sourceRow, DecisionsModel::Phase, sourceParent)).toString() == QLatin1String("candidate"))
    return false;
  if (!reason_.isEmpty() && m->data(first, DecisionsModel::ReasonRole).toString() != reason_) return false;
  const bool disagrees = m->data(first, DecisionsModel::DisagreesRole).toBool();
  if (disagreementsOnly_ && !disagrees) return false;
  if (const int firstOf = m->data(first, DecisionsModel::RepeatOfRole).toInt();
      foldRepeats_ && !disagrees && firstOf != sourceRow && !open_.contains(firstOf))
    return false;
  if (text_.isEmpty()) return true;
  for (int c : {DecisionsModel::Node1, DecisionsModel::Node2, DecisionsModel::Kind, DecisionsModel::Verdict,
                DecisionsModel::Reason, DecisionsModel::Phase, DecisionsModel::Inductor})
    if (m->data(m->index(sourceRow, c, sourceParent)).toString().contains(text_, Qt::CaseInsensitive)) return true;
  return false;
}

}  // namespace fusescope::gui
