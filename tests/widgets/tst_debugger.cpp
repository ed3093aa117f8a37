// The debugger around the engine, driven offscreen: the view follows the decision, the trust line says
// whether the replay is Inductor's, the Decisions table keeps the row that was clicked and its filters keep
// the step, the comparison survives knob changes and draws Inductor's groups, "Why not fused?" draws the
// real blocking path, search rings every match.
#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QGuiApplication>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTreeWidget>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <set>

#include "analysis/explain_pair.h"
#include "codegen/kernel_comparison.h"
#include "codegen/kernel_index.h"
#include "decisions_dock.h"
#include "decisions_model.h"
#include "graph/neighbourhood.h"
#include "graph/node_edges.h"
#include "layout/graph_layout.h"
#include "graph_view.h"
#include "kernel_panel.h"
#include "kv_tree_model.h"
#include "schedule_document.h"
#include "search_index.h"
#include "source_dock.h"
#include "source/source_grouping.h"
#include "trust_bar.h"
#include "whatif_dialog.h"
#include "why_dialog.h"
#include "widget_test_main.h"
#include "window_fixture.h"

using namespace fusescope;
using namespace fusescope::gui;
using fusescope::test::Fixture;
using fusescope::test::kGpt2;

namespace {

std::vector<NodeId> pairMembers(const sched::Trace& t, int decision) {
  const auto& d = t.decisions[static_cast<size_t>(decision)];
  auto both = t.node(d.node1).members;
  const auto& m2 = t.node(d.node2).members;
  both.insert(both.end(), m2.begin(), m2.end());
  return both;
}

// The first decision refused for intermediate nodes: a pair with a real blocking path to draw. -1: none.
int firstIntermediateNodesRefusal(const sched::Trace& t) {
  for (size_t i = 0; i < t.decisions.size(); ++i)
    if (t.decisions[i].reason.find("intermediate nodes") != std::string::npos) return static_cast<int>(i);
  return -1;
}

}  // namespace

TEST(Debugger, EveryStepBringsThePairIntoView) {
  Fixture f;
  f.window.resize(1280, 800);
  f.window.show();
  ASSERT_TRUE(f.open(kGpt2)) << f.errors.join('\n').toStdString();
  ASSERT_TRUE(f.window.followDecision());   // on by default
  const sched::Trace* t = f.window.trace();
  f.window.graphView()->fitAll();
  f.window.graphView()->setZoom(4.0);       // far in: most pairs start outside the view
  int checked = 0, outsideBefore = 0;
  for (int step = 1; step <= f.window.stepCount(); step += std::max(1, f.window.stepCount() / 25)) {
    const auto both = pairMembers(*t, step - 1);
    outsideBefore += f.window.graphView()->nodesVisible(both) ? 0 : 1;
    f.window.setStep(step);
    EXPECT_TRUE(f.window.graphView()->nodesVisible(both)) << "step " << step;
    EXPECT_EQ(f.window.graphScene()->pairLabels().size(), 2u);   // both sides named at any zoom
    ++checked;
  }
  EXPECT_GT(checked, 10);
  EXPECT_GT(outsideBefore, 0);   // the test moved the view, it did not find the pair already there
  // Off: the view stays where it is.
  f.window.setFollowDecision(false);
  const QPointF centre = f.window.graphView()->viewCentre();
  f.window.setStep(1);
  EXPECT_EQ(f.window.graphView()->viewCentre(), centre);
}

TEST(Debugger, NamesOverTheGraphNeverCoverEachOther) {
  Fixture f;
  f.window.resize(1280, 800);
  f.window.show();
  ASSERT_TRUE(f.open(kGpt2)) << f.errors.join('\n').toStdString();
  const sched::Trace* t = f.window.trace();
  f.window.setFollowDecision(false);     // stays far out: the outlines of a pair start a few pixels apart
  f.window.graphView()->setZoom(0.15);
  int withSelectionInPair = 0, checked = 0, coveringGroupNames = 0;
  for (int step = 1; step <= f.window.stepCount(); step += std::max(1, f.window.stepCount() / 40)) {
    f.window.setStep(step);
    const auto& d = t->decisions[static_cast<size_t>(step - 1)];
    const NodeId inPair = t->node(d.node1).members.front();
    f.window.selectNode(inPair);
    auto labels = f.window.graphView()->overlayLabels();
    // The selection is one of the pair: its ① label names it, no second label.
    EXPECT_EQ(labels.size(), 2u) << "step " << step;
    ++withSelectionInPair;
    // A node outside the pair gets its own label.
    const auto both = pairMembers(*t, step - 1);
    for (NodeId other = 0; other < static_cast<NodeId>(f.window.graph()->nodes.size()); ++other)
      if (std::find(both.begin(), both.end(), other) == both.end()) {
        f.window.selectNode(other);
        break;
      }
    labels = f.window.graphView()->overlayLabels();
    EXPECT_EQ(labels.size(), 3u) << "step " << step;
    for (size_t i = 0; i < labels.size(); ++i)
      for (size_t j = i + 1; j < labels.size(); ++j)
        EXPECT_FALSE(labels[i].box.intersects(labels[j].box))
            << "step " << step << ": '" << labels[i].text.toStdString() << "' covers '" << labels[j].text.toStdString() << "'";
    // Nor a group's name where the pair's outline starts.
    for (const QRectF& r : f.window.graphScene()->groupLabelRects())
      for (const auto& label : labels)
        if (label.box.intersects(f.window.graphView()->mapFromScene(r).boundingRect())) ++coveringGroupNames;
    ++checked;
  }
  EXPECT_GT(checked, 20);
  EXPECT_GT(withSelectionInPair, 20);
  EXPECT_EQ(coveringGroupNames, 0);
}

