// What two groups share by can_fuse's measure (sharedDataScore), and Scheduler.decide_fusion_fail_reason for
// every buffer both use that score_fusion_memory does not count: the answer to "no shared data" when the
// two groups plainly touch the same buffers.
#include "sched/inductor211/scheduler211.h"

#include <map>
#include <stdexcept>

#include <fmt/format.h>

#include "util/saturating.h"

namespace fusescope::sched::inductor211 {

namespace {

// The class as decide_fusion_fail_reason's f-string prints type(dep).
std::string depClass(DepKind kind) {
  const char* name = kind == DepKind::Memory ? "MemoryDep" : kind == DepKind::Star ? "StarDep" : "WeakDep";
  return fmt::format("<class 'torch._inductor.dependencies.{}'>", name);
}

}  // namespace

std::string RuleMeasures211::depText(DepId id) const {
  const DepInfo& d = s_.pool_.dep(id);
  if (d.kind != DepKind::Memory) return fmt::format("{}('{}')", d.kind == DepKind::Star ? "StarDep" : "WeakDep", s_.pool_.name(d.name));
  std::string ranges;
  for (size_t i = 0; i < d.vars.size() && i < d.sizes.size(); ++i)
    ranges += fmt::format("{}{}: {}", i ? ", " : "", d.vars[i], d.sizes[i]);
  return fmt::format("MemoryDep('{}', {}, {{{}}}{})", s_.pool_.name(d.name), d.index, ranges, d.mode.empty() ? "" : ", " + d.mode);
}

SharedDataReport RuleMeasures211::sharedDataReport(int id1, int id2) const {
  SharedDataReport report;
  report.node1 = s_.sn(id1).name;
  report.node2 = s_.sn(id2).name;
  report.threshold = s_.config_.scoreFusionMemoryThreshold;
  report.score = s_.memory_.scoreFusionMemory(s_.sn(id1), s_.sn(id2));

  // decide_fusion_fail_reason(node1, node2, common_buf_names), in the state choices.can_fuse sees: each
  // side's dep is the last of its reads_and_writes() with the name.
  const SchedNode211& n1 = s_.sn(id1);
  const SchedNode211& n2 = s_.sn(id2);
  std::vector<NameId> names1, names2;
  s_.loops_.memoryBufferNames(n1, names1);
  s_.loops_.memoryBufferNames(n2, names2);
  auto offsetOf = [&](const DepInfo& d) -> std::string {
    const Expr* index = s_.loops_.parsed(d.index);
    if (!index) return d.index;
    std::map<std::string, Expr, std::less<>> zero;
    for (const auto& v : d.vars) zero[v] = Expr::constant(0);
    return index->substitute(zero).str();
  };
  for (NameId name : names1) {
    if (!contains(names2, name)) continue;
    // score_fusion_memory counts a dep both sides have: any of the name's, not only the last.
    bool alike = false;
    for (const auto* list : {&n1.reads, &n1.writes})
      for (DepId d : *list)
        if (s_.pool_.dep(d).name == name && (contains(n2.reads, d) || contains(n2.writes, d))) alike = true;
    if (alike) {
      report.counted.push_back(s_.pool_.name(name));
      continue;
    }
    const DepId lhsId = s_.loops_.lastDepNamed(n1, name), rhsId = s_.loops_.lastDepNamed(n2, name);
    const DepInfo& lhs = s_.pool_.dep(lhsId);
    const DepInfo& rhs = s_.pool_.dep(rhsId);
    std::string reason;
    if (lhs.kind != DepKind::Memory || rhs.kind != DepKind::Memory) {
      reason = fmt::format("not MemoryDep: {} v.s. {}", depClass(lhs.kind), depClass(rhs.kind));
    } else if (lhs.numel != rhs.numel) {
      reason = fmt::format("different numel: {} v.s. {}", lhs.numel, rhs.numel);
    } else {
      int64_t size1 = 1, size2 = 1;
      for (int64_t s : lhs.sizeHints) size1 = saturatingMul(size1, s);
      for (int64_t s : rhs.sizeHints) size2 = saturatingMul(size2, s);
      const std::string off1 = offsetOf(lhs), off2 = offsetOf(rhs);
      if (size1 != size2) {
        reason = "broadcast";  // same numel, different MemoryDep.size
      } else if (off1 != off2) {
        reason = fmt::format("different offset: {} v.s. {}", off1, off2);
      } else if (lhs.mode == rhs.mode && s_.loops_.normalizeDep(lhsId, true) == s_.loops_.normalizeDep(rhsId, true)) {
        reason = fmt::format("Mismatch loop orders: {} v.s. {}", depText(lhsId), depText(rhsId));
      } else {
        std::string layout;
        if (BufferId b = s_.pool_.nameInfo(name).buffer; b != kNone)
          layout = " Layout: " + s_.graph_.buffers[static_cast<size_t>(b)].layout.text;
        reason = fmt::format("Unknown reason: {} v.s. {}.{}", depText(lhsId), depText(rhsId), layout);
      }
    }
    report.mismatches.push_back({s_.pool_.name(name), std::move(reason)});
  }
  return report;
}

}  // namespace fusescope::sched::inductor211
