#include "sequence_dock.h"
#include "row_table.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "schedule_document.h"

namespace fusescope::gui {

namespace {

enum Column { Position, FuseScope, Inductor, Round, ColumnCount };

QString pairText(const analysis::SequenceSide& s) {
  return s.present ? QStringLiteral("%1 + %2").arg(QString::fromStdString(s.node1), QString::fromStdString(s.node2))
                   : QObject::tr("(no more fusions)");
}

}  // namespace

SequenceDock::SequenceDock(ScheduleDocument* document, QWidget* parent) : QDockWidget(tr("Sequence"), parent), doc_(document) {
  setObjectName(QStringLiteral("sequence"));
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(2, 2, 2, 2);
  table_ = new QTableWidget(0, ColumnCount, body);
  table_->setHorizontalHeaderLabels({tr("#"), tr("FuseScope fuses (decision)"), tr("Inductor fuses (fusion.log line)"), tr("Round")});
  setUpRowTable(table_, table_->verticalHeader());
  table_->horizontalHeader()->setSectionResizeMode(FuseScope, QHeaderView::Stretch);
  table_->horizontalHeader()->setSectionResizeMode(Inductor, QHeaderView::Stretch);
  table_->setToolTip(tr("Click a row to go to FuseScope's decision at that position"));
  explanation_ = new QLabel(body);
  explanation_->setWordWrap(true);
  explanation_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(table_, 1);
  layout->addWidget(explanation_);
  setWidget(body);
  connect(table_, &QTableWidget::cellClicked, this, [this](int row, int) {
    if (row < 0 || row >= static_cast<int>(sequence_.rows.size())) return;
    const analysis::SequenceRow& r = sequence_.rows[static_cast<size_t>(row)];
    int decision = r.fuseScope.decision;
    // Past FuseScope's last fusion: its answer on Inductor's pair, when it gave one.
    if (decision < 0 && row == sequence_.firstDifference) decision = sequence_.fuseScopeOnInductorPair.decision;
    if (decision >= 0) emit decisionChosen(decision);
  });
  connect(doc_, &ScheduleDocument::resultChanged, this, [this] { rebuild(); });
  connect(doc_, &ScheduleDocument::stepChanged, this, [this] { markStep(); });
}

QString SequenceDock::explanation() const { return explanation_->text(); }

void SequenceDock::rebuild() {
  const Graph* g = doc_->graph();
  const sched::Trace* t = doc_->trace();
  sequence_ = g && t ? analysis::alignFusionSequences(*g, *t) : analysis::FusionSequence{};
  table_->setRowCount(static_cast<int>(sequence_.rows.size()));
  const QColor differ(0xfd, 0xe2, 0xc4), part(0xf8, 0xb4, 0xb4);
  for (const analysis::SequenceRow& r : sequence_.rows) {
    const int row = r.position;
    const QString cells[] = {QString::number(r.position + 1),
                             r.fuseScope.present ? tr("%1 (%2)").arg(pairText(r.fuseScope)).arg(r.fuseScope.decision + 1) : pairText(r.fuseScope),
                             r.inductor.present ? tr("%1 (%2)").arg(pairText(r.inductor)).arg(r.inductor.line) : pairText(r.inductor),
                             QString::number(r.fuseScope.present ? r.fuseScope.round : r.inductor.round)};
    for (int c = 0; c < ColumnCount; ++c) {
      auto* item = new QTableWidgetItem(cells[c]);
      if (!r.same) item->setBackground(row == sequence_.firstDifference ? part : differ);
      table_->setItem(row, c, item);
    }
  }
  table_->resizeColumnToContents(Position);
  table_->resizeColumnToContents(Round);
  if (!sequence_.hasLog) {
    explanation_->setText(tr("No fusion log: there is no Inductor order to align (capture with TORCH_LOGS=+fusion)."));
  } else if (sequence_.firstDifference < 0) {
    explanation_->setText(tr("FuseScope fuses in Inductor's order: %n fusion(s), the same at every position.", nullptr,
                             static_cast<int>(sequence_.rows.size())));
  } else {
    const analysis::SequenceRow& at = sequence_.rows[static_cast<size_t>(sequence_.firstDifference)];
    QStringList lines;
    lines << tr("The orders part at position %1.").arg(sequence_.firstDifference + 1);
    if (at.inductor.present) {
      lines << tr("Inductor fuses %1; %2%3").arg(pairText(at.inductor), QString::fromStdString(sequence_.fuseScopeOnInductorPair.text),
                                                  sequence_.inductorPairScore.empty() ? QString()
                                                  : tr("; FuseScope's score for it %1").arg(QString::fromStdString(sequence_.inductorPairScore)));
    }
    if (at.fuseScope.present) {
      lines << tr("FuseScope fuses %1 (score %2); %3").arg(pairText(at.fuseScope), QString::fromStdString(sequence_.fuseScopeScore),
                                                        QString::fromStdString(sequence_.inductorOnFuseScopePair.text));
    }
    if (!sequence_.basis.empty()) lines << tr("FuseScope's decision rests on: %1").arg(QString::fromStdString(sequence_.basis));
    explanation_->setText(lines.join(QLatin1Char('\n')));
  }
  markStep();
}

void SequenceDock::markStep() {
  const int decision = doc_->currentDecision();
  for (const analysis::SequenceRow& r : sequence_.rows) {
    if (decision >= 0 && r.fuseScope.decision == decision) {
      const QSignalBlocker block(table_);
      table_->selectRow(r.position);
      table_->scrollToItem(table_->item(r.position, 0));
      return;
    }
  }
}

bool SequenceDock::showFirstDifference() {
  if (sequence_.firstDifference < 0) return false;
  show();
  raise();
  const QSignalBlocker block(table_);
  table_->selectRow(sequence_.firstDifference);
  table_->scrollToItem(table_->item(sequence_.firstDifference, 0), QAbstractItemView::PositionAtCenter);
  return true;
}

}  // namespace fusescope::gui
