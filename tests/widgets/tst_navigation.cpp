// Ways around thousands of decisions, driven offscreen on the GPT-2 backward: a click on the timeline jumps
// to the step under it (not ten steps), the go-to box takes a decision number, Go → Next/Previous Refusal
// with This Reason and Next/Previous Disagreement with Inductor land on the next such decision and skip
// nothing, the timeline marks the disagreements, the Decisions table's # column and sorting show what
// they should, and a refusal repeated round after round is one row that opens to list its repeats.
#include <QAction>
#include <QCheckBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

#include "decisions_dock.h"
#include "decisions_model.h"
#include "schedule_document.h"
#include "step_bar.h"
#include "timeline_slider.h"
#include "widget_test_main.h"
#include "window_fixture.h"

using namespace fusescope;
using namespace fusescope::gui;
using fusescope::test::Fixture;
using fusescope::test::kGpt2;

namespace {

QAction* goAction(MainWindow& w, const char* name) {
  for (QAction* a : w.stepBar()->goActions())
    if (a->objectName() == QLatin1String(name)) return a;
  return nullptr;
}

}  // namespace

TEST(Navigation, AClickOnTheTimelineJumpsThere) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  ScheduleDocument* doc = f.window.document();
  ASSERT_GT(doc->stepCount(), 100);
  doc->setStep(0);
  TimelineSlider* slider = f.window.stepBar()->slider();
  slider->resize(800, slider->height());
  const QPoint at(slider->width() * 3 / 4, slider->height() / 2);
  QTest::mouseClick(slider, Qt::LeftButton, {}, at);
  EXPECT_EQ(doc->step(), slider->stepAt(at.x()));
  EXPECT_GT(doc->step(), doc->stepCount() / 2);   // not the ten steps a plain slider pages by
}

TEST(Navigation, TheGoToBoxTakesADecisionNumber) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  QSpinBox* box = f.window.stepBar()->goToBox();
  EXPECT_EQ(box->maximum(), f.window.document()->stepCount());
  box->setFocus();
  box->selectAll();
  QTest::keyClicks(box, QStringLiteral("123"));
  EXPECT_NE(f.window.document()->step(), 123);   // not while typing: 1 and 12 are not where the user goes
  QTest::keyClick(box, Qt::Key_Return);
  EXPECT_EQ(f.window.document()->step(), 123);
  EXPECT_EQ(f.window.currentDecision(), 122);   // the Decisions table's #123
  // Ctrl+G is in the Go menu.
  QAction* go = nullptr;
  for (QMenu* m : f.window.menuBar()->findChildren<QMenu*>())
    if (m->objectName() == QLatin1String("goMenu"))
      for (QAction* a : m->actions())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_G)) go = a;
  EXPECT_TRUE(go);
}

TEST(Navigation, NextAndPreviousRefusalWithTheSameReasonSkipNothing) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  ScheduleDocument* doc = f.window.document();
  const sched::Trace& t = *doc->trace();
  // The first refusal whose reason recurs.
  int first = -1;
  for (int k = 1; k <= doc->stepCount() && first < 0; ++k) {
    const auto& d = t.decisions[static_cast<size_t>(doc->decisionOfStep(k))];
    if (d.verdict != sched::Verdict::Rejected) continue;
    int same = 0;
    for (const auto& e : t.decisions) same += e.verdict == sched::Verdict::Rejected && e.reason == d.reason;
    if (same >= 3) first = k;
  }
  ASSERT_GT(first, 0);
  doc->setStep(first);
  const std::string reason = t.decisions[static_cast<size_t>(doc->currentDecision())].reason;
  QAction* next = goAction(f.window, "nextSameReason");
  QAction* previous = goAction(f.window, "previousSameReason");
  ASSERT_TRUE(next && previous);
  std::vector<int> visited{first};
  for (;;) {
    const int before = doc->step();
    next->trigger();
    if (doc->step() == before) break;
    // Nothing between with that reason, and the new one has it.
    for (int k = before + 1; k < doc->step(); ++k) {
      const auto& d = t.decisions[static_cast<size_t>(doc->decisionOfStep(k))];
      EXPECT_FALSE(d.verdict == sched::Verdict::Rejected && d.reason == reason) << k;
    }
    const auto& here = t.decisions[static_cast<size_t>(doc->currentDecision())];
    EXPECT_EQ(here.reason, reason);
    EXPECT_EQ(here.verdict, sched::Verdict::Rejected);
    visited.push_back(doc->step());
  }
  EXPECT_GE(visited.size(), 3u);
  previous->trigger();
  EXPECT_EQ(doc->step(), visited[visited.size() - 2]);
}

