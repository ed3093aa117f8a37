// The scheduler's working state: what each original graph node is (SeedNodeFacts, derived once) and the
// scheduler nodes (SeedNode) the seed's SchedulerNode / FusedSchedulerNode / ForeachKernelSchedulerNode
// become. SeedNode ids equal Trace SchedNodeIds (originals first, so an original's SeedNode id is its NodeId).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "graph/expr.h"
#include "graph/graph.h"
#include "sched/engine/sched_node.h"
#include "sched/engine/node_bitset.h"
#include "sched/scheduler_config.h"
#include "sched/seed/seed_dep_table.h"
#include "sched/trace.h"

namespace fusescope::sched::seed {

enum class TemplateKind : uint8_t { None, Triton, Cutlass, CuteDSL, Rocm };

// Facts about one original graph node the rules ask for, computed once per run.
struct SeedNodeFacts {
  SchedNodeType type = SchedNodeType::Scheduler;
  TemplateKind templ = TemplateKind::None;
  bool isReduction = false;
  bool hasAliasOrMutation = false;
  bool computedBuffer = false;       // ir type ComputedBuffer (CUTLASS epilogues must be)
  bool elementwiseBody = true;       // loop body uses only elementwise ops (CUTLASS EVT can express it)
  int device = -1;                   // index into SeedContext::devices
  const Expr* numel = nullptr;       // CUDA group (numel, rnumel), owned by the scheduler run
  const Expr* rnumel = nullptr;
  std::vector<std::string> iterGroup, reduceGroup;  // CPU group: canonical size texts
  std::vector<int64_t> iterHints, reduceHints;      // sizes as integers (is_compatible)
  std::string groupKey;              // (device, group) for aggressive_fusion's grouping
  const std::vector<std::string>* outputSize = nullptr;  // first output buffer's size (CUTLASS epilogue check)
  std::vector<NameId> outputs;       // output buffers
  std::vector<NameId> mutations;     // buffers the outputs mutate
  std::vector<NameId> aliases;       // buffers the outputs alias
};

// The seed's SchedulerNode / FusedSchedulerNode / ForeachKernelSchedulerNode: the engine's fields plus
// what only the seed asks for.
struct SeedNode : engine::SchedNode {
  std::vector<DepId> used;         // reads | writes (sorted), for score_fusion_memory
  bool hasAliasOrMutation = false;
  std::vector<std::pair<NameId, NodeId>> nameToNode;  // foreach: produced buffer name -> original producer
};

// Read-only context the rules and backends share.
struct SeedContext {
  const Graph& graph;
  const SchedulerConfig& config;
  SymbolValues hints;                // size hints for symbolic sizes
  std::vector<SeedNodeFacts> facts;      // per original NodeId
  std::vector<std::string> devices;  // device names; facts[i].device indexes this
};

}  // namespace fusescope::sched::seed
