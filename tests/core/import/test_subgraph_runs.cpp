// Graphs with subgraphs (torch.cond, invoke_subgraph): one TORCH_COMPILE_DEBUG folder, one scheduler run per
// subgraph after the outer graph's, and only the last run's IR left in the folder. With the runs' IR in
// the log (TORCH_LOGS=ir_pre_fusion,ir_post_fusion) every run opens and reproduces on its own. Real data:
// tests/data/runs/*_logged_ir, captured on an H100 with scripts/capture_family_models.py.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <string>

#include "capture_test_data.h"
#include "codegen/kernel_group.h"
#include "codegen/kernel_report.h"
#include "codegen/output_code_scan.h"
#include "import/load.h"
#include "import/logged_ir_runs.h"
#include "import/subgraph_calls.h"
#include "layout/draw_model.h"
#include "run_command.h"
#include "scratch_dir.h"
#include "sched/inductor211/inductor211_policy.h"
#include "sched/schedule_compare.h"
#include "sched/scheduler.h"
#include "util/import_error.h"

namespace fs = std::filesystem;
using namespace fusescope;
using namespace fusescope::sched;

namespace {

fs::path runsRoot() { return fs::path(FUSESCOPE_TEST_DATA) / "runs"; }
fs::path condRoot() { return runsRoot() / "cond_mlp_inf_logged_ir"; }
constexpr const char* kGraph = "model__0_inference_0.0";

ScheduleComparison compare(const Graph& g) {
  auto policy = makeInductor211Policy();
  return compareWithInductor(g, runScheduler(g, {}, *policy));
}

Graph loadRun(const fs::path& root, const std::string& subgraph) {
  LoadOptions options;
  options.subgraph = subgraph;
  return loadGraph(root / "torch_compile_debug", kGraph, options);
}

std::string errorOf(const fs::path& root, const std::string& subgraph) {
  try {
    loadRun(root, subgraph);
  } catch (const ImportError& e) {
    return e.what();
  }
  return "(loaded)";
}

// Every line of `text` without the ones tagged with the ir_* loggers.
std::string withoutLoggedIr(const std::string& text) {
  std::string out;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t nl = text.find('\n', pos);
    if (nl == std::string::npos) nl = text.size() - 1;
    const std::string line = text.substr(pos, nl - pos + 1);
    if (line.find("[__ir_pre_fusion]") == std::string::npos && line.find("[__ir_post_fusion]") == std::string::npos) out += line;
    pos = nl + 1;
  }
  return out;
}

}  // namespace

TEST(SubgraphRuns, SubgraphNameComesFromTheNodeNamePrefix) {
  EXPECT_EQ(subgraphOfNodeName("true_graph_0_op3"), "true_graph_0");
  EXPECT_EQ(subgraphOfNodeName("while_loop_body_graph_0_op12"), "while_loop_body_graph_0");
  EXPECT_EQ(subgraphOfNodeName("op3"), "");
  EXPECT_EQ(subgraphOfNodeName("buf3"), "");
  EXPECT_EQ(subgraphOfNodeName("xop3"), "");
}

TEST(SubgraphRuns, LogRecordsSplitIntoRuns) {
  const std::string log = testdata::readFile(condRoot() / "fusion.log");
  ASSERT_TRUE(hasLoggedIr(log));
  EXPECT_FALSE(hasLoggedIr(withoutLoggedIr(log)));
  const std::vector<LoggedIrRun> runs = splitLoggedIrRuns(log, "fusion.log");
  ASSERT_EQ(runs.size(), 3u);
  const char* names[] = {"", "true_graph_0", "false_graph_0"};
  const int nodes[] = {8, 4, 4};
  for (std::size_t i = 0; i < runs.size(); ++i) {
    EXPECT_EQ(runs[i].subgraph, names[i]);
    EXPECT_EQ(runs[i].nodes, nodes[i]);
    EXPECT_GT(runs[i].fusionHeaderLine, runs[i].preFusionLine);
    EXPECT_GT(runs[i].postFusionLine, runs[i].fusionHeaderLine);
    EXPECT_EQ(runs[i].preFusion.find("[__ir_pre_fusion]"), std::string::npos);  // prefixes gone
  }
  EXPECT_EQ(runs[1].preFusion.rfind("true_graph_0_op0: SchedulerNode(ComputedBuffer)\n", 0), 0u);
}

