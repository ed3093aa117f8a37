// One document, many views (issue 33): the Inspector, Kernel and Source docks take the ScheduleDocument and
// update themselves from its signals. These tests build their own docks on the document of an opened window
// and drive them only through the document: a dock that still waited to be pushed by the window would show
// nothing here.
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

#include "analysis_jobs.h"
#include "graph/graph_json.h"
#include "graph/synthetic_graph.h"
#include "import/load.h"
#include "config_dock.h"
#include "graph_picker.h"
#include "recent_graphs.h"
#include "kernel_dock.h"
#include "kernel_panel.h"
#include "inspector_dock.h"
#include "kv_tree_model.h"
#include "schedule_document.h"
#include "source_dock.h"
#include "widget_test_main.h"
#include "window_fixture.h"

using namespace fusescope;
using namespace fusescope::gui;
using fusescope::test::Fixture;
using fusescope::test::kGpt2;

namespace {

// The first decision (from `from` on) whose pair's first nodes differ from `avoid`'s pair.
int decisionWithAnotherPair(const sched::Trace& t, int from, NodeId avoid) {
  for (size_t i = static_cast<size_t>(from); i < t.decisions.size(); ++i)
    if (t.node(t.decisions[i].node1).members.front() != avoid) return static_cast<int>(i);
  return -1;
}

QString nameOf(const ScheduleDocument& doc, NodeId n) { return QString::fromStdString(doc.graph()->nodes[static_cast<size_t>(n)].name); }

}  // namespace

TEST(DocumentViews, TheInspectorAndTheSourceFollowTheSelection) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  ScheduleDocument* doc = f.window.document();
  InspectorDock inspector(doc);
  SourceDock source(doc);
  EXPECT_EQ(inspector.model()->rowCount(), 0);
  const NodeId node = 5;
  doc->setSelected(node);
  ASSERT_GT(inspector.model()->rowCount(), 0);
  bool named = false;
  for (int r = 0; r < inspector.model()->rowCount(); ++r)
    for (int c = 0; c < 2; ++c) named = named || inspector.model()->index(r, c).data().toString().contains(nameOf(*doc, node));
  EXPECT_TRUE(named) << "the Inspector does not name " << nameOf(*doc, node).toStdString();
  if (doc->sources() && !doc->sources()->node(node).locations.empty()) {
    EXPECT_FALSE(source.codeText().isEmpty());
  }
  // A new graph drops the selection: the Inspector empties itself.
  doc->setSelected(kNone);
  EXPECT_EQ(inspector.model()->rowCount(), 0);
}

// By default the Kernel dock shows whichever moved last: each step shows node ① of the new decision, a
// click on a node shows that node until the next step.
TEST(DocumentViews, TheKernelDockFollowsTheDecisionUntilANodeIsSelected) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  ScheduleDocument* doc = f.window.document();
  const sched::Trace& t = *doc->trace();
  KernelDock kernel(doc);
  EXPECT_EQ(kernel.follow(), KernelDock::Follow::Latest);
  const int first = decisionWithAnotherPair(t, 10, 2);
  ASSERT_GE(first, 0);
  doc->setStep(doc->stepOfDecision(first));
  const NodeId one = t.node(t.decisions[static_cast<size_t>(first)].node1).members.front();
  EXPECT_EQ(kernel.shownNode(), one);
  doc->setSelected(3);
  EXPECT_EQ(kernel.shownNode(), 3);
  const int second = decisionWithAnotherPair(t, first + 1, one);
  ASSERT_GE(second, 0);
  doc->setStep(doc->stepOfDecision(second));
  EXPECT_EQ(kernel.shownNode(), t.node(t.decisions[static_cast<size_t>(second)].node1).members.front());
  // The window's own dock does the same.
  f.window.setStep(f.window.stepOfDecision(first));
  EXPECT_EQ(f.window.kernelDock()->shownNode(), one);
}

