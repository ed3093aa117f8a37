// The graph model: plain value types with integer ids, built once by an importer and never mutated by
// the scheduler. Everything Inductor's dump says is kept; size and index expressions stay as text so
// symbolic sizes (dynamic shapes, `s0`) survive unchanged (core/graph/expr.h evaluates them).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace fusescope {

using NodeId = int;
using BufferId = int;
inline constexpr int kNone = -1;

// One `name: value` pair in source order (var ranges, index expressions, dependency ranges).
using NamedExpr = std::pair<std::string, std::string>;

enum class DepKind { Memory, Star, Weak };

// MemoryDep('buf0', 2048*d0 + d1, {d0: 64, d1: 2048}, atomic_add) / StarDep(name='buf0', mode=None) /
// WeakDep(name='buf3', mutating_buf='buf5', is_fake=False).
struct Dependency {
  DepKind kind = DepKind::Memory;
  std::string name;                // buffer name
  std::string index;               // MemoryDep only: index expression text, e.g. "2048*d0 + d1"
  std::vector<NamedExpr> ranges;   // MemoryDep only: {d0: 64, d1: 2048} in order
  std::string mode;                // "" when None (MemoryDep/StarDep), e.g. "atomic_add"
  std::string mutatingBuf;         // WeakDep only
  bool isFake = false;             // WeakDep only
  friend bool operator==(const Dependency&, const Dependency&) = default;
};

// FixedLayout('cuda:0', torch.float32, size=[64, 2048], stride=[2048, 1]) and friends.
struct Layout {
  std::string kind;                // FixedLayout, FlexibleLayout, MutationLayoutSHOULDREMOVE, NoneLayout, ...
  std::string device;              // "cuda:0", "cpu"
  std::string dtype;               // "torch.float32"
  std::vector<std::string> size;   // expressions
  std::vector<std::string> stride; // expressions
  std::string offset = "0";
  std::string text;                // the layout exactly as printed (kept for unknown layout kinds)
  friend bool operator==(const Layout&, const Layout&) = default;
};

// NodeUser(node=SchedulerNode(name='op1'), can_inplace=False, is_weak=False); node "OUTPUT" = graph output.
struct BufferUser {
  std::string node;                // node name or "OUTPUT"
  std::string nodeType;            // SchedulerNode, ExternKernelSchedulerNode, OUTPUT, ...
  bool canInplace = false;
  bool isWeak = false;
  friend bool operator==(const BufferUser&, const BufferUser&) = default;
};

struct Buffer {
  BufferId id = kNone;
  std::string name;
  std::string irType;              // ComputedBuffer, ExternKernelOut, MultiOutput, ... ("" for graph inputs)
  Layout layout;
  std::vector<BufferUser> users;
  std::vector<std::string> mutations;  // buffers this one mutates (`buf1.mutations = ['buf0']`)
  std::vector<std::string> aliases;    // buffers this one aliases
  NodeId producer = kNone;         // the node whose outputs list this buffer; kNone for graph inputs
  bool isGraphInput = false;
  friend bool operator==(const Buffer&, const Buffer&) = default;
};

// A named block of a loop body: `body` or a sub-block such as `masked_subblock1`.
struct LoopBlock {
  std::string name;
  std::vector<std::string> lines;  // statements as printed, indentation removed, e.g. "load = ops.load('buf0', get_index)"
  friend bool operator==(const LoopBlock&, const LoopBlock&) = default;
};

struct LoopBody {
  std::vector<NamedExpr> varRanges;  // {p0: 64, p1: 2048}
  std::vector<NamedExpr> indices;    // index0 = 2048*p0 + p1, ...
  std::vector<LoopBlock> blocks;     // "body" first, then sub-blocks in order
  friend bool operator==(const LoopBody&, const LoopBody&) = default;
};

enum class NodeKind {
  Scheduler,     // SchedulerNode(ComputedBuffer | TemplateBuffer | MultiTemplateBuffer | ...)
  Extern,        // ExternKernelSchedulerNode(ExternKernelOut | FallbackKernel | MultiOutput | ...)
  Nop,           // NopKernelSchedulerNode
  Unknown,       // a header FuseScope does not know; kept as opaque text with a warning
};

