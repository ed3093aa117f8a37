// 2.13's _LoopMutationTracker (scheduler.py): Scheduler.can_fuse runs its checks in a rollback scope. A
// check may reorder a node's loops (loop ordering after fusion) or invert and flatten them (index
// inversion) to find shared data; when the answer is False those changes are undone, so that the next
// candidate pair sees the loops as they were. 2.11 and 2.12 keep them.
#include "sched/inductor211/scheduler211.h"

namespace fusescope::sched::inductor211 {

// _LoopMutationTracker.track: every scope under way without a snapshot takes one now, before the change.
void Scheduler211::beforeLoopMutation() {
  for (LoopScope& scope : loopScopes_)
    if (!scope.snapshot) scope.snapshot = snapshotLoops(scope.id1, scope.id2);
}

// _LoopStateSnapshot.create: the candidate nodes and their members, deps, loop sizes and loop bodies.
Scheduler211::LoopSnapshot Scheduler211::snapshotLoops(int id1, int id2) const {
  LoopSnapshot out;
  for (int id : {id1, id2}) {
    const SchedNode211& n = sn(id);
    out.nodes.push_back({id, n.reads, n.writes, n.unmet});
    for (NodeId m : n.members) {
      if (m != id) out.nodes.push_back({m, sn(m).reads, sn(m).writes, sn(m).unmet});
      out.origs.emplace_back(m, orig(m));
      const auto* body = static_cast<size_t>(m) < loopBodies_.size() ? loopBodies_[static_cast<size_t>(m)].get() : nullptr;
      out.bodies.emplace_back(m, body ? std::make_unique<const LoopBodyProgram>(*body) : nullptr);
    }
  }
  return out;
}

// _LoopStateSnapshot.restore, and the caches that read the loops forgotten.
void Scheduler211::restoreLoops(LoopSnapshot& snapshot) {
  for (LoopSnapshot::Deps& d : snapshot.nodes) {
    SchedNode211& n = sn(d.id);
    n.reads = std::move(d.reads);
    n.writes = std::move(d.writes);
    n.unmet = std::move(d.unmet);
  }
  for (auto& [m, o] : snapshot.origs) origs_[static_cast<size_t>(m)] = std::move(o);
  if (loopBodies_.size() < nOrig_) loopBodies_.resize(nOrig_);
  for (auto& [m, body] : snapshot.bodies) {
    loopBodies_[static_cast<size_t>(m)] = std::move(body);  // none: parsed again from the dump when asked
    simd_.loopsChanged(m);
    cpp_.loopsChanged(m);
    mix_.loopsChanged(m);
  }
}

}  // namespace fusescope::sched::inductor211
