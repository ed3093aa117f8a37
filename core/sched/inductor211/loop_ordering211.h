// The loop algebra 2.11's rules ask of memory deps (loop_algebra.cpp, loop_inversion.cpp): deps normalized
// as dependencies.py normalizes them (simplify_loops, stride order), the shared data a pair gains when one
// node's loops are reordered (loop_ordering_after_fusion: decide_loop_order_to_match,
// reorder_loops_by_dep_pair) or its indexing inverted (loop_index_inversion_in_fusion). It holds its
// scheduler, reorders the nodes' loops through it, and keeps the caches of what it derived.
#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "graph/expr.h"
#include "graph/graph.h"
#include "sched/inductor211/dep_pool.h"
#include "sched/symbol_values.h"

namespace fusescope::sched::inductor211 {

class Scheduler211;
struct SchedNode211;

class LoopOrdering211 {
 public:
  explicit LoopOrdering211(Scheduler211& scheduler) : s_(scheduler) {}

  struct NormalizedDep {
    std::string index;
    std::vector<int64_t> sizes;
    friend bool operator==(const NormalizedDep&, const NormalizedDep&) = default;
  };

  const NormalizedDep& normalizeDep(DepId id, bool byStrideOrder) const;  // stays valid for the run
  DepId normalizedDepId(DepId id);
  const Expr* parsed(const std::string& text) const;   // null: the text does not parse
  std::vector<int64_t> strideHints(const Expr& index, const std::vector<std::string>& vars) const;
  void memoryBufferNames(const SchedNode211& n, std::vector<NameId>& out) const;  // into a reused scratch list
  DepId lastDepNamed(const SchedNode211& n, NameId name) const;
  // Scheduler.shared_data_after_reordering_loop / shared_data_after_inverting_indexing: the score a pair
  // gains (reordering or inverting one node's loops on the way when it helps).
  int64_t sharedDataAfterReorderingLoop(int id1, int id2);
  int64_t sharedDataAfterInvertingIndexing(int id1, int id2);
  int64_t sharedDataAfterInvertingIndexing214(int id1, int id2);  // 2.14 on (loop_inversion214.cpp)

 private:
  struct LoopShape {
    size_t freeSymbols = 0;
    std::vector<int64_t> strides;
  };
  struct SharedDep {  // sharedDataAfterReorderingLoop: a buffer both nodes use, and their last deps on it
    int64_t numel;
    DepId lhs, rhs;
  };
  static int64_t evalOrFlag(const Expr& e, const SymbolValues& values, bool& ok);
  std::vector<std::optional<int64_t>> simplifyLoops(const Expr& index, const std::vector<std::string>& vars,
                                                    const std::vector<int64_t>& sizes) const;
  NormalizedDep computeNormalizedDep(DepId id, bool byStrideOrder) const;
  bool strideNormalizedSizesDiffer(DepId a, DepId b) const;
  bool indexParses(DepId id) const;
  std::optional<std::vector<int>> decideLoopOrderToMatch(DepId selfId, DepId otherId) const;
  const LoopShape* loopShape(DepId id) const;
  void applyNewLoopOrder(NodeId m, const std::vector<int>& order);
  bool reorderLoopsByDepPair(int id, DepId selfDep, DepId otherDep);
  DepId normalizedBodyDep(NodeId m, NameId name, const Expr& index, const std::string& mode);
  void refreshInvertedDeps(int id);
  int64_t scoreByFusableReadWrite(int id1, int id2);

  Scheduler211& s_;
  mutable std::vector<const NormalizedDep*> normCache_;  // per (dep id, form): deps are immutable
  mutable std::unordered_map<std::string, NormalizedDep> normByContent_;
  // applyNewLoopOrder: order -> index -> the renamed index and the loop variables it still uses. The
  // reordering round moves the same index patterns back and forth across a model's identical layers.
  std::unordered_map<std::string, std::unordered_map<std::string, std::pair<std::string, std::vector<std::string>>>>
      reorderedIndex_;
  mutable std::unordered_map<std::string, const Expr*> parseCache_;  // null: does not parse
  mutable std::deque<Expr> ownParsed_;  // parses the pool did not have (parseCache_ points into it)
  mutable SymbolValues strideScratch_;
  mutable SymbolValues mergeScratch_;  // simplifyLoops' probes
  mutable std::unordered_map<DepId, std::optional<LoopShape>> loopShapes_;  // decideLoopOrderToMatch, per dep
  // simplifyLoops by (index text, vars, sizes)
  mutable std::unordered_map<std::string, std::vector<std::optional<int64_t>>> mergedLoops_;
  mutable std::vector<signed char> indexParses_;  // per dep: its index parses (1), not (0), unknown (-1)
  std::vector<NameId> names1Scratch_, names2Scratch_;  // memoryBufferNames of a pair, per candidate
  std::vector<SharedDep> sharedCands_;                 // sharedDataAfterReorderingLoop's scratch
};

}  // namespace fusescope::sched::inductor211
