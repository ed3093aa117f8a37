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

std::optional<RuleMeasure> RuleMeasures211::ruleMeasure(int id1, int id2, const std::string& reason) {
  const RuleEntry* rule = ruleOfReason(reason);
  if (!rule || !rule->measure) return std::nullopt;
  return (this->*rule->measure)(id1, id2);
}

// Scheduler.can_fuse: node2 holds an ancestor of node1, so node1 cannot come first in one kernel.
RuleMeasure RuleMeasures211::orderMeasure(int id1, int id2) {
  const SchedNode211& n1 = s_.sn(id1);
  const SchedNode211& n2 = s_.sn(id2);
  RuleMeasure m;
  m.fact = "node order";
  m.rowsSubject = "node of " + n2.name;
  m.rowsHeading = "how node1 depends on it";
  std::vector<NameId> read;  // what node1's own members read from outside it
  for (DepId d : n1.unmet) read.push_back(s_.pool_.dep(d).name);
  for (NodeId member : n2.members) {
    if (!n1.ancestors.test(member)) continue;
    std::string how;
    for (NameId out : s_.orig(member).outputs)
      if (contains(read, out)) how += (how.empty() ? "node1 reads " : ", ") + s_.pool_.name(out);
    m.rows.emplace_back(s_.sn(member).name, how.empty() ? "through other nodes" : how);
  }
  m.detail = fmt::format("node1 needs {} of node2's nodes to run before it (below); one kernel runs node1's part "
                         "first, so the pair cannot fuse in this order",
                         m.rows.size() == 1 ? std::string("one") : std::to_string(m.rows.size()));
  return m;
}

// SIMDScheduling.can_fuse with tiling_prevents_reduction_fusion: the pointwise side's own tiling must be
// (numel, 1) or the reduction's (numel, rnumel, 1).
RuleMeasure RuleMeasures211::reductionTilingMeasure(int id1, int id2) {
  const bool firstIsPointwise = !s_.sn(id1).isReduction;
  const int pointwise = firstIsPointwise ? id1 : id2, reduction = firstIsPointwise ? id2 : id1;
  const Original& gp = s_.groupOf(s_.sn(pointwise));
  const Original& gr = s_.groupOf(s_.sn(reduction));
  const TilingDep* from = nullptr;  // the access whose strides gave the tiling (nodeTiling's, asked again)
  const std::vector<int64_t> tiling = s_.simd_.selectTilingFor(s_.sn(pointwise).members, gp.numel, &from);
  RuleMeasure m;
  m.fact = "tiling";
  m.detail = fmt::format("select_tiling gives {}'s nodes the tiling {}; a pointwise group fuses into the reduction {} "
                         "only with the tiling {} or {} (config.triton.tiling_prevents_reduction_fusion)",
                         s_.sn(pointwise).name, s_.simd_.tilingText(tiling), s_.sn(reduction).name,
                         s_.simd_.tilingText({gp.numel, 1}), s_.simd_.tilingText({gr.numel, gr.rnumel, 1}));
  if (from && from->name >= 0) {
    m.rowsSubject = "buffer";
    m.rowsHeading = "the access the tiling comes from (its stride per loop)";
    const auto one = std::find(from->strides.begin(), from->strides.end(), int64_t{1});
    m.rows.emplace_back(s_.pool_.name(from->name),
                        fmt::format("{} with strides ({}): contiguous along loop {} of {}, not the last, so the "
                                    "kernel tiles in two dimensions",
                                    from->isWrite ? "written" : "read", listText(from->strides),
                                    one - from->strides.begin() + 1, from->strides.size()));
  }
  return m;
}

// SIMDKernel.is_compatible: each node of the pointwise side must split its loop ranges into the reduction's
// (numel, rnumel).
RuleMeasure RuleMeasures211::rangesMeasure(int id1, int id2) {
  const bool firstIsPointwise = !s_.sn(id1).isReduction;
  const SchedNode211& p = s_.sn(firstIsPointwise ? id1 : id2);
  const Original& gr = s_.groupOf(s_.sn(firstIsPointwise ? id2 : id1));
  RuleMeasure m;
  m.fact = "loop ranges";
  m.rowsSubject = "node of " + p.name;
  m.rowsHeading = "its loop ranges (get_ranges)";
  for (NodeId member : p.members) {
    const Original& o = s_.orig(member);
    if (isCompatible({gr.numel, gr.rnumel}, o.pointwise, o.reduction)) continue;
    m.rows.emplace_back(s_.sn(member).name, o.reduction.empty() ? fmt::format("({})", listText(o.pointwise))
                                                             : fmt::format("({}) × ({})", listText(o.pointwise),
                                                                           listText(o.reduction)));
  }
  m.detail = fmt::format("{} of {}'s nodes {} loop ranges that do not split into the reduction's ({}, {}) "
                         "(SIMDKernel.is_compatible)",
                         m.rows.size(), p.name, m.rows.size() == 1 ? "has" : "have", gr.numel, gr.rnumel);
  return m;
}

