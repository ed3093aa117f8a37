#include "decisions_dock.h"
#include "row_table.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <set>

#include "decisions_model.h"
#include "schedule_document.h"

namespace fusescope::gui {

DecisionsDock::DecisionsDock(ScheduleDocument* document, QWidget* parent) : QDockWidget(tr("Decisions"), parent) {
  setObjectName(QStringLiteral("decisions"));
  model_ = new DecisionsModel(this);
  proxy_ = new DecisionsFilterModel(this);
  proxy_->setSourceModel(model_);
  auto* dw = new QWidget(this);
  auto* dl = new QVBoxLayout(dw);
  dl->setContentsMargins(2, 2, 2, 2);
  auto* filters = new QHBoxLayout;
  auto* filterEdit = new QLineEdit(dw);
  filterEdit->setObjectName(QStringLiteral("decisionFilter"));
  filterEdit->setPlaceholderText(tr("Filter decisions (node, kind, verdict, reason)"));
  filterEdit->setClearButtonEnabled(true);
  connect(filterEdit, &QLineEdit::textChanged, this, [this](const QString& text) { filter([&] { proxy_->setText(text); }); });
  auto* rejected = new QCheckBox(tr("Rejected only"), dw);
  connect(rejected, &QCheckBox::toggled, this, [this](bool on) { filter([&] { proxy_->setRejectedOnly(on); }); });
  auto* hideCand = new QCheckBox(tr("Fuse phase only"), dw);
  hideCand->setObjectName(QStringLiteral("fusePhaseOnly"));
  hideCand->setToolTip(tr("List only the decisions of fuse_nodes_once (the sorted candidates, where fusions "
                          "happen), hiding the pairs evaluated while collecting candidates. A filter: stepping "
                          "still goes one decision at a time"));
  connect(hideCand, &QCheckBox::toggled, this, [this](bool on) { setFusePhaseOnly(on); });
  auto* disagreeOnly = new QCheckBox(tr("Disagrees with Inductor"), dw);
  disagreeOnly->setObjectName(QStringLiteral("disagreeOnly"));
  disagreeOnly->setToolTip(tr("Only the decisions whose verdict or reason differs from Inductor's fusion.log"));
  connect(disagreeOnly, &QCheckBox::toggled, this, [this](bool on) { filter([&] { proxy_->setDisagreementsOnly(on); }); });
  foldRepeats_ = new QCheckBox(tr("Fold repeats"), dw);
  foldRepeats_->setObjectName(QStringLiteral("foldRepeats"));
  foldRepeats_->setChecked(true);
  foldRepeats_->setToolTip(tr("fuse_nodes asks every pair again in each round: list a refusal repeated for the same "
                              "reason once, on its first row, whose Round column gives every round it was refused in. "
                              "Repeats that disagree with Inductor's log stay listed. A filter: stepping still goes "
                              "one decision at a time"));
  connect(foldRepeats_, &QCheckBox::toggled, this, [this](bool on) { filter([&] { proxy_->setFoldRepeats(on); }); });
  reasonFilter_ = new QComboBox(dw);
  reasonFilter_->setMinimumContentsLength(18);
  reasonFilter_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  reasonFilter_->addItem(tr("Any reason"), QString());
  connect(reasonFilter_, &QComboBox::currentIndexChanged, this,
          [this] { filter([&] { proxy_->setReason(reasonFilter_->currentData().toString()); }); });
  auto* why = new QPushButton(tr("Why not fused?"), dw);
  why->setToolTip(tr("Explain the verdict for the two selected nodes (click one, Ctrl+click the other)"));
  connect(why, &QPushButton::clicked, this, &DecisionsDock::whyRequested);
  // Two rows: the text and reason filters with the questions, then the switches. One row was wider than
  // the table beside the full-height Kernel dock on a laptop's screen.
  filters->addWidget(filterEdit, 2);
  filters->addWidget(reasonFilter_, 1);
  filters->addWidget(why);
  auto* switches = new QHBoxLayout;
  switches->addWidget(rejected);
  switches->addWidget(hideCand);
  switches->addWidget(disagreeOnly);
  switches->addWidget(foldRepeats_);
  switches->addStretch(1);
  auto* makeFuse = new QPushButton(tr("Make these fuse?"), dw);
  makeFuse->setObjectName(QStringLiteral("makeTheseFuse"));
  makeFuse->setToolTip(tr("Search the scheduler's knobs for settings under which the two selected nodes end up in "
                          "one kernel, with what that costs elsewhere (fusescope-cli whatif)"));
  connect(makeFuse, &QPushButton::clicked, this, &DecisionsDock::whatIfRequested);
  filters->addWidget(makeFuse);
  dl->addLayout(filters);
  dl->addLayout(switches);

  view_ = new QTableView(dw);
  view_->setModel(proxy_);
  view_->setSortingEnabled(true);
  view_->sortByColumn(DecisionsModel::Step, Qt::AscendingOrder);
  setUpRowTable(view_, view_->verticalHeader());
  view_->setAlternatingRowColors(true);
  view_->horizontalHeader()->setStretchLastSection(true);
  view_->setWordWrap(false);
  // Narrow enough that the Reason column is read beside the full-height Kernel dock at 1600x1000.
  const std::pair<int, int> widths[] = {{DecisionsModel::Step, 50},  {DecisionsModel::Round, 70},  {DecisionsModel::Phase, 66},
                                        {DecisionsModel::Node1, 115}, {DecisionsModel::Node2, 115}, {DecisionsModel::Kind, 64},
                                        {DecisionsModel::Score, 120}, {DecisionsModel::Verdict, 70}, {DecisionsModel::Inductor, 92}, {DecisionsModel::Cost, 115}};
  for (auto [column, width] : widths) view_->setColumnWidth(column, width);
  // A header click shows the top of the new order (the largest cost, the first refusal of a kind), not the
  // current decision wherever the sort moved it; the step's row is still marked.
  connect(view_->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, [this] { view_->scrollToTop(); });
  connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
    if (!filtering_) choose(current);   // a filter moving the current row is not the user
  });
  // A click on the row that is already current (nothing changes for the selection model) still goes there.
  // A click on a folded refusal's Round cell ("▸ 1-3 ×3") lists its repeats, another folds them again.
  connect(view_, &QAbstractItemView::clicked, this, [this](const QModelIndex& index) {
    const QPersistentModelIndex row(index);   // rows listed above it would move a plain index
    if (index.column() == DecisionsModel::Round) {
      const int decision = proxy_->mapToSource(index).row();
      filter([&] { proxy_->toggleRepeats(decision); });
    }
    choose(row);
  });
  dl->addWidget(view_, 1);

  noMatches_ = new QLabel(tr("No decisions match the filters."), view_->viewport());
  noMatches_->setObjectName(QStringLiteral("noMatches"));
  noMatches_->setAlignment(Qt::AlignCenter);
  noMatches_->setStyleSheet(QStringLiteral("color: gray; font-style: italic;"));
  noMatches_->hide();
  connect(proxy_, &QAbstractItemModel::modelReset, this, &DecisionsDock::updateNoMatches);
  connect(proxy_, &QAbstractItemModel::layoutChanged, this, &DecisionsDock::updateNoMatches);
  connect(proxy_, &QAbstractItemModel::rowsInserted, this, &DecisionsDock::updateNoMatches);
  connect(proxy_, &QAbstractItemModel::rowsRemoved, this, &DecisionsDock::updateNoMatches);
  setWidget(dw);
  if (!document) return;
  connect(document, &ScheduleDocument::resultChanged, this, [this, document] {
    if (const auto& r = document->result()) setTrace(r->trace, document->logged(), r->graph, document->sources());
  });
  connect(document, &ScheduleDocument::stepChanged, this, [this, document] { showCurrent(document->currentDecision()); });
  // The Cost column only while a profile measures the refusals: empty, it took the Reason column's room.
  view_->setColumnHidden(DecisionsModel::Cost, true);
  connect(document, &ScheduleDocument::profileChanged, this, [this, document] {
    model_->setProfile(document->profile());
    view_->setColumnHidden(DecisionsModel::Cost, !document->profile());
  });
}

