// Measured time in the window, offscreen: File → Open Profile… on the real bf16 Llama trace
// (tests/data/profiles/llama_bf16_inf) fills the Hotspots dock with the numbers `fusescope-cli profile`
// prints, colours the graph by measured time, puts the measured line in the Inspector and the Kernel dock,
// and a click on a row selects the kernel's node; a bad trace is reported and what was shown stays.
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>

#include <algorithm>
#include <filesystem>

#include "config_dock.h"
#include "decisions_model.h"
#include "graph_view.h"
#include "hotspots_dock.h"
#include "layout/palette.h"
#include "kernel_panel.h"
#include "legend_dock.h"
#include "kv_tree_model.h"
#include "import/load.h"
#include "legend_dock.h"
#include "main_window.h"
#include "analysis/whatif.h"
#include "sched/scheduler.h"
#include "whatif_dialog.h"
#include "why_dialog.h"
#include <QTreeWidget>
#include "codegen/kernel_metrics.h"
#include "profile/block_time.h"
#include "profile/graph_measurement.h"
#include "profile/pair_cost.h"
#include "schedule_document.h"
#include "step_bar.h"
#include "step_share_bar.h"
#include "timeline_slider.h"
#include "widget_test_main.h"
#include "window_fixture.h"

using namespace fusescope;
using namespace fusescope::gui;
using fusescope::test::Fixture;
namespace fs = std::filesystem;

namespace {

const QString kRun = QStringLiteral(FUSESCOPE_TEST_DATA "/profiles/llama_bf16_inf");

bool waitProfile(MainWindow& w, bool* ok) {
  QSignalSpy done(&w, &MainWindow::profileMeasured);
  for (int i = 0; i < 300 && done.isEmpty(); ++i) done.wait(100);
  if (done.isEmpty()) return false;
  *ok = done.first().first().toBool();
  return true;
}

}  // namespace

TEST(Hotspots, OpenProfileFillsTheDockTheHeatAndTheDocks) {
  Fixture f;
  ASSERT_TRUE(f.open(kRun + QStringLiteral("/debug"))) << f.errors.join('\n').toStdString();
  HotspotsDock* dock = f.window.hotspotsDock();
  EXPECT_EQ(dock->table()->rowCount(), 0);
  EXPECT_TRUE(dock->summary().contains(QStringLiteral("Open Profile")));
  EXPECT_FALSE(f.window.heatOverlay());

  ASSERT_TRUE(f.window.openProfile(kRun + QStringLiteral("/trace.json.gz")));
  bool ok = false;
  ASSERT_TRUE(waitProfile(f.window, &ok));
  ASSERT_TRUE(ok) << f.errors.join('\n').toStdString();
  const auto& m = f.window.document()->profile();
  ASSERT_TRUE(m);
  // The same numbers as the CLI's profile command: 69 kernels, the lm_head matmul first.
  EXPECT_EQ(m->calls, 3);
  EXPECT_EQ(dock->table()->rowCount(), 69);
  EXPECT_EQ(dock->table()->rowCount(), static_cast<int>(m->kernels.size()));
  EXPECT_EQ(dock->kernelOfRow(0), 0);
  EXPECT_EQ(dock->table()->item(0, 1)->text(), QStringLiteral("extern_kernels.mm"));
  EXPECT_TRUE(dock->table()->item(0, 6)->text().contains(QStringLiteral("TFLOP/s")));
  EXPECT_TRUE(dock->summary().contains(QStringLiteral("3 call(s)")));
  EXPECT_TRUE(f.window.heatOverlay());

  // A click on the top row selects the matmul's node; the Inspector and the Kernel dock say its time.
  QSignalSpy chosen(dock, &HotspotsDock::kernelChosen);
  emit dock->table()->cellClicked(0, 1);
  ASSERT_EQ(chosen.size(), 1);
  const NodeId node = f.window.selectedNode();
  ASSERT_NE(node, kNone);
  EXPECT_EQ(m->kernelOf(node), &m->kernels.front());
  EXPECT_TRUE(f.window.kernelPanel()->headerText().contains(QStringLiteral("Measured")));
  EXPECT_TRUE(f.window.kernelPanel()->headerText().contains(QStringLiteral("TFLOP/s")));
  bool inInspector = false;
  for (int r = 0; r < f.window.inspectorModel()->rowCount(); ++r) {
    const QModelIndex top = f.window.inspectorModel()->index(r, 0);
    for (int c = 0; c < f.window.inspectorModel()->rowCount(top); ++c)
      inInspector |= f.window.inspectorModel()->index(c, 0, top).data().toString() == QStringLiteral("measured (profile)");
  }
  EXPECT_TRUE(inInspector);

  // The Decisions table's Cost column: refusals between two measured kernels carry core's pair cost.
  auto* model = f.window.decisionsModel();
  int costed = 0;
  for (int r = 0; r < model->rowCount(); ++r)
    if (model->costOf(r)) {
      ++costed;
      EXPECT_FALSE(model->data(model->index(r, DecisionsModel::Cost)).toString().isEmpty());
      EXPECT_EQ(model->data(model->index(r, DecisionsModel::Verdict), DecisionsModel::VerdictRole).toInt(),
                static_cast<int>(sched::Verdict::Rejected));
    }
  EXPECT_GT(costed, 0);

  // The overlay goes off and on with the View action; the Legend dock, following the document's profile,
  // names the hottest kernel while the overlay is drawn.
  const QString hottest = QString::fromStdString(m->kernels.front().name);
  f.window.setHeatOverlay(false);
  EXPECT_FALSE(f.window.heatOverlay());
  EXPECT_TRUE(f.window.legendDock()->heatText().isEmpty());
  f.window.setHeatOverlay(true);
  EXPECT_TRUE(f.window.heatOverlay());
  EXPECT_TRUE(f.window.legendDock()->heatText().startsWith(hottest)) << f.window.legendDock()->heatText().toStdString();
  f.window.document()->setProfile(nullptr);   // the measurement gone: the scale goes with it
  EXPECT_TRUE(f.window.legendDock()->heatText().isEmpty());
}

