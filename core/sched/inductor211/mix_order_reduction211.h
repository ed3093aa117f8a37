// MixOrderReduction of 2.11 (scheduler.py): two reductions of the same input along different dimensions,
// fused into a FusedMixOrderReductions node; and the split reductions it must recognise. It holds its
// scheduler and reads the run's nodes through it (mix_order.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "graph/graph.h"

namespace fusescope::sched::inductor211 {

class Scheduler211;
struct SchedNode211;

class MixOrderReduction211 {
 public:
  explicit MixOrderReduction211(Scheduler211& scheduler) : s_(scheduler) {}

  // ComputedBuffer._split_size: marks the first layers of split reductions (once, after the nodes).
  void findSplitReductions();
  // MixOrderReduction.get_numel / can_fuse(node1, node2), and a mix node's own can_fuse and fuse.
  int64_t mixNumel(const SchedNode211& n) const;
  bool mixCanFuse(const SchedNode211& n1, const SchedNode211& n2) const;
  bool mixCanFuseWith(int self, int other);
  int makeMix(int node1, int node2);
  int mixFuseWith(int self, int other);
  // A node's loop body changed: what was derived from its loads is derived again when next asked.
  void loopsChanged(NodeId m);

 private:
  struct NumelRnumel {  // the keys point into an Original, which outlives every use
    const std::string* numelKey = nullptr;
    const std::string* rnumelKey = nullptr;
    int64_t numel = 0, rnumel = 0;
  };
  bool isGpu(const SchedNode211& n) const;
  bool isSplitReduction(const SchedNode211& n) const;
  NumelRnumel numelRnumel(const SchedNode211& n) const;
  bool hasMixReductionOrders(const SchedNode211& n1, const SchedNode211& n2) const;
  bool isFullAccess(NameId buf, const SchedNode211& n) const;
  bool hasCommonRead(const SchedNode211& n1, const SchedNode211& n2) const;
  bool memberLoadsContiguously(NameId buf, NodeId m) const;
  bool isContiguousLoad(NameId buf, const SchedNode211& parent) const;
  bool isContiguousNode(const SchedNode211& n) const;
  bool subNodeCanFuse(int self, int node1, int node2, const std::vector<int>& others);

  Scheduler211& s_;
  mutable std::unordered_map<uint64_t, bool> contiguousLoads_;   // (buffer, node) -> is_contiguous_load
  mutable std::vector<NameId> commonRead1_, commonRead2_;        // hasCommonRead's scratch
  mutable std::unordered_map<uint64_t, bool> usesLeadingVars_;   // isFullAccess: (dep, k) -> d0..d{k-1} all free
};

}  // namespace fusescope::sched::inductor211
