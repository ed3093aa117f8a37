// Scheduler.can_fuse and the rules it calls, in Inductor 2.11's order and wording: choices.can_fuse,
// choices.can_fuse_horizontal, can_fuse_vertical, fusable_weak_dep, fusable_read_and_write.
#include "sched/inductor211/scheduler211.h"

#include <cstdlib>

#include <fmt/format.h>

#include "util/saturating.h"

namespace fusescope::sched::inductor211 {

bool Scheduler211::canFuse(int id1, int id2, bool canReorder, bool allowMix) {
  recorder_.forgetPendingBasis();
  if (probeDecision_ >= 0) lastSharedPair_ = {-1, -1};  // measures of an earlier call are not this call's
  if (id1 == id2) return false;
  if (sn(id1).isMix()) return mix_.mixCanFuseWith(id1, id2);
  if (sn(id2).isMix()) return false;  // nothing is fused before a FusedMixOrderReductions
  const SchedNode211& n1 = sn(id1);
  const SchedNode211& n2 = sn(id2);
  if (n1.isExternOrNop() && !n1.isTemplate) {
    why(id1, id2, Rule::Node1ExternOrNop);
    return false;
  }
  if (n2.isExternOrNop() && !n2.isTemplate) {
    why(id1, id2, Rule::Node2ExternOrNop);
    return false;
  }
  if (n2.memberBits.intersects(n1.ancestors)) {
    why(id1, id2, Rule::Node1BeforeNode2);
    return false;
  }
  if (n2.isTemplate && !prologue_.canFuseTemplatePrologue(id1, id2)) return false;
  if (n1.isTemplate && (hasAliasOrMutation(n2) || n2.isReduction || !config_.epilogueFusion)) {
    why(id1, id2, Rule::TemplateEpilogue);
    return false;
  }
  if (n1.device != n2.device) {
    why(id1, id2, Rule::DeviceMismatch, fmt::format("({} vs {})", devices_[static_cast<size_t>(n1.device)],
                              devices_[static_cast<size_t>(n2.device)]));
    return false;
  }
  const int64_t shared = sharedDataScore(id1, id2, canReorder, allowMix);
  if (!choicesCanFuse(id1, id2, shared)) return false;
  if (n1.memberBits.intersects(n2.ancestors)) {
    return canFuseVertical(id1, id2) && simd_.backendCanFuse(id1, id2);
  }
  return choicesCanFuseHorizontal(id1, id2, shared) && simd_.backendCanFuse(id1, id2);
}

// can_fuse's shared_data_score: score_fusion_memory, then, while it is below the threshold, what reordering
// loops (the reorder round only) and inverting indexing find. A probing run keeps each measure taken.
int64_t Scheduler211::sharedDataScore(int id1, int id2, bool canReorder, bool allowMix) {
  SharedDataReport* steps = nullptr;
  if (probeDecision_ >= 0) {
    lastSharedPair_ = {id1, id2};
    lastShared_ = {};
    steps = &lastShared_;
  }
  int64_t shared = memory_.scoreFusionMemory(sn(id1), sn(id2), true, allowMix);
  if (steps) steps->score = shared;
  if (canReorder && shared < config_.scoreFusionMemoryThreshold && config_.loopOrderingAfterFusion) {
    int64_t reordered = loops_.sharedDataAfterReorderingLoop(id1, id2);
    if (steps) steps->afterReordering = reordered;
    if (reordered >= 0) shared = reordered;
  }
  // (expand_dimension_for_pointwise_nodes: default False, not ported)
  if (config_.loopIndexInversionInFusion && shared < config_.scoreFusionMemoryThreshold) {
    int64_t inverted = loops_.sharedDataAfterInvertingIndexing(id1, id2);
    if (steps) steps->afterInverting = inverted;
    if (inverted >= 0) shared = inverted;
  }
  return shared;
}

NodeId Scheduler211::templateMember(const SchedNode211& n) const {
  for (NodeId m : n.members)
    if (sn(m).isTemplate) return m;
  return n.members.front();
}

bool Scheduler211::hasAliasOrMutation(const SchedNode211& n) const {
  return std::any_of(n.members.begin(), n.members.end(), [&](NodeId m) { return orig(m).hasAliasOrMutation; });
}

// choices.can_fuse
bool Scheduler211::choicesCanFuse(int id1, int id2, int64_t shared) {
  const SchedNode211& n1 = sn(id1);
  const SchedNode211& n2 = sn(id2);
  if (shared == 0 && (!config_.aggressiveFusion || n1.isReduction || n2.isReduction)) {
    why(id1, id2, Rule::NoSharedData);
    return false;
  }
  if (!n1.isForeach() && !n2.isForeach() &&
      n1.members.size() + n2.members.size() > static_cast<size_t>(config_.maxFusionSize)) {
    why(id1, id2, Rule::ExceedsMaxFusion);
    return false;
  }
  if (memory_.canFusionIncreasePeakMemory(n1, n2)) {
    why(id1, id2, Rule::PeakMemory);
    return false;
  }
  if (config_.maxFusionUniqueIoBuffers > 0 && memory_.fusionPreventTooManyReadsAndWrites(n1, n2, config_.maxFusionUniqueIoBuffers)) {
    why(id1, id2, Rule::TooManyReadsAndWrites);
    return false;
  }
  return true;
}

// choices.can_fuse_horizontal
bool Scheduler211::choicesCanFuseHorizontal(int id1, int id2, int64_t shared) {
  const SchedNode211& n1 = sn(id1);
  const SchedNode211& n2 = sn(id2);
  // For mix order reduction, we disregard shared data or distance.
  if (mix_.mixCanFuse(n1, n2)) return true;
  if (shared < config_.scoreFusionMemoryThreshold) {
    why(id1, id2, Rule::ScoreThreshold);
    return false;
  }
  int64_t proximity = std::max(std::abs(n1.minOrder - n2.maxOrder), std::abs(n2.minOrder - n1.maxOrder));
  if (proximity > 64) {
    why(id1, id2, Rule::TooFarApart);
    return false;
  }
  return true;
}

// remaining_deps_by_name in Scheduler.can_fuse_vertical, as one flat list of (renamed name, dep) in n2.unmet
// order, a dep kMatchedDep where a write of n1 satisfies it: a name's deps keep their order within it, which
// is all the matching reads. Reused across calls: no allocation.
void Scheduler211::matchVerticalDeps(int id1, int id2) {
  const SchedNode211& n1 = sn(id1);
  const SchedNode211& n2 = sn(id2);
  std::vector<std::pair<NameId, DepId>>& remaining = verticalRemaining_;
  remaining.clear();
  for (DepId d : n2.unmet) {
    const DepInfo& dep = pool_.dep(d);
    NameId name = renamed(dep.name);
    if (dep.kind == DepKind::Weak && fusableWeakDep(d, n1, n2)) continue;
    remaining.emplace_back(name, d);
  }
  for (DepId w : n1.writes) {
    const DepInfo& cd = pool_.dep(w);
    if (cd.kind != DepKind::Memory) continue;
    NameId name = renamed(cd.name);
    for (auto& [readName, d] : remaining)
      if (readName == name && d != kMatchedDep && fusableReadAndWrite(d, w)) d = kMatchedDep;
  }
}

// Scheduler.can_fuse_vertical
bool Scheduler211::canFuseVertical(int id1, int id2) {
  const SchedNode211& n1 = sn(id1);
  matchVerticalDeps(id1, id2);
  const std::vector<std::pair<NameId, DepId>>& remaining = verticalRemaining_;
  // Either refusal holds when any remaining name qualifies: the order the names are tried in does not matter.
  for (const auto& [readName, d] : remaining)
    if (d != kMatchedDep && contains(n1.buffers, pool_.dep(d).name)) {
      why(id1, id2, Rule::MemoryDepsMismatch);
      return false;
    }
  for (const auto& [readName, d] : remaining) {
    if (d == kMatchedDep) continue;
    int f = fusedNodeOfName(pool_.dep(d).name);
    if (f >= 0 && n1.memberBits.intersects(sn(f).ancestors)) {
      why(id1, id2, Rule::IntermediateNodes);
      return false;
    }
  }
  return true;
}

// Scheduler.fusable_weak_dep
bool Scheduler211::fusableWeakDep(DepId weakId, const SchedNode211& n1, const SchedNode211& n2) const {
  const DepInfo& weak = pool_.dep(weakId);
  if (!contains(n1.buffers, weak.name)) return false;
  DepId mutatingWrite = -1;  // the one write of n2 to the mutated buffer
  size_t mutatingWrites = 0;
  for (DepId w : n2.writes)
    if (pool_.dep(w).name == weak.mutatingBuf && ++mutatingWrites == 1) mutatingWrite = w;
  if (mutatingWrites != 1) return false;
  const DepInfo& write = pool_.dep(mutatingWrite);
  if (write.kind != DepKind::Memory) return false;
  if (write.indexHasTmp) return false;
  NameId real = weak.mutatingBuf >= 0 ? mutationRealName_[static_cast<size_t>(weak.mutatingBuf)] : -1;
  if (real == -1) real = weak.mutatingBuf;
  // The readers: n1, or a foreach node's subkernels.
  const bool foreach = n1.isForeach();
  const size_t readerCount = foreach ? n1.parts.size() : 1;
  int concurrent = 0;
  for (size_t k = 0; k < readerCount; ++k) {
    const SchedNode211& r = foreach ? sn(n1.parts[k]) : n1;
    bool reads = false;
    for (DepId d : r.reads) {
      const DepInfo& rd = pool_.dep(d);
      if (rd.name != real) continue;
      reads = true;
      if (rd.kind != DepKind::Memory || rd.indexHasTmp || rd.index != write.index || rd.sizes != write.sizes) return false;
    }
    if (reads) ++concurrent;
  }
  return concurrent <= 1;
}

bool Scheduler211::modeRequiresSynchronization(const std::string& mode) {
  return mode == "atomic_add" || mode == "tma";
}

// Scheduler.fusable_read_and_write
bool Scheduler211::fusableReadAndWrite(DepId readId, DepId writeId) const {
  const DepInfo& read = pool_.dep(readId);
  const DepInfo& write = pool_.dep(writeId);
  if (read.kind == DepKind::Memory) {
    NameId readName = renamed(read.name);
    if (readName != write.name || read.indexHasTmp || write.indexHasTmp) return false;
    // The deps as they are, or both normalized: compared in place, no copy per pair.
    const std::string* rIndex = &read.index;
    const std::string* wIndex = &write.index;
    const std::vector<int64_t>* rSizes = &read.sizeHints;
    const std::vector<int64_t>* wSizes = &write.sizeHints;
    if (config_.loopOrderingAfterFusion && read.vars.size() != write.vars.size()) {
      const LoopOrdering211::NormalizedDep& r = loops_.normalizeDep(readId, false);
      const LoopOrdering211::NormalizedDep& w = loops_.normalizeDep(writeId, false);
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
    NameId readName = renamed(read.name), writeName = renamed(write.name);
    return read.mode == write.mode && !write.mode.empty() && readName == writeName;
  }
  return false;
}

}  // namespace fusescope::sched::inductor211
