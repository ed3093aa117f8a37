// parseIrDump against the real captures (tests/data, and ../shared/captures when present), the seed-era
// fixture, and damaged input.
#include "import/ir_dump_importer.h"
#include "util/import_error.h"

#include "core/capture_test_data.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>

using namespace fusescope;
namespace td = fusescope::testdata;

namespace {

Graph load(const std::string& graph) {
  const auto file = td::testCaptures() / graph / "ir_pre_fusion.txt";
  return parseIrDump(td::readFile(file), file.string());
}

const Node& node(const Graph& g, const std::string& name) {
  const Node* n = g.findNode(name);
  if (!n) throw std::runtime_error("no node " + name);
  return *n;
}

const Buffer& buffer(const Graph& g, const std::string& name) {
  const Buffer* b = g.findBuffer(name);
  if (!b) throw std::runtime_error("no buffer " + name);
  return *b;
}

// Structural facts every imported graph must satisfy.
void expectConsistent(const Graph& g, const std::string& text, const std::string& label) {
  SCOPED_TRACE(label);
  EXPECT_EQ(static_cast<int>(g.nodes.size()), td::countHeaders(text));
  EXPECT_EQ(g.nodeByName.size(), g.nodes.size());
  EXPECT_EQ(g.bufferByName.size(), g.buffers.size());
  for (std::size_t i = 0; i < g.nodes.size(); ++i) {
    const Node& n = g.nodes[i];
    EXPECT_EQ(n.id, static_cast<NodeId>(i));
    EXPECT_GT(n.sourceLine, 0);
    EXPECT_FALSE(n.outputs.empty()) << n.name;
    for (BufferId b : n.outputs) EXPECT_EQ(g.buffers[static_cast<size_t>(b)].producer, n.id) << n.name;
    for (const auto* deps : {&n.writes, &n.unmetDeps, &n.metDeps}) {
      for (const Dependency& d : *deps) EXPECT_NE(g.findBuffer(d.name), nullptr) << n.name << " -> " << d.name;
    }
    if (n.kind == NodeKind::Scheduler && n.irType == "ComputedBuffer") {
      ASSERT_TRUE(n.body.has_value()) << n.name;
      EXPECT_EQ(n.body->blocks.front().name, "body");
      EXPECT_EQ(n.group.size(), 2u) << n.name;
    }
    EXPECT_FALSE(n.device.empty()) << n.name;
  }
  bool seenInput = false;
  for (std::size_t i = 0; i < g.buffers.size(); ++i) {
    const Buffer& b = g.buffers[i];
    EXPECT_EQ(b.id, static_cast<BufferId>(i));
    // Node outputs first, then graph inputs.
    if (b.isGraphInput) seenInput = true;
    EXPECT_EQ(b.isGraphInput, seenInput) << b.name;
    EXPECT_EQ(b.isGraphInput, b.producer == kNone) << b.name;
    if (!b.isGraphInput) {
      EXPECT_FALSE(b.layout.kind.empty()) << b.name;
    }
  }
  EXPECT_EQ(g.format, "ir_pre_fusion");
  EXPECT_TRUE(g.warnings.empty()) << g.warnings.front().message;
}

}  // namespace

TEST(IrDumpImporter, EveryTestCaptureMatchesItsHeaderCount) {
  const auto folders = td::graphFolders(td::testCaptures());
  ASSERT_GE(folders.size(), 10u);
  for (const auto& folder : folders) {
    const std::string text = td::readFile(folder / "ir_pre_fusion.txt");
    expectConsistent(parseIrDump(text, (folder / "ir_pre_fusion.txt").string()), text, td::graphName(folder));
  }
}

TEST(IrDumpImporter, EverySharedCaptureMatchesItsHeaderCount) {
  if (!td::haveSharedCaptures()) GTEST_SKIP() << "no shared captures at " << td::sharedCaptures();
  const auto folders = td::graphFolders(td::sharedCaptures());
  EXPECT_EQ(folders.size(), 16u);
  for (const auto& folder : folders) {
    const std::string text = td::readFile(folder / "ir_pre_fusion.txt");
    expectConsistent(parseIrDump(text, (folder / "ir_pre_fusion.txt").string()), text, td::graphName(folder));
  }
}