// Issue 33's bug: the Kernel dock followed the selection, never the decision. Following the decision, a step
// (and so a row click) shows node ① of the new pair whatever is selected; following the selection, a step
// leaves it on the selected node.
TEST(DocumentViews, TheKernelDockFollowsTheDecisionsPairWhenAsked) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  ScheduleDocument* doc = f.window.document();
  const sched::Trace& t = *doc->trace();
  KernelDock kernel(doc);
  doc->setSelected(2);
  EXPECT_EQ(kernel.shownNode(), 2);
  kernel.setFollow(KernelDock::Follow::Decision);
  const int first = decisionWithAnotherPair(t, 10, 2);
  ASSERT_GE(first, 0);
  doc->setStep(doc->stepOfDecision(first));
  const NodeId one = t.node(t.decisions[static_cast<size_t>(first)].node1).members.front();
  EXPECT_EQ(doc->pair().first, one);
  EXPECT_EQ(kernel.shownNode(), one);
  EXPECT_TRUE(kernel.panel()->headerText().contains(nameOf(*doc, one))) << kernel.panel()->headerText().toStdString();
  // The selection does not move it; the next decision with another pair does.
  doc->setSelected(3);
  EXPECT_EQ(kernel.shownNode(), one);
  const int second = decisionWithAnotherPair(t, first + 1, one);
  ASSERT_GE(second, 0);
  doc->setStep(doc->stepOfDecision(second));
  EXPECT_EQ(kernel.shownNode(), t.node(t.decisions[static_cast<size_t>(second)].node1).members.front());
  // Back to the selection.
  kernel.setFollow(KernelDock::Follow::Selection);
  EXPECT_EQ(kernel.shownNode(), 3);
  doc->setStep(doc->stepOfDecision(first));
  EXPECT_EQ(kernel.shownNode(), 3);
}

// A step that moves the selected node into a new group redraws the Inspector's group line without any call
// from the window (the document seeks its timeline before it says the step changed).
TEST(DocumentViews, AStepThatMovesTheNodesGroupRedrawsTheInspector) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  ScheduleDocument* doc = f.window.document();
  const sched::Trace& t = *doc->trace();
  ASSERT_FALSE(t.fusions.empty());
  const sched::Fusion& fusion = t.fusions.front();
  const NodeId node = t.node(fusion.node1).members.front();
  InspectorDock inspector(doc);
  doc->setStep(0);
  doc->setSelected(node);
  auto groupLine = [&] {   // the "fused into" row, wherever it sits in the tree
    std::function<QString(const QModelIndex&)> find = [&](const QModelIndex& parent) -> QString {
      for (int r = 0; r < inspector.model()->rowCount(parent); ++r) {
        const QModelIndex key = inspector.model()->index(r, 0, parent);
        if (key.data().toString() == QStringLiteral("fused into")) return inspector.model()->index(r, 1, parent).data().toString();
        if (QString found = find(key); !found.isEmpty()) return found;
      }
      return QString();
    };
    return find(QModelIndex());
  };
  const QString before = groupLine();
  doc->setStep(doc->stepOfDecision(fusion.decision));
  EXPECT_TRUE(groupLine().contains(QString::fromStdString(t.name(fusion.fused)))) << groupLine().toStdString();
  EXPECT_NE(groupLine(), before);
}

