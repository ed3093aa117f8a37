// Every modelled PyTorch release against its own captures: tests/data/versions/<version>/<program>/ holds
// the same CPU programs (scripts/version_programs.py) compiled by each release and trimmed
// (scripts/capture_versions.sh). Opened as a user opens them, with the default policy, each graph must be
// replayed with its own release's rules (read from fx_graph_runnable.py) and match Inductor's kernels,
// fusion order and every recorded refusal.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "import/capture_loader.h"
#include "import/load.h"
#include "sched/inductor211/rule_table.h"
#include "sched/knob_table.h"
#include "sched/inductor_release.h"
#include "sched/policy.h"
#include "sched/schedule_compare.h"
#include "sched/scheduler.h"

namespace fs = std::filesystem;
using namespace fusescope;
using namespace fusescope::sched;

namespace {

fs::path versionsRoot() { return fs::path(FUSESCOPE_TEST_DATA) / "versions"; }

std::vector<fs::path> sortedFolders(const fs::path& root) {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(root))
    if (e.is_directory()) out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

// A refusal Inductor records that the replay may leave out, and why: each is a mechanism FuseScope does not
// model, named in docs/versions-and-policies.md's list of what is not ported. Anything else missing fails the test.
std::string knownGap(const std::string& program, const InductorRelease& release, const RejectionLine& r,
                     const Trace& trace) {
  // ir.SplitScan is not in the dump: the replay cannot tell a split scan (simd.py's first reason) from a scan.
  if (program == "gpu_scan_and_reduce" && r.reason == "Split scan cannot fuse with reductions") return "split scan";
  // 2.15's staged reductions (sub-parent epilogues) are not ported.
  if (program == "gpu_scan_and_reduce" && release >= InductorRelease{2, 15} && r.reason == "invalid sub-parent epilogue fusion")
    return "staged reduction";
  // 2.13's loop reindexing (_try_reindex_pointwise_for_reduction) is not ported: when it succeeds Inductor
  // checks can_fuse_vertical again and logs its refusal twice; the replay logs it once.
  if (release >= InductorRelease{2, 13} && r.reason == "intermediate nodes between node1 & node2") {
    for (const Decision& d : trace.decisions)
      if (d.verdict == Verdict::Rejected && d.reason == r.reason &&
          trace.name(d.node1) == r.node1 && trace.name(d.node2) == r.node2)
        return "reindex retry";
  }
  return "";
}

// Loads every graph of every program captured by `version` and replays it with the default policy.
// Returns how many graphs were compared; `gaps` counts the known gaps met, by kind.
int expectReleaseIdentical(const std::string& version, std::map<std::string, int>& gaps) {
  const fs::path root = versionsRoot() / version;
  const InductorRelease release = *parseRelease(version);
  int graphs = 0;
  for (const fs::path& program : sortedFolders(root)) {
    for (const GraphEntry& entry : listGraphs(program / "torch_compile_debug")) {
      SCOPED_TRACE(entry.folder.string());
      const Graph g = loadGraph(entry.folder);
      EXPECT_EQ(g.inductor.torchVersion.rfind(version, 0), 0u) << g.inductor.torchVersion;
      // A clean capture of a modelled release parses without a warning.
      for (const auto& w : g.warnings) ADD_FAILURE() << w.file << ":" << w.line << ": " << w.message;
      EXPECT_EQ(resolvePolicy(kDefaultPolicy, g), inductorPolicyName(release));
      const Trace t = runScheduler(g, {}, kDefaultPolicy);
      EXPECT_EQ(t.policy, inductorPolicyName(release));
      const ScheduleComparison c = compareWithInductor(g, t);
      EXPECT_GT(c.kernelsTotal, 0);
      EXPECT_EQ(c.kernelsMatching, c.kernelsTotal);
      EXPECT_EQ(c.fuseScopeKernels, c.kernelsTotal);
      EXPECT_EQ(c.fusionPrefix, c.fusionsTotal) << c.firstDivergence;
      EXPECT_EQ(c.fuseScopeFusions, c.fusionsTotal) << c.firstDivergence;
      const std::string name = program.filename().string();
      int missingKnown = 0;
      for (const auto& r : c.missingRejections) {
        const std::string gap = knownGap(name, release, r, t);
        if (gap.empty()) ADD_FAILURE() << "missing: cannot fuse " << r.node1 << " with " << r.node2 << ": " << r.reason;
        ++gaps[gap];
        ++missingKnown;
      }
      EXPECT_EQ(c.rejectionsMatched + missingKnown, c.rejectionsTotal);
      // Where Inductor gives a reason the replay cannot (a split scan from 2.13 on refuses before the
      // numel check), the replay's next rule refuses the same pair: the verdict is the same.
      for (const auto& r : c.extraRejections)
        if (name != "gpu_scan_and_reduce" || r.reason.rfind("numel/rnumel mismatch (reduce) ", 0) != 0)
          ADD_FAILURE() << "extra: cannot fuse " << r.node1 << " with " << r.node2 << ": " << r.reason;
      EXPECT_TRUE(c.identical());
      ++graphs;
    }
  }
  return graphs;
}

}  // namespace

