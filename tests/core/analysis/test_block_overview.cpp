// The block overview: repeated stretches found in a token sequence, and the blocks of real captures (module
// paths from fusescope_modules.json; a 24-layer Llama's layers found from its ops alone).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include "analysis/block_overview.h"
#include "analysis/repeated_runs.h"
#include "capture_test_data.h"
#include "replayed_capture.h"
#include "export/block_picture.h"
#include "export/export_error.h"
#include "graph/node_edges.h"
#include "run_command.h"
#include "scratch_dir.h"
#include "import/load.h"
#include "sched/scheduler.h"
#include "source/source_map.h"

using namespace fusescope;
using namespace fusescope::analysis;

namespace {

// prologue (10 unique tokens), `copies` copies of a 13-token block, epilogue (10 unique tokens).
std::vector<int> layered(int copies) {
  std::vector<int> t;
  for (int i = 0; i < 10; ++i) t.push_back(100 + i);
  for (int k = 0; k < copies; ++k)
    for (int i = 0; i < 13; ++i) t.push_back(i % 5 == 4 ? 3 : i);  // token 3 repeats inside a block too
  for (int i = 0; i < 10; ++i) t.push_back(200 + i);
  return t;
}

struct Overview : testdata::ReplayedCapture {
  BlockOverview blocks;
};

Overview overviewOf(const std::filesystem::path& path) {
  Overview o{testdata::replayCapture(path), {}};
  o.blocks = blockOverview(o.graph, o.sources, o.trace);
  return o;
}

void expectEveryNodeInOneBlock(const Overview& o) {
  std::vector<int> seen(o.graph.nodes.size(), 0);
  for (size_t b = 0; b < o.blocks.blocks.size(); ++b) {
    const Block& block = o.blocks.blocks[b];
    ASSERT_FALSE(block.nodes.empty()) << block.name;
    EXPECT_TRUE(std::is_sorted(block.nodes.begin(), block.nodes.end()));
    for (NodeId n : block.nodes) {
      ++seen[static_cast<size_t>(n)];
      EXPECT_EQ(o.blocks.blockOfNode[static_cast<size_t>(n)], static_cast<int>(b));
    }
  }
  EXPECT_TRUE(std::all_of(seen.begin(), seen.end(), [](int s) { return s == 1; }));
}

}  // namespace

TEST(RepeatedRuns, FindsEveryCopyOfARepeatedBlock) {
  const auto runs = findRepeatedRuns(layered(6));
  ASSERT_EQ(runs.size(), 6u);
  for (size_t k = 0; k < runs.size(); ++k) {
    EXPECT_EQ(runs[k].begin, 10 + 13 * k);
    EXPECT_EQ(runs[k].length, 13u);
    EXPECT_EQ(runs[k].pattern, 0);
  }
}

TEST(RepeatedRuns, NothingRepeatsInASequenceOfDistinctTokens) {
  std::vector<int> t(200);
  std::iota(t.begin(), t.end(), 0);
  EXPECT_TRUE(findRepeatedRuns(t).empty());
  // One copy is not a repeat, nor are stretches shorter than minLength.
  EXPECT_TRUE(findRepeatedRuns(layered(1)).empty());
  EXPECT_TRUE(findRepeatedRuns({1, 2, 1, 2, 1, 2, 1, 2}).empty());
}

