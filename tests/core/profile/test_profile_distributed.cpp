// A profiled torch.distributed run as fusescope-capture wrote it: tests/data/profiles/fsdp2_2rank, a 4-layer
// transformer under FSDP2 on two ranks (bf16, activation checkpointing), `--profile 2` under torchrun on the
// GPU host, one trace per rank with its graphs.json. FSDP2 compiles the first layer's region
// (model__0_*) and the other layers' (model__1_*, called 3 times a step) into graphs that launch the same
// kernels, and the trace has no ProfilerStep#: the record beside the trace says which graph each call ran and
// what a step is. Each rank's graph is measured in its own rank's trace.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>

#include <nlohmann/json.hpp>

#include "core/run_command.h"
#include "core/scratch_dir.h"
#include "import/load.h"
#include "profile/graph_measurement.h"
#include "profile/rank_comparison.h"
#include "profile/recorded_calls.h"
#include "profile/run_profile.h"
#include "util/import_error.h"

namespace fs = std::filesystem;
using namespace fusescope;
using namespace fusescope::profile;

namespace {

const fs::path kRun = fs::path(FUSESCOPE_TEST_DATA) / "profiles/fsdp2_2rank";

fs::path traceOfRank(const fs::path& run, int rank) {
  for (const auto& f : fs::directory_iterator(run / "profile"))
    if (f.path().filename().string().rfind("trace_rank" + std::to_string(rank) + "_", 0) == 0 &&
        f.path().filename().string().ends_with(".json.gz"))
      return f.path();
  return {};
}

std::string readText(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

nlohmann::json recordOf(const fs::path& trace) {
  std::string stem = trace.filename().string();
  stem.resize(stem.size() - std::string(".json.gz").size());
  std::ifstream in(trace.parent_path() / (stem + ".graphs.json"));
  return nlohmann::json::parse(in);
}

}  // namespace

TEST(ProfileDistributed, AlikeGraphsAndStepsComeFromTheCapturesRecord) {
  for (int rank : {0, 1}) {
    const fs::path trace = traceOfRank(kRun, rank);
    ASSERT_FALSE(trace.empty());
    const RunProfile p = profileRun(kRun / "torch_compile_debug", trace);
    const auto record = recordOf(trace);
    // 2 recorded steps, not one per call of the first graph (8 calls of alike forwards).
    EXPECT_EQ(p.attribution.steps, 2);
    EXPECT_FALSE(p.attribution.stepsAssumed);
    EXPECT_NE(p.attribution.stepsEvidence.find(".graphs.json"), std::string::npos) << p.attribution.stepsEvidence;
    // Every call is the graph the process called, though model__0_forward and model__1_forward launch the same kernels.
    const auto& order = record["call_order"];
    ASSERT_EQ(p.attribution.callGraph.size(), order.size());
    for (size_t i = 0; i < order.size(); ++i) {
      const int got = p.attribution.callGraph[i];
      ASSERT_GE(got, 0) << "call " << i;
      const fs::path want = kRun / record["graphs"][order[i].get<size_t>()]["folder"].get<std::string>();
      EXPECT_EQ(fs::weakly_canonical(p.graphs[static_cast<size_t>(got)].folder), fs::weakly_canonical(want)) << "call " << i;
    }
    for (const auto& g : record["graphs"]) {
      const GraphTime* t = p.timeOf(kRun / g["folder"].get<std::string>());
      ASSERT_TRUE(t) << g["folder"];
      EXPECT_EQ(t->calls, g["calls"].get<int>()) << g["folder"];
    }
    // A graph's per-step figure is its kernels' total over the 2 recorded steps.
    const int index = p.indexOf(kRun / record["graphs"][1]["folder"].get<std::string>());
    const Graph graph = loadGraph(p.graphs[static_cast<size_t>(index)].folder);
    const GraphMeasurement m = measurementOf(p, index, graph);
    EXPECT_EQ(m.calls, 6);
    double kernelsUs = 0;
    for (const auto& k : m.kernels) kernelsUs += k.totalUs;
    EXPECT_NEAR(kernelsUs, p.timeOf(p.graphs[static_cast<size_t>(index)].folder)->attributedUs, 1e-6);
    EXPECT_NE(m.summary().find(codegen::durationText(m.graphGpuUs / 2) + " a step over 2 step(s)"), std::string::npos) << m.summary();
  }
}

TEST(ProfileDistributed, WithoutTheRecordTheStepCountIsSaidToBeAssumed) {
  // The same trace without its graphs.json: one step per call of the first graph, and every per-step figure says so.
  testdata::ScratchDir dir("fsdp2_norecord");
  fs::copy(kRun, dir.path / "run", fs::copy_options::recursive);
  const fs::path trace = traceOfRank(dir.path / "run", 0);
  std::string stem = trace.filename().string();
  fs::remove(trace.parent_path() / (stem.substr(0, stem.size() - 8) + ".graphs.json"));
  const RunProfile p = profileRun(dir.path / "run/torch_compile_debug", trace);
  EXPECT_TRUE(p.attribution.stepsAssumed);
  EXPECT_EQ(p.attribution.steps, 8);
  EXPECT_NE(p.attribution.stepsEvidence.find("assumed"), std::string::npos);
  const int index = p.attribution.graphs.front().graph;
  const Graph graph = loadGraph(p.graphs[static_cast<size_t>(index)].folder);
  EXPECT_NE(measurementOf(p, index, graph).summary().find("a step (steps assumed)"), std::string::npos);
  const auto r = testdata::runCli("profile " + (dir.path / "run/torch_compile_debug").string() + " --rank 0 --top 1 --refusals 1");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("a step (steps assumed)\n"), std::string::npos) << r.output;
}

