// The main window driven offscreen: loading, stepping, the Decisions table, knob changes, export and
// error handling on a corrupt capture.
#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QValidator>
#include <QPainter>
#include <QProgressBar>
#include <QAction>
#include <QMenu>
#include <QScreen>
#include <QSettings>
#include <QStyle>
#include <QTextBlock>
#include <QTextLayout>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <algorithm>
#include <map>
#include <memory>

#include "analysis_jobs.h"
#include "code_view.h"
#include "decisions_dock.h"
#include "decisions_model.h"
#include "graph_picker.h"
#include "graph_view.h"
#include "kernel_panel.h"
#include "kv_tree_model.h"
#include "import/log_cache.h"
#include "inspector_dock.h"
#include "main_window.h"
#include "schedule_document.h"
#include "sched/knob_table.h"
#include "search_index.h"
#include "sequence_dock.h"
#include "theme.h"
#include "widget_test_main.h"
#include "trust_bar.h"
#include "window_fixture.h"

using namespace fusescope;
using namespace fusescope::gui;

using fusescope::test::Fixture;
using fusescope::test::kGpt2;

TEST(MainWindow, FirstSizeFitsSmallScreens) {
  // 1600x1000 on a 1280x800 laptop put the docks' right edge and the Why buttons off screen.
  EXPECT_EQ(defaultWindowSize(QSize(1280, 800)), QSize(1216, 760));
  EXPECT_EQ(defaultWindowSize(QSize(1920, 1080)), QSize(1600, 1000));
  EXPECT_EQ(defaultWindowSize(QSize(2560, 1440)), QSize(1600, 1000));
  EXPECT_EQ(defaultWindowSize(QSize()), QSize(1600, 1000));  // no screen known: the old default
  MainWindow w(MainWindow::Options{false, false});
  // The window's smallest layout fits a 1280x800 screen's share, and the first size is the fitted one
  // (the offscreen screen is 800x600, under that minimum: Qt keeps the minimum there).
  const QSize least = w.minimumSizeHint();
  EXPECT_LE(least.width(), 1216);
  EXPECT_LE(least.height(), 760);
  EXPECT_EQ(w.size(), defaultWindowSize(w.screen()->availableGeometry().size()).expandedTo(least));
}

TEST(MainWindow, AnOpenGraphStillFitsALaptopScreen) {
  // With a graph open (the reason filter's long reasons, the Kernel dock's chooser, the step bar's boxes)
  // the window still lays out in a 1280x800 screen's share: nothing is cut off at the right or bottom.
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  const QSize least = f.window.minimumSizeHint();
  std::string parts;
  for (QWidget* w : f.window.findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
    if (w->isVisible() && w->minimumSizeHint().width() > 400)
      parts += w->metaObject()->className() + (" " + w->objectName().toStdString()) + " " +
               std::to_string(w->minimumSizeHint().width()) + "x" + std::to_string(w->minimumSizeHint().height()) + "; ";
  EXPECT_LE(least.width(), 1216) << parts;
  EXPECT_LE(least.height(), 760) << parts;
}

// At 1600x1000 the Kernel dock shows at least 25 lines of a kernel (the right column runs to the bottom of
// the window), and the Decisions table still shows its Reason column without scrolling sideways.
TEST(MainWindow, TheKernelDockShowsAScreenfulOfCodeBesideAReadableTable) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  f.window.resizeWithDocks(QSize(1600, 1000));
  f.window.show();
  QTest::qWait(100);
  if (f.window.size() != QSize(1600, 1000)) GTEST_SKIP() << "the offscreen screen keeps the window at " << f.window.width() << "x" << f.window.height();
  ASSERT_TRUE(f.window.selectByName(QStringLiteral("op72")));
  QTest::qWait(50);
  EXPECT_GE(f.window.kernelPanel()->visibleCodeLines(), 25);
  QTableView* table = f.window.decisionsDock()->view();
  // The Reason column (the last, stretched) starts inside the table's viewport with room to read.
  const int reasonAt = table->columnViewportPosition(DecisionsModel::Reason);
  EXPECT_GE(reasonAt, 0);
  EXPECT_GE(table->viewport()->width() - reasonAt, 200) << "Reason column at " << reasonAt << " of " << table->viewport()->width();
  EXPECT_TRUE(table->isColumnHidden(DecisionsModel::Cost));   // no profile: no empty Cost column
}

TEST(MainWindow, KeepsTheSizeTheUserLeftItAt) {
  // The saved geometry wins over the screen-fitted first size (main() used to resize it away).
  QTemporaryDir dir;
  ASSERT_TRUE(dir.isValid());
  QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
  const QSize chosen(1100, 700);
  {
    MainWindow first(MainWindow::Options{true, true});
    first.show();
    first.resize(chosen);
    QApplication::processEvents();
    first.close();
  }
  MainWindow second(MainWindow::Options{true, true});
  EXPECT_EQ(second.size(), chosen);
}

TEST(MainWindow, OpensCaptureAndShowsGraph) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2)) << f.errors.join('\n').toStdString();
  ASSERT_NE(f.window.graph(), nullptr);
  EXPECT_EQ(f.window.graph()->nodes.size(), 89u);
  EXPECT_GT(f.window.stepCount(), 0);
  EXPECT_EQ(f.window.step(), f.window.stepCount());   // opens at the last step
  EXPECT_GT(f.window.graphScene()->hullCount(), 0);
  // Low item count: nodes + a handful of batched edge paths + hulls, not one item per edge.
  EXPECT_LT(f.window.graphScene()->itemCountForTests(), 89 + 40 + 3 * f.window.graphScene()->hullCount());
  EXPECT_TRUE(f.window.selectByName(QStringLiteral("op12")));
  EXPECT_EQ(f.window.selectedNode(), f.window.graph()->findNode("op12")->id);
  EXPECT_GT(f.window.inspectorModel()->rowCount(), 0);
  // Kernel dock: Inductor's real kernel linked by core/codegen, and FuseScope's generated Triton.
  KernelPanel* kp = f.window.kernelPanel();
  EXPECT_TRUE(kp->currentKernelName().startsWith(QStringLiteral("triton_"))) << kp->currentKernelName().toStdString();
  EXPECT_TRUE(kp->realSource().contains(QStringLiteral("def triton_")));
  EXPECT_TRUE(kp->generatedSource().contains(QStringLiteral("@triton.jit"))) << kp->generatedSource().toStdString();
  // Extern nodes show their extern call.
  EXPECT_TRUE(f.window.selectByName(QStringLiteral("op10")));
  EXPECT_TRUE(kp->realSource().contains(QStringLiteral("extern_kernels."))) << kp->realSource().toStdString();
  // The status bar's schedule time is the scheduler's run alone, as `fusescope-cli schedule` reports it
  // (runScheduler's wall time, the trace's total, plus moving the trace); the worker's other work (timeline,
  // the check against Inductor, kernel reports) is its analysis time.
  const AnalysisResult* r = f.window.result();
  EXPECT_GE(r->scheduleMs, r->trace->timing.totalMs);
  EXPECT_LT(r->scheduleMs - r->trace->timing.totalMs, r->analysisMs);
  EXPECT_TRUE(f.window.lastStatus().contains(QStringLiteral("analysis"))) << f.window.lastStatus().toStdString();
  EXPECT_TRUE(f.errors.isEmpty()) << f.errors.join('\n').toStdString();
}

