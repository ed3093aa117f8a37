// torch.distributed runs as torchrun leaves them: one TORCH_LOGS_OUT log whose lines start `[rankN]:`,
// interleaved across ranks, and one run_*-pid_N folder per rank. Real data: tests/data/runs/ddp_2rank (a
// DDP training step, 8 graphs per rank) and funcol_2rank (functional collectives in the graph), both
// captured with `scripts/fusescope-capture -- torchrun --nproc_per_node 2` on two H100s.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "analysis/inductor_agreement.h"
#include "capture/rank_agreement.h"
#include "capture_test_data.h"
#include "import/capture_loader.h"
#include "import/fusion_log_lookup.h"
#include "import/load.h"
#include "import/log_ranks.h"
#include "util/text_lines.h"
#include "import/torch_version.h"
#include "run_command.h"
#include "scratch_dir.h"
#include "sched/inductor211/inductor211_policy.h"
#include "sched/schedule_compare.h"
#include "source/source_map.h"
#include "source/user_callers.h"
#include "sched/scheduler.h"
#include "util/import_error.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

fs::path runs() { return fs::path(FUSESCOPE_TEST_DATA) / "runs"; }
fs::path ddpRoot() { return runs() / "ddp_2rank" / "torch_compile_debug"; }
fs::path funcolRoot() { return runs() / "funcol_2rank" / "torch_compile_debug"; }
fs::path fsdpRoot() { return runs() / "fsdp2_2rank" / "torch_compile_debug"; }
fs::path accelerateRoot() { return runs() / "accelerate_2rank" / "torch_compile_debug"; }

std::string cli() { return FUSESCOPE_CLI_PATH; }

sched::ScheduleComparison compare(const Graph& g) {
  auto policy = sched::makeInductor211Policy();
  return sched::compareWithInductor(g, sched::runScheduler(g, {}, *policy));
}

std::string errorOf(const fs::path& root, const std::string& graph, const LoadOptions& options = {}) {
  try {
    loadGraph(root, graph, options);
  } catch (const ImportError& e) {
    return e.what();
  }
  return "(loaded)";
}

// The run folders under a debug root, sorted: one per rank.
std::vector<fs::path> runFolders(const fs::path& root) {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(root)) out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

int countLines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

}  // namespace

TEST(LogRanks, PrefixesOfTorchLoggingAndTheLauncher) {
  int rank = -2;
  EXPECT_EQ(rankPrefixLength("[rank1]:V1127 01:03:23.044000 1049 torch/_inductor/scheduler.py:4609] x", &rank), 8u);
  EXPECT_EQ(rank, 1);
  EXPECT_EQ(rankPrefixLength("[default0]:[rank3]:I1127 ...", &rank), 19u);  // torchrun --tee, then torch._logging
  EXPECT_EQ(rank, 3);
  EXPECT_EQ(rankPrefixLength("[default2]:some print", &rank), 11u);  // only the launcher's: its local rank
  EXPECT_EQ(rank, 2);
  EXPECT_EQ(rankPrefixLength("V1127 01:03:23.044000 1049 torch/x.py:1] [0/0] [__fusion] msg", &rank), 0u);
  EXPECT_EQ(rank, -1);
  EXPECT_EQ(rankPrefixLength("[0/0] [__fusion] msg"), 0u);  // a compile id is no rank
  EXPECT_EQ(stripLogPrefix("[rank0]:V1127 01:03:23.044000 1049 torch/_inductor/scheduler.py:3706] [0/0] [__fusion] "
                           "===== attempting fusion (1/10): 14 nodes ====="),
            "===== attempting fusion (1/10): 14 nodes =====");
}

