// CppScheduling of 2.11 (codegen/cpp.py) as the scheduler asks it for CPU nodes: can_fuse_vertical and
// can_fuse_horizontal, get_fusion_pair_priority, fuse and OuterLoopFusedSchedulerNode. Like Inductor's
// backend it holds its scheduler and reads the run's nodes through it (cpp_backend.cpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "graph/graph.h"

namespace fusescope::sched::inductor211 {

class Scheduler211;

class CppScheduling211 {
 public:
  explicit CppScheduling211(Scheduler211& scheduler) : s_(scheduler) {}

  // node.group[1] of CppScheduling.group_fn: the simplified sizes of its loops and reductions.
  struct CppGroup {
    std::vector<std::string> vars, reduce;
    friend bool operator==(const CppGroup&, const CppGroup&) = default;
  };
  enum class CppFuseReason { None, SameVarsReduce, CompatibleReduction, CompatibleRangesNoReduction };

  bool cppCanFuse(int id1, int id2);
  int cppFusionPairPriority(int id1, int id2);
  int cppFuse(int a, int b);
  // A node's loops were reordered: the group of its own sizes is computed again when next asked.
  void loopsChanged(NodeId original) {
    if (static_cast<size_t>(original) < cppGroups_.size()) cppGroups_[static_cast<size_t>(original)].reset();
  }

 private:
  const CppGroup& cppGroupOf(NodeId original);
  const CppGroup& cppGroup(int id);
  std::vector<std::string> cppDataSize(NodeId original);
  bool cppCompatibleRanges(int id1, int id2, const CppGroup& g1, const CppGroup& g2);  // g: cppGroup(id)
  CppFuseReason cppWhyFuse(int id1, int id2);
  bool cppHorizontalImpl(int id1, int id2);
  int cppOuterLoopFusionDepth(int id1, int id2);
  bool cppCanFuseVerticalOuterLoop(int id1, int id2);
  bool cppOuterLoopGivenHorizontal(int id1, int id2, bool horizontal);
  bool cppTemplateEpilogueSupported(int templ, int epilogue);

  Scheduler211& s_;
  std::vector<std::optional<CppGroup>> cppRecomputed_;  // per original node (sized with cppGroups_):
                                                        // the group recompute_size_and_body gave it
  std::vector<std::optional<CppGroup>> cppGroups_;      // per original node: the group of its own sizes
};

}  // namespace fusescope::sched::inductor211