// The matrix is complete: every modelled release has captures of every program, and nothing else is there.
TEST(ReleaseCaptures, EveryModelledReleaseHasEveryProgram) {
  std::set<std::string> releases;
  std::map<std::string, std::set<std::string>> programs;
  for (const fs::path& v : sortedFolders(versionsRoot())) {
    const auto release = parseRelease(v.filename().string());
    ASSERT_TRUE(release.has_value()) << v;
    releases.insert(release->text());
    for (const fs::path& p : sortedFolders(v)) programs[v.filename().string()].insert(p.filename().string());
  }
  std::set<std::string> modelled;
  for (const InductorRelease r : kModelledReleases) modelled.insert(r.text());
  EXPECT_EQ(releases, modelled);
  const std::set<std::string> first = programs.begin()->second;
  EXPECT_GE(first.size(), 7u);
  for (const auto& [version, names] : programs) EXPECT_EQ(names, first) << version;
}

class ReleaseCaptureTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ReleaseCaptureTest, ReplaysIdenticallyWithItsOwnRelease) {
  const fs::path root = versionsRoot();
  for (const fs::path& v : sortedFolders(root)) {
    if (parseRelease(v.filename().string())->text() != GetParam()) continue;
    std::map<std::string, int> gaps;
    EXPECT_GE(expectReleaseIdentical(v.filename().string(), gaps), 20);
    gaps.erase("");
    // The gaps are the ones named, on the programs that show them: a port that closes one makes this fail.
    EXPECT_EQ(gaps.count("split scan"), 1u);
    const InductorRelease release = *parseRelease(v.filename().string());
    EXPECT_EQ(gaps.count("reindex retry"), (release >= InductorRelease{2, 13}) ? 1u : 0u);
    EXPECT_EQ(gaps.count("staged reduction"), (release >= InductorRelease{2, 15}) ? 1u : 0u);
    return;
  }
  FAIL() << "no captures of PyTorch " << GetParam() << " in " << root;
}

INSTANTIATE_TEST_SUITE_P(Releases, ReleaseCaptureTest, ::testing::Values("2.11", "2.12", "2.13", "2.14", "2.15"),
                         [](const auto& info) {
                           std::string name = "torch_" + info.param;
                           std::replace(name.begin(), name.end(), '.', '_');
                           return name;
                         });

