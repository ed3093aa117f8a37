// MixOrderReduction (scheduler.py): two reductions of the same input along different dimensions, fused
// into a FusedMixOrderReductions node.
#include "sched/inductor211/scheduler211.h"

#include <fmt/format.h>

#include "util/exact_product.h"
#include "util/find_text.h"
#include "util/saturating.h"

namespace fusescope::sched::inductor211 {

// ComputedBuffer._split_size is set on the first layer of a reduction Reduction.create split
// (create_multilayer): the layer that reads nothing but its output is a reduction of it. The dump
// does not print the field; it is inferred from that shape (assumed: noted when consulted).
void Scheduler211::findSplitReductions() {
  for (size_t i = 0; i < nOrig_; ++i) {
    cancel_.tick();
    const Node& n = graph_.nodes[i];
    Original& o = origs_[i];
    if (n.body && snodes_[i].isReduction)  // reductionTypes is read for reduction nodes only
      for (const auto& block : n.body->blocks)
        for (const auto& line : block.lines) {
          auto at = findText(line, "ops.reduction(");
          if (at == std::string::npos) continue;
          auto q1 = line.find('\'', at);
          auto q2 = q1 == std::string::npos ? q1 : line.find('\'', q1 + 1);
          if (q2 != std::string::npos) o.reductionTypes.push_back(line.substr(q1 + 1, q2 - q1 - 1));
        }
  }
  for (size_t i = 0; i < nOrig_; ++i) {
    cancel_.tick();
    const Node& r = graph_.nodes[i];
    Original& o = origs_[i];
    if (!snodes_[i].isReduction || r.irType != "ComputedBuffer" || o.outputs.size() != 1) continue;
    BufferId b = pool_.nameInfo(o.outputs.front()).buffer;
    if (b == kNone) continue;
    for (const auto& user : graph_.buffers[static_cast<size_t>(b)].users) {
      auto it = graph_.nodeByName.find(user.node);
      if (it == graph_.nodeByName.end()) continue;
      const size_t s = static_cast<size_t>(it->second);
      if (s == i || !snodes_[s].isReduction || graph_.nodes[s].irType != "ComputedBuffer") continue;
      bool onlyThis = true, any = false;
      for (DepId d : snodes_[s].reads) {
        const DepInfo& dep = pool_.dep(d);
        if (dep.kind == DepKind::Weak) continue;
        any = true;
        if (dep.name != o.outputs.front()) onlyThis = false;
      }
      const Original& second = origs_[s];
      if (!any || !onlyThis || second.numel * second.rnumel != o.numel) continue;
      // The group texts repeat across a model's layers: their parses are the scheduler's memoized ones.
      const Expr* numel2 = parsed(second.numelText);
      const Expr* rnumel1 = parsed(o.rnumelText);
      const Expr* rnumel2 = parsed(second.rnumelText);
      if (!numel2 || !rnumel1 || !rnumel2) continue;
      try {
        o.splitNumelKey = numel2->str();
        o.splitRnumelKey = (*rnumel1 * *rnumel2).str();
      } catch (const std::exception&) {
        continue;
      }
      o.splitReduction = true;
      o.splitNumel = second.numel;
      o.splitRnumel = o.rnumel * second.rnumel;
      break;
    }
  }
}

bool Scheduler211::isGpu(const SchedNode211& n) const {
  if (n.device < 0) return false;
  const std::string& d = devices_[static_cast<size_t>(n.device)];
  return d.rfind("cuda", 0) == 0 || d.rfind("xpu", 0) == 0;
}

// MixOrderReduction.is_split_reduction
bool Scheduler211::isSplitReduction(const SchedNode211& n) const {
  if (!n.isReduction) return false;
  for (NodeId m : n.members)
    if (sn(m).type == SchedNodeType::Scheduler && sn(m).isReduction &&
        graph_.nodes[static_cast<size_t>(m)].irType == "ComputedBuffer" && !orig(m).splitReduction)
      return false;
  return true;
}

// MixOrderReduction.get_numel_rnumel
Scheduler211::NumelRnumel Scheduler211::numelRnumel(const SchedNode211& n) const {
  if (isSplitReduction(n))
    for (NodeId m : n.members) {
      const Original& o = orig(m);
      if (!o.splitReduction || !sn(m).isReduction) continue;
      // Noted once for the trace, not per decision: most decisions that look at the sizes do not turn on it.
      if (!notedSplit_.count(m))
        notedSplit_.emplace(m, recorder_.addNote(fmt::format(
            "assumed: {} is the first layer of a split reduction (its output is reduced by a node that reads "
            "nothing else): original ranges {}, original reduction ranges {} (ComputedBuffer._split_size is not "
            "in the dump)", graph_.nodes[static_cast<size_t>(m)].name, o.splitNumelKey, o.splitRnumelKey)));
      return {&o.splitNumelKey, &o.splitRnumelKey, o.splitNumel, o.splitRnumel};
    }
  const Original& g = groupOf(n);
  return {&g.numelKey, &g.rnumelKey, g.numel, g.rnumel};
}

// MixOrderReduction.has_mix_reduction_orders
bool Scheduler211::hasMixReductionOrders(const SchedNode211& n1, const SchedNode211& n2) const {
  NumelRnumel g1 = numelRnumel(n1), g2 = numelRnumel(n2);
  if (*g1.numelKey == *g2.numelKey && *g1.rnumelKey == *g2.rnumelKey) return false;
  return *g1.numelKey == *g2.rnumelKey && *g1.rnumelKey == *g2.numelKey;
}

// MixOrderReduction._is_full_access: read_writes.var_ranges of a SchedulerNode are the d0.. vars of its
// sizes; a fused node uses its first snode's.
bool Scheduler211::isFullAccess(NameId buf, const SchedNode211& n) const {
  DepId foundId = -1;
  for (DepId d : n.reads)
    if (pool_.dep(d).kind == DepKind::Memory && pool_.dep(d).name == buf) {
      foundId = d;
      break;
    }
  if (foundId == -1) return false;
  const DepInfo* found = &pool_.dep(foundId);
  const Original& first = orig(n.members.front());
  const size_t k = first.pointwise.size() + first.reduction.size();
  ExactProduct total;  // Python compares these products exactly
  for (int64_t v : first.pointwise) total *= v;
  for (int64_t v : first.reduction) total *= v;
  // Whether the index uses every one of d0 .. d{k-1}: a fact of the (immutable) dep and k, asked for
  // every pair of reductions.
  const uint64_t key = static_cast<uint64_t>(static_cast<uint32_t>(foundId)) << 32 | static_cast<uint32_t>(k);
  auto [it, fresh] = usesLeadingVars_.try_emplace(key, false);
  if (fresh)
    if (const Expr* index = parsed(found->index)) {
      std::vector<std::string> free = index->freeSymbols();
      bool all = true;
      for (size_t i = 0; i < k && all; ++i) all = std::binary_search(free.begin(), free.end(), "d" + std::to_string(i));
      it->second = all;
    }
  if (it->second) return true;
  ExactProduct depTotal;
  for (int64_t hint : found->sizeHints) depTotal *= hint;
  return depTotal == total;
}

// MixOrderReduction.get_common_read: used_buffer_names() of both, fully accessed by both.
bool Scheduler211::hasCommonRead(const SchedNode211& n1, const SchedNode211& n2) const {
  std::vector<NameId>& used1 = commonRead1_;
  std::vector<NameId>& used2 = commonRead2_;
  used1.clear();
  used2.clear();
  for (const auto* list : {&n1.reads, &n1.writes})
    for (DepId d : *list) orderedAdd(used1, pool_.dep(d).name);
  for (const auto* list : {&n2.reads, &n2.writes})
    for (DepId d : *list) orderedAdd(used2, pool_.dep(d).name);
  for (NameId b : used1)
    if (contains(used2, b) && isFullAccess(b, n1) && isFullAccess(b, n2)) return true;
  return false;
}

// is_contiguous_load for one member node: every load of `buf` in its body has stride 0 or 1 in the
// innermost loop variable. A fact of (buffer, node), so it is memoized.
bool Scheduler211::memberLoadsContiguously(NameId buf, NodeId m) const {
  const Node& n = graph_.nodes[static_cast<size_t>(m)];
  if (!n.body || n.body->varRanges.empty()) return true;
  const uint64_t key = static_cast<uint64_t>(static_cast<uint32_t>(buf)) << 32 | static_cast<uint32_t>(m);
  if (auto it = contiguousLoads_.find(key); it != contiguousLoads_.end()) return it->second;
  const bool contiguous = [&] {
    const std::string& name = pool_.name(buf);
    const LoopBodyProgram& body = loopBody(m);
    std::vector<std::string> vars;
    for (const auto& v : n.body->varRanges) vars.push_back(v.first);
    for (const auto& [blockName, block] : body.blocks) {
      std::map<std::string, std::string> indexOf;
      for (const auto& st : block.statements) {
        using Kind = LoopStatement::Kind;
        if (st.kind == Kind::GetIndex) indexOf[st.result] = st.op;
        if (st.kind != Kind::Op || st.op != "load" || st.args.size() < 2) continue;
        if (unquote(st.args[0]) != name) continue;
        auto ix = indexOf.find(st.args[1]);
        if (ix == indexOf.end()) continue;
        auto expr = body.indices.find(ix->second);
        if (expr == body.indices.end()) continue;
        const Expr* index = parsed(expr->second);
        if (!index) return false;
        int64_t stride = strideHints(*index, vars).back();
        if (!(stride == 0 || stride == 1)) return false;
      }
    }
    return true;
  }();
  contiguousLoads_.emplace(key, contiguous);
  return contiguous;
}

bool Scheduler211::isContiguousLoad(NameId buf, const SchedNode211& parent) const {
  for (NodeId m : parent.members)
    if (!memberLoadsContiguously(buf, m)) return false;
  return true;
}

bool Scheduler211::isContiguousNode(const SchedNode211& n) const {
  for (DepId d : n.reads)
    if (!isContiguousLoad(pool_.dep(d).name, n)) return false;
  return true;
}

// MixOrderReduction.get_numel / get_fusion_score(node1, node2)
int64_t Scheduler211::mixNumel(const SchedNode211& n) const {
  NumelRnumel g = numelRnumel(n);
  return g.numel * g.rnumel;
}

// MixOrderReduction.can_fuse
bool Scheduler211::mixCanFuse(const SchedNode211& n1, const SchedNode211& n2) const {
  if (!config_.mixOrderReduction) return false;
  if (!isGpu(n1) || !isGpu(n2)) return false;  // cpp_wrapper off, the triton backend: Inductor's defaults
  if (!n1.isReduction || !n2.isReduction) return false;
  if (n1.ancestors.intersects(n2.memberBits) || n2.ancestors.intersects(n1.memberBits)) return false;
  if (!hasMixReductionOrders(n1, n2)) return false;
  // mix_order_reduction_non_strict_mode is False: the size checks apply, to the contiguous node's sizes.
  auto sizesPass = [&](const SchedNode211& n) {
    NumelRnumel g = numelRnumel(n);
    const int64_t nrow = g.numel, ncol = g.rnumel;
    return !(nrow * ncol < 5 * (int64_t{1} << 20)) && !(nrow < ncol * 2) && !(nrow < 4096);
  };
  // When both nodes fail them the answer is no whichever is contiguous: their loop bodies need not be
  // parsed, nor their common read found, to know it (numelRnumel noted both already, in
  // hasMixReductionOrders; the checks below add notes only after these).
  if (!sizesPass(n1) && !sizesPass(n2)) return false;
  if (!hasCommonRead(n1, n2)) return false;
  const SchedNode211* contiguous = nullptr;
  const SchedNode211* other = nullptr;
  if (isContiguousNode(n1)) contiguous = &n1, other = &n2;
  else if (isContiguousNode(n2)) contiguous = &n2, other = &n1;
  else return false;
  NumelRnumel g = numelRnumel(*contiguous);
  const int64_t ncol = g.rnumel;
  if (!sizesPass(*contiguous)) return false;
  // A persistent reduction: the contiguous node's reduction hints must be INNER or DEFAULT.
  if (!notedHint_.count(contiguous->name))
    notedHint_.emplace(contiguous->name,
                               recorder_.addNote(fmt::format("assumed: the reduction hint of {} is INNER or DEFAULT (reduction "
                                                   "hints are not in the dump; its loads are contiguous in the "
                                                   "reduction dimension)", contiguous->name)));
  if (ncol > 1024 * 16) return false;
  for (NodeId m : other->members) {
    if (!sn(m).isReduction) continue;
    const auto& types = orig(m).reductionTypes;
    if (types.empty()) return false;
    for (const auto& t : types)
      if (t != "sum" && t != "prod") return false;
  }
  return true;
}

// FusedMixOrderReductions.sub_node_can_fuse
bool Scheduler211::subNodeCanFuse(int self, int node1, int node2, const std::vector<int>& others) {
  if (!canFuse(node1, node2, false, /*allowMix=*/false)) return false;
  if (isContiguousNode(sn(node1)) && !isContiguousNode(sn(node2))) return false;
  if (!others.empty()) {
    NodeBitset anc12 = sn(node1).ancestors, ops12 = sn(node1).memberBits;
    anc12.orWith(sn(node2).ancestors);
    ops12.orWith(sn(node2).memberBits);
    NodeBitset ancO = sn(others.front()).ancestors, opsO = sn(others.front()).memberBits;
    for (size_t k = 1; k < others.size(); ++k) {
      ancO.orWith(sn(others[k]).ancestors);
      opsO.orWith(sn(others[k]).memberBits);
    }
    if (anc12.intersects(opsO) || ancO.intersects(ops12)) return false;
  }
  return !sn(node2).isReduction || scoreFusionMemory(sn(node1), sn(node2), /*countBytes=*/false) >= sn(self).mixNumel;
}

// FusedMixOrderReductions.can_fuse_with
bool Scheduler211::mixCanFuseWith(int self, int other) {
  const int a = sn(self).mix1, b = sn(self).mix2;
  if (!sn(other).isMix()) return subNodeCanFuse(self, a, other, {b}) || subNodeCanFuse(self, b, other, {a});
  const int c = sn(other).mix1, d = sn(other).mix2;
  return subNodeCanFuse(self, a, c, {b, d}) && subNodeCanFuse(self, b, d, {});
}

// FusedMixOrderReductions(node1, node2): node1 is the contiguous one.
int Scheduler211::makeMix(int node1, int node2) {
  if (!isContiguousNode(sn(node1))) std::swap(node1, node2);
  std::vector<int> parts;
  for (NodeId m : sn(node1).members) parts.push_back(m);
  for (NodeId m : sn(node2).members) parts.push_back(m);
  int id = makeGroupNode(SchedNodeType::FusedMixOrder, parts);
  SchedNode211& f = sn(id);
  f.mix1 = node1;
  f.mix2 = node2;
  f.mixNumel = mixNumel(sn(node1));
  return id;
}

// FusedMixOrderReductions.fuse_with
int Scheduler211::mixFuseWith(int self, int other) {
  const int a = sn(self).mix1, b = sn(self).mix2;
  if (sn(other).isMix()) {
    const int c = sn(other).mix1, d = sn(other).mix2;
    int f1 = backendFuse(a, c);
    int f2 = backendFuse(b, d);
    return makeMix(f1, f2);
  }
  if (subNodeCanFuse(self, a, other, {b})) return makeMix(backendFuse(a, other), b);
  return makeMix(a, backendFuse(b, other));
}

}  // namespace fusescope::sched::inductor211
