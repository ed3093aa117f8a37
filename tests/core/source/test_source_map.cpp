// The source map on real captures, checked against an independent reading of the files: a kernel's
// source lines are the `# File:` lines of fx_graph_readable.py above the FX nodes that output_code.py's
// "Source node to ATen node mapping" lists for the kernel the group links to. Also: provenance wins.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "codegen/kernel_group.h"
#include "codegen/kernel_linker.h"
#include "codegen/output_code_scan.h"
#include "core/capture_test_data.h"
#include "core/scratch_dir.h"
#include "import/load.h"
#include "import/capture_loader.h"
#include "source/source_map.h"

using namespace fusescope;
using namespace fusescope::source;
namespace td = fusescope::testdata;

namespace {

const char* const kProvenanceFile = "inductor_provenance_tracking_node_mappings.json";
using FileLine = std::pair<std::string, int>;

// fx node name -> its `# File:` (file, line) pairs, read with regular expressions (not the parser under test).
std::map<std::string, std::set<FileLine>> fxLocations(const std::string& text) {
  static const std::regex file(R"(^\s*# File: (.*):(\d+) in [^,]*(, code: .*)?$)");
  static const std::regex node(R"(^\s+(\w+)(: "[^"]*")? = )");
  std::map<std::string, std::set<FileLine>> out;
  std::set<FileLine> current;
  bool lastWasFile = false;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    std::smatch m;
    if (line.find_first_not_of(' ') == std::string::npos) continue;
    if (std::regex_match(line, m, file)) {
      if (!lastWasFile) current.clear();
      current.insert({m[1].str(), std::stoi(m[2].str())});
      lastWasFile = true;
      continue;
    }
    lastWasFile = false;
    if (line.find("# No stacktrace found") != std::string::npos) current.clear();
    else if (std::regex_search(line, m, node) && m[1].str() != "return") out.emplace(m[1].str(), current);
  }
  return out;
}

// kernel definition name -> FX nodes of its "Source node to ATen node mapping" comment lines.
std::map<std::string, std::set<std::string>> mappingFx(const std::string& code) {
  static const std::regex def(R"(^(\w+) = async_compile\.)");
  std::map<std::string, std::set<std::string>> out;
  std::set<std::string> pending;
  bool inMapping = false;
  std::istringstream in(code);
  for (std::string line; std::getline(in, line);) {
    std::smatch m;
    if (line.rfind("# Source node to ATen node mapping:", 0) == 0) {
      pending.clear();
      inMapping = true;
    } else if (inMapping && line.rfind("#   ", 0) == 0 && line.find(" => ") != std::string::npos) {
      std::string rest = line.substr(line.find(" => ") + 4);
      std::istringstream names(rest);
      for (std::string n; std::getline(names, n, ',');) {
        n.erase(0, n.find_first_not_of(' '));
        n.erase(n.find_last_not_of(' ') + 1);
        if (!n.empty()) pending.insert(n);
      }
    } else if (std::regex_search(line, m, def)) {
      out[m[1].str()] = pending;
      pending.clear();
      inMapping = false;
    } else if (line.rfind("#", 0) != 0) {
      inMapping = false;
      pending.clear();
    } else {
      inMapping = inMapping && line.find("Graph fragment:") == std::string::npos;
    }
  }
  return out;
}

std::set<FileLine> fileLines(const NodeSource& s) {
  std::set<FileLine> out;
  for (const auto& f : s.locations) out.insert({f.value.file, f.value.line});
  return out;
}

bool has(const std::vector<SourceKind>& kinds, SourceKind k) {
  return std::find(kinds.begin(), kinds.end(), k) != kinds.end();
}

}  // namespace

