// The C++ backend 2.11 asks for CPU nodes: CppScheduling (codegen/cpp.py) can_fuse_vertical /
// can_fuse_horizontal, get_fusion_pair_priority, fuse and OuterLoopFusedSchedulerNode. Its refusals
// are silent in fusion.log (Scheduler.can_fuse returns the backend's False without a WhyNoFuse).
#include <algorithm>

#include "sched/inductor211/scheduler211.h"

namespace fusescope::sched::inductor211 {

namespace {
constexpr size_t kMaxHorizontalFusionSize = 16;  // config.cpp.max_horizontal_fusion_size (default)
}  // namespace

// node.group[1] = group_fn(self._sizes): (vars, reduce), each size simplified; a node whose loops
// recompute_size_and_body re-derived keeps its new group.
const CppScheduling211::CppGroup& CppScheduling211::cppGroupOf(NodeId original) {
  if (cppGroups_.size() < s_.nOrig_) {  // sized once: the references handed out stay valid
    cppGroups_.resize(s_.nOrig_);
    cppRecomputed_.resize(s_.nOrig_);
  }
  if (const auto& recomputed = cppRecomputed_[static_cast<size_t>(original)]) return *recomputed;
  // The group of the node's own sizes, kept until its loops are reordered (applyNewLoopOrder drops it).
  // Returned by reference (asked several times per candidate pair): valid until the node's loops change.
  auto& slot = cppGroups_[static_cast<size_t>(original)];
  if (!slot) {
    CppGroup g;
    const Original& o = s_.orig(original);
    g.vars.reserve(o.pointwiseText.size());
    g.reduce.reserve(o.reductionText.size());
    for (const auto& s : o.pointwiseText) g.vars.push_back(s_.cachedExprKey(s));
    for (const auto& s : o.reductionText) g.reduce.push_back(s_.cachedExprKey(s));
    slot = std::move(g);
  }
  return *slot;
}

const CppScheduling211::CppGroup& CppScheduling211::cppGroup(int id) { return cppGroupOf(s_.sn(id).groupNode); }

// ComputedBuffer.data.get_size(): the ranges of the node's computation, i.e. its output's size.
std::vector<std::string> CppScheduling211::cppDataSize(NodeId original) {
  std::vector<std::string> out;
  const Original& o = s_.orig(original);
  if (o.outputs.empty()) return out;
  if (BufferId b = s_.pool_.nameInfo(o.outputs.front()).buffer; b != kNone)
    for (const auto& s : s_.graph_.buffers[static_cast<size_t>(b)].layout.size) out.push_back(s_.cachedExprKey(s));
  return out;
}

// CppScheduling._can_fuse_nodes_with_compatible_ranges: (s0, s1, s2) with (s0*s1*s2), pointwise only,
// when the flat side is a single SchedulerNode with the same original ranges.
bool CppScheduling211::cppCompatibleRanges(int id1, int id2, const CppGroup& g1, const CppGroup& g2) {
  if (!g1.reduce.empty() || !g2.reduce.empty()) return false;
  auto prod = [&](const CppGroup& g) {
    int64_t p = 1;
    for (const auto& s : g.vars) p = p * s_.pool_.sizeHint(s);
    return p;
  };
  if (prod(g1) != prod(g2)) return false;
  if (g1.vars.size() != 1 && g2.vars.size() != 1) return false;
  const bool recompFirst = g1.vars.size() < g2.vars.size();
  const SchedNode211& recomp = s_.sn(recompFirst ? id1 : id2);
  const SchedNode211& ref = s_.sn(recompFirst ? id2 : id1);
  if (recomp.type != SchedNodeType::Scheduler || recomp.isTemplate) return false;
  const std::vector<std::string> ranges2 = cppDataSize(recomp.members.front());
  std::vector<std::vector<std::string>> rangesSet;
  for (NodeId m : ref.members) {
    if (s_.sn(m).isTemplate) break;
    auto r = cppDataSize(m);
    if (std::find(rangesSet.begin(), rangesSet.end(), r) == rangesSet.end()) rangesSet.push_back(std::move(r));
  }
  return rangesSet.size() == 1 && rangesSet.front() == ranges2;
}

// CppScheduling._why_fuse_nodes
CppScheduling211::CppFuseReason CppScheduling211::cppWhyFuse(int id1, int id2) {
  const CppGroup& g1 = cppGroup(id1);
  const CppGroup& g2 = cppGroup(id2);
  if (g1 == g2) return CppFuseReason::SameVarsReduce;
  // g1.vars == g2.vars + g2.reduce, compared in place
  if (g1.reduce.empty() && g1.vars.size() == g2.vars.size() + g2.reduce.size() &&
      std::equal(g2.vars.begin(), g2.vars.end(), g1.vars.begin()) &&
      std::equal(g2.reduce.begin(), g2.reduce.end(), g1.vars.begin() + static_cast<long>(g2.vars.size())))
    return CppFuseReason::CompatibleReduction;
  if (cppCompatibleRanges(id1, id2, g1, g2)) return CppFuseReason::CompatibleRangesNoReduction;
  return CppFuseReason::None;
}

// CppScheduling._can_fuse_horizontal_impl
bool CppScheduling211::cppHorizontalImpl(int id1, int id2) {
  if (s_.sn(id1).outerLoop || s_.sn(id2).outerLoop) return false;
  return cppWhyFuse(id1, id2) != CppFuseReason::None;
}

// CppScheduling._get_outer_loop_fusion_depth
int CppScheduling211::cppOuterLoopFusionDepth(int id1, int id2) {
  const SchedNode211& n1 = s_.sn(id1);
  const SchedNode211& n2 = s_.sn(id2);
  auto plain = [](const SchedNode211& n) {
    return n.type == SchedNodeType::Scheduler || n.type == SchedNodeType::Fused;
  };
  if (!plain(n1) || !plain(n2)) return 0;
  const CppGroup& g1 = n1.outerLoop ? cppGroupOf(n1.outerGroups.back()) : cppGroup(id1);
  const CppGroup& g2 = n2.outerLoop ? cppGroupOf(n2.outerGroups.front()) : cppGroup(id2);
  if (g1.vars.empty() && g2.vars.empty() && !g1.reduce.empty() && !g2.reduce.empty()) return 0;  // reduction only
  if (n1.outerLoop && n2.outerLoop) return n1.outerDepth == n2.outerDepth ? n1.outerDepth : 0;
  const size_t depth = std::min(g1.vars.size(), g2.vars.size());
  if (depth >= 1 && std::equal(g1.vars.begin(), g1.vars.begin() + static_cast<long>(depth), g2.vars.begin())) {
    if (n1.outerLoop || n2.outerLoop) {
      const SchedNode211& outer = n1.outerLoop ? n1 : n2;
      return outer.outerDepth == static_cast<int>(depth) ? static_cast<int>(depth) : 0;
    }
    return static_cast<int>(depth);  // the first two nodes of an OuterLoopFusedSchedulerNode
  }
  return 0;
}

// CppScheduling.can_fuse_vertical_outer_loop
bool CppScheduling211::cppCanFuseVerticalOuterLoop(int id1, int id2) {
  const SchedNode211& n1 = s_.sn(id1);
  const SchedNode211& n2 = s_.sn(id2);
  if (n1.isTemplate || n2.isTemplate || !n1.memberBits.intersects(n2.ancestors)) return false;
  return cppOuterLoopGivenHorizontal(id1, id2, cppHorizontalImpl(id1, id2));
}

// The rest of can_fuse_vertical_outer_loop for a vertical pair of non-templates whose
// _can_fuse_horizontal_impl is known (the rules are pure: callers that just asked need not ask again).
bool CppScheduling211::cppOuterLoopGivenHorizontal(int id1, int id2, bool horizontal) {
  return !(horizontal && !s_.sn(id1).isReduction) && cppOuterLoopFusionDepth(id1, id2) >= 1;
}

// CppScheduling.get_fusion_pair_priority: outer-loop fusions wait for a round without priority-0 pairs.
int CppScheduling211::cppFusionPairPriority(int id1, int id2) {
  if (s_.sn(id1).isForeach() || s_.sn(id2).isForeach()) return 0;
  return cppCanFuseVerticalOuterLoop(id1, id2) ? 1 : 0;
}

// cpp_utils.template_fusion_with_epilogues_supported (its first answer): every epilogue node reads the
// template's outputs at one index at most, and then writes at that same index. The reads and writes are
// the dump's dependencies of each member, which name their loop variables alike within one node.
bool CppScheduling211::cppTemplateEpilogueSupported(int templ, int epilogue) {
  std::vector<std::string_view> outputs;
  for (NodeId m : s_.sn(templ).members)
    for (BufferId b : s_.graph_.nodes[static_cast<size_t>(m)].outputs) outputs.push_back(s_.graph_.buffers[static_cast<size_t>(b)].name);
  const auto isOutput = [&](const std::string& name) {
    return std::find(outputs.begin(), outputs.end(), name) != outputs.end();
  };
  for (NodeId m : s_.sn(epilogue).members) {
    const Node& node = s_.graph_.nodes[static_cast<size_t>(m)];
    if (node.kind != NodeKind::Scheduler) continue;  // only nodes with an IR node (n.node is not None)
    const std::string* index = nullptr;
    for (const auto* deps : {&node.unmetDeps, &node.metDeps})
      for (const Dependency& d : *deps) {
        if (d.kind != DepKind::Memory || !isOutput(d.name)) continue;
        if (index && *index != d.index) return false;  // different read indexes are not supported
        index = &d.index;
      }
    if (!index) continue;  // no reads of the template: supported
    for (const Dependency& w : node.writes)
      if (w.index != *index) return false;  // supported = same_index
  }
  return true;
}

// CppScheduling.can_fuse_vertical / can_fuse_horizontal, chosen as Scheduler.can_fuse does.
bool CppScheduling211::cppCanFuse(int id1, int id2) {
  const SchedNode211& n1 = s_.sn(id1);
  const SchedNode211& n2 = s_.sn(id2);
  if (n1.memberBits.intersects(n2.ancestors)) {
    if (n2.isTemplate) return false;  // pre-op fusion with a template is not supported
    if (n1.isTemplate) return !n2.isReduction && cppTemplateEpilogueSupported(id1, id2);
    const bool horizontal = cppHorizontalImpl(id1, id2);
    return (horizontal && !n1.isReduction) || cppOuterLoopGivenHorizontal(id1, id2, horizontal);
  }
  if (n1.isTemplate || n2.isTemplate) return false;
  if (n1.members.size() + n2.members.size() > kMaxHorizontalFusionSize) return false;
  return cppHorizontalImpl(id1, id2);
}

// CppScheduling.fuse: compatible ranges re-derive the flat node's loops from the other's; an
// outer-loop fusion forms an OuterLoopFusedSchedulerNode; anything else a FusedSchedulerNode.
int CppScheduling211::cppFuse(int a, int b) {
  std::vector<int> parts;  // moved into the group node: one allocation
  parts.reserve(s_.sn(a).members.size() + s_.sn(b).members.size());
  for (NodeId m : s_.sn(a).members) parts.push_back(m);
  for (NodeId m : s_.sn(b).members) parts.push_back(m);
  if (s_.sn(a).isTemplate) return s_.makeGroupNode(SchedNodeType::Fused, std::move(parts));
  const CppFuseReason why = cppWhyFuse(a, b);
  if (why == CppFuseReason::CompatibleRangesNoReduction) {
    const bool recompFirst = cppGroup(a).vars.size() < cppGroup(b).vars.size();
    const int recomp = recompFirst ? a : b, ref = recompFirst ? b : a;
    cppRecomputed_[static_cast<size_t>(s_.sn(recomp).members.front())] = cppGroup(ref);  // recompute_size_and_body
    return s_.makeGroupNode(SchedNodeType::Fused, std::move(parts));
  }
  // cppCanFuseVerticalOuterLoop(a, b), with the horizontal answer from `why` and the depth asked once.
  const bool horizontal = !s_.sn(a).outerLoop && !s_.sn(b).outerLoop && why != CppFuseReason::None;
  const bool vertical = !s_.sn(a).isTemplate && !s_.sn(b).isTemplate && s_.sn(a).memberBits.intersects(s_.sn(b).ancestors);
  const int depth = vertical && !(horizontal && !s_.sn(a).isReduction) ? cppOuterLoopFusionDepth(a, b) : 0;
  if (depth >= 1) {
    std::vector<NodeId> outer;
    for (int x : {a, b}) {
      if (s_.sn(x).outerLoop) outer.insert(outer.end(), s_.sn(x).outerGroups.begin(), s_.sn(x).outerGroups.end());
      else outer.push_back(s_.sn(x).groupNode);
    }
    int id = s_.makeGroupNode(SchedNodeType::Fused, std::move(parts));
    s_.sn(id).outerLoop = true;
    s_.sn(id).outerDepth = depth;
    s_.sn(id).outerGroups = std::move(outer);
    return id;
  }
  return s_.makeGroupNode(SchedNodeType::Fused, std::move(parts));
}

}  // namespace fusescope::sched::inductor211
