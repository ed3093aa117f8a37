// Scheduler211: one inductor-2.11 scheduler run (internal to the policy), ported as Inductor builds it.
// This class is scheduler.py's Scheduler: the run's state (nodes, deps, the trace being recorded), node
// building, can_fuse and the fusion rounds. Each other concern is an object that holds this scheduler, as
// Inductor's backends hold `self.scheduler`: SimdScheduling211 and CppScheduling211 (the backends),
// LoopOrdering211 (normalized deps, loop reordering, index inversion), VerticalFusion211, MemoryRules211,
// MixOrderReduction211, ForeachCombo211, PrologueRules211 and RuleMeasures211 (what a refusal's rule
// measured). They read the state through friendship; each keeps its own caches.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "graph/loop_body_program.h"
#include "graph/expr.h"
#include "graph/graph.h"
#include "sched/inductor211/cpp_scheduling211.h"
#include "sched/inductor211/dep_pool.h"
#include "sched/inductor211/foreach_combo211.h"
#include "sched/inductor211/loop_ordering211.h"
#include "sched/inductor211/memory_rules211.h"
#include "sched/inductor211/prologue_rules211.h"
#include "sched/inductor211/mix_order_reduction211.h"
#include "sched/inductor211/simd_scheduling211.h"
#include "sched/inductor211/fusion_score.h"
#include "sched/engine/foreach_nodes.h"
#include "sched/engine/fusion_cycle.h"
#include "sched/engine/fusion_rounds.h"
#include "sched/engine/id_marks.h"
#include "sched/engine/sched_node.h"
#include "sched/engine/schedule_order.h"
#include "sched/engine/trace_recorder.h"
#include "sched/inductor211/tiling.h"
#include "sched/inductor211/vertical_fusion211.h"
#include "sched/engine/node_bitset.h"
#include "sched/schedule_cancel.h"
#include "sched/scheduler_config.h"
#include "sched/decision_probe.h"
#include "sched/inductor211/rule_measures211.h"
#include "sched/inductor211/rule_table.h"
#include "sched/inductor_release.h"
#include "sched/knob_table.h"
#include "sched/shared_data.h"
#include "sched/trace.h"

namespace fusescope::sched::inductor211 {

using Clock = std::chrono::steady_clock;
inline double msSince(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

// OrderedSet helpers over dep ids (insertion order kept).
inline bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }
inline void orderedAdd(std::vector<int>& v, int x) {
  if (!contains(v, x)) v.push_back(x);
}

// A scheduler node of 2.11: SchedulerNode / ExternKernelSchedulerNode / NopKernelSchedulerNode (one
// original), FusedSchedulerNode (snodes = originals), ForeachKernelSchedulerNode (snodes = subkernels),
// FusedMixOrderReductions. The engine's fields plus what only 2.11 asks for.
struct SchedNode211 : engine::SchedNode {
  std::vector<NameId> buffers;   // get_buffer_names()
  bool multiTemplate = false;    // a MultiTemplateBuffer (speedup_by_fusion benchmarks its fusions)
  std::vector<std::pair<NodeId, int>> nameToNode;  // foreach: op -> subkernel
  // FusedMixOrderReductions: node1 (the contiguous side), node2, and numel (MixOrderReduction.get_numel(node1))
  int mix1 = -1, mix2 = -1;
  int64_t mixNumel = 0;
  // CppScheduling's OuterLoopFusedSchedulerNode: the group node of each outer_fused_nodes entry and
  // outer_loop_fusion_depth.
  bool outerLoop = false;
  int outerDepth = 0;
  std::vector<NodeId> outerGroups;
  bool isFusedType() const { return type == SchedNodeType::Fused || type == SchedNodeType::FusedMixOrder; }
};

// Per original node: what the rules ask.
struct Original {
  std::vector<NameId> outputs;
  bool hasAliasOrMutation = false;
  bool isCpu = false;
  std::string numelText = "1", rnumelText = "1";  // group as printed
  std::string numelKey, rnumelKey;                 // canonical (Expr) text for equality
  int64_t numel = 1, rnumel = 1;                   // hints
  std::vector<int64_t> pointwise, reduction;       // get_ranges() hints
  std::vector<std::string> pointwiseText, reductionText;
  std::vector<NameId> atomicStores;
  std::vector<DepId> rawReads, rawWrites;          // deps as printed, for the tiling analysis without a loop body
                                                   // (kept with loop_ordering_after_fusion off only)
  // ComputedBuffer._split_size / _original_ranges / _original_reduction_ranges (split reductions' first stage)
  bool splitReduction = false;
  std::string splitNumelKey, splitRnumelKey;
  int64_t splitNumel = 0, splitRnumel = 0;
  std::vector<std::string> reductionTypes;         // ops.reduction(..., 'sum', ...) of the loop body
};

// The canonical (Expr) text of size text, or the text itself when it does not parse.
std::string exprKey(const std::string& text);

class Scheduler211 {
 public:
  Scheduler211(const Graph& graph, const SchedulerConfig& config, Trace& trace, const std::atomic<bool>* cancel,
               InductorRelease release = kModelledReleases.front())
      : graph_(graph), config_(config), trace_(trace), hints_(symbolValuesOf(config, graph)), pool_(graph, hints_),
        cancel_(cancel), recorder_(trace, cancel_), release_(release), releaseColumn_(releaseIndex(release)) {}
  void run();  // fills the Trace: nodes, foreach nodes, fusion rounds, combo kernels, kernels
  // Instead of run(): runs until decision `decision` of the Trace is about to be recorded and reports what
  // can_fuse measured for its pair in that state (loops reordered so far included) and what the refusing
  // rule looked at; nullopt where the decision is not a pair the rounds decide (combo kernels) or the run
  // ends before it (shared_data_report.cpp, rule_measures.cpp).
  std::optional<DecisionProbe> probeDecision(int decision);