TEST(SourceMap, KernelLinesMatchOutputCodeAndFxGraph) {
  std::vector<std::filesystem::path> folders = td::testDataGraphs();
  for (const auto& f : td::sharedGraphs()) folders.push_back(f);
  int compared = 0, withLines = 0;
  for (const auto& folder : folders) {
    SCOPED_TRACE(folder.string());
    const Graph g = loadCaptureFolder(folder);
    const SourceMap map = buildSourceMap(g);
    ASSERT_EQ(map.nodes.size(), g.nodes.size());
    const auto code = td::readFile(folder / "output_code.py");
    const auto fx = fxLocations(td::readFile(folder / "fx_graph_readable.py"));
    const auto mapping = mappingFx(code);
    const auto index = codegen::scanOutputCode(code);
    const auto groups = codegen::groupsFromInductor(g);
    const auto links = codegen::linkKernels(g, groups, index);
    // A reused kernel (one per layer) is defined once, with the comment of the call it was generated
    // for: only that first call's group can be checked against it.
    std::map<int, int> firstCall;
    for (size_t c = 0; c < index.calls.size(); ++c)
      if (index.calls[c].definition >= 0) firstCall.emplace(index.calls[c].definition, static_cast<int>(c));
    for (size_t gi = 0; gi < groups.size(); ++gi) {
      if (links[gi].status != codegen::LinkStatus::Linked || links[gi].definition < 0) continue;
      if (firstCall.at(links[gi].definition) != links[gi].call) continue;
      const std::string& name = index.definitions[static_cast<size_t>(links[gi].definition)].name;
      auto m = mapping.find(name);
      if (m == mapping.end() || m->second.empty()) continue;
      std::set<FileLine> expected;
      for (const auto& n : m->second)
        if (auto it = fx.find(n); it != fx.end()) expected.insert(it->second.begin(), it->second.end());
      const NodeSource k = map.kernel(groups[gi].members);
      EXPECT_EQ(fileLines(k), expected) << groups[gi].name << " -> " << name;
      ++compared;
      withLines += expected.empty() ? 0 : 1;
    }
  }
  EXPECT_GT(compared, 20);
  EXPECT_GT(withLines, 20);
}

// Every fact says where it came from, and says it truthfully.
TEST(SourceMap, FactsNameTheirSources) {
  for (const auto& folder : td::testDataGraphs()) {
    SCOPED_TRACE(folder.string());
    const Graph g = loadCaptureFolder(folder);
    const SourceMap map = buildSourceMap(g);
    EXPECT_TRUE(map.warnings.empty() || !g.inductor.hasProvenance || !g.inductor.hasFxGraph);
    int externWithFx = 0;
    for (const Node& n : g.nodes) {
      const NodeSource& s = map.node(n.id);
      for (const auto& f : s.fxNodes) {
        ASSERT_FALSE(f.sources.empty());
        if (has(f.sources, SourceKind::FusionLog)) {
          EXPECT_NE(std::find(n.origins.begin(), n.origins.end(), f.value), n.origins.end()) << n.name << " " << f.value;
        }
      }
      for (const auto& l : s.locations) EXPECT_TRUE(has(l.sources, SourceKind::FxGraphReadable));
      for (const auto& p : s.preGrad) EXPECT_FALSE(p.sources.empty());
      if (n.kind == NodeKind::Extern && !s.fxNodes.empty()) ++externWithFx;
    }
    // Extern nodes have no origins in fusion.log: with a provenance file their FX nodes still come through.
    if (g.inductor.hasProvenance && std::any_of(g.nodes.begin(), g.nodes.end(), [](const Node& n) { return n.kind == NodeKind::Extern; })) {
      EXPECT_GT(externWithFx, 0);
    }
  }
}

// An extern call whose statement assigns its result (`buf30 = torch.ops.aten._scaled_dot_product_efficient_
// attention_backward.default(...)`, no out= argument) is linked by that buffer, and the "Source Nodes" above
// it that the FX graph defines are its FX nodes: its ATen op and the user's code line come through. Before,
// the import kept only out= arguments, the call linked to nothing and the node had no source at all.
TEST(SourceMap, AnAssignedExternCallGivesItsNodeFxNodesAndCodeLines) {
  const Graph g = loadCaptureFolder(td::testCaptures() / "gpt2_train/0_backward_3.1");
  const Node* n = g.findNode("op30");
  ASSERT_NE(n, nullptr);
  ASSERT_EQ(n->kind, NodeKind::Extern);
  const auto call = std::find_if(g.inductor.codeKernels.begin(), g.inductor.codeKernels.end(), [](const CodeKernel& k) {
    return k.language == "extern" && k.name == "torch.ops.aten._scaled_dot_product_efficient_attention_backward.default" &&
           !k.calls.empty() && k.calls.front().line == 1301;
  });
  ASSERT_NE(call, g.inductor.codeKernels.end());
  EXPECT_EQ(call->written, std::vector<std::string>{"buf30"});
  const SourceMap map = buildSourceMap(g);
  const NodeSource& s = map.node(n->id);
  const auto fx = std::find_if(s.fxNodes.begin(), s.fxNodes.end(), [](const Fact<std::string>& f) {
    return f.value == "_scaled_dot_product_efficient_attention_backward";
  });
  ASSERT_NE(fx, s.fxNodes.end());
  EXPECT_TRUE(has(fx->sources, SourceKind::OutputCode));
  const bool atenOp = std::any_of(s.aten.begin(), s.aten.end(), [](const Fact<std::string>& f) {
    return f.value == "aten._scaled_dot_product_efficient_attention_backward.default";
  });
  EXPECT_TRUE(atenOp);
  const bool sdpaLine = std::any_of(s.locations.begin(), s.locations.end(), [](const Fact<SourceLocation>& l) {
    return l.value.line == 158 && l.value.file.ends_with("sdpa_attention.py");
  });
  EXPECT_TRUE(sdpaLine);
  // "attn_output" is a pre-grad name output_code.py lists too; the FX graph has no such node.
  for (const auto& f : s.fxNodes) EXPECT_NE(f.value, "attn_output");
  // The MultiOutputs picking its results (op31..op33: buf31 = buf30[0], ...) have its facts, with a note
  // saying whose they are; a node that is not a MultiOutput never takes another's.
  for (const char* name : {"op31", "op32", "op33"}) {
    const Node* pick = g.findNode(name);
    ASSERT_NE(pick, nullptr);
    ASSERT_EQ(pick->irType, "MultiOutput");
    const NodeSource& p = map.node(pick->id);
    EXPECT_EQ(p.locations, s.locations) << name;
    EXPECT_EQ(p.fxNodes, s.fxNodes) << name;
    ASSERT_EQ(p.notes.size(), 1u) << name;
    EXPECT_EQ(p.notes[0], "a MultiOutput: the facts of op30, the call whose result it picks (buf30)");
  }
  for (const Node& other : g.nodes)
    for (const auto& note : map.node(other.id).notes)
      if (note.rfind("a MultiOutput", 0) == 0) {
        EXPECT_EQ(other.irType, "MultiOutput") << other.name;
      }
}

