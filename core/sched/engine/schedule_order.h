// Scheduler.topological_sort_schedule: a depth-first walk from each node in list order that places a
// node after the nodes in the list producing its unmet dependencies, visited in the order of the
// dependency names (sorted(unmet_dependencies, key=name)). Scratch is reused between calls.
#pragma once

#include <algorithm>
#include <string_view>
#include <utility>
#include <vector>

#include "sched/engine/sched_node.h"
#include "sched/schedule_cancel.h"

namespace fusescope::sched::engine {

// sorted(nodes, key=lambda n: n.min_order), as fuse_nodes_once orders the nodes left after a round.
// Keys are copied out so the sort does not touch the nodes.
template <class NodeAt>
void sortByMinOrder(std::vector<int>& nodes, NodeAt&& nodeAt) {
  std::vector<std::pair<int, int>> keyed;
  keyed.reserve(nodes.size());
  for (int n : nodes) keyed.emplace_back(nodeAt(n).minOrder, n);
  std::stable_sort(keyed.begin(), keyed.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  for (size_t k = 0; k < keyed.size(); ++k) nodes[k] = keyed[k].second;
}

class ScheduleSorter {
 public:
  // nodeAt(id) -> const SchedNode&; producer(depId) -> {name id, node producing it now or -1};
  // nameText(name id) -> the name the children are ordered by. nodeCount bounds the node ids.
  template <class NodeAt, class Producer, class NameText>
  std::vector<int> sort(const std::vector<int>& nodes, size_t nodeCount, NodeAt&& nodeAt, Producer&& producer,
                        NameText&& nameText, CancelPoll& cancel) {
    std::vector<int> result;
    result.reserve(nodes.size());
    ++stamp_;
    visited_.resize(nodeCount, 0);
    inList_.assign(nodeCount, 0);
    for (int n : nodes) inList_[static_cast<size_t>(n)] = 1;
    // Children live in one arena used as a stack: a frame owns [begin, end) until it is popped.
    struct Frame {
      int node;
      size_t begin, end, next;
    };
    std::vector<Frame> stack;
    arena_.clear();
    auto pushFrame = [&](int n) {
      byName_.clear();
      for (int d : nodeAt(n).unmet) {
        const auto [name, top] = producer(d);
        if (top < 0 || !inList_[static_cast<size_t>(top)]) continue;
        byName_.emplace_back(name, top);
      }
      // A node has few unmet deps: an insertion sort (stable, and unlike std::stable_sort it needs no
      // temporary buffer) comparing the names directly.
      for (size_t i = 1; i < byName_.size(); ++i)
        for (size_t j = i; j > 0 && std::string_view(nameText(byName_[j].first)) <
                                        std::string_view(nameText(byName_[j - 1].first));
             --j)
          std::swap(byName_[j], byName_[j - 1]);
      const size_t begin = arena_.size();
      for (auto& p : byName_) arena_.push_back(p.second);
      stack.push_back({n, begin, arena_.size(), begin});
    };
    for (int root : nodes) {
      cancel.tick();
      if (visited_[static_cast<size_t>(root)] == stamp_) continue;
      visited_[static_cast<size_t>(root)] = stamp_;
      pushFrame(root);
      while (!stack.empty()) {
        Frame& fr = stack.back();
        if (fr.next < fr.end) {
          const int c = arena_[fr.next++];
          if (visited_[static_cast<size_t>(c)] != stamp_) {
            visited_[static_cast<size_t>(c)] = stamp_;
            pushFrame(c);
          }
        } else {
          result.push_back(fr.node);
          arena_.resize(fr.begin);
          stack.pop_back();
        }
      }
    }
    return result;
  }

 private:
  std::vector<unsigned> visited_;
  unsigned stamp_ = 0;
  std::vector<char> inList_;
  std::vector<int> arena_;
  std::vector<std::pair<int, int>> byName_;  // (name id, node)
};

}  // namespace fusescope::sched::engine