TEST(SubgraphRuns, OuterGraphOpensByDefaultWithEveryRunListed) {
  const Graph g = loadRun(condRoot(), "");
  EXPECT_EQ(g.subgraph, "");
  EXPECT_EQ(g.nodes.size(), 8u);  // the folder's own ir_pre_fusion.txt holds false_graph_0's 4
  ASSERT_EQ(g.schedulerRuns.size(), 3u);
  EXPECT_EQ(g.schedulerRuns[0].subgraph, "");
  EXPECT_EQ(g.schedulerRuns[1].subgraph, "true_graph_0");
  EXPECT_EQ(g.schedulerRuns[2].subgraph, "false_graph_0");
  // Both branches run from the Conditional node, by output_code.py's call().
  EXPECT_EQ(g.schedulerRuns[1].calledBy, std::vector<std::string>{"op4"});
  EXPECT_EQ(g.schedulerRuns[2].calledBy, std::vector<std::string>{"op4"});
  EXPECT_EQ(g.findNode("op4")->irType, "Conditional");
  // The graph's box for the Conditional names what it runs (window and exports alike).
  const std::vector<std::string> label = nodeLabelLines(g, *g.findNode("op4"));
  EXPECT_NE(std::find(label.begin(), label.end(), "runs true_graph_0, false_graph_0"), label.end());
  const ScheduleComparison c = compare(g);
  EXPECT_TRUE(c.identical()) << c.firstDivergence;
  EXPECT_EQ(c.kernelsTotal, 7);
}

TEST(SubgraphRuns, EachSubgraphOpensAndReproducesOnItsOwn) {
  for (const char* sub : {"true_graph_0", "false_graph_0"}) {
    const Graph g = loadRun(condRoot(), sub);
    EXPECT_EQ(g.subgraph, sub);
    EXPECT_NE(g.name.find(std::string("/") + sub), std::string::npos) << g.name;
    ASSERT_EQ(g.nodes.size(), 4u);
    for (const Node& n : g.nodes) EXPECT_EQ(n.name.rfind(std::string(sub) + "_op", 0), 0u) << n.name;
    // Its own decisions, kernels and launches, not the outer graph's.
    ASSERT_TRUE(g.inductor.hasFusionLog);
    ASSERT_EQ(g.inductor.kernels.size(), 1u);
    bool launched = false;
    for (const CodeKernel& k : g.inductor.codeKernels) {
      for (const auto& call : k.calls) launched |= !call.args.empty() && call.args.front().rfind(sub, 0) == 0;
    }
    EXPECT_TRUE(launched) << sub;
    const ScheduleComparison c = compare(g);
    EXPECT_TRUE(c.identical()) << sub << ": " << c.firstDivergence;
    EXPECT_EQ(c.fuseScopeKernels, 1);
  }
}

TEST(SubgraphRuns, InvokeSubgraphIsCalledByEveryLayer) {
  const fs::path root = runsRoot() / "invoke_layers_inf_logged_ir";
  const Graph outer = loadRun(root, "");
  ASSERT_EQ(outer.schedulerRuns.size(), 2u);
  EXPECT_EQ(outer.schedulerRuns[1].subgraph, "repeated_subgraph0");
  EXPECT_EQ(outer.schedulerRuns[1].calledBy, (std::vector<std::string>{"op0", "op2", "op4", "op6"}));
  EXPECT_TRUE(compare(outer).identical());
  const Graph layer = loadRun(root, "repeated_subgraph0");
  EXPECT_EQ(layer.nodes.size(), 7u);
  EXPECT_TRUE(compare(layer).identical());
}

TEST(SubgraphRuns, UnknownSubgraphIsRefusedNamingTheRuns) {
  const std::string error = errorOf(condRoot(), "body_graph_7");
  EXPECT_NE(error.find("body_graph_7 is not a scheduler run of this graph"), std::string::npos) << error;
  EXPECT_NE(error.find("(outer), true_graph_0, false_graph_0"), std::string::npos) << error;
}

TEST(SubgraphRuns, WithoutLoggedIrTheFolderRunIsShownAndTheOthersNamed) {
  testdata::ScratchDir scratch("subgraphs");
  const fs::path root = scratch.path / "run";
  fs::copy(condRoot(), root, fs::copy_options::recursive);
  testdata::writeFile(root / "fusion.log", withoutLoggedIr(testdata::readFile(condRoot() / "fusion.log")));
  const Graph g = loadRun(root, "");
  EXPECT_EQ(g.nodes.size(), 4u);  // the folder keeps false_graph_0, the last run
  EXPECT_TRUE(g.schedulerRuns.empty());
  bool warned = false;
  for (const Diagnostic& d : g.warnings) warned |= d.message.find("this folder holds 3 scheduler runs") != std::string::npos;
  EXPECT_TRUE(warned);
  EXPECT_TRUE(compare(g).identical());
  const std::string error = errorOf(root, "true_graph_0");
  EXPECT_NE(error.find("does not record each scheduler run's IR"), std::string::npos) << error;
}