// GPT-2's op9 is an mm whose "Source Nodes" begin with the dropout backward that feeds it: the call's own
// FX node (mm_3) comes first, so its first line is the linear layer's addmm, not the dropout's line.
TEST(SourceMap, AnExternCallsOwnFxNodeComesFirst) {
  const Graph g = loadCaptureFolder(td::testCaptures() / "gpt2_train/0_backward_3.1");
  const SourceMap map = buildSourceMap(g);
  int checked = 0;
  for (const Node& n : g.nodes) {
    if (n.kind != NodeKind::Extern || n.kernel != "extern_kernels.mm") continue;
    const NodeSource& s = map.node(n.id);
    ASSERT_FALSE(s.fxNodes.empty()) << n.name;
    EXPECT_EQ(s.fxNodes.front().value.rfind("mm_", 0), 0u) << n.name << ": " << s.fxNodes.front().value;
    ASSERT_FALSE(s.aten.empty()) << n.name;
    EXPECT_EQ(s.aten.front().value, "aten.mm.default") << n.name;
    ++checked;
  }
  EXPECT_GE(checked, 10);
  const Node* op9 = g.findNode("op9");
  ASSERT_NE(op9, nullptr);
  ASSERT_FALSE(map.node(op9->id).locations.empty());
  EXPECT_NE(map.node(op9->id).locations.front().value.code.find("addmm"), std::string::npos);
}

TEST(SourceMap, KernelIsTheUnionInGraphOrder) {
  const Graph g = loadCaptureFolder(td::testCaptures() / "mlp_ln/0_inference_0.0");
  const SourceMap map = buildSourceMap(g);
  std::vector<NodeId> all;
  for (const Node& n : g.nodes) all.push_back(n.id);
  std::vector<NodeId> reversed(all.rbegin(), all.rend());
  const NodeSource k = map.kernel(reversed);
  EXPECT_EQ(k, map.kernel(all));  // member order does not matter: graph order does
  std::vector<std::string> expected;
  for (NodeId id : all)
    for (const auto& f : map.node(id).fxNodes)
      if (std::find(expected.begin(), expected.end(), f.value) == expected.end()) expected.push_back(f.value);
  std::vector<std::string> got;
  for (const auto& f : k.fxNodes) got.push_back(f.value);
  EXPECT_EQ(got, expected);
  EXPECT_TRUE(map.kernel({}).fxNodes.empty());
}