TEST(Debugger, AScheduleWithoutDecisionsSaysSoInsteadOfABlankTable) {
  DecisionsDock dock;
  dock.setTrace(std::make_shared<sched::Trace>(), nullptr, std::make_shared<Graph>(), nullptr);
  EXPECT_FALSE(dock.noMatchesLabel()->isHidden());
  EXPECT_TRUE(dock.noMatchesLabel()->text().startsWith(QStringLiteral("No fusion decisions"))) << dock.noMatchesLabel()->text().toStdString();
  // Before any schedule: nothing to say.
  DecisionsDock empty;
  EXPECT_TRUE(empty.noMatchesLabel()->isHidden());
}

TEST(Debugger, RightIsOneDecisionWhateverTheFiltersShow) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  f.window.setStep(10);
  auto* fuseOnly = f.window.findChild<QCheckBox*>(QStringLiteral("fusePhaseOnly"));
  auto* disagree = f.window.findChild<QCheckBox*>(QStringLiteral("disagreeOnly"));
  ASSERT_NE(fuseOnly, nullptr);
  ASSERT_NE(disagree, nullptr);
  fuseOnly->setChecked(true);
  EXPECT_EQ(f.window.step(), 10);   // filters only filter
  f.window.nextDecision();
  EXPECT_EQ(f.window.step(), 11);
  EXPECT_EQ(f.window.currentDecision(), 10);
  EXPECT_EQ(f.window.stepCount(), static_cast<int>(f.window.trace()->decisions.size()));
  fuseOnly->setChecked(false);
  EXPECT_EQ(f.window.step(), 11);
  // A replay identical to Inductor has no disagreeing rows: the table says so instead of going blank.
  disagree->setChecked(true);
  EXPECT_EQ(f.window.decisionsProxy()->rowCount(), 0);
  EXPECT_FALSE(f.window.noMatchesLabel()->isHidden());
  EXPECT_EQ(f.window.step(), 11);
  disagree->setChecked(false);
  EXPECT_TRUE(f.window.noMatchesLabel()->isHidden());
}

TEST(Debugger, ClickingARowSelectsThatRowWithoutScrolling) {
  Fixture f;
  f.window.resize(1600, 1200);
  f.window.show();
  ASSERT_TRUE(f.open(kGpt2));
  QTableView* table = f.window.decisionsView();
  table->setMinimumHeight(300);
  f.window.setStep(0);
  QTest::qWait(50);
  const int scrollBefore = table->verticalScrollBar()->value();
  // A row a little way down the visible part of the table, clicked with the mouse.
  const int visibleRows = table->viewport()->height() / table->rowHeight(0);
  ASSERT_GT(visibleRows, 4);
  const int row = table->rowAt(table->viewport()->height() - table->rowHeight(0) * 2);
  ASSERT_GE(row, 0);
  const QModelIndex index = table->model()->index(row, DecisionsModel::Reason);
  QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(index).center());
  EXPECT_EQ(table->currentIndex().row(), row);
  EXPECT_EQ(table->verticalScrollBar()->value(), scrollBefore);
  const int decision = f.window.decisionsProxy()->mapToSource(table->currentIndex()).row();
  EXPECT_EQ(f.window.currentDecision(), decision);
  // The row selected the pair's first node; its Inspector lists the decisions on its group, this one too.
  bool history = false;
  for (int r = 0; r < f.window.inspectorModel()->rowCount(); ++r) {
    const QModelIndex top = f.window.inspectorModel()->index(r, 0);
    if (top.data().toString() != QStringLiteral("Fusion history")) continue;
    for (int c = 0; c < f.window.inspectorModel()->rowCount(top); ++c)
      history = history || f.window.inspectorModel()->index(c, 0, top).data().toString() ==
                               QStringLiteral("decision %1").arg(decision + 1);
  }
  EXPECT_TRUE(history);
}

// A filter that hides the decision shown leaves no other row marked as if it were current, and clicking any
// listed row goes to it, the one the table showed as current included: "Why not fused?" then asks about the
// row the user sees picked, never about a decision the filter hides.
TEST(Debugger, AFilteredOutDecisionLeavesNoRowMarkedAndAClickGoesToTheRow) {
  Fixture f;
  f.window.resize(1600, 1200);
  f.window.show();
  ASSERT_TRUE(f.open(kGpt2));
  const sched::Trace& t = *f.window.trace();
  f.window.setStep(f.window.stepCount());
  const int shown = f.window.currentDecision();
  const std::string name = t.name(t.decisions.front().node1);
  ASSERT_EQ(t.name(t.decisions[static_cast<size_t>(shown)].node1).find(name), std::string::npos);
  ASSERT_EQ(t.name(t.decisions[static_cast<size_t>(shown)].node2).find(name), std::string::npos);
  auto* filterEdit = f.window.findChild<QLineEdit*>(QStringLiteral("decisionFilter"));
  ASSERT_NE(filterEdit, nullptr);
  filterEdit->setText(QString::fromStdString(name));
  QTableView* table = f.window.decisionsView();
  ASSERT_GT(f.window.decisionsProxy()->rowCount(), 1);
  EXPECT_EQ(f.window.currentDecision(), shown);   // filters only filter
  EXPECT_FALSE(table->selectionModel()->hasSelection());
  EXPECT_FALSE(table->currentIndex().isValid());
  QTest::qWait(20);
  const int last = f.window.decisionsProxy()->rowCount() - 1;
  const QModelIndex lastRow = f.window.decisionsProxy()->index(last, DecisionsModel::Reason);
  table->scrollTo(lastRow);
  QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(lastRow).center());
  EXPECT_EQ(f.window.currentDecision(), f.window.decisionsProxy()->mapToSource(lastRow).row());
  // A row made current without the user (signals blocked) is still gone to when clicked.
  const QModelIndex first = f.window.decisionsProxy()->index(0, DecisionsModel::Reason);
  {
    QSignalBlocker block(table->selectionModel());
    table->selectionModel()->setCurrentIndex(first, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
  }
  table->scrollTo(first);
  QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(first).center());
  EXPECT_EQ(f.window.currentDecision(), f.window.decisionsProxy()->mapToSource(first).row());
}

