// Layout: the DOT handed to Graphviz for a small hand-built graph (golden text), and geometry invariants
// on every real capture: no two boxes overlap, every edge joins its two boxes, every group hull holds its
// members and no other node; plus the large-graph strategy, cancellation and Graphviz error reporting.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>

#include "layout/fusion_group_view.h"
#include "capture_test_data.h"
#include "graph/synthetic_graph.h"
#include "import/load.h"
#include "layout/graph_layout.h"
#include "layout/graphviz.h"
#include "layout/hull.h"
#include "layout/layout_index.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

// A tiny graph as an importer would build it: op0 (pointwise) -> op1 (reduction) -> op2 (extern),
// op0 -> op2 via a StarDep, op2 -> op3 via a WeakDep; primals_1 is a graph input, buf3 a graph output.
struct GraphBuilder {
  Graph g;
  BufferId buffer(const std::string& name, NodeId producer) {
    Buffer b;
    b.id = static_cast<BufferId>(g.buffers.size());
    b.name = name;
    b.producer = producer;
    b.isGraphInput = producer == kNone;
    b.layout.dtype = "torch.float32";
    b.layout.size = {"64", "128"};
    g.bufferByName[name] = b.id;
    g.buffers.push_back(b);
    return b.id;
  }
  NodeId node(const std::string& name, NodeKind kind, bool reduction) {
    Node n;
    n.id = static_cast<NodeId>(g.nodes.size());
    n.name = name;
    n.kind = kind;
    n.groupText = reduction ? "(64, 128)" : "(8192, 1)";
    if (reduction) n.reduceSizes = {"128"};
    g.nodeByName[name] = n.id;
    g.nodes.push_back(n);
    const std::string out = "buf" + name.substr(2);
    g.nodes.back().outputs.push_back(buffer(out, n.id));
    return n.id;
  }
  void dep(NodeId consumer, DepKind kind, const std::string& bufferName, bool met = false) {
    Dependency d;
    d.kind = kind;
    d.name = bufferName;
    auto& list = met ? g.nodes[static_cast<size_t>(consumer)].metDeps : g.nodes[static_cast<size_t>(consumer)].unmetDeps;
    list.push_back(d);
  }
};

Graph smallGraph() {
  GraphBuilder b;
  b.g.name = "small";
  b.buffer("primals_1", kNone);
  b.g.graphInputs = {"primals_1"};
  const NodeId op0 = b.node("op0", NodeKind::Scheduler, false);
  const NodeId op1 = b.node("op1", NodeKind::Scheduler, true);
  const NodeId op2 = b.node("op2", NodeKind::Extern, false);
  const NodeId op3 = b.node("op3", NodeKind::Scheduler, false);
  b.g.nodes[static_cast<size_t>(op2)].kernel = "extern_kernels.mm";
  b.dep(op0, DepKind::Memory, "primals_1", /*met=*/true);
  b.dep(op1, DepKind::Memory, "buf0");
  b.dep(op2, DepKind::Memory, "buf1");
  b.dep(op2, DepKind::Star, "buf0");
  b.dep(op3, DepKind::Memory, "buf2");
  b.dep(op3, DepKind::Weak, "buf2");
  b.g.graphOutputs = {"buf3"};
  return b.g;
}

const char* const kSmallGoldenDot = R"(digraph fusescope {
  graph [rankdir=TB, nodesep=0.25, ranksep=0.45, margin=0, outputorder=edgesfirst, splines=spline];
  node [shape=box, fixedsize=true, label=""];
  "op0" [width=1.5000, height=0.8056];
  "op1" [width=1.5000, height=0.8056];
  "op2" [width=2.1667, height=0.8056];
  "op3" [width=1.5000, height=0.8056];
  "input:primals_1" [width=0.8417, height=0.2674];
  "output:buf3" [width=0.5000, height=0.2674];
  "input:primals_1" -> "op0" [id="e0", style=solid];
  "op0" -> "op1" [id="e1", style=solid];
  "op1" -> "op2" [id="e2", style=solid];
  "op0" -> "op2" [id="e3", style=dashed];
  "op2" -> "op3" [id="e4", style=solid];
  "op2" -> "op3" [id="e5", style=dotted];
  "op3" -> "output:buf3" [id="e6", style=solid];
}
)";