// The Config dock lists the document's comparison and shows the settings of the schedule shown, without the
// window telling it: a re-run under max_fusion_size=2 compared with the previous settings.
TEST(DocumentViews, TheConfigDockShowsTheDocumentsSettingsAndComparison) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  ScheduleDocument* doc = f.window.document();
  ConfigDock config(doc);
  f.window.setKnob(QStringLiteral("max_fusion_size"), QStringLiteral("2"));
  ASSERT_TRUE(f.waitLoaded()) << f.errors.join('\n').toStdString();
  auto* editor = config.findChild<QLineEdit*>(QStringLiteral("max_fusion_size"));
  ASSERT_NE(editor, nullptr);
  EXPECT_EQ(editor->text(), QStringLiteral("2"));
  doc->setCompareMode(CompareMode::PreviousSettings);
  doc->refreshComparison();
  EXPECT_GT(doc->comparisonDifferences(), 0);
  EXPECT_EQ(config.differenceCount(), doc->comparisonDifferences());
  EXPECT_FALSE(doc->referenceOutlines().empty());
  doc->setCompareMode(CompareMode::None);
  doc->refreshComparison();
  EXPECT_EQ(config.differenceCount(), 0);
  EXPECT_EQ(doc->comparisonDifferences(), 0);
}

// Issue 33: a compare-list line jumped to a decision of its own, not where core (and `fusescope-cli compare`)
// says the two schedules part. A click now goes to core's parting decision, and the document's pair is that
// decision's pair, which Why not fused? and Make these fuse? then ask about.
TEST(DocumentViews, ACompareListClickGoesWhereCoreSaysTheSchedulesPart) {
  Fixture f;
  ASSERT_TRUE(f.open(kGpt2));
  f.window.setKnob(QStringLiteral("max_fusion_size"), QStringLiteral("2"));
  ASSERT_TRUE(f.waitLoaded()) << f.errors.join('\n').toStdString();
  f.window.setCompareMode(CompareMode::Inductor);
  ScheduleDocument* doc = f.window.document();
  ASSERT_TRUE(doc->comparison());
  auto* list = f.window.findChild<QListWidget*>(QStringLiteral("compareList"));
  ASSERT_NE(list, nullptr);
  ASSERT_EQ(list->count(), static_cast<int>(doc->comparison()->differences.size()));
  int checked = 0;
  for (int row = 0; row < list->count() && checked < 3; ++row) {
    const int parting = doc->comparison()->differences[static_cast<size_t>(row)].partingDecision;
    if (parting < 0) continue;
    f.window.setStep(0);
    emit list->itemClicked(list->item(row));
    EXPECT_EQ(doc->currentDecision(), parting) << "row " << row;
    const sched::Trace& t = *doc->trace();
    const auto& d = t.decisions[static_cast<size_t>(parting)];
    EXPECT_EQ(doc->pair(), std::make_pair(t.node(d.node1).members.front(), t.node(d.node2).members.front()));
    EXPECT_TRUE(list->item(row)->text().contains(QStringLiteral("parts at decision %1").arg(parting + 1)));
    ++checked;
  }
  EXPECT_GT(checked, 0);
}

