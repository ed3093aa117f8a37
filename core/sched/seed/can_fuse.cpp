// The seed's Scheduler.can_fuse and the rules it calls (can_fuse_vertical, will_fusion_create_cycle,
// ForeachKernelSchedulerNode.can_fuse), and score_fusion / score_fusion_memory.
#include "sched/seed/seed_scheduler.h"

#include <cstdlib>

#include <fmt/format.h>

#include "util/saturating.h"

namespace fusescope::sched::seed {

// Scheduler.score_fusion_memory: bytes of the deps both nodes read or write.
int64_t SeedScheduler::scoreFusionMemory(const SeedNode& a, const SeedNode& b) const {
  int64_t sum = 0;
  auto i = a.used.begin(), j = b.used.begin();
  while (i != a.used.end() && j != b.used.end()) {
    if (*i < *j) ++i;
    else if (*j < *i) ++j;
    else {
      sum = saturatingAdd(sum, deps_.dep(*i).bytes);
      ++i;
      ++j;
    }
  }
  return sum;
}

FusionScore SeedScheduler::scoreFusion(const SeedNode& a, const SeedNode& b) const {
  FusionScore s;
  s.memory = scoreFusionMemory(a, b);
  s.proximity = -std::max(std::abs(a.minOrder - b.maxOrder), std::abs(b.minOrder - a.maxOrder));
  s.templateFirst = a.isTemplate == ctx_.config.epilogueFusionFirst && s.memory > 0;
  s.sameReduction = a.isReduction == b.isReduction && s.memory > 0;
  return s;
}

// ForeachKernelSchedulerNode.can_fuse
FuseCheck SeedScheduler::foreachCanFuse(int producer, int consumer) const {
  const SeedNode& P = sn(producer);
  const SeedNode& C = sn(consumer);
  if (P.isForeach() && C.isForeach()) {
    if (P.parts.size() != C.parts.size()) return FuseCheck::no(SeedRule::ForeachLength);
    for (size_t i = 0; i < P.parts.size(); ++i)
      if (FuseCheck c = canFuse(P.parts[i], C.parts[i]); !c.ok) return c;
    return FuseCheck::yes();
  }
  if (C.isForeach()) {
    int sub = consumerSubnodeFor(consumer, producer);
    if (sub >= 0) return canFuse(producer, sub);
    return FuseCheck::no(SeedRule::ForeachProducerNotDep);
  }
  int sub = producerSubnodeFor(producer, consumer);
  if (sub >= 0) return canFuse(sub, consumer);
  return FuseCheck::no(SeedRule::ForeachConsumerNoDep);
}

// Scheduler.can_fuse, every rule in the seed's order.
FuseCheck SeedScheduler::canFuse(int id1, int id2) const {
  if (id1 == id2) return FuseCheck::no(SeedRule::SameNode);
  const SeedNode& n1 = sn(id1);
  const SeedNode& n2 = sn(id2);
  if (n1.isExternOrNop() && !n1.isTemplate) return FuseCheck::no(SeedRule::Node1ExternOrNop);
  if (n2.isExternOrNop() && !n2.isTemplate) return FuseCheck::no(SeedRule::Node2ExternOrNop);
  if (n1.isForeach() || n2.isForeach()) return foreachCanFuse(id1, id2);
  if (n2.memberBits.intersects(n1.ancestors)) return FuseCheck::no(SeedRule::Node1BeforeNode2);
  if (n2.isTemplate) return FuseCheck::no(SeedRule::TemplatesOnlyEpilogues);
  if (n1.isTemplate && (n2.hasAliasOrMutation || n2.isReduction || !ctx_.config.epilogueFusion))
    return FuseCheck::no(SeedRule::TemplateEpilogue);
  if (n1.device != n2.device)
    return FuseCheck::no(SeedRule::DeviceMismatch, {},
                         fmt::format("({} vs {})", ctx_.devices[static_cast<size_t>(n1.device)],
                                     ctx_.devices[static_cast<size_t>(n2.device)]));
  bool noSharedData = scoreFusionMemory(n1, n2) == 0;
  if (noSharedData && (!ctx_.config.aggressiveFusion || n1.isReduction || n2.isReduction))
    return FuseCheck::no(SeedRule::NoSharedData);
  if (n1.members.size() + n2.members.size() > static_cast<size_t>(ctx_.config.maxFusionSize))
    return FuseCheck::no(SeedRule::ExceedsMaxFusion);
  if (n1.memberBits.intersects(n2.ancestors)) {  // node2 depends on node1 outputs
    if (FuseCheck v = canFuseVertical(n1, n2); !v.ok) return v;
    return backends_.canFuseVertical(n1, n2);
  }
  if (canFusionIncreasePeakMemory(n1, n2)) return FuseCheck::no(SeedRule::PeakMemory);
  return backends_.canFuseHorizontal(n1, n2);
}

// Scheduler.can_fusion_increase_peak_memory: nodes too far apart in the original order.
bool SeedScheduler::canFusionIncreasePeakMemory(const SeedNode& a, const SeedNode& b) const {
  int proximity = std::max(std::abs(a.minOrder - b.maxOrder), std::abs(b.minOrder - a.maxOrder));
  return proximity > ctx_.config.proximityLimit;
}

// Scheduler.can_fuse_vertical: every read of node2 matches a write of node1 or comes from a node that
// can run before the fused pair.
FuseCheck SeedScheduler::canFuseVertical(const SeedNode& n1, const SeedNode& n2) const {
  std::vector<NameId>& remaining = verticalScratch_;
  remaining.clear();
  for (DepId rdId : n2.unmet) {
    const SeedDepRecord& rd = deps_.dep(rdId);
    bool computed = false;
    for (DepId cdId : n1.writes) {
      const SeedDepRecord& cd = deps_.dep(cdId);
      if (rd.name == cd.name && rd.kind == cd.kind && !rd.indexHasTmp && !cd.indexHasTmp && rd.index() == cd.index() &&
          rd.sizesStartWith(cd)) {
        computed = true;
        break;
      }
    }
    if (!computed) remaining.push_back(rd.name);
  }
  for (NameId name : remaining) {
    NodeId p = deps_.producer(name);
    if (p != kNone && n1.memberBits.test(p)) return FuseCheck::no(SeedRule::MemoryDepsMismatch);
  }
  for (NameId name : remaining) {
    int t = topOfName(name);
    if (t >= 0 && n1.memberBits.intersects(sn(t).ancestors))
      return FuseCheck::no(SeedRule::IntermediateNodes);
  }
  return FuseCheck::yes();
}

// Scheduler.will_fusion_create_cycle: is there a path between the pair through another fused node?
bool SeedScheduler::willFusionCreateCycle(const SeedNode& n1, const SeedNode& n2) {
  return cycleCheck_.wouldCreateCycle(
      n1, n2, topOf_, snodes_.size(), [&](int id) -> const engine::SchedNode& { return sn(id); },
      engine::CycleWalk::PathFirst);
}

}  // namespace fusescope::sched::seed