// The rules a later release's captures record are exactly those the rule table marks verified on it: a new
// capture that records another refusal makes the table's claim grow with it, and no claim outlives its data.
TEST(ReleaseCaptures, TheRulesMarkedVerifiedAreTheOnesTheCapturesRecord) {
  namespace i = sched::inductor211;
  for (size_t column = 1; column < kReleaseCount; ++column) {
    const std::string version(kReleaseSourceVersions[column]);
    SCOPED_TRACE(version);
    std::set<i::Rule> recorded;
    for (const fs::path& program : sortedFolders(versionsRoot() / version))
      for (const GraphEntry& entry : listGraphs(program / "torch_compile_debug"))
        for (const RecordedDecision& d : loadGraph(entry.folder).inductor.decisions) {
          if (d.fused) continue;
          const i::RuleEntry* rule = i::ruleOfReason(d.reason, column);
          ASSERT_NE(rule, nullptr) << d.reason;
          // placed in the source, but never given by the replay (rule_table.h): not verified
          if (rule->id != i::Rule::SplitScan && rule->id != i::Rule::SubParentEpilogue) recorded.insert(rule->id);
        }
    std::set<i::Rule> marked;
    for (const i::RuleEntry& e : i::ruleTable())
      if (e.lines[column] != 0 && i::ruleVerifiedIn(e.id, column)) marked.insert(e.id);
    EXPECT_EQ(recorded, marked);
    // An unverified rule says so where `why` and the window show its source.
    const auto policy = makePolicy(inductorPolicyName(kModelledReleases[column]));
    EXPECT_NE(policy->ruleSource("template epilogue not satisfied")->note.find("unverified"), std::string::npos);
    EXPECT_EQ(policy->ruleSource("no shared data")->note, "");
  }
}

// 2.15 turned triton.nested_reduction on: a row sum feeding reductions of another size ranks last, and the
// C++ backend fuses in another order. Replayed with 2.14's rules (or the knob off) the order differs from
// what 2.15 recorded; with 2.15's default it is Inductor's.
TEST(ReleaseDeltas, NestedReductionDefaultDecidesTheOrderFrom215) {
  const std::vector<GraphEntry> entries = listGraphs(versionsRoot() / "2.15.0" / "nested_reductions" / "torch_compile_debug");
  ASSERT_EQ(entries.size(), 1u);
  const Graph g = loadGraph(entries.front().folder);
  const auto identical = [&](const std::string& policy, const SchedulerConfig& config) {
    return compareWithInductor(g, runScheduler(g, config, policy)).identical();
  };
  EXPECT_TRUE(identical("inductor-2.15", {}));
  EXPECT_FALSE(identical("inductor-2.14", {}));
  EXPECT_FALSE(identical("inductor-2.11", {}));
  SchedulerConfig off;
  off.set("triton.nested_reduction", "false");
  EXPECT_FALSE(identical("inductor-2.15", off));
  SchedulerConfig on;
  on.set("triton.nested_reduction", "true");
  EXPECT_TRUE(identical("inductor-2.14", on));   // 2.13 and 2.14 have the rule, off by default
  EXPECT_FALSE(identical("inductor-2.11", on));  // 2.11 has no such knob: setting it changes nothing
  // The score says why: the pairs of a reduction and its dependent reduction of another size carry -1.
  const Trace t = runScheduler(g, {}, "inductor-2.15");
  const bool nested = std::any_of(t.decisions.begin(), t.decisions.end(),
                                  [](const Decision& d) { return d.score.nestedReduction; });
  EXPECT_TRUE(nested);
  // The knob table: absent before 2.13, its default per release.
  const KnobSpec* knob = findKnob("triton.nested_reduction");
  ASSERT_NE(knob, nullptr);
  EXPECT_FALSE(policyReads(*knob, "inductor-2.11"));
  EXPECT_EQ(knobDefault(*knob, "inductor-2.13"), "false");
  EXPECT_EQ(knobDefault(*knob, "inductor-2.15"), "true");
  EXPECT_EQ(SchedulerConfig{}.get("triton.nested_reduction"), "default");
  EXPECT_THROW(SchedulerConfig{}.set("triton.nested_reduction", "maybe"), std::invalid_argument);
}

