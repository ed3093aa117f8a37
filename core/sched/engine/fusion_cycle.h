// Scheduler.will_fusion_create_cycle: fusing node1 and node2 creates a cycle when another group node
// (fused, foreach, mix-order) lies on a path between them: reachable from their combined ancestors and
// itself descending from one of them. Only group nodes are walked: an original's ancestors are already
// in the combined set. Bitsets over original node ids, scratch reused for every pair. Only ancestors that
// sit in some group node are looked up: early in a round most ancestors are still single nodes.
#pragma once

#include <vector>

#include "sched/engine/node_bitset.h"
#include "sched/engine/sched_node.h"

namespace fusescope::sched::engine {

// Where found_path checks "all of this node's ops are combined ancestors, so it adds no new path".
enum class CycleWalk {
  SkipContainedFirst,  // 2.11: before looking at the node's ancestors
  PathFirst,           // seed: after (a path through the node counts even when it is contained)
};

class FusionCycleCheck {
 public:
  // Every group node the scheduler creates is noted here, before it is asked about (an original, once in
  // a group, stays in one: groups only grow).
  void noteGroup(const SchedNode& group) { grouped_.orWith(group.memberBits); }

  // topNodeOf[original] = the node holding it now (name_to_fused_node); nodeAt(id) -> const SchedNode&;
  // nodeCount bounds the node ids.
  template <class NodeAt>
  bool wouldCreateCycle(const SchedNode& node1, const SchedNode& node2, const std::vector<int>& topNodeOf,
                        size_t nodeCount, NodeAt&& nodeAt, CycleWalk walk) {
    names_ = node1.memberBits;
    names_.orWith(node2.memberBits);
    ancestors_ = node1.ancestors;
    ancestors_.orWith(node2.ancestors);
    ancestors_.andNot(names_);
    visited_.resize(nodeCount, 0);
    ++stamp_;  // visited = stamped in this call
    stack_.clear();
    auto push = [&](int original) {
      const int top = topNodeOf[static_cast<size_t>(original)];
      if (nodeAt(top).isGroup() && visited_[static_cast<size_t>(top)] != stamp_) {
        visited_[static_cast<size_t>(top)] = stamp_;
        stack_.push_back(top);
      }
      return false;
    };
    ancestors_.anyOfWithin(grouped_, push);
    while (!stack_.empty()) {
      const SchedNode& node = nodeAt(stack_.back());
      stack_.pop_back();
      if (walk == CycleWalk::SkipContainedFirst && node.memberBits.isSubsetOf(ancestors_)) continue;
      if (names_.intersects(node.ancestors)) return true;
      if (walk == CycleWalk::PathFirst && node.memberBits.isSubsetOf(ancestors_)) continue;
      node.ancestors.anyOfWithinExcept(grouped_, ancestors_, push);
    }
    return false;
  }

 private:
  NodeBitset names_, ancestors_;  // combined names; combined ancestors minus names
  NodeBitset grouped_;            // originals that are members of a group node
  std::vector<int> stack_;
  std::vector<unsigned> visited_;
  unsigned stamp_ = 0;
};

}  // namespace fusescope::sched::engine