TEST(IrDumpImporter, LlamaBackwardHas776Nodes) {
  if (!td::haveSharedCaptures()) GTEST_SKIP() << "no shared captures at " << td::sharedCaptures();
  const auto file = td::sharedCaptures() / "llama_24l_train/0_backward_3.1/ir_pre_fusion.txt";
  const Graph g = parseIrDump(td::readFile(file), file.string());
  EXPECT_EQ(g.nodes.size(), 776u);
  EXPECT_EQ(node(g, "op775").writes.at(0).mode, "atomic_add");
}

TEST(IrDumpImporter, MutationCapture) {
  const Graph g = load("mutation/0_inference_0.0");
  ASSERT_EQ(g.nodes.size(), 9u);
  const Node& op0 = node(g, "op0");
  EXPECT_EQ(op0.sourceLine, 1);
  ASSERT_EQ(op0.metDeps.size(), 2u);  // the multi-line pformat list
  EXPECT_EQ(op0.metDeps[1].name, "arg1_1");
  EXPECT_EQ(op0.metDeps[1].index, "64*d0 + d1");
  EXPECT_EQ(op0.metDeps[1].ranges, (std::vector<NamedExpr>{{"d0", "64"}, {"d1", "64"}}));

  const Node& op1 = node(g, "op1");
  ASSERT_EQ(op1.writes.size(), 1u);
  EXPECT_EQ(op1.writes[0].index, "d1 + 64*tmp0");
  ASSERT_EQ(op1.unmetDeps.size(), 1u);
  EXPECT_EQ(op1.unmetDeps[0].kind, DepKind::Star);
  EXPECT_EQ(op1.unmetDeps[0].name, "buf0");
  EXPECT_EQ(op1.unmetDeps[0].mode, "");
  const Buffer& buf1 = buffer(g, "buf1");
  EXPECT_EQ(buf1.layout.kind, "MutationLayoutSHOULDREMOVE");
  EXPECT_EQ(buf1.mutations, std::vector<std::string>{"buf0"});
  ASSERT_EQ(buf1.users.size(), 4u);
  EXPECT_EQ(buf1.users[1].node, "op4");
  EXPECT_TRUE(buf1.users[1].canInplace);
  EXPECT_TRUE(buf1.users[2].isWeak);
  EXPECT_EQ(buf1.users[2].nodeType, "SchedulerNode");
  ASSERT_TRUE(op1.body);
  EXPECT_EQ(op1.body->indices[1], (NamedExpr{"index1", "64*indirect0 + p1"}));
  EXPECT_EQ(op1.body->blocks[0].lines[2], "set_indirect0 = self.set_indirect0(load)");

  const Node& op6 = node(g, "op6");
  ASSERT_EQ(op6.unmetDeps.size(), 3u);
  EXPECT_EQ(op6.unmetDeps[1].kind, DepKind::Weak);
  EXPECT_EQ(op6.unmetDeps[1].name, "buf1");
  EXPECT_EQ(op6.unmetDeps[1].mutatingBuf, "buf6");
  EXPECT_TRUE(op6.unmetDeps[1].isFake);
  EXPECT_EQ(buffer(g, "buf6").mutations, std::vector<std::string>{"arg0_1"});
  EXPECT_EQ(buffer(g, "buf8").mutations, std::vector<std::string>{"arg1_1"});

  EXPECT_EQ(g.graphInputs, (std::vector<std::string>{"arg0_1", "arg1_1", "arg2_1"}));
  EXPECT_EQ(g.graphOutputs, (std::vector<std::string>{"buf2", "buf4", "buf6", "buf8"}));
  const Buffer& arg2 = buffer(g, "arg2_1");
  EXPECT_TRUE(arg2.isGraphInput);
  EXPECT_EQ(arg2.layout.dtype, "torch.int64");
  EXPECT_EQ(arg2.layout.size, std::vector<std::string>{"3"});
  EXPECT_EQ(buffer(g, "buf3").layout.size, std::vector<std::string>{});  // a scalar

  const Node& op3 = node(g, "op3");
  EXPECT_EQ(op3.group, (std::vector<std::string>{"1", "512"}));
  EXPECT_EQ(op3.iterSizes, std::vector<std::string>{});
  EXPECT_EQ(op3.reduceSizes, std::vector<std::string>{"512"});
  EXPECT_TRUE(op3.isReduction());
  EXPECT_EQ(op3.writes[0].index, "0");
  EXPECT_TRUE(op3.writes[0].ranges.empty());
}

