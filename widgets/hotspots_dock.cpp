#include "hotspots_dock.h"

#include <QFileInfo>
#include "row_table.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "analysis/block_overview.h"
#include "codegen/kernel_metrics.h"
#include "profile/block_time.h"
#include "profile/pair_cost.h"
#include "schedule_document.h"
#include "source/source_label.h"
#include "step_share_bar.h"

namespace fusescope::gui {

namespace {

enum Column { Rank, Kernel, Total, Share, Calls, Mean, Achieved, Estimate, Nodes, Source, ColumnCount };
constexpr int kKernelRole = Qt::UserRole + 1;
constexpr int kSortRole = Qt::UserRole + 2;

// Sorts by the number behind the text ("147.5 µs" by 147.5), not the text.
class NumberItem : public QTableWidgetItem {
 public:
  NumberItem(const QString& text, double key) : QTableWidgetItem(text) { setData(kSortRole, key); }
  bool operator<(const QTableWidgetItem& other) const override {
    return data(kSortRole).toDouble() < other.data(kSortRole).toDouble();
  }
};

QString q(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

HotspotsDock::HotspotsDock(ScheduleDocument* document, QWidget* parent) : QDockWidget(tr("Hotspots"), parent), doc_(document) {
  setObjectName(QStringLiteral("hotspots"));
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(2, 2, 2, 2);
  summary_ = new QLabel(body);
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  stepBar_ = new StepShareBar(body);
  stepText_ = new QLabel(body);
  stepText_->setWordWrap(true);
  stepText_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  table_ = new QTableWidget(0, ColumnCount, body);
  table_->setHorizontalHeaderLabels({tr("#"), tr("Kernel"), tr("Total"), tr("Share"), tr("Calls"), tr("Mean"), tr("Achieved"),
                                     tr("Inductor's estimate"), tr("Nodes"), tr("Source")});
  setUpRowTable(table_, table_->verticalHeader());
  table_->setSortingEnabled(true);
  table_->horizontalHeader()->setSectionResizeMode(Kernel, QHeaderView::Interactive);
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->setToolTip(tr("Kernels of this graph by measured GPU time; click one to go to its nodes"));
  // Fix first: the refusals that cost the most, with the two questions to ask of each.
  auto* fixBody = new QWidget(body);
  auto* fixLayout = new QVBoxLayout(fixBody);
  fixLayout->setContentsMargins(0, 0, 0, 0);
  fixFirst_ = new QTableWidget(0, 4, fixBody);
  fixFirst_->setObjectName(QStringLiteral("fixFirst"));
  fixFirst_->setHorizontalHeaderLabels({tr("Saves a step"), tr("Decision"), tr("Pair"), tr("Reason")});
  setUpRowTable(fixFirst_, fixFirst_->verticalHeader());
  fixFirst_->horizontalHeader()->setStretchLastSection(true);
  fixFirst_->setToolTip(tr("Refusals between measured kernels, by what one kernel would save a step (the bytes the two "
                           "move that one would not, at the bandwidth they achieved); click one to go to its decision"));
  fixLayout->addWidget(fixFirst_, 1);
  blocks_ = new QTableWidget(0, 4, body);
  blocks_->setObjectName(QStringLiteral("blockTimes"));
  blocks_->setHorizontalHeaderLabels({tr("Block"), tr("A step"), tr("Share"), tr("Kernels")});
  setUpRowTable(blocks_, blocks_->verticalHeader());
  blocks_->horizontalHeader()->setStretchLastSection(true);
  blocks_->setToolTip(tr("The graph's measured time by block of the model, a step: each kernel counted in the block "
                         "holding most of its nodes; click one to go to its nodes"));
  tabs_ = new QTabWidget(body);
  tabs_->addTab(table_, tr("Kernels"));
  tabs_->addTab(fixBody, tr("Fix first"));
  tabs_->addTab(blocks_, tr("Blocks"));
  // The two questions sit beside the tabs (a row of their own would make the dock, and so the window, taller).
  auto* corner = new QWidget(tabs_);
  auto* buttons = new QHBoxLayout(corner);
  buttons->setContentsMargins(0, 0, 0, 0);
  why_ = new QPushButton(tr("Why not fused?"), corner);
  whatIf_ = new QPushButton(tr("Make these fuse?"), corner);
  why_->setToolTip(tr("Why the Fix-first row's pair was not fused"));
  whatIf_->setToolTip(tr("Knob settings that put the Fix-first row's pair in one kernel"));
  buttons->addWidget(why_);
  buttons->addWidget(whatIf_);
  tabs_->setCornerWidget(corner, Qt::TopRightCorner);
  auto currentDecision = [this] { return decisionOfFixRow(fixFirst_->currentRow()); };
  connect(fixFirst_, &QTableWidget::cellClicked, this, [this](int row, int) {
    if (const int d = decisionOfFixRow(row); d >= 0) emit refusalChosen(d);
  });
  connect(why_, &QPushButton::clicked, this, [this, currentDecision] {
    if (const int d = currentDecision(); d >= 0) emit whyRequested(d);
  });
  connect(whatIf_, &QPushButton::clicked, this, [this, currentDecision] {
    if (const int d = currentDecision(); d >= 0) emit whatIfRequested(d);
  });
  // What the trace holds beyond this graph's kernels, and where the step count comes from: a tab of its own,
  // so that beside the full-height Kernel dock the tables keep their rows.
  footer_ = new QLabel;
  footer_->setWordWrap(true);
  footer_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  footer_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  footer_->setMargin(4);
  auto* notes = new QScrollArea(body);
  notes->setWidget(footer_);
  notes->setWidgetResizable(true);
  notes->setFrameShape(QFrame::NoFrame);
  tabs_->addTab(notes, tr("Notes"));
  layout->addWidget(summary_);
  layout->addWidget(stepBar_);
  layout->addWidget(stepText_);
  layout->addWidget(tabs_, 1);
  setWidget(body);
  connect(table_, &QTableWidget::cellClicked, this, [this](int row, int) {
    const int k = kernelOfRow(row);
    const auto& m = doc_->profile();
    if (!m || k < 0) return;
    emit kernelChosen(m->kernelNodes[static_cast<size_t>(k)]);
  });
  connect(blocks_, &QTableWidget::cellClicked, this, [this](int row, int) {
    const QTableWidgetItem* item = blocks_->item(row, 0);
    const auto overview = doc_->blocks();
    if (!item || !overview) return;
    const int b = item->data(kKernelRole).toInt();
    if (b >= 0 && static_cast<size_t>(b) < overview->blocks.size()) emit kernelChosen(overview->blocks[static_cast<size_t>(b)].nodes);
  });
  connect(doc_, &ScheduleDocument::profileChanged, this, [this] { rebuild(); });
  connect(doc_, &ScheduleDocument::resultChanged, this, [this] {
    rebuildFixFirst();   // a re-run refuses other pairs
    rebuildBlocks();     // and its blocks may be named from other kernels
  });
  connect(doc_, &ScheduleDocument::selectionChanged, this, [this] { markSelection(); });
  rebuild();
}

QString HotspotsDock::summary() const { return summary_->text(); }

QString HotspotsDock::stepText() const { return stepText_->text(); }

int HotspotsDock::kernelOfRow(int row) const {
  const QTableWidgetItem* item = row >= 0 && row < table_->rowCount() ? table_->item(row, Rank) : nullptr;
  return item ? item->data(kKernelRole).toInt() : -1;
}

void HotspotsDock::rebuild() {
  table_->setSortingEnabled(false);
  table_->setRowCount(0);
  const auto& m = doc_->profile();
  if (!m) {
    summary_->setText(doc_->profileTrace().isEmpty()
                          ? tr("No profile. File → Open Profile… lays a torch.profiler trace of this run over the graph: "
                               "where the GPU time goes, kernel by kernel.")
                      : !doc_->profileError().isEmpty()
                          ? tr("%1 could not be laid over this graph: %2")
                                .arg(QFileInfo(doc_->profileTrace()).fileName(), doc_->profileError())
                          : tr("Measuring %1 …").arg(doc_->profileTrace()));
    footer_->clear();
    stepBar_->hide();
    stepText_->clear();
    stepText_->hide();
    rebuildFixFirst();
    rebuildBlocks();
    return;
  }
  stepBar_->setBreakdown(m->step);
  stepBar_->show();
  stepText_->setText(tr("The whole step: %1").arg(q(m->step.text())));
  stepText_->show();
  summary_->setText(tr("%1 — %2").arg(q(std::filesystem::path(m->traceFile).filename().string()), q(m->summary())));
  const source::SourceMap* sources = doc_->sources().get();
  const Graph* g = doc_->graph();
  table_->setRowCount(static_cast<int>(m->kernels.size()));
  for (size_t i = 0; i < m->kernels.size(); ++i) {
    const auto& k = m->kernels[i];
    const int row = static_cast<int>(i);
    auto* rank = new NumberItem(QString::number(row + 1), row);
    rank->setData(kKernelRole, row);
    table_->setItem(row, Rank, rank);
    auto* name = new QTableWidgetItem(q(k.name));
    name->setToolTip(tr("%1\noutput_code.py line %2").arg(q(k.name)).arg(k.line));
    table_->setItem(row, Kernel, name);
    table_->setItem(row, Total, new NumberItem(q(codegen::durationText(k.totalUs)), k.totalUs));
    table_->setItem(row, Share, new NumberItem(QStringLiteral("%1%").arg(100.0 * k.shareOfGpu, 0, 'f', 1), k.shareOfGpu));
    table_->setItem(row, Calls, new NumberItem(QString::number(k.calls), k.calls));
    table_->setItem(row, Mean, new NumberItem(q(codegen::durationText(k.meanUs)), k.meanUs));
    const double fraction = k.computeFraction ? *k.computeFraction : k.bandwidthFraction.value_or(-1.0);
    table_->setItem(row, Achieved, new NumberItem(q(profile::rooflineText(k)), fraction));
    const bool estimated = !k.estimateModel.empty() && k.estimateModel != "none";
    table_->setItem(row, Estimate, new NumberItem(estimated ? q(codegen::durationText(k.estimateUs)) : tr("none"), estimated ? k.estimateUs : -1));
    QStringList nodes;
    for (NodeId n : m->kernelNodes[i])
      if (g && n >= 0 && static_cast<size_t>(n) < g->nodes.size()) nodes << q(g->nodes[static_cast<size_t>(n)].name);
    auto* nodesItem = new QTableWidgetItem(nodes.size() > 6 ? nodes.mid(0, 6).join(QLatin1Char(' ')) + tr(" (+%1)").arg(nodes.size() - 6)
                                                             : nodes.join(QLatin1Char(' ')));
    nodesItem->setToolTip(nodes.join(QLatin1Char(' ')));
    table_->setItem(row, Nodes, nodesItem);
    QString where;
    if (sources && !m->kernelNodes[i].empty()) {
      const source::NodeSource src = sources->kernel(m->kernelNodes[i]);
      if (!src.locations.empty()) {
        where = q(source::shortLocation(src.locations.front().value));
        auto* item = new QTableWidgetItem(where);
        item->setToolTip(q(source::locationText(src.locations.front().value)));
        table_->setItem(row, Source, item);
      }
    }
    if (where.isEmpty()) table_->setItem(row, Source, new QTableWidgetItem(m->kernelNodes[i].empty() ? tr("no node linked") : QString()));
  }
  table_->setSortingEnabled(true);
  table_->sortByColumn(Total, Qt::DescendingOrder);
  table_->resizeColumnsToContents();
  table_->setColumnWidth(Kernel, std::min(table_->columnWidth(Kernel), 320));
  QStringList foot;
  double left = 0;
  for (const auto& u : m->unattributed) left += u.totalUs;
  if (!m->unattributed.empty())
    foot << tr("Not attributed to a kernel of this run: %1 in %2 kernel name(s); the largest, %3: %4")
                .arg(q(codegen::durationText(left)))
                .arg(m->unattributed.size())
                .arg(q(m->unattributed.front().name.substr(0, 60)), q(m->unattributed.front().why));
  for (const auto& n : m->notes) foot << q(n);
  if (!m->stepsEvidence.empty()) foot << tr("Steps: %1").arg(q(m->stepsEvidence));
  footer_->setText(foot.join(QLatin1Char('\n')));
  markSelection();
  table_->scrollToTop();   // a new measurement opens at the hottest kernels; a selection then scrolls to its own
  rebuildFixFirst();
  rebuildBlocks();
}

int HotspotsDock::decisionOfFixRow(int row) const {
  const QTableWidgetItem* item = row >= 0 && row < fixFirst_->rowCount() ? fixFirst_->item(row, 1) : nullptr;
  return item ? item->data(kKernelRole).toInt() : -1;
}

void HotspotsDock::rebuildBlocks() {
  blocks_->setRowCount(0);
  const auto& m = doc_->profile();
  const auto overview = doc_->blocks();
  tabs_->setTabText(2, tr("Blocks"));
  if (!m || !overview || m->calls == 0 || overview->blocks.size() < 2) return;
  const std::vector<profile::BlockTime> times = profile::blockTimes(*m, overview->blockOfNode);
  blocks_->setRowCount(static_cast<int>(times.size()));
  for (size_t i = 0; i < times.size(); ++i) {
    const profile::BlockTime& t = times[i];
    const int row = static_cast<int>(i);
    auto* name = new QTableWidgetItem(q(analysis::blockTitle(overview->blocks[static_cast<size_t>(t.block)])));
    name->setData(kKernelRole, t.block);
    blocks_->setItem(row, 0, name);
    blocks_->setItem(row, 1, new QTableWidgetItem(q(codegen::durationText(t.usPerStep))));
    blocks_->setItem(row, 2, new QTableWidgetItem(QStringLiteral("%1%").arg(100.0 * t.share, 0, 'f', 1)));
    blocks_->setItem(row, 3, new QTableWidgetItem(QString::number(t.kernels)));
  }
  blocks_->resizeColumnsToContents();
  tabs_->setTabText(2, tr("Blocks (%1)").arg(times.size()));
}

void HotspotsDock::rebuildFixFirst() {
  fixFirst_->setRowCount(0);
  const auto& m = doc_->profile();
  const Graph* g = doc_->graph();
  const sched::Trace* t = doc_->trace();
  why_->setEnabled(false);
  whatIf_->setEnabled(false);
  if (!m || !g || !t || m->calls == 0) return;
  // The same list `fusescope-cli profile` ends with, for this graph (core's costlyRefusals: one per set of
  // kernels kept apart, so a pair refused in every round is one row).
  std::vector<profile::CostlyRefusal> costly = profile::costlyRefusals(*m, *g, *t);
  std::erase_if(costly, [](const profile::CostlyRefusal& r) { return !r.cost.savingUs || *r.cost.savingUs <= 0; });
  fixFirst_->setRowCount(static_cast<int>(costly.size()));
  for (size_t i = 0; i < costly.size(); ++i) {
    const auto& r = costly[i];
    const int row = static_cast<int>(i);
    auto* saving = new QTableWidgetItem(q(codegen::durationText(*r.cost.savingUs)));
    saving->setToolTip(q(r.cost.text()));
    fixFirst_->setItem(row, 0, saving);
    auto* decision = new QTableWidgetItem(QString::number(r.decision + 1));
    decision->setData(kKernelRole, r.decision);
    fixFirst_->setItem(row, 1, decision);
    fixFirst_->setItem(row, 2, new QTableWidgetItem(q(r.node1 + " + " + r.node2)));
    fixFirst_->setItem(row, 3, new QTableWidgetItem(q(r.reason)));
  }
  fixFirst_->resizeColumnsToContents();
  why_->setEnabled(!costly.empty());
  whatIf_->setEnabled(!costly.empty());
  if (!costly.empty()) fixFirst_->setCurrentCell(0, 0);
  tabs_->setTabText(1, tr("Fix first (%1)").arg(costly.size()));
}

void HotspotsDock::markSelection() {
  const auto& m = doc_->profile();
  if (!m) return;
  const profile::MeasuredKernel* k = m->kernelOf(doc_->selected());
  if (!k) return;
  const int want = static_cast<int>(k - m->kernels.data());
  for (int row = 0; row < table_->rowCount(); ++row)
    if (kernelOfRow(row) == want) {
      const QSignalBlocker block(table_);
      table_->selectRow(row);
      table_->scrollToItem(table_->item(row, Rank));
      return;
    }
}

}  // namespace fusescope::gui