TEST(RepeatedRuns, ABlockStartsWhereTheBoundaryCostsLeast) {
  // The repetition runs on for 5 tokens after the last copy (a layer's norm before the final norm), so
  // every copy can start 5 tokens later, where the cost says a layer's edge is.
  std::vector<int> tokens = layered(6);
  const std::vector<int> head(tokens.begin() + 10, tokens.begin() + 15);
  tokens.insert(tokens.begin() + 10 + 13 * 6, head.begin(), head.end());
  RepeatOptions options;
  options.boundaryCost = [&](size_t length) {
    EXPECT_EQ(length, 13u);
    std::vector<int> cost(tokens.size() + 1, 10);
    for (size_t k = 0; k < 6; ++k) cost[10 + 13 * k + 5] = 1;
    return cost;
  };
  const auto runs = findRepeatedRuns(tokens, options);
  ASSERT_EQ(runs.size(), 6u);
  for (size_t k = 0; k < runs.size(); ++k) EXPECT_EQ(runs[k].begin, 10 + 13 * k + 5);
  // Without the cost, the copies start at the first token that repeats.
  EXPECT_EQ(findRepeatedRuns(tokens).front().begin, 10u);
}

TEST(RepeatedRuns, ASecondPatternIsFoundInWhatTheFirstLeft) {
  std::vector<int> t = layered(4);
  for (int k = 0; k < 5; ++k)
    for (int i = 0; i < 6; ++i) t.push_back(300 + i);
  const auto runs = findRepeatedRuns(t);
  std::set<int> patterns;
  for (const auto& r : runs) patterns.insert(r.pattern);
  EXPECT_EQ(patterns.size(), 2u);
  EXPECT_EQ(runs.size(), 9u);
  EXPECT_TRUE(std::is_sorted(runs.begin(), runs.end(), [](const auto& a, const auto& b) { return a.begin < b.begin; }));
}

TEST(BlockOverview, ModulePathsNameTheLayers) {
  const Overview o = overviewOf(std::filesystem::path(FUSESCOPE_TEST_DATA) / "checks" / "mlp_blocks");
  EXPECT_EQ(o.blocks.evidence, BlockEvidence::ModulePaths);
  ASSERT_EQ(o.blocks.blocks.size(), 2u);
  EXPECT_EQ(o.blocks.blocks[0].name, "0");
  EXPECT_EQ(o.blocks.blocks[0].detail, "Block");
  EXPECT_EQ(blockTitle(o.blocks.blocks[1]), "1 (Block)");
  expectEveryNodeInOneBlock(o);
  // Inductor's 9 recorded kernels (ir_post_fusion.txt), none spanning both layers.
  EXPECT_EQ(o.blocks.kernelsFrom, KernelSource::Inductor);
  EXPECT_EQ(o.blocks.blocks[0].kernels + o.blocks.blocks[1].kernels, 9);
  EXPECT_EQ(o.blocks.blocks[0].sharedKernels + o.blocks.blocks[1].sharedKernels, 0);
}

// A capture stopped before code generation (bench/programs/deep_llama.py with 3 layers, H200): no
// output_code.py, so the extern calls (7 matmuls and attention per layer) have no module path. Each is its
// layer's by graph order or by what it reads; before, the 3 layers were cut into 12 pieces such as
// "between model.layers.0 and model.layers.0".
TEST(BlockOverview, ALayersExternCallsAreItsOwnWithoutOutputCode) {
  const Overview o = overviewOf(std::filesystem::path(FUSESCOPE_TEST_DATA) / "blocks" / "llama3_before_codegen");
  EXPECT_EQ(o.blocks.evidence, BlockEvidence::ModulePaths);
  expectEveryNodeInOneBlock(o);
  std::vector<std::string> names;
  for (const Block& b : o.blocks.blocks) {
    names.push_back(b.name);
    EXPECT_EQ(b.evidence, BlockEvidence::ModulePaths) << b.name;
  }
  EXPECT_EQ(names, (std::vector<std::string>{"model.layers.0", "model", "model.layers.1", "model.layers.2"}));
  for (const char* layer : {"model.layers.0", "model.layers.1", "model.layers.2"}) {
    const auto b = std::find_if(o.blocks.blocks.begin(), o.blocks.blocks.end(), [&](const Block& x) { return x.name == layer; });
    const auto externs = std::count_if(b->nodes.begin(), b->nodes.end(), [&](NodeId n) {
      return o.graph.nodes[static_cast<size_t>(n)].kernel == "extern_kernels.mm";
    });
    EXPECT_EQ(externs, 7) << layer;  // q, k, v, o, gate, up, down
  }
}

