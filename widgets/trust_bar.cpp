#include "trust_bar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QToolButton>

#include "import/log_ranks.h"
#include "import/torch_version.h"
#include "sched/inductor_release.h"
#include "schedule_document.h"

namespace fusescope::gui {

TrustBar::TrustBar(ScheduleDocument* document, QWidget* parent) : QFrame(parent) {
  if (document) connect(document, &ScheduleDocument::resultChanged, this, [this, document] { showResult(*document); });
  setObjectName(QStringLiteral("trustBar"));
  setFrameShape(QFrame::NoFrame);
  setAutoFillBackground(true);
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(8, 3, 8, 3);
  label_ = new QLabel(this);
  label_->setTextFormat(Qt::PlainText);
  label_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);   // long text never widens the window
  label_->installEventFilter(this);
  jumpButton_ = new QToolButton(this);
  jumpButton_->setText(tr("Jump to divergence"));
  jumpButton_->setToolTip(tr("Go to the first decision where FuseScope's replay parts from Inductor's"));
  jumpButton_->hide();
  connect(jumpButton_, &QToolButton::clicked, this, [this] {
    if (jump_ >= 0) emit jumpRequested(jump_);
  });
  detailsButton_ = new QToolButton(this);
  detailsButton_->setText(tr("Details…"));
  detailsButton_->setToolTip(tr("Everything the replay had to assume or take from fusion.log"));
  detailsButton_->hide();
  connect(detailsButton_, &QToolButton::clicked, this, [this] {
    QMessageBox box(QMessageBox::Information, tr("What the replay rests on"), line_, QMessageBox::Close, this);
    box.setInformativeText(tr("%n note(s): what FuseScope had to assume or took from fusion.log.", nullptr,
                              static_cast<int>(notes_.size())));
    box.setDetailedText(QStringLiteral("• ") + notes_.join(QStringLiteral("\n• ")));
    box.exec();
  });
  layout->addWidget(label_, 1);
  layout->addWidget(detailsButton_);
  layout->addWidget(jumpButton_);
  hide();
}

QString TrustBar::text() const { return line_; }
QString TrustBar::shownText() const { return label_->text(); }

void TrustBar::setLine(const QString& line) {
  line_ = line;
  label_->setText(label_->fontMetrics().elidedText(line_, Qt::ElideRight, std::max(label_->width(), 40)));
}

bool TrustBar::eventFilter(QObject* watched, QEvent* event) {
  if (watched == label_ && event->type() == QEvent::Resize) setLine(line_);
  return QFrame::eventFilter(watched, event);
}

void TrustBar::appendNote(const QString& note) {
  if (note.isEmpty() || state_ == State::Empty) return;
  setLine(line_ + QStringLiteral("  ·  ") + note);
  // The line can be cut at the window's edge: the tooltip's first paragraph holds all of it.
  QString tip = toolTip();
  const qsizetype end = tip.indexOf(QStringLiteral("\n\n"));
  setToolTip(line_ + (end < 0 ? QString() : tip.mid(end)));
}