// The Inspector's "kernel" row (under the node's head row); "" when there is none.
static QString inspectorKernel(const KvTreeModel* m) {
  const QModelIndex head = m->index(0, 0);
  for (int r = 0; r < m->rowCount(head); ++r)
    if (m->index(r, 0, head).data().toString() == QStringLiteral("kernel")) return m->index(r, 1, head).data().toString();
  return {};
}

TEST(MainWindow, InspectorAndSearchNameTheKernelDocksKernel) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  const Graph& g = *f.window.graph();
  int named = 0;
  for (const Node& n : g.nodes) {
    f.window.selectNode(n.id);
    const QString dock = f.window.kernelPanel()->currentKernelName();
    if (dock.isEmpty()) continue;
    ++named;
    EXPECT_EQ(inspectorKernel(f.window.inspectorModel()), dock) << n.name;
    // Search for the dock's kernel name finds this node as a "kernel" hit (or by a field searched earlier).
    const auto hits = searchGraph(g, f.window.result()->inductorKernels.get(), f.window.result()->kernels.get(), dock);
    EXPECT_TRUE(std::any_of(hits.begin(), hits.end(), [&](const SearchHit& h) { return h.node == n.id; }))
        << n.name << " not found by " << dock.toStdString();
  }
  EXPECT_EQ(named, static_cast<int>(g.nodes.size()));   // gpt2's backward: every node has a linked kernel
}

TEST(MainWindow, TheInspectorsFieldColumnFitsItsLabels) {
  Fixture f;
  f.window.show();
  ASSERT_TRUE(f.open(kGpt2));
  QTreeView* view = f.window.inspectorDock()->view();
  int widest = 0;   // the widest label any node shows, with its indentation
  for (const Node& n : f.window.graph()->nodes) {
    f.window.selectNode(n.id);
    QApplication::processEvents();
    const int need = static_cast<const QAbstractItemView*>(view)->sizeHintForColumn(0);
    widest = std::max(widest, need);
    // Every label fits, unless the column reached its cap; it never narrows behind the user's back.
    EXPECT_GE(view->columnWidth(0), std::min(need, f.window.inspectorDock()->fieldColumnCap())) << n.name;
  }
  EXPECT_GT(widest, 170);   // the labels need more than the column's first width (source file:line rows)
  view->setColumnWidth(0, view->columnWidth(0) + 40);   // the user drags it wider: it stays
  const int dragged = view->columnWidth(0);
  f.window.selectNode(0);
  EXPECT_EQ(view->columnWidth(0), dragged);
}

TEST(MainWindow, ARunsLogIsReadOnceFromTheGraphPickerToTheLoadedGraph) {
  // The picker lists a distributed run's graphs with their ranks (the ranks come from the run's log), then
  // the chosen graph loads from the same log: one read of fusion.log from disk for both.
  Fixture f;
  const QString root = QStringLiteral(FUSESCOPE_TEST_DATA "/runs/ddp_2rank/torch_compile_debug");
  const auto cache = f.window.runLogCache(root);
  const auto chosen = chooseGraph(&f.window, root, 1, "model__1_backward_14.6", cache);
  ASSERT_TRUE(chosen.has_value() && !chosen->isEmpty());
  const std::filesystem::path log = std::filesystem::path(FUSESCOPE_TEST_DATA) / "runs/ddp_2rank/fusion.log";
  EXPECT_EQ(cache->diskReads(log), 1);
  QSignalSpy loaded(&f.window, &MainWindow::loaded);
  f.window.openPath(root, *chosen, {}, {}, {}, {}, 1);
  for (int i = 0; i < 600 && loaded.isEmpty(); ++i) loaded.wait(100);
  ASSERT_FALSE(loaded.isEmpty()) << f.errors.join('\n').toStdString();
  EXPECT_EQ(f.window.graph()->inductor.rank, 1);
  EXPECT_EQ(cache->diskReads(log), 1);
  // The load took the text the picker read from this very cache: another rank's view now reads the file.
  cache->split(log, 1ull << 30, [](const LogRanks&) { return 0; });
  EXPECT_EQ(cache->diskReads(log), 2);
}

TEST(MainWindow, SteppingForwardThenBackRestoresHulls) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  const int n = f.window.stepCount();
  ASSERT_GT(n, 4);
  for (int k : {0, 1, n / 3, n / 2, n - 1}) {
    f.window.setStep(k);
    const auto before = f.window.graphScene()->hullSnapshot();
    for (int i = 0; i < 5; ++i) f.window.nextDecision();
    f.window.nextFusion();
    for (int i = 0; i < 5; ++i) f.window.prevDecision();
    f.window.setStep(k);
    EXPECT_EQ(f.window.graphScene()->hullSnapshot(), before) << "at step " << k;
  }
  f.window.setStep(0);
  EXPECT_EQ(f.window.graphScene()->hullCount(), 0);
  f.window.setStep(n);
  const int atEnd = f.window.graphScene()->hullCount();
  EXPECT_GT(atEnd, 0);
  f.window.prevFusion();
  f.window.nextFusion();
  EXPECT_EQ(f.window.graphScene()->hullCount(), atEnd);
}

TEST(MainWindow, SelectingDecisionRowMovesStepAndSelection) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  f.window.setStep(0);
  const sched::Trace* t = f.window.trace();
  ASSERT_NE(t, nullptr);
  int fused = -1;
  for (size_t i = 0; i < t->decisions.size(); ++i)
    if (t->decisions[i].verdict == sched::Verdict::Fused && t->decisions[i].phase == sched::DecisionPhase::Fuse) {
      fused = static_cast<int>(i);
      if (i > 10) break;
    }
  ASSERT_GE(fused, 0);
  const QModelIndex px = f.window.decisionsProxy()->mapFromSource(f.window.decisionsModel()->index(fused, 0));
  ASSERT_TRUE(px.isValid());
  f.window.decisionsView()->setCurrentIndex(px);
  EXPECT_EQ(f.window.currentDecision(), fused);
  EXPECT_EQ(f.window.step(), f.window.stepOfDecision(fused));
  const auto& d = t->decisions[static_cast<size_t>(fused)];
  EXPECT_EQ(f.window.selectedNode(), t->node(d.node1).members.front());
  // Why not fused? names both nodes and the verdict.
  const QString why = f.window.explainPair(t->node(d.node1).members.front(), t->node(d.node2).members.front());
  EXPECT_TRUE(why.contains(QStringLiteral(">fused</b>"))) << why.toStdString();
  EXPECT_TRUE(why.contains(QStringLiteral("Inductor (what it logged)"))) << why.toStdString();
}

