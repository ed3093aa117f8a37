// parseFusionLog against the real TORCH_LOGS=+fusion logs, with and without the glog prefix.
#include "import/fusion_log_importer.h"
#include "util/import_error.h"

#include "core/capture_test_data.h"

#include <gtest/gtest.h>

using namespace fusescope;
namespace td = fusescope::testdata;

namespace {

FusionLogRecord load(const std::string& graph) {
  const auto file = td::testCaptures() / graph / "fusion.log";
  return parseFusionLog(td::readFile(file), file.string());
}

// The same counts `grep -c` gives on the log.
void expectGrepCounts(const std::filesystem::path& folder) {
  SCOPED_TRACE(td::graphName(folder));
  const std::string text = td::readFile(folder / "fusion.log");
  const FusionLogRecord r = parseFusionLog(text, "fusion.log");
  const int benchmarks = td::countLinesContaining(text, "fuse (benchmark)");
  // Lines with the log prefix (`...] [__fusion] fusing op1 with op2`) or without it (trimmed logs).
  int fused = td::countLinesContaining(text, "] fusing ");
  for (size_t at = 0; (at = text.find("fusing ", at)) != std::string::npos; ++at)
    if (at == 0 || text[at - 1] == '\n') ++fused;
  const int rejected = td::countLinesContaining(text, "cannot fuse ") - td::countLinesContaining(text, "cannot fuse (benchmark)");
  int fusedSeen = 0, rejectedSeen = 0;
  for (const auto& d : r.decisions) (d.fused ? fusedSeen : rejectedSeen)++;
  EXPECT_EQ(fusedSeen, fused);
  EXPECT_EQ(rejectedSeen, rejected);
  EXPECT_EQ(static_cast<int>(r.benchmarks.size()), benchmarks);
  EXPECT_EQ(r.rounds, td::countLinesContaining(text, "===== attempting fusion ("));
  EXPECT_TRUE(r.warnings.empty());
  for (const auto& d : r.decisions) {
    EXPECT_GT(d.line, 0);
    EXPECT_FALSE(d.node1.empty());
    EXPECT_FALSE(d.node2.empty());
    if (!d.fused) {
      EXPECT_FALSE(d.reason.empty()) << d.line;
    }
  }
}

}  // namespace

TEST(FusionLogImporter, DecisionCountsMatchGrepOnTestCaptures) {
  for (const auto& folder : td::graphFolders(td::testCaptures())) expectGrepCounts(folder);
}

TEST(FusionLogImporter, DecisionCountsMatchGrepOnSharedCaptures) {
  if (!td::haveSharedCaptures()) GTEST_SKIP() << "no shared captures at " << td::sharedCaptures();
  const auto folders = td::graphFolders(td::sharedCaptures());
  EXPECT_EQ(folders.size(), 16u);
  for (const auto& folder : folders) expectGrepCounts(folder);
}

TEST(FusionLogImporter, MlpLnDecisionsInOrder) {
  const FusionLogRecord r = load("mlp_ln/0_inference_0.0");
  EXPECT_EQ(r.rounds, 2);
  ASSERT_EQ(r.decisions.size(), 3u);
  EXPECT_EQ(r.decisions[0], (RecordedDecision{1, "op1", "op2", true, "", 11}));
  EXPECT_EQ(r.decisions[1], (RecordedDecision{1, "op4", "op5", true, "", 12}));
  EXPECT_EQ(r.decisions[2].node1, "op1_op2");  // later fusions name fused nodes
  EXPECT_EQ(r.decisions[2].node2, "op4_op5");
  EXPECT_TRUE(r.foreachGroups.empty());
  ASSERT_FALSE(r.origins.empty());
  EXPECT_EQ(r.origins[0].first, "op1");
  EXPECT_EQ(r.origins[0].second, std::vector<std::string>{"var_mean"});
}