 private:
  struct Candidate {
    int a, b;
    Score211 score;
  };

  // Small lookups every rule uses.
  SchedNode211& sn(int id) { return snodes_[static_cast<size_t>(id)]; }
  const SchedNode211& sn(int id) const { return snodes_[static_cast<size_t>(id)]; }
  const Original& orig(NodeId id) const { return origs_[static_cast<size_t>(id)]; }
  NodeId producerOf(NameId name) const { return pool_.nameInfo(name).producer; }
  int fusedNodeOfName(NameId name) const {
    NodeId p = producerOf(name);
    return p == kNone ? -1 : fusedOf_[static_cast<size_t>(p)];
  }
  NameId renamed(NameId n) const {
    NameId r = static_cast<size_t>(n) < mutationRenames_.size() ? mutationRenames_[static_cast<size_t>(n)] : -1;
    return r == -1 ? n : r;
  }
  // WhyNoFuse(node1, node2)(reason): every refusal names its rule table entry (rule_table.h); a formatted
  // reason adds its values after the entry's wording.
  void why(int a, int b, Rule rule) { record(a, b, Verdict::Rejected, std::string(releaseRule(rule).wording)); }
  void why(int a, int b, Rule rule, std::string_view values) {
    record(a, b, Verdict::Rejected, std::string(releaseRule(rule).wording).append(values));
  }
  // The entry of a rule this release has; a rule the release does not have is a porting bug (logic_error).
  const RuleEntry& releaseRule(Rule rule) const { return ruleEntryIn(rule, releaseColumn_); }
  std::string policyName() const { return inductorPolicyName(release_); }  // "inductor-2.13": notes start with it
  // Whether this run replays `release` or a later one (where a rule changed at that release).
  bool since(InductorRelease release) const { return release_ >= release; }
  // config.triton.nested_reduction as this release reads it: absent before 2.13, then the release's default
  // (the knob table's releaseDefaults, the one place that says it) unless set.
  bool nestedReduction() const {
    if (!since({2, 13})) return false;
    if (config_.nestedReduction >= 0) return config_.nestedReduction == 1;
    if (nestedReductionDefault_ < 0) {
      const std::optional<std::string> d = knobDefault(*findKnob("triton.nested_reduction"), policyName());
      nestedReductionDefault_ = d && *d == "true" ? 1 : 0;
    }
    return nestedReductionDefault_ == 1;
  }
  const Original& groupOf(const SchedNode211& n) const { return orig(n.groupNode); }
  void recordNode(int id, int fusion) { recorder_.recordNode(id, sn(id), devices_, fusion); }