TEST(Hotspots, ABadTraceIsReportedAndTheProfileStays) {
  Fixture f;
  ASSERT_TRUE(f.open(kRun + QStringLiteral("/debug")));
  ASSERT_TRUE(f.window.openProfile(kRun + QStringLiteral("/trace.json.gz")));
  bool ok = false;
  ASSERT_TRUE(waitProfile(f.window, &ok));
  ASSERT_TRUE(ok);
  const auto before = f.window.document()->profile();
  QTemporaryDir dir;
  QFile bad(dir.filePath(QStringLiteral("cut.json")));
  ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
  bad.write("{\"traceEvents\": [\n{\"ph\": \"X\", ");
  bad.close();
  ASSERT_TRUE(f.window.openProfile(bad.fileName()));
  ASSERT_TRUE(waitProfile(f.window, &ok));
  EXPECT_FALSE(ok);
  ASSERT_EQ(f.errors.size(), 1);
  EXPECT_TRUE(f.errors.front().contains(QStringLiteral("cut.json"))) << f.errors.front().toStdString();
  EXPECT_EQ(f.window.document()->profile(), before);
  EXPECT_EQ(f.window.document()->profileTrace(), kRun + QStringLiteral("/trace.json.gz"));
  EXPECT_EQ(f.window.hotspotsDock()->table()->rowCount(), 69);
  // A missing file is refused at once.
  EXPECT_FALSE(f.window.openProfile(dir.filePath(QStringLiteral("missing.json"))));
  EXPECT_EQ(f.errors.size(), 2);
}

TEST(Hotspots, TheCapturesOwnTraceOpensWithIt) {
  // fusescope-capture --profile left profile/trace_rank0_pid556.json.gz beside torch_compile_debug: opening
  // a graph of the run measures it there, and another graph of the run is measured in the same trace.
  Fixture f;
  QSignalSpy done(&f.window, &MainWindow::profileMeasured);
  const QString root = QStringLiteral(FUSESCOPE_TEST_DATA "/profiles/gpt2_train_nodesc/torch_compile_debug");
  const auto entries = listGraphs(root.toStdString());
  ASSERT_EQ(entries.size(), 4u);
  ASSERT_TRUE(f.open(QString::fromStdString(entries.front().folder.string()))) << f.errors.join('\n').toStdString();
  for (int i = 0; i < 300 && done.isEmpty(); ++i) done.wait(100);
  ASSERT_EQ(done.size(), 1);
  EXPECT_TRUE(done.first().first().toBool()) << f.errors.join('\n').toStdString();
  EXPECT_TRUE(f.window.document()->profileTrace().endsWith(QStringLiteral("trace_rank0_pid556.json.gz")));
  ASSERT_TRUE(f.window.document()->profile());
  EXPECT_EQ(f.window.document()->profile()->calls, 3);
  EXPECT_GT(f.window.hotspotsDock()->table()->rowCount(), 0);
}