void DecisionsDock::updateNoMatches() {
  // A schedule without a single candidate pair (a graph of extern kernels) says so instead of a blank table.
  const bool none = model_->trace() && model_->rowCount() == 0;
  noMatches_->setText(none ? tr("No fusion decisions: the scheduler found no pair of nodes to consider in this graph.")
                           : tr("No decisions match the filters."));
  noMatches_->setVisible(proxy_->rowCount() == 0 && (model_->rowCount() > 0 || none));
  noMatches_->resize(view_->viewport()->size());
}

void DecisionsDock::setTrace(std::shared_ptr<const sched::Trace> trace, std::shared_ptr<const analysis::LoggedVerdicts> logged,
                             std::shared_ptr<const Graph> graph, std::shared_ptr<const source::SourceMap> sources) {
  std::set<std::string> reasons;
  if (trace)
    for (const auto& d : trace->decisions)
      if (!d.reason.empty()) reasons.insert(d.reason);
  current_ = -1;
  // The # column fits the largest decision number with the sort arrow ("161…" at 7,005 nodes otherwise).
  const int count = trace ? static_cast<int>(trace->decisions.size()) : 0;
  view_->setColumnWidth(DecisionsModel::Step,
                        std::max(50, view_->fontMetrics().horizontalAdvance(QString::number(count).fill(QLatin1Char('8'))) + 30));
  model_->setTrace(std::move(trace), std::move(logged), std::move(graph), std::move(sources));
  const QString keep = reasonFilter_->currentData().toString();
  reasonFilter_->blockSignals(true);
  reasonFilter_->clear();
  reasonFilter_->addItem(tr("Any reason"), QString());
  for (const auto& s : reasons) reasonFilter_->addItem(QString::fromStdString(s), QString::fromStdString(s));
  const int idx = reasonFilter_->findData(keep);
  reasonFilter_->setCurrentIndex(idx < 0 ? 0 : idx);
  reasonFilter_->blockSignals(false);
  proxy_->setReason(reasonFilter_->currentData().toString());
  const int folded = model_->repeats().repeats;
  foldRepeats_->setText(folded > 0 ? tr("Fold repeats (%L1)").arg(folded) : tr("Fold repeats"));
}