TEST(IrDumpImporter, IndirectCaptureKeepsAtomicAdd) {
  const Graph g = load("indirect/0_inference_0.0");
  const Node& op2 = node(g, "op2");
  ASSERT_EQ(op2.writes.size(), 1u);
  EXPECT_EQ(op2.writes[0].index, "d1 + 64*tmp0");
  EXPECT_EQ(op2.writes[0].mode, "atomic_add");
  EXPECT_EQ(op2.writes[0].ranges, (std::vector<NamedExpr>{{"d0", "4096"}, {"d1", "64"}}));
  ASSERT_EQ(op2.unmetDeps.size(), 1u);
  EXPECT_EQ(op2.unmetDeps[0].kind, DepKind::Star);
  EXPECT_EQ(op2.unmetDeps[0].mode, "atomic_add");
  const auto& lines = op2.body->blocks[0].lines;
  EXPECT_NE(std::find(lines.begin(), lines.end(), "store = ops.store('buf2', get_index_2, load_1, 'atomic_add')"), lines.end());
}

TEST(IrDumpImporter, DynamicShapesStaySymbolic) {
  const Graph g = load("mlp_dynamic/1_inference_0.0");
  const Node& op1 = node(g, "op1");
  EXPECT_EQ(op1.groupText, "(s77, 2048)");
  EXPECT_EQ(op1.group, (std::vector<std::string>{"s77", "2048"}));
  EXPECT_EQ(op1.iterSizes, std::vector<std::string>{"s77"});
  EXPECT_EQ(op1.writes[0].ranges, (std::vector<NamedExpr>{{"d0", "s77"}}));
  EXPECT_EQ(op1.body->varRanges, (std::vector<NamedExpr>{{"p0", "s77"}, {"p1", "2048"}}));
  EXPECT_EQ(buffer(g, "buf1").layout.stride, (std::vector<std::string>{"1", "s77"}));
  const Node& op0 = node(g, "op0");
  EXPECT_EQ(op0.kind, NodeKind::Extern);
  EXPECT_EQ(op0.kernel, "extern_kernels.addmm");
  EXPECT_EQ(op0.device, "cuda:0");
  EXPECT_FALSE(op0.body.has_value());
  EXPECT_EQ(op0.metDeps.size(), 3u);
  EXPECT_EQ(op0.metDeps[2].name, "arg3_1");
}

TEST(IrDumpImporter, CpuGroupForm) {
  const Graph g = load("mlp_cpu/0_inference_0.0");
  const Node& op1 = node(g, "op1");
  EXPECT_EQ(op1.device, "cpu");
  EXPECT_EQ(op1.groupText, "((32,), (1024,))");
  EXPECT_EQ(op1.group, (std::vector<std::string>{"(32,)", "(1024,)"}));
  EXPECT_EQ(op1.writes[0].index, "c0");
  const Node& op4 = node(g, "op4");
  EXPECT_EQ(op4.groupText, "((32, 1024), ())");
  EXPECT_EQ(op4.iterSizes, (std::vector<std::string>{"32", "1024"}));
  EXPECT_EQ(buffer(g, "buf0").layout.device, "cpu");
}