bool overlaps(const Rect& a, const Rect& b, double slack) {
  return a.left() + slack < b.right() && b.left() + slack < a.right() && a.top() + slack < b.bottom() && b.top() + slack < a.bottom();
}

void expectNoOverlap(const GraphLayout& layout) {
  std::vector<int> order(layout.boxes.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return layout.boxes[static_cast<size_t>(a)].rect().left() < layout.boxes[static_cast<size_t>(b)].rect().left();
  });
  int reported = 0;
  for (size_t i = 0; i < order.size() && reported < 5; ++i) {
    const Rect a = layout.boxes[static_cast<size_t>(order[i])].rect();
    for (size_t j = i + 1; j < order.size(); ++j) {
      const Rect b = layout.boxes[static_cast<size_t>(order[j])].rect();
      if (b.left() >= a.right()) break;
      if (overlaps(a, b, 0.01)) {
        ADD_FAILURE() << layout.graphName << ": boxes overlap: " << layout.boxes[static_cast<size_t>(order[i])].name << " and "
                      << layout.boxes[static_cast<size_t>(order[j])].name;
        ++reported;
      }
    }
  }
}

void expectEdgesJoinTheirBoxes(const GraphLayout& layout, double tolerance) {
  int reported = 0;
  for (const LayoutEdge& edge : layout.edges) {
    ASSERT_GE(edge.points.size(), 2u);
    EXPECT_EQ((edge.points.size() - 1) % 3, 0u) << "not a cubic bezier chain";
    const LayoutBox& from = layout.boxes[static_cast<size_t>(edge.from)];
    const LayoutBox& to = layout.boxes[static_cast<size_t>(edge.to)];
    if (!from.rect().contains(edge.points.front(), tolerance) || !to.rect().contains(edge.end(), tolerance)) {
      if (++reported <= 5)
        ADD_FAILURE() << layout.graphName << ": edge " << from.name << " -> " << to.name << " starts at (" << edge.points.front().x << ", "
                      << edge.points.front().y << ") ends at (" << edge.end().x << ", " << edge.end().y << ")";
    }
  }
}

void expectHullsHoldExactlyTheirMembers(const GraphLayout& layout, const std::vector<FusionGroupView>& groups) {
  HullOptions options;
  options.includeSingletons = true;
  const std::vector<GroupHull> hulls = computeGroupHulls(layout, groups, options);
  for (const GroupHull& hull : hulls) {
    const FusionGroupView& group = groups[static_cast<size_t>(hull.group)];
    std::vector<char> member(static_cast<size_t>(layout.nodeCount), 0);
    for (NodeId m : group.members) {
      member[static_cast<size_t>(m)] = 1;
      const Rect r = layout.boxOf(m).rect();
      for (Point corner : {Point{r.left(), r.top()}, Point{r.right(), r.top()}, Point{r.right(), r.bottom()}, Point{r.left(), r.bottom()}})
        EXPECT_TRUE(hullContains(hull, corner)) << layout.graphName << ": hull " << group.label << " misses a corner of " << layout.boxOf(m).name;
    }
    for (int i = 0; i < layout.nodeCount; ++i) {
      if (member[static_cast<size_t>(i)]) continue;
      EXPECT_FALSE(hullContains(hull, layout.boxes[static_cast<size_t>(i)].centre))
          << layout.graphName << ": hull " << group.label << " contains " << layout.boxes[static_cast<size_t>(i)].name;
    }
    // Boxes joined by links: a link runs between two boxes, never over one (it would cross the node's text).
    if (!hull.convex)
      for (size_t p = group.members.size(); p < hull.polygons.size(); ++p)
        for (const Point& corner : hull.polygons[p])
          for (NodeId m : group.members) {
            const Rect r = layout.boxOf(m).rect();
            EXPECT_FALSE(corner.x > r.left() + 0.5 && corner.x < r.right() - 0.5 && corner.y > r.top() + 0.5 && corner.y < r.bottom() - 0.5)
                << layout.graphName << ": a link of hull " << group.label << " lies over " << layout.boxOf(m).name;
          }
  }
}