TEST(SubgraphRuns, CutRecordIsRefusedWithTheLogLine) {
  const std::string log = testdata::readFile(condRoot() / "fusion.log");
  // The second BEFORE FUSION record loses its node lines: a record with no node.
  const std::size_t second = log.find("BEFORE FUSION", log.find("BEFORE FUSION") + 1);
  const std::size_t lineEnd = log.find('\n', second);
  const std::size_t fusion = log.find("[__fusion]", lineEnd);
  const std::size_t cutTo = log.rfind('\n', fusion);
  const std::string cut = log.substr(0, lineEnd + 1) + log.substr(cutTo + 1);
  EXPECT_THROW(splitLoggedIrRuns(cut, "fusion.log"), ImportError);
  testdata::ScratchDir scratch("subgraphs");
  const fs::path root = scratch.path / "run";
  fs::copy(condRoot(), root, fs::copy_options::recursive);
  testdata::writeFile(root / "fusion.log", cut);
  int line = 1;
  for (std::size_t i = 0; i < second; ++i) line += log[i] == '\n';
  const std::string error = errorOf(root, "true_graph_0");
  EXPECT_NE(error.find(fmt::format("fusion.log:{}: BEFORE FUSION record without any scheduler node", line)), std::string::npos)
      << error;
}

TEST(SubgraphRuns, SubgraphFunctionsAreReadFromOutputCode) {
  const std::string code = testdata::readFile(condRoot() / "torch_compile_debug" /
                                              fs::directory_iterator(condRoot() / "torch_compile_debug")->path().filename() /
                                              "torchinductor" / kGraph / "output_code.py");
  const codegen::OutputCodeIndex index = codegen::scanOutputCode(code, "output_code.py");
  int inTrue = 0, inCall = 0;
  for (const codegen::CallSite& c : index.calls) {
    inTrue += c.function == "true_graph_0" && c.kind == codegen::CallKind::Kernel;
    inCall += c.function.empty() && c.kind == codegen::CallKind::Kernel;
  }
  EXPECT_EQ(inTrue, 1);
  EXPECT_GE(inCall, 3);
  EXPECT_EQ(subgraphCallBuffers(index, "true_graph_0"), std::vector<std::string>{"buf4"});
  EXPECT_EQ(subgraphCallBuffers(index, "nothing_here"), std::vector<std::string>{});
}

// A subgraph call is the extern call of the node that owns it: assigned to a buffer, or to a tuple of
// list items (a while_loop body), and shown with the function it runs.
TEST(SubgraphRuns, SubgraphCallsAreExternCallsOfTheirNode) {
  const std::string code =
      "def body_graph_0(args):\n"
      "    a, b = args\n"
      "    return (a, b)\n"
      "\n"
      "def call(args):\n"
      "    (buf2[0], buf2[1]) = body_graph_0(body_graph_0_args)\n"
      "    (buf2_cond_result,) = cond_graph_0(cond_graph_0_args)\n"
      "    return (buf2, )\n";
  const codegen::OutputCodeIndex index = codegen::scanOutputCode(code, "output_code.py");
  ASSERT_EQ(index.calls.size(), 1u);   // cond_graph_0 is no function of this file
  const codegen::CallSite& body = index.calls.front();
  EXPECT_EQ(body.kind, codegen::CallKind::Extern);
  EXPECT_TRUE(body.subgraph);
  EXPECT_EQ(body.written, std::vector<std::string>{"buf2"});
  EXPECT_NE(codegen::externCallSource(index, body).find("def body_graph_0(args):"), std::string::npos);

  // The Conditional node of the captured run links to its branch's call, with the branch's source.
  const Graph g = loadRun(condRoot(), "");
  const codegen::OutputCodeIndex real = codegen::scanOutputCode(
      testdata::readFile(condRoot() / "torch_compile_debug" /
                         fs::directory_iterator(condRoot() / "torch_compile_debug")->path().filename() / "torchinductor" /
                         kGraph / "output_code.py"),
      "output_code.py");
  const auto reports = codegen::buildKernelReports(g, codegen::groupsFromInductor(g), &real);
  bool linked = false;
  for (const auto& r : reports) {
    if (r.memberNames != std::vector<std::string>{"op4"}) continue;
    ASSERT_TRUE(r.real.has_value()) << r.link.note;
    EXPECT_EQ(r.real->name, "true_graph_0");
    EXPECT_NE(r.real->source.find("triton_per_fused_add_gelu_gt_mul_native_layer_norm_2.run("), std::string::npos);
    // FuseScope generates no wrapper for subgraph calls: nothing to compare, and it says why.
    EXPECT_FALSE(r.generated.has_value());
    EXPECT_NE(r.note.find("runs subgraphs"), std::string::npos) << r.note;
    linked = true;
  }
  EXPECT_TRUE(linked);
}