// Where the provenance file disagrees with fusion.log / output_code.py, its word is kept and a note says so.
TEST(SourceMap, ProvenanceWins) {
  const auto folder = td::testCaptures() / "mlp_ln/0_inference_0.0";
  CaptureFiles capture = readCaptureFolder(folder);
  const Graph original = loadCapture(capture);
  const SourceMap before = buildSourceMap(original);
  auto j = nlohmann::json::parse(capture.files.at(kProvenanceFile));
  // One FX node with a source line stands for every kernel call; every FX node gets a made-up user name.
  const auto fx = fxLocations(original.inductor.fxGraph);
  std::string stand;
  for (const auto& [name, locs] : fx)
    if (!locs.empty()) stand = name;
  ASSERT_FALSE(stand.empty());
  for (auto& [key, list] : j["cppCodeToPost"].items()) list = nlohmann::json::array({stand});
  for (auto& [key, list] : j["postToPre"].items()) list = nlohmann::json::array({"user_var_" + key});
  capture.files[kProvenanceFile] = j.dump();
  const Graph g = loadCapture(capture);
  ASSERT_TRUE(g.inductor.hasProvenance);
  const SourceMap map = buildSourceMap(g);

  int fromProvenance = 0, notes = 0;
  for (const Node& n : g.nodes) {
    const NodeSource& s = map.node(n.id);
    notes += static_cast<int>(s.notes.size());
    const bool provFx = std::any_of(s.fxNodes.begin(), s.fxNodes.end(), [](const auto& f) { return has(f.sources, SourceKind::Provenance); });
    if (provFx) {
      ++fromProvenance;
      ASSERT_EQ(s.fxNodes.size(), 1u) << n.name;
      EXPECT_EQ(s.fxNodes[0].value, stand);
      EXPECT_EQ(fileLines(s), fx.at(stand));
      // Before, this node's FX nodes came from somewhere else: the disagreement is noted.
      if (!before.node(n.id).fxNodes.empty() && before.node(n.id).fxNodes.size() != 1) {
        EXPECT_FALSE(s.notes.empty()) << n.name;
      }
    }
    for (const auto& p : s.preGrad) {
      if (has(p.sources, SourceKind::Provenance)) {
        EXPECT_EQ(p.value.rfind("user_var_", 0), 0u) << p.value;
      }
      if (!has(p.sources, SourceKind::Provenance) && !s.fxNodes.empty())
        ADD_FAILURE() << n.name << ": pre-grad name " << p.value << " kept although the provenance file disagrees";
    }
  }
  EXPECT_GT(fromProvenance, 0);
  EXPECT_GT(notes, 0);
  bool notedPreGrad = false;
  for (const auto& s : map.nodes)
    for (const auto& note : s.notes) notedPreGrad = notedPreGrad || note.find("pre-grad names of") != std::string::npos;
  EXPECT_TRUE(notedPreGrad);
}

TEST(SourceMap, MissingSourcesAreWarningsAndNothingBreaks) {
  CaptureFiles capture = readCaptureFolder(td::testCaptures() / "mlp_ln/0_inference_0.0");
  capture.files.erase(kProvenanceFile);
  capture.files.erase("fx_graph_readable.py");
  const Graph g = loadCapture(capture);
  EXPECT_TRUE(g.warnings.empty());
  const SourceMap map = buildSourceMap(g);
  ASSERT_EQ(map.warnings.size(), 2u);
  EXPECT_EQ(map.warnings[0].file, "fx_graph_readable.py");
  EXPECT_EQ(map.warnings[1].file, kProvenanceFile);
  // The lines are the stack traces fusion.log printed for each node (Inductor's own record of them).
  int withLines = 0;
  for (const auto& s : map.nodes) {
    withLines += !s.locations.empty();
    for (const auto& l : s.locations) EXPECT_EQ(l.sources, std::vector<SourceKind>{SourceKind::FusionLog});
  }
  EXPECT_GT(withLines, 0);
  EXPECT_NE(map.warnings[0].message.find("fusion.log's stack traces"), std::string::npos) << map.warnings[0].message;
  // fusion.log and output_code.py still name the FX nodes and the user's variables.
  EXPECT_TRUE(std::any_of(map.nodes.begin(), map.nodes.end(), [](const NodeSource& s) { return !s.fxNodes.empty(); }));
  EXPECT_TRUE(std::any_of(map.nodes.begin(), map.nodes.end(), [](const NodeSource& s) { return !s.preGrad.empty(); }));

  Graph bare;  // a graph with nothing but nodes (e.g. FuseScope JSON without the capture's files)
  bare.nodes.resize(3);
  for (int i = 0; i < 3; ++i) bare.nodes[static_cast<size_t>(i)].id = i;
  const SourceMap none = buildSourceMap(bare);
  EXPECT_EQ(none.nodes.size(), 3u);
  EXPECT_TRUE(none.kernel({0, 1, 2}).locations.empty());
}