// The document's background work runs without a window: a load lands in the document, a knob change re-runs
// it on the same graph, a bad knob is refused with an error and nothing re-runs, a bad path fails with the
// pending state it was asked with, and the busy bar is shown exactly while a job runs.
TEST(DocumentViews, TheJobsFillTheDocumentWithoutAWindow) {
  ScheduleDocument doc;
  AnalysisJobs jobs(&doc);
  QSignalSpy applied(&jobs, &AnalysisJobs::resultApplied);
  QSignalSpy failed(&jobs, &AnalysisJobs::loadFailed);
  QSignalSpy errors(&jobs, &AnalysisJobs::errorRaised);
  QSignalSpy busy(&jobs, &AnalysisJobs::busyChanged);
  auto waitFor = [](QSignalSpy& spy, int count) {
    for (int i = 0; i < 600 && spy.count() < count; ++i) spy.wait(100);
    return spy.count() >= count;
  };
  AnalysisRequest request;
  request.path = QString::fromLatin1(fusescope::test::kGpt2);
  request.policy = QStringLiteral("inductor-2.11");
  PendingState pending;
  pending.select = QStringLiteral("op5");
  jobs.load(request, pending);
  EXPECT_TRUE(jobs.busy());
  ASSERT_TRUE(waitFor(applied, 1));
  ASSERT_NE(doc.graph(), nullptr);
  ASSERT_NE(doc.trace(), nullptr);
  EXPECT_GT(doc.stepCount(), 0);
  EXPECT_EQ(applied.at(0).at(1).value<PendingState>().select, QStringLiteral("op5"));
  if (jobs.layoutPending()) {
    QSignalSpy layout(&jobs, &AnalysisJobs::layoutFinished);
    waitFor(layout, 1);
  }
  EXPECT_FALSE(jobs.busy());
  ASSERT_GE(busy.count(), 2);
  EXPECT_TRUE(busy.first().at(0).toBool());
  EXPECT_FALSE(busy.last().at(0).toBool());

  const Graph* graph = doc.graph();
  EXPECT_FALSE(jobs.setKnob(QStringLiteral("max_fusion_size"), QStringLiteral("many")));
  EXPECT_EQ(errors.count(), 1);
  EXPECT_FALSE(jobs.busy()) << "a refused knob must not re-run";
  EXPECT_TRUE(jobs.setKnob(QStringLiteral("max_fusion_size"), QStringLiteral("4")));
  ASSERT_TRUE(waitFor(applied, 2));
  EXPECT_EQ(doc.graph(), graph) << "a knob change re-runs the open graph, it does not import it again";
  EXPECT_EQ(doc.request().knobs.at("max_fusion_size"), "4");
  EXPECT_FALSE(applied.at(1).at(0).value<std::shared_ptr<const AnalysisResult>>()->newGraph);
  // Back to the default: the knob is dropped from the request, not kept at its default value.
  EXPECT_TRUE(jobs.setKnob(QStringLiteral("max_fusion_size"), QString::fromStdString(sched::SchedulerConfig().get("max_fusion_size"))));
  ASSERT_TRUE(waitFor(applied, 3));
  EXPECT_EQ(doc.request().knobs.count("max_fusion_size"), 0u);

  AnalysisRequest missing = request;
  missing.path = QStringLiteral("/nonexistent/fusescope/graph");
  pending.note = QStringLiteral("asked for");
  jobs.load(missing, pending);
  ASSERT_TRUE(waitFor(failed, 1));
  EXPECT_TRUE(failed.at(0).at(0).toString().contains(QStringLiteral("nonexistent")));
  EXPECT_EQ(failed.at(0).at(1).value<PendingState>().note, QStringLiteral("asked for"));
  EXPECT_EQ(doc.graph(), graph) << "a failed load leaves what was open";
}

// File → Open Recent keeps the ten newest graphs, newest first, each once; reopen-on-start gives the last
// graph only while it is ticked; a window without settings reads and writes nothing.
TEST(DocumentViews, RecentGraphsKeepTheNewestTenAndTheLastGraph) {
  QTemporaryDir dir;
  ASSERT_TRUE(dir.isValid());
  QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
  RecentGraphs recent(true);
  for (int i = 0; i < 12; ++i) recent.add(dir.filePath(QStringLiteral("g%1").arg(i)));
  recent.add(dir.filePath(QStringLiteral("g5")));
  const QStringList paths = recent.paths();
  ASSERT_EQ(paths.size(), 10);
  EXPECT_EQ(paths.front(), dir.filePath(QStringLiteral("g5")));
  EXPECT_EQ(paths.at(1), dir.filePath(QStringLiteral("g11")));
  EXPECT_EQ(paths.count(dir.filePath(QStringLiteral("g5"))), 1);
  EXPECT_FALSE(paths.contains(dir.filePath(QStringLiteral("g0"))));

  AnalysisRequest r;
  r.path = dir.filePath(QStringLiteral("g3"));
  r.graphName = QStringLiteral("model/0_backward_3.1");
  r.policy = QStringLiteral("seed");
  recent.rememberLastGraph(r);
  EXPECT_FALSE(recent.lastGraph()) << "reopen on start is off by default";
  recent.setReopenOnStart(true);
  ASSERT_TRUE(recent.lastGraph());
  EXPECT_EQ(recent.lastGraph()->path, r.path);
  EXPECT_EQ(recent.lastGraph()->graph, r.graphName);
  EXPECT_EQ(recent.lastGraph()->policy, QStringLiteral("seed"));

  RecentGraphs off(false);
  off.add(dir.filePath(QStringLiteral("other")));
  EXPECT_TRUE(off.paths().isEmpty());
  EXPECT_FALSE(off.reopenOnStart());
  EXPECT_EQ(recent.paths().front(), dir.filePath(QStringLiteral("g5"))) << "a window without settings wrote them";
}