TEST(BlockOverview, TheBreadcrumbWalksFromTheLayerThroughItsModulesToTheNode) {
  const Overview o = overviewOf(std::filesystem::path(FUSESCOPE_TEST_DATA) / "checks" / "mlp_blocks");
  int checked = 0;
  for (const Node& n : o.graph.nodes) {
    const auto& modules = o.sources.node(n.id).modules;
    const Block& b = o.blocks.blocks[static_cast<size_t>(o.blocks.blockOfNode[static_cast<size_t>(n.id)])];
    ASSERT_FALSE(modules.empty());
    const std::string& module = modules.front().value;
    if (module == b.name) {  // the layer's own code (a residual add): nothing between the layer and the node
      EXPECT_EQ(blockBreadcrumb(o.blocks, o.graph, o.sources, n.id), b.name + " › " + n.name);
      ++checked;
      continue;
    }
    std::string inner = module.substr(b.name.size() + 1);  // "1.norm" in layer "1" -> "norm"
    for (size_t dot; (dot = inner.find('.')) != std::string::npos;) inner.replace(dot, 1, " › ");
    EXPECT_EQ(blockBreadcrumb(o.blocks, o.graph, o.sources, n.id), b.name + " › " + inner + " › " + n.name);
    ++checked;
  }
  EXPECT_EQ(checked, static_cast<int>(o.graph.nodes.size()));
  EXPECT_EQ(blockBreadcrumb(o.blocks, o.graph, o.sources, kNone), "");
}

TEST(BlockOverview, ALlamasLayersAreFoundFromItsOpsAlone) {
  if (!testdata::haveSharedCaptures()) GTEST_SKIP() << "no ../shared/captures";
  const Overview o = overviewOf(testdata::sharedCaptures() / "llama_24l_train" / "0_forward_1.0");
  EXPECT_EQ(o.blocks.evidence, BlockEvidence::RepeatedOps);
  expectEveryNodeInOneBlock(o);
  std::vector<const Block*> repeated;
  for (const Block& b : o.blocks.blocks)
    if (b.evidence == BlockEvidence::RepeatedOps) repeated.push_back(&b);
  // 24 layers. Layer 0 builds the attention mask the others reuse, so 23 repeat exactly; the stack traces
  // say the 25 nodes before them are called from the same line as every layer: layer 0, a block of its own.
  ASSERT_EQ(repeated.size(), 24u);
  EXPECT_EQ(repeated[0]->repeat, -1);
  EXPECT_EQ(o.blocks.blocks.front().name, "before block 0");
  EXPECT_EQ(o.blocks.blocks.front().nodes.size(), 3u);   // the embedding, before any layer
  for (size_t k = 0; k < repeated.size(); ++k) {
    EXPECT_EQ(repeated[k]->name, "block " + std::to_string(k));
    EXPECT_EQ(repeated[k]->nodes.size(), 25u);
    if (k > 0) EXPECT_EQ(repeated[k]->repeat, 0);
    EXPECT_FALSE(repeated[k]->fusesDifferently);
    // Each block starts at its layer's edge: the RMSNorm's mean, not inside attention.
    const auto& aten = o.sources.node(repeated[k]->nodes.front()).aten;
    ASSERT_FALSE(aten.empty());
    EXPECT_EQ(aten.front().value, "aten.mean.dim");
    // Named after the call every layer is made from (fusion.log's stack traces), past the wrappers that
    // only pass it on (`return super().__call__(*args, **kwargs)`).
    EXPECT_EQ(repeated[k]->detail, "decoder_layer(…) at modeling_llama.py:403");
    EXPECT_NE(repeated[k]->detailFrom.find("fusion.log"), std::string::npos);
    const NodeId last = repeated[k]->nodes.back();
    EXPECT_EQ(blockBreadcrumb(o.blocks, o.graph, o.sources, last), "block " + std::to_string(k) + " › " + o.graph.nodes[static_cast<size_t>(last)].name);
  }
  const auto runs = alikeRuns(o.blocks);
  EXPECT_TRUE(std::any_of(runs.begin(), runs.end(), [](const AlikeRun& r) { return r.size() == 23; }));
}