// The pair "Why not fused?" and "Make these fuse?" ask about is the document's: a row click and a step set
// it to the decision's pair, a Ctrl+click to the two chosen nodes (issue 33: after a row click the window
// asked about the node selected before). Home leaves the Decisions table at its top.
TEST(MainWindow, ThePairFollowsTheDecisionAndTheTwoNodeSelection) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  const sched::Trace* t = f.window.trace();
  ASSERT_NE(t, nullptr);
  ScheduleDocument* doc = f.window.document();
  // A two-node selection first: nodes 3 and 7.
  f.window.selectNode(3, false);
  doc->setSecondSelected(7);
  EXPECT_EQ(doc->pair(), std::make_pair(NodeId{3}, NodeId{7}));
  // A row click: the decision's pair, whatever was selected before.
  const int row = 40;
  const auto& d = t->decisions[static_cast<size_t>(row)];
  const std::pair<NodeId, NodeId> rowPair{t->node(d.node1).members.front(), t->node(d.node2).members.front()};
  f.window.decisionsView()->setCurrentIndex(f.window.decisionsProxy()->mapFromSource(f.window.decisionsModel()->index(row, 0)));
  EXPECT_EQ(f.window.currentDecision(), row);
  EXPECT_EQ(doc->pair(), rowPair);
  NodeId a = kNone, b = kNone;
  ASSERT_TRUE(f.window.pairToExplain(a, b));
  EXPECT_EQ(std::make_pair(a, b), rowPair);
  // A step moves the pair on with the decision.
  f.window.setStep(f.window.step() + 1);
  const auto& next = t->decisions[static_cast<size_t>(f.window.currentDecision())];
  EXPECT_EQ(doc->pair(), std::make_pair(t->node(next.node1).members.front(), t->node(next.node2).members.front()));
  ASSERT_TRUE(f.window.pairToExplain(a, b));  // not the row's pair still selected
  EXPECT_EQ(std::make_pair(a, b), doc->pair());
  // Home: step 0, and the table is back at its top.
  f.window.setStep(static_cast<int>(t->decisions.size()));
  f.window.setStep(0);
  QApplication::processEvents();
  EXPECT_EQ(f.window.decisionsView()->verticalScrollBar()->value(), 0);
}

TEST(MainWindow, KnobChangeRerunsAndUpdatesTable) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  const auto before = f.window.trace()->decisions.size();
  const auto kernelsBefore = f.window.trace()->kernels.size();
  f.window.setKnob(QStringLiteral("max_fusion_size"), QStringLiteral("2"));
  ASSERT_TRUE(f.waitLoaded()) << f.errors.join('\n').toStdString();
  ASSERT_NE(f.window.trace(), nullptr);
  EXPECT_EQ(f.window.trace()->config.maxFusionSize, 2);
  EXPECT_EQ(f.window.decisionsModel()->rowCount(), static_cast<int>(f.window.trace()->decisions.size()));
  EXPECT_TRUE(f.window.trace()->kernels.size() > kernelsBefore || f.window.trace()->decisions.size() != before);
  for (const auto& k : f.window.trace()->kernels) EXPECT_LE(f.window.trace()->node(k.node).members.size(), 2u);
  EXPECT_TRUE(f.window.lastStatus().contains(QStringLiteral("changed"))) << f.window.lastStatus().toStdString();
  // Compare with the previous settings: some groups differ.
  f.window.setCompareMode(CompareMode::PreviousSettings);
  EXPECT_GT(f.window.compareDifferences(), 0);
  f.window.setCompareMode(CompareMode::Inductor);   // Inductor's recorded kernels
  f.window.setCompareMode(CompareMode::None);
}

// Cancel while the scheduler re-runs for a new policy: the schedule shown stays, and so do the policy
// and knob controls (they show what the schedule was made with, not the cancelled request).
TEST(MainWindow, CancelWhileReschedulingKeepsTheSchedule) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  auto traceBefore = f.window.trace();
  const QString opened = f.window.result()->request.policy;   // the default policy (auto)
  const QString otherPolicy = opened == QStringLiteral("seed") ? QStringLiteral("inductor-2.11") : QStringLiteral("seed");
  auto* combo = f.window.findChild<QComboBox*>(QStringLiteral("policyCombo"));
  ASSERT_NE(combo, nullptr);
  QSignalSpy loaded(&f.window, &MainWindow::loaded);
  const int other = combo->findText(otherPolicy);
  ASSERT_GE(other, 0);
  combo->setCurrentIndex(other);   // what picking it in the Scheduler dock does
  emit combo->activated(other);
  ASSERT_TRUE(f.window.busy());
  f.window.cancelBackgroundWork();
  for (int i = 0; i < 300 && f.window.busy(); ++i) QTest::qWait(20);
  ASSERT_FALSE(f.window.busy());
  QTest::qWait(100);
  EXPECT_TRUE(loaded.isEmpty());
  EXPECT_EQ(f.window.trace(), traceBefore);
  EXPECT_EQ(f.window.result()->request.policy, opened);
  EXPECT_EQ(combo->currentText(), opened);
  EXPECT_TRUE(f.window.lastStatus().startsWith(QStringLiteral("Cancelled"))) << f.window.lastStatus().toStdString();
  // The next request is not affected by the earlier cancel.
  f.window.setPolicy(otherPolicy);
  ASSERT_TRUE(f.waitLoaded()) << f.errors.join('\n').toStdString();
  EXPECT_EQ(QString::fromStdString(f.window.trace()->policy), otherPolicy);
  EXPECT_EQ(combo->currentText(), otherPolicy);
  EXPECT_TRUE(f.errors.isEmpty()) << f.errors.join('\n').toStdString();
}

// When background work ends the status bar's progress bar goes away without painting the window there and
// then: QProgressBar::setValue repaints at once, and on a 6,000-node graph that painted a whole picture
// (1.1 s) in the middle of applying a loaded result, before the view was placed.
TEST(MainWindow, TheProgressBarGoingAwayPaintsNothingElse) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  f.window.show();
  QTest::qWait(50);
  auto* bar = f.window.findChild<QProgressBar*>();
  auto* jobs = f.window.findChild<AnalysisJobs*>();
  ASSERT_NE(bar, nullptr);
  ASSERT_NE(jobs, nullptr);
  emit jobs->busyChanged(true);   // as a load starts: the bar waits to see whether the work lasts
  EXPECT_FALSE(bar->isVisible());
  QTest::qWait(kRevealProgressMs + 200);
  ASSERT_TRUE(bar->isVisible());
  bar->setValue(100);             // the worker's last progress
  QTest::qWait(50);
  struct PaintCounter : QObject {
    int paints = 0;
    bool eventFilter(QObject*, QEvent* e) override {
      paints += e->type() == QEvent::Paint;
      return false;
    }
  } counter;
  QWidget* viewport = f.window.graphView()->viewport();
  viewport->installEventFilter(&counter);
  viewport->update();             // a new picture waits for the event loop
  emit jobs->busyChanged(false);
  EXPECT_EQ(counter.paints, 0);
  EXPECT_FALSE(bar->isVisible());
  EXPECT_EQ(bar->value(), 0);     // ready for the next job
  viewport->removeEventFilter(&counter);
  // Work that ends before the delay never shows it.
  emit jobs->busyChanged(true);
  emit jobs->busyChanged(false);
  QTest::qWait(kRevealProgressMs + 200);
  EXPECT_FALSE(bar->isVisible());
}

