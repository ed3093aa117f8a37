// What the rule behind a refusal compared, for the reasons whose words carry no numbers: the graph-level
// facts of "Why not fused?" (sizes, shared data, paths) can all hold while one of these rules refuses, and
// the engineer needs the values the rule saw. Each measure reads the scheduler's state at the decision
// (probeDecision) through the same functions the rule uses.
#include "sched/inductor211/scheduler211.h"

#include <fmt/format.h>

namespace fusescope::sched::inductor211 {

namespace {

std::string listText(const std::vector<int64_t>& values) {
  std::string out;
  for (int64_t v : values) out += (out.empty() ? "" : ", ") + std::to_string(v);
  return values.size() == 1 ? out + "," : out;  // a one-element tuple, as Python prints it
}

}  // namespace

std::optional<RuleMeasure> Scheduler211::ruleMeasure(int id1, int id2, const std::string& reason) {
  if (reason == "node1 must go before node2") return orderMeasure(id1, id2);
  if (reason == "invalid tiling for reduction") return reductionTilingMeasure(id1, id2);
  if (reason == "nodes numel/rnumel incompatibility") return rangesMeasure(id1, id2);
  if (reason == "memory deps did not match") return memoryDepsMeasure(id1, id2);
  return std::nullopt;
}

// Scheduler.can_fuse: node2 holds an ancestor of node1, so node1 cannot come first in one kernel.
RuleMeasure Scheduler211::orderMeasure(int id1, int id2) const {
  const SchedNode211& n1 = sn(id1);
  const SchedNode211& n2 = sn(id2);
  RuleMeasure m;
  m.fact = "node order";
  m.rowsSubject = "node of " + n2.name;
  m.rowsHeading = "how node1 depends on it";
  std::vector<NameId> read;  // what node1's own members read from outside it
  for (DepId d : n1.unmet) read.push_back(pool_.dep(d).name);
  for (NodeId member : n2.members) {
    if (!n1.ancestors.test(member)) continue;
    std::string how;
    for (NameId out : orig(member).outputs)
      if (contains(read, out)) how += (how.empty() ? "node1 reads " : ", ") + pool_.name(out);
    m.rows.emplace_back(sn(member).name, how.empty() ? "through other nodes" : how);
  }
  m.detail = fmt::format("node1 needs {} of node2's nodes to run before it (below); one kernel runs node1's part "
                         "first, so the pair cannot fuse in this order",
                         m.rows.size() == 1 ? std::string("one") : std::to_string(m.rows.size()));
  return m;
}

// SIMDScheduling.can_fuse with tiling_prevents_reduction_fusion: the pointwise side's own tiling must be
// (numel, 1) or the reduction's (numel, rnumel, 1).
RuleMeasure Scheduler211::reductionTilingMeasure(int id1, int id2) {
  const bool firstIsPointwise = !sn(id1).isReduction;
  const int pointwise = firstIsPointwise ? id1 : id2, reduction = firstIsPointwise ? id2 : id1;
  const Original& gp = groupOf(sn(pointwise));
  const Original& gr = groupOf(sn(reduction));
  const std::vector<int64_t> tiling = nodeTiling(pointwise, gp.numel);
  RuleMeasure m;
  m.fact = "tiling";
  m.detail = fmt::format("select_tiling gives {}'s nodes the tiling {}; a pointwise group fuses into the reduction {} "
                         "only with the tiling {} or {} (config.triton.tiling_prevents_reduction_fusion)",
                         sn(pointwise).name, tilingText(tiling), sn(reduction).name,
                         tilingText({gp.numel, 1}), tilingText({gr.numel, gr.rnumel, 1}));
  return m;
}

// SIMDKernel.is_compatible: each node of the pointwise side must split its loop ranges into the reduction's
// (numel, rnumel).
RuleMeasure Scheduler211::rangesMeasure(int id1, int id2) const {
  const bool firstIsPointwise = !sn(id1).isReduction;
  const SchedNode211& p = sn(firstIsPointwise ? id1 : id2);
  const Original& gr = groupOf(sn(firstIsPointwise ? id2 : id1));
  RuleMeasure m;
  m.fact = "loop ranges";
  m.rowsSubject = "node of " + p.name;
  m.rowsHeading = "its loop ranges (get_ranges)";
  for (NodeId member : p.members) {
    const Original& o = orig(member);
    if (isCompatible({gr.numel, gr.rnumel}, o.pointwise, o.reduction)) continue;
    m.rows.emplace_back(sn(member).name, o.reduction.empty() ? fmt::format("({})", listText(o.pointwise))
                                                             : fmt::format("({}) × ({})", listText(o.pointwise),
                                                                           listText(o.reduction)));
  }
  m.detail = fmt::format("{} of {}'s nodes {} loop ranges that do not split into the reduction's ({}, {}) "
                         "(SIMDKernel.is_compatible)",
                         m.rows.size(), p.name, m.rows.size() == 1 ? "has" : "have", gr.numel, gr.rnumel);
  return m;
}

// Scheduler.can_fuse_vertical: node2 reads a buffer of node1 with an access no write of node1 satisfies.
RuleMeasure Scheduler211::memoryDepsMeasure(int id1, int id2) {
  const SchedNode211& n1 = sn(id1);
  matchVerticalDeps(id1, id2);
  RuleMeasure m;
  m.fact = "memory deps";
  m.rowsSubject = "buffer";
  m.rowsHeading = fmt::format("{} reads / {} writes", sn(id2).name, n1.name);
  for (const auto& [readName, d] : verticalRemaining_) {
    if (d == kMatchedDep || !contains(n1.buffers, pool_.dep(d).name)) continue;
    std::string writes;
    for (DepId w : n1.writes)
      if (pool_.dep(w).kind == DepKind::Memory && renamed(pool_.dep(w).name) == readName)
        writes += (writes.empty() ? "" : ", ") + depText(w);
    m.rows.emplace_back(pool_.name(pool_.dep(d).name),
                        fmt::format("reads {} / writes {}", depText(d), writes.empty() ? "nothing of it" : writes));
  }
  m.detail = fmt::format("{} reads {} of {} with an index or loop sizes that no write of {} has, so it would need "
                         "the whole buffer written first",
                         sn(id2).name, m.rows.size() == 1 ? std::string("a buffer") : fmt::format("{} buffers", m.rows.size()),
                         n1.name, n1.name);
  return m;
}

}  // namespace fusescope::sched::inductor211