  // nodes.cpp
  static void bodyBufferOrder(const Node& n, std::vector<std::string_view>& order,
                              const std::vector<std::string_view>& wanted);  // views into n's body
  const std::string& cachedExprKey(const std::string& text);
  void buildNodes();
  void computeMutationNames();
  void refreshGroupDeps(SchedNode211& g) const;
  int makeGroupNode(SchedNodeType type, std::vector<int> parts);  // parts: moved in where the caller is done with them
  // The same for a foreach node `from` with one part replaced by `replacement` (ForeachKernelSchedulerNode
  // .fuse): its member and ancestor bits are `from`'s or'd with the replacement's — the union over the parts,
  // since the replacement holds the replaced part — instead of a pass over every part (an optimizer's
  // foreach node has hundreds, and each of its fusions replaces one).
  int makeForeachReplacing(int from, std::vector<int> parts, int replacement);
  // Both of the above: `bitsFrom` >= 0 takes the bits from it and `bitsAdded`.
  int makeGroup(SchedNodeType type, std::vector<int> parts, int bitsFrom, int bitsAdded);
  std::vector<int> topologicalSortSchedule(const std::vector<int>& nodes);
  void computeLastUsage();
  const LoopBodyProgram& loopBody(NodeId m) const;

  // can_fuse.cpp
  bool canFuse(int id1, int id2, bool canReorder, bool allowMix = true);
  bool canFuseChecks(int id1, int id2, bool canReorder, bool allowMix);

  // loop_rollback.cpp: 2.13's _LoopMutationTracker. What can_fuse changes of the pair's loops (a reorder, an
  // inversion) is undone when it answers False; the first change in a check snapshots the pair's state.
  struct LoopSnapshot {
    struct Deps {
      int id;
      std::vector<DepId> reads, writes, unmet;
    };
    std::vector<Deps> nodes;
    std::vector<std::pair<NodeId, Original>> origs;
    std::vector<std::pair<NodeId, std::unique_ptr<const LoopBodyProgram>>> bodies;
  };
  struct LoopScope {
    int id1, id2;
    std::optional<LoopSnapshot> snapshot;
  };
  void beforeLoopMutation();  // every loop change calls it first
  LoopSnapshot snapshotLoops(int id1, int id2) const;
  void restoreLoops(LoopSnapshot& snapshot);
  bool canFuseNode1Extern212(int id1, int id2);
  int64_t sharedDataScore(int id1, int id2, bool canReorder, bool allowMix);

  // probe_decision.cpp: throws at the probed decision; `reason` is its refusal's ("" for a fusion or a candidate).
  void probeBeforeDecision(int id1, int id2, const std::string& reason);

  NodeId templateMember(const SchedNode211& n) const;
  bool hasAliasOrMutation(const SchedNode211& n) const;
  bool choicesCanFuse(int id1, int id2, int64_t shared);
  bool choicesCanFuseHorizontal(int id1, int id2, int64_t shared);

  void usedBufferNames(const SchedNode211& n, std::vector<NameId>& used) const;  // into a reused scratch list (fusion_rounds.cpp)

  bool isCpuNode(const SchedNode211& n) const { return !n.members.empty() && orig(n.members.front()).isCpu; }

  // fusion_rounds.cpp
  Decision& record(int a, int b, Verdict verdict, std::string reason);
  bool willFusionCreateCycle(int id1, int id2);
  std::vector<Candidate> getPossibleFusions(bool isReorderRound);
  int backendFuse(int a, int b);
  int fuseTwoNodes(int a, int b);
  void releaseReplaced(int node, int fused);
  const RecordedBenchmark* recordedBenchmark(const SchedNode211& a, const SchedNode211& b) const;
  bool loggedFusion(const std::string& n1, const std::string& n2) const;
  void pruneRedundantDeps();
  void fuseNodesOnce(bool isReorderRound);
  void fuseNodes();