// Stepping keeps the current decision's row in view, and a row that leaves comes back mid-table: the
// table scrolls about once per half page, not on every step (each scroll is a blit of the table).
TEST(Debugger, SteppingKeepsTheRowInViewAndScrollsTheTableRarely) {
  Fixture f;
  f.window.resize(1600, 1200);
  f.window.show();
  ASSERT_TRUE(f.open(kGpt2));
  QTableView* table = f.window.decisionsView();
  table->setMinimumHeight(300);
  f.window.setStep(0);
  QTest::qWait(50);
  const int visibleRows = table->viewport()->height() / table->rowHeight(0);
  ASSERT_GT(visibleRows, 6);
  const int steps = std::min(f.window.stepCount(), 4 * visibleRows);
  ASSERT_GT(steps, 2 * visibleRows);
  int scrolls = 0, last = table->verticalScrollBar()->value();
  for (int step = 1; step <= steps; ++step) {
    f.window.nextDecision();
    const QRect row = table->visualRect(table->currentIndex());
    EXPECT_GE(row.top(), 0) << "step " << step;
    EXPECT_LE(row.bottom(), table->viewport()->height()) << "step " << step;
    if (table->verticalScrollBar()->value() != last) ++scrolls;
    last = table->verticalScrollBar()->value();
  }
  EXPECT_GT(scrolls, 0);
  EXPECT_LE(scrolls, steps / (visibleRows / 2 - 1) + 1) << scrolls << " scrolls in " << steps << " steps";
}

TEST(Debugger, TrustLineSaysIdenticalAndDiffersUnderAKnobInductorDidNotUse) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  TrustBar* bar = f.window.trustBar();
  EXPECT_EQ(bar->state(), TrustBar::State::Identical) << bar->text().toStdString();
  EXPECT_TRUE(bar->text().contains(QStringLiteral("Identical to Inductor")));
  f.window.setKnob(QStringLiteral("max_fusion_size"), QStringLiteral("2"));
  ASSERT_TRUE(f.waitLoaded());
  EXPECT_EQ(bar->state(), TrustBar::State::Differs) << bar->text().toStdString();
  EXPECT_TRUE(bar->text().contains(QStringLiteral("Differs from Inductor")));
  ASSERT_GE(bar->jumpDecision(), 0);
  emit bar->jumpRequested(bar->jumpDecision());
  EXPECT_EQ(f.window.currentDecision(), bar->jumpDecision());
  // The Decisions table marks the disagreeing rows.
  int marked = 0;
  for (int r = 0; r < f.window.decisionsModel()->rowCount(); ++r)
    marked += f.window.decisionsModel()->index(r, 0).data(DecisionsModel::DisagreesRole).toBool() ? 1 : 0;
  EXPECT_GT(marked, 0);
}

TEST(Debugger, ComparisonSurvivesAKnobChangeAndDrawsInductorsGroups) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  f.window.setCompareMode(CompareMode::Inductor);
  EXPECT_EQ(f.window.compareDifferences(), 0);   // identical to Inductor
  f.window.setKnob(QStringLiteral("max_fusion_size"), QStringLiteral("2"));
  ASSERT_TRUE(f.waitLoaded());
  EXPECT_GT(f.window.compareDifferences(), 0);   // re-compared after the re-run, choice kept
  EXPECT_GT(f.window.graphScene()->referenceOutlineCount(), 0);
  // The other policy runs through the worker with the same knobs.
  f.window.setCompareMode(CompareMode::OtherPolicy);
  ASSERT_TRUE(f.waitLoaded());
  EXPECT_GT(f.window.compareDifferences(), 0);
  EXPECT_EQ(f.window.result()->compareTrace->config.maxFusionSize, 2);
}

TEST(Debugger, WhyNotFusedDrawsTheRealBlockingPath) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  const Graph* g = f.window.graph();
  const sched::Trace* t = f.window.trace();
  const int decision = firstIntermediateNodesRefusal(*t);
  ASSERT_GE(decision, 0);
  f.window.jumpToDecision(decision);
  f.window.setErrorHandler([](const QString&, const QString&) {});
  QMetaObject::invokeMethod(&f.window, "showWhyNotFusedForTests");
  const auto& path = f.window.graphScene()->blockingPath();
  ASSERT_GE(path.size(), 3u);
  std::set<std::pair<NodeId, NodeId>> edges;
  for (const NodeEdge& e : nodeEdges(*g)) edges.insert({e.from, e.to});
  for (size_t k = 0; k + 1 < path.size(); ++k) EXPECT_TRUE(edges.count({path[k], path[k + 1]})) << k;
  const auto e = analysis::explainPair(*g, *t, f.window.selectedNode(), t->node(t->decisions[static_cast<size_t>(decision)].node2).members.front(),
                                       decision + 1);
  ASSERT_EQ(e.path.size(), path.size());
  for (size_t k = 0; k < path.size(); ++k) EXPECT_EQ(e.path[k].id, path[k]);
}

// Just opened, with no pair picked: "Why not fused?" explains the pair of the decision shown (the ① and
// ② on the graph) instead of asking for two nodes.
TEST(Debugger, WhyNotFusedWithNoPairPickedExplainsTheDecisionShown) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  ASSERT_GE(f.window.currentDecision(), 0);
  f.window.document()->setSecondSelected(kNone);
  QStringList errors;
  f.window.setErrorHandler([&](const QString&, const QString& text) { errors << text; });
  QMetaObject::invokeMethod(&f.window, "showWhyNotFusedForTests");
  EXPECT_TRUE(errors.isEmpty()) << errors.join('\n').toStdString();
  EXPECT_NE(f.window.findChild<WhyDialog*>(), nullptr);
}

