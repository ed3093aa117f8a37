// Foreach nodes (create_foreach_nodes, ForeachKernelSchedulerNode.can_fuse / fuse) and combo kernels
// (create_combo_kernel_nodes after fusion) of 2.11. It holds its scheduler and makes the nodes through it
// (foreach_combo.cpp).
#pragma once

#include <vector>

namespace fusescope::sched::inductor211 {

class Scheduler211;
struct SchedNode211;

class ForeachCombo211 {
 public:
  explicit ForeachCombo211(Scheduler211& scheduler) : s_(scheduler) {}

  void createForeachNodes();                            // before the fusion rounds
  bool foreachCanFuse(int producerId, int consumerId);  // either side a foreach node
  int fuseForeach(int producerId, int consumerId);
  void createComboKernelNodes();                        // after them

 private:
  int makeForeach(const std::vector<int>& parts);
  int consumerSubnodeFor(const SchedNode211& foreach, const SchedNode211& producer) const;
  int producerSubnodeFor(const SchedNode211& foreach, const SchedNode211& consumer) const;
  std::vector<std::vector<int>> topologicalLevels() const;
  bool combinable(const SchedNode211& s) const;

  Scheduler211& s_;
};

}  // namespace fusescope::sched::inductor211