std::vector<fs::path> allCaptures() {
  std::vector<fs::path> out = fusescope::testdata::sharedGraphs();
  if (out.empty()) out = fusescope::testdata::testDataGraphs();
  return out;
}

}  // namespace

TEST(GraphLayout, GoldenDotForSmallGraph) {
  EXPECT_EQ(layoutInputDot(smallGraph()), kSmallGoldenDot);
}

TEST(GraphLayout, SmallGraphGeometry) {
  const Graph g = smallGraph();
  const GraphLayout layout = layoutGraph(g);
  EXPECT_EQ(layout.strategy, LayoutStrategy::Dot);
  ASSERT_EQ(layout.boxes.size(), 6u);   // four nodes, one input, one output terminal
  ASSERT_EQ(layout.edges.size(), 7u);
  EXPECT_EQ(layout.boxes[0].name, "op0");
  EXPECT_EQ(layout.boxes[0].category, NodeCategory::Pointwise);
  EXPECT_EQ(layout.boxes[1].category, NodeCategory::Reduction);
  EXPECT_EQ(layout.boxes[2].category, NodeCategory::Extern);
  EXPECT_EQ(layout.boxes[4].kind, BoxKind::GraphInput);
  EXPECT_EQ(layout.boxes[5].kind, BoxKind::GraphOutput);
  EXPECT_EQ(layout.boxes[0].label, (std::vector<std::string>{"op0", "pointwise", "(8192, 1)", "buf0 f32[64,128]"}));
  // y grows downwards: a producer sits above its consumer.
  EXPECT_LT(layout.boxes[0].centre.y, layout.boxes[1].centre.y);
  EXPECT_LT(layout.boxes[1].centre.y, layout.boxes[2].centre.y);
  EXPECT_LT(layout.boxes[4].centre.y, layout.boxes[0].centre.y);
  for (const LayoutBox& box : layout.boxes) {
    EXPECT_GE(box.rect().left(), -0.5);
    EXPECT_GE(box.rect().top(), -0.5);
    EXPECT_LE(box.rect().right(), layout.bounds.right() + 0.5);
    EXPECT_LE(box.rect().bottom(), layout.bounds.bottom() + 0.5);
  }
  expectNoOverlap(layout);
  expectEdgesJoinTheirBoxes(layout, 2.0);
  EXPECT_EQ(layout.edges[3].dep, DepKind::Star);
  EXPECT_EQ(layout.edges[5].dep, DepKind::Weak);
}

TEST(GraphLayout, TerminalsCanBeLeftOut) {
  LayoutOptions options;
  options.showTerminals = false;
  const GraphLayout layout = layoutGraph(smallGraph(), options);
  EXPECT_EQ(layout.boxes.size(), 4u);
  EXPECT_EQ(layout.edges.size(), 5u);
}

TEST(GraphLayout, ClusterModeKeepsGroupsTogether) {
  const Graph g = smallGraph();
  const std::vector<FusionGroupView> groups{{"op0_op1", {0, 1}}, {"op2", {2}}, {"op3", {3}}};
  const GraphLayout layout = layoutGraph(g, {}, &groups);
  EXPECT_TRUE(layout.clustered);
  ASSERT_EQ(layout.clusterRects.size(), 3u);
  EXPECT_TRUE(layout.clusterRects[0].contains(layout.boxes[0].centre));
  EXPECT_TRUE(layout.clusterRects[0].contains(layout.boxes[1].centre));
  EXPECT_FALSE(layout.clusterRects[0].contains(layout.boxes[2].centre));
  expectHullsHoldExactlyTheirMembers(layout, groups);
  expectNoOverlap(layout);
  expectEdgesJoinTheirBoxes(layout, 2.0);
}