// "Copy as Markdown" puts core's Markdown answer (report::answerMarkdown) on the clipboard: the pair, the
// verdicts, the blocking path with the user's lines; the same text `fusescope-cli why --markdown` prints.
TEST(Debugger, WhyNotFusedCopiesTheAnswerAsMarkdown) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  const sched::Trace* t = f.window.trace();
  const int decision = firstIntermediateNodesRefusal(*t);
  ASSERT_GE(decision, 0);
  f.window.jumpToDecision(decision);
  QMetaObject::invokeMethod(&f.window, "showWhyNotFusedForTests");
  auto* dialog = f.window.findChild<WhyDialog*>();
  ASSERT_NE(dialog, nullptr);
  QGuiApplication::clipboard()->clear();
  QPushButton* copy = nullptr;
  for (auto* b : dialog->findChildren<QPushButton*>())
    if (b->text().contains(QStringLiteral("Markdown"))) copy = b;
  ASSERT_NE(copy, nullptr);
  copy->click();
  const QString text = QGuiApplication::clipboard()->text();
  EXPECT_EQ(text, dialog->markdown());
  EXPECT_TRUE(text.startsWith(QStringLiteral("### Why `"))) << text.toStdString();
  EXPECT_TRUE(text.contains(QStringLiteral("intermediate nodes"))) << text.toStdString();
  EXPECT_TRUE(text.contains(QStringLiteral("Blocking path"))) << text.toStdString();
  EXPECT_TRUE(text.contains(QStringLiteral("modeling_gpt2.py:"))) << text.toStdString();
}

TEST(Debugger, SearchRingsEveryMatch) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  auto* edit = f.window.findChild<QLineEdit*>(QStringLiteral("searchEdit"));
  ASSERT_NE(edit, nullptr);
  edit->setText(QStringLiteral("op1"));   // op1, op10..op19, ...
  QTest::keyClick(edit, Qt::Key_Return);
  EXPECT_GT(f.window.graphScene()->searchMatchCount(), 5);
}

TEST(Debugger, SpeaksTheUsersCode) {
  Fixture f;
  const QString forward = QStringLiteral(FUSESCOPE_SHARED_CAPTURES "/gpt2_train/0_forward_1.0");
  if (!QFileInfo::exists(forward)) GTEST_SKIP() << "needs ../shared/captures";
  ASSERT_TRUE(f.open(forward));
  const source::SourceMap* sources = f.window.sources();
  ASSERT_NE(sources, nullptr);
  // A node with a source line: the Inspector has a Source section naming it, search finds it by file:line.
  NodeId withLine = kNone;
  for (size_t i = 0; i < sources->nodes.size() && withLine == kNone; ++i)
    if (!sources->nodes[i].locations.empty()) withLine = static_cast<NodeId>(i);
  ASSERT_NE(withLine, kNone);
  const auto& loc = sources->nodes[static_cast<size_t>(withLine)].locations.front().value;
  f.window.selectNode(withLine);
  bool sourceRow = false;
  for (int r = 0; r < f.window.inspectorModel()->rowCount(); ++r)
    sourceRow = sourceRow || f.window.inspectorModel()->index(r, 0).data().toString() == QStringLiteral("Source");
  EXPECT_TRUE(sourceRow);
  const QString base = QFileInfo(QString::fromStdString(loc.file)).fileName();
  const QString query = QStringLiteral("%1:%2").arg(base).arg(loc.line);
  const auto hits = searchGraph(*f.window.graph(), f.window.result()->inductorKernels.get(), f.window.result()->kernels.get(),
                                query, sources);
  ASSERT_FALSE(hits.empty()) << query.toStdString();
  bool found = false;
  for (const auto& h : hits) found = found || h.node == withLine;
  EXPECT_TRUE(found);
  for (const auto& h : hits) EXPECT_EQ(h.what, QStringLiteral("source"));
  // The Kernel dock names the user's lines its kernel covers.
  EXPECT_TRUE(f.window.kernelPanel()->headerText().contains(QStringLiteral("Your code: ") + base))
      << f.window.kernelPanel()->headerText().toStdString();
  // The Source dock shows the line: this machine has no /opt/torch/.venv, so it is the capture's code, said so.
  EXPECT_TRUE(f.window.sourceDock()->codeText().contains(QString::fromStdString(loc.code)))
      << f.window.sourceDock()->codeText().toStdString();
  if (!QFileInfo::exists(QString::fromStdString(loc.file))) {
    EXPECT_TRUE(f.window.sourceDock()->noteText().contains(QStringLiteral("as the capture recorded it")));
  }
  // Group by Source: one hull per source line shared by two or more nodes; Off brings the fusion groups back.
  const int fusionHulls = f.window.graphScene()->hullCount();
  f.window.setSourceGrouping(source::SourceGrouping::Line);
  const auto lines = source::groupBySource(*sources, source::SourceGrouping::Line);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(f.window.graphScene()->hullCount(), static_cast<int>(lines.size()));
  f.window.setSourceGrouping(std::nullopt);
  EXPECT_EQ(f.window.graphScene()->hullCount(), fusionHulls);
}

// A run as Inductor wrote it (debug tree + one log for the whole run, captured on an H100 with
// scripts/fusescope-capture): the window finds the log and the trust line says the replay is Inductor's.
TEST(Debugger, OpensARunAsWrittenAndTrustsIt) {
  const QString root = QStringLiteral(FUSESCOPE_TEST_DATA "/runs/mlp_ln_train");
  for (const char* graph : {"model__0_forward_1.0", "model__0_backward_3.1"}) {
    Fixture f;
    QSignalSpy loaded(&f.window, &MainWindow::loaded);
    f.window.openPath(root, QString::fromLatin1(graph));
    for (int i = 0; i < 300 && loaded.isEmpty(); ++i) loaded.wait(100);
    ASSERT_FALSE(loaded.isEmpty()) << f.errors.join('\n').toStdString();
    EXPECT_TRUE(f.window.graph()->inductor.hasFusionLog) << graph;
    EXPECT_EQ(f.window.trustBar()->state(), TrustBar::State::Identical) << f.window.trustBar()->text().toStdString();
  }
  // The same graph with the log named explicitly.
  Fixture f;
  QSignalSpy loaded(&f.window, &MainWindow::loaded);
  f.window.openPath(root, QStringLiteral("model__0_backward_3.1"), {}, {}, root + QStringLiteral("/fusion.log"));
  for (int i = 0; i < 300 && loaded.isEmpty(); ++i) loaded.wait(100);
  ASSERT_FALSE(loaded.isEmpty()) << f.errors.join('\n').toStdString();
  EXPECT_EQ(f.window.trustBar()->state(), TrustBar::State::Identical);
}

