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
void MixOrderReduction211::findSplitReductions() {
  for (size_t i = 0; i < s_.nOrig_; ++i) {
    s_.cancel_.tick();
    const Node& n = s_.graph_.nodes[i];
    Original& o = s_.origs_[i];
    if (n.body && s_.snodes_[i].isReduction)  // reductionTypes is read for reduction nodes only
      for (const auto& block : n.body->blocks)
        for (const auto& line : block.lines) {
          auto at = findText(line, "ops.reduction(");
          if (at == std::string::npos) continue;
          auto q1 = line.find('\'', at);
          auto q2 = q1 == std::string::npos ? q1 : line.find('\'', q1 + 1);
          if (q2 != std::string::npos) o.reductionTypes.push_back(line.substr(q1 + 1, q2 - q1 - 1));
        }
  }
  for (size_t i = 0; i < s_.nOrig_; ++i) {
    s_.cancel_.tick();
    const Node& r = s_.graph_.nodes[i];
    Original& o = s_.origs_[i];
    if (!s_.snodes_[i].isReduction || r.irType != "ComputedBuffer" || o.outputs.size() != 1) continue;
    BufferId b = s_.pool_.nameInfo(o.outputs.front()).buffer;
    if (b == kNone) continue;
    for (const auto& user : s_.graph_.buffers[static_cast<size_t>(b)].users) {
      auto it = s_.graph_.nodeByName.find(user.node);
      if (it == s_.graph_.nodeByName.end()) continue;
      const size_t s = static_cast<size_t>(it->second);
      if (s == i || !s_.snodes_[s].isReduction || s_.graph_.nodes[s].irType != "ComputedBuffer") continue;
      bool onlyThis = true, any = false;
      for (DepId d : s_.snodes_[s].reads) {
        const DepInfo& dep = s_.pool_.dep(d);
        if (dep.kind == DepKind::Weak) continue;
        any = true;
        if (dep.name != o.outputs.front()) onlyThis = false;
      }
      const Original& second = s_.origs_[s];
      if (!any || !onlyThis || second.numel * second.rnumel != o.numel) continue;
      // The group texts repeat across a model's layers: their parses are the scheduler's memoized ones.
      const Expr* numel2 = s_.loops_.parsed(second.numelText);
      const Expr* rnumel1 = s_.loops_.parsed(o.rnumelText);
      const Expr* rnumel2 = s_.loops_.parsed(second.rnumelText);
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

bool MixOrderReduction211::isGpu(const SchedNode211& n) const {
  if (n.device < 0) return false;
  const std::string& d = s_.devices_[static_cast<size_t>(n.device)];
  return d.rfind("cuda", 0) == 0 || d.rfind("xpu", 0) == 0;
}

// MixOrderReduction.is_split_reduction
bool MixOrderReduction211::isSplitReduction(const SchedNode211& n) const {
  if (!n.isReduction) return false;
  for (NodeId m : n.members)
    if (s_.sn(m).type == SchedNodeType::Scheduler && s_.sn(m).isReduction &&
        s_.graph_.nodes[static_cast<size_t>(m)].irType == "ComputedBuffer" && !s_.orig(m).splitReduction)
      return false;
  return true;
}

// MixOrderReduction.get_numel_rnumel
MixOrderReduction211::NumelRnumel MixOrderReduction211::numelRnumel(const SchedNode211& n) const {
  if (isSplitReduction(n))
    for (NodeId m : n.members) {
      const Original& o = s_.orig(m);
      if (!o.splitReduction || !s_.sn(m).isReduction) continue;
      // Noted once for the trace, not per decision: most decisions that look at the sizes do not turn on it.
      if (!s_.notedSplit_.count(m))
        s_.notedSplit_.emplace(m, s_.recorder_.addNote(fmt::format(
            "assumed: {} is the first layer of a split reduction (its output is reduced by a node that reads "
            "nothing else): original ranges {}, original reduction ranges {} (ComputedBuffer._split_size is not "
            "in the dump)", s_.graph_.nodes[static_cast<size_t>(m)].name, o.splitNumelKey, o.splitRnumelKey)));
      return {&o.splitNumelKey, &o.splitRnumelKey, o.splitNumel, o.splitRnumel};
    }
  const Original& g = s_.groupOf(n);
  return {&g.numelKey, &g.rnumelKey, g.numel, g.rnumel};
}

// MixOrderReduction.has_mix_reduction_orders
bool MixOrderReduction211::hasMixReductionOrders(const SchedNode211& n1, const SchedNode211& n2) const {
  NumelRnumel g1 = numelRnumel(n1), g2 = numelRnumel(n2);
  if (*g1.numelKey == *g2.numelKey && *g1.rnumelKey == *g2.rnumelKey) return false;
  return *g1.numelKey == *g2.rnumelKey && *g1.rnumelKey == *g2.numelKey;
}

// MixOrderReduction._is_full_access: read_writes.var_ranges of a SchedulerNode are the d0.. vars of its
// sizes; a fused node uses its first snode's.
bool MixOrderReduction211::isFullAccess(NameId buf, const SchedNode211& n) const {
  DepId foundId = -1;
  for (DepId d : n.reads)
    if (s_.pool_.dep(d).kind == DepKind::Memory && s_.pool_.dep(d).name == buf) {
      foundId = d;
      break;
    }
  if (foundId == -1) return false;
  const DepInfo* found = &s_.pool_.dep(foundId);
  const Original& first = s_.orig(n.members.front());
  const size_t k = first.pointwise.size() + first.reduction.size();
  ExactProduct total;  // Python compares these products exactly
  for (int64_t v : first.pointwise) total *= v;
  for (int64_t v : first.reduction) total *= v;
  // Whether the index uses every one of d0 .. d{k-1}: a fact of the (immutable) dep and k, asked for
  // every pair of reductions.
  const uint64_t key = static_cast<uint64_t>(static_cast<uint32_t>(foundId)) << 32 | static_cast<uint32_t>(k);
  auto [it, fresh] = usesLeadingVars_.try_emplace(key, false);
  if (fresh)
    if (const Expr* index = s_.loops_.parsed(found->index)) {
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
bool MixOrderReduction211::hasCommonRead(const SchedNode211& n1, const SchedNode211& n2) const {
  std::vector<NameId>& used1 = commonRead1_;
  std::vector<NameId>& used2 = commonRead2_;
  used1.clear();
  used2.clear();
  for (const auto* list : {&n1.reads, &n1.writes})
    for (DepId d : *list) orderedAdd(used1, s_.pool_.dep(d).name);
  for (const auto* list : {&n2.reads, &n2.writes})
    for (DepId d : *list) orderedAdd(used2, s_.pool_.dep(d).name);
  for (NameId b : used1)
    if (contains(used2, b) && isFullAccess(b, n1) && isFullAccess(b, n2)) return true;
  return false;
}

// is_contiguous_load for one member node: every load of `buf` in its body has stride 0 or 1 in the
// innermost loop variable. A fact of (buffer, node), so it is memoized.
bool MixOrderReduction211::memberLoadsContiguously(NameId buf, NodeId m) const {
  const Node& n = s_.graph_.nodes[static_cast<size_t>(m)];
  if (!n.body || n.body->varRanges.empty()) return true;
  const uint64_t key = static_cast<uint64_t>(static_cast<uint32_t>(buf)) << 32 | static_cast<uint32_t>(m);
  if (auto it = contiguousLoads_.find(key); it != contiguousLoads_.end()) return it->second;
  const bool contiguous = [&] {
    const std::string& name = s_.pool_.name(buf);
    const LoopBodyProgram& body = s_.loopBody(m);
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
        const Expr* index = s_.loops_.parsed(expr->second);
        if (!index) return false;
        int64_t stride = s_.loops_.strideHints(*index, vars).back();
        if (!(stride == 0 || stride == 1)) return false;
      }
    }
    return true;
  }();
  contiguousLoads_.emplace(key, contiguous);
  return contiguous;
}

bool MixOrderReduction211::isContiguousLoad(NameId buf, const SchedNode211& parent) const {
  for (NodeId m : parent.members)
    if (!memberLoadsContiguously(buf, m)) return false;
  return true;
}

bool MixOrderReduction211::isContiguousNode(const SchedNode211& n) const {
  for (DepId d : n.reads)
    if (!isContiguousLoad(s_.pool_.dep(d).name, n)) return false;
  return true;
}

// MixOrderReduction.get_numel / get_fusion_score(node1, node2)
int64_t MixOrderReduction211::mixNumel(const SchedNode211& n) const {
  NumelRnumel g = numelRnumel(n);
  return g.numel * g.rnumel;
}

// MixOrderReduction.can_fuse
bool MixOrderReduction211::mixCanFuse(const SchedNode211& n1, const SchedNode211& n2) const {
  if (!s_.config_.mixOrderReduction) return false;
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
  if (!s_.notedHint_.count(contiguous->name))
    s_.notedHint_.emplace(contiguous->name,
                               s_.recorder_.addNote(fmt::format("assumed: the reduction hint of {} is INNER or DEFAULT (reduction "
                                                   "hints are not in the dump; its loads are contiguous in the "
                                                   "reduction dimension)", contiguous->name)));
  if (ncol > 1024 * 16) return false;
  for (NodeId m : other->members) {
    if (!s_.sn(m).isReduction) continue;
    const auto& types = s_.orig(m).reductionTypes;
    if (types.empty()) return false;
    for (const auto& t : types)
      if (t != "sum" && t != "prod") return false;
  }
  return true;
}

// FusedMixOrderReductions.sub_node_can_fuse
bool MixOrderReduction211::subNodeCanFuse(int self, int node1, int node2, const std::vector<int>& others) {
  if (!s_.canFuse(node1, node2, false, /*allowMix=*/false)) return false;
  if (isContiguousNode(s_.sn(node1)) && !isContiguousNode(s_.sn(node2))) return false;
  if (!others.empty()) {
    NodeBitset anc12 = s_.sn(node1).ancestors, ops12 = s_.sn(node1).memberBits;
    anc12.orWith(s_.sn(node2).ancestors);
    ops12.orWith(s_.sn(node2).memberBits);
    NodeBitset ancO = s_.sn(others.front()).ancestors, opsO = s_.sn(others.front()).memberBits;
    for (size_t k = 1; k < others.size(); ++k) {
      ancO.orWith(s_.sn(others[k]).ancestors);
      opsO.orWith(s_.sn(others[k]).memberBits);
    }
    if (anc12.intersects(opsO) || ancO.intersects(ops12)) return false;
  }
  return !s_.sn(node2).isReduction || s_.memory_.scoreFusionMemory(s_.sn(node1), s_.sn(node2), /*countBytes=*/false) >= s_.sn(self).mixNumel;
}

// FusedMixOrderReductions.can_fuse_with
bool MixOrderReduction211::mixCanFuseWith(int self, int other) {
  // 2.13: a fused mix-order kernel loads at most triton.mix_order_reduction_max_reads buffers (register
  // spills in its RSPLIT loop); refused without a fusion.log line.
  if (s_.since({2, 13}) && s_.config_.mixOrderReductionMaxReads > 0) {
    std::vector<NameId> names;
    for (int id : {self, other})
      for (NodeId m : s_.sn(id).members)
        for (DepId d : s_.sn(m).reads)
          if (s_.pool_.dep(d).kind == DepKind::Memory) orderedAdd(names, s_.pool_.dep(d).name);
    if (names.size() > static_cast<size_t>(s_.config_.mixOrderReductionMaxReads)) return false;
  }
  const int a = s_.sn(self).mix1, b = s_.sn(self).mix2;
  if (!s_.sn(other).isMix()) return subNodeCanFuse(self, a, other, {b}) || subNodeCanFuse(self, b, other, {a});
  const int c = s_.sn(other).mix1, d = s_.sn(other).mix2;
  return subNodeCanFuse(self, a, c, {b, d}) && subNodeCanFuse(self, b, d, {});
}

// FusedMixOrderReductions(node1, node2): node1 is the contiguous one.
int MixOrderReduction211::makeMix(int node1, int node2) {
  if (!isContiguousNode(s_.sn(node1))) std::swap(node1, node2);
  std::vector<int> parts;
  for (NodeId m : s_.sn(node1).members) parts.push_back(m);
  for (NodeId m : s_.sn(node2).members) parts.push_back(m);
  int id = s_.makeGroupNode(SchedNodeType::FusedMixOrder, parts);
  SchedNode211& f = s_.sn(id);
  f.mix1 = node1;
  f.mix2 = node2;
  f.mixNumel = mixNumel(s_.sn(node1));
  return id;
}

// FusedMixOrderReductions.fuse_with
int MixOrderReduction211::mixFuseWith(int self, int other) {
  const int a = s_.sn(self).mix1, b = s_.sn(self).mix2;
  if (s_.sn(other).isMix()) {
    const int c = s_.sn(other).mix1, d = s_.sn(other).mix2;
    int f1 = s_.backendFuse(a, c);
    int f2 = s_.backendFuse(b, d);
    return makeMix(f1, f2);
  }
  if (subNodeCanFuse(self, a, other, {b})) return makeMix(s_.backendFuse(a, other), b);
  return makeMix(a, s_.backendFuse(b, other));
}

void MixOrderReduction211::loopsChanged(NodeId m) {
  // pointwise_read_writes.clear_cache: what FuseScope derived from the old loop body
  for (auto it = contiguousLoads_.begin(); it != contiguousLoads_.end();)
    it = (it->first & 0xffffffffu) == static_cast<uint32_t>(m) ? contiguousLoads_.erase(it) : std::next(it);
}

}  // namespace fusescope::sched::inductor211