TEST(BlockOverview, WithoutStackTracesABlockIsNamedByTheLinesItSpans) {
  if (!testdata::haveSharedCaptures()) GTEST_SKIP() << "no ../shared/captures";
  Overview o = overviewOf(testdata::sharedCaptures() / "llama_24l_train" / "0_forward_1.0");
  for (Node& n : o.graph.nodes) n.stacks.clear();
  const BlockOverview blocks = blockOverview(o.graph, o.sources, o.trace);
  int named = 0;
  for (const Block& b : blocks.blocks) {
    if (b.evidence != BlockEvidence::RepeatedOps) continue;
    EXPECT_EQ(b.detail.rfind("modeling_llama.py:", 0), 0u) << b.detail;
    EXPECT_EQ(b.detailFrom, "the source lines its nodes span");
    ++named;
  }
  EXPECT_EQ(named, 23);
}

TEST(BlockOverview, TheBlockThatFusedUnlikeItsSiblingsIsNamed) {
  if (!testdata::haveSharedCaptures()) GTEST_SKIP() << "no ../shared/captures";
  const Overview o = overviewOf(testdata::sharedCaptures() / "llama_24l_train" / "0_backward_3.1");
  expectEveryNodeInOneBlock(o);
  int unlike = 0;
  for (const Block& b : o.blocks.blocks) {
    if (!b.fusesDifferently) continue;
    ++unlike;
    ASSERT_GE(b.usual, 0);
    const Block& usual = o.blocks.blocks[static_cast<size_t>(b.usual)];
    EXPECT_EQ(usual.repeat, b.repeat);
    EXPECT_FALSE(usual.fusesDifferently);
    EXPECT_NE(b.difference.find("in " + usual.name + " its counterpart"), std::string::npos) << b.difference;
  }
  // The last layer of the backward fuses one node with the graph's tail; its 22 siblings do not.
  EXPECT_EQ(unlike, 1);
}