// Unknown `opN.field = value` lines are kept verbatim here (never dropped).
struct OpaqueField {
  std::string key;
  std::string value;
  friend bool operator==(const OpaqueField&, const OpaqueField&) = default;
};

// One frame of a stack trace Inductor printed for a node (fusion.log `stack_traces = {...}`).
struct StackFrame {
  std::string file;                // as printed
  int line = 0;
  std::string function;            // "forward"
  std::string code;                // the line's text, trimmed ("hidden_states = decoder_layer(")
  friend bool operator==(const StackFrame&, const StackFrame&) = default;
};

struct Node {
  NodeId id = kNone;
  std::string name;                // "op4" (new dumps) or "buf4" (seed-era dumps)
  NodeKind kind = NodeKind::Scheduler;
  std::string typeName;            // "SchedulerNode" as printed
  std::string irType;              // "ComputedBuffer", "ExternKernelOut", ...
  std::vector<Dependency> writes;
  std::vector<Dependency> unmetDeps;
  std::vector<Dependency> metDeps;
  std::vector<BufferId> outputs;   // buffers listed in `opN.outputs`
  std::string device;              // group.device ("cuda:0", "cpu"); for extern nodes from the output layout
  std::vector<std::string> group;  // CUDA: {numel, rnumel}; CPU: the printed form, see groupText
  std::string groupText;           // group.iteration exactly as printed, e.g. "(64, 2048)" or "((32,), (1024,))"
  std::vector<std::string> iterSizes;    // sizes = ([64], [2048]) -> {"64"}
  std::vector<std::string> reduceSizes;  //                          -> {"2048"}
  std::string kernel;              // extern: `opN.node.kernel`, e.g. "extern_kernels.addmm"
  std::optional<LoopBody> body;
  std::vector<std::string> origins;      // ATen/FX origins when known (fusion.log candidates, output_code)
  // The stack traces fusion.log printed for it, each outermost first: one per FX node its repr holds, the
  // first being its own (the blocks of a model are found from it).
  std::vector<std::vector<StackFrame>> stacks;
  std::vector<OpaqueField> extra;        // unknown fields, verbatim
  std::vector<std::string> seedUsers;    // seed-era dumps: `buf0.users = {...}` on the node itself
  int sourceLine = 0;              // line of the node header in ir_pre_fusion.txt (1-based)

  bool isReduction() const { return !reduceSizes.empty(); }
  bool isTemplate() const { return irType == "TemplateBuffer" || irType == "MultiTemplateBuffer" ||
                                   irType.find("TemplateBuffer") != std::string::npos; }
  friend bool operator==(const Node&, const Node&) = default;
};

// A ForeachKernelSchedulerNode: Inductor groups these just before fusing, so they are not in
// ir_pre_fusion.txt; `source` records where the member list came from.
struct ForeachGroup {
  std::string name;                    // e.g. "foreach_0" or as printed
  std::vector<std::string> members;    // node names
  std::string source;                  // "fusion.log", "ir_post_fusion.txt", "json"
  friend bool operator==(const ForeachGroup&, const ForeachGroup&) = default;
};

// Inductor's own decisions, read from fusion.log.
struct RecordedDecision {
  int round = 0;                   // 1-based round of fuse_nodes; 0 when outside a numbered round
  std::string node1, node2;
  bool fused = false;
  std::string reason;              // "" for fusions
  int line = 0;                    // line in fusion.log
  friend bool operator==(const RecordedDecision&, const RecordedDecision&) = default;
};

// A benchmark verdict from fusion.log (`can fuse (benchmark): fusing OrderedSet(['buf0']) with
// OrderedSet(['buf1']) cause 1.225x speedup`); Inductor names the pair by buffers, not nodes.
struct RecordedBenchmark {
  int round = 0;
  std::vector<std::string> buffers1, buffers2;
  bool fused = false;              // "can fuse (benchmark)" vs "cannot fuse (benchmark)"
  std::string detail;              // the rest of the message, ANSI colours removed, e.g. "1.225x speedup"
  int line = 0;                    // line in fusion.log
  friend bool operator==(const RecordedBenchmark&, const RecordedBenchmark&) = default;
};