// The Config dock draws one editor per row of core's knob table, of the row's type: a knob the policy does
// not read is greyed, and an Optional[int] knob takes None (a plain integer validator refused it).
TEST(MainWindow, ConfigDockEditorsFollowTheKnobTable) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  for (const sched::KnobSpec& knob : sched::knobTable()) {
    auto* editor = f.window.findChild<QWidget*>(QString::fromStdString(knob.name));
    ASSERT_NE(editor, nullptr) << knob.name;
    EXPECT_EQ(qobject_cast<QCheckBox*>(editor) != nullptr, knob.type == sched::KnobType::Bool) << knob.name;
    EXPECT_EQ(editor->isEnabled(), sched::policyReads(knob, "inductor-2.11")) << knob.name;
    EXPECT_TRUE(editor->toolTip().contains(QString::fromStdString(knob.help))) << knob.name;
  }
  // The default policy `auto` says what it ran as: the bundled gpt2 capture has no version, so 2.11.
  auto* resolved = f.window.findChild<QLabel*>(QStringLiteral("resolvedPolicy"));
  ASSERT_NE(resolved, nullptr);
  EXPECT_TRUE(resolved->text().contains(QStringLiteral("inductor-2.11"))) << resolved->text().toStdString();
  auto* io = f.window.findChild<QLineEdit*>(QStringLiteral("max_fusion_unique_io_buffers"));
  ASSERT_NE(io, nullptr);
  EXPECT_EQ(io->text(), QStringLiteral("None"));
  QString text = QStringLiteral("None");
  int pos = 0;
  EXPECT_EQ(io->validator()->validate(text, pos), QValidator::Acceptable);
  text = QStringLiteral("-3");
  EXPECT_EQ(io->validator()->validate(text, pos), QValidator::Invalid);
  f.window.setPolicy(QStringLiteral("seed"));
  ASSERT_TRUE(f.waitLoaded()) << f.errors.join('\n').toStdString();
  EXPECT_FALSE(f.window.findChild<QWidget*>(QStringLiteral("prologue_fusion"))->isEnabled());
  EXPECT_TRUE(f.window.findChild<QWidget*>(QStringLiteral("fusion_proximity_limit"))->isEnabled());
}

TEST(MainWindow, CorruptFileShowsErrorAndKeepsGraph) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  const Graph* before = f.window.graph();
  QTemporaryDir dir;
  ASSERT_TRUE(dir.isValid());
  QFile bad(dir.filePath(QStringLiteral("graph.json")));
  ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
  bad.write("{\"format\": \"fusescope-graph\", \"version\": 1, \"nodes\": [ {\"name\": \"op0\", ");
  bad.close();
  EXPECT_FALSE(f.open(bad.fileName()));
  EXPECT_EQ(f.errors.size(), 1) << f.errors.join('\n').toStdString();
  EXPECT_EQ(f.window.graph(), before);
  EXPECT_GT(f.window.graphScene()->hullCount() + f.window.stepCount(), 0);
  // A path that does not exist is an error too, and still keeps the graph.
  EXPECT_FALSE(f.open(dir.filePath(QStringLiteral("missing"))));
  EXPECT_EQ(f.errors.size(), 2);
  EXPECT_EQ(f.window.graph(), before);
}

TEST(MainWindow, ExportWritesFiles) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  QTemporaryDir dir;
  ASSERT_TRUE(dir.isValid());
  f.window.setStep(f.window.stepCount() / 2);
  const QString svg = dir.filePath(QStringLiteral("step.svg"));
  ASSERT_TRUE(f.window.exportCurrentStep(svg)) << f.errors.join('\n').toStdString();
  QFile file(svg);
  ASSERT_TRUE(file.open(QIODevice::ReadOnly));
  const QByteArray text = file.readAll();
  EXPECT_TRUE(text.contains("<svg"));
  EXPECT_TRUE(text.contains("op12"));
  EXPECT_TRUE(f.window.exportCurrentStep(dir.filePath(QStringLiteral("step.dot"))));
  const QString all = dir.filePath(QStringLiteral("all"));
  ASSERT_TRUE(f.window.exportAllSteps(all, QStringLiteral("svg"))) << f.errors.join('\n').toStdString();
  const int files = static_cast<int>(QDir(all).entryList(QDir::Files).size());
  EXPECT_EQ(files, static_cast<int>(f.window.trace()->fusions.size()) + 1);
  EXPECT_FALSE(f.window.exportCurrentStep(dir.filePath(QStringLiteral("step.xyz"))));
  EXPECT_EQ(f.errors.size(), 1);
}

// File → Export Report…: core's page of what is open, at the step shown, with the pair answered.
TEST(MainWindow, ExportReportWritesThePageOfTheStepShown) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  f.window.setStep(f.window.stepCount() / 2);
  QTemporaryDir dir;
  const QString page = dir.filePath(QStringLiteral("report.html"));
  ASSERT_TRUE(f.window.exportReport(page)) << f.errors.join('\n').toStdString();
  QFile file(page);
  ASSERT_TRUE(file.open(QIODevice::ReadOnly));
  const QByteArray html = file.readAll();
  EXPECT_TRUE(html.startsWith("<!DOCTYPE html>"));
  EXPECT_TRUE(html.contains("<svg"));
  EXPECT_TRUE(html.contains(QStringLiteral("After %1 of ").arg(f.window.currentDecision() + 1).toUtf8())) << html.left(3000).toStdString();
  EXPECT_TRUE(html.contains("class=\"answer\""));   // the decision shown is the pair answered
  EXPECT_FALSE(f.window.exportReport(dir.filePath(QStringLiteral("missing/dir/report.html"))));
  EXPECT_EQ(f.errors.size(), 1);
}

TEST(MainWindow, SessionSaveAndReopen) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  f.window.setStep(7);
  f.window.selectByName(QStringLiteral("op12"));
  QTemporaryDir dir;
  const QString file = dir.filePath(QStringLiteral("s.json"));
  ASSERT_TRUE(f.window.saveSessionTo(file));
  Fixture g;
  ASSERT_TRUE(g.window.openSessionFrom(file));
  ASSERT_TRUE(g.waitLoaded());
  EXPECT_EQ(g.window.step(), 7);
  EXPECT_EQ(g.window.selectedNode(), g.window.graph()->findNode("op12")->id);
}