TEST(GraphLayout, CancelledBeforeStart) {
  std::atomic<bool> cancel{true};
  EXPECT_THROW(layoutGraph(smallGraph(), {}, nullptr, &cancel), LayoutCancelled);
}

TEST(GraphLayout, GraphvizErrorsBecomeExceptions) {
  std::lock_guard<std::mutex> lock(gv::graphvizMutex());
  try {
    gv::Graph::fromDot("digraph { a -> ");
    FAIL() << "expected a GraphvizError";
  } catch (const gv::GraphvizError& error) {
    EXPECT_NE(std::string(error.what()).find("cannot parse DOT"), std::string::npos) << error.what();
  }
  gv::Graph ok = gv::Graph::fromDot("digraph { a -> b }");
  EXPECT_EQ(ok.nodeCount(), 2);
  EXPECT_THROW(gv::Layout(gv::sharedContext(), ok, "no-such-engine"), gv::GraphvizError);
}

TEST(GraphLayout, InvariantsOnEveryCapture) {
  const auto captures = allCaptures();
  if (captures.empty()) GTEST_SKIP() << "no captures found";
  for (const fs::path& folder : captures) {
    SCOPED_TRACE(folder.string());
    const Graph g = loadGraph(folder);
    const GraphLayout layout = layoutGraph(g);
    EXPECT_EQ(layout.nodeCount, static_cast<int>(g.nodes.size()));
    expectNoOverlap(layout);
    expectEdgesJoinTheirBoxes(layout, 2.0);
    expectHullsHoldExactlyTheirMembers(layout, recordedKernelGroups(g));
  }
}

TEST(GraphLayout, ClusterModeOnARealCapture) {
  const fs::path folder = fs::path(FUSESCOPE_TEST_DATA) / "captures/gpt2_train/0_backward_3.1";
  if (!fs::exists(folder)) GTEST_SKIP() << folder << " missing";
  const Graph g = loadGraph(folder);
  const std::vector<FusionGroupView> groups = recordedKernelGroups(g);
  const GraphLayout layout = layoutGraph(g, {}, &groups);
  expectNoOverlap(layout);
  expectEdgesJoinTheirBoxes(layout, 2.0);
  expectHullsHoldExactlyTheirMembers(layout, groups);
}

TEST(GraphLayout, LlamaBackwardUnderOneSecond) {
  const fs::path folder = fs::path(FUSESCOPE_SHARED_CAPTURES) / "llama_24l_train/0_backward_3.1";
  if (!fs::exists(folder)) GTEST_SKIP() << folder << " missing";
  const Graph g = loadGraph(folder);
  ASSERT_EQ(g.nodes.size(), 776u);
  const GraphLayout layout = layoutGraph(g);
  RecordProperty("seconds", std::to_string(layout.seconds));
  std::cout << "llama_24l_train/0_backward_3.1: " << layout.strategyDetail << " in " << layout.seconds << " s\n";
  // The goal is < 1 s (plain dot takes ~0.5 s on an idle machine); the hard limit leaves room for
  // loaded CI machines, where the measured time is printed above.
#ifdef NDEBUG
  EXPECT_LT(layout.seconds, 1.0);
#endif
}

TEST(GraphLayout, TwentyThousandNodesUseAFastStrategy) {
  const fs::path pattern = fs::path(FUSESCOPE_TEST_DATA) / "captures/gpt2_train/0_backward_3.1";
  if (!fs::exists(pattern)) GTEST_SKIP() << pattern << " missing";
  SynthOptions synth;
  synth.targetNodes = 20000;
  const Graph g = synthesizeGraph(loadGraph(pattern), synth);
  ASSERT_GE(g.nodes.size(), 20000u);
  const GraphLayout layout = layoutGraph(g);
  std::cout << g.nodes.size() << " nodes: " << layout.strategyDetail << " in " << layout.seconds << " s\n";
  EXPECT_EQ(layout.strategy, LayoutStrategy::Layered);
#ifdef NDEBUG
  EXPECT_LT(layout.seconds, 10.0);
#endif
  expectNoOverlap(layout);
  expectEdgesJoinTheirBoxes(layout, 0.5);
}