// One scheduled node of ir_post_fusion.txt: a fused/foreach kernel lists its members.
struct RecordedKernel {
  std::string name;                // "op1_op2_op4_op5"
  std::string typeName;            // FusedSchedulerNode, ForeachKernelSchedulerNode, SchedulerNode, ...
  std::vector<std::string> members;  // original node names, in printed order
  friend bool operator==(const RecordedKernel&, const RecordedKernel&) = default;
};

// One call of a kernel in output_code.py's call(): its arguments as printed.
struct CodeCallSite {
  std::vector<std::string> args;   // e.g. {"buf1", "arg2_1", "32768"} or {"arg0_1", "arg1_1", "out=buf0"}
  int line = 0;
  friend bool operator==(const CodeCallSite&, const CodeCallSite&) = default;
};

// A kernel definition or extern call in output_code.py.
struct CodeKernel {
  std::string name;                // triton_poi_fused_add_0, cpp_fused_..., extern_kernels.mm
  std::string language;            // "triton", "cpp", "extern"
  std::string source;
  std::string kernelPath;          // "# kernel path:"
  std::vector<std::string> sourceNodes;  // "# Topologically Sorted Source Nodes: [...]"
  std::vector<std::string> atenOrigins;  // "# Original ATen: [...]"
  std::vector<std::string> callArgs;     // buffer arguments at its call site in call()
  int line = 0;
  std::vector<CodeCallSite> calls;       // every call site in call(), in order (callArgs is the first's)
  // An extern call's written buffers: its out= argument, the names its statement assigns (`buf34 =
  // torch.ops.aten.convolution_backward.default(...)`), an in-place op's first argument. Empty for kernels.
  std::vector<std::string> written;
  // "# Source node to ATen node mapping:" lines, `#   position_ids => add`: source (pre-grad) node -> FX nodes.
  std::vector<std::pair<std::string, std::vector<std::string>>> sourceMapping;
  friend bool operator==(const CodeKernel&, const CodeKernel&) = default;
};

// inductor_provenance_tracking_node_mappings.json: pre-grad nodes (named after the user's variables),
// post-grad FX nodes and kernel calls ("triton_poi_fused_add_0:1", the number a debug handle in call order).
struct ProvenanceRecord {
  std::map<std::string, std::vector<std::string>> preToPost;     // "preToPost"
  std::map<std::string, std::vector<std::string>> postToPre;     // "postToPre"
  std::map<std::string, std::vector<std::string>> kernelToPost;  // "cppCodeToPost"
  std::map<std::string, std::vector<std::string>> postToKernel;  // "postToCppCode"
  friend bool operator==(const ProvenanceRecord&, const ProvenanceRecord&) = default;
};

// One frame of an FX node's nn.Module stack (fusescope_modules.json, written by scripts/fusescope-capture):
// the module's path in the model, without dynamo's `L['self']` root, and its class.
struct ModuleFrame {
  std::string path;                // "layers.0.norm"
  std::string type;                // "LayerNorm"
  friend bool operator==(const ModuleFrame&, const ModuleFrame&) = default;
};

