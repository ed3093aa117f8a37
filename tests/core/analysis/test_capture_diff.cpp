// The diff of two captures of one model against real Inductor runs under changed config
// (tests/data/knobs): between the default capture and the changed one it must report exactly the kernels
// in which the two real post-fusion results differ (computed here from ir_post_fusion.txt directly).
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "analysis/capture_diff.h"
#include "import/capture_loader.h"
#include "knob_variant_pairs.h"
#include "scratch_dir.h"
#include "sched/scheduler.h"
#include "source/source_map.h"

using namespace fusescope;
using namespace fusescope::analysis;

namespace {

struct Loaded {
  Graph graph;
  sched::Trace trace;
  source::SourceMap sources;
  CaptureSide side() const { return {graph, trace, sources}; }
};

Loaded load(const std::filesystem::path& folder, const std::vector<std::pair<std::string, std::string>>& knobs = {}) {
  Loaded l;
  l.graph = loadCaptureFolder(folder);
  sched::SchedulerConfig config;
  for (const auto& [k, v] : knobs) config.set(k, v);
  l.trace = sched::runScheduler(l.graph, config, "inductor-2.11");
  l.sources = source::buildSourceMap(l.graph);
  return l;
}

std::set<testdata::NameSet> asSets(const std::vector<NamedGroup>& groups) {
  std::set<testdata::NameSet> out;
  for (const auto& g : groups) out.insert(testdata::NameSet(g.members.begin(), g.members.end()));
  return out;
}

std::set<testdata::NameSet> minus(const std::set<testdata::NameSet>& x, const std::set<testdata::NameSet>& y) {
  std::set<testdata::NameSet> out;
  for (const auto& k : x)
    if (!y.count(k)) out.insert(k);
  return out;
}

}  // namespace

TEST(CaptureDiff, ReportsExactlyTheKernelsTheTwoRealResultsDifferIn) {
  int differing = 0;
  for (const auto& v : testdata::knobVariantPairs()) {
    SCOPED_TRACE(v.variant + " " + v.changedGraph.string());
    const Loaded a = load(v.defaultGraph), b = load(v.changedGraph, v.knobs);
    const CaptureDiff d = diffCaptures(a.side(), b.side());
    EXPECT_EQ(d.kernels, KernelSource::Inductor);
    EXPECT_EQ(d.decisionsFrom, "fusion.log");
    const auto realA = testdata::recordedKernels(a.graph), realB = testdata::recordedKernels(b.graph);
    EXPECT_EQ(asSets(d.onlyInA), minus(realA, realB));
    EXPECT_EQ(asSets(d.onlyInB), minus(realB, realA));
    EXPECT_EQ(d.onlyInA.size(), minus(realA, realB).size());  // no kernel listed twice
    EXPECT_EQ(d.kernelsInBoth, static_cast<int>(realA.size() - minus(realA, realB).size()));
    // The same pre-fusion graph (or one whose loop order only differs): every node is itself.
    EXPECT_TRUE(d.matching.unmatchedA.empty());
    EXPECT_TRUE(d.matching.unmatchedB.empty());
    if (v.samePreFusionIr) {
      EXPECT_EQ(d.matching.byName, static_cast<int>(a.graph.nodes.size()));
    }
    // Every differing kernel is in exactly one region.
    size_t inRegions = 0;
    for (const auto& r : d.regions) {
      inRegions += r.kernelsA.size() + r.kernelsB.size();
      EXPECT_TRUE(r.parted || !r.note.empty());
      if (r.parted) {
        EXPECT_TRUE(r.a.present || r.b.present);
      }
    }
    EXPECT_EQ(inRegions, d.onlyInA.size() + d.onlyInB.size());
    if (!d.identical()) ++differing;
  }
  EXPECT_GE(differing, 4);
}