// The graph of a folder: nothing to choose in a graph folder, the graph named like the open one in a root
// (Compare with Another Capture); a folder without graphs has nothing to choose either (the load then
// says what is missing).
TEST(DocumentViews, TheGraphPickerChoosesWithoutAskingWhenItCan) {
  const QString graphFolder = QString::fromLatin1(fusescope::test::kGpt2);
  EXPECT_EQ(chooseGraph(nullptr, graphFolder), std::optional<QString>(QString()));
  const QString root = QString::fromLatin1(FUSESCOPE_TEST_DATA "/captures/gpt2_train");
  const auto named = chooseGraph(nullptr, root, -1, "0_backward_3.1");
  ASSERT_TRUE(named);
  EXPECT_TRUE(named->endsWith(QStringLiteral("0_backward_3.1"))) << named->toStdString();
  QTemporaryDir empty;
  EXPECT_EQ(chooseGraph(nullptr, empty.path()), std::optional<QString>(QString()));
}

// A large graph's first picture does not wait for FuseScope's kernel source (65 ms of the 1,544-node Llama
// backward's open): the reports first say it is on its way, then the source arrives and the Kernel dock,
// which only listens to the document, shows it.
TEST(DocumentViews, ALargeGraphsGeneratedKernelsFollowItsFirstPicture) {
  SynthOptions options;
  options.targetNodes = static_cast<int>(kGenerateSourcesLaterNodes) + 100;
  const Graph big = synthesizeGraph(loadGraph(kGpt2), options);
  ASSERT_GE(big.nodes.size(), kGenerateSourcesLaterNodes);
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("big.json"));
  saveGraphJson(big, path.toStdString());
  Fixture f;
  ScheduleDocument* doc = f.window.document();
  KernelDock kernel(doc);
  QSignalSpy sources(doc, &ScheduleDocument::kernelSourcesChanged);
  ASSERT_TRUE(f.open(path));
  const auto triton = [&] {
    for (const codegen::KernelReport& r : f.window.result()->kernels->reports)
      if (r.group.kind == "triton") return &r;
    return static_cast<const codegen::KernelReport*>(nullptr);
  };
  ASSERT_TRUE(f.window.result()->kernels && triton());
  if (f.window.result()->kernelSourcesPending) {   // unless it already landed while the window settled
    EXPECT_FALSE(triton()->generated);
    EXPECT_NE(triton()->note.find("being generated in the background"), std::string::npos) << triton()->note;
    for (int i = 0; i < 300 && sources.isEmpty(); ++i) sources.wait(100);
  }
  ASSERT_EQ(sources.size(), 1);
  EXPECT_FALSE(f.window.result()->kernelSourcesPending);
  for (const codegen::KernelReport& r : f.window.result()->kernels->reports)
    if (r.group.kind == "triton") {
      EXPECT_TRUE(r.generated) << r.group.name << ": " << r.note;
    }
  doc->setSelected(triton()->group.members.front());
  EXPECT_TRUE(kernel.panel()->generatedSource().contains(QStringLiteral("@triton.jit")))
      << kernel.panel()->generatedSource().left(300).toStdString();
}

FUSESCOPE_WIDGET_TEST_MAIN()