// Group by Module / Layer on a run captured with scripts/fusescope-capture (fusescope_modules.json): one
// hull per layer, each hull exactly core's group; a capture without module paths says how to get them.
TEST(Debugger, GroupByLayerDrawsTheModelsLayers) {
  Fixture f;
  QSignalSpy loaded(&f.window, &MainWindow::loaded);
  f.window.openPath(QStringLiteral(FUSESCOPE_TEST_DATA "/runs/layers_train"), QStringLiteral("model__0_backward_3.1"));
  for (int i = 0; i < 300 && loaded.isEmpty(); ++i) loaded.wait(100);
  ASSERT_FALSE(loaded.isEmpty()) << f.errors.join('\n').toStdString();
  const auto* sources = f.window.document()->sources().get();
  ASSERT_NE(sources, nullptr);
  const auto layers = source::groupBySource(*sources, source::SourceGrouping::Layer);
  ASSERT_EQ(layers.size(), 3u);   // layers.0, layers.1 and the head
  f.window.setSourceGrouping(source::SourceGrouping::Layer);
  const auto hulls = f.window.graphScene()->hullSnapshot();
  ASSERT_EQ(hulls.size(), layers.size());
  for (size_t i = 0; i < layers.size(); ++i) {
    auto members = hulls[i].second;
    std::sort(members.begin(), members.end());
    EXPECT_EQ(members, layers[i].members) << layers[i].label;
  }
  f.window.setSourceGrouping(source::SourceGrouping::Module);
  EXPECT_EQ(f.window.graphScene()->hullCount(),
            static_cast<int>(source::groupBySource(*sources, source::SourceGrouping::Module).size()));
  EXPECT_TRUE(f.window.lastStatus().contains(QStringLiteral("module"))) << f.window.lastStatus().toStdString();

  Fixture plain;
  ASSERT_TRUE(plain.open(kGpt2));
  plain.window.setSourceGrouping(source::SourceGrouping::Layer);
  EXPECT_TRUE(plain.window.lastStatus().contains(QStringLiteral("fusescope-capture"))) << plain.window.lastStatus().toStdString();
}

// The Kernel dock's Diff tab is core's unified diff of the two kernels the dock shows.
TEST(Debugger, KernelDiffIsTheDiffOfTheTwoKernelsShown) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  ASSERT_TRUE(f.window.selectByName(QStringLiteral("op1")));
  KernelPanel* k = f.window.kernelPanel();
  // The two kernels the dock shows, from the same reports (core/codegen/kernel_index).
  const auto kernels = codegen::kernelsOfNode(f.window.result()->inductorKernels.get(), f.window.result()->kernels.get(),
                                              f.window.selectedNode());
  ASSERT_TRUE(kernels.real && kernels.real->real);
  ASSERT_TRUE(kernels.generated && kernels.generated->generated);
  const std::string expected =
      codegen::unifiedKernelDiff(kernels.real->real->source, kernels.generated->generated->source);
  if (expected.empty()) EXPECT_TRUE(k->diffText().contains(QStringLiteral("identical")));
  else EXPECT_EQ(k->diffText().toStdString(), expected);
  EXPECT_TRUE(k->realSource().contains(QString::fromStdString(kernels.real->real->name)));
}

// Where FuseScope's generated kernel is not Inductor's (a looped reduction generated persistent, another
// reduction hint), the Kernel dock's first line says so, with what differs; where they agree it says nothing.
TEST(Debugger, TheKernelDocksFirstLineSaysWhenFuseScopesKernelDiffers) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  const Graph& g = *f.window.graph();
  NodeId differing = kNone, agreeing = kNone;
  std::vector<codegen::KernelDifference> differences;
  for (NodeId n = 0; static_cast<size_t>(n) < g.nodes.size() && (differing == kNone || agreeing == kNone); ++n) {
    const auto k = codegen::kernelsOfNode(f.window.result()->inductorKernels.get(), f.window.result()->kernels.get(), n);
    if (!k.real || !k.real->real || !k.generated || !k.generated->generated) continue;
    const auto d = codegen::compareKernels(*k.real->real, *k.generated->generated);
    if (!d.empty() && differing == kNone) {
      differing = n;
      differences = d;
    } else if (d.empty() && agreeing == kNone) {
      agreeing = n;
    }
  }
  ASSERT_NE(differing, kNone) << "the GPT-2 backward has kernels FuseScope generates otherwise";
  ASSERT_NE(agreeing, kNone);
  f.window.selectNode(differing);
  const QString header = f.window.kernelPanel()->headerText();
  const QString first = header.section(QLatin1Char('\n'), 0, 0);
  EXPECT_TRUE(first.startsWith(QStringLiteral("FuseScope's kernel differs from Inductor's"))) << header.toStdString();
  EXPECT_TRUE(first.contains(QString::fromStdString(differences.front().what))) << first.toStdString();
  f.window.selectNode(agreeing);
  EXPECT_FALSE(f.window.kernelPanel()->headerText().contains(QStringLiteral("differs from Inductor's")));
}