TEST(Navigation, DisagreementsAreMarkedAndVisitedInOrder) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  ScheduleDocument* doc = f.window.document();
  EXPECT_TRUE(doc->disagreementSteps().empty());   // identical to Inductor: nothing to mark
  f.window.setKnob(QStringLiteral("max_fusion_size"), QStringLiteral("2"));
  ASSERT_TRUE(f.waitLoaded());
  const std::vector<int> steps = doc->disagreementSteps();
  ASSERT_GE(steps.size(), 2u);
  QAction* next = goAction(f.window, "nextDisagreement");
  QAction* previous = goAction(f.window, "previousDisagreement");
  ASSERT_TRUE(next && previous);
  doc->setStep(0);
  for (int s : steps) {
    next->trigger();
    EXPECT_EQ(doc->step(), s);
    EXPECT_TRUE(f.window.decisionsModel()->index(doc->currentDecision(), 0).data(DecisionsModel::DisagreesRole).toBool());
  }
  next->trigger();   // none after the last: it stays
  EXPECT_EQ(doc->step(), steps.back());
  previous->trigger();
  EXPECT_EQ(doc->step(), steps[steps.size() - 2]);
}

TEST(Navigation, TheDecisionsTableFitsItsNumbersAndSortingShowsTheTop) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  QTableView* table = f.window.decisionsView();
  const int count = f.window.document()->stepCount();
  EXPECT_GE(table->columnWidth(DecisionsModel::Step),
            table->fontMetrics().horizontalAdvance(QString::number(count)) + 20);
  f.window.document()->setStep(count);   // the last decision: the table scrolled to the bottom
  QApplication::processEvents();
  ASSERT_GT(table->verticalScrollBar()->value(), 0);
  table->horizontalHeader()->setSortIndicator(DecisionsModel::Verdict, Qt::AscendingOrder);
  QApplication::processEvents();
  EXPECT_EQ(table->verticalScrollBar()->value(), 0);
}

TEST(Navigation, ARefusalRepeatedRoundAfterRoundIsOneRowThatOpens) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  DecisionsModel* model = f.window.decisionsModel();
  DecisionsFilterModel* proxy = f.window.decisionsProxy();
  const analysis::RefusalRepeats& repeats = model->repeats();
  ASSERT_GT(repeats.repeats, 40);   // 47 of its 193 decisions
  // Folded by default: every repeat gone but those that disagree with Inductor's log (none on this capture).
  EXPECT_EQ(proxy->rowCount(), model->rowCount() - repeats.repeats);
  auto* box = f.window.decisionsDock()->findChild<QCheckBox*>(QStringLiteral("foldRepeats"));
  ASSERT_NE(box, nullptr);
  EXPECT_TRUE(box->text().contains(QLocale().toString(repeats.repeats))) << box->text().toStdString();

  // The step at a repeat: the table marks the refusal's first row, which stands for it.
  int repeat = -1;
  for (int d = 0; d < model->rowCount() && repeat < 0; ++d)
    if (repeats.isRepeat(d)) repeat = d;
  ASSERT_GE(repeat, 0);
  const int first = repeats.firstOf[static_cast<size_t>(repeat)];
  f.window.document()->setStep(repeat + 1);
  QTableView* table = f.window.decisionsView();
  EXPECT_EQ(proxy->mapToSource(table->currentIndex()).row(), first);
  EXPECT_EQ(f.window.document()->currentDecision(), repeat);   // the step itself is not moved
  const QModelIndex round = proxy->mapFromSource(model->index(first, DecisionsModel::Round));
  EXPECT_TRUE(round.data().toString().startsWith(QStringLiteral("▸ "))) << round.data().toString().toStdString();
  EXPECT_TRUE(round.data().toString().contains(QStringLiteral("×%1").arg(repeats.repeatsOf[static_cast<size_t>(first)].size())));

  // A click on its Round cell lists the repeats; another folds them again.
  const int folded = proxy->rowCount();
  const int group = static_cast<int>(repeats.repeatsOf[static_cast<size_t>(first)].size());
  QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(round).center());
  EXPECT_EQ(proxy->rowCount(), folded + group - 1);
  EXPECT_TRUE(proxy->mapFromSource(model->index(repeat, 0)).isValid());
  const QModelIndex opened = proxy->mapFromSource(model->index(first, DecisionsModel::Round));
  EXPECT_TRUE(opened.data().toString().startsWith(QStringLiteral("▾ ")));
  QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(opened).center());
  EXPECT_EQ(proxy->rowCount(), folded);

  // Unticked: one row per decision again.
  box->setChecked(false);
  EXPECT_EQ(proxy->rowCount(), model->rowCount());
}

FUSESCOPE_WIDGET_TEST_MAIN()