// PyTorch 2.15 prints no `# File:` comment in a backward graph's fx_graph_readable.py ("No stacktrace found
// for following nodes"): the lines come from fusescope-capture's record of each FX node's line
// (fusescope_modules.json "lines", extern calls too) and, without it, from the stack traces fusion.log
// prints for each node. A Block's training step (scripts/version_programs.py block_train) on 2.15.0's CPU.
TEST(SourceMap, ABackwardPrintedWithoutFileCommentsStillHasItsLines) {
  const std::filesystem::path run = std::filesystem::path(FUSESCOPE_TEST_DATA) / "runs/block_train_2.15/torch_compile_debug";
  auto linesOf = [](const Graph& g, const SourceMap& map, SourceKind kind, int* externs) {
    int with = 0;
    for (size_t n = 0; n < map.nodes.size(); ++n) {
      const auto& locations = map.nodes[n].locations;
      if (locations.empty()) continue;
      ++with;
      *externs += g.nodes[n].kind == NodeKind::Extern;
      for (const auto& l : locations) {
        // Block.forward and attention lines of the program, each given by the expected source.
        EXPECT_TRUE(l.value.file.ends_with("/version_programs.py")) << l.value.file;
        EXPECT_TRUE(l.value.line >= 42 && l.value.line <= 48) << l.value.line;
        EXPECT_EQ(l.sources, std::vector<SourceKind>{kind}) << g.nodes[n].name;
      }
    }
    return with;
  };
  const Graph bwd = loadGraph(run, "model__0_backward_3.1");
  ASSERT_TRUE(bwd.inductor.hasFxGraph);
  EXPECT_EQ(bwd.inductor.fxGraph.find("# File:"), std::string::npos);
  EXPECT_EQ(bwd.nodes.size(), 32u);
  int externs = 0;
  EXPECT_EQ(linesOf(bwd, buildSourceMap(bwd), SourceKind::ModuleStacks, &externs), 31);
  EXPECT_GE(externs, 10);   // mm/bmm calls: no listing prints their stacks; the record has them

  // A capture made before fusescope-capture recorded lines: the fusion log's stack traces, for every node
  // the listings print (not the extern calls).
  testdata::ScratchDir dir("sources_215");
  std::filesystem::copy(run.parent_path(), dir.path / "run", std::filesystem::copy_options::recursive);
  for (const auto& f : std::filesystem::recursive_directory_iterator(dir.path / "run"))
    if (f.path().filename() == "fusescope_modules.json") {
      std::ifstream in(f.path());
      auto j = nlohmann::json::parse(in);
      ASSERT_TRUE(j.contains("lines"));
      j.erase("lines");
      std::ofstream(f.path()) << j.dump();
    }
  const Graph old = loadGraph(dir.path / "run/torch_compile_debug", "model__0_backward_3.1");
  externs = 0;
  EXPECT_EQ(linesOf(old, buildSourceMap(old), SourceKind::FusionLog, &externs), 19);
  EXPECT_EQ(externs, 0);
}

// Opened without fusion.log no node has origins: a node fused with others still gets the lines of its
// kernel (output_code.py's mapping of the kernel it is in), with a note that they are the kernel's, not
// necessarily its own. The GPT-2 backward: 31 nodes had lines without the log before, 49 now.
TEST(SourceMap, WithoutTheFusionLogAFusedNodeGetsItsKernelsLines) {
  LoadOptions noLog;
  noLog.ignoreFusionLog = true;
  const Graph g = loadGraph(td::testCaptures() / "gpt2_train/0_backward_3.1", {}, noLog);
  ASSERT_FALSE(g.inductor.hasFusionLog);
  const SourceMap map = buildSourceMap(g);
  int withLines = 0, kernelWide = 0;
  for (const NodeSource& s : map.nodes) {
    withLines += !s.locations.empty();
    const bool wide = std::any_of(s.notes.begin(), s.notes.end(), [](const std::string& n) { return n.find("of its whole kernel") != std::string::npos; });
    kernelWide += wide;
    if (wide) {
      EXPECT_FALSE(s.fxNodes.empty());
      for (const auto& f : s.fxNodes) EXPECT_EQ(f.sources, std::vector<SourceKind>{SourceKind::OutputCode}) << f.value;
    }
  }
  EXPECT_GE(withLines, 49);
  EXPECT_GT(kernelWide, 0);
  // With the log every node has its own lines, and none is given its kernel's.
  const Graph withLog = loadGraph(td::testCaptures() / "gpt2_train/0_backward_3.1");
  for (const NodeSource& s : buildSourceMap(withLog).nodes) {
    EXPECT_FALSE(s.locations.empty());
    for (const auto& n : s.notes) EXPECT_EQ(n.find("of its whole kernel"), std::string::npos) << n;
  }
}