// Focus mode dims exactly what lies more than two dependency edges from the pair.
TEST(Debugger, FocusModeDimsWhatIsFarFromThePair) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  f.window.setStep(40);
  EXPECT_EQ(f.window.graphScene()->dimmedNodeCount(), 0);
  f.window.setFocusMode(true);
  const sched::Trace* t = f.window.trace();
  const auto both = pairMembers(*t, f.window.currentDecision());
  const auto kept = neighbourhood(*f.window.graph(), both, 2);
  const int drawn = static_cast<int>(f.window.graphScene()->sceneGeometry()->nodes.size());
  EXPECT_EQ(f.window.graphScene()->dimmedNodeCount(), drawn - static_cast<int>(kept.size()));
  EXPECT_GT(f.window.graphScene()->dimmedNodeCount(), 0);
  f.window.setFocusMode(false);
  EXPECT_EQ(f.window.graphScene()->dimmedNodeCount(), 0);
}

// View → Collapse Groups: each group one box with its members hidden, except the pair's and the selection's.
TEST(Debugger, CollapseGroupsKeepsThePairAndTheSelectionOpen) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2)) << f.errors.join('\n').toStdString();
  f.window.setStep(f.window.stepCount());
  GraphScene* scene = f.window.graphScene();
  const int hulls = scene->hullCount();
  ASSERT_GT(hulls, 2);
  EXPECT_EQ(scene->collapsedCount(), 0);
  f.window.setCollapseGroups(true);
  const int collapsed = scene->collapsedCount();
  EXPECT_GT(collapsed, 0);
  EXPECT_GE(scene->hiddenNodeCount(), 2 * collapsed);   // every collapsed group has two or more members
  // The pair under decision stays drawn node by node.
  const auto& d = f.window.trace()->decisions[static_cast<size_t>(f.window.currentDecision())];
  for (sched::SchedNodeId side : {d.node1, d.node2})
    for (NodeId n : f.window.trace()->node(side).members) EXPECT_TRUE(scene->nodeShown(n)) << n;
  // Stepping keeps the mode and re-decides which groups are open.
  f.window.setStep(f.window.stepCount() - 1);
  EXPECT_GT(scene->collapsedCount(), 0);
  // Selecting a node of a collapsed group opens that group.
  NodeId hidden = kNone;
  for (const auto& [id, members] : scene->hullSnapshot())
    if (!scene->nodeShown(members.front())) hidden = members.front();
  ASSERT_NE(hidden, kNone);
  const int before = scene->collapsedCount();
  f.window.selectNode(hidden);
  EXPECT_TRUE(scene->nodeShown(hidden));
  EXPECT_EQ(scene->collapsedCount(), before - 1);
  f.window.setCollapseGroups(false);
  EXPECT_EQ(scene->collapsedCount(), 0);
  EXPECT_EQ(scene->hiddenNodeCount(), 0);
  EXPECT_EQ(scene->hullCount(), static_cast<int>(scene->hullSnapshot().size()));
}

// The "Why not fused?" page names a decision's basis once: a recorded note already begins with it, a note in
// another voice gets it in front, and a basis without a note still shows.
TEST(WhyDialog, NamesTheBasisOnce) {
  analysis::PairExplanation e;
  e.nameA = "op100";
  e.nameB = "op101";
  e.outcome = analysis::PairOutcome::Refused;
  e.decision = 472;
  e.reason = "prologue fusion not implemented for kernel for these inputs";
  e.basis = "recorded";
  e.basisNote = "recorded: buf100 is not an allowed prologue input of op101";
  QString html = pairExplanationHtml(e);
  EXPECT_EQ(html.count(QStringLiteral("recorded:")), 1) << html.toStdString();
  EXPECT_TRUE(html.contains(QStringLiteral("buf100 is not an allowed prologue input"))) << html.toStdString();
  e.basis = "assumed";
  e.basisNote = "inductor-2.11: op4 with op5: Shared memory after inversion: 0";
  html = pairExplanationHtml(e);
  EXPECT_TRUE(html.contains(QStringLiteral("assumed: inductor-2.11: op4 with op5"))) << html.toStdString();
  e.basisNote.clear();
  html = pairExplanationHtml(e);
  EXPECT_TRUE(html.contains(QStringLiteral("<i>assumed</i>"))) << html.toStdString();
}

TEST(WhyDialog, NamesTheGroupsAFusedPairsFactsAreAbout) {
  analysis::PairExplanation e;
  e.nameA = "op9";
  e.nameB = "op523";
  e.outcome = analysis::PairOutcome::Fused;
  e.decision = 1403;
  e.factsGroupA = "op6_op7_op9";
  e.factsGroupB = "op523_op524";
  const QString html = pairExplanationHtml(e);
  EXPECT_TRUE(html.contains(QStringLiteral("of the groups decision 1404 joined (op6_op7_op9 + op523_op524)"))) << html.toStdString();
}

// A "no shared data" refusal lists, under the shared-data fact, each buffer both sides use and why it does
// not count, headed by the pair in the order the policy measured it; without a report there is no table.
TEST(WhyDialog, ListsWhyEachCommonBufferDoesNotCount) {
  analysis::PairExplanation e;
  e.nameA = "op178";
  e.nameB = "op180";
  e.outcome = analysis::PairOutcome::Refused;
  e.decision = 596;
  e.reason = "no shared data";
  e.facts.push_back({"shared data", false, "none by score_fusion_memory"});
  QString html = pairExplanationHtml(e);
  EXPECT_FALSE(html.contains(QStringLiteral("why it does not count"))) << html.toStdString();
  analysis::PairFact& f = e.facts.back();
  f.rowsSubject = "buffer";
  f.rowsHeading = "why it does not count (node1 op178 v.s. node2 op180_op181_op182)";
  f.rows = {{"getitem_3", "different numel: 8 v.s. 128"}, {"buf7", "Mismatch loop orders: MemoryDep('buf7', d0, {d0: 8})"}};
  html = pairExplanationHtml(e);
  EXPECT_TRUE(html.contains(QStringLiteral("<th>buffer</th><th>why it does not count (node1 op178 v.s. node2 op180_op181_op182)</th>")))
      << html.toStdString();
  EXPECT_TRUE(html.contains(QStringLiteral("<td><code>getitem_3</code></td><td>different numel: 8 v.s. 128</td>"))) << html.toStdString();
  EXPECT_TRUE(html.contains(QStringLiteral("MemoryDep(&#x27;buf7&#x27;")) || html.contains(QStringLiteral("MemoryDep('buf7'")))
      << html.toStdString();
}