TEST(FusionLogImporter, RejectionsKeepInductorsReason) {
  const FusionLogRecord r = load("adam_foreach/0_inference_0.0");
  ASSERT_FALSE(r.decisions.empty());
  const RecordedDecision& first = r.decisions.front();
  EXPECT_FALSE(first.fused);
  EXPECT_EQ(first.round, 1);
  EXPECT_EQ(first.node1, "op63");
  EXPECT_EQ(first.node2, "op50_op51_op52_op53_op54_op55_op56_op57_op58_op59");
  EXPECT_EQ(first.reason, "candidate producer is not dep of any foreach consumer");
  bool mismatch = false;
  for (const auto& d : r.decisions) mismatch |= d.reason == "numel/rnumel mismatch (non-reduce) (1, 65536), (1, 1)";
  EXPECT_TRUE(mismatch);
  // The listing after `===== fusion complete` is outside any numbered round.
  EXPECT_EQ(r.decisions.back().round, 0);
  EXPECT_EQ(r.rounds, 2);
}

TEST(FusionLogImporter, ForeachGroupsFromFirstListing) {
  const FusionLogRecord r = load("adam_foreach/0_inference_0.0");
  ASSERT_EQ(r.foreachGroups.size(), 4u);
  EXPECT_EQ(r.foreachGroups[1].name, "op0_op1_op2_op3_op4_op5_op6_op7_op8_op9");
  EXPECT_EQ(r.foreachGroups[1].members.front(), "op0");
  EXPECT_EQ(r.foreachGroups[1].members.back(), "op9");
  EXPECT_EQ(r.foreachGroups[3].members.size(), 10u);
  for (const auto& g : r.foreachGroups) EXPECT_EQ(g.source, "fusion.log");
  // Origins of foreach members come from the escaped strings of the snodes list.
  bool found = false;
  for (const auto& [node, origins] : r.origins) {
    if (node == "op0") {
      found = true;
      EXPECT_EQ(origins, std::vector<std::string>{"_foreach_add"});
    }
  }
  EXPECT_TRUE(found);
}

TEST(FusionLogImporter, BenchmarkVerdicts) {
  const FusionLogRecord r = load("mm_epilogue_autotune/0_inference_0.0");
  ASSERT_EQ(r.benchmarks.size(), 1u);
  const RecordedBenchmark& b = r.benchmarks[0];
  EXPECT_TRUE(b.fused);
  EXPECT_EQ(b.round, 1);
  EXPECT_EQ(b.buffers1, std::vector<std::string>{"buf0"});
  EXPECT_EQ(b.buffers2, std::vector<std::string>{"buf1"});
  EXPECT_EQ(b.detail, "1.225x speedup");
  ASSERT_EQ(r.decisions.size(), 1u);
  EXPECT_EQ(r.decisions[0].node1, "op0");
  EXPECT_TRUE(r.decisions[0].fused);
  // The autotuning traceback in the middle of the log is ignored.
  const FusionLogRecord slow = parseFusionLog(
      "cannot fuse (benchmark): fusing OrderedSet(['buf3', 'buf4']) with OrderedSet(['buf5']) cause \x1b[31m1.500\x1b[39mx slowdown\n",
      "x.log");
  ASSERT_EQ(slow.benchmarks.size(), 1u);
  EXPECT_FALSE(slow.benchmarks[0].fused);
  EXPECT_EQ(slow.benchmarks[0].buffers1, (std::vector<std::string>{"buf3", "buf4"}));
  EXPECT_EQ(slow.benchmarks[0].detail, "1.500x slowdown");
}

TEST(FusionLogImporter, PrefixIsOptional) {
  // Strip the glog prefix from every line: the record must be the same.
  const std::string text = td::readFile(td::testCaptures() / "gpt2_train/0_backward_3.1/fusion.log");
  std::string bare;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string_view line(text.data() + start, end - start);
    const std::size_t tag = line.find("[__fusion] ");
    bare.append(tag == std::string_view::npos ? line : line.substr(tag + 11));
    bare.push_back('\n');
    start = end + 1;
  }
  const FusionLogRecord a = parseFusionLog(text, "a");
  const FusionLogRecord b = parseFusionLog(bare, "b");
  EXPECT_EQ(a.decisions, b.decisions);
  EXPECT_EQ(a.rounds, b.rounds);
  EXPECT_EQ(a.origins, b.origins);
  EXPECT_EQ(a.decisions.size(), 164u);
}

