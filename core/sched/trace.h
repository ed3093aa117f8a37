// The scheduler's result as data: every scheduler node that ever existed, every candidate pair evaluated
// (in evaluation order, with round, kind, score, verdict and Inductor's reason), every fusion performed,
// and the final kernels in schedule order. The GUI, CLI, exporters and tests read only this.
#pragma once

#include <cstdint>
#include <compare>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "sched/scheduler_config.h"

namespace fusescope::sched {

// Index into Trace::nodes. The first graph.nodes.size() entries are the graph's own nodes (so for them
// SchedNodeId == NodeId, dead ones included); foreach nodes follow; each fusion appends the node it forms.
using SchedNodeId = int;

enum class SchedNodeType { Scheduler, Extern, Nop, Fused, Foreach, FusedMixOrder };
// Inductor's class name: "SchedulerNode", "ExternKernelSchedulerNode", "NopKernelSchedulerNode",
// "FusedSchedulerNode", "ForeachKernelSchedulerNode", "FusedMixOrderReductions" (inductor-2.11 only).
const char* className(SchedNodeType type);

struct SchedNodeInfo {
  std::string name;              // get_name(): "op3", fused "op1_op2" (members' names joined by '_')
  SchedNodeType type = SchedNodeType::Scheduler;
  std::vector<NodeId> members;   // get_nodes(): original nodes in fused-name order
  int createdByFusion = -1;      // index into Trace::fusions; -1 for nodes that exist before fusion
  std::string device;            // "cuda:0", "cpu"
  bool isReduction = false;
  bool isTemplate = false;
  int minOrder = 0, maxOrder = 0;  // positions in the initial topological order (score proximity)
};

// Combo: create_combo_kernel_nodes groups independent nodes after fusion (combo_kernels); FuseScope
// records a group of k nodes as k-1 steps, each adding one node, and Inductor logs no `fusing` line.
enum class FusionKind { Vertical, Horizontal, Epilogue, Foreach, Combo };
const char* toString(FusionKind kind);  // "vertical", "horizontal", "epilogue", "foreach", "combo"

// Where the pair was evaluated: while collecting candidates (get_possible_fusions: can_fuse on every
// pair sharing a buffer) or while fusing the sorted candidates (fuse_nodes_once: can_fuse again on the
// current fused nodes, then will_fusion_create_cycle).
enum class DecisionPhase { Candidate, Fuse };
const char* toString(DecisionPhase phase);  // "candidate", "fuse"

enum class Verdict { Candidate, Fused, Rejected };  // Candidate: accepted into the sorted candidate list
const char* toString(Verdict verdict);              // "candidate", "fused", "rejected"

// score_fusion's tuple; larger sorts first.
struct FusionScore {
  bool templateFirst = false;   // node1.is_template() == epilogue_fusion_first and memory > 0
  bool sameReduction = false;   // node1.is_reduction() == node2.is_reduction() and memory > 0
  bool nestedReduction = false; // 2.13+ with triton.nested_reduction: a dependent reduction pair of different
                                // sizes, node_type_score -1 (ranked below every other kind)
  int64_t memory = 0;           // score_fusion_memory: bytes of the deps both nodes touch
  int64_t proximity = 0;        // -max(|min1 - max2|, |min2 - max1|)
  friend auto operator<=>(const FusionScore&, const FusionScore&) = default;
};
// The tuple in words, one line per field (the decisions table's tooltip; the table shows "(T, F, 3072, -3)").
std::string describe(const FusionScore& score);
// The score as a short tuple, "(T, F, 4096, -2)" ("-1" in the second place for a nested reduction pair):
// the Decisions table, the fusion sequence and the CLI show this one text.
std::string scoreTuple(const FusionScore& s);

// What a verdict rests on: Inductor's rules as ported (decided from the dump alone), an outcome fusion.log
// recorded (a benchmark, a fusion the dump cannot explain), or an assumption about something neither says.
enum class DecisionBasis { Ported, Recorded, Assumed };
const char* toString(DecisionBasis basis);  // "ported", "recorded", "assumed"

struct Decision {
  int round = 0;                 // 1-based round of fuse_nodes
  DecisionPhase phase = DecisionPhase::Candidate;
  SchedNodeId node1 = -1, node2 = -1;  // the pair in the order can_fuse saw it
  FusionKind kind = FusionKind::Horizontal;
  FusionScore score;
  Verdict verdict = Verdict::Rejected;
  std::string reason;            // Inductor's wording when rejected ("no shared data", "will create cycle", ...)
  int fusion = -1;               // index into Trace::fusions when verdict == Fused
  DecisionBasis basis = DecisionBasis::Ported;
  int note = -1;                 // index into Trace::notes saying what was recorded or assumed; -1 when ported
};

struct Fusion {
  int round = 0;
  SchedNodeId node1 = -1, node2 = -1;  // the two nodes fused (fuse(node1, node2))
  SchedNodeId fused = -1;              // the node formed; Trace::nodes[fused].name is Inductor's name
  int decision = -1;                   // index into Trace::decisions
};

// One scheduled top-level node after fusion, in final schedule order.
struct Kernel {
  SchedNodeId node = -1;
  std::string backend;                   // "triton", "cpp", "cutlass", "cutedsl", "rocm", "extern", "nop", "foreach"
  std::vector<std::string> lastUsage;    // compute_last_usage: buffers not used after this kernel (sorted)
  int64_t bytesReadWritten = 0;          // get_read_write_buffers_sizes
};

struct TraceTiming {
  double dependenciesMs = 0;  // compute_dependencies .. create_foreach_nodes
  double fusionMs = 0;        // fuse_nodes
  double finalizeMs = 0;      // compute_last_usage, bytes per kernel
  double totalMs = 0;
};

struct Trace {
  std::string policy;                  // "seed"
  SchedulerConfig config;
  std::vector<SchedNodeInfo> nodes;    // every scheduler node ever formed (see SchedNodeId)
  std::vector<SchedNodeId> initial;    // nodes entering fuse_nodes, in order (foreach nodes included)
  std::vector<NodeId> deadNodes;       // removed by dead_node_elimination
  int nodesBefore = 0;                 // original nodes entering fusion (every one is in exactly one kernel)
  int rounds = 0;                      // rounds of fuse_nodes_once run
  std::vector<Decision> decisions;     // evaluation order
  std::vector<Fusion> fusions;         // fusion order
  std::vector<Kernel> kernels;         // final schedule order
  std::vector<std::string> notes;      // where the policy had to assume something the graph does not say
  TraceTiming timing;

  const std::string& name(SchedNodeId id) const { return nodes[static_cast<size_t>(id)].name; }
  const SchedNodeInfo& node(SchedNodeId id) const { return nodes[static_cast<size_t>(id)]; }
};

}  // namespace fusescope::sched