// Save then open restores graph, policy, knobs, step, selection and view exactly, on every capture in
// tests/data (alternating the policy so both are covered).
TEST(MainWindow, SessionRoundTripOnEveryTestCapture) {
  const QDir root(QStringLiteral(FUSESCOPE_TEST_DATA "/captures"));
  QStringList graphs;
  for (const QString& model : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
    for (const QString& g : QDir(root.filePath(model)).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
      graphs << root.filePath(model + QLatin1Char('/') + g);
  ASSERT_GE(graphs.size(), 10);
  QTemporaryDir dir;
  for (int i = 0; i < graphs.size(); ++i) {
    SCOPED_TRACE(graphs[i].toStdString());
    const QString policy = i % 2 ? QStringLiteral("seed") : QStringLiteral("inductor-2.11");
    Fixture f;
    f.window.resize(1200, 800);   // a shown window: a hidden view has no real viewport to restore
    f.window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&f.window));
    ASSERT_TRUE(f.open(graphs[i])) << f.errors.join('\n').toStdString();
    if (f.window.result()->request.policy != policy) {
      f.window.setPolicy(policy);
      ASSERT_TRUE(f.waitLoaded()) << f.errors.join('\n').toStdString();
    }
    f.window.setKnob(QStringLiteral("max_fusion_size"), QStringLiteral("7"));
    ASSERT_TRUE(f.waitLoaded()) << f.errors.join('\n').toStdString();
    f.window.setStep(f.window.stepCount() / 2);
    const Graph& g = *f.window.graph();
    const QString selected = QString::fromStdString(g.nodes[g.nodes.size() / 2].name);
    ASSERT_TRUE(f.window.selectByName(selected));
    f.window.graphView()->zoomBy(1.7);
    f.window.graphView()->centerOn(f.window.graphView()->sceneRect().center() + QPointF(13, 7));
    QTest::qWait(50);
    const QPointF center = f.window.graphView()->viewCentre();
    const QString file = dir.filePath(QStringLiteral("s%1.json").arg(i));
    ASSERT_TRUE(f.window.saveSessionTo(file));

    Fixture back;
    back.window.resize(1200, 800);
    back.window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&back.window));
    ASSERT_TRUE(back.window.openSessionFrom(file));
    ASSERT_TRUE(back.waitLoaded()) << back.errors.join('\n').toStdString();
    EXPECT_EQ(QFileInfo(back.window.result()->request.path).canonicalFilePath(), QFileInfo(graphs[i]).canonicalFilePath());
    EXPECT_EQ(back.window.result()->request.policy, policy);
    EXPECT_EQ(back.window.trace()->policy, policy.toStdString());
    EXPECT_EQ(back.window.trace()->config.maxFusionSize, 7);
    EXPECT_EQ(back.window.result()->request.knobs, f.window.result()->request.knobs);
    EXPECT_EQ(back.window.stepCount(), f.window.stepCount());
    EXPECT_EQ(back.window.step(), f.window.step());
    ASSERT_GE(back.window.selectedNode(), 0);
    EXPECT_EQ(back.window.graph()->nodes[static_cast<size_t>(back.window.selectedNode())].name, selected.toStdString());
    EXPECT_DOUBLE_EQ(back.window.graphView()->zoom(), f.window.graphView()->zoom());
    QTest::qWait(50);   // the docks settle (the window restores the view once more then)
    const QPointF restored = back.window.graphView()->viewCentre();
    const double onePixel = 1.001 / back.window.graphView()->zoom();   // centerOn scrolls in whole pixels
    EXPECT_NEAR(restored.x(), center.x(), onePixel);
    EXPECT_NEAR(restored.y(), center.y(), onePixel);
    EXPECT_TRUE(back.errors.isEmpty()) << back.errors.join('\n').toStdString();
  }
}

TEST(MainWindow, LayoutWithGroupsAsClustersAndBack) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  f.window.setStep(f.window.stepCount() / 2);
  ASSERT_TRUE(f.window.selectByName(QStringLiteral("op12")));
  const auto plain = f.window.result()->geometry;
  const auto groupsBefore = f.window.graphScene()->hullSnapshot();   // the step's groups, as hulls
  ASSERT_GT(groupsBefore.size(), 2u);
  QSignalSpy changed(&f.window, &MainWindow::clusterLayoutChanged);
  f.window.setClusterLayout(true);
  // Off the GUI thread: the call returns at once, the layout arrives later.
  EXPECT_TRUE(f.window.relayoutPending());
  EXPECT_FALSE(f.window.clusterLayout());
  for (int i = 0; i < 300 && changed.isEmpty(); ++i) changed.wait(100);
  ASSERT_EQ(changed.size(), 1);
  EXPECT_TRUE(changed.front().front().toBool()) << f.window.lastStatus().toStdString();
  ASSERT_TRUE(f.window.clusterLayout());
  const SceneGeometry& geo = *f.window.result()->geometry;
  // One dot cluster per group of the step, boxing exactly its members; the hulls step aside for them.
  ASSERT_EQ(geo.clusters.size(), groupsBefore.size());
  for (const SceneCluster& c : geo.clusters) {
    for (NodeId m : c.members) EXPECT_TRUE(c.rect.contains(geo.find(m)->rect)) << c.label.toStdString();
    EXPECT_TRUE(std::any_of(groupsBefore.begin(), groupsBefore.end(), [&](const auto& g) { return g.second == c.members; }));
  }
  EXPECT_EQ(f.window.graphScene()->clusterCount(), static_cast<int>(groupsBefore.size()));
  EXPECT_EQ(f.window.graphScene()->hullCount(), 0);
  EXPECT_TRUE(f.window.lastStatus().contains(QStringLiteral("step %1").arg(f.window.step()))) << f.window.lastStatus().toStdString();
  EXPECT_EQ(f.window.selectedNode(), f.window.graph()->findNode("op12")->id);   // selection and step kept
  // Stepping on: groups that no longer match a cluster get hulls again over the clustered positions.
  f.window.setStep(f.window.stepCount());
  EXPECT_GT(f.window.graphScene()->hullCount(), 0);
  EXPECT_TRUE(f.window.clusterLayout());
  // Unticking returns to the normal layout at once (no new layout run).
  f.window.setClusterLayout(false);
  EXPECT_FALSE(f.window.relayoutPending());
  EXPECT_EQ(f.window.result()->geometry, plain);
  EXPECT_EQ(f.window.graphScene()->clusterCount(), 0);
  f.window.setStep(f.window.stepCount() / 2);
  EXPECT_EQ(f.window.graphScene()->hullSnapshot(), groupsBefore);
  // Cancel while it runs: nothing changes, the action is unticked, the status says so.
  f.window.setClusterLayout(true);
  ASSERT_TRUE(f.window.relayoutPending());
  f.window.cancelBackgroundWork();
  EXPECT_FALSE(f.window.relayoutPending());
  QTest::qWait(300);
  EXPECT_FALSE(f.window.clusterLayout());
  EXPECT_EQ(f.window.result()->geometry, plain);
  EXPECT_TRUE(f.window.lastStatus().contains(QStringLiteral("cancelled"))) << f.window.lastStatus().toStdString();
  // Step 0 has no groups: the final kernels are clustered instead, and the status says which.
  f.window.setStep(0);
  changed.clear();
  f.window.setClusterLayout(true);
  for (int i = 0; i < 300 && changed.isEmpty(); ++i) changed.wait(100);
  ASSERT_TRUE(f.window.clusterLayout());
  EXPECT_TRUE(f.window.lastStatus().contains(QStringLiteral("last step"))) << f.window.lastStatus().toStdString();
  f.window.setStep(f.window.stepCount());
  EXPECT_EQ(f.window.graphScene()->hullCount(), 0);   // the final groups are exactly the clusters
  EXPECT_TRUE(f.errors.isEmpty()) << f.errors.join('\n').toStdString();
}