TEST(BlockPicture, OneBoxPerRunOfAlikeBlocksAndEveryCrossingTensorOnAnEdge) {
  if (!testdata::haveSharedCaptures()) GTEST_SKIP() << "no ../shared/captures";
  const Overview o = overviewOf(testdata::sharedCaptures() / "llama_24l_train" / "0_backward_3.1");
  const std::string dot = blockPictureDot(o.graph, o.blocks, {});
  const auto runs = alikeRuns(o.blocks);
  ASSERT_EQ(runs.size(), 5u);  // before, the last layer's backward (unlike the others), 22 alike, the one that fused unlike them, after
  for (const AlikeRun& r : runs) EXPECT_NE(dot.find("id=\"block-" + std::to_string(r.first) + "\""), std::string::npos);
  EXPECT_NE(dot.find("×22"), std::string::npos);
  EXPECT_NE(dot.find("FUSED UNLIKE block 1"), std::string::npos);
  EXPECT_NE(dot.find("penwidth=3"), std::string::npos);
  // The edge labels add up to the node edges that cross from one box to another.
  std::vector<size_t> runOf(o.blocks.blocks.size());
  for (size_t r = 0; r < runs.size(); ++r)
    for (size_t b = runs[r].first; b <= runs[r].last; ++b) runOf[b] = r;
  int crossing = 0;
  for (const NodeEdge& e : nodeEdges(o.graph))
    crossing += runOf[static_cast<size_t>(o.blocks.blockOfNode[static_cast<size_t>(e.from)])] !=
                runOf[static_cast<size_t>(o.blocks.blockOfNode[static_cast<size_t>(e.to)])];
  int labelled = 0;
  for (size_t at = dot.find("label=\" "); at != std::string::npos; at = dot.find("label=\" ", at + 1))
    labelled += std::stoi(dot.substr(at + 8));
  EXPECT_EQ(labelled, crossing);
  const std::string svg = renderBlockPicture(o.graph, o.blocks, {}, ExportFormat::Svg);
  EXPECT_NE(svg.find("<svg"), std::string::npos);
  EXPECT_NE(svg.find("FUSED UNLIKE block 1"), std::string::npos);
  EXPECT_EQ(dot.find("ASKED"), std::string::npos);
  // A report's asked pair: the boxes holding its nodes name them and are outlined in the selection blue.
  const NodeId first = o.blocks.blocks[runs[0].first].nodes.front();
  const NodeId inRun = o.blocks.blocks[runs[2].first + 5].nodes.front();   // inside the ×22 run
  const std::string marked = blockPictureDot(o.graph, o.blocks, {Theme::Light, "", {first, inRun}});
  auto boxOf = [&](size_t run) {
    const size_t at = marked.find("\"block-" + std::to_string(runs[run].first) + "\" [");
    return marked.substr(at, marked.find('\n', at) - at);
  };
  EXPECT_NE(boxOf(0).find("ASKED: " + o.graph.nodes[static_cast<size_t>(first)].name), std::string::npos) << boxOf(0);
  EXPECT_NE(boxOf(0).find("color=\"#1f6feb\", penwidth=4"), std::string::npos) << boxOf(0);
  EXPECT_NE(boxOf(2).find("ASKED: " + o.graph.nodes[static_cast<size_t>(inRun)].name), std::string::npos) << boxOf(2);
  EXPECT_EQ(boxOf(1).find("ASKED"), std::string::npos);
}

TEST(BlockPicture, ExportCollapseBlocksWritesEachFormatAndRefusesSteps) {
  testdata::ScratchDir dir("collapse_blocks");
  const std::string capture = "'" + std::string(FUSESCOPE_TEST_DATA) + "/checks/mlp_blocks'";
  for (const char* ext : {"svg", "png", "pdf", "dot"}) {
    const auto out = dir.path / (std::string("b.") + ext);
    const auto r = testdata::runCli("export " + capture + " --collapse-blocks --caption -o '" + out.string() + "'");
    ASSERT_EQ(r.exitCode, 0) << r.output;
    EXPECT_NE(r.output.find("(2 blocks in 2 boxes)"), std::string::npos) << r.output;
    EXPECT_GT(std::filesystem::file_size(out), 200u) << ext;
  }
  EXPECT_NE(testdata::readFile(dir.path / "b.svg").find("1 (Block)"), std::string::npos);
  EXPECT_EQ(testdata::readFile(dir.path / "b.png").substr(1, 3), "PNG");
  const auto bad = testdata::runCli("export " + capture + " --collapse-blocks --step 2 -o '" + (dir.path / "x.svg").string() + "'");
  EXPECT_EQ(bad.exitCode, 2);
  EXPECT_NE(bad.output.find("--collapse-blocks draws the final kernels"), std::string::npos) << bad.output;
}

// Blocks with these repeat ids (fusing like the first of their repeat; -1: unique).
BlockOverview overviewOfRepeats(const std::vector<int>& repeats) {
  BlockOverview o;
  std::map<int, int> firstOf;
  for (size_t b = 0; b < repeats.size(); ++b) {
    Block block;
    block.name = "layers." + std::to_string(b);
    block.repeat = repeats[b];
    block.nodes.resize(repeats[b] == 1 ? 18 : 17);
    block.fusesLike = repeats[b] < 0 ? static_cast<int>(b) : firstOf.try_emplace(repeats[b], static_cast<int>(b)).first->second;
    o.blocks.push_back(block);
  }
  return o;
}