// A version FuseScope does not model replays with the nearest modelled release at or below it and says so.
TEST(ReleaseChoice, UnmodelledVersionsTakeTheNearestReleaseBelowAndSaySo) {
  EXPECT_EQ(chooseRelease("2.11.0+cu130").release, (InductorRelease{2, 11}));
  EXPECT_TRUE(chooseRelease("2.11.0+cu130").exact);
  EXPECT_EQ(chooseRelease("2.11.0+cu130").note(), "");
  EXPECT_TRUE(chooseRelease("2.12.0+cu130").exact);
  const ReleaseChoice nightly = chooseRelease("2.16.0.dev20261120+cu132");
  EXPECT_EQ(nightly.release, (InductorRelease{2, 15}));
  EXPECT_FALSE(nightly.exact);
  EXPECT_NE(nightly.note().find("2.16.0.dev20261120+cu132"), std::string::npos) << nightly.note();
  EXPECT_NE(nightly.note().find("2.15's rules"), std::string::npos) << nightly.note();
  EXPECT_EQ(chooseRelease("2.14.1").release, (InductorRelease{2, 14}));
  EXPECT_EQ(chooseRelease("2.16.0.dev20261120+cpu").release, (InductorRelease{2, 15}));
  EXPECT_FALSE(chooseRelease("2.16.0.dev20261120+cpu").exact);
  EXPECT_EQ(chooseRelease("2.9.1").release, (InductorRelease{2, 11}));
  EXPECT_EQ(chooseRelease("").release, (InductorRelease{2, 11}));
  EXPECT_EQ(releaseOfPolicy("inductor-2.13"), (InductorRelease{2, 13}));
  EXPECT_FALSE(releaseOfPolicy("inductor-2.10").has_value());
  EXPECT_EQ(releaseOfPolicy("inductor-2.12"), (InductorRelease{2, 12}));
  EXPECT_FALSE(releaseOfPolicy("inductor-2.13x").has_value());
  EXPECT_FALSE(releaseOfPolicy("seed").has_value());
  EXPECT_EQ(makePolicy("inductor-2.14")->name(), "inductor-2.14");
  EXPECT_THROW(makePolicy("inductor-2.16"), std::invalid_argument);
}

// `--policy` overrides the capture's release: a 2.13 graph replayed with 2.11's rules says so in its trace.
TEST(ReleaseChoice, AnExplicitPolicyOverridesTheCapturesRelease) {
  const fs::path program = versionsRoot() / "2.13.0" / "mlp_train" / "torch_compile_debug";
  const std::vector<GraphEntry> entries = listGraphs(program);
  ASSERT_FALSE(entries.empty());
  const Graph g = loadGraph(entries.front().folder);
  EXPECT_EQ(resolvePolicy("inductor-2.11", g), "inductor-2.11");
  EXPECT_EQ(runScheduler(g, {}, "inductor-2.11").policy, "inductor-2.11");
  EXPECT_EQ(runScheduler(g, {}, kDefaultPolicy).policy, "inductor-2.13");
}

// 2.13 caps the buffers a mix-order reduction kernel loads (triton.mix_order_reduction_max_reads, 10): a
// GPT-2 block's backward has more, so Inductor stops growing its mix-order kernels without a log line. With
// no cap, the replay asks more pairs of those kernels and logs refusals fusion.log does not have.
TEST(ReleaseDeltas, MixOrderReductionMaxReadsFrom213) {
  for (const char* version : {"2.13.0", "2.15.0"}) {
    SCOPED_TRACE(version);
    const fs::path program = versionsRoot() / version / "gpu_gpt_sdpa_train" / "torch_compile_debug";
    const auto graphs = listGraphs(program);
    const auto backward = std::find_if(graphs.begin(), graphs.end(), [](const GraphEntry& e) {
      return e.folder.filename().string().find("backward") != std::string::npos;
    });
    ASSERT_NE(backward, graphs.end());
    const Graph g = loadGraph(backward->folder);
    const ScheduleComparison capped = compareWithInductor(g, runScheduler(g, {}, kDefaultPolicy));
    EXPECT_TRUE(capped.identical());
    EXPECT_TRUE(capped.extraRejections.empty());
    SchedulerConfig unlimited;
    unlimited.setAssignment("triton.mix_order_reduction_max_reads=0");
    const ScheduleComparison c = compareWithInductor(g, runScheduler(g, unlimited, kDefaultPolicy));
    EXPECT_GE(c.extraRejections.size(), 20u);
  }
}