TEST(MainWindow, ReopensLastGraphOnStartWhenAsked) {
  QTemporaryDir dir;
  ASSERT_TRUE(dir.isValid());
  QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
  const QString gpt2 = QFileInfo(QString::fromUtf8(kGpt2)).absoluteFilePath();
  auto startUp = [](MainWindow::Options options, const QString& policy = {}) {
    auto w = std::make_unique<MainWindow>(options);
    w->setErrorHandler([](const QString&, const QString&) {});
    QSignalSpy loaded(w.get(), &MainWindow::loaded);
    w->openAtStart({}, policy);
    for (int i = 0; i < 600 && loaded.isEmpty(); ++i) loaded.wait(100);
    EXPECT_FALSE(loaded.isEmpty());
    return w;
  };
  const MainWindow::Options withSettings{false, true};
  {
    // Off by default: the example opens. Opening a graph remembers its path and policy.
    auto w = startUp(withSettings);
    EXPECT_FALSE(w->reopenLastOnStart());
    EXPECT_TRUE(w->result()->request.bundledExample);
    QSignalSpy loaded(w.get(), &MainWindow::loaded);
    w->openPath(gpt2, {}, {}, QStringLiteral("seed"));
    for (int i = 0; i < 600 && loaded.isEmpty(); ++i) loaded.wait(100);
    ASSERT_FALSE(loaded.isEmpty());
    EXPECT_EQ(QSettings().value(QStringLiteral("lastGraph/path")).toString(), gpt2);
    EXPECT_EQ(QSettings().value(QStringLiteral("lastGraph/policy")).toString(), QStringLiteral("seed"));
    w->setReopenLastOnStart(true);
    EXPECT_TRUE(QSettings().value(QStringLiteral("reopenLastGraph")).toBool());
  }
  {
    // Ticked: the last graph comes back with its policy, and the status bar says so.
    auto w = startUp(withSettings);
    EXPECT_FALSE(w->result()->request.bundledExample);
    EXPECT_EQ(QFileInfo(w->result()->request.path).absoluteFilePath(), gpt2);
    EXPECT_EQ(w->result()->request.policy, QStringLiteral("seed"));
    EXPECT_TRUE(w->lastStatus().startsWith(QStringLiteral("Reopened"))) << w->lastStatus().toStdString();
    // --policy wins over the remembered one.
    auto v = startUp(withSettings, QStringLiteral("inductor-2.11"));
    EXPECT_EQ(v->result()->request.policy, QStringLiteral("inductor-2.11"));
  }
  {
    // Gone from disk: the example opens and the status bar names the missing path.
    const QString gone = dir.filePath(QStringLiteral("deleted_capture"));
    QSettings().setValue(QStringLiteral("lastGraph/path"), gone);
    auto w = startUp(withSettings);
    EXPECT_TRUE(w->result()->request.bundledExample);
    EXPECT_TRUE(w->lastStatus().contains(QStringLiteral("no longer exists"))) << w->lastStatus().toStdString();
    EXPECT_TRUE(w->lastStatus().contains(gone));
  }
  {
    // Exists but no longer loads: the example opens too.
    QFile bad(dir.filePath(QStringLiteral("broken.json")));
    ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
    bad.write("{ not a graph");
    bad.close();
    QSettings().setValue(QStringLiteral("lastGraph/path"), bad.fileName());
    auto w = startUp(withSettings);
    EXPECT_TRUE(w->result()->request.bundledExample);
    EXPECT_TRUE(w->lastStatus().startsWith(QStringLiteral("Could not reopen"))) << w->lastStatus().toStdString();
  }
  // Without settings (--screenshot, --timing, these tests' other windows) the example always opens.
  QSettings().setValue(QStringLiteral("lastGraph/path"), gpt2);
  auto w = startUp(MainWindow::Options{false, false});
  EXPECT_TRUE(w->result()->request.bundledExample);
  EXPECT_FALSE(w->reopenLastOnStart());
  EXPECT_EQ(w->result()->request.policy, QString::fromLatin1(sched::kDefaultPolicy));
}

// Restores Qt's own look whatever a theme test does (the palette is application-wide).
struct SystemThemeAfter {
  ~SystemThemeAfter() { applyTheme(UiTheme::System); }
};

// The most common colour of a scene rectangle rendered 1:1.
static QColor dominantColour(QGraphicsScene* scene, const QRectF& r) {
  QImage img(r.size().toSize(), QImage::Format_ARGB32);
  img.fill(Qt::transparent);
  {
    QPainter p(&img);
    scene->render(&p, QRectF(QPointF(0, 0), r.size()), r);
  }
  std::map<QRgb, int> count;
  for (int y = 0; y < img.height(); ++y)
    for (int x = 0; x < img.width(); ++x) ++count[img.pixel(x, y)];
  return QColor::fromRgb(std::max_element(count.begin(), count.end(), [](auto& a, auto& b) { return a.second < b.second; })->first);
}

// Every highlighted span of the first lines of a code view against the view's background.
static double worstCodeContrast(CodeView* v, int* spans) {
  double worst = 21;
  *spans = 0;
  const QColor base = v->palette().color(QPalette::Base);
  for (QTextBlock b = v->document()->firstBlock(); b.isValid() && b.blockNumber() < 60; b = b.next())
    for (const auto& range : b.layout()->formats())
      if (range.format.hasProperty(QTextFormat::ForegroundBrush)) {
        ++*spans;
        worst = std::min(worst, contrastRatio(range.format.foreground().color(), base));
      }
  return worst;
}