TEST(FusionLogImporter, UnrelatedLinesIgnoredAndUnrelatedFilesRejected) {
  const FusionLogRecord r = parseFusionLog(
      "I1121 00:00:00.000000 1 torch/_dynamo/eval_frame.py:1] [0/0] compiling\n"
      "some random text\n"
      "V1121 23:58:11.862000 1955 torch/_inductor/scheduler.py:4369] [0/0] [__fusion] fusing op1 with op2\n"
      "fusing is fun with friends and family\n",
      "mixed.log");
  ASSERT_EQ(r.decisions.size(), 1u);
  EXPECT_EQ(r.decisions[0].line, 3);
  try {
    parseFusionLog("hello\nworld\n", "hello.log");
    ADD_FAILURE() << "no error";
  } catch (const ImportError& e) {
    EXPECT_EQ(e.line(), 1);
    EXPECT_EQ(e.file(), "hello.log");
  }
  EXPECT_THROW(parseFusionLog(std::string("fusing a with b\n\0", 17), "bin.log"), ImportError);
}

TEST(FusionLogImporter, TruncatedLogWarns) {
  const std::string text = td::readFile(td::testCaptures() / "mutation/0_inference_0.0/fusion.log");
  for (int k = 1; k < 20; ++k) {
    const std::size_t cut = text.size() * static_cast<std::size_t>(k) / 20;
    try {
      const FusionLogRecord r = parseFusionLog(std::string_view(text).substr(0, cut), "t.log");
      EXPECT_FALSE(r.warnings.empty()) << "cut at " << cut;
    } catch (const ImportError& e) {
      EXPECT_GT(e.line(), 0);
    }
  }
}

// The stack traces inside a candidate listing's node repr: frames outermost first with their code lines;
// a code line holding a quote comes in the other quote character, a frame FX printed without code is kept
// without it, and only the node's first listing counts. Of its further blocks (one per FX node) only those
// ending in torch's own code are kept: their callers are the user's lines (source/user_callers.h).
TEST(FusionLogImporter, StackTracesOfEachNodesFirstListing) {
  const std::string prefix = "V1127 11:14:53.180000 580 torch/_inductor/scheduler.py:4609] [0/0] [__fusion]   ";
  const std::string text =
      "V1127 11:14:53.170000 580 torch/_inductor/scheduler.py:4607] [0/0] [__fusion] fuse_nodes_once, candidates:\n" + prefix +
      "SchedulerNode(name='op2'), Reduction(['[128]', 'sum', 'origins=OrderedSet([sum_1])', 'stack_traces = {', "
      "'  File \"/x/generic.py\", line 939, in wrapper', '    output = func(self, *args, **kwargs)', "
      "'  File \"/x/modeling_llama.py\", line 403, in forward', '    hidden_states = decoder_layer(', "
      "'  File \"/x/modeling_llama.py\", line 12, in helper', "
      "'  File \"/x/modeling_llama.py\", line 66, in forward', \"    return x['key'] * 2\", '', '}', "
      "'stack_traces = {', '  File \"/x/other.py\", line 1, in f', '    y()', '', '}', "
      "'stack_traces = {', '  File \"/x/other.py\", line 2, in f', '    g(y)', "
      "'  File \"/v/site-packages/torch/nn/functional.py\", line 7, in g', '    return h(y)', '', '}'])\n" + prefix +
      "SchedulerNode(name='op3'), Pointwise(['[2]', 'origins=OrderedSet([add])'])\n" + prefix +
      "SchedulerNode(name='op2'), Reduction(['stack_traces = {', '  File \"/x/late.py\", line 5, in g', '    z()', '', '}'])\n"
      "V1127 11:14:53.190000 580 torch/_inductor/scheduler.py:4369] [0/0] [__fusion] fusing op2 with op3\n";
  const FusionLogRecord record = parseFusionLog(text, "fusion.log");
  ASSERT_EQ(record.stacks.size(), 1u);   // op3 has none; op2's second listing is not read
  EXPECT_EQ(record.stacks[0].first, "op2");
  // op2's own block; of other.py:1's block only its innermost frame (the FX node's line, which a graph
  // printed without `# File:` comments needs); the one that ends in torch whole (its caller is the user's line).
  ASSERT_EQ(record.stacks[0].second.size(), 3u);
  EXPECT_EQ(record.stacks[0].second[1], (std::vector<StackFrame>{{"/x/other.py", 1, "f", "y()"}}));
  EXPECT_EQ(record.stacks[0].second[2],
            (std::vector<StackFrame>{{"/x/other.py", 2, "f", "g(y)"}, {"/v/site-packages/torch/nn/functional.py", 7, "g", "return h(y)"}}));
  const std::vector<StackFrame>& stack = record.stacks[0].second[0];
  ASSERT_EQ(stack.size(), 4u);
  EXPECT_EQ(stack[0], (StackFrame{"/x/generic.py", 939, "wrapper", "output = func(self, *args, **kwargs)"}));
  EXPECT_EQ(stack[1], (StackFrame{"/x/modeling_llama.py", 403, "forward", "hidden_states = decoder_layer("}));
  EXPECT_EQ(stack[2], (StackFrame{"/x/modeling_llama.py", 12, "helper", ""}));
  EXPECT_EQ(stack[3], (StackFrame{"/x/modeling_llama.py", 66, "forward", "return x['key'] * 2"}));
}

