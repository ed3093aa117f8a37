// The backend 2.11 asks after the scheduler's own rules: CUDACombinedScheduling -> TritonScheduling =
// SIMDScheduling.can_fuse, with the tiling analysis it compares (candidate_tilings, select_tiling).
#include "sched/inductor211/scheduler211.h"

#include <cstdlib>

#include <fmt/format.h>

#include "util/saturating.h"

namespace fusescope::sched::inductor211 {

bool SimdScheduling211::backendCanFuse(int id1, int id2) {
  const SchedNode211& n1 = s_.sn(id1);
  const SchedNode211& n2 = s_.sn(id2);
  if (n1.isForeach() || n2.isForeach()) return s_.foreach_.foreachCanFuse(id1, id2);
  if (s_.isCpuNode(n1)) return s_.cpp_.cppCanFuse(id1, id2);
  return simdCanFuse(id1, id2);
}

// SchedulerNode.pointwise_read_writes as candidate_tilings reads it: extract_read_writes(self._body,
// sizes[0], hidden_args=[0]*len(sizes[1])) with normalize=False, i.e. every load (in trace order, a
// masked sub-block's at its call), load_seed, store and store_reduction of the loop body, indexed by
// the body's own iteration vars. With loop_ordering_after_fusion off the printed deps are normalized
// (SchedulerNode._compute_attrs, should_normalize) and say nothing about these strides.
std::optional<std::vector<TilingDep>> SimdScheduling211::bodyTilingDeps(NodeId m) {
  const Node& n = s_.graph_.nodes[static_cast<size_t>(m)];
  const Original& o = s_.orig(m);
  if (!n.body || n.body->varRanges.size() != o.pointwise.size() + o.reduction.size()) return std::nullopt;
  const LoopBodyProgram& body = s_.loopBody(m);
  if (!body.body()) return std::nullopt;
  std::vector<std::string> vars;
  for (const auto& v : n.body->varRanges) vars.push_back(v.first);
  struct Access {
    std::string buffer, index;
  };
  std::vector<Access> loads, seeds, stores, storeReductions;
  std::function<void(const LoopBlockProgram&, int)> walk = [&](const LoopBlockProgram& block,
                                                                         int depth) {
    std::map<std::string, std::string> indexOf;
    for (const auto& st : block.statements) {
      using Kind = LoopStatement::Kind;
      if (st.kind == Kind::GetIndex) {
        indexOf[st.result] = st.op;
      } else if (st.kind == Kind::Masked) {
        auto it = body.blocks.find(st.op);
        if (it != body.blocks.end() && depth < 16) walk(it->second, depth + 1);
      } else if (st.kind == Kind::Op && st.args.size() >= 2) {
        auto* list = st.op == "load"              ? &loads
                     : st.op == "load_seed"       ? &seeds
                     : st.op == "store"           ? &stores
                     : st.op == "store_reduction" ? &storeReductions
                                                  : nullptr;
        if (!list) continue;
        auto ix = indexOf.find(st.args[1]);
        if (ix == indexOf.end()) continue;
        auto expr = body.indices.find(ix->second);
        if (expr == body.indices.end()) continue;
        list->push_back({unquote(st.args[0]), expr->second});
      }
    }
  };
  walk(*body.body(), 0);
  std::vector<TilingDep> deps;
  auto add = [&](const std::vector<Access>& list, bool isWrite) {
    for (const Access& a : list) {
      Expr index;
      try {
        index = parseExpr(a.index);
      } catch (const std::exception&) {
        continue;
      }
      std::vector<int64_t> strides = s_.loops_.strideHints(index, vars);
      strides.resize(o.pointwise.size());  // reduction vars are the hidden zero args
      for (size_t i = 0; i < strides.size(); ++i)
        if (o.pointwise[i] == 1) strides[i] = 0;  // index_vars_squeeze: a size-1 var is the constant 0
      const NameId name = s_.pool_.nameId(a.buffer);
      deps.push_back({name, std::move(strides), isWrite});
    }
  };
  add(loads, false);
  add(seeds, false);
  add(stores, true);
  add(storeReductions, true);
  return deps;
}

TilingNode SimdScheduling211::tilingNode(NodeId m) const {
  TilingNode t;
  const Original& o = s_.orig(m);
  t.pointwise = o.pointwise;
  t.reduction = o.reduction;
  const SchedNode211& s = s_.sn(m);
  const bool raw = !s_.config_.loopOrderingAfterFusion;  // deps were normalized: tile on the loop body
  if (raw && bodyTiling_[static_cast<size_t>(m)]) {
    t.deps = *bodyTiling_[static_cast<size_t>(m)];
    return t;
  }
  auto add = [&](DepId d, bool isWrite) {
    const DepInfo& dep = s_.pool_.dep(d);
    if (dep.kind != DepKind::Memory) return;
    if (dep.vars.size() != o.pointwise.size() + o.reduction.size() || !o.reduction.empty()) {
      if (dep.vars.size() != o.pointwise.size()) return;
    }
    // Strides of an immutable dep over its first k vars: computed once per (dep, k).
    const int64_t key = int64_t{d} * 64 + static_cast<int64_t>(o.pointwise.size() & 63);
    auto [it, fresh] = s_.strideCache_.try_emplace(key);
    if (fresh) {
      const Expr* index = s_.loops_.parsed(dep.index);
      if (index) {
        std::vector<std::string> vars(dep.vars.begin(), dep.vars.begin() + static_cast<long>(o.pointwise.size()));
        it->second = s_.loops_.strideHints(*index, vars);
      }
    }
    if (!it->second) return;
    t.deps.push_back({dep.name, *it->second, isWrite});
  };
  for (DepId d : raw ? o.rawReads : s.reads) add(d, false);
  for (DepId d : raw ? o.rawWrites : s.writes) add(d, true);
  return t;
}

// A member's TilingNode is kept until its loops are reordered (applyNewLoopOrder drops it): the
// tiling check asks about the same members for every candidate pair.
std::vector<int64_t> SimdScheduling211::selectTilingFor(const std::vector<NodeId>& members, int64_t numel,
                                                   const TilingDep** from) const {
  if (tilingNodes_.size() < s_.nOrig_) tilingNodes_.resize(s_.nOrig_);
  std::vector<const TilingNode*> nodes;
  for (NodeId m : members)
    if (s_.sn(m).type == SchedNodeType::Scheduler) {
      auto& slot = tilingNodes_[static_cast<size_t>(m)];
      if (!slot) slot = tilingNode(m);
      nodes.push_back(&*slot);
    }
  return selectTiling(nodes, numel, 1, from);
}

// selectTilingFor(sn(id).members, numel), kept per node: every candidate pair with the node asks it again.
// A node's members never change; a member's tiling does when its loops are reordered, which bumps its
// version (versions only grow, so an unchanged sum means no member changed).
const std::vector<int64_t>& SimdScheduling211::nodeTiling(int id, int64_t numel) const {
  if (nodeTilings_.size() < s_.snodes_.size()) nodeTilings_.resize(s_.snodes_.size());
  if (tilingVersion_.size() < s_.nOrig_) tilingVersion_.resize(s_.nOrig_, 0);
  uint64_t versions = 0;
  for (NodeId m : s_.sn(id).members) versions += tilingVersion_[static_cast<size_t>(m)];
  NodeTiling& cached = nodeTilings_[static_cast<size_t>(id)];
  if (!cached.valid || cached.numel != numel || cached.versions != versions) {
    cached.tiling = selectTilingFor(s_.sn(id).members, numel);
    cached.numel = numel;
    cached.versions = versions;
    cached.valid = true;
  }
  return cached.tiling;
}

// SIMDScheduling.can_fuse
bool SimdScheduling211::simdCanFuse(int id1, int id2) {
  const SchedNode211& n1 = s_.sn(id1);
  const SchedNode211& n2 = s_.sn(id2);
  const Original& g1 = s_.groupOf(n1);
  const Original& g2 = s_.groupOf(n2);
  if (n1.isReduction && n2.isReduction) {
    bool ok = g1.numelKey == g2.numelKey && g1.rnumelKey == g2.rnumelKey;
    if (!ok) ok = s_.mix_.mixCanFuse(n1, n2);
    if (!ok)
      s_.why(id1, id2, Rule::NumelMismatchReduce, fmt::format("({}, {}), ({}, {})", g1.numelText, g2.numelText,
                                g1.rnumelText, g2.rnumelText));
    return ok;
  }
  if (!n1.isReduction && !n2.isReduction) {
    if (!(g1.numelKey == g2.numelKey && g1.rnumelKey == g2.rnumelKey)) {
      if (!n2.isTemplate) {
        s_.why(id1, id2, Rule::NumelMismatchNonReduce, fmt::format("({}, {}), ({}, {})", g1.numelText,
                                  g2.numelText, g1.rnumelText, g2.rnumelText));
        return false;
      }
    }
    if (n1.isTemplate || n2.isTemplate) return true;
    const std::vector<int64_t>& t1 = nodeTiling(id1, g1.numel);
    const std::vector<int64_t>& t2 = nodeTiling(id2, g1.numel);
    std::vector<NodeId>& both = tilingMembersScratch_;
    both.assign(n1.members.begin(), n1.members.end());
    both.insert(both.end(), n2.members.begin(), n2.members.end());
    const std::vector<int64_t> t3 = selectTilingFor(both, g1.numel);
    bool cond = true;
    if (t1.size() > 2) cond = t2.size() > 2 ? (t1 == t2 && t2 == t3) : t1 == t3;
    else if (t2.size() > 2) cond = t2 == t3;
    if (!cond) {
      s_.why(id1, id2, Rule::TilingMismatch, fmt::format("({}, {}, {})", tilingText(t1), tilingText(t2), tilingText(t3)));
      return false;
    }
    return true;
  }
  if (!n1.isReduction && n2.isReduction) return simdPointwiseIntoReduction(id1, id2);
  return simdPointwiseIntoReduction(id2, id1);  // can_fuse_horizontal(node2, node1): names swap in WhyNoFuse
}

std::string SimdScheduling211::tilingText(const std::vector<int64_t>& t) {
  static const char* pw3[] = {"y", "x"};
  std::string out = "{";
  if (t.size() == 2) out += fmt::format("'x': {}, 'r0_': {}", t[0], t[1]);
  else if (t.size() == 3) out += fmt::format("'{}': {}, '{}': {}, 'r0_': {}", pw3[0], t[0], pw3[1], t[1], t[2]);
  return out + "}";
}

bool SimdScheduling211::simdPointwiseIntoReduction(int id1, int id2) {
  const SchedNode211& n1 = s_.sn(id1);
  const SchedNode211& n2 = s_.sn(id2);
  const Original& g1 = s_.groupOf(n1);
  const Original& g2 = s_.groupOf(n2);
  if (g1.numel == saturatingMul(g2.numel, g2.rnumel)) {
    for (NodeId m : n1.members)
      if (!isCompatible({g2.numel, g2.rnumel}, s_.orig(m).pointwise, s_.orig(m).reduction)) {
        s_.why(id1, id2, Rule::NumelRnumelIncompatible);
        return false;
      }
    if (!n1.isTemplate) {
      const std::vector<int64_t>& tiling = nodeTiling(id1, g1.numel);
      bool valid = tiling == std::vector<int64_t>{g1.numel, 1} || tiling == std::vector<int64_t>{g2.numel, g2.rnumel, 1};
      if (!valid) s_.why(id1, id2, Rule::InvalidReductionTiling);
      return valid;
    }
    return true;
  }
  if (g1.numelKey != g2.numelKey) {
    s_.why(id1, id2, Rule::NumelIncompatible);
    return false;
  }
  return true;
}

void SimdScheduling211::readBodyTilings() {
  bodyTiling_.assign(s_.nOrig_, std::nullopt);
  if (!s_.config_.loopOrderingAfterFusion)
    for (size_t i = 0; i < s_.nOrig_; ++i)
      if (s_.snodes_[i].type == SchedNodeType::Scheduler && !s_.origs_[i].isCpu)
        bodyTiling_[i] = bodyTilingDeps(static_cast<NodeId>(i));
}

void SimdScheduling211::readBodyTiling(NodeId m) { bodyTiling_[static_cast<size_t>(m)] = bodyTilingDeps(m); }

void SimdScheduling211::loopsChanged(NodeId m) {
  if (static_cast<size_t>(m) < tilingNodes_.size()) tilingNodes_[static_cast<size_t>(m)].reset();
  if (static_cast<size_t>(m) < tilingVersion_.size()) ++tilingVersion_[static_cast<size_t>(m)];
}

}  // namespace fusescope::sched::inductor211