TEST(IrDumpImporter, MultiTemplateBuffer) {
  const Graph g = load("mm_epilogue_autotune/0_inference_0.0");
  const Node& op0 = node(g, "op0");
  EXPECT_EQ(op0.kind, NodeKind::Scheduler);
  EXPECT_EQ(op0.irType, "MultiTemplateBuffer");
  EXPECT_TRUE(op0.isTemplate());
  EXPECT_FALSE(op0.body.has_value());
  EXPECT_EQ(op0.groupText, "(262144, 1)");
  EXPECT_EQ(buffer(g, "buf0").irType, "MultiTemplateBuffer");
  EXPECT_EQ(buffer(g, "buf0").layout.dtype, "torch.float16");
  EXPECT_TRUE(buffer(g, "buf0").users[0].canInplace);
}

TEST(IrDumpImporter, Gpt2BackwardSubblocksAndExpressions) {
  const Graph g = load("gpt2_train/0_backward_3.1");
  const Node& op34 = node(g, "op34");
  ASSERT_TRUE(op34.body);
  std::vector<std::string> blocks;
  for (const auto& b : op34.body->blocks) blocks.push_back(b.name);
  EXPECT_EQ(blocks, (std::vector<std::string>{"body", "masked_subblock1", "masked_subblock2", "masked_subblock3"}));
  EXPECT_EQ(op34.body->blocks[1].lines,
            (std::vector<std::string>{"get_index = self.get_index('index1')", "load = ops.load('buf31', get_index)", "return load"}));
  ASSERT_EQ(op34.unmetDeps.size(), 3u);
  EXPECT_EQ(op34.unmetDeps[0].index, "32768*d0 + 256*d1 + ((d2))");
  EXPECT_EQ(op34.unmetDeps[1].index, "32768*d0 + 256*d1 + (ModularIndexing((d2 - 256), 1, 256))");
  EXPECT_EQ(op34.metDeps[0].index,
            "32768*d0 + 64*d1 + (ModularIndexing((d2 - 512), 1, 64)) + 8192*(ModularIndexing((d2 - 512), 64, 4))");

  const Node& op31 = node(g, "op31");
  EXPECT_EQ(op31.irType, "MultiOutput");
  EXPECT_EQ(op31.kernel, "");  // `op31.node.kernel = None`
  EXPECT_EQ(op31.writes[0].kind, DepKind::Star);
  const Node& op85 = node(g, "op85");
  EXPECT_EQ(op85.writes[0].mode, "atomic_add");
  EXPECT_EQ(op85.unmetDeps.back().mode, "atomic_add");
}

TEST(IrDumpImporter, MultiOutputLayoutDevice) {
  if (!td::haveSharedCaptures()) GTEST_SKIP() << "no shared captures at " << td::sharedCaptures();
  // resnet18 / convnext backward print `MultiOutputLayout(device=device(type='cuda', index=0))`.
  bool found = false;
  for (const auto& folder : td::graphFolders(td::sharedCaptures())) {
    const Graph g = parseIrDump(td::readFile(folder / "ir_pre_fusion.txt"), "x");
    for (const Buffer& b : g.buffers) {
      if (b.layout.kind != "MultiOutputLayout") continue;
      found = true;
      EXPECT_EQ(b.layout.device, "cuda:0") << b.name;
      EXPECT_EQ(b.layout.text, "MultiOutputLayout(device=device(type='cuda', index=0))");
    }
  }
  EXPECT_TRUE(found);
}

TEST(IrDumpImporter, ScanLineKept) {
  const Graph g = load("reductions/0_inference_0.0");
  const auto& lines = node(g, "op7").body->blocks[0].lines;
  EXPECT_NE(std::find(lines.begin(), lines.end(), "scan1 = self.scan1((torch.float32,), (load,))"), lines.end());
}