// Every traced node of a real capture keeps its trace through loading, and the trace ends in the user's
// line fx_graph_readable.py names for it.
TEST(FusionLogImporter, LoadedNodesCarryTheirStackTraces) {
  if (!td::haveSharedCaptures()) GTEST_SKIP() << "no ../shared/captures";
  const std::string log = td::readFile(td::sharedCaptures() / "llama_24l_train" / "0_forward_1.0" / "fusion.log");
  const FusionLogRecord record = parseFusionLog(log, "fusion.log");
  EXPECT_GE(record.stacks.size(), 100u);
  for (const auto& [node, stacks] : record.stacks) {
    ASSERT_FALSE(stacks.empty()) << node;
    const auto& stack = stacks.front();
    ASSERT_FALSE(stack.empty()) << node;
    for (const StackFrame& f : stack) {
      EXPECT_FALSE(f.file.empty()) << node;
      EXPECT_GT(f.line, 0) << node;
      EXPECT_FALSE(f.function.empty()) << node;
    }
  }
}

// A long log tells how far the reader is every 65,536 lines, at fractions that grow and stay below 1; a
// `through` that throws (a cancelled load) stops the read.
TEST(FusionLogImporter, ALongLogSaysHowFarItIsAndCanBeStopped) {
  std::string text = "===== attempting fusion (1/10): 2 nodes =====\n";
  for (int i = 0; i < 200'000; ++i) text += "completed fusion round (1/10): fusing 2 nodes into 2 nodes\n";
  std::vector<double> through;
  const FusionLogRecord record = parseFusionLog(text, "big.log", [&](double f) { through.push_back(f); });
  EXPECT_EQ(record.rounds, 1);
  ASSERT_EQ(through.size(), 3u);   // lines 65,536, 131,072 and 196,608
  for (size_t i = 0; i < through.size(); ++i) {
    EXPECT_GT(through[i], i ? through[i - 1] : 0.0);
    EXPECT_LT(through[i], 1.0);
  }
  struct Stop {};
  EXPECT_THROW(parseFusionLog(text, "big.log", [](double) { throw Stop{}; }), Stop);
}