// Scheduler.can_fuse_vertical: node2 reads a buffer of node1 with an access no write of node1 satisfies.
RuleMeasure RuleMeasures211::memoryDepsMeasure(int id1, int id2) {
  const SchedNode211& n1 = s_.sn(id1);
  s_.vertical_.matchVerticalDeps(id1, id2);
  RuleMeasure m;
  m.fact = "memory deps";
  m.rowsSubject = "buffer";
  m.rowsHeading = fmt::format("{} reads / {} writes", s_.sn(id2).name, n1.name);
  for (const auto& [readName, d] : s_.vertical_.remaining()) {
    if (d == VerticalFusion211::kMatchedDep || !contains(n1.buffers, s_.pool_.dep(d).name)) continue;
    std::string writes;
    for (DepId w : n1.writes)
      if (s_.pool_.dep(w).kind == DepKind::Memory && s_.renamed(s_.pool_.dep(w).name) == readName)
        writes += (writes.empty() ? "" : ", ") + depText(w);
    m.rows.emplace_back(s_.pool_.name(s_.pool_.dep(d).name),
                        fmt::format("reads {} / writes {}", depText(d), writes.empty() ? "nothing of it" : writes));
  }
  m.detail = fmt::format("{} reads {} of {} with an index or loop sizes that no write of {} has, so it would need "
                         "the whole buffer written first",
                         s_.sn(id2).name, m.rows.size() == 1 ? std::string("a buffer") : fmt::format("{} buffers", m.rows.size()),
                         n1.name, n1.name);
  return m;
}

// ForeachKernelSchedulerNode.can_fuse: a producer fuses into the one part of the foreach that reads it.
RuleMeasure RuleMeasures211::foreachProducerMeasure(int id1, int id2) {
  const SchedNode211& producer = s_.sn(id1);
  const SchedNode211& foreach = s_.sn(id2);
  std::vector<std::string> written;
  for (NameId b : producer.buffers) written.push_back(s_.pool_.name(b));
  RuleMeasure m;
  m.fact = "foreach parts";
  m.detail = fmt::format("{} writes {}; none of the {} parts of the foreach {} reads it, and a producer fuses into a "
                         "foreach only with the part that reads it (the pair shares only what both read)",
                         producer.name, namesText(written), foreach.parts.size(), foreach.name);
  return m;
}

