// The main window driven offscreen: loading, stepping, the Decisions table, knob changes, export and
// error handling on a corrupt capture.
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>

#include <algorithm>

#include "decisions_model.h"
#include "graph_view.h"
#include "kernel_panel.h"
#include "kv_tree_model.h"
#include "main_window.h"
#include "search_index.h"
#include "widget_test_main.h"

using namespace fusescope;
using namespace fusescope::gui;

namespace {
const char* kGpt2 = FUSESCOPE_TEST_DATA "/captures/gpt2_train/0_backward_3.1";

struct Fixture {
  MainWindow window{MainWindow::Options{false, false}};
  QStringList errors;
  Fixture() {
    window.setErrorHandler([this](const QString& t, const QString& m) { errors << t + QStringLiteral(": ") + m; });
  }
  bool open(const QString& path) {
    QSignalSpy loaded(&window, &MainWindow::loaded);
    QSignalSpy failed(&window, &MainWindow::loadFailed);
    window.openPath(path);
    for (int i = 0; i < 600 && loaded.isEmpty() && failed.isEmpty(); ++i) loaded.wait(100);
    return !loaded.isEmpty();
  }
  bool waitLoaded() {
    QSignalSpy loaded(&window, &MainWindow::loaded);
    for (int i = 0; i < 600 && loaded.isEmpty() && window.busy(); ++i) loaded.wait(100);
    return !loaded.isEmpty();
  }
};
}  // namespace

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
  EXPECT_TRUE(why.contains(QStringLiteral("Fused"))) << why.toStdString();
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
  f.window.setCompareMode(3);
  EXPECT_GT(f.window.compareDifferences(), 0);
  f.window.setCompareMode(1);   // Inductor's recorded kernels
  f.window.setCompareMode(0);
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

FUSESCOPE_WIDGET_TEST_MAIN()
