#include "sched/seed/seed_backends.h"

#include <fmt/format.h>

#include "util/saturating.h"

namespace fusescope::sched::seed {

namespace {

std::string joinSizes(const std::vector<std::string>& v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + v[i];
  return s + "]";
}

}  // namespace

bool SeedBackends::isCpu(const SeedNode& n) const {
  if (n.device < 0) return false;
  return ctx_.devices[static_cast<size_t>(n.device)].rfind("cpu", 0) == 0;
}

TemplateKind SeedBackends::templateKind(const SeedNode& n) const {
  if (!n.isTemplate) return TemplateKind::None;
  for (NodeId m : n.members)
    if (auto k = ctx_.facts[static_cast<size_t>(m)].templ; k != TemplateKind::None) return k;
  return TemplateKind::None;
}

std::string SeedBackends::backendName(const SeedNode& n) const {
  switch (n.type) {
    case SchedNodeType::Extern: return "extern";
    case SchedNodeType::Nop: return "nop";
    case SchedNodeType::Foreach: return isCpu(n) ? "cpp" : "triton";
    default: break;
  }
  if (isCpu(n)) return "cpp";
  switch (templateKind(n)) {
    case TemplateKind::Cutlass: return "cutlass";
    case TemplateKind::CuteDSL: return "cutedsl";
    case TemplateKind::Rocm: return "rocm";
    default: return "triton";
  }
}

// CUDACombinedScheduling.can_fuse_vertical: the template backends answer for their own templates.
FuseCheck SeedBackends::canFuseVertical(const SeedNode& node1, const SeedNode& node2) const {
  if (isCpu(node1)) {
    // CppScheduling.can_fuse_vertical: can_fuse_horizontal(...) and not node1.is_reduction()
    FuseCheck h = cppCanFuseHorizontal(node1, node2);
    if (!h.ok) return h;
    if (node1.isReduction) return FuseCheck::no(SeedRule::CppReductionConsumer);
    return FuseCheck::yes();
  }
  TemplateKind k1 = templateKind(node1), k2 = templateKind(node2);
  if (k1 == TemplateKind::Cutlass) return cutlassCanFuseEpilogue(node1, node2);
  if (k2 == TemplateKind::Cutlass) return FuseCheck::no(SeedRule::CutlassOnlyEpilogues);
  if (k1 == TemplateKind::CuteDSL || k2 == TemplateKind::CuteDSL)
    return FuseCheck::no(SeedRule::CuteDslVertical);
  if (k1 == TemplateKind::Rocm || k2 == TemplateKind::Rocm)
    return FuseCheck::no(SeedRule::RocmVertical);
  return tritonCanFuse(node1, node2);
}

FuseCheck SeedBackends::canFuseHorizontal(const SeedNode& node1, const SeedNode& node2) const {
  if (isCpu(node1)) return cppCanFuseHorizontal(node1, node2);
  for (const SeedNode* n : {&node1, &node2}) {
    switch (templateKind(*n)) {
      case TemplateKind::Cutlass: return FuseCheck::no(SeedRule::CutlassHorizontal);
      case TemplateKind::CuteDSL: return FuseCheck::no(SeedRule::CuteDslHorizontal);
      case TemplateKind::Rocm: return FuseCheck::no(SeedRule::RocmHorizontal);
      default: break;
    }
  }
  return tritonCanFuse(node1, node2);
}

// TritonKernel.is_compatible((numel, rnumel), node.get_ranges()): _split_iteration_ranges must succeed.
bool SeedBackends::isCompatible(const Expr& numel, const Expr& rnumel, const SeedNodeFacts& node) const {
  int64_t remaining[2];
  try {
    remaining[0] = numel.evaluate(ctx_.hints);
    remaining[1] = rnumel.evaluate(ctx_.hints);
  } catch (const std::exception&) {
    return false;
  }
  int current = 0;
  auto addRange = [&](int i, int64_t size) {
    if (!divides(size, remaining[i])) return false;
    remaining[i] = saturatingDiv(remaining[i], size);
    return true;
  };
  for (const auto* group : {&node.iterHints, &node.reduceHints}) {
    for (int64_t size : *group) {
      if (size == 1) continue;
      while (current < 2 && remaining[current] == 1) ++current;
      if (current >= 2) return false;
      if (current + 1 < 2 && size > remaining[current]) {
        if (!divides(remaining[current], size)) return false;  // CantSplit
        int64_t size1 = remaining[current];
        int64_t size2 = saturatingDiv(size, remaining[current]);
        if (!addRange(current, size1) || !addRange(current + 1, size2)) return false;
      } else if (!addRange(current, size)) {
        return false;
      }
    }
  }
  return remaining[0] == 1 && remaining[1] == 1;
}

// TritonScheduling.can_fuse (can_fuse_vertical = can_fuse_horizontal = can_fuse). The select_tiling
// checks are not ported (see Trace::notes).
FuseCheck SeedBackends::tritonCanFuse(const SeedNode& node1, const SeedNode& node2) const {
  const SeedNodeFacts& g1 = ctx_.facts[static_cast<size_t>(node1.groupNode)];
  const SeedNodeFacts& g2 = ctx_.facts[static_cast<size_t>(node2.groupNode)];
  const Expr &numel1 = *g1.numel, &rnumel1 = *g1.rnumel, &numel2 = *g2.numel, &rnumel2 = *g2.rnumel;
  auto mismatch = [&](SeedRule rule) {
    return FuseCheck::no(rule, {}, fmt::format("({}, {}), ({}, {})", numel1.str(), numel2.str(), rnumel1.str(), rnumel2.str()));
  };
  if (node1.isReduction && node2.isReduction) {
    if (numel1 == numel2 && rnumel1 == rnumel2) return FuseCheck::yes();
    return mismatch(SeedRule::NumelMismatchReduce);
  }
  if (!node1.isReduction && !node2.isReduction) {
    if (!(numel1 == numel2 && rnumel1 == rnumel2)) return mismatch(SeedRule::NumelMismatchNonReduce);
    return FuseCheck::yes();  // template: skip tiling checks; others: tiling not ported
  }
  if (!node1.isReduction && node2.isReduction) {
    if (numel1 == numel2 * rnumel2) {
      for (NodeId m : node1.members)
        if (!isCompatible(numel2, rnumel2, ctx_.facts[static_cast<size_t>(m)]))
          return FuseCheck::no(SeedRule::NumelRnumelIncompatible);
      return FuseCheck::yes();
    }
    if (!(numel1 == numel2)) return FuseCheck::no(SeedRule::NumelIncompatible);
    return FuseCheck::yes();
  }
  // node1 is a reduction, node2 is not: swap args to hit the case above.
  return tritonCanFuse(node2, node1);
}

// CppScheduling.can_fuse_horizontal: equal (vars, reduce), or a pointwise node1 whose vars are node2's
// vars + reduce.
FuseCheck SeedBackends::cppCanFuseHorizontal(const SeedNode& node1, const SeedNode& node2) const {
  if (node1.groupNode == kNone || node2.groupNode == kNone) return FuseCheck::no(SeedRule::CppNoLoopGroup);
  const SeedNodeFacts& g1 = ctx_.facts[static_cast<size_t>(node1.groupNode)];
  const SeedNodeFacts& g2 = ctx_.facts[static_cast<size_t>(node2.groupNode)];
  if (g1.iterGroup == g2.iterGroup && g1.reduceGroup == g2.reduceGroup) return FuseCheck::yes();
  if (g1.reduceGroup.empty()) {
    std::vector<std::string> combined = g2.iterGroup;
    combined.insert(combined.end(), g2.reduceGroup.begin(), g2.reduceGroup.end());
    if (g1.iterGroup == combined) return FuseCheck::yes();
  }
  return FuseCheck::no(SeedRule::CppLoopRangesDiffer, {}, fmt::format("({}, {}) vs ({}, {})", joinSizes(g1.iterGroup),
                                   joinSizes(g1.reduceGroup), joinSizes(g2.iterGroup), joinSizes(g2.reduceGroup)));
}

// CUTLASSCPPScheduling._can_fuse_epilogue_impl: only elementwise epilogues an EVT can express.
FuseCheck SeedBackends::cutlassCanFuseEpilogue(const SeedNode& node1, const SeedNode& node2) const {
  const SeedNodeFacts* templ = nullptr;
  std::string templName;
  for (NodeId m : node1.members)
    if (ctx_.facts[static_cast<size_t>(m)].templ == TemplateKind::Cutlass) {
      templ = &ctx_.facts[static_cast<size_t>(m)];
      templName = ctx_.graph.nodes[static_cast<size_t>(m)].name;
      break;
    }
  for (NodeId m : node2.members) {
    const SeedNodeFacts& f = ctx_.facts[static_cast<size_t>(m)];
    const std::string& name = ctx_.graph.nodes[static_cast<size_t>(m)].name;
    if (!f.computedBuffer) return FuseCheck::no(SeedRule::CutlassNotComputedBuffer, name);
    if (f.isReduction) return FuseCheck::no(SeedRule::CutlassNotPointwise, name);
    static const std::vector<std::string> kNoSize;
    const auto& size = f.outputSize ? *f.outputSize : kNoSize;
    const auto& templSize = templ && templ->outputSize ? *templ->outputSize : kNoSize;
    if (templ && size != templSize)
      return FuseCheck::no(SeedRule::CutlassSizeDiffers, name,
                           fmt::format("{} differs from {}'s size: {}", joinSizes(size), templName, joinSizes(templSize)));
  }
  if (node2.hasAliasOrMutation) return FuseCheck::no(SeedRule::CutlassAliasOrMutation, node2.name);
  if (node2.isReduction) return FuseCheck::no(SeedRule::CutlassReduction, node2.name);
  if (!ctx_.config.cutlassEpilogueFusionEnabled || !ctx_.config.epilogueFusion)
    return FuseCheck::no(SeedRule::CutlassEpilogueOff);
  for (NodeId m : node2.members)
    if (!ctx_.facts[static_cast<size_t>(m)].elementwiseBody)
      return FuseCheck::no(SeedRule::CutlassNotElementwise, ctx_.graph.nodes[static_cast<size_t>(m)].name);
  return FuseCheck::yes();
}

}  // namespace fusescope::sched::seed