// The same kernels and order, but a refusal line of the log the replay does not produce: the trust line
// is amber and counts it, never the green of a replay that reproduced everything.
TEST(TrustLine, AmberWhenTheKernelsMatchButALoggedRefusalIsNotReproduced) {
  analysis::InductorAgreement a;
  a.hasResult = true;
  a.comparison.hasKernels = true;
  a.comparison.kernelsMatching = a.comparison.kernelsTotal = a.comparison.fuseScopeKernels = 3;
  TrustBar bar;
  bar.setAgreement(&a, QStringLiteral("inductor-2.15"), {}, {});
  const QColor green = bar.palette().color(QPalette::Window);
  a.comparison.hasFusionLog = true;
  a.comparison.rejectionsTotal = 2;
  a.comparison.rejectionsMatched = 1;
  a.comparison.missingRejections.push_back({"op0", "op2", "intermediate nodes between node1 & node2"});
  bar.setAgreement(&a, QStringLiteral("inductor-2.15"), {}, {});
  EXPECT_EQ(bar.state(), TrustBar::State::Identical);
  EXPECT_NE(bar.palette().color(QPalette::Window), green);
  EXPECT_EQ(bar.palette().color(QPalette::Window), QColor(0xff, 0xf3, 0xcd));
  EXPECT_TRUE(bar.text().contains(QStringLiteral("1/2 refusal reasons (1 not reproduced)"))) << bar.text().toStdString();
  EXPECT_TRUE(bar.text().startsWith(QStringLiteral("≈ Same kernels and fusions as Inductor"))) << bar.text().toStdString();
}

FUSESCOPE_WIDGET_TEST_MAIN()

// The window keeps what is open in its document: stepping, selecting and jumping change the document
// through its setters and its signals fire, so a dock that follows the document follows the window.
TEST(Debugger, TheDocumentHoldsStepSelectionAndComparison) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2)) << f.errors.join('\n').toStdString();
  ScheduleDocument* doc = f.window.document();
  ASSERT_NE(doc, nullptr);
  EXPECT_EQ(doc->graph(), f.window.graph());
  EXPECT_EQ(doc->stepCount(), static_cast<int>(doc->trace()->decisions.size()));
  QSignalSpy steps(doc, &ScheduleDocument::stepChanged);
  QSignalSpy selections(doc, &ScheduleDocument::selectionChanged);
  f.window.setStep(3);
  EXPECT_EQ(doc->step(), 3);
  EXPECT_EQ(doc->currentDecision(), 2);
  ASSERT_EQ(steps.count(), 1);
  EXPECT_EQ(steps.takeFirst().at(0).toInt(), 3);
  f.window.setStep(3);   // no change, no signal
  EXPECT_EQ(steps.count(), 0);
  // Shift+Right: the document's next fusion is a fused decision, and nothing between was one.
  const int from = doc->step();
  f.window.nextFusion();
  ASSERT_GT(doc->step(), from);
  EXPECT_EQ(doc->trace()->decisions[static_cast<size_t>(doc->currentDecision())].verdict, sched::Verdict::Fused);
  for (int k = from + 1; k < doc->step(); ++k)
    EXPECT_NE(doc->trace()->decisions[static_cast<size_t>(doc->decisionOfStep(k))].verdict, sched::Verdict::Fused);
  f.window.selectNode(5);
  EXPECT_EQ(doc->selected(), 5);
  EXPECT_GE(selections.count(), 1);
  // Comparing with Inductor stores the comparison in the document; Off clears it.
  f.window.setCompareMode(CompareMode::Inductor);
  ASSERT_NE(doc->comparison(), nullptr);
  EXPECT_EQ(doc->compareMode(), CompareMode::Inductor);
  f.window.setCompareMode(CompareMode::None);
  EXPECT_EQ(doc->comparison(), nullptr);
}

// A graph above the layered threshold opens with FuseScope's folded layered layout; View → Lay Out with
// Graphviz runs dot in the background (the window keeps stepping meanwhile) and swaps its picture in.
TEST(Debugger, GraphvizLayoutOfALargeGraphRunsInTheBackground) {
  const QString llama = QStringLiteral(FUSESCOPE_SHARED_CAPTURES "/llama_24l_train/0_backward_3.1");
  if (!QFileInfo::exists(llama)) GTEST_SKIP() << "no shared captures";
  Fixture f;
  ASSERT_TRUE(f.open(llama)) << f.errors.join('\n').toStdString();
  ASSERT_GT(f.window.graph()->nodes.size(), static_cast<size_t>(LayoutOptions{}.layeredThreshold));
  EXPECT_EQ(f.window.result()->geometry->engine, QStringLiteral("FuseScope's layered layout"));
  EXPECT_FALSE(f.window.layoutPending());
  QSignalSpy ready(&f.window, &MainWindow::layoutFinished);
  ASSERT_TRUE(f.window.requestGraphvizLayout());
  EXPECT_TRUE(f.window.layoutPending());
  f.window.setStep(10);   // the GUI thread is free while dot runs
  EXPECT_EQ(f.window.step(), 10);
  for (int i = 0; i < 600 && ready.isEmpty(); ++i) ready.wait(100);
  ASSERT_EQ(ready.count(), 1) << f.window.lastStatus().toStdString();
  EXPECT_EQ(f.window.result()->geometry->engine, QStringLiteral("Graphviz dot"));
  EXPECT_TRUE(f.window.result()->geometry->strategy.contains(QStringLiteral("nslimit")))
      << f.window.result()->geometry->strategy.toStdString();
  EXPECT_EQ(f.window.step(), 10);   // the step survives the new picture
}

