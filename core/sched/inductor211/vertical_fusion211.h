// Scheduler.can_fuse_vertical of 2.11 and what it asks: node2's unmet deps matched against node1's writes
// (remaining_deps_by_name), fusable_weak_dep and fusable_read_and_write. It holds its scheduler
// (vertical_fusion.cpp).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "sched/inductor211/dep_pool.h"

namespace fusescope::sched::inductor211 {

class Scheduler211;
struct SchedNode211;

class VerticalFusion211 {
 public:
  explicit VerticalFusion211(Scheduler211& scheduler) : s_(scheduler) {}

  bool canFuseVertical(int id1, int id2);
  bool fusableWeakDep(DepId weakId, const SchedNode211& n1, const SchedNode211& n2) const;
  // Fills remaining(): node2's unmet deps as (renamed name, dep), kMatchedDep where node1 writes them.
  void matchVerticalDeps(int id1, int id2);
  static constexpr DepId kMatchedDep = -1;
  const std::vector<std::pair<NameId, DepId>>& remaining() const { return remaining_; }
  bool fusableReadAndWrite(DepId readId, DepId writeId) const;  // the read renamed by the mutations first

 private:
  static bool modeRequiresSynchronization(const std::string& mode);

  Scheduler211& s_;
  std::vector<std::pair<NameId, DepId>> remaining_;   // reused across calls: no allocation
};

}  // namespace fusescope::sched::inductor211