TEST(ProfileDistributed, ARanksGraphIsMeasuredInItsRanksTrace) {
  // Rank 1's run folder sorts first (as in the run this was reported on): the graph `info --graph` opens is
  // rank 0's, and so is the trace `profile --graph` and the window find.
  testdata::ScratchDir dir("fsdp2_ranks");
  fs::copy(kRun, dir.path / "run", fs::copy_options::recursive);
  const fs::path root = dir.path / "run/torch_compile_debug";
  const std::string renamed = "run_2026_01_01_00_00_00_000000-pid_553";
  std::string old;
  for (const auto& f : fs::directory_iterator(root))
    if (f.path().filename().string().ends_with("-pid_553")) old = f.path().filename().string();
  ASSERT_FALSE(old.empty());
  fs::rename(root / old, root / renamed);
  // The log's `debug trace:` lines name each graph's folder: renamed there too.
  std::string log = readText(dir.path / "run/fusion.log");
  for (size_t at = log.find(old); at != std::string::npos; at = log.find(old, at)) log.replace(at, old.size(), renamed);
  std::ofstream(dir.path / "run/fusion.log", std::ios::binary) << log;
  const std::string graph = "model__1_backward_6.2";
  ASSERT_EQ(resolveGraph(root, graph).entry.rank, 0);
  EXPECT_EQ(findCapturedTrace(root, graph).filename(), traceOfRank(dir.path / "run", 0).filename());
  LoadOptions rank1;
  rank1.rank = 1;
  EXPECT_EQ(findCapturedTrace(root, graph, rank1).filename(), traceOfRank(dir.path / "run", 1).filename());
  EXPECT_EQ(findCapturedTrace(root).filename(), traceOfRank(dir.path / "run", 0).filename());
  // Measured there: its 6 calls, not "not called in the trace".
  const Graph g = loadGraph(root, graph);
  EXPECT_EQ(measureGraph(root, graph, findCapturedTrace(root, graph), g).calls, 6);
  const Graph g1 = loadGraph(root, graph, rank1);
  EXPECT_EQ(measureGraph(root, graph, findCapturedTrace(root, graph, rank1), g1, rank1).calls, 6);
  const auto r = testdata::runCli("profile " + root.string() + " --graph " + graph + " --top 1 --refusals 0");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("trace_rank0_"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find(graph + " · 6 call(s)"), std::string::npos) << r.output;
}