TEST(LogRanks, SplitsTheInterleavedLogOfARealTwoRankRun) {
  const std::string log = testdata::readFile(runs() / "funcol_2rank" / "fusion.log");
  const LogRanks ranks = scanLogRanks(log);
  ASSERT_EQ(ranks.ranks, (std::vector<int>{0, 1}));
  // Each rank's lines carry the pid its run_*-pid_N folder is named after.
  for (const fs::path& run : runFolders(funcolRoot())) {
    const long pid = runFolderPid(run / "torchinductor" / "model__0_inference_0.0");
    ASSERT_GT(pid, 0) << run;
    ASSERT_TRUE(ranks.rankOfPid.count(pid)) << run;
  }
  EXPECT_NE(ranks.rankOfPid.begin()->second, std::next(ranks.rankOfPid.begin())->second);
  for (int rank : ranks.ranks) {
    const std::string view = rankLogView(log, rank, ranks);
    EXPECT_EQ(countLines(view), countLines(log));  // every line stays where it was
    EXPECT_EQ(view.find("[rank"), std::string::npos);
    EXPECT_EQ(view.find("torch/distributed/run.py"), std::string::npos);  // the launcher's own lines
    // One scheduler run of this rank's one graph, and its debug trace line.
    int headers = 0;
    for (std::size_t at = view.find("===== attempting fusion (1/"); at != std::string::npos;
         at = view.find("===== attempting fusion (1/", at + 1))
      ++headers;
    EXPECT_EQ(headers, 1) << "rank " << rank;
  }
}

TEST(DistributedRuns, EveryGraphOfEveryRankOpensAndMatchesInductor) {
  int graphs = 0;
  for (const fs::path& root : {ddpRoot(), funcolRoot(), fsdpRoot(), accelerateRoot()}) {
    const std::vector<GraphEntry> entries = listGraphs(root);
    for (const GraphEntry& e : entries) {
      SCOPED_TRACE(e.name);
      ASSERT_GE(e.rank, 0);  // listGraphs says whose each folder is
      const Graph g = loadGraph(e.folder);
      EXPECT_EQ(g.inductor.rank, e.rank);
      EXPECT_EQ(g.inductor.ranks, (std::vector<int>{0, 1}));
      EXPECT_TRUE(g.inductor.hasFusionLog);
      EXPECT_EQ(g.inductor.torchVersion, "2.11.0+cu130");
      const sched::ScheduleComparison c = compare(g);
      EXPECT_TRUE(c.identical()) << c.firstDivergence;
      EXPECT_EQ(c.rejectionsMatched, c.rejectionsTotal);
      ++graphs;
    }
  }
  // 8 DDP graphs, one collective graph, FSDP2's forward and backward and Accelerate's first forward and
  // backward, each on two ranks
  EXPECT_EQ(graphs, 26);
}

// `accelerate launch --num_processes 2 --multi_gpu` through scripts/fusescope-capture: Accelerate starts
// the ranks itself (its own launcher, not torchrun's command line), and each rank's graphs still carry the
// user's lines and module paths, which fusescope-capture's module-path pass records in every rank.
TEST(DistributedRuns, AnAccelerateLaunchRunHasEachRanksGraphsWithTheUsersLines) {
  const std::vector<GraphEntry> entries = listGraphs(accelerateRoot());
  ASSERT_EQ(entries.size(), 4u);
  for (const GraphEntry& e : entries) {
    SCOPED_TRACE(e.folder.string());
    const Graph g = loadGraph(e.folder);
    const source::SourceMap map = source::buildSourceMap(g);
    int userLines = 0, modulePaths = 0;
    for (const Node& n : g.nodes) {
      const auto& where = map.node(n.id);
      if (!where.locations.empty() && where.locations.front().value.file.ends_with("accelerate_2rank/train.py")) ++userLines;
      if (!where.modules.empty()) ++modulePaths;
    }
    EXPECT_GT(userLines, 0);
    EXPECT_GT(modulePaths, 0);
  }
  analysis::AnalysisInputs inputs;
  inputs.path = accelerateRoot();
  inputs.graphName = "model__0_backward_15.7";
  const capture::RanksAgreement all = capture::compareRanks(inputs, {0, 1});
  EXPECT_TRUE(all.ranksAlike()) << all.headline();
  EXPECT_TRUE(all.allIdenticalToInductor()) << all.headline();
}

