// Every model of the widgets library under QAbstractItemModelTester (fatal mode), attached before any
// data arrives (hotspot's tests/modeltests habit); plus the search index and session round trip.
#include <QAbstractItemModelTester>
#include <QTemporaryDir>

#include <memory>
#include <set>

#include "decisions_model.h"
#include "graph_info.h"
#include "import/load.h"
#include "codegen/kernel_index.h"
#include "import/output_code_lookup.h"
#include "kv_tree_model.h"
#include "sched/scheduler.h"
#include "search_index.h"
#include "session.h"
#include "widget_test_main.h"

using namespace fusescope;
using namespace fusescope::gui;

namespace {
const char* kGpt2 = FUSESCOPE_TEST_DATA "/captures/gpt2_train/0_backward_3.1";

struct Loaded {
  std::shared_ptr<const Graph> graph;
  std::shared_ptr<const sched::Trace> trace;
};
const Loaded& gpt2() {
  static const Loaded l = [] {
    Loaded r;
    auto g = std::make_shared<Graph>(loadGraph(kGpt2));
    r.trace = std::make_shared<sched::Trace>(sched::runScheduler(*g, {}, "seed"));
    r.graph = g;
    return r;
  }();
  return l;
}
}  // namespace

TEST(DecisionsModel, PassesModelTesterThroughResetsAndFilters) {
  DecisionsModel model;
  DecisionsFilterModel proxy;
  QAbstractItemModelTester t1(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
  proxy.setSourceModel(&model);
  QAbstractItemModelTester t2(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
  EXPECT_EQ(model.rowCount(), 0);
  model.setTrace(gpt2().trace);
  ASSERT_EQ(model.rowCount(), static_cast<int>(gpt2().trace->decisions.size()));
  ASSERT_GT(model.rowCount(), 0);
  EXPECT_EQ(model.columnCount(), DecisionsModel::ColumnCount);
  model.setCurrentStep(5);
  proxy.setRejectedOnly(true);
  for (int r = 0; r < proxy.rowCount(); ++r)
    EXPECT_EQ(proxy.data(proxy.index(r, DecisionsModel::Verdict)).toString(), QStringLiteral("rejected"));
  proxy.setRejectedOnly(false);
  proxy.setText(QStringLiteral("op1"));
  EXPECT_GT(proxy.rowCount(), 0);
  EXPECT_LT(proxy.rowCount(), model.rowCount());
  proxy.setText({});
  proxy.setHideCandidates(true);
  for (int r = 0; r < proxy.rowCount(); ++r)
    EXPECT_NE(proxy.data(proxy.index(r, DecisionsModel::Phase)).toString(), QStringLiteral("candidate"));
  proxy.setHideCandidates(false);
  proxy.sort(DecisionsModel::Score, Qt::DescendingOrder);
  proxy.sort(DecisionsModel::Step, Qt::AscendingOrder);
  // Refusals repeated in later rounds are folded into their first row by default.
  ASSERT_GT(model.repeats().repeats, 0);
  EXPECT_EQ(proxy.rowCount(), model.rowCount() - model.repeats().repeats);
  proxy.setFoldRepeats(false);
  EXPECT_EQ(proxy.rowCount(), model.rowCount());
  model.setTrace(nullptr);
  EXPECT_EQ(proxy.rowCount(), 0);
}

TEST(DecisionsModel, TheScoreTupleIsExplainedInItsTooltip) {
  DecisionsModel model;
  model.setTrace(gpt2().trace);
  int checked = 0;
  for (int r = 0; r < model.rowCount() && checked < 20; ++r) {
    const auto& score = gpt2().trace->decisions[static_cast<size_t>(r)].score;
    if (score.memory == 0) continue;
    const QString tip = model.data(model.index(r, DecisionsModel::Score), Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.contains(QStringLiteral("score_fusion"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("3. %1 bytes").arg(score.memory))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("4. %1:").arg(score.proximity))) << tip.toStdString();
    ++checked;
  }
  EXPECT_GT(checked, 5);
}

TEST(KvTreeModel, InspectorTreesPassModelTester) {
  KvTreeModel model;
  QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
  const Graph& g = *gpt2().graph;
  const Node* op12 = g.findNode("op12");
  ASSERT_NE(op12, nullptr);
  InspectorContext ctx;
  model.setRoot(buildNodeInspector(g, op12->id, ctx));
  ASSERT_GT(model.rowCount(), 3);
  EXPECT_EQ(model.index(0, 0).data().toString(), QStringLiteral("op12"));
  // Every node and every buffer of the capture builds a valid tree.
  for (const Node& n : g.nodes) model.setRoot(buildNodeInspector(g, n.id, ctx));
  for (const Buffer& b : g.buffers) model.setRoot(buildBufferInspector(g, b.id));
  model.setRoot(nullptr);
  EXPECT_EQ(model.rowCount(), 0);
}

TEST(GraphInfo, KernelLookupAndBytes) {
  const Graph& g = *gpt2().graph;
  // core/codegen links Inductor's recorded kernels to output_code.py through the buffers they write:
  // every node of gpt2's backward gets its real kernel (nop nodes: no code, by design).
  const auto text = readOutputCode(kGpt2);
  ASSERT_TRUE(text.has_value());
  const auto code = codegen::scanOutputCode(*text);
  codegen::KernelReportOptions realOnly;
  realOnly.generated = false;
  const codegen::KernelIndex inductor = codegen::buildKernelIndex(g, codegen::groupsFromInductor(g), &code, realOnly);
  int real = 0, nop = 0;
  for (const Node& n : g.nodes) {
    const codegen::KernelReport* r = inductor.forNode(n.id);
    if (r && r->group.kind == "nop") ++nop;
    else if (r && r->real) ++real;
  }
  EXPECT_EQ(real + nop, static_cast<int>(g.nodes.size())) << "real " << real << " nop " << nop;
  EXPECT_EQ(real, static_cast<int>(g.nodes.size()));  // 89 of 89 (gpt2's backward has no nop node)
  // FuseScope's schedule: every kernel of it has a real kernel or a generated one, every non-nop node a
  // generated source.
  const codegen::KernelIndex trace = codegen::buildKernelIndex(g, codegen::groupsFromTrace(g, *gpt2().trace), &code, {});
  int generated = 0;
  for (const Node& n : g.nodes) {
    const codegen::KernelReport* r = trace.forNode(n.id);
    ASSERT_NE(r, nullptr) << n.name;
    if (r->group.kind != "nop") {
      EXPECT_TRUE(r->generated.has_value()) << n.name;
      ++generated;
    }
  }
  EXPECT_EQ(generated + nop, static_cast<int>(g.nodes.size()));
  // The GUI's one lookup: Inductor's group first, the schedule's kernel as fallback.
  for (const Node& n : g.nodes) {
    const codegen::NodeKernels k = codegen::kernelsOfNode(&inductor, &trace, n.id);
    EXPECT_EQ(k.real, inductor.forNode(n.id)) << n.name;
    EXPECT_EQ(k.generated, trace.forNode(n.id)) << n.name;
    EXPECT_EQ(codegen::kernelsOfNode(nullptr, &trace, n.id).real, trace.forNode(n.id)) << n.name;
  }
  EXPECT_EQ(dtypeBytes("torch.float32"), 4);
  EXPECT_EQ(dtypeBytes("torch.bfloat16"), 2);
  EXPECT_EQ(numelOf({"4", "128", "256"}).value_or(-1), 4 * 128 * 256);
  EXPECT_FALSE(numelOf({"s0", "2"}).has_value());
}

TEST(Search, FindsOpsBuffersKernelsAndOrigins) {
  const Graph& g = *gpt2().graph;
  const auto code = codegen::scanOutputCode(readOutputCode(kGpt2).value());
  codegen::KernelReportOptions realOnly;
  realOnly.generated = false;
  const codegen::KernelIndex inductor = codegen::buildKernelIndex(g, codegen::groupsFromInductor(g), &code, realOnly);
  const codegen::KernelIndex trace = codegen::buildKernelIndex(g, codegen::groupsFromTrace(g, *gpt2().trace), &code, {});
  auto search = [&](const char* q) { return searchGraph(g, &inductor, &trace, QString::fromUtf8(q)); };
  auto hits = search("op12");
  ASSERT_FALSE(hits.empty());
  EXPECT_EQ(hits.front().node, g.findNode("op12")->id);
  EXPECT_FALSE(search("buf3").empty());
  EXPECT_FALSE(search("triton_").empty());
  EXPECT_TRUE(search("   ").empty());
  EXPECT_TRUE(search("no-such-thing-xyz").empty());
  // Searching a kernel's name finds every node of that kernel (core's linkage, not a name heuristic):
  // checked on every linked kernel that fuses several nodes.
  int multi = 0;
  for (const auto& r : inductor.reports) {
    if (!r.real || r.group.members.size() < 2) continue;
    ++multi;
    const auto found = search(r.real->name.c_str());
    std::set<NodeId> kernelHits;
    for (const auto& h : found)
      if (h.what == QStringLiteral("kernel") && h.text == qs(r.real->name)) kernelHits.insert(h.node);
    for (NodeId m : r.group.members) EXPECT_TRUE(kernelHits.count(m)) << r.real->name << " misses " << g.nodes[m].name;
  }
  EXPECT_GT(multi, 5);
  // The linked kernel's ATen origins are searchable too.
  const codegen::KernelReport* withAten = nullptr;
  for (const auto& r : inductor.reports)
    if (!withAten && r.real && !r.real->atenOrigins.empty()) withAten = &r;
  ASSERT_NE(withAten, nullptr);
  hits = search(withAten->real->atenOrigins.front().c_str());
  EXPECT_FALSE(hits.empty()) << withAten->real->atenOrigins.front();
}

TEST(Session, RoundTripAndErrors) {
  QTemporaryDir dir;
  ASSERT_TRUE(dir.isValid());
  SessionState s;
  s.path = QStringLiteral("/tmp/x");
  s.graphName = QStringLiteral("gpt2_train/0_backward_3.1");
  s.policy = QStringLiteral("seed");
  s.knobs[QStringLiteral("max_fusion_size")] = QStringLiteral("8");
  s.step = 17;
  s.selection = QStringLiteral("op12");
  s.hasView = true;
  s.zoom = 0.5;
  s.centerX = 10;
  s.centerY = 20;
  QString err;
  const QString file = dir.filePath(QStringLiteral("s.json"));
  ASSERT_TRUE(saveSession(s, file, &err)) << err.toStdString();
  SessionState back;
  ASSERT_TRUE(loadSession(file, &back, &err)) << err.toStdString();
  EXPECT_EQ(back, s);
  QFile bad(dir.filePath(QStringLiteral("bad.json")));
  ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
  bad.write("{ not json");
  bad.close();
  EXPECT_FALSE(loadSession(bad.fileName(), &back, &err));
  EXPECT_FALSE(err.isEmpty());
  EXPECT_FALSE(loadSession(dir.filePath(QStringLiteral("missing.json")), &back, &err));
}

FUSESCOPE_WIDGET_TEST_MAIN()