void TrustBar::setAgreement(const analysis::InductorAgreement* agreement, const QString& policy,
                            const QString& scheduleError, const QStringList& notes) {
  jump_ = -1;
  QString text;
  QColor background;
  if (!scheduleError.isEmpty()) {
    state_ = State::Failed;
    text = tr("✗ The %1 scheduler failed on this graph: %2").arg(policy, scheduleError);
    background = QColor(0xf8, 0xd7, 0xda);
  } else if (!agreement) {
    state_ = State::Empty;
    hide();
    return;
  } else {
    QString headline = QString::fromStdString(agreement->headline());
    if (!headline.isEmpty()) headline[0] = headline[0].toUpper();
    if (!agreement->hasResult) {
      state_ = State::NoResult;
      text = tr("? %1 — FuseScope's %2 replay cannot be checked").arg(headline, policy);
      background = QColor(0xe8, 0xe8, 0xe8);
    } else if (agreement->identical()) {
      state_ = State::Identical;
      // Amber when a decision's reason or a logged refusal does not match, though the kernels do.
      const bool reasonsDiffer = agreement->logged.disagreements > 0 || !agreement->reasonsComplete();
      text = QStringLiteral("%1 %2 (%3)").arg(reasonsDiffer ? QStringLiteral("≈") : QStringLiteral("✓"), headline, policy);
      background = reasonsDiffer ? QColor(0xff, 0xf3, 0xcd) : QColor(0xd4, 0xed, 0xda);
    } else {
      state_ = State::Differs;
      text = QStringLiteral("✗ %1 (%2)").arg(headline, policy);
      background = QColor(0xf8, 0xd7, 0xda);
      jump_ = agreement->firstDivergence;
    }
  }
  setLine(text);
  // Short and without repeats: a policy notes one assumption per pair it touches, often the same words.
  notes_.clear();
  for (const QString& n : notes) {
    if (!notes_.contains(n)) notes_ << n;
  }
  QString tip = text;
  if (!notes_.isEmpty()) {
    tip += QStringLiteral("\n\n") + tr("What the replay had to assume or take from fusion.log:") + QStringLiteral("\n• ") +
           notes_.mid(0, kTooltipNotes).join(QStringLiteral("\n• "));
    if (notes_.size() > kTooltipNotes) tip += QStringLiteral("\n") + tr("… and %1 more: Details…").arg(notes_.size() - kTooltipNotes);
  }
  setToolTip(tip);
  detailsButton_->setVisible(!notes_.isEmpty());
  QPalette pal = palette();
  pal.setColor(QPalette::Window, background);
  pal.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
  setPalette(pal);
  label_->setPalette(pal);
  jumpButton_->setVisible(jump_ >= 0);
  show();
}

void TrustBar::showResult(const ScheduleDocument& document) {
  const auto& r = document.result();
  if (!r) return;
  QStringList replayNotes;
  for (const auto& n : r->trace->notes) replayNotes << QString::fromStdString(n);
  // The policy that ran: `auto` is the capture's own release (sched::resolvePolicy).
  const QString policy = r->trace && !r->trace->policy.empty() ? QString::fromStdString(r->trace->policy) : r->request.policy;
  setAgreement(r->agreement.get(), policy, r->scheduleError, replayNotes);
  // The verdict is this scheduler run's only: say which one when the folder holds several.
  const auto& runs = r->graph->schedulerRuns;
  for (std::size_t i = 0; i < runs.size() && runs.size() > 1; ++i) {
    if (runs[i].subgraph != r->graph->subgraph) continue;
    appendNote(tr("scheduler run %1 of %2 (%3) — View → Scheduler Runs opens the others")
                   .arg(i + 1)
                   .arg(runs.size())
                   .arg(runs[i].subgraph.empty() ? tr("the outer graph") : QString::fromStdString(runs[i].subgraph)));
  }
  const InductorRecord& rec = r->graph->inductor;
  if (rec.ranks.size() > 1)
    appendNote(tr("rank %1 of ranks %2 (View → Ranks)").arg(rec.rank).arg(QString::fromStdString(formatRanks(rec.ranks))));
  const sched::ReleaseChoice release = sched::chooseRelease(rec.torchVersion);
  const auto replayed = sched::releaseOfPolicy(policy.toStdString());
  if (replayed && !rec.torchVersion.empty() && (*replayed != release.release || !release.exact))
    appendNote(tr("captured with PyTorch %1; replayed with %2's rules — replay may differ")
                   .arg(QString::fromStdString(rec.torchVersion), QString::fromStdString(replayed->text())));
  if (replayed && *replayed != sched::kModelledReleases.front())
    appendNote(QString::fromStdString(policy.toStdString() + ": " + sched::releaseVerification(*replayed)));
}

}  // namespace fusescope::gui