TEST(DistributedRuns, AGraphNameTakesTheLowestRankUnlessARankIsAsked) {
  const Graph first = loadGraph(ddpRoot(), "model__1_backward_14.6");
  EXPECT_EQ(first.inductor.rank, 0);
  bool said = false;
  for (const Diagnostic& d : first.warnings) said |= d.message.find("compiled by ranks 0, 1; showing rank 0") != std::string::npos;
  EXPECT_TRUE(said);
  LoadOptions one;
  one.rank = 1;
  const Graph second = loadGraph(ddpRoot(), "model__1_backward_14.6", one);
  EXPECT_EQ(second.inductor.rank, 1);
  EXPECT_NE(first.name, second.name);  // the other run folder
  one.rank = 5;
  EXPECT_NE(errorOf(ddpRoot(), "model__1_backward_14.6", one).find("--rank 5 asked, but the graphs here were compiled by rank(s) 0, 1"),
            std::string::npos);
  // A rank's own folder asked as another rank: refused, naming whose it is.
  fs::path rank0Folder;
  for (const GraphEntry& e : listGraphs(ddpRoot())) {
    if (e.rank == 0 && e.folder.filename() == "model__1_backward_14.6") rank0Folder = e.folder;
  }
  ASSERT_FALSE(rank0Folder.empty());
  one.rank = 1;
  EXPECT_NE(errorOf(rank0Folder, "", one).find("--rank 1 asked"), std::string::npos);
  // The same graph of the other rank is found from either folder.
  const RankedGraphLocation where = rankedGraphLocation(rank0Folder, "");
  EXPECT_EQ(where.graphName, "model__1_backward_14.6");
  EXPECT_EQ(fs::weakly_canonical(where.root), fs::weakly_canonical(ddpRoot()));
}

TEST(DistributedRuns, DoubtAboutTheRankIsAnError) {
  testdata::ScratchDir scratch("ranks");
  // The folder is renamed so its pid is no rank's: with two ranks in the log nothing says whose it is.
  fs::copy(runs() / "funcol_2rank", scratch.path / "run", fs::copy_options::recursive);
  const fs::path run0 = runFolders(scratch.path / "run" / "torch_compile_debug").front();
  fs::rename(run0, scratch.path / "run" / "torch_compile_debug" / "run_1-pid_42");
  const std::string error = errorOf(scratch.path / "run" / "torch_compile_debug" / "run_1-pid_42" / "torchinductor" /
                                        "model__0_inference_0.0", "");
  EXPECT_NE(error.find("fusion.log"), std::string::npos) << error;
  EXPECT_NE(error.find("interleaves ranks 0, 1"), std::string::npos) << error;
  EXPECT_NE(error.find("--rank N"), std::string::npos) << error;
  // A log missing a rank: the remaining rank's blocks do not name this folder's run.
  const std::string log = testdata::readFile(scratch.path / "run" / "fusion.log");
  std::string rank1Only;
  for (std::size_t begin = 0; begin < log.size();) {
    std::size_t end = log.find('\n', begin);
    end = end == std::string::npos ? log.size() : end + 1;
    const std::string line = log.substr(begin, end - begin);
    if (line.rfind("[rank0]:", 0) != 0) rank1Only += line;
    begin = end;
  }
  testdata::writeFile(scratch.path / "run" / "fusion.log", rank1Only);
  const fs::path rank1 = runFolders(scratch.path / "run" / "torch_compile_debug").front();
  LoadOptions zero;
  zero.rank = 0;
  EXPECT_NE(errorOf(rank1 / "torchinductor" / "model__0_inference_0.0", "", zero).find("this log holds rank(s) 1"),
            std::string::npos);
}