TEST(MainWindow, DarkThemeKeepsGraphAndCodeLegible) {
  SystemThemeAfter restore;
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  f.window.setStep(f.window.stepCount() / 2);
  ASSERT_TRUE(f.window.selectByName(QStringLiteral("op12")));
  GraphScene* s = f.window.graphScene();
  const int hulls = s->hullCount();
  ASSERT_GT(hulls, 0);
  const SceneNode* op12 = s->sceneGeometry()->find(f.window.graph()->findNode("op12")->id);
  ASSERT_NE(op12, nullptr);
  const QColor reductionFill = dominantColour(s, op12->rect);

  for (UiTheme theme : {UiTheme::Dark, UiTheme::Light}) {
    const bool dark = theme == UiTheme::Dark;
    f.window.setTheme(theme);
    EXPECT_EQ(applicationIsDark(), dark);
    EXPECT_EQ(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
    EXPECT_EQ(s->theme(), dark ? Theme::Dark : Theme::Light);
    const QColor bg = s->backgroundBrush().color();
    EXPECT_EQ(bg.lightnessF() < 0.5, dark);
    // Groups, highlight and selection survive the redraw.
    EXPECT_EQ(s->hullCount(), hulls);
    EXPECT_EQ(s->selectedNode(), op12->node);
    // Text drawn on the background (hull labels) and the edges stand out from it.
    int labels = 0;
    for (QGraphicsItem* item : s->items()) {
      if (auto* t = qgraphicsitem_cast<QGraphicsSimpleTextItem*>(item)) {
        ++labels;
        EXPECT_GE(contrastRatio(t->brush().color(), bg), 4.5) << t->text().toStdString();
      } else if (auto* p = qgraphicsitem_cast<QGraphicsPathItem*>(item); p && p->pen().style() == Qt::SolidLine &&
                                                                         p->brush().style() == Qt::NoBrush) {
        EXPECT_GE(contrastRatio(p->pen().color(), bg), 3.0);   // memory edges
      }
    }
    EXPECT_EQ(labels, hulls);
    // Node boxes keep their category hue in both themes.
    EXPECT_EQ(dominantColour(s, op12->rect), reductionFill);
    // The step bar's media icons (black in the style) stay visible on the window colour.
    const QImage play = themedStandardIcon(QStyle::SP_MediaPlay).pixmap(24).toImage();
    double r = 0, g = 0, b = 0, n = 0;
    for (int y = 0; y < play.height(); ++y)
      for (int x = 0; x < play.width(); ++x)
        if (const QColor c = play.pixelColor(x, y); c.alpha() > 128) r += c.redF(), g += c.greenF(), b += c.blueF(), ++n;
    ASSERT_GT(n, 0);
    EXPECT_GE(contrastRatio(QColor::fromRgbF(float(r / n), float(g / n), float(b / n)),
                            QApplication::palette().color(QPalette::Window)), 3.0);
    // The kernel's syntax highlighting stays legible on the code view's background.
    int spans = 0;
    EXPECT_GE(worstCodeContrast(f.window.kernelPanel()->realView(), &spans), 3.0) << (dark ? "dark" : "light");
    EXPECT_GT(spans, 10);
  }
}

TEST(MainWindow, ThemeIsSavedAndAppliedAtStart) {
  SystemThemeAfter restore;
  QTemporaryDir dir;
  ASSERT_TRUE(dir.isValid());
  QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
  {
    MainWindow w(MainWindow::Options{false, true});
    EXPECT_EQ(w.theme(), UiTheme::System);   // default
    w.setTheme(UiTheme::Dark);
    EXPECT_EQ(QSettings().value(QStringLiteral("theme")).toString(), QStringLiteral("dark"));
  }
  applyTheme(UiTheme::System);
  ASSERT_FALSE(applicationIsDark());
  {
    MainWindow w(MainWindow::Options{false, true});
    EXPECT_EQ(w.theme(), UiTheme::Dark);
    EXPECT_TRUE(applicationIsDark());
    EXPECT_EQ(w.graphScene()->theme(), Theme::Dark);
    w.setTheme(UiTheme::System, false);   // not persisted (the --theme option)
    EXPECT_FALSE(applicationIsDark());
    EXPECT_EQ(QSettings().value(QStringLiteral("theme")).toString(), QStringLiteral("dark"));
  }
  // Tests that do not use settings never read it.
  MainWindow w(MainWindow::Options{false, false});
  EXPECT_EQ(w.theme(), UiTheme::System);
  EXPECT_FALSE(applicationIsDark());
  EXPECT_EQ(parseTheme(QStringLiteral("Dark")), UiTheme::Dark);
  EXPECT_FALSE(parseTheme(QStringLiteral("sepia")).has_value());
}

// A graph with torch.cond: the outer graph opens, View → Scheduler Runs lists its three runs, the Inspector
// of the Conditional node links both branches, and opening a branch schedules that run with the same knobs.
TEST(MainWindow, SchedulerRunsOfSubgraphsOpen) {
  Fixture f;
  ASSERT_TRUE(f.open(QStringLiteral(FUSESCOPE_TEST_DATA "/runs/cond_mlp_inf_logged_ir/torch_compile_debug")))
      << f.errors.join('\n').toStdString();
  ASSERT_NE(f.window.graph(), nullptr);
  EXPECT_EQ(f.window.graph()->subgraph, "");
  EXPECT_EQ(f.window.graph()->nodes.size(), 8u);
  EXPECT_TRUE(f.window.trustBar()->text().contains(QStringLiteral("scheduler run 1 of 3 (the outer graph)")))
      << f.window.trustBar()->text().toStdString();
  QMenu* runs = f.window.schedulerRunsMenu();
  ASSERT_TRUE(runs->isEnabled());
  const QList<QAction*> actions = runs->actions();
  ASSERT_EQ(actions.size(), 3);
  EXPECT_TRUE(actions[0]->isChecked());
  EXPECT_TRUE(actions[1]->text().startsWith(QStringLiteral("true_graph_0"))) << actions[1]->text().toStdString();
  EXPECT_TRUE(actions[1]->text().contains(QStringLiteral("run by op4"))) << actions[1]->text().toStdString();
  ASSERT_TRUE(f.window.selectByName(QStringLiteral("op4"), false));
  QStringList links;
  for (const auto& row : f.window.inspectorModel()->root()->children.front()->children)
    if (row->key == QStringLiteral("runs subgraph")) links << row->link;
  EXPECT_EQ(links, (QStringList{QStringLiteral("subgraph:true_graph_0"), QStringLiteral("subgraph:false_graph_0")}));

  f.window.setKnob(QStringLiteral("max_fusion_size"), QStringLiteral("2"));
  ASSERT_TRUE(f.waitLoaded()) << f.errors.join('\n').toStdString();
  actions[1]->trigger();
  ASSERT_TRUE(f.waitLoaded()) << f.errors.join('\n').toStdString();
  ASSERT_NE(f.window.graph(), nullptr);
  EXPECT_EQ(f.window.graph()->subgraph, "true_graph_0");
  EXPECT_EQ(f.window.graph()->nodes.size(), 4u);
  EXPECT_TRUE(f.window.trustBar()->text().contains(QStringLiteral("scheduler run 2 of 3 (true_graph_0)")))
      << f.window.trustBar()->text().toStdString();
  EXPECT_EQ(f.window.trace()->config.maxFusionSize, 2);   // the knobs came along
  EXPECT_TRUE(f.window.windowTitle().contains(QStringLiteral("true_graph_0")));
  EXPECT_TRUE(f.window.schedulerRunsMenu()->actions().at(1)->isChecked());
  EXPECT_FALSE(f.window.openSchedulerRun(QStringLiteral("no_such_graph")));
  // Back to the outer graph from the menu's first entry.
  EXPECT_TRUE(f.window.openSchedulerRun(QString()));
  ASSERT_TRUE(f.waitLoaded()) << f.errors.join('\n').toStdString();
  EXPECT_EQ(f.window.graph()->nodes.size(), 8u);
}

// A torch.distributed run: each rank's graph folder opens as that rank (its lines of the interleaved log),
// View → Ranks lists the ranks and opens the same graph of another rank; title and trust line say which.
TEST(MainWindow, RanksOfADistributedRunOpen) {
  Fixture f;
  QDir root(QStringLiteral(FUSESCOPE_TEST_DATA "/runs/ddp_2rank/torch_compile_debug"));
  QString rank0;
  for (const QString& run : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
    const QString folder = root.filePath(run + QStringLiteral("/torchinductor/model__1_backward_14.6"));
    if (run.endsWith(QStringLiteral("pid_783"))) rank0 = folder;
  }
  ASSERT_FALSE(rank0.isEmpty());
  ASSERT_TRUE(f.open(rank0)) << f.errors.join('\n').toStdString();
  EXPECT_EQ(f.window.graph()->inductor.rank, 0);
  EXPECT_TRUE(f.window.windowTitle().contains(QStringLiteral(" · rank 0 · PyTorch 2.11.0+cu130")))
      << f.window.windowTitle().toStdString();
  EXPECT_TRUE(f.window.trustBar()->text().contains(QStringLiteral("rank 0 of ranks 0, 1 (View → Ranks)")))
      << f.window.trustBar()->text().toStdString();
  // Every rank is compared on the worker, as `compare --all-ranks` does, and the trust line says so.
  if (f.window.ranksVerdict().isEmpty()) {
    QSignalSpy compared(&f.window, &MainWindow::ranksCompared);
    compared.wait(30000);
  }
  EXPECT_EQ(f.window.ranksVerdict(), QStringLiteral("ranks 0, 1: the same kernels (8 each)"));
  EXPECT_TRUE(f.window.trustBar()->text().contains(f.window.ranksVerdict())) << f.window.trustBar()->text().toStdString();
  EXPECT_TRUE(f.window.trustBar()->toolTip().startsWith(f.window.trustBar()->text()));  // all of it, however cut
  // A narrow window cuts the line with "…", never mid-word as if it were whole ("· ranks 0").
  f.window.show();
  f.window.resize(900, 700);
  QApplication::processEvents();
  const QString shown = f.window.trustBar()->shownText();
  EXPECT_TRUE(shown.endsWith(QStringLiteral("…"))) << shown.toStdString();
  EXPECT_TRUE(f.window.trustBar()->text().startsWith(shown.chopped(1))) << shown.toStdString();
  f.window.resize(4000, 700);
  QApplication::processEvents();
  EXPECT_EQ(f.window.trustBar()->shownText(), f.window.trustBar()->text());
  QMenu* ranks = f.window.ranksMenu();
  ASSERT_TRUE(ranks->isEnabled());
  ASSERT_EQ(ranks->actions().size(), 2);
  EXPECT_TRUE(ranks->actions().at(0)->isChecked());
  ranks->actions().at(1)->trigger();
  ASSERT_TRUE(f.waitLoaded()) << f.errors.join('\n').toStdString();
  EXPECT_EQ(f.window.graph()->inductor.rank, 1);
  EXPECT_EQ(f.window.graph()->nodes.front().device, "cuda:1");  // rank 1's own dump
  EXPECT_TRUE(f.window.ranksMenu()->actions().at(1)->isChecked());
  EXPECT_TRUE(f.window.trustBar()->text().contains(QStringLiteral("rank 1 of ranks 0, 1")));
  EXPECT_FALSE(f.window.openRank(7));
}

// An order-only divergence: Jump to divergence opens the Sequence view at the position where FuseScope's
// fusions and Inductor's part, and says what each side did with the other's pair.
TEST(MainWindow, JumpToAnOrderDivergenceShowsTheSequence) {
  Fixture f;
  ASSERT_TRUE(f.open(QStringLiteral(FUSESCOPE_TEST_DATA "/knobs/mix-off/layernorm_bwd_large/0_backward_3.1")))
      << f.errors.join('\n').toStdString();
  SequenceDock* seq = f.window.sequenceDock();
  ASSERT_EQ(seq->sequence().firstDifference, 2);
  EXPECT_EQ(seq->table()->rowCount(), 4);
  EXPECT_TRUE(seq->explanation().contains(QStringLiteral("The orders part at position 3"))) << seq->explanation().toStdString();
  const int jump = f.window.trustBar()->jumpDecision();
  ASSERT_GE(jump, 0);
  emit f.window.trustBar()->jumpRequested(jump);
  QApplication::processEvents();
  EXPECT_EQ(f.window.document()->currentDecision(), jump);
  ASSERT_FALSE(seq->table()->selectedItems().isEmpty());
  EXPECT_EQ(seq->table()->selectedItems().front()->row(), 2);
  // A row click goes to FuseScope's decision at that position.
  QSignalSpy chosen(seq, &SequenceDock::decisionChosen);
  emit seq->table()->cellClicked(0, 1);
  ASSERT_EQ(chosen.size(), 1);
  EXPECT_EQ(chosen.front().front().toInt(), seq->sequence().rows.front().fuseScope.decision);
  EXPECT_EQ(f.window.document()->currentDecision(), seq->sequence().rows.front().fuseScope.decision);
}

// A graph whose fusion log cannot be read: the error says so, and File → Reopen Without Fusion Log opens the
// graph with its kernels compared and its decisions said unchecked.
TEST(MainWindow, AnUnreadableLogCanBeLeftOut) {
  QTemporaryDir dir;
  ASSERT_TRUE(dir.isValid());
  const QString folder = dir.filePath(QStringLiteral("model/0_backward_3.1"));
  ASSERT_TRUE(QDir().mkpath(folder));
  for (const char* name : {"ir_pre_fusion.txt", "ir_post_fusion.txt"})
    ASSERT_TRUE(QFile::copy(QStringLiteral(FUSESCOPE_TEST_DATA "/knobs/mix-off/layernorm_bwd_large/0_backward_3.1/") + QLatin1String(name),
                            folder + QLatin1Char('/') + QLatin1String(name)));
  QFile log(folder + QStringLiteral("/fusion.log"));
  ASSERT_TRUE(log.open(QIODevice::WriteOnly));
  log.write("this is the program's stdout, not TORCH_LOGS=+fusion\n");
  log.close();
  Fixture f;
  EXPECT_FALSE(f.open(folder));
  ASSERT_FALSE(f.errors.isEmpty());
  EXPECT_TRUE(f.errors.back().contains(QStringLiteral("no Inductor fusion messages found"))) << f.errors.back().toStdString();
  EXPECT_TRUE(f.errors.back().contains(QStringLiteral("File → Reopen Without Fusion Log"))) << f.errors.back().toStdString();
  ASSERT_TRUE(f.window.reopenWithoutFusionLog());
  ASSERT_TRUE(f.waitLoaded()) << f.errors.join('\n').toStdString();
  EXPECT_FALSE(f.window.graph()->inductor.hasFusionLog);
  EXPECT_TRUE(f.window.trustBar()->text().contains(QStringLiteral("decisions not checked"))) << f.window.trustBar()->text().toStdString();
  EXPECT_FALSE(f.window.reopenWithoutFusionLog());  // nothing left to retry
}

FUSESCOPE_WIDGET_TEST_MAIN()
