// Property tests of the seed scheduler on every capture: the final schedule is a valid topological
// order of the kernels, so every kernel group is convex (fusing never created a cycle); every node
// entering fusion is in exactly one kernel; no group exceeds max_fusion_size.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>

#include "import/load.h"
#include "sched/scheduler.h"

namespace fs = std::filesystem;
using namespace fusescope;
using namespace fusescope::sched;

namespace {

std::vector<fs::path> captureFolders(const fs::path& root) {
  std::vector<fs::path> out;
  if (!fs::exists(root)) return out;
  for (const auto& e : fs::recursive_directory_iterator(root))
    if (e.is_regular_file() && e.path().filename() == "ir_pre_fusion.txt") out.push_back(e.path().parent_path());
  std::sort(out.begin(), out.end());
  return out;
}

void checkTrace(const Graph& g, const Trace& t, const SchedulerConfig& config) {
  // Every node entering fusion appears exactly once; dead nodes appear in no kernel.
  std::vector<int> kernelOf(g.nodes.size(), -1);
  size_t members = 0;
  for (size_t k = 0; k < t.kernels.size(); ++k) {
    const auto& node = t.node(t.kernels[k].node);
    if (node.type != SchedNodeType::Foreach) {
      EXPECT_LE(static_cast<int>(node.members.size()), config.maxFusionSize) << node.name;
    }
    for (NodeId m : node.members) {
      ASSERT_EQ(kernelOf[static_cast<size_t>(m)], -1) << g.nodes[static_cast<size_t>(m)].name << " twice";
      kernelOf[static_cast<size_t>(m)] = static_cast<int>(k);
      ++members;
    }
  }
  EXPECT_EQ(static_cast<int>(members), t.nodesBefore);
  EXPECT_EQ(members + t.deadNodes.size(), g.nodes.size());
  for (NodeId d : t.deadNodes) EXPECT_EQ(kernelOf[static_cast<size_t>(d)], -1);
  // Every dependency edge of the dump goes forward (or stays inside a kernel): the schedule is a valid
  // topological order of the kernel graph, which is therefore acyclic, so every group is convex.
  for (size_t n = 0; n < g.nodes.size(); ++n) {
    if (kernelOf[n] < 0) continue;
    for (const auto& dep : g.nodes[n].unmetDeps) {
      const Buffer* b = g.findBuffer(dep.name);
      if (!b || b->producer == kNone) continue;
      int pk = kernelOf[static_cast<size_t>(b->producer)];
      if (pk < 0) continue;
      EXPECT_LE(pk, kernelOf[n]) << g.nodes[n].name << " runs before its producer "
                                 << g.nodes[static_cast<size_t>(b->producer)].name;
    }
  }
  // Fusion names are the members' names joined by '_'.
  for (const auto& f : t.fusions) {
    const auto& fused = t.node(f.fused);
    std::string joined;
    for (NodeId m : fused.members) joined += (joined.empty() ? "" : "_") + g.nodes[static_cast<size_t>(m)].name;
    EXPECT_EQ(fused.name, joined);
  }
}

void runAll(const fs::path& root, int& count) {
  for (const auto& folder : captureFolders(root)) {
    SCOPED_TRACE(folder.string());
    Graph g = loadGraph(folder);
    for (const char* knob : {"", "aggressive_fusion=true", "max_fusion_size=4"}) {
      SCOPED_TRACE(knob);
      SchedulerConfig config;
      if (*knob) config.setAssignment(knob);
      Trace t = runScheduler(g, config, "seed");
      checkTrace(g, t, config);
    }
    ++count;
  }
}

}  // namespace

TEST(SchedulerCaptures, FixtureCapturesGiveValidPartitions) {
  int count = 0;
  runAll(fs::path(FUSESCOPE_TEST_DATA) / "captures", count);
  EXPECT_GT(count, 0);
}

TEST(SchedulerCaptures, SharedCapturesGiveValidPartitions) {
  fs::path root(FUSESCOPE_SHARED_CAPTURES);
  if (!fs::exists(root)) GTEST_SKIP() << "shared captures not found at " << root;
  int count = 0;
  runAll(root, count);
  EXPECT_GT(count, 0);
}