// A tighter max_fusion_size or mix-order reductions switched off only ever fuse less: in every region the
// schedules part where the default run fused a pair the changed run refused, with Inductor's reason
// ("exceeds max fusion" under max_fusion_size).
TEST(CaptureDiff, PartingDecisionCarriesBothSidesReasons) {
  int regions = 0;
  for (const auto& v : testdata::knobVariantPairs()) {
    const bool maxSize = v.variant == "red-maxsize2" || v.variant == "gpt2-maxsize4";
    if (!maxSize && v.variant != "mix-off") continue;
    SCOPED_TRACE(v.variant + " " + v.changedGraph.string());
    const Loaded a = load(v.defaultGraph), b = load(v.changedGraph, v.knobs);
    const CaptureDiff d = diffCaptures(a.side(), b.side());
    ASSERT_FALSE(d.regions.empty());
    for (const auto& r : d.regions) {
      ++regions;
      ASSERT_TRUE(r.parted);
      ASSERT_TRUE(r.a.present && r.b.present);
      EXPECT_TRUE(r.a.fused) << r.a.node1 << " " << r.a.node2;
      EXPECT_FALSE(r.b.fused) << r.b.node1 << " " << r.b.node2;
      if (maxSize) {  // the same pair, in the same names (same pre-fusion graph), refused for its size
        EXPECT_TRUE(r.samePair);
        EXPECT_EQ(r.b.reason, "exceeds max fusion");
        EXPECT_EQ(r.a.node1, r.b.node1);
        EXPECT_EQ(r.a.node2, r.b.node2);
      } else {  // mix-order off: the two reductions share no data
        EXPECT_EQ(r.b.reason, "no shared data");
      }
      EXPECT_GT(r.a.where, 0);
      EXPECT_GT(r.b.where, 0);
    }
  }
  // gpt2-maxsize4's default graph (gpt2_train forward) lives in ../shared/captures; without it the
  // reductions and mix-off pairs still give regions.
  EXPECT_GE(regions, testdata::haveSharedCaptures() ? 4 : 1);
}

// The replays with each capture's own settings reproduce Inductor, so the replay-only diff finds the same.
TEST(CaptureDiff, ReplayWithEachSidesSettingsAgreesWithTheRecordedResults) {
  const auto pairs = testdata::knobVariantPairs();
  const auto v = std::find_if(pairs.begin(), pairs.end(), [](const auto& p) { return p.variant == "gpt2-aggr"; });
  ASSERT_NE(v, pairs.end());
  const Loaded a = load(v->defaultGraph), b = load(v->changedGraph, v->knobs);
  CaptureDiffOptions replay;
  replay.replayOnly = true;
  const CaptureDiff recorded = diffCaptures(a.side(), b.side());
  const CaptureDiff replayed = diffCaptures(a.side(), b.side(), replay);
  EXPECT_EQ(replayed.kernels, KernelSource::Replay);
  EXPECT_EQ(replayed.decisionsFrom, "replay");
  EXPECT_EQ(asSets(replayed.onlyInA), asSets(recorded.onlyInA));
  EXPECT_EQ(asSets(replayed.onlyInB), asSets(recorded.onlyInB));
  for (const auto& r : replayed.regions) EXPECT_TRUE(r.parted);
}

TEST(CaptureDiff, ACaptureAgainstItselfIsIdentical) {
  const Loaded a = load(testdata::testCaptures() / "gpt2_train/0_backward_3.1");
  const CaptureDiff d = diffCaptures(a.side(), a.side());
  EXPECT_TRUE(d.identical());
  EXPECT_TRUE(d.regions.empty());
  EXPECT_EQ(d.kernelsInBoth, d.kernelsA);
  EXPECT_EQ(d.matching.byName, static_cast<int>(a.graph.nodes.size()));
}

// Renamed nodes (as after a model edit that shifts Inductor's numbering) are matched by their FX origins.
TEST(CaptureDiff, NodesWithOtherNamesAreMatchedByOrigins) {
  const Loaded a = load(testdata::testCaptures() / "gpt2_train/0_backward_3.1");
  Graph renamed = a.graph;
  renamed.nodeByName.clear();
  for (Node& n : renamed.nodes) {
    n.name = "x" + n.name;
    renamed.nodeByName[n.name] = n.id;
  }
  const source::SourceMap sources = source::buildSourceMap(renamed);
  const NodeMatching m = matchNodes(a.graph, a.sources, renamed, sources);
  EXPECT_EQ(m.byName, 0);
  int withOrigins = 0;
  for (const Node& n : a.graph.nodes) withOrigins += n.origins.empty() ? 0 : 1;
  EXPECT_GT(withOrigins, static_cast<int>(a.graph.nodes.size()) / 2);
  EXPECT_GE(m.byOrigins + m.bySource, withOrigins);
  int wrong = 0;
  for (size_t i = 0; i < m.bOfA.size(); ++i)
    if (m.bOfA[i] != kNone && m.bOfA[i] != static_cast<NodeId>(i)) ++wrong;
  EXPECT_EQ(wrong, 0);
}