// "Make these fuse?" runs core's whatif search off the GUI thread, lists the settings that put the pair in
// one kernel, and Apply re-runs the window's schedule with them: afterwards the pair shares a kernel.
TEST(Debugger, MakeTheseFuseProposesAndAppliesASetting) {
  Fixture f;
  ASSERT_TRUE(f.open(QStringLiteral(FUSESCOPE_TEST_DATA "/knobs/red-maxsize2/reductions/0_inference_0.0")))
      << f.errors.join('\n').toStdString();
  f.window.setKnob(QStringLiteral("max_fusion_size"), QStringLiteral("2"));
  ASSERT_TRUE(f.waitLoaded());
  const Graph& g = *f.window.graph();
  const NodeId a = g.findNode("op8")->id, b = g.findNode("op10")->id;
  auto kernelOf = [&](NodeId n) {
    for (const auto& k : f.window.trace()->kernels)
      for (NodeId m : f.window.trace()->node(k.node).members)
        if (m == n) return k.node;
    return sched::SchedNodeId{-1};
  };
  ASSERT_NE(kernelOf(a), kernelOf(b));   // refused: exceeds max fusion
  f.window.selectNode(a);
  f.window.document()->setSecondSelected(b);
  QSignalSpy shown(&f.window, &MainWindow::whatIfShown);
  ASSERT_TRUE(f.window.makeTheseFuse());
  for (int i = 0; i < 300 && shown.isEmpty(); ++i) shown.wait(100);
  ASSERT_EQ(shown.count(), 1) << f.errors.join('\n').toStdString();
  auto* dlg = f.window.findChild<WhatIfDialog*>();
  ASSERT_NE(dlg, nullptr);
  ASSERT_GT(dlg->proposals()->topLevelItemCount(), 0);
  // The first proposal is a single max_fusion_size change, as `fusescope-cli whatif` lists it.
  EXPECT_TRUE(dlg->proposals()->topLevelItem(0)->text(0).startsWith(QStringLiteral("max_fusion_size=")))
      << dlg->proposals()->topLevelItem(0)->text(0).toStdString();
  const QString proposed = dlg->proposals()->topLevelItem(0)->text(0).section(QLatin1Char('='), 1);
  auto* apply = dlg->findChild<QPushButton*>(QStringLiteral("apply"));
  ASSERT_NE(apply, nullptr);
  apply->click();
  ASSERT_TRUE(f.waitLoaded());
  ASSERT_EQ(f.window.document()->request().knobs.count("max_fusion_size"), 1u);
  EXPECT_EQ(QString::fromStdString(f.window.document()->request().knobs.at("max_fusion_size")), proposed);
  EXPECT_EQ(kernelOf(a), kernelOf(b));
}

// File → Compare with Another Capture: two real captures of one model (default settings and Inductor run
// with max_fusion_size=2) — the other run's kernels are outlined, core's regions are listed, and a row
// goes to this schedule's decision on the pair where the two part.
TEST(Debugger, CompareWithAnotherCaptureListsWhereTheRunsPart) {
  Fixture f;
  ASSERT_TRUE(f.open(QStringLiteral(FUSESCOPE_TEST_DATA "/captures/reductions/0_inference_0.0"))) << f.errors.join('\n').toStdString();
  QSignalSpy compared(&f.window, &MainWindow::otherCaptureCompared);
  ASSERT_TRUE(f.window.compareWithCapture(QStringLiteral(FUSESCOPE_TEST_DATA "/knobs/red-maxsize2/reductions/0_inference_0.0")));
  for (int i = 0; i < 300 && compared.isEmpty(); ++i) compared.wait(100);
  ASSERT_EQ(compared.count(), 1);
  ASSERT_TRUE(f.errors.isEmpty()) << f.errors.join('\n').toStdString();
  ScheduleDocument* doc = f.window.document();
  ASSERT_NE(doc->otherCapture(), nullptr);
  EXPECT_EQ(doc->compareMode(), CompareMode::OtherCapture);
  const auto& diff = doc->otherCapture()->diff;
  ASSERT_FALSE(diff.regions.empty());
  EXPECT_EQ(diff.kernels, analysis::KernelSource::Inductor);
  // The smaller kernels of the max_fusion_size=2 run are outlined over this schedule's larger ones.
  EXPECT_GT(f.window.graphScene()->referenceOutlineCount(), 0);
  auto* list = f.window.findChild<QListWidget*>(QStringLiteral("compareList"));
  ASSERT_NE(list, nullptr);
  ASSERT_EQ(list->count(), static_cast<int>(diff.regions.size()));
  // Every parted region names this run's decision: clicking its row steps there, onto that pair.
  const sched::Trace* t = f.window.trace();
  for (int row = 0; row < list->count(); ++row) {
    const auto& r = diff.regions[static_cast<size_t>(row)];
    if (!r.parted || !r.a.present) continue;
    const int decision = list->item(row)->data(Qt::UserRole + 1).toInt();
    ASSERT_GE(decision, 0) << list->item(row)->text().toStdString();
    EXPECT_EQ(t->name(t->decisions[static_cast<size_t>(decision)].node1), r.a.node1);
    EXPECT_EQ(t->name(t->decisions[static_cast<size_t>(decision)].node2), r.a.node2);
    emit list->itemClicked(list->item(row));
    EXPECT_EQ(f.window.currentDecision(), decision);
  }
  // A different model is refused with a message; what is open stays.
  ASSERT_TRUE(f.window.compareWithCapture(QStringLiteral(FUSESCOPE_TEST_DATA "/captures/gpt2_train/0_backward_3.1")));
  compared.clear();
  for (int i = 0; i < 300 && compared.isEmpty(); ++i) compared.wait(100);
  ASSERT_FALSE(f.errors.isEmpty());
  EXPECT_TRUE(f.errors.last().contains(QStringLiteral("Compare with Another Capture")));
  EXPECT_EQ(doc->otherCapture()->graph->name, diff.graphB);
}