// ForeachKernelSchedulerNode.can_fuse: a consumer fuses into a foreach when exactly one part produces what
// it reads.
RuleMeasure RuleMeasures211::foreachConsumerMeasure(int id1, int id2) {
  const SchedNode211& foreach = s_.sn(id1);
  const SchedNode211& consumer = s_.sn(id2);
  std::vector<int> producers;  // the same search as producerSubnodeFor, keeping every part found
  for (DepId r : consumer.reads) {
    const NodeId p = s_.producerOf(s_.pool_.dep(r).name);
    if (p == kNone) continue;
    for (const auto& [op, node] : foreach.nameToNode)
      if (op == p) orderedAdd(producers, node);
  }
  std::vector<std::string> names;
  for (int p : producers) names.push_back(s_.sn(p).name);
  RuleMeasure m;
  m.fact = "foreach parts";
  if (producers.empty()) {
    std::vector<std::string> read;
    for (DepId r : consumer.reads) read.push_back(s_.pool_.name(s_.pool_.dep(r).name));
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

// InductorChoices.can_fuse: the two groups' nodes together against config.max_fusion_size.
RuleMeasure RuleMeasures211::maxFusionMeasure(int id1, int id2) {
  RuleMeasure m;
  m.fact = "fusion size";
  const size_t a = s_.sn(id1).members.size(), b = s_.sn(id2).members.size();
  m.detail = fmt::format("{} + {} nodes = {}, over max_fusion_size = {}", a, b, a + b, s_.config_.maxFusionSize);
  return m;
}

// Scheduler.can_fuse, a template as node1: its epilogue must be functional and pointwise, with
// epilogue_fusion on.
RuleMeasure RuleMeasures211::epilogueMeasure(int id1, int id2) {
  const SchedNode211& n2 = s_.sn(id2);
  std::vector<std::string> failing;
  if (s_.hasAliasOrMutation(n2)) failing.push_back(n2.name + " aliases or mutates a buffer");
  if (n2.isReduction) failing.push_back(n2.name + " is a reduction");
  if (!s_.config_.epilogueFusion) failing.push_back("config.epilogue_fusion is off");
  RuleMeasure m;
  m.fact = "template epilogue";
  m.detail = fmt::format("{} is a template; an epilogue must be a functional pointwise node with epilogue_fusion on: {}",
                         s_.sn(id1).name, namesText(failing));
  return m;
}

// Scheduler.can_fuse, a template as node2 (prologue fusion): node1 must be pointwise, the template Triton's.
RuleMeasure RuleMeasures211::prologueKindMeasure(int id1, int id2, bool templateSide) const {
  const SchedNode211& n1 = s_.sn(id1);
  RuleMeasure m;
  m.fact = "prologue kinds";
  if (templateSide) {
    const Node& templ = s_.graph_.nodes[static_cast<size_t>(s_.templateMember(s_.sn(id2)))];
    m.detail = fmt::format("{} is a {} on {}; only a Triton template (TritonTemplateBuffer, MultiTemplateBuffer) fuses a "
                           "prologue", templ.name, templ.irType, s_.devices_[static_cast<size_t>(s_.sn(id2).device)]);
  } else {
    m.detail = fmt::format("{} is a {}; only a pointwise node fuses into a template as its prologue", n1.name,
                           n1.isTemplate ? "template" : "reduction");
  }
  return m;
}

// Scheduler.check_prologue_fusion_heuristics_fusable: a prologue may not read more than 1.1x what it writes.
RuleMeasure RuleMeasures211::prologueBytesMeasure(int id1, int id2) {
  const SchedNode211& n1 = s_.sn(id1);
  RuleMeasure m;
  m.fact = "prologue bytes";
  m.detail = fmt::format("{} reads {} bytes and writes {}; a prologue fuses only when it reads at most 1.1x what it "
                         "writes (it would move the extra reads into {}'s inner loop)",
                         n1.name, s_.prologue_.readWriteBufferBytes(n1, true), s_.prologue_.readWriteBufferBytes(n1, false), s_.sn(id2).name);
  return m;
}

// Scheduler.check_prologue_fusion_heuristics_fusable: a low-precision template takes only a prologue that
// computes nothing it would have to upcast.
RuleMeasure RuleMeasures211::prologueUpcastMeasure(int id1, int id2) {
  const NodeId templ = s_.templateMember(s_.sn(id2));
  const Node& t = s_.graph_.nodes[static_cast<size_t>(templ)];
  const std::string dtype =
      t.outputs.empty() ? std::string() : s_.graph_.buffers[static_cast<size_t>(t.outputs.front())].layout.dtype;
  RuleMeasure m;
  m.fact = "prologue precision";
  m.detail = fmt::format("{} computes in {}; {} computes {} (its loop body would be upcast to fp32), and a "
                         "low-precision template takes only a prologue of loads, stores and casts",
                         t.name, dtype, s_.sn(id1).name, s_.prologue_.firstUpcastOp(s_.sn(id1)).value_or("nothing numeric"));
  return m;
}

// Scheduler.can_fuse, prologue fusion: every buffer of the prologue is used inside it, but for its last
// node's, used by the template alone.
RuleMeasure RuleMeasures211::prologueUsesMeasure(int id1, int id2) {
  const SchedNode211& n1 = s_.sn(id1);
  const Node& templ = s_.graph_.nodes[static_cast<size_t>(s_.templateMember(s_.sn(id2)))];
  auto inPrologue = [&](const std::string& user) {
    for (NodeId m : n1.members)
      if (s_.graph_.nodes[static_cast<size_t>(m)].name == user) return true;
    return false;
  };
  RuleMeasure m;
  m.fact = "prologue uses";
  m.rowsSubject = "buffer";
  m.rowsHeading = "its users outside the prologue";
  for (size_t i = 0; i < n1.members.size(); ++i) {
    const bool last = i + 1 == n1.members.size();
    for (BufferId b : s_.graph_.nodes[static_cast<size_t>(n1.members[i])].outputs) {
      std::vector<std::string> others;
      for (const BufferUser& u : s_.graph_.buffers[static_cast<size_t>(b)].users)
        if (last ? u.node != templ.name : !inPrologue(u.node)) others.push_back(u.node);
      if (!others.empty()) m.rows.emplace_back(s_.graph_.buffers[static_cast<size_t>(b)].name, namesText(others));
    }
  }
  m.detail = fmt::format("a prologue's buffers are used inside it, and its last one by {} alone; {} other users",
                         templ.name, m.rows.size() == 1 ? std::string("one buffer has")
                                                        : fmt::format("{} buffers have", m.rows.size()));
  return m;
}

}  // namespace fusescope::sched::inductor211
