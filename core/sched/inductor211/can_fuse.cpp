// Scheduler.can_fuse and the rules it calls, in Inductor 2.11's order and wording: choices.can_fuse,
// choices.can_fuse_horizontal (can_fuse_vertical and what it asks: vertical_fusion.cpp).
#include "sched/inductor211/scheduler211.h"

#include <cstdlib>

#include <fmt/format.h>

#include "util/saturating.h"

namespace fusescope::sched::inductor211 {

bool Scheduler211::canFuse(int id1, int id2, bool canReorder, bool allowMix) {
  if (!since({2, 13})) return canFuseChecks(id1, id2, canReorder, allowMix);
  loopScopes_.push_back({id1, id2, std::nullopt});
  bool ok = false;
  try {
    ok = canFuseChecks(id1, id2, canReorder, allowMix);
  } catch (...) {
    loopScopes_.pop_back();
    throw;
  }
  LoopScope scope = std::move(loopScopes_.back());
  loopScopes_.pop_back();
  if (!ok && scope.snapshot) restoreLoops(*scope.snapshot);
  return ok;
}

bool Scheduler211::canFuseChecks(int id1, int id2, bool canReorder, bool allowMix) {
  recorder_.forgetPendingBasis();
  if (probeDecision_ >= 0) lastSharedPair_ = {-1, -1};  // measures of an earlier call are not this call's
  if (id1 == id2) return false;
  if (sn(id1).isMix()) return mix_.mixCanFuseWith(id1, id2);
  if (sn(id2).isMix()) return false;  // nothing is fused before a FusedMixOrderReductions
  const SchedNode211& n1 = sn(id1);
  const SchedNode211& n2 = sn(id2);
  if (!since({2, 12})) {
    if (n1.isExternOrNop() && !n1.isTemplate) {
      why(id1, id2, Rule::Node1ExternOrNop);
      return false;
    }
  } else if (!canFuseNode1Extern212(id1, id2)) {
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
    return vertical_.canFuseVertical(id1, id2) && simd_.backendCanFuse(id1, id2);
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

// 2.12's can_fuse (2.13's _can_fuse) on node1: a nop refuses as before; an extern kernel refuses unless it is a user-defined
// Triton kernel taking a pointwise epilogue, whose conditions (can_fuse_epilogue(), its mutated output's
// layout) the IR dump does not carry: FuseScope refuses such a pair too and says that it assumed so.
bool Scheduler211::canFuseNode1Extern212(int id1, int id2) {
  const SchedNode211& n1 = sn(id1);
  if (n1.type == SchedNodeType::Nop && !n1.isTemplate) {
    why(id1, id2, Rule::Node1Nop);
    return false;
  }
  if (n1.type != SchedNodeType::Extern) return true;
  const Node& extern1 = graph_.nodes[static_cast<size_t>(n1.groupNode)];
  if (extern1.irType != "UserDefinedTritonKernel") {
    why(id1, id2, Rule::Node1ExternNotTritonKernel);
    return false;
  }
  recorder_.addNote(fmt::format("{}: assumed: {} (a user-defined Triton kernel) takes no epilogue from {}: "
                                "can_fuse_epilogue() and its output layout are not in the dump",
                                inductorPolicyName(release_), extern1.name, sn(id2).name));
  return false;
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

}  // namespace fusescope::sched::inductor211