TEST(IrDumpImporter, SeedDebugStrFormat) {
  const auto file = std::filesystem::path(FUSESCOPE_TEST_DATA) / "seed_format/ir_pre_fusion.txt";
  const std::string text = td::readFile(file);
  const Graph g = parseIrDump(text, file.string());
  EXPECT_EQ(g.format, "seed_debug_str");
  ASSERT_EQ(g.nodes.size(), 5u);
  EXPECT_EQ(static_cast<int>(g.nodes.size()), td::countHeaders(text));
  EXPECT_TRUE(g.warnings.empty());

  const Node& buf0 = node(g, "buf0");
  EXPECT_EQ(buf0.kind, NodeKind::Scheduler);
  EXPECT_EQ(buf0.writes[0].index, "c0");
  EXPECT_EQ(buf0.writes[0].mode, "");  // seed-era MemoryDep has no mode
  EXPECT_EQ(buf0.seedUsers, (std::vector<std::string>{"buf1", "buf2"}));
  ASSERT_EQ(buf0.outputs.size(), 1u);
  const Buffer& b0 = g.buffers[static_cast<size_t>(buf0.outputs[0])];
  EXPECT_EQ(b0.name, "buf0");  // the node is its own buffer
  EXPECT_EQ(b0.producer, buf0.id);
  EXPECT_EQ(b0.users[1].nodeType, "ExternKernelSchedulerNode");
  EXPECT_FALSE(b0.users[1].isWeak);
  EXPECT_EQ(buf0.body->varRanges, (std::vector<NamedExpr>{{"z0", "4096"}}));

  EXPECT_TRUE(node(g, "buf1").isReduction());
  EXPECT_EQ(node(g, "buf2").kind, NodeKind::Extern);
  EXPECT_EQ(node(g, "buf2").kernel, "extern_kernels.mm");
  EXPECT_EQ(node(g, "buf2").unmetDeps[0].kind, DepKind::Star);
  EXPECT_EQ(node(g, "buf3").kind, NodeKind::Nop);

  const Node& buf4 = node(g, "buf4");
  ASSERT_EQ(buf4.unmetDeps.size(), 3u);
  EXPECT_EQ(buf4.unmetDeps[2].kind, DepKind::Weak);
  EXPECT_EQ(buf4.unmetDeps[2].mutatingBuf, "");
  EXPECT_EQ(buffer(g, "buf4").mutations, std::vector<std::string>{"arg0_1"});
  EXPECT_EQ(buffer(g, "buf4").aliases, std::vector<std::string>{"buf2"});
  EXPECT_EQ(g.graphInputs, (std::vector<std::string>{"arg0_1", "arg1_1", "arg2_1"}));
  EXPECT_EQ(g.graphOutputs, (std::vector<std::string>{"buf1", "buf4"}));
}

TEST(IrDumpImporter, UnknownKindsAndFieldsAreKeptWithWarnings) {
  const std::string text =
      "op0: FancySchedulerNode(ComputedBuffer)\n"
      "op0.writes = [MemoryDep('buf0', d0, {d0: 8}), FutureDep('buf0', 1)]\n"
      "op0.unmet_dependencies = []\n"
      "op0.met_dependencies = []\n"
      "op0.outputs = [\n"
      "    buf0: ComputedBuffer\n"
      "    buf0.layout = FixedLayout('cuda:0', torch.float32, size=[8], stride=[1])\n"
      "    buf0.color = 'blue'\n"
      "    buf0.users = [NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)]\n"
      "]\n"
      "op0.new_field = (1, 2)\n";
  const Graph g = parseIrDump(text, "unknown.txt");
  ASSERT_EQ(g.nodes.size(), 1u);
  EXPECT_EQ(g.nodes[0].kind, NodeKind::Unknown);
  EXPECT_EQ(g.nodes[0].typeName, "FancySchedulerNode");
  EXPECT_EQ(g.nodes[0].writes.size(), 1u);
  const auto& extra = g.nodes[0].extra;
  ASSERT_EQ(extra.size(), 3u);
  EXPECT_EQ(extra[0], (OpaqueField{"writes", "FutureDep('buf0', 1)"}));
  EXPECT_EQ(extra[1], (OpaqueField{"buf0.color", "'blue'"}));
  EXPECT_EQ(extra[2], (OpaqueField{"new_field", "(1, 2)"}));
  ASSERT_EQ(g.warnings.size(), 4u);
  EXPECT_EQ(g.warnings[0].line, 1);
  EXPECT_EQ(g.warnings[3].line, 11);
  EXPECT_EQ(g.warnings[3].file, "unknown.txt");
}