// Two ranks that compiled differently: rank 0 scheduled a LayerNorm backward with the default config, rank 1
// with triton.mix_order_reduction=False (the real runs of tests/data/knobs/mix-default and mix-off), written
// as torchrun writes them: one log, each line prefixed with its rank and the glog header of its process,
// the ranks' lines interleaved, and one run_*-pid_N folder per rank.
TEST(DistributedRuns, RanksThatFuseDifferentlyAreFoundAndWhereTheyPart) {
  testdata::ScratchDir scratch("ranks_differ");
  const fs::path root = scratch.path / "torch_compile_debug";
  std::vector<std::vector<std::string>> lines(2);
  const char* sources[] = {"mix-default", "mix-off"};
  const int pids[] = {4100, 4200};
  for (int rank = 0; rank < 2; ++rank) {
    const fs::path from = fs::path(FUSESCOPE_TEST_DATA) / "knobs" / sources[rank] / "layernorm_bwd_large" / "0_backward_3.1";
    const fs::path to = root / fmt::format("run_2026_11_27_0{}-pid_{}", rank, pids[rank]) / "torchinductor" / "model__0_backward_3.1";
    fs::create_directories(to);
    for (const char* f : {"ir_pre_fusion.txt", "ir_post_fusion.txt"}) fs::copy_file(from / f, to / f);
    std::ifstream in(from / "fusion.log");
    for (std::string line; std::getline(in, line);) {
      lines[static_cast<size_t>(rank)].push_back(fmt::format(
          "[rank{}]:V1127 01:03:23.044000 {} torch/_inductor/scheduler.py:4609] [0/0] [__fusion] {}\n", rank, pids[rank], line));
    }
  }
  std::string log;
  for (std::size_t i = 0; i < std::max(lines[0].size(), lines[1].size()); ++i) {
    for (const auto& rankLines : lines) {
      if (i < rankLines.size()) log += rankLines[i];
    }
  }
  testdata::writeFile(scratch.path / "fusion.log", log);

  analysis::AnalysisInputs inputs;
  inputs.path = root;
  inputs.graphName = "model__0_backward_3.1";
  const capture::RanksAgreement all = capture::compareRanks(inputs, {1, 0});
  ASSERT_EQ(all.ranks.size(), 2u);
  EXPECT_EQ(all.ranks[0].rank, 0);
  EXPECT_TRUE(all.ranks[0].agreement.identical());  // rank 1 ran under a knob the replay is not given
  EXPECT_FALSE(all.allIdenticalToInductor());
  EXPECT_FALSE(all.ranksAlike());
  EXPECT_EQ(all.firstDiffering, 1);
  EXPECT_EQ(all.ranks[1].kernelsFrom, "inductor");
  EXPECT_GT(all.ranks[1].onlyInFirst + all.ranks[1].onlyHere, 0);
  EXPECT_TRUE(all.ranks[1].firstSide.present || all.ranks[1].thisSide.present);
  EXPECT_NE(all.headline().find("rank 1 fuses differently from rank 0"), std::string::npos) << all.headline();

  const auto r = testdata::runCommand(cli() + " compare '" + root.string() + "' --graph model__0_backward_3.1 --all-ranks");
  EXPECT_EQ(r.exitCode, 1) << r.output;
  EXPECT_NE(r.output.find("rank 1 fuses differently from rank 0"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("they part at"), std::string::npos) << r.output;
}

TEST(DistributedRuns, TheCliTakesARankAndComparesAllRanks) {
  const std::string root = "'" + ddpRoot().string() + "'";
  const auto all = testdata::runCommand(cli() + " compare " + root + " --graph model__3_backward_12.4 --all-ranks");
  EXPECT_EQ(all.exitCode, 0) << all.output;
  EXPECT_NE(all.output.find("ranks 0, 1: the same kernels"), std::string::npos) << all.output;
  EXPECT_NE(all.output.find("ALL RANKS IDENTICAL"), std::string::npos) << all.output;
  const auto one = testdata::runCommand(cli() + " compare " + root + " --graph model__3_backward_12.4 --rank 1");
  EXPECT_EQ(one.exitCode, 0) << one.output;
  EXPECT_NE(one.output.find("IDENTICAL"), std::string::npos) << one.output;
  const auto info = testdata::runCommand(cli() + " info " + root + " --rank 1");
  EXPECT_EQ(info.exitCode, 0) << info.output;
  EXPECT_NE(info.output.find("8 graphs"), std::string::npos) << info.output;
  EXPECT_NE(info.output.find("rank       1 of ranks 0, 1"), std::string::npos) << info.output;
  EXPECT_NE(info.output.find("pytorch    2.11.0+cu130"), std::string::npos) << info.output;
  // The run's log where the graph belongs: exit 2, saying what to open.
  const auto log = testdata::runCommand(cli() + " compare '" + (runs() / "ddp_2rank" / "fusion.log").string() + "'");
  EXPECT_EQ(log.exitCode, 2) << log.output;
  EXPECT_NE(log.output.find("this is a TORCH_LOGS fusion log, not a graph"), std::string::npos) << log.output;
  const auto bad = testdata::runCommand(cli() + " compare " + root + " --graph model__3_backward_12.4 --rank one");
  EXPECT_EQ(bad.exitCode, 2) << bad.output;
  EXPECT_NE(bad.output.find("--rank needs a rank number"), std::string::npos) << bad.output;
}

TEST(DistributedRuns, CollectivesLinkToTheirOwnCalls) {
  const Graph g = loadGraph(funcolRoot(), "model__0_inference_0.0");
  // op2 is the mm writing buf2; the all_reduce_ (op3) and its wait_tensor (op4) work on buf2 in place.
  auto kernelOf = [&](const std::string& node) { return g.findNode(node)->kernel; };
  EXPECT_EQ(kernelOf("op3"), "torch.ops._c10d_functional.all_reduce_.default");
  EXPECT_EQ(kernelOf("op4"), "torch.ops._c10d_functional.wait_tensor.default");
  for (const char* node : {"op2", "op3", "op4", "op6", "op7", "op8", "op9"}) {
    const auto r = testdata::runCommand(cli() + " kernels '" + funcolRoot().string() +
                                        "' --graph model__0_inference_0.0 --node " + node);
    ASSERT_EQ(r.exitCode, 0) << r.output;
    const std::string calls = "real kernel: " + kernelOf(node) + " (matched";
    EXPECT_NE(r.output.find(calls), std::string::npos) << node << "\n" << r.output;
    // The all_reduce_ and its wait: their own FX nodes' lines (inside torch.distributed) and the user's
    // line the reduced tensor comes from.
    if (std::string(node) == "op3" || std::string(node) == "op4") {
      EXPECT_NE(r.output.find("_functional_collectives.py:"), std::string::npos) << node << "\n" << r.output;
      EXPECT_NE(r.output.find("train.py:19 in forward: y = self.down(h)"), std::string::npos) << node << "\n" << r.output;
    }
  }
}

// FX's comment for a functional collective names torch's own frame (`all_gather_tensor` in
// _functional_collectives.py); the fused Triton kernel that feeds it is shown at the user's call, read from
// the whole stack trace fusion.log prints, first. The extern collectives (all_reduce_, the wait_tensors,
// reduce_scatter) are in no listing: their user's line is fusescope-capture's record of each FX node's stack
// (fusescope_modules.json "callers"), first, with torch's frame after it.
TEST(DistributedRuns, ACollectiveIsShownAtTheUsersCallNotTorchsFrame) {
  const Graph g = loadGraph(funcolRoot(), "model__0_inference_0.0");
  const source::SourceMap map = source::buildSourceMap(g);
  const auto& op5 = map.node(g.findNode("op5")->id).locations;
  ASSERT_GE(op5.size(), 2u);
  EXPECT_TRUE(op5[0].value.file.ends_with("funcol_2rank/train.py")) << op5[0].value.file;
  EXPECT_EQ(op5[0].value.line, 21);
  EXPECT_EQ(op5[0].value.code, "g = funcol.all_gather_tensor(y * 0.5, 0, dist.group.WORLD)");
  EXPECT_NE(std::find(op5[0].sources.begin(), op5[0].sources.end(), source::SourceKind::FusionLog), op5[0].sources.end());
  EXPECT_TRUE(source::isTorchInternal(op5[1].value.file)) << op5[1].value.file;   // torch's frame stays, after it
  // op3 all_reduce_ (line 20), op4 its wait, op6/op7 the all-gather's waits (21), op8/op9 reduce_scatter (22).
  const std::vector<std::pair<const char*, int>> externs = {{"op3", 20}, {"op4", 20}, {"op6", 21}, {"op7", 21}, {"op8", 22}, {"op9", 22}};
  for (const auto& [name, line] : externs) {
    SCOPED_TRACE(name);
    ASSERT_EQ(g.findNode(name)->kind, NodeKind::Extern);
    const auto& at = map.node(g.findNode(name)->id).locations;
    ASSERT_GE(at.size(), 2u);
    EXPECT_TRUE(at[0].value.file.ends_with("funcol_2rank/train.py")) << at[0].value.file;
    EXPECT_EQ(at[0].value.line, line);
    EXPECT_EQ(at[0].sources, std::vector<source::SourceKind>{source::SourceKind::ModuleStacks});
    EXPECT_TRUE(source::isTorchInternal(at[1].value.file)) << at[1].value.file;
  }
  EXPECT_TRUE(source::isTorchInternal("/opt/venv/lib/python3.12/site-packages/torch/nn/functional.py"));
  EXPECT_FALSE(source::isTorchInternal("/opt/venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py"));
  EXPECT_FALSE(source::isTorchInternal("/home/me/torch/train.py"));
}

TEST(TorchVersion, ReadFromFxGraphRunnable) {
  const TorchVersion v = parseTorchVersion("import os\n# torch version: 2.12.0.dev20261101+cu130\n# torch cuda version: 13.0\n"
                                           "# torch git version: 70d99e998b4955e0049d13a98d77ae1b14db1f45\n",
                                           "fx_graph_runnable.py");
  EXPECT_EQ(v.version, "2.12.0.dev20261101+cu130");
  EXPECT_EQ(v.gitVersion, "70d99e998b4955e0049d13a98d77ae1b14db1f45");
  EXPECT_EQ(v.line, 2);
  EXPECT_EQ(torchRelease(v.version), "2.12");
  EXPECT_EQ(torchRelease("2.11.0a0+git1234"), "2.11");
  EXPECT_EQ(torchRelease("banana"), "");
  try {
    parseTorchVersion("\n\n# torch version: banana\n", "x/fx_graph_runnable.py");
    FAIL() << "a version line that is no version was taken";
  } catch (const ImportError& e) {
    EXPECT_EQ(e.line(), 3);
    EXPECT_NE(std::string(e.what()).find("x/fx_graph_runnable.py:3: 'banana' is not a PyTorch version"), std::string::npos);
  }
}

TEST(TorchVersion, ANewerCaptureOpensWithItsUnknownIrLinesKeptAndSaysItMayDiffer) {
  testdata::ScratchDir scratch("newer_torch");
  const fs::path from = runFolders(funcolRoot()).front() / "torchinductor" / "model__0_inference_0.0";
  const fs::path folder = scratch.path / "model__0_inference_0.0";
  fs::create_directories(folder);
  for (const char* f : {"ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py"}) fs::copy_file(from / f, folder / f);
  // PyTorch after 2.11 prints one more line per node (`opN.min_input_distance = 3`).
  std::string pre = testdata::readFile(from / "ir_pre_fusion.txt");
  const std::string anchor = "op1.met_dependencies";
  pre.insert(pre.find(anchor), "op1.min_input_distance = 3\n");
  testdata::writeFile(folder / "ir_pre_fusion.txt", pre);
  testdata::writeFile(folder / "fx_graph_runnable.py", "# torch version: 2.16.0a0+git5c1d2e3\n# torch git version: 5c1d2e3f00\n");
  const Graph g = loadGraph(folder);
  EXPECT_EQ(g.inductor.torchVersion, "2.16.0a0+git5c1d2e3");
  const Node* op1 = g.findNode("op1");
  ASSERT_NE(op1, nullptr);
  bool kept = false;
  for (const OpaqueField& f : op1->extra) kept |= f.key == "min_input_distance" && f.value == "3";
  EXPECT_TRUE(kept);
  const auto r = testdata::runCommand(cli() + " info '" + folder.string() + "'");
  EXPECT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("pytorch    2.16.0a0+git5c1d2e3 (git 5c1d2e3f00)\n"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("policy     inductor-2.15 by default"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("captured with PyTorch 2.16.0a0+git5c1d2e3, which FuseScope does not model; replayed with "
                          "2.15's rules"),
            std::string::npos)
      << r.output;
}

TEST(NoFusionLog, KernelsAreComparedAndTheDecisionsSaidUnchecked) {
  testdata::ScratchDir scratch("no_log");
  const fs::path from = runFolders(funcolRoot()).front() / "torchinductor" / "model__0_inference_0.0";
  const fs::path folder = scratch.path / "model" / "model__0_inference_0.0";
  fs::create_directories(folder);
  for (const char* f : {"ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py"}) fs::copy_file(from / f, folder / f);
  const Graph g = loadGraph(folder);
  ASSERT_FALSE(g.inductor.hasFusionLog);
  auto policy = sched::makeInductor211Policy();
  const sched::Trace trace = sched::runScheduler(g, {}, *policy);
  const analysis::InductorAgreement a = analysis::checkAgainstInductor(g, trace);
  EXPECT_TRUE(a.identical());
  EXPECT_FALSE(a.comparison.decisionsChecked());
  EXPECT_NE(a.headline().find("kernels match Inductor: 11/11 kernel groups; decisions not checked"), std::string::npos) << a.headline();
  const auto r = testdata::runCommand(cli() + " compare '" + folder.string() + "'");
  EXPECT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("KERNELS IDENTICAL (decisions not checked)"), std::string::npos) << r.output;
  EXPECT_EQ(r.output.find("DIFFERENT"), std::string::npos) << r.output;
}

// TORCH_COMPILE_DEBUG_DIR=run/debug with TORCH_LOGS_OUT=run/fusion.log (as ../shared/profiles writes it):
// the log is not beside torch_compile_debug but one level up, and fx_graph_runnable.py says where.
TEST(FusionLogLookup, TheLogWhereTorchLogsOutPointed) {
  testdata::ScratchDir scratch("logs_out");
  const fs::path run0 = runFolders(funcolRoot()).front();
  const fs::path graph = scratch.path / "run" / "debug" / "torch_compile_debug" / run0.filename() / "torchinductor" /
                         "model__0_inference_0.0";
  fs::create_directories(graph);
  for (const char* f : {"ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py"})
    fs::copy_file(run0 / "torchinductor" / "model__0_inference_0.0" / f, graph / f);
  fs::copy_file(runs() / "funcol_2rank" / "fusion.log", scratch.path / "run" / "fusion.log");
  testdata::writeFile(graph / "fx_graph_runnable.py",
                      "import os\nos.environ['TORCH_COMPILE_DEBUG_DIR'] = '/elsewhere/run/debug'\n"
                      "os.environ['TORCH_LOGS_OUT'] = '/elsewhere/run/fusion.log'\n# torch version: 2.11.0+cu130\n");
  const Graph g = loadGraph(graph);
  EXPECT_TRUE(g.inductor.hasFusionLog);
  EXPECT_EQ(g.inductor.rank, 1);  // the first run folder by name is pid 1049's, rank 1
  EXPECT_TRUE(compare(g).identical());
  // Without the record the log is not looked for there.
  testdata::writeFile(graph / "fx_graph_runnable.py", "# torch version: 2.11.0+cu130\n");
  EXPECT_FALSE(loadGraph(graph).inductor.hasFusionLog);
}

// The program's own output tee'd beside the capture (run.log) holds the same fusion lines as the log
// TORCH_LOGS_OUT named: two logs in one folder. The one the capture recorded is taken; without the record
// the choice is the user's (an error naming both).
TEST(FusionLogLookup, TheRecordedLogWinsOverATeedCopy) {
  testdata::ScratchDir scratch("logs_teed");
  const fs::path run0 = runFolders(funcolRoot()).front();
  const fs::path graph = scratch.path / "torch_compile_debug" / run0.filename() / "torchinductor" / "model__0_inference_0.0";
  fs::create_directories(graph);
  for (const char* f : {"ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py"})
    fs::copy_file(run0 / "torchinductor" / "model__0_inference_0.0" / f, graph / f);
  fs::copy_file(runs() / "funcol_2rank" / "fusion.log", scratch.path / "fusion.log");
  fs::copy_file(runs() / "funcol_2rank" / "fusion.log", scratch.path / "run.log");
  testdata::writeFile(graph / "fx_graph_runnable.py",
                      "import os\nos.environ['TORCH_COMPILE_DEBUG_DIR'] = '/gpu-host/cap'\n"
                      "os.environ['TORCH_LOGS_OUT'] = '/gpu-host/cap/fusion.log'\n# torch version: 2.11.0+cu130\n");
  EXPECT_EQ(findFusionLog(graph, {}), scratch.path / "fusion.log");
  EXPECT_TRUE(loadGraph(graph).inductor.hasFusionLog);
  testdata::writeFile(graph / "fx_graph_runnable.py", "# torch version: 2.11.0+cu130\n");
  try {
    findFusionLog(graph, {});
    FAIL() << "two logs and no record: the choice is the user's";
  } catch (const ImportError& e) {
    EXPECT_NE(std::string(e.what()).find("several fusion logs"), std::string::npos) << e.what();
  }
}

// torchrun without a process group: torch._logging adds no `[rankN]:`, and the processes' lines
// interleave in one log told apart only by their glog pid (a 2-process Llama run looked like this). Made
// here from the real funcol run by dropping every rank prefix: each process's graph must open with its
// own scheduler run and match Inductor, "rank" numbering the processes in pid order, said in a warning.
TEST(UnprefixedProcesses, ToldApartByPid) {
  testdata::ScratchDir scratch("by_pid");
  fs::copy(funcolRoot(), scratch.path / "torch_compile_debug", fs::copy_options::recursive);
  const std::string log = readTextFile(runs() / "funcol_2rank" / "fusion.log", 1ull << 30);
  std::string bare;
  for (std::size_t begin = 0; begin < log.size();) {
    std::size_t end = log.find('\n', begin);
    if (end == std::string::npos) end = log.size();
    const std::string_view line = std::string_view(log).substr(begin, end - begin);
    bare.append(line.substr(rankPrefixLength(line)));
    bare.push_back('\n');
    begin = end + 1;
  }
  testdata::writeFile(scratch.path / "fusion.log", bare);
  const LogRanks ranks = scanLogRanks(bare);
  ASSERT_TRUE(ranks.fromPids);
  ASSERT_EQ(ranks.ranks, (std::vector<int>{0, 1}));
  ASSERT_EQ(ranks.rankOfPid.size(), 2u);
  const long lowPid = ranks.rankOfPid.begin()->first;
  for (const fs::path& run : runFolders(scratch.path / "torch_compile_debug")) {
    const Graph g = loadGraph(run / "torchinductor" / "model__0_inference_0.0");
    EXPECT_TRUE(g.inductor.hasFusionLog);
    EXPECT_EQ(g.inductor.rank, runFolderPid(run) == lowPid ? 0 : 1);
    EXPECT_TRUE(compare(g).identical()) << run;
    bool said = false;
    for (const auto& w : g.warnings) said |= w.message.find("told apart by pid") != std::string::npos;
    EXPECT_TRUE(said);
  }
  // One process's log is no distributed log.
  EXPECT_FALSE(scanLogRanks(rankLogView(bare, 0, ranks)).ranked());
}
