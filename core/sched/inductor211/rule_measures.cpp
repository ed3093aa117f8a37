// What the rule behind a refusal compared, for the reasons whose words carry no numbers: the graph-level
// facts of "Why not fused?" (sizes, shared data, paths) can all hold while one of these rules refuses, and
// the engineer needs the values the rule saw. Each measure reads the scheduler's state at the decision
// (probeDecision) through the same functions the rule uses.
#include "sched/inductor211/scheduler211.h"

#include <algorithm>

#include <fmt/format.h>

namespace fusescope::sched::inductor211 {

namespace {

std::string listText(const std::vector<int64_t>& values) {
  std::string out;
  for (int64_t v : values) out += (out.empty() ? "" : ", ") + std::to_string(v);
  return values.size() == 1 ? out + "," : out;  // a one-element tuple, as Python prints it
}

// Up to six names, then how many more.
std::string namesText(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size() && i < 6; ++i) out += (i ? ", " : "") + names[i];
  if (names.size() > 6) out += fmt::format(" (+{} more)", names.size() - 6);
  return out.empty() ? "nothing" : out;
}

}  // namespace

std::optional<RuleMeasure> Scheduler211::ruleMeasure(int id1, int id2, const std::string& reason) {
  if (reason == "node1 must go before node2") return orderMeasure(id1, id2);
  if (reason == "invalid tiling for reduction") return reductionTilingMeasure(id1, id2);
  if (reason == "nodes numel/rnumel incompatibility") return rangesMeasure(id1, id2);
  if (reason == "memory deps did not match") return memoryDepsMeasure(id1, id2);
  if (reason == "candidate producer is not dep of any foreach consumer") return foreachProducerMeasure(id1, id2);
  if (reason == "candidate consumer has no dep in any foreach producer") return foreachConsumerMeasure(id1, id2);
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
  const TilingDep* from = nullptr;  // the access whose strides gave the tiling (nodeTiling's, asked again)
  const std::vector<int64_t> tiling = selectTilingFor(sn(pointwise).members, gp.numel, &from);
  RuleMeasure m;
  m.fact = "tiling";
  m.detail = fmt::format("select_tiling gives {}'s nodes the tiling {}; a pointwise group fuses into the reduction {} "
                         "only with the tiling {} or {} (config.triton.tiling_prevents_reduction_fusion)",
                         sn(pointwise).name, tilingText(tiling), sn(reduction).name,
                         tilingText({gp.numel, 1}), tilingText({gr.numel, gr.rnumel, 1}));
  if (from && from->name >= 0) {
    m.rowsSubject = "buffer";
    m.rowsHeading = "the access the tiling comes from (its stride per loop)";
    const auto one = std::find(from->strides.begin(), from->strides.end(), int64_t{1});
    m.rows.emplace_back(pool_.name(from->name),
                        fmt::format("{} with strides ({}): contiguous along loop {} of {}, not the last, so the "
                                    "kernel tiles in two dimensions",
                                    from->isWrite ? "written" : "read", listText(from->strides),
                                    one - from->strides.begin() + 1, from->strides.size()));
  }
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

// ForeachKernelSchedulerNode.can_fuse: a producer fuses into the one part of the foreach that reads it.
RuleMeasure Scheduler211::foreachProducerMeasure(int id1, int id2) const {
  const SchedNode211& producer = sn(id1);
  const SchedNode211& foreach = sn(id2);
  std::vector<std::string> written;
  for (NameId b : producer.buffers) written.push_back(pool_.name(b));
  RuleMeasure m;
  m.fact = "foreach parts";
  m.detail = fmt::format("{} writes {}; none of the {} parts of the foreach {} reads it, and a producer fuses into a "
                         "foreach only with the part that reads it (the pair shares only what both read)",
                         producer.name, namesText(written), foreach.parts.size(), foreach.name);
  return m;
}

// ForeachKernelSchedulerNode.can_fuse: a consumer fuses into a foreach when exactly one part produces what
// it reads.
RuleMeasure Scheduler211::foreachConsumerMeasure(int id1, int id2) const {
  const SchedNode211& foreach = sn(id1);
  const SchedNode211& consumer = sn(id2);
  std::vector<int> producers;  // the same search as producerSubnodeFor, keeping every part found
  for (DepId r : consumer.reads) {
    const NodeId p = producerOf(pool_.dep(r).name);
    if (p == kNone) continue;
    for (const auto& [op, node] : foreach.nameToNode)
      if (op == p) orderedAdd(producers, node);
  }
  std::vector<std::string> names;
  for (int p : producers) names.push_back(sn(p).name);
  RuleMeasure m;
  m.fact = "foreach parts";
  if (producers.empty()) {
    std::vector<std::string> read;
    for (DepId r : consumer.reads) read.push_back(pool_.name(pool_.dep(r).name));
    m.detail = fmt::format("{} reads {}; none of it is written by the {} parts of the foreach {} (the pair shares "
                           "only what both read)",
                           consumer.name, namesText(read), foreach.parts.size(), foreach.name);
  } else {
    m.detail = fmt::format("{} reads what {} parts of the foreach {} write ({}); a consumer fuses into a foreach only "
                           "when one part produces what it reads",
                           consumer.name, producers.size(), foreach.name, namesText(names));
  }
  return m;
}

}  // namespace fusescope::sched::inductor211