// A 345-layer Llama's layers alternate two ways of fusing (Inductor keeps the residual sum in a buffer every
// other layer): one box for the alternating stretch, not 343 boxes, and still period 1 where it can be.
TEST(BlockOverview, AlternatingBlocksFoldIntoOneRunOfPeriodTwo) {
  const BlockOverview o = overviewOfRepeats({-1, -1, 0, 1, 0, 1, 0, 1, 0, -1, 2, 2, 2, 0, 1, 0});
  const std::vector<AlikeRun> runs = alikeRuns(o);
  ASSERT_EQ(runs.size(), 8u);  // 0, 1, 2-8, 9, 10-12, 13, 14, 15
  EXPECT_EQ(runs[2].first, 2u);
  EXPECT_EQ(runs[2].last, 8u);
  EXPECT_EQ(runs[2].period, 2u);
  EXPECT_EQ(alikeRunNote(o, runs[2]),
            "×7 alike in 2 alternating kinds (17 and 18 nodes): same ops, same fusion as the block two before");
  EXPECT_EQ(runs[4].first, 10u);  // three alike neighbours: period 1
  EXPECT_EQ(runs[4].last, 12u);
  EXPECT_EQ(runs[4].period, 1u);
  EXPECT_EQ(alikeRunNote(o, runs[4]), "×3 alike: same ops, same fusion");
  for (size_t r = 5; r < 8; ++r) EXPECT_EQ(runs[r].size(), 1u);  // 0 1 0 at the end: fewer than two of each kind
}

// Graphviz ran past 12 minutes on 2,073 boxes: above the limit the picture is refused at once, in words.
TEST(BlockPicture, MoreBoxesThanTheLimitAreRefusedNotLaidOut) {
  const BlockOverview o = overviewOfRepeats(std::vector<int>(kMaxBlockPictureBoxes + 1, -1));
  EXPECT_EQ(blockPictureBoxes(o), kMaxBlockPictureBoxes + 1);
  try {
    renderBlockPicture(Graph{}, o, {}, ExportFormat::Svg);
    FAIL() << "no error";
  } catch (const ExportError& e) {
    EXPECT_NE(std::string(e.what()).find("401 boxes"), std::string::npos) << e.what();
  }
}

// Inductor collects a node's ATen origins in a Python set: two alike layers can print them in another
// order (a real 72-layer GPT-2 inference graph listed its attention's `view, permute` in layers 1-3 and
// `permute, view` in the other 68, which split one ×71 run in two). The order says nothing; a missing op does.
TEST(BlockOverview, ATenOriginsInAnotherOrderAreTheSameOp) {
  if (!testdata::haveSharedCaptures()) GTEST_SKIP() << "no ../shared/captures";
  const Overview o = overviewOf(testdata::sharedCaptures() / "llama_24l_train" / "0_forward_1.0");
  auto alikeLayers = [](const BlockOverview& v) {
    return std::count_if(v.blocks.begin(), v.blocks.end(), [](const Block& b) { return b.repeat == 0; });
  };
  ASSERT_EQ(alikeLayers(o.blocks), 23);
  // Layer 12's first node with several ATen origins, listed the other way round.
  const Block& layer = *std::find_if(o.blocks.blocks.begin(), o.blocks.blocks.end(), [](const Block& b) { return b.name == "block 12"; });
  auto several = std::find_if(layer.nodes.begin(), layer.nodes.end(), [&](NodeId n) { return o.sources.node(n).aten.size() >= 2; });
  ASSERT_NE(several, layer.nodes.end());
  source::SourceMap shuffled = o.sources;
  auto& aten = shuffled.nodes[static_cast<size_t>(*several)].aten;
  std::reverse(aten.begin(), aten.end());
  EXPECT_EQ(alikeLayers(blockOverview(o.graph, shuffled, o.trace)), 23);
  aten.pop_back();
  EXPECT_LT(alikeLayers(blockOverview(o.graph, shuffled, o.trace)), 23);
}
