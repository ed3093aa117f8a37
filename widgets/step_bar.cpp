#include "step_bar.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTimer>

#include <algorithm>

#include "schedule_document.h"
#include "theme.h"
#include "timeline_slider.h"
#include "profile/pair_cost.h"

namespace fusescope::gui {

StepBar::StepBar(ScheduleDocument* document, QWidget* parent) : QToolBar(tr("Steps"), parent), doc_(document) {
  setObjectName(QStringLiteral("steps"));
  playTimer_ = new QTimer(this);
  connect(playTimer_, &QTimer::timeout, this, [this] {
    if (doc_->step() >= doc_->stepCount()) {
      stopPlaying();
      return;
    }
    doc_->setStep(doc_->step() + 1);
  });
  auto step = [this](QAction* a, auto target) { connect(a, &QAction::triggered, this, [this, target] { doc_->setStep(target()); }); };
  step(addStepAction(QStyle::SP_MediaSkipBackward, tr("First step"), QKeySequence(Qt::Key_Home)), [] { return 0; });
  step(addStepAction(QStyle::SP_MediaSeekBackward, tr("Previous fusion"), QKeySequence(Qt::SHIFT | Qt::Key_Left)),
       [this] { return doc_->previousFusionStep(); });
  step(addStepAction(QStyle::SP_ArrowLeft, tr("Previous decision"), QKeySequence(Qt::Key_Left)), [this] { return doc_->step() - 1; });
  playAction_ = addStepAction(QStyle::SP_MediaPlay, tr("Play / pause"), QKeySequence(Qt::Key_Space));
  playAction_->setCheckable(true);
  connect(playAction_, &QAction::triggered, this, [this] {
    if (playing()) {
      stopPlaying();
      return;
    }
    if (doc_->step() >= doc_->stepCount()) doc_->setStep(0);
    playTimer_->start(1000 / std::max(1, speed_->currentData().toInt()));
    playAction_->setChecked(true);
  });
  step(addStepAction(QStyle::SP_ArrowRight, tr("Next decision"), QKeySequence(Qt::Key_Right)), [this] { return doc_->step() + 1; });
  step(addStepAction(QStyle::SP_MediaSeekForward, tr("Next fusion"), QKeySequence(Qt::SHIFT | Qt::Key_Right)),
       [this] { return doc_->nextFusionStep(); });
  step(addStepAction(QStyle::SP_MediaSkipForward, tr("Last step"), QKeySequence(Qt::Key_End)), [this] { return doc_->stepCount(); });
  speed_ = new QComboBox(this);
  for (int sps : {1, 2, 5, 10, 30, 60}) speed_->addItem(tr("%1 steps/s").arg(sps), sps);
  speed_->setCurrentIndex(2);
  speed_->setToolTip(tr("Play speed"));
  connect(speed_, &QComboBox::currentIndexChanged, this, [this] {
    if (playing()) playTimer_->setInterval(1000 / std::max(1, speed_->currentData().toInt()));
  });
  addWidget(speed_);
  slider_ = new TimelineSlider(this);
  slider_->setRange(0, 0);
  connect(slider_, &QSlider::valueChanged, this, [this](int v) {
    if (v != doc_->step()) doc_->setStep(v);
  });
  addWidget(slider_);
  goTo_ = new QSpinBox(this);
  goTo_->setObjectName(QStringLiteral("goToDecision"));
  goTo_->setRange(0, 0);
  goTo_->setPrefix(tr("# "));
  goTo_->setKeyboardTracking(false);   // typing 1-6-1 goes to 161 on Enter, not to 1 and 16 on the way
  goTo_->setButtonSymbols(QAbstractSpinBox::NoButtons);
  goTo_->setMinimumWidth(goTo_->fontMetrics().horizontalAdvance(QStringLiteral("# 000000")) + 12);
  goTo_->setToolTip(tr("Go to decision N (Ctrl+G, type the number, Enter): the Decisions table's # column"));
  connect(goTo_, &QSpinBox::valueChanged, this, [this](int v) { goToDecision(v); });
  addWidget(goTo_);
  auto goAction = [this](const QString& text, const QKeySequence& key, auto target) {
    auto* a = new QAction(text, this);
    a->setShortcut(key);
    a->setShortcutContext(Qt::WindowShortcut);
    connect(a, &QAction::triggered, this, target);
    goActions_.push_back(a);
    return a;
  };
  goAction(tr("&Go to Decision…"), QKeySequence(Qt::CTRL | Qt::Key_G), [this] {
    goTo_->setFocus(Qt::ShortcutFocusReason);
    goTo_->selectAll();
  });
  auto jump = [this](int target, const QString& none) {
    if (target < 0) emit statusMessage(none);
    else doc_->setStep(target);
  };
  goAction(tr("Next Refusal with This &Reason"), QKeySequence(Qt::CTRL | Qt::Key_BracketRight), [this, jump] {
    jump(doc_->sameReasonStep(true), tr("No later refusal with this reason (the decision shown must be a refusal)"));
  })->setObjectName(QStringLiteral("nextSameReason"));
  goAction(tr("Previous Refusal with This Re&ason"), QKeySequence(Qt::CTRL | Qt::Key_BracketLeft), [this, jump] {
    jump(doc_->sameReasonStep(false), tr("No earlier refusal with this reason (the decision shown must be a refusal)"));
  })->setObjectName(QStringLiteral("previousSameReason"));
  goAction(tr("Next &Disagreement with Inductor"), QKeySequence(Qt::CTRL | Qt::Key_D), [this, jump] {
    jump(doc_->disagreementStep(true), tr("No later decision where Inductor's fusion.log disagrees"));
  })->setObjectName(QStringLiteral("nextDisagreement"));
  goAction(tr("Previous D&isagreement with Inductor"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D), [this, jump] {
    jump(doc_->disagreementStep(false), tr("No earlier decision where Inductor's fusion.log disagrees"));
  })->setObjectName(QStringLiteral("previousDisagreement"));
  label_ = new QLabel(tr("step 0 / 0"), this);
  label_->setMinimumWidth(190);
  label_->setAlignment(Qt::AlignCenter);
  QFont f = label_->font();
  f.setBold(true);
  label_->setFont(f);
  addWidget(label_);
  connect(doc_, &ScheduleDocument::resultChanged, this, [this] {
    slider_->blockSignals(true);
    slider_->setRange(0, doc_->stepCount());
    slider_->blockSignals(false);
    QSignalBlocker block(goTo_);
    goTo_->setRange(0, doc_->stepCount());
    updateMarkers();
    showStep();
  });
  connect(doc_, &ScheduleDocument::stepChanged, this, &StepBar::showStep);
  connect(doc_, &ScheduleDocument::profileChanged, this, &StepBar::updateCostMarkers);
}

QAction* StepBar::addStepAction(QStyle::StandardPixmap icon, const QString& tip, const QKeySequence& key) {
  QAction* a = addAction(themedStandardIcon(icon), tip);
  icons_.emplace_back(a, icon);
  a->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
  a->setShortcut(key);
  a->setShortcutContext(Qt::WindowShortcut);
  return a;
}

void StepBar::stopPlaying() {
  playTimer_->stop();
  playAction_->setChecked(false);
}

bool StepBar::playing() const { return playTimer_->isActive(); }

void StepBar::retint() {
  for (const auto& [action, icon] : icons_) action->setIcon(themedStandardIcon(icon));
}

QString StepBar::stepText() const { return label_->text(); }

bool StepBar::goToDecision(int decision) {
  if (decision < 0 || decision > doc_->stepCount()) return false;
  doc_->setStep(decision);   // decision N (the # column, 1-based) is the partition after step N
  return true;
}

void StepBar::showStep() {
  const sched::Trace* t = doc_->trace();
  const int decision = doc_->currentDecision();
  const int round = t && decision >= 0 ? t->decisions[static_cast<size_t>(decision)].round : 0;
  label_->setText(tr("step %1 / %2 · round %3").arg(doc_->step()).arg(doc_->stepCount()).arg(round));
  slider_->blockSignals(true);
  slider_->setValue(doc_->step());
  slider_->blockSignals(false);
  QSignalBlocker block(goTo_);
  goTo_->setValue(doc_->step());
}

void StepBar::updateMarkers() {
  std::vector<int> rounds, fusions;
  if (const sched::Trace* t = doc_->trace()) {
    int lastRound = -1;
    for (int i = 0; i < doc_->stepCount(); ++i) {
      const auto& d = t->decisions[static_cast<size_t>(doc_->decisionOfStep(i + 1))];
      if (d.round != lastRound) {
        rounds.push_back(i);
        lastRound = d.round;
      }
      if (d.verdict == sched::Verdict::Fused) fusions.push_back(i + 1);
    }
  }
  slider_->setMarkers(std::move(rounds), std::move(fusions), doc_->disagreementSteps());
  updateCostMarkers();
}

void StepBar::updateCostMarkers() {
  // The refusals the Hotspots dock's Fix first lists (core's costlyRefusals), at their steps.
  std::vector<std::pair<int, double>> costs;
  const auto& m = doc_->profile();
  const Graph* g = doc_->graph();
  const sched::Trace* t = doc_->trace();
  if (m && g && t && m->calls > 0) {
    double largest = 0;
    const auto costly = profile::costlyRefusals(*m, *g, *t);
    for (const auto& r : costly)
      if (r.cost.savingUs) largest = std::max(largest, *r.cost.savingUs);
    for (const auto& r : costly)
      if (r.cost.savingUs && *r.cost.savingUs > 0 && largest > 0)
        costs.emplace_back(doc_->stepOfDecision(r.decision), *r.cost.savingUs / largest);
  }
  slider_->setCostMarkers(std::move(costs));
}

}  // namespace fusescope::gui