// At the overview zoom each block's box takes the heat colour of its hottest kernel: where a model's time
// goes is visible before zooming in. Off, the boxes take their own colours back.
TEST(Hotspots, BlockBoxesAtTheFitZoomTakeTheirHottestKernelsHeat) {
  Fixture f;
  QSignalSpy done(&f.window, &MainWindow::profileMeasured);
  const QString root = QStringLiteral(FUSESCOPE_TEST_DATA "/profiles/gpt2_train_nodesc/torch_compile_debug");
  const auto entries = listGraphs(root.toStdString());
  const auto forward = std::find_if(entries.begin(), entries.end(), [](const GraphEntry& e) {
    return e.name.find("model__0_forward_1.0") != std::string::npos;
  });
  ASSERT_NE(forward, entries.end());
  ASSERT_TRUE(f.open(QString::fromStdString(forward->folder.string()))) << f.errors.join('\n').toStdString();
  for (int i = 0; i < 300 && done.isEmpty(); ++i) done.wait(100);
  ASSERT_EQ(done.size(), 1);
  ASSERT_TRUE(f.window.heatOverlay());
  f.window.show();
  GraphView* view = f.window.graphView();
  GraphScene* scene = view->graphScene();
  view->fitAll();
  view->setZoom(view->blockZoom() * 0.5);   // well below the zoom where blocks close
  const auto& blocks = f.window.document()->blocks()->blocks;
  ASSERT_GE(blocks.size(), 2u);
  const auto& measured = *f.window.document()->profile();
  int checked = 0;
  for (size_t b = 0; b < blocks.size(); ++b) {
    if (!scene->blockClosed(static_cast<int>(b)) || scene->foldedRunOf(static_cast<int>(b))) continue;
    double hottest = -1;
    for (NodeId n : blocks[b].nodes) hottest = std::max(hottest, measured.heat(n).value_or(-1.0));
    const Rgba expected = heatColor(hottest);
    if (hottest < 0) continue;
    EXPECT_EQ(scene->coverFill(static_cast<int>(b)), QColor(expected.r, expected.g, expected.b, expected.a)) << blocks[b].name;
    ++checked;
  }
  EXPECT_GE(checked, 1);
  // The Blocks tab lists the same blocks by time a step as `profile` and the report; a row goes to its nodes.
  QTableWidget* blockTable = f.window.hotspotsDock()->blocksTable();
  const auto times = profile::blockTimes(measured, f.window.document()->blocks()->blockOfNode);
  ASSERT_EQ(blockTable->rowCount(), static_cast<int>(times.size()));
  ASSERT_GT(blockTable->rowCount(), 0);
  EXPECT_EQ(blockTable->item(0, 0)->text().toStdString(), analysis::blockTitle(blocks[static_cast<size_t>(times.front().block)]));
  EXPECT_EQ(blockTable->item(0, 1)->text().toStdString(), codegen::durationText(times.front().usPerStep));
  QSignalSpy chosen(f.window.hotspotsDock(), &HotspotsDock::kernelChosen);
  emit blockTable->cellClicked(0, 0);
  ASSERT_EQ(chosen.size(), 1);
  EXPECT_EQ(chosen.first().first().value<std::vector<NodeId>>(), blocks[static_cast<size_t>(times.front().block)].nodes);
  const QColor heated = scene->coverFill(0);
  f.window.setHeatOverlay(false);
  EXPECT_NE(scene->coverFill(0), heated);
}

