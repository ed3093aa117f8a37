// Scheduler.can_fuse_vertical of 2.11 and what it asks: remaining_deps_by_name matched against node1's
// writes, fusable_weak_dep and fusable_read_and_write, in Inductor's order and wording.
#include "sched/inductor211/scheduler211.h"

#include <algorithm>

namespace fusescope::sched::inductor211 {

// remaining_deps_by_name in Scheduler.can_fuse_vertical, as one flat list of (renamed name, dep) in n2.unmet
// order, a dep kMatchedDep where a write of n1 satisfies it: a name's deps keep their order within it, which
// is all the matching reads. Reused across calls: no allocation.
void VerticalFusion211::matchVerticalDeps(int id1, int id2) {
  const SchedNode211& n1 = s_.sn(id1);
  const SchedNode211& n2 = s_.sn(id2);
  std::vector<std::pair<NameId, DepId>>& remaining = remaining_;
  remaining.clear();
  for (DepId d : n2.unmet) {
    const DepInfo& dep = s_.pool_.dep(d);
    NameId name = s_.renamed(dep.name);
    if (dep.kind == DepKind::Weak && fusableWeakDep(d, n1, n2)) continue;
    remaining.emplace_back(name, d);
  }
  for (DepId w : n1.writes) {
    const DepInfo& cd = s_.pool_.dep(w);
    if (cd.kind != DepKind::Memory) continue;
    NameId name = s_.renamed(cd.name);
    for (auto& [readName, d] : remaining)
      if (readName == name && d != kMatchedDep && fusableReadAndWrite(d, w)) d = kMatchedDep;
  }
}

// Scheduler.can_fuse_vertical
bool VerticalFusion211::canFuseVertical(int id1, int id2) {
  const SchedNode211& n1 = s_.sn(id1);
  matchVerticalDeps(id1, id2);
  const std::vector<std::pair<NameId, DepId>>& remaining = remaining_;
  // Either refusal holds when any remaining name qualifies: the order the names are tried in does not matter.
  for (const auto& [readName, d] : remaining)
    if (d != kMatchedDep && contains(n1.buffers, s_.pool_.dep(d).name)) {
      s_.why(id1, id2, Rule::MemoryDepsMismatch);
      return false;
    }
  for (const auto& [readName, d] : remaining) {
    if (d == kMatchedDep) continue;
    int f = s_.fusedNodeOfName(s_.pool_.dep(d).name);
    if (f >= 0 && n1.memberBits.intersects(s_.sn(f).ancestors)) {
      s_.why(id1, id2, Rule::IntermediateNodes);
      return false;
    }
  }
  return true;
}

// Scheduler.fusable_weak_dep
bool VerticalFusion211::fusableWeakDep(DepId weakId, const SchedNode211& n1, const SchedNode211& n2) const {
  const DepInfo& weak = s_.pool_.dep(weakId);
  if (!contains(n1.buffers, weak.name)) return false;
  DepId mutatingWrite = -1;  // the one write of n2 to the mutated buffer
  size_t mutatingWrites = 0;
  for (DepId w : n2.writes)
    if (s_.pool_.dep(w).name == weak.mutatingBuf && ++mutatingWrites == 1) mutatingWrite = w;
  if (mutatingWrites != 1) return false;
  const DepInfo& write = s_.pool_.dep(mutatingWrite);
  if (write.kind != DepKind::Memory) return false;
  if (write.indexHasTmp) return false;
  NameId real = weak.mutatingBuf >= 0 ? s_.mutationRealName_[static_cast<size_t>(weak.mutatingBuf)] : -1;
  if (real == -1) real = weak.mutatingBuf;
  // The readers: n1, or a foreach node's subkernels.
  const bool foreach = n1.isForeach();
  const size_t readerCount = foreach ? n1.parts.size() : 1;
  int concurrent = 0;
  for (size_t k = 0; k < readerCount; ++k) {
    const SchedNode211& r = foreach ? s_.sn(n1.parts[k]) : n1;
    bool reads = false;
    for (DepId d : r.reads) {
      const DepInfo& rd = s_.pool_.dep(d);
      if (rd.name != real) continue;
      reads = true;
      if (rd.kind != DepKind::Memory || rd.indexHasTmp || rd.index != write.index || rd.sizes != write.sizes) return false;
    }
    if (reads) ++concurrent;
  }
  return concurrent <= 1;
}

bool VerticalFusion211::modeRequiresSynchronization(const std::string& mode) {
  return mode == "atomic_add" || mode == "tma";
}

// Scheduler.fusable_read_and_write
bool VerticalFusion211::fusableReadAndWrite(DepId readId, DepId writeId) const {
  const DepInfo& read = s_.pool_.dep(readId);
  const DepInfo& write = s_.pool_.dep(writeId);
  if (read.kind == DepKind::Memory) {
    NameId readName = s_.renamed(read.name);
    if (readName != write.name || read.indexHasTmp || write.indexHasTmp) return false;
    // The deps as they are, or both normalized: compared in place, no copy per pair.
    const std::string* rIndex = &read.index;
    const std::string* wIndex = &write.index;
    const std::vector<int64_t>* rSizes = &read.sizeHints;
    const std::vector<int64_t>* wSizes = &write.sizeHints;
    if (s_.config_.loopOrderingAfterFusion && read.vars.size() != write.vars.size()) {
      const LoopOrdering211::NormalizedDep& r = s_.loops_.normalizeDep(readId, false);
      const LoopOrdering211::NormalizedDep& w = s_.loops_.normalizeDep(writeId, false);
      rIndex = &r.index;
      wIndex = &w.index;
      rSizes = &r.sizes;
      wSizes = &w.sizes;
    }
    if (modeRequiresSynchronization(write.mode)) return false;
    return *rIndex == *wIndex && rSizes->size() >= wSizes->size() &&
           std::equal(wSizes->begin(), wSizes->end(), rSizes->begin());
  }
  if (read.kind == DepKind::Star) {
    NameId readName = s_.renamed(read.name), writeName = s_.renamed(write.name);
    return read.mode == write.mode && !write.mode.empty() && readName == writeName;
  }
  return false;
}

}  // namespace fusescope::sched::inductor211