TEST(SubgraphRuns, CliComparesEveryRunAndInfoListsThem) {
  const std::string root = (condRoot() / "torch_compile_debug").string();
  const testdata::RunResult c = testdata::runCli("compare '" + root + "' --graph " + kGraph);
  EXPECT_EQ(c.exitCode, 0) << c.output;
  EXPECT_NE(c.output.find("subgraph true_graph_0 (4 nodes, run by op4):"), std::string::npos) << c.output;
  EXPECT_NE(c.output.find("3 scheduler runs: all IDENTICAL"), std::string::npos) << c.output;
  const testdata::RunResult one = testdata::runCli("compare '" + root + "' --graph " + kGraph + " --subgraph false_graph_0 --json");
  EXPECT_EQ(one.exitCode, 0) << one.output;
  EXPECT_NE(one.output.find("/false_graph_0\""), std::string::npos) << one.output;
  const testdata::RunResult info = testdata::runCli("info '" + root + "' --graph " + kGraph);
  EXPECT_NE(info.output.find("3 scheduler runs in this folder"), std::string::npos) << info.output;
  const testdata::RunResult bad = testdata::runCli("compare '" + root + "' --graph " + kGraph + " --subgraph nope");
  EXPECT_EQ(bad.exitCode, 2) << bad.output;
}

// A folder with one scheduler run (every graph of a DDP step) opens from its own ir_pre_fusion.txt, which
// that run wrote, even when the log also records the run's IR; the run is still listed with its record's
// line in the log and the graph's node count.
TEST(SubgraphRuns, AFolderWithOneRunOpensFromItsOwnIrFiles) {
  const fs::path ddp = runsRoot() / "ddp_2rank";
  const std::string log = testdata::readFile(ddp / "fusion.log");
  std::vector<std::string> lines(1);  // 1-based
  for (std::size_t pos = 0; pos < log.size();) {
    const std::size_t nl = std::min(log.find('\n', pos), log.size());
    lines.push_back(log.substr(pos, nl - pos));
    pos = nl + 1;
  }
  std::vector<int> recordLines;
  int opened = 0;
  for (const GraphEntry& e : listGraphs(ddp / "torch_compile_debug")) {
    if (e.rank != 0) continue;
    const Graph g = loadGraph(e.folder);
    ASSERT_EQ(g.schedulerRuns.size(), 1u) << e.folder;
    const SchedulerRunInfo& run = g.schedulerRuns.front();
    EXPECT_EQ(run.nodes, static_cast<int>(g.nodes.size())) << e.folder;
    ASSERT_GT(run.logLine, 0);
    ASSERT_LT(run.logLine, static_cast<int>(lines.size()));
    EXPECT_EQ(lines[static_cast<std::size_t>(run.logLine)].rfind("[rank0]:", 0), 0u) << lines[static_cast<std::size_t>(run.logLine)];
    EXPECT_NE(lines[static_cast<std::size_t>(run.logLine)].find("[__ir_pre_fusion] BEFORE FUSION"), std::string::npos);
    // The record's node headers are the graph's nodes.
    int recorded = 0;
    for (std::size_t l = static_cast<std::size_t>(run.logLine) + 1; l < lines.size(); ++l) {
      if (lines[l].rfind("[rank0]:", 0) != 0) continue;
      const std::size_t tag = lines[l].find("[__ir_pre_fusion] ");
      if (tag == std::string::npos) break;
      const std::string message = lines[l].substr(tag + 18);
      if (message.rfind("op", 0) == 0 && message.find(": ") != std::string::npos && message.find("SchedulerNode") != std::string::npos)
        ++recorded;
    }
    EXPECT_EQ(recorded, run.nodes) << e.folder;
    recordLines.push_back(run.logLine);
    ++opened;
  }
  EXPECT_EQ(opened, 8);
  std::sort(recordLines.begin(), recordLines.end());
  EXPECT_EQ(std::unique(recordLines.begin(), recordLines.end()), recordLines.end());

  // What opens is the folder's file: a broken one is reported there, not at the log's copy.
  testdata::ScratchDir scratch("one_run");
  fs::copy(ddp, scratch.path / "run", fs::copy_options::recursive);
  fs::path folder;
  for (const GraphEntry& e : listGraphs(scratch.path / "run" / "torch_compile_debug"))
    if (e.rank == 0 && e.folder.filename() == "model__1_backward_14.6") folder = e.folder;
  ASSERT_FALSE(folder.empty());
  testdata::writeFile(folder / "ir_pre_fusion.txt", "op0: SchedulerNode(ComputedBuffer)\nop0.writes = [\n");
  try {
    loadGraph(folder);
    FAIL() << "a broken ir_pre_fusion.txt opened";
  } catch (const ImportError& e) {
    EXPECT_NE(std::string(e.what()).find("ir_pre_fusion.txt"), std::string::npos) << e.what();
  }
}