  // State of one run (in the order the original single-file class declared it).
  const Graph& graph_;
  const SchedulerConfig& config_;
  Trace& trace_;
  SymbolValues hints_;
  DepPool pool_;
  CancelPoll cancel_;
  mutable std::vector<std::unique_ptr<const LoopBodyProgram>> loopBodies_;  // per original node
  std::unordered_map<std::string, std::string, TextHash> exprKeys_;  // size text -> canonical text
  mutable engine::IdMarks groupMarks_[3];  // refreshGroupDeps: writes, seen, the group's buffers
  mutable engine::IdMarks nameMarks_;      // usedBufferNames / memoryBufferNames: names listed
  size_t nOrig_ = 0;
  std::vector<Original> origs_;
  CppScheduling211 cpp_{*this};    // the C++ backend CPU nodes ask (cpp_backend.cpp)
  friend class CppScheduling211;
  MixOrderReduction211 mix_{*this};  // MixOrderReduction and FusedMixOrderReductions (mix_order.cpp)
  friend class MixOrderReduction211;
  SimdScheduling211 simd_{*this};    // the Triton backend: SIMDScheduling's can_fuse and tiling (simd_backend.cpp)
  friend class SimdScheduling211;
  LoopOrdering211 loops_{*this};     // normalized deps, loop reordering and index inversion (loop_algebra.cpp, loop_inversion.cpp)
  friend class LoopOrdering211;
  RuleMeasures211 measures_{*this};  // what the rule behind a refusal measured (rule_measures.cpp, shared_data_report.cpp)
  friend class RuleMeasures211;
  ForeachCombo211 foreach_{*this};  // foreach nodes and combo kernels (foreach_combo.cpp)
  friend class ForeachCombo211;
  MemoryRules211 memory_{*this};    // score_fusion_memory, peak memory and the read/write limits (memory_rules.cpp)
  friend class MemoryRules211;
  PrologueRules211 prologue_{*this};  // template prologue fusion's rules (prologue_rules.cpp)
  friend class PrologueRules211;
  VerticalFusion211 vertical_{*this};  // can_fuse_vertical and the dep matching it asks (vertical_fusion.cpp)
  friend class VerticalFusion211;
  std::vector<SchedNode211> snodes_;
  std::vector<int> fusedOf_;          // name_to_fused_node, per original NodeId
  std::vector<int> nodes_;
  std::vector<NameId> mutationRenames_;   // per NameId, -1 = none
  std::vector<NameId> mutationRealName_;  // per NameId, -1 = none
  std::vector<std::string> devices_;
  // buildNodes' scratch for the node at hand: its memory reads' names, bodyBufferOrder, ranked reads, unmet.
  std::vector<std::string_view> readNamesScratch_, bodyOrderScratch_;
  std::vector<std::pair<size_t, DepId>> rankedReads_;
  std::vector<DepId> unmetIdsScratch_;
  int round_ = 0;
  DecisionPhase phase_ = DecisionPhase::Candidate;
  std::vector<std::vector<std::string>> lastUsage_;  // per final node: compute_last_usage
  mutable std::unordered_map<int64_t, std::optional<std::vector<int64_t>>> strideCache_;
  engine::FusionCycleCheck cycleCheck_;
  engine::ScheduleSorter sorter_;
  // Notes said once per node.
  mutable std::map<NodeId, int> notedSplit_;          // node -> its note
  mutable std::map<std::string, int> notedHint_;      // node name -> its note
  std::vector<char> alive_;  // per node: in the current fuse_nodes_once's node list
  // probeDecision: the decision probed (-1: none), the last pair sharedDataScore measured and its steps.
  int probeDecision_ = -1;
  std::pair<int, int> lastSharedPair_{-1, -1};
  SharedDataReport lastShared_;
  std::optional<DecisionProbe> probed_;
  mutable engine::TraceRecorder recorder_;  // const rules add notes too
  mutable int nestedReductionDefault_ = -1;  // nestedReduction()'s release default, read once
  std::vector<LoopScope> loopScopes_;  // the can_fuse checks under way (2.13 on), innermost last
  InductorRelease release_;   // the release whose rules this run replays
  size_t releaseColumn_;      // its column in the rule table
};

}  // namespace fusescope::sched::inductor211