TEST(Hotspots, EachRanksGraphIsMeasuredInItsRanksTrace) {
  // The FSDP2 run's per-layer backward, compiled by both ranks: opened without a rank it is rank 0's and
  // measured in rank 0's trace; View → Ranks → 1 switches to rank 1's trace, and back again.
  Fixture f;
  const QString root = QStringLiteral(FUSESCOPE_TEST_DATA "/profiles/fsdp2_2rank/torch_compile_debug");
  auto openAndMeasure = [&](auto open) {
    QSignalSpy loaded(&f.window, &MainWindow::loaded);
    QSignalSpy measured(&f.window, &MainWindow::profileMeasured);
    if (!open()) return false;
    for (int i = 0; i < 600 && (loaded.isEmpty() || measured.isEmpty()); ++i) measured.wait(100);
    return !loaded.isEmpty() && !measured.isEmpty() && measured.first().first().toBool();
  };
  ASSERT_TRUE(openAndMeasure([&] { return f.window.openPath(root, QStringLiteral("model__1_backward_6.2")); }))
      << f.errors.join('\n').toStdString();
  for (int rank : {0, 1, 0}) {
    if (rank != f.window.document()->graph()->inductor.rank) {
      ASSERT_TRUE(openAndMeasure([&] { return f.window.openRank(rank); })) << rank << f.errors.join('\n').toStdString();
    }
    const QString trace = f.window.document()->profileTrace();
    EXPECT_TRUE(QFileInfo(trace).fileName().startsWith(QStringLiteral("trace_rank%1_").arg(rank))) << trace.toStdString();
    ASSERT_TRUE(f.window.document()->profile());
    EXPECT_EQ(f.window.document()->profile()->calls, 6);
    EXPECT_EQ(f.window.document()->profile()->steps, 2);
    EXPECT_FALSE(f.window.hotspotsDock()->summary().contains(QStringLiteral("Measuring")));
    // The step bar is core's breakdown of this rank's trace: its line, and four shares that fill the bar.
    const auto& step = f.window.document()->profile()->step;
    EXPECT_TRUE(f.window.hotspotsDock()->stepText().contains(QString::fromStdString(step.text())));
    const auto shares = f.window.hotspotsDock()->stepBar()->shares();
    EXPECT_NEAR(shares[0] + shares[1] + shares[2] + shares[3], 1.0, 1e-9);
    EXPECT_NEAR(shares[0], step.compiledGraphsUs / step.spanUs, 1e-12);
    EXPECT_GT(shares[0], 0.0);
  }
  EXPECT_TRUE(f.errors.isEmpty()) << f.errors.join('\n').toStdString();
}

TEST(Hotspots, ATraceThatCannotBeMeasuredSaysWhyInTheDock) {
  // Nothing measured yet and the chosen trace fails: the dock says why instead of "Measuring …" for ever.
  Fixture f;
  ASSERT_TRUE(f.open(kRun + QStringLiteral("/debug")));
  QTemporaryDir dir;
  QFile bad(dir.filePath(QStringLiteral("cut.json")));
  ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
  bad.write("{\"traceEvents\": [\n{\"ph\": \"X\", ");
  bad.close();
  ASSERT_TRUE(f.window.openProfile(bad.fileName()));
  bool ok = true;
  ASSERT_TRUE(waitProfile(f.window, &ok));
  EXPECT_FALSE(ok);
  EXPECT_FALSE(f.window.document()->profile());
  const QString summary = f.window.hotspotsDock()->summary();
  EXPECT_FALSE(summary.contains(QStringLiteral("Measuring"))) << summary.toStdString();
  EXPECT_TRUE(summary.contains(QStringLiteral("could not be laid over"))) << summary.toStdString();
  EXPECT_TRUE(summary.contains(QStringLiteral("cut.json"))) << summary.toStdString();
}

TEST(Hotspots, FixFirstListsTheCostlyRefusalsAndGoesToTheirWhy) {
  // The GPT-2 training run's trace found beside the capture: the Fix-first tab lists core's costly
  // refusals with a saving (the list `profile` ends with, for this graph), largest first; a row goes to its
  // decision with both nodes selected; its "Why not fused?" explains that pair.
  Fixture f;
  QSignalSpy done(&f.window, &MainWindow::profileMeasured);
  const QString root = QStringLiteral(FUSESCOPE_TEST_DATA "/profiles/gpt2_train_nodesc/torch_compile_debug");
  ASSERT_TRUE(f.window.openPath(root, QStringLiteral("model__1_forward_4.1")));
  for (int i = 0; i < 300 && done.isEmpty(); ++i) done.wait(100);
  ASSERT_EQ(done.size(), 1);
  ASSERT_TRUE(f.window.document()->profile());
  HotspotsDock* dock = f.window.hotspotsDock();
  QTableWidget* fix = dock->fixFirstTable();
  auto costly = profile::costlyRefusals(*f.window.document()->profile(), *f.window.document()->graph(), *f.window.document()->trace());
  std::erase_if(costly, [](const profile::CostlyRefusal& r) { return !r.cost.savingUs || *r.cost.savingUs <= 0; });
  ASSERT_FALSE(costly.empty());
  ASSERT_EQ(fix->rowCount(), static_cast<int>(costly.size()));
  for (int row = 0; row < fix->rowCount(); ++row) EXPECT_EQ(dock->decisionOfFixRow(row), costly[static_cast<size_t>(row)].decision);
  // The timeline marks the same refusals, one bar each, where the step bar puts their decisions.
  EXPECT_EQ(f.window.stepBar()->slider()->costMarkerCount(), costly.size());
  const int d = dock->decisionOfFixRow(0);
  emit fix->cellClicked(0, 2);
  EXPECT_EQ(f.window.currentDecision(), d);
  const auto& decision = f.window.trace()->decisions[static_cast<size_t>(d)];
  EXPECT_EQ(f.window.document()->pair().first, f.window.trace()->node(decision.node1).members.front());
  EXPECT_EQ(f.window.document()->pair().second, f.window.trace()->node(decision.node2).members.front());
  // Its "Why not fused?" opens the explanation of that pair.
  emit dock->whyRequested(d);
  EXPECT_FALSE(f.window.findChildren<WhyDialog*>().isEmpty());
  EXPECT_TRUE(f.errors.isEmpty()) << f.errors.join('\n').toStdString();
}

