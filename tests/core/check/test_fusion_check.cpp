// `check` against real captures: expectations parsed with file:line errors, selectors naming the nodes
// the capture's own records say (source lines from fx_graph_readable.py, ATen ops, extern kernels), and
// verdicts held against Inductor's recorded kernels (ir_post_fusion.txt read here directly) and its
// logged reasons; --baseline against a real capture compiled with max_fusion_size=2.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include <pugixml.hpp>

#include "analysis/capture_diff.h"
#include "capture_test_data.h"
#include "replayed_capture.h"
#include "check/baseline_kernels.h"
#include "check/check_text.h"
#include "check/expectation_file.h"
#include "check/fusion_check.h"
#include "check/junit_report.h"
#include "check/node_selector.h"
#include "import/capture_loader.h"
#include "import/load.h"
#include "sched/scheduler.h"
#include "scratch_dir.h"
#include "source/source_map.h"
#include "util/import_error.h"

using namespace fusescope;
using namespace fusescope::check;

namespace {

// The replayed capture as a check reads it.
struct Loaded : testdata::ReplayedCapture {
  CheckedCapture capture() const { return {graph, trace, sources}; }
};

Loaded load(const std::filesystem::path& folder) { return {testdata::replayCapture(folder)}; }

std::filesystem::path gpt2Backward() { return testdata::testCaptures() / "gpt2_train" / "0_backward_3.1"; }

const Loaded& gpt2() {
  static const Loaded l = load(gpt2Backward());
  return l;
}

Expectation fused(std::vector<std::string> selectors) {
  Expectation e;
  e.kind = ExpectationKind::Fused;
  e.selectors = std::move(selectors);
  return e;
}

// ir_post_fusion.txt's kernels as member-name sets, straight from the record.
std::vector<std::vector<std::string>> recordedKernels(const Graph& g) {
  std::vector<std::vector<std::string>> out;
  for (const auto& k : g.inductor.kernels) out.push_back(k.members.empty() ? std::vector<std::string>{k.name} : k.members);
  return out;
}

int kernelHolding(const std::vector<std::vector<std::string>>& kernels, const std::string& node) {
  for (size_t i = 0; i < kernels.size(); ++i)
    if (std::find(kernels[i].begin(), kernels[i].end(), node) != kernels[i].end()) return static_cast<int>(i);
  return -1;
}

}  // namespace

TEST(ExpectationFile, ReadsSectionsCommentsAndSeparators) {
  const auto e = parseExpectations("# model checks\n"
                                   "fused model.py:42, model.py:43   # the MLP\n"
                                   "\n"
                                   "graph 0_backward_3.1\n"
                                   "apart op12 op40\n"
                                   "max-kernels 30\n",
                                   "checks.txt");
  ASSERT_EQ(e.size(), 3u);
  EXPECT_EQ(e[0].kind, ExpectationKind::Fused);
  EXPECT_EQ(e[0].selectors, (std::vector<std::string>{"model.py:42", "model.py:43"}));
  EXPECT_EQ(e[0].graph, "");
  EXPECT_EQ(e[0].line, 2);
  EXPECT_EQ(e[1].kind, ExpectationKind::Apart);
  EXPECT_EQ(e[1].graph, "0_backward_3.1");
  EXPECT_EQ(e[1].line, 5);
  EXPECT_EQ(e[2].maxKernels, 30);
  EXPECT_EQ(e[2].text(), "max-kernels 30");
  EXPECT_EQ(e[0].text(), "fused model.py:42 model.py:43");
}