void DecisionsDock::setFoldRepeats(bool on) {
  if (foldRepeats_->isChecked() != on) foldRepeats_->setChecked(on);
}

QModelIndex DecisionsDock::rowOf(int decision) const {
  if (decision < 0 || decision >= model_->rowCount()) return {};
  QModelIndex px = proxy_->mapFromSource(model_->index(decision, 0));
  if (!px.isValid() && proxy_->foldRepeats())
    px = proxy_->mapFromSource(model_->index(model_->repeats().firstOf[static_cast<size_t>(decision)], 0));
  return px;
}

void DecisionsDock::choose(const QModelIndex& proxyIndex) {
  if (!proxyIndex.isValid()) return;
  const QModelIndex src = proxy_->mapToSource(proxyIndex);
  if (!src.isValid() || src.row() == current_) return;
  userPicked_ = true;   // the row stays where it was clicked: no scrolling while the step follows
  emit decisionChosen(src.row());
  userPicked_ = false;
}

void DecisionsDock::filter(const std::function<void()>& change) {
  filtering_ = true;
  change();
  filtering_ = false;
  showCurrent(current_);   // re-mark the current row when it is still listed, unmark any other
}

void DecisionsDock::setFusePhaseOnly(bool on) {
  if (on == fusePhaseOnly_) return;
  fusePhaseOnly_ = on;
  if (auto* box = findChild<QCheckBox*>(QStringLiteral("fusePhaseOnly")); box && box->isChecked() != on) box->setChecked(on);
  filter([&] { proxy_->setHideCandidates(on); });
}

void DecisionsDock::showCurrent(int decision) {
  current_ = decision;
  model_->setCurrentStep(decision + 1);
  if (decision < 0) {
    // Step 0 (Home): no decision yet, so the table shows its start, not the last row it was left at.
    QSignalBlocker block(view_->selectionModel());
    view_->selectionModel()->clear();
    view_->scrollToTop();
    return;
  }
  const QModelIndex px = rowOf(decision);   // a folded repeat: its first refusal's row
  QSignalBlocker block(view_->selectionModel());
  if (!px.isValid()) {
    // The decision shown is filtered out: no other row may look like it (a filter leaves the view's
    // current row on a neighbour, which "Why not fused?" would not be asking about).
    view_->selectionModel()->clear();
    return;
  }
  view_->selectionModel()->setCurrentIndex(px, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
  // A row that left the view comes back in the middle, not at the edge: stepping on then leaves the
  // table still for half a page instead of scrolling it (a blit of the table) on every step.
  const QRect row = view_->visualRect(px);
  if (!userPicked_ && (row.top() < 0 || row.bottom() > view_->viewport()->height()))
    view_->scrollTo(px, QAbstractItemView::PositionAtCenter);
  view_->viewport()->update();
}

void DecisionsDock::centreOn(int decision) {
  if (decision < 0) return;
  const QModelIndex px = rowOf(decision);
  if (px.isValid()) view_->scrollTo(px, QAbstractItemView::PositionAtCenter);
}

}  // namespace fusescope::gui