TEST(Hotspots, MakeTheseFuseRanksByMeasuredSaving) {
  // GPT-2's backward: op1 and op4 are refused for "no shared data" (their kernels both read three buffers
  // with other loop orders); combo_kernels=true puts them in one kernel. With the profile, the proposal gets
  // core's measured saving over the kernels it replaces.
  const fs::path run = fs::path(FUSESCOPE_TEST_DATA) / "profiles/gpt2_train_nodesc/torch_compile_debug";
  fs::path folder;
  for (const auto& e : listGraphs(run))
    if (e.folder.filename() == "model__0_backward_7.3") folder = e.folder;
  ASSERT_FALSE(folder.empty());
  LoadOptions noLog;
  noLog.ignoreFusionLog = true;
  const Graph graph = loadGraph(folder, {}, noLog);
  const profile::GraphMeasurement m =
      profile::measureGraph(folder, {}, run.parent_path() / "profile/trace_rank0_pid556.json.gz", graph);
  ASSERT_EQ(m.calls, 3);
  const sched::Trace base = sched::runScheduler(graph);
  const auto result = analysis::whatIf(graph, base, graph.findNode("op1")->id, graph.findNode("op4")->id);
  ASSERT_FALSE(result.proposals.empty());
  WhatIfDialog with(result, nullptr, &m, &graph);
  ASSERT_EQ(with.proposals()->columnCount(), 7);
  const QTreeWidgetItem* top = with.proposals()->topLevelItem(0);
  EXPECT_TRUE(top->text(6).startsWith(QStringLiteral("≈"))) << top->text(6).toStdString();
  // Without a profile the dialog is as before: no measured column.
  WhatIfDialog without(result);
  EXPECT_EQ(without.proposals()->columnCount(), 6);
}

TEST(Hotspots, ComparingTwoProfiledRunsMeasuresEachRegion) {
  // tests/data/profiles/mlp_pair: the same model captured twice with fusescope-capture --profile, B with
  // max_fusion_size=2. The open run is measured in its own trace; comparing it with B measures B in the trace
  // beside B, and each differing region says what it costs a call on both sides (core's measuredChange, as
  // `fusescope-cli diff` prints it).
  Fixture f;
  QSignalSpy measured(&f.window, &MainWindow::profileMeasured);
  const QString root = QStringLiteral(FUSESCOPE_TEST_DATA "/profiles/mlp_pair");
  ASSERT_TRUE(f.open(root + QStringLiteral("/a/torch_compile_debug"))) << f.errors.join('\n').toStdString();
  for (int i = 0; i < 300 && measured.isEmpty(); ++i) measured.wait(100);
  ASSERT_EQ(measured.size(), 1);
  ASSERT_TRUE(measured.first().first().toBool()) << f.errors.join('\n').toStdString();
  ConfigDock config(f.window.document());
  QSignalSpy compared(&f.window, &MainWindow::otherCaptureCompared);
  ASSERT_TRUE(f.window.compareWithCapture(root + QStringLiteral("/b/torch_compile_debug")));
  for (int i = 0; i < 300 && compared.isEmpty(); ++i) compared.wait(100);
  ASSERT_EQ(compared.size(), 1);
  const auto& other = f.window.document()->otherCapture();
  ASSERT_TRUE(other);
  ASSERT_TRUE(other->measured) << other->measuredNote.toStdString();
  ASSERT_EQ(other->diff.regions.size(), 4u);
  ASSERT_EQ(config.differenceCount(), 4);
  for (int row = 0; row < 4; ++row) {
    const QString text = config.differenceText(row);
    EXPECT_TRUE(text.contains(QStringLiteral("measured a call: here "))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("there "))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("slower"))) << text.toStdString();
    EXPECT_GT(other->measured->regions[static_cast<size_t>(row)].deltaUs(), 0.0);
  }
  EXPECT_GT(other->measured->graphBUs, other->measured->graphAUs);
  EXPECT_TRUE(f.window.lastStatus().contains(QStringLiteral("measured a call: there "))) << f.window.lastStatus().toStdString();
}

FUSESCOPE_WIDGET_TEST_MAIN()