// A field every node of a newer release prints is one warning per graph, not one per node; the fields the
// modelled releases print (2.13's input distances) are known and give none.
TEST(IrDumpImporter, AnUnknownFieldIsOneWarningPerGraphAndReleaseFieldsNone) {
  // A real 2.13 dump (every node prints .min_input_distance / .max_input_distance), and a field no modelled
  // release prints added to every node, as a later release would.
  const auto file = std::filesystem::path(FUSESCOPE_TEST_DATA) / "versions/2.13.0/mlp_train/torch_compile_debug" /
                    "run_2026_11_28_23_12_06_991572-pid_4222/torchinductor/model__0_backward_3.1/ir_pre_fusion.txt";
  const std::string clean = td::readFile(file);
  const Graph g213 = parseIrDump(clean, file.string());
  EXPECT_TRUE(g213.warnings.empty());
  ASSERT_FALSE(g213.nodes.empty());
  EXPECT_EQ(g213.nodes[0].extra.front().key, "min_input_distance");
  std::string later;
  std::istringstream in(clean);
  int added = 0, firstLine = 0, lineNo = 0;
  for (std::string l; std::getline(in, l);) {
    later += l + "\n";
    ++lineNo;
    const auto dot = l.find(".max_input_distance = ");  // one line, after the dependencies
    if (dot != std::string::npos && l.front() != ' ') {
      later += l.substr(0, dot) + ".future_field = 'x'\n";
      ++lineNo;
      if (added++ == 0) firstLine = lineNo;
    }
  }
  ASSERT_GT(added, 3);
  const Graph g = parseIrDump(later, "later.txt");
  ASSERT_EQ(g.warnings.size(), 1u);
  EXPECT_NE(g.warnings[0].message.find("future_field on " + std::to_string(added) + " node(s)"), std::string::npos)
      << g.warnings[0].message;
  EXPECT_EQ(g.warnings[0].line, firstLine);
}

namespace {

// Either an ImportError with a line, or (only when cut exactly between nodes) the nodes before the cut.
void expectTruncationHandled(const std::string& text, std::size_t cut, const std::string& label) {
  SCOPED_TRACE(label + " cut at " + std::to_string(cut));
  const std::string_view prefix(text.data(), cut);
  try {
    const Graph g = parseIrDump(prefix, "t.txt");
    std::string_view rest = std::string_view(text).substr(cut);
    while (!rest.empty() && rest.front() == '\n') rest.remove_prefix(1);
    EXPECT_TRUE(rest.empty() || td::countHeaders(rest.substr(0, rest.find('\n') + 1)) == 1)
        << "a truncated dump parsed although the cut is inside a node";
    EXPECT_EQ(static_cast<int>(g.nodes.size()), td::countHeaders(prefix));
    // A cut inside a line is never silent.
    if (!prefix.empty() && prefix.back() != '\n')
      EXPECT_TRUE(std::any_of(g.warnings.begin(), g.warnings.end(),
                              [](const Diagnostic& d) { return d.message.find("may have been cut") != std::string::npos; }));
  } catch (const ImportError& e) {
    EXPECT_GT(e.line(), 0) << e.what();
    EXPECT_EQ(e.file(), "t.txt");
    // A cut inside a line is said as the cut ("unrecognised line `buf133.users`" named nothing).
    if (!prefix.empty() && prefix.back() != '\n' && e.line() >= static_cast<int>(std::count(prefix.begin(), prefix.end(), '\n')) + 1)
      EXPECT_NE(std::string(e.what()).find("the file ends in the middle of a line"), std::string::npos) << e.what();
  }
}

}  // namespace