// Without names or FX origins in common, ATen ops and source lines with the shape still match the nodes.
TEST(CaptureDiff, NodesWithoutNamesOrOriginsAreMatchedBySourceLines) {
  const Loaded a = load(testdata::testCaptures() / "gpt2_train/0_backward_3.1");
  Graph plain = a.graph, renamed = a.graph;
  renamed.nodeByName.clear();
  for (Graph* g : {&plain, &renamed})
    for (Node& n : g->nodes) n.origins.clear();
  for (Node& n : renamed.nodes) {
    n.name = "x" + n.name;
    renamed.nodeByName[n.name] = n.id;
  }
  source::SourceMap lines = a.sources;  // ATen ops and file:line only
  for (auto& n : lines.nodes) n.fxNodes.clear();
  int withLines = 0;
  for (const auto& n : lines.nodes) withLines += n.aten.empty() && n.locations.empty() ? 0 : 1;
  ASSERT_GT(withLines, static_cast<int>(a.graph.nodes.size()) / 2);
  const NodeMatching m = matchNodes(plain, lines, renamed, lines);
  EXPECT_EQ(m.byName, 0);
  EXPECT_EQ(m.byOrigins, 0);
  EXPECT_GE(m.bySource, withLines);
  for (size_t i = 0; i < m.bOfA.size(); ++i) {
    if (m.bOfA[i] != kNone) {
      EXPECT_EQ(m.bOfA[i], static_cast<NodeId>(i)) << a.graph.nodes[i].name;
    }
  }
}

TEST(CaptureDiff, CapturesOfDifferentModelsAreRefused) {
  const Loaded a = load(testdata::testCaptures() / "gpt2_train/0_backward_3.1");
  const Loaded b = load(testdata::testCaptures() / "reductions/0_inference_0.0");
  EXPECT_THROW(diffCaptures(a.side(), b.side()), DifferentModels);
}

// Without B's fusion.log the kernels are still Inductor's, but where the schedules part comes from the
// replays, which follow B only when run with B's settings: the note says so; with max_fusion_size=2 the
// replays part where real Inductor did (tests/data/knobs/red-maxsize2), with the default they cannot.
TEST(CaptureDiff, WithoutAFusionLogThePartingComesFromTheReplays) {
  testdata::ScratchDir dir("capture_diff");
  const auto variant = testdata::knobRoot() / "red-maxsize2/reductions/0_inference_0.0";
  const auto copy = dir.path / "reductions/0_inference_0.0";
  std::filesystem::create_directories(copy);
  for (const char* file : {"ir_pre_fusion.txt", "ir_post_fusion.txt"}) std::filesystem::copy_file(variant / file, copy / file);
  const Loaded a = load(testdata::testCaptures() / "reductions/0_inference_0.0");
  const Loaded b = load(copy, {{"max_fusion_size", "2"}});
  ASSERT_FALSE(b.graph.inductor.hasFusionLog);
  const CaptureDiff d = diffCaptures(a.side(), b.side());
  EXPECT_EQ(d.kernels, KernelSource::Inductor);
  EXPECT_EQ(d.decisionsFrom, "replay");
  EXPECT_NE(d.note.find("B has no fusion.log"), std::string::npos) << d.note;
  ASSERT_EQ(d.regions.size(), 1u);
  const DiffRegion& r = d.regions[0];
  ASSERT_TRUE(r.parted);
  EXPECT_TRUE(r.samePair);
  EXPECT_TRUE(r.a.fused);
  EXPECT_EQ(r.b.reason, "exceeds max fusion");
  const Loaded unconfigured = load(copy);
  const CaptureDiff blind = diffCaptures(a.side(), unconfigured.side());
  ASSERT_EQ(blind.regions.size(), 1u);
  EXPECT_FALSE(blind.regions[0].parted);
  EXPECT_EQ(asSets(blind.onlyInB), asSets(d.onlyInB));  // the kernels are Inductor's either way
}
