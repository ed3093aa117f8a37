// SIMDScheduling of 2.11 (codegen/simd.py, the Triton backend) as the scheduler asks it: can_fuse for
// GPU nodes and the tiling it compares (select_tiling). It holds its scheduler and reads the run's nodes
// through it, as Inductor's backend holds `self.scheduler` (simd_backend.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "sched/inductor211/tiling.h"

namespace fusescope::sched::inductor211 {

class Scheduler211;

class SimdScheduling211 {
 public:
  explicit SimdScheduling211(Scheduler211& scheduler) : s_(scheduler) {}

  // Scheduler.can_fuse's last word: the backend of node1 (SIMD, or the C++ backend for CPU nodes).
  bool backendCanFuse(int id1, int id2);
  std::vector<int64_t> selectTilingFor(const std::vector<NodeId>& members, int64_t numel,
                                       const TilingDep** from = nullptr) const;  // from: see selectTiling
  static std::string tilingText(const std::vector<int64_t>& t);
  // With loop_ordering_after_fusion off the tiling reads each node's loop body as printed: read once
  // after the nodes are built, and again for a node whose indexing was inverted.
  void readBodyTilings();
  void readBodyTiling(NodeId m);
  void loopsChanged(NodeId m);   // a node's loops were reordered: its tiling is computed again

 private:
  std::optional<std::vector<TilingDep>> bodyTilingDeps(NodeId m);
  TilingNode tilingNode(NodeId m) const;
  const std::vector<int64_t>& nodeTiling(int id, int64_t numel) const;  // selectTilingFor, kept per node
  bool simdCanFuse(int id1, int id2);
  bool simdPointwiseIntoReduction(int id1, int id2);

  Scheduler211& s_;
  std::vector<std::optional<std::vector<TilingDep>>> bodyTiling_;  // per original node, loop_ordering_after_fusion off
  mutable std::vector<std::optional<TilingNode>> tilingNodes_;     // per original node: tilingNode, until reordered
  mutable std::vector<uint32_t> tilingVersion_;  // per original node: bumped when its loops are reordered
  struct NodeTiling {
    bool valid = false;
    int64_t numel = 0;
    uint64_t versions = 0;  // the sum of the members' tilingVersion_ it was computed at
    std::vector<int64_t> tiling;
  };
  mutable std::vector<NodeTiling> nodeTilings_;  // per node: nodeTiling
  std::vector<NodeId> tilingMembersScratch_;     // simdCanFuse: both nodes' members
};

}  // namespace fusescope::sched::inductor211