TEST(IrDumpImporter, ACutInsideARecordNamesTheNode) {
  const std::string text = td::readFile(td::testCaptures() / "gpt2_train/0_backward_3.1/ir_pre_fusion.txt");
  const std::size_t at = text.find("op20.unmet_dependencies");
  ASSERT_NE(at, std::string::npos);
  try {
    parseIrDump(std::string_view(text).substr(0, at + 16), "ir_pre_fusion.txt");
    ADD_FAILURE() << "a dump cut inside op20's record parsed";
  } catch (const ImportError& e) {
    EXPECT_NE(std::string(e.what()).find("the file ends in the middle of a line, inside op20's record (truncated?)"), std::string::npos)
        << e.what();
  }
}

TEST(IrDumpImporter, TruncatedFilesGiveErrorsWithLines) {
  for (const auto& folder : td::graphFolders(td::testCaptures())) {
    const std::string text = td::readFile(folder / "ir_pre_fusion.txt");
    for (int k = 1; k < 40; ++k) {
      const std::size_t cut = text.size() * static_cast<std::size_t>(k) / 40;
      expectTruncationHandled(text, cut, td::graphName(folder));
      const std::size_t lineCut = text.rfind('\n', cut);
      if (lineCut != std::string::npos) expectTruncationHandled(text, lineCut + 1, td::graphName(folder));
    }
  }
}

TEST(IrDumpImporter, GarbageAndUnrelatedFilesAreRejected) {
  auto expectError = [](const std::string& text, const std::string& label) {
    SCOPED_TRACE(label);
    try {
      parseIrDump(text, "bad.txt");
      ADD_FAILURE() << "no error";
    } catch (const ImportError& e) {
      EXPECT_GT(e.line(), 0) << e.what();
      EXPECT_NE(std::string(e.what()).find("bad.txt:"), std::string::npos);
    }
  };
  expectError("hello world\n", "prose");
  expectError("{\"nodes\": []}\n", "json");
  expectError(td::readFile(td::testCaptures() / "mlp_ln/0_inference_0.0/output_code.py"), "python");
  expectError(td::readFile(td::testCaptures() / "mlp_ln/0_inference_0.0/fusion.log"), "log");
  expectError(std::string("op0: SchedulerNode(ComputedBuffer)\nop0.writes = [\0\0\0]\n", 45), "binary");
  expectError("op0: SchedulerNode(ComputedBuffer)\nop0.writes = [MemoryDep('buf0', d0, {d0: 8)]\n", "mismatched bracket");
  expectError("op0: SchedulerNode(ComputedBuffer)\nop1.writes = []\n", "field of another node");

  // Corrupt one line in the middle of a real dump: the error names that line.
  std::string text = td::readFile(td::testCaptures() / "mutation/0_inference_0.0/ir_pre_fusion.txt");
  const std::size_t at = text.find("op4.unmet_dependencies");
  text.replace(at, 3, "#$%");
  try {
    parseIrDump(text, "bad.txt");
    ADD_FAILURE() << "no error";
  } catch (const ImportError& e) {
    EXPECT_EQ(e.line(), 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n')));
  }
  // Empty input names the file without a line.
  try {
    parseIrDump("", "empty.txt");
    ADD_FAILURE() << "no error";
  } catch (const ImportError& e) {
    EXPECT_EQ(e.file(), "empty.txt");
  }
}

TEST(IrDumpImporter, RandomBytesNeverCrash) {
  // A fixed pseudo-random generator keeps the test reproducible.
  std::uint32_t state = 12345;
  auto next = [&] { return state = state * 1664525u + 1013904223u; };
  const std::string base = td::readFile(td::testCaptures() / "gpt2_train/0_backward_3.1/ir_pre_fusion.txt");
  for (int round = 0; round < 200; ++round) {
    std::string text = base.substr(0, 20000);
    for (int k = 0; k < 5; ++k) text[next() % text.size()] = static_cast<char>(32 + next() % 95);
    try {
      parseIrDump(text, "fuzz.txt");
    } catch (const ImportError& e) {
      EXPECT_GT(e.line(), 0) << e.what();
    }
  }
}