TEST(RecordedCalls, BadRecordsAreRefusedWithTheLine) {
  const fs::path capture = "/c";
  const auto ok = parseRecordedCalls(R"j({"graphs": [{"folder": "t/a"}, {"folder": null}], "call_order": [0, 1, 0, 1, 0]})j", "g.json", capture);
  EXPECT_EQ(ok.steps, 3);
  EXPECT_EQ(ok.folders[0], capture / "t/a");
  EXPECT_TRUE(ok.folders[1].empty());
  for (const std::string bad : {std::string("{\"graphs\": []}"), std::string("{\"graphs\": [{\"folder\": 3}],\n\"call_order\": [0]}"),
                                std::string("{\"graphs\": [{\"folder\": \"a\"}],\n\"call_order\": [1]}"), std::string("{\"graphs\": [")}) {
    try {
      parseRecordedCalls(bad, "g.json", capture);
      ADD_FAILURE() << bad;
    } catch (const ImportError& e) {
      EXPECT_NE(std::string(e.what()).find("g.json"), std::string::npos) << e.what();
    }
  }
  // A record that does not fit the trace is said and left out, never half used.
  testdata::ScratchDir dir("fsdp2_badrecord");
  fs::copy(kRun, dir.path / "run", fs::copy_options::recursive);
  const fs::path trace = traceOfRank(dir.path / "run", 0);
  std::string stem = trace.filename().string();
  std::ofstream(trace.parent_path() / (stem.substr(0, stem.size() - 8) + ".graphs.json")) << R"({"graphs": [{"folder": null}], "call_order": [0]})";
  const RunProfile p = profileRun(dir.path / "run/torch_compile_debug", trace);
  EXPECT_TRUE(p.attribution.stepsAssumed);
  bool said = false;
  for (const auto& n : p.notes) said |= n.find("lists 1 call(s), the trace has 16") != std::string::npos;
  EXPECT_TRUE(said);
}

TEST(ProfileDistributed, RanksSideBySideWithTheKernelsThatDifferBetweenThem) {
  const fs::path root = kRun / "torch_compile_debug";
  const auto traces = findCapturedRankTraces(root);
  ASSERT_EQ(traces.size(), 2u);
  EXPECT_EQ(traces[0].rank, 0);
  EXPECT_EQ(traces[1].rank, 1);
  EXPECT_EQ(traces[1].trace.filename(), traceOfRank(kRun, 1).filename());
  const RanksProfile r = profileRanks(root, traces);
  ASSERT_EQ(r.ranks.size(), 2u);
  // The slowest rank has the longest GPU step.
  ASSERT_GE(r.slowest, 0);
  for (const auto& run : r.ranks)
    EXPECT_LE(run.profile.breakdown.spanUs / run.profile.breakdown.steps,
              r.ranks[static_cast<size_t>(r.slowest)].profile.breakdown.spanUs / r.ranks[static_cast<size_t>(r.slowest)].profile.breakdown.steps);
  ASSERT_FALSE(r.skews.empty());
  for (size_t i = 0; i < r.skews.size(); ++i) {
    const KernelSkew& s = r.skews[i];
    EXPECT_GE(s.skew, 0.10);
    if (i > 0) EXPECT_GE(r.skews[i - 1].lostUs, s.lostUs);
    // Each rank's mean, again from that rank's own attribution of the same graph and kernel.
    for (size_t k = 0; k < r.ranks.size(); ++k) {
      const RunProfile& p = r.ranks[k].profile;
      int calls = 0;
      double total = 0;
      for (const GraphTime& g : p.attribution.graphs) {
        if (p.graphs[static_cast<size_t>(g.graph)].folder.filename() != s.graph) continue;
        for (const auto& [site, t] : g.sites)
          if (p.code[static_cast<size_t>(g.graph)].calls[static_cast<size_t>(site)].line == s.line) {
            calls += t.calls;
            total += t.totalUs;
          }
      }
      ASSERT_GT(calls, 0) << s.graph << " " << s.kernel;
      EXPECT_NEAR(s.meanUs[k], total / calls, 1e-9) << s.graph << " " << s.kernel;
    }
    EXPECT_NEAR(s.meanUs[static_cast<size_t>(s.slowest)] / s.meanUs[static_cast<size_t>(s.fastest)] - 1.0, s.skew, 1e-12);
  }
  // The CLI: without --rank every rank's step and the kernels that differ; with it, that rank alone.
  const auto all = testdata::runCli("profile " + root.string() + " --top 3 --refusals 0");
  ASSERT_EQ(all.exitCode, 0) << all.output;
  EXPECT_NE(all.output.find("ranks side by side"), std::string::npos) << all.output;
  EXPECT_NE(all.output.find("rank 1  trace_rank1_"), std::string::npos) << all.output;
  EXPECT_NE(all.output.find("kernels 10% or more slower on one rank"), std::string::npos) << all.output;
  const auto one = testdata::runCli("profile " + root.string() + " --rank 1 --top 3 --refusals 0");
  ASSERT_EQ(one.exitCode, 0) << one.output;
  EXPECT_EQ(one.output.find("ranks side by side"), std::string::npos) << one.output;
}