TEST(ExpectationFile, BadLinesNameFileAndLine) {
  auto errorOf = [](const std::string& text) {
    try {
      parseExpectations(text, "checks.txt");
    } catch (const ImportError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(errorOf("fused op1 op2\nfuse op3 op4\n").rfind("checks.txt:2: unknown keyword 'fuse'", 0), 0u);
  EXPECT_EQ(errorOf("apart op1 op2 op3\n").rfind("checks.txt:1: apart takes exactly two selectors, not 3", 0), 0u);
  EXPECT_EQ(errorOf("\n\nmax-kernels 0\n").rfind("checks.txt:3: max-kernels takes a count of 1 or more", 0), 0u);
  EXPECT_EQ(errorOf("max-kernels 12x\n").rfind("checks.txt:1:", 0), 0u);
  EXPECT_EQ(errorOf("fused\n").rfind("checks.txt:1: fused names no node", 0), 0u);
  EXPECT_EQ(errorOf("graph a b\n").rfind("checks.txt:1: graph takes one graph name", 0), 0u);
  EXPECT_EQ(errorOf("# only a comment\n"), "checks.txt: no expectation (fused, apart or max-kernels lines)");
  EXPECT_THROW(readExpectationFile("/nonexistent/checks.txt"), ImportError);
}

TEST(NodeSelector, SourceLineSelectsEveryNodeWhoseStackHoldsIt) {
  const Loaded& l = gpt2();
  const Selection s = selectNodes(l.graph, l.sources, "modeling_gpt2.py:619");
  EXPECT_EQ(s.by, "source line");
  ASSERT_FALSE(s.nodes.empty());
  size_t expected = 0;
  for (const Node& n : l.graph.nodes) {
    bool has = false;
    for (const auto& f : l.sources.node(n.id).locations) has = has || (f.value.line == 619 && f.value.file.ends_with("/modeling_gpt2.py"));
    expected += has;
    EXPECT_EQ(has, std::binary_search(s.nodes.begin(), s.nodes.end(), n.id)) << n.name;
  }
  EXPECT_EQ(s.nodes.size(), expected);
  // The file is matched by whole path components: "gpt2.py" is not "modeling_gpt2.py".
  EXPECT_TRUE(selectNodes(l.graph, l.sources, "gpt2.py:619").nodes.empty());
  EXPECT_EQ(selectNodes(l.graph, l.sources, "models/gpt2/modeling_gpt2.py:619").nodes, s.nodes);
  EXPECT_EQ(selectNodes(l.graph, l.sources, "line:modeling_gpt2.py:619").nodes, s.nodes);
}

TEST(NodeSelector, AtenOpsNodesAndFusedNames) {
  const Loaded& l = gpt2();
  // Every extern addmm node runs aten.addmm, and only they do.
  const Selection addmm = selectNodes(l.graph, l.sources, "aten.addmm");
  EXPECT_EQ(addmm.by, "ATen op");
  std::vector<NodeId> externAddmm;
  for (const Node& n : l.graph.nodes)
    if (n.kernel == "extern_kernels.addmm") externAddmm.push_back(n.id);
  ASSERT_FALSE(externAddmm.empty());
  EXPECT_EQ(addmm.nodes, externAddmm);
  EXPECT_EQ(selectNodes(l.graph, l.sources, "aten:addmm").nodes, externAddmm);
  // aten.mm is not aten.mm's prefix of aten.mmx: only whole dotted parts match.
  for (NodeId n : selectNodes(l.graph, l.sources, "aten.mm").nodes)
    EXPECT_NE(l.graph.nodes[static_cast<size_t>(n)].kernel, "extern_kernels.addmm");

  const Selection one = selectNodes(l.graph, l.sources, "op3");
  EXPECT_EQ(one.by, "node");
  EXPECT_EQ(one.nodes, (std::vector<NodeId>{l.graph.findNode("op3")->id}));
  const Selection fusedName = selectNodes(l.graph, l.sources, "op1_op2_op3");
  EXPECT_EQ(fusedName.nodes.size(), 3u);
  EXPECT_TRUE(selectNodes(l.graph, l.sources, "op1_nosuch").nodes.empty());
  EXPECT_TRUE(selectNodes(l.graph, l.sources, "no_such_thing").nodes.empty());
}

TEST(NodeSelector, FxNodeNamesTheNodeHoldingIt) {
  const Loaded& l = gpt2();
  // Pick an FX node the source map gives exactly one scheduler node, and select it back by name.
  for (const Node& n : l.graph.nodes) {
    for (const auto& fx : l.sources.node(n.id).fxNodes) {
      if (l.graph.findNode(fx.value)) continue;
      const Selection s = selectNodes(l.graph, l.sources, "fx:" + fx.value);
      EXPECT_EQ(s.by, "FX node");
      EXPECT_TRUE(std::binary_search(s.nodes.begin(), s.nodes.end(), n.id)) << fx.value;
      EXPECT_EQ(selectNodes(l.graph, l.sources, fx.value).nodes, s.nodes);
      return;
    }
  }
  FAIL() << "the capture's source map names no FX node";
}

TEST(FusionCheck, HoldsExpectationsAgainstInductorsRecordedKernels) {
  const Loaded& l = gpt2();
  const auto real = recordedKernels(l.graph);
  // A real multi-node kernel is met; its members with one node of another kernel are not.
  const auto big = std::find_if(real.begin(), real.end(), [](const auto& k) { return k.size() >= 3; });
  ASSERT_NE(big, real.end());
  const std::string outsider = real[big == real.begin() ? 1 : 0].front();
  std::vector<std::string> split = *big;
  split.push_back(outsider);
  Expectation maxOk;
  maxOk.kind = ExpectationKind::MaxKernels;
  maxOk.maxKernels = static_cast<int>(real.size());
  Expectation maxLow = maxOk;
  maxLow.maxKernels = static_cast<int>(real.size()) - 1;
  Expectation apartOk, apartBad;
  apartOk.kind = apartBad.kind = ExpectationKind::Apart;
  apartOk.selectors = {big->front(), outsider};
  apartBad.selectors = {(*big)[0], (*big)[1]};

  const GraphCheck c = checkGraph(l.capture(), {fused(*big), fused(split), maxOk, maxLow, apartOk, apartBad}, false);
  EXPECT_EQ(c.kernelsFrom, analysis::KernelSource::Inductor);
  EXPECT_EQ(c.kernels, static_cast<int>(real.size()));
  ASSERT_EQ(c.results.size(), 6u);
  EXPECT_TRUE(c.results[0].met) << c.results[0].summary;
  EXPECT_EQ(c.results[0].kernels.size(), 1u);
  EXPECT_FALSE(c.results[1].met);
  EXPECT_EQ(c.results[1].kernels.size(), 2u);
  ASSERT_EQ(c.results[1].pairs.size(), 1u);
  EXPECT_TRUE(c.results[2].met);
  EXPECT_FALSE(c.results[3].met);
  EXPECT_TRUE(c.results[4].met);
  EXPECT_FALSE(c.results[5].met);
  ASSERT_EQ(c.results[5].pairs.size(), 1u);
  EXPECT_EQ(c.failed(), 3);
}

TEST(FusionCheck, AnApartWhoseSelectorsShareANodeSaysSoAndExplainsNoSelfPair) {
  const Loaded& l = gpt2();
  const auto real = recordedKernels(l.graph);
  const auto big = std::find_if(real.begin(), real.end(), [](const auto& k) { return k.size() >= 2; });
  ASSERT_NE(big, real.end());
  Expectation same, overlapping;
  same.kind = overlapping.kind = ExpectationKind::Apart;
  same.selectors = {(*big)[0], (*big)[0]};
  // The first selector names two nodes of one kernel, the second only one of them: the pair explained is
  // the two different nodes, and the summary says which node both name.
  overlapping.selectors = {(*big)[0] + "_" + (*big)[1], (*big)[1]};
  const GraphCheck c = checkGraph(l.capture(), {same, overlapping}, false);
  ASSERT_EQ(c.results.size(), 2u);
  EXPECT_FALSE(c.results[0].met);
  EXPECT_TRUE(c.results[0].pairs.empty());
  EXPECT_NE(c.results[0].summary.find("both select " + (*big)[0] + ": one node cannot be kept apart from itself"),
            std::string::npos) << c.results[0].summary;
  EXPECT_FALSE(c.results[1].met);
  ASSERT_EQ(c.results[1].pairs.size(), 1u);
  EXPECT_NE(c.results[1].pairs[0].why.nameA, c.results[1].pairs[0].why.nameB);
  EXPECT_NE(c.results[1].summary.find((*big)[1] + " selected by both"), std::string::npos) << c.results[1].summary;
}

TEST(FusionCheck, AFailingFusedCarriesInductorsLoggedReason) {
  const Loaded& l = gpt2();
  // The nodes of ln_f's line fall in several real kernels; each pair explained is two of those kernels,
  // and where fusion.log decided the pair the reason is its line's.
  const GraphCheck c = checkGraph(l.capture(), {fused({"modeling_gpt2.py:619"})}, false);
  const ExpectationResult& r = c.results.at(0);
  const auto real = recordedKernels(l.graph);
  std::set<int> realKernels;
  for (const auto& s : r.selected)
    for (const auto& n : s.nodes) realKernels.insert(kernelHolding(real, n));
  ASSERT_GT(realKernels.size(), 1u);
  EXPECT_FALSE(r.met);
  EXPECT_EQ(r.kernels.size(), realKernels.size());
  ASSERT_FALSE(r.pairs.empty());
  int logged = 0;
  for (const auto& p : r.pairs) {
    EXPECT_NE(kernelHolding(real, p.why.nameA), kernelHolding(real, p.why.nameB));
    if (!p.why.inductorLogged) continue;
    ++logged;
    const auto d = std::find_if(l.graph.inductor.decisions.begin(), l.graph.inductor.decisions.end(),
                                [&](const RecordedDecision& x) { return x.line == p.why.inductorLine; });
    ASSERT_NE(d, l.graph.inductor.decisions.end());
    EXPECT_FALSE(d->fused);
    EXPECT_EQ(p.why.inductorVerdict, "refused");
    EXPECT_EQ(p.why.inductorReason, d->reason);
  }
  EXPECT_GT(logged, 0);
  const auto lines = detailLines(r, c);
  EXPECT_TRUE(std::any_of(lines.begin(), lines.end(), [](const std::string& s) { return s.find("Inductor (fusion.log line ") != std::string::npos; }));
  EXPECT_EQ(headline(r).rfind("FAIL fused modeling_gpt2.py:619 — ", 0), 0u);
}

TEST(FusionCheck, ASelectorNamingNothingFails) {
  const Loaded& l = gpt2();
  const GraphCheck c = checkGraph(l.capture(), {fused({"op1", "nosuch.py:3"})}, false);
  EXPECT_FALSE(c.results[0].met);
  EXPECT_NE(c.results[0].summary.find("'nosuch.py:3' names no node"), std::string::npos);
}

TEST(FusionCheck, WithoutInductorsKernelsTheReplayIsCheckedAndSaysSo) {
  testdata::ScratchDir dir("check_replay");
  for (const char* f : {"ir_pre_fusion.txt", "fusion.log", "fx_graph_readable.py"})
    std::filesystem::copy_file(gpt2Backward() / f, dir.path / f);
  const Loaded l = load(dir.path);
  ASSERT_FALSE(l.graph.inductor.hasPostFusion);
  const GraphCheck c = checkGraph(l.capture(), {fused({"op1", "op2"})}, false);
  EXPECT_EQ(c.kernelsFrom, analysis::KernelSource::Replay);
  EXPECT_NE(c.kernelsNote.find("records no Inductor kernels"), std::string::npos);
  EXPECT_EQ(c.kernels, static_cast<int>(l.trace.kernels.size()));
  // --replay on a capture that has them: the replay, and the note says it was asked for.
  const GraphCheck asked = checkGraph(gpt2().capture(), {fused({"op1", "op2"})}, true);
  EXPECT_EQ(asked.kernelsFrom, analysis::KernelSource::Replay);
  EXPECT_NE(asked.kernelsNote.find("as asked"), std::string::npos);
}

TEST(FusionCheck, BaselineFailsExactlyTheKernelsASmallerMaxFusionSizeSplits) {
  const Loaded base = load(testdata::testCaptures() / "reductions" / "0_inference_0.0");
  const Loaded small = load(std::filesystem::path(FUSESCOPE_TEST_DATA) / "knobs" / "red-maxsize2" / "reductions" / "0_inference_0.0");
  const auto realBase = recordedKernels(base.graph), realSmall = recordedKernels(small.graph);
  // Baseline kernels whose nodes the max_fusion_size=2 capture spreads over several kernels.
  int splits = 0;
  for (const auto& k : realBase) {
    std::set<int> in;
    for (const auto& n : k) in.insert(kernelHolding(realSmall, n));
    splits += in.size() > 1;
  }
  ASSERT_GT(splits, 0);

  const auto diff = analysis::diffCaptures({base.graph, base.trace, base.sources}, {small.graph, small.trace, small.sources});
  const auto expectations = baselineExpectations(diff, base.graph, small.graph, "default");
  const GraphCheck c = checkGraph(small.capture(), expectations, false);
  EXPECT_EQ(c.failed(), splits);
  for (const auto& r : c.results) {
    EXPECT_EQ(r.expectation.file, "default");
    EXPECT_NE(r.expectation.text().find("baseline's kernel"), std::string::npos);
  }
  // The other way round nothing is split: the default capture only merges more.
  const auto back = analysis::diffCaptures({small.graph, small.trace, small.sources}, {base.graph, base.trace, base.sources});
  const GraphCheck reverse = checkGraph(base.capture(), baselineExpectations(back, small.graph, base.graph, "small"), false);
  EXPECT_EQ(reverse.failed(), 0);
  EXPECT_FALSE(reverse.results.empty());
}

TEST(JUnitReport, OneSuitePerGraphAndAFailurePerUnmetExpectation) {
  const Loaded& l = gpt2();
  Expectation max1;
  max1.kind = ExpectationKind::MaxKernels;
  max1.maxKernels = 1;
  max1.file = "checks.txt";
  max1.line = 7;
  const GraphCheck c = checkGraph(l.capture(), {fused({"op1", "op2"}), max1, fused({"modeling_gpt2.py:619"})}, false);
  const std::string xml = junitXml({c});
  pugi::xml_document doc;
  ASSERT_TRUE(doc.load_string(xml.c_str())) << xml;
  const pugi::xml_node suites = doc.child("testsuites");
  EXPECT_EQ(suites.attribute("tests").as_int(), 3);
  EXPECT_EQ(suites.attribute("failures").as_int(), c.failed());
  const pugi::xml_node suite = suites.child("testsuite");
  EXPECT_EQ(std::string(suite.attribute("name").value()), l.graph.name);
  int failures = 0;
  for (const pugi::xml_node tc : suite.children("testcase")) {
    if (const pugi::xml_node f = tc.child("failure")) {
      ++failures;
      EXPECT_EQ(std::string(f.attribute("message").value()).rfind("FAIL ", 0), 0u);
      EXPECT_FALSE(std::string(f.text().get()).empty());
    }
    if (std::string(tc.attribute("name").value()) == "max-kernels 1") {
      EXPECT_EQ(tc.attribute("line").as_int(), 7);
      EXPECT_TRUE(tc.child("failure"));
    }
  }
  EXPECT_EQ(failures, c.failed());
  EXPECT_GE(failures, 2);
}

// An ATen selector names the nodes that run the op: on a real backward (FSDP2's per-layer backward, H200),
// aten.gelu_backward is the GELU backward kernels, not the matmuls whose output_code.py comment mentions
// it because the GELU backward feeds them; aten.mm is the matmuls.
TEST(NodeSelector, AnAtenSelectorNamesTheNodesThatRunTheOp) {
  LoadOptions rank0;
  rank0.rank = 0;
  const Graph g = loadGraph(std::filesystem::path(FUSESCOPE_TEST_DATA) / "profiles/fsdp2_2rank/torch_compile_debug",
                            "model__1_backward_6.2", rank0);
  const source::SourceMap sources = source::buildSourceMap(g);
  const Selection gelu = selectNodes(g, sources, "aten.gelu_backward");
  ASSERT_FALSE(gelu.nodes.empty());
  int mentioned = 0;   // extern calls whose comment names the op
  for (const Node& n : g.nodes)
    if (n.kind == NodeKind::Extern)
      for (const auto& a : sources.node(n.id).aten) mentioned += a.value.rfind("aten.gelu_backward", 0) == 0;
  EXPECT_GT(mentioned, 0);   // the case that misled: mm nodes listing aten.gelu_backward among their origins
  for (NodeId id : gelu.nodes) {
    const Node& n = g.nodes[static_cast<size_t>(id)];
    EXPECT_NE(n.kind, NodeKind::Extern) << n.name << " " << n.kernel;
  }
  const Selection mm = selectNodes(g, sources, "aten.mm");
  ASSERT_FALSE(mm.nodes.empty());
  for (NodeId id : mm.nodes) EXPECT_EQ(g.nodes[static_cast<size_t>(id)].kernel, "extern_kernels.mm") << g.nodes[static_cast<size_t>(id)].name;
  const Selection sdpa = selectNodes(g, sources, "aten._scaled_dot_product_cudnn_attention_backward");
  ASSERT_EQ(sdpa.nodes.size(), 1u);
}
