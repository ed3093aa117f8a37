// SeedScheduler: the state and the rules of one `seed` scheduler run (internal to the policy), a port of
// the 2023 scheduler.py in shared/seeds/004. Its methods are split by concern over the .cpp files named
// in the declarations below.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

#include "graph/expr.h"
#include "graph/graph.h"
#include "sched/engine/foreach_nodes.h"
#include "sched/engine/fusion_cycle.h"
#include "sched/engine/fusion_rounds.h"
#include "sched/engine/schedule_order.h"
#include "sched/engine/trace_recorder.h"
#include "sched/engine/node_bitset.h"
#include "sched/schedule_cancel.h"
#include "sched/scheduler_config.h"
#include "sched/seed/seed_backends.h"
#include "sched/seed/seed_dep_table.h"
#include "sched/seed/seed_node.h"
#include "sched/trace.h"

namespace fusescope::sched::seed {

using Clock = std::chrono::steady_clock;
inline double msSince(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

// Sorted-vector set algebra over DepIds.
inline std::vector<DepId> setUnion(const std::vector<DepId>& a, const std::vector<DepId>& b) {
  std::vector<DepId> out;
  out.reserve(a.size() + b.size());
  std::set_union(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}
inline std::vector<DepId> setMinus(const std::vector<DepId>& a, const std::vector<DepId>& b) {
  std::vector<DepId> out;
  out.reserve(a.size());
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}
inline void sortUnique(std::vector<DepId>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}
inline void insertSorted(std::vector<DepId>& v, DepId d) {
  auto it = std::lower_bound(v.begin(), v.end(), d);
  if (it == v.end() || *it != d) v.insert(it, d);
}

constexpr int kOutput = -1;  // OutputNode in user lists

class SeedScheduler {
 public:
  SeedScheduler(const Graph& graph, const SchedulerConfig& config, Trace& trace, const std::atomic<bool>* cancel)
      : graph_(graph), trace_(trace), ctx_{graph, config, symbolValuesOf(config, graph), {}, {}},
        deps_(graph, ctx_.hints), backends_(ctx_), cancel_(cancel), recorder_(trace, cancel_) {}
  void run();

 private:
  // Small lookups every rule uses.
  SeedNode& sn(int id) { return snodes_[static_cast<size_t>(id)]; }
  const SeedNode& sn(int id) const { return snodes_[static_cast<size_t>(id)]; }
  const SeedNodeFacts& facts(NodeId id) const { return ctx_.facts[static_cast<size_t>(id)]; }
  const SchedulerConfig& config() const { return ctx_.config; }
  void recordNode(int id, int fusion) { recorder_.recordNode(id, sn(id), ctx_.devices, fusion); }
  int topOfName(NameId n) const {
    NodeId p = deps_.producer(n);
    return p == kNone ? -1 : topOf_[static_cast<size_t>(p)];
  }

  // nodes.cpp
  void buildNodes();
  void setReadWrites(SeedNode& s);
  NameId rename(NameId n) const;
  void computeDependencies();
  std::vector<char> depClosure(NodeId start);
  void topologicalSortSchedule();
  void computePredecessors();
  bool hasSideEffects(NodeId n) const;
  void deadNodeElimination();

  // group_nodes.cpp
  void createForeachNodes();
  int newNode(SchedNodeType type, std::vector<int> parts);
  void mergeReadWrites(SeedNode& s, const std::vector<int>& from);
  int makeFused(int a, int b);
  int makeForeach(const std::vector<int>& parts);
  int fuseForeach(int producer, int consumer, int fusionIndex);
  int consumerSubnodeFor(int foreachNode, int producer) const;
  int producerSubnodeFor(int foreachNode, int consumer) const;

  // can_fuse.cpp
  int64_t scoreFusionMemory(const SeedNode& a, const SeedNode& b) const;
  FusionScore scoreFusion(const SeedNode& a, const SeedNode& b) const;
  FuseCheck foreachCanFuse(int producer, int consumer) const;
  FuseCheck canFuse(int id1, int id2) const;
  bool canFusionIncreasePeakMemory(const SeedNode& a, const SeedNode& b) const;
  FuseCheck canFuseVertical(const SeedNode& n1, const SeedNode& n2) const;
  bool willFusionCreateCycle(const SeedNode& n1, const SeedNode& n2);

  // fusion_rounds.cpp
  Decision& record(DecisionPhase phase, int a, int b, const FusionScore& score, Verdict verdict, std::string reason);
  std::vector<std::pair<int, int>> getPossibleFusions();
  void fuseNodes();
  void fuseNodesOnce();
  void releaseReplaced(int node, int fused);
  void pruneRedundantDeps();

  // last_usage.cpp
  void usedNamesOf(int id, std::vector<NameId>& out) const;
  NameId realName(NameId n) const;
  int64_t readWriteBytes(int id) const;
  void computeLastUsageAndKernels();

  // State of one run.
  const Graph& graph_;
  Trace& trace_;
  SeedContext ctx_;
  SeedDepTable deps_;
  SeedBackends backends_;
  CancelPoll cancel_;
  // SeedNodeFacts' (numel, rnumel) point here: parsed size texts, products of sizes, and "0" for nodes
  // without a group (node-based containers, so the pointers stay valid).
  std::unordered_map<std::string, Expr> exprCache_;
  std::deque<Expr> derivedExprs_;
  const Expr noGroup_;
  std::vector<SeedNode> snodes_;
  std::vector<int> topOf_;       // name_to_fused_node, per original NodeId
  std::vector<int> nodes_;       // self.nodes (SeedNode ids)
  std::vector<std::vector<int>> nodeUsers_;  // per original: users (node ids, kOutput)
  mutable std::vector<NameId> verticalScratch_;  // can_fuse_vertical's remaining names
  std::vector<NameId> mutationRename_;       // mutation_renames
  std::vector<NameId> mutationRealName_;     // mutation_real_name
  std::vector<NameId> graphOutputNames_;
  int round_ = 0;
  size_t nOrig_ = 0;
  std::vector<FusionScore> candidateScores_;
  std::vector<std::pair<int, int>> pairScratch_;  // get_possible_fusions' pairs, in meeting order
  std::vector<uint32_t> pairOrder_, pairBucketStart_, pairBucketFill_;
  std::vector<char> pairFirst_;
  std::vector<int> pairSeenWith_;
  std::vector<int> groupOfName_, groupLast_, groupMembers_;  // buffer_names_grouping, flat
  std::vector<uint32_t> groupStart_;
  engine::FusionCycleCheck cycleCheck_;
  engine::ScheduleSorter sorter_;
  engine::TraceRecorder recorder_;
};

}  // namespace fusescope::sched::seed