TEST(ProfileDistributed, AttentionKernelsGetTheirFlopsFromTheTracesShapes) {
  // cuDNN SDPA forward (called through graphsafe_run_with_rng_state: dropout's RNG state under activation
  // checkpointing) and backward: tied to their call sites, FLOPs from the recorded query/key/value shapes as
  // torch.utils.flop_counter counts them, held against the bf16 peak their inputs run in.
  const RunProfile p = profileRun(kRun / "torch_compile_debug", traceOfRank(kRun, 0));
  EXPECT_NEAR(p.attribution.attributedUs, p.attribution.inCallsUs, 1e-6 * p.attribution.inCallsUs);
  for (const auto& u : p.attribution.unattributed) EXPECT_EQ(u.why.find("no extern call running it"), std::string::npos) << u.name;
  const double b = 8, h = 8, s = 256, d = 64;
  int forward = 0, backward = 0;
  for (const GraphTime& t : p.attribution.graphs) {
    const Graph g = loadGraph(p.graphs[static_cast<size_t>(t.graph)].folder);
    const GraphMeasurement m = measurementOf(p, t.graph, g);
    for (const MeasuredKernel& k : m.kernels) {
      const auto& call = p.code[static_cast<size_t>(t.graph)].calls[static_cast<size_t>(k.site)];
      const bool fwd = call.text.find("_scaled_dot_product_cudnn_attention.default") != std::string::npos;
      const bool bwd = call.text.find("_scaled_dot_product_cudnn_attention_backward.default") != std::string::npos;
      if (!fwd && !bwd) continue;
      (fwd ? forward : backward) += 1;
      EXPECT_EQ(k.flopsSource, "trace shapes");
      EXPECT_DOUBLE_EQ(k.flops, fwd ? 2 * b * h * s * s * (d + d) : 2 * b * h * s * s * (3 * d + 2 * d));
      ASSERT_TRUE(k.computeFraction && k.achievedTflops);
      EXPECT_NEAR(*k.computeFraction, *k.achievedTflops / 989.4, 1e-9);   // the H200's bf16 dense peak
      EXPECT_LT(*k.computeFraction, 1.0);
    }
  }
  EXPECT_EQ(forward, 4);    // each graph's attention: the forwards', and the backwards' recomputation
  EXPECT_EQ(backward, 2);
}

TEST(ProfileFixFirst, OneRankedListAcrossTheGraphsWithTheNextCommand) {
  // GPT-2 training (4 graphs): the refusals with a measured saving, largest first whatever their graph, and
  // the `why` each names runs and answers about that pair.
  const fs::path root = fs::path(FUSESCOPE_TEST_DATA) / "profiles/gpt2_train_nodesc/torch_compile_debug";
  const fs::path trace = root.parent_path() / "profile/trace_rank0_pid556.json.gz";
  const auto r = testdata::runCli("profile " + root.string() + " --trace " + trace.string() + " --json --refusals 3");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  const auto j = nlohmann::json::parse(r.output);
  const auto& first = j["fix_first"];
  ASSERT_GE(first.size(), 3u);
  std::set<std::string> graphs;
  for (size_t i = 0; i < first.size(); ++i) {
    if (i > 0) EXPECT_GE(first[i - 1]["saving_us_per_step"].get<double>(), first[i]["saving_us_per_step"].get<double>());
    EXPECT_GT(first[i]["saving_us_per_step"].get<double>(), 0);
    graphs.insert(first[i]["graph"].get<std::string>());
  }
  EXPECT_GE(graphs.size(), 2u);   // one list across the graphs, not per graph
  // Each graph's own refusal list holds its entries with the same saving.
  for (const auto& f : first) {
    bool found = false;
    for (const auto& g : j["graphs"])
      if (g["graph"] == f["graph"])
        for (const auto& gr : g["refusals"])
          found |= gr["decision"] == f["decision"] && gr["saving_us_per_step"] == f["saving_us_per_step"];
    if (f == first[0]) EXPECT_TRUE(found) << f.dump();
  }
  const std::string why = first[0]["why"].get<std::string>();
  ASSERT_EQ(why.rfind("fusescope-cli why ", 0), 0u) << why;
  const auto answer = testdata::runCli(why.substr(std::string("fusescope-cli ").size()));
  EXPECT_EQ(answer.exitCode, 0) << answer.output;
  EXPECT_NE(answer.output.find(first[0]["node1"].get<std::string>()), std::string::npos) << answer.output;
  const auto text = testdata::runCli("profile " + root.string() + " --top 1 --refusals 3");
  EXPECT_NE(text.output.find("fix first: the refusals whose one kernel would save the most a step, across the graphs"), std::string::npos)
      << text.output;
}