struct InductorRecord {
  bool hasFusionLog = false;
  bool hasPostFusion = false;
  bool hasOutputCode = false;
  bool hasFxGraph = false;
  std::vector<RecordedDecision> decisions;   // fusion.log, in order
  std::vector<RecordedBenchmark> benchmarks; // fusion.log `can/cannot fuse (benchmark)`, in order
  int rounds = 0;                            // rounds fusion.log reports
  std::vector<RecordedKernel> kernels;       // ir_post_fusion.txt, in order
  std::vector<CodeKernel> codeKernels;       // output_code.py
  std::string fxGraph;                       // fx_graph_readable.py verbatim
  // The graph inputs' dtype and sizes from its forward signature (import/fx_graph_inputs.h): the kernel
  // reports count the bytes read from them and an extern's FLOPs on them; the schedulers do not read it.
  std::map<std::string, Layout> inputLayouts;
  bool hasProvenance = false;
  ProvenanceRecord provenance;               // inductor_provenance_tracking_node_mappings.json
  // Dynamic shapes: each backed symbol's size in the example inputs (import/recorded_size_hints.h), what
  // Inductor's size_hint() returned. The schedulers use it unless size_hint.<symbol> is set.
  std::map<std::string, int64_t> sizeHints;
  // fusescope_modules.json: post-grad FX node -> its module stack, outermost first.
  bool hasModuleStacks = false;
  std::map<std::string, std::vector<ModuleFrame>> moduleStacks;
  // FX node -> the user's line behind it where its own line is PyTorch's (fusescope_modules.json "callers",
  // read from the node's whole stack trace by fusescope-capture).
  std::map<std::string, StackFrame> recordedCallers;
  // FX node -> its own innermost line in the user's code (fusescope_modules.json "lines"): what
  // fx_graph_readable.py's `# File:` comment says, kept for graphs printed without them (2.15 backwards).
  std::map<std::string, StackFrame> recordedLines;
  // A torch.distributed run (import/log_ranks.h): the rank whose log lines were read, and every rank the
  // log holds; -1 and empty for a single-process run.
  int rank = -1;
  std::vector<int> ranks;
  // The PyTorch that compiled the graph, from fx_graph_runnable.py's `# torch version:` comments
  // (import/torch_version.h); empty when the capture does not say.
  std::string torchVersion;     // "2.11.0+cu130"
  std::string torchGitVersion;  // the commit sha
  friend bool operator==(const InductorRecord&, const InductorRecord&) = default;
};

struct Diagnostic {
  enum class Severity { Warning, Error } severity = Severity::Warning;
  std::string file;
  int line = 0;
  std::string message;
  friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

// One scheduler run of a graph folder: the outer graph or one of its subgraphs (torch.cond branches,
// while_loop cond/body, invoke_subgraph), each scheduled on its own (import/logged_ir_runs.h).
struct SchedulerRunInfo {
  std::string subgraph;              // "" = the outer graph
  int nodes = 0;
  std::vector<std::string> calledBy; // outer nodes whose code runs this subgraph (output_code.py call())
  int logLine = 0;                   // its `BEFORE FUSION` line in the log
  friend bool operator==(const SchedulerRunInfo&, const SchedulerRunInfo&) = default;
};

struct Graph {
  std::string name;                // e.g. "gpt2_train/0_backward_3.1"
  // Which scheduler run of the folder this graph is ("" = the outer graph, or the only run), and every run
  // the folder holds when the log records them (empty otherwise: one run, or runs the dump lost).
  std::string subgraph;
  std::vector<SchedulerRunInfo> schedulerRuns;
  std::string format;              // "ir_pre_fusion", "seed_debug_str", "fusescope-json"
  std::vector<Node> nodes;         // in dump order (Inductor's pre-fusion order)
  std::vector<Buffer> buffers;     // node outputs first, then graph inputs seen in deps/layouts
  std::vector<std::string> graphInputs;   // buffer names read but produced by no node
  std::vector<std::string> graphOutputs;  // buffers with an OUTPUT user
  std::vector<ForeachGroup> foreachGroups;
  InductorRecord inductor;
  std::vector<Diagnostic> warnings;       // local damage / unknown content, kept alongside the graph

  std::map<std::string, NodeId> nodeByName;
  std::map<std::string, BufferId> bufferByName;

  const Node* findNode(const std::string& n) const {
    auto it = nodeByName.find(n);
    return it == nodeByName.end() ? nullptr : &nodes[static_cast<size_t>(it->second)];
  }
  const Buffer* findBuffer(const std::string& n) const {
    auto it = bufferByName.find(n);
    return it == bufferByName.end() ? nullptr : &buffers[static_cast<size_t>(it->second)];
  }
  friend bool operator==(const Graph&, const Graph&) = default;
};

}  // namespace fusescope