// The second line of a box says what the node runs: an extern by its call, and one that calls nothing (a
// MultiOutput picking one result of the SDPA backward call before it) by its IR type, never a bare "extern".
TEST(NodeLabels, AnExternThatCallsNoOpIsLabelledByItsIrType) {
  const Graph g = loadGraph(fusescope::testdata::testCaptures() / "gpt2_train" / "0_backward_3.1");
  int multiOutputs = 0, calls = 0;
  for (const Node& n : g.nodes) {
    if (n.kind != NodeKind::Extern) continue;
    const std::vector<std::string> label = nodeLabelLines(g, n);
    ASSERT_GE(label.size(), 2u) << n.name;
    EXPECT_NE(label[1], "extern") << n.name;
    if (n.irType == "MultiOutput") {
      EXPECT_EQ(label[1], "extern MultiOutput") << n.name;
      ++multiOutputs;
    } else if (n.kernel == "extern_kernels.mm") {
      EXPECT_EQ(label[1], "extern extern_kernels.mm") << n.name;
      ++calls;
    }
  }
  EXPECT_GT(multiOutputs, 0);
  EXPECT_GT(calls, 0);
}

// The index the window outlines groups with answers what a scan of every box would, and hulls computed
// through it, one group at a time, are the hulls of one call over all groups (the exports').
TEST(LayoutIndex, FindsTheBoxesAScanFindsAndLeavesHullsUnchanged) {
  const fs::path pattern = fs::path(FUSESCOPE_TEST_DATA) / "captures/gpt2_train/0_backward_3.1";
  if (!fs::exists(pattern)) GTEST_SKIP() << pattern << " missing";
  SynthOptions synth;
  synth.targetNodes = 3000;
  const Graph g = synthesizeGraph(loadGraph(pattern), synth);
  const GraphLayout layout = layoutGraph(g);
  const LayoutIndex index(layout);
  // Query rectangles of every size: a box's own, a few boxes', a band's, the whole picture.
  int nonEmpty = 0;
  for (int i = 0; i < layout.nodeCount; i += 37) {
    const Rect b = layout.boxes[static_cast<size_t>(i)].rect();
    for (double grow : {0.0, 40.0, 400.0, 1e6}) {
      const Rect r{b.x - grow, b.y - grow, b.width + 2 * grow, b.height + 2 * grow};
      std::vector<int> scan;
      for (int k = 0; k < layout.nodeCount; ++k) {
        const Rect o = layout.boxes[static_cast<size_t>(k)].rect();
        if (o.left() <= r.right() && r.left() <= o.right() && o.top() <= r.bottom() && r.top() <= o.bottom()) scan.push_back(k);
      }
      ASSERT_EQ(index.boxesIn(r), scan) << "box " << i << " grown by " << grow;
      nonEmpty += !scan.empty();
    }
  }
  EXPECT_GT(nonEmpty, 100);
  for (int k = 0; k < layout.nodeCount; ++k)
    for (int e : index.edgesFrom(k)) ASSERT_EQ(layout.edges[static_cast<size_t>(e)].from, k);
  // Groups of neighbours in graph order: some convex, some joined boxes.
  std::vector<FusionGroupView> groups;
  for (NodeId n = 0; n + 3 < layout.nodeCount; n += 4) groups.push_back({"g" + std::to_string(n), {n, n + 1, n + 3}});
  const std::vector<GroupHull> all = computeGroupHulls(layout, groups);
  size_t next = 0;
  int joined = 0;
  for (size_t k = 0; k < groups.size(); ++k) {
    const std::vector<GroupHull> one = computeGroupHulls(layout, {groups[k]}, {}, &index);
    ASSERT_EQ(one.size(), 1u);
    ASSERT_LT(next, all.size());
    EXPECT_EQ(one[0].polygons, all[next].polygons) << groups[k].label;
    joined += !one[0].convex;
    ++next;
  }
  EXPECT_GT(joined, 0);
}
