// Loop algebra: SizeVarAllocator._simplify_loops, MemoryDep.normalize / normalize_with_stride_order,
// decide_loop_order_to_match, LoopBody.reorder_iter_loops applied to a node's deps, and
// shared_data_after_reordering_loop (loop_ordering_after_fusion).
#include "sched/inductor211/scheduler211.h"

#include <fmt/format.h>

#include "graph/bound_expr.h"
#include "sched/inductor211/affine_index.h"
#include "util/saturating.h"

namespace fusescope::sched::inductor211 {

// e's value in values; ok turns false when it cannot be evaluated.
int64_t LoopOrdering211::evalOrFlag(const Expr& e, const SymbolValues& values, bool& ok) {
  try {
    return e.evaluate(values);
  } catch (const std::exception&) {
    ok = false;
    return 0;
  }
}

namespace {

// strideHints(index, vars) for an index bound to vars.
std::vector<int64_t> boundStrides(const BoundExpr& index, size_t n) {
  std::vector<int64_t> x(n, 0);
  int64_t at0 = 0;
  try {
    at0 = index.evaluate(x.data());
  } catch (const std::exception&) {
    return std::vector<int64_t>(n, 0);
  }
  std::vector<int64_t> strides;
  for (size_t i = 0; i < n; ++i) {
    x[i] = 1;
    int64_t at1 = at0;
    try {
      at1 = index.evaluate(x.data());
    } catch (const std::exception&) {
    }
    x[i] = 0;
    strides.push_back(saturatingSub(at1, at0));
  }
  return strides;
}

// Deps with the same index, loop variables and sizes normalize to the same dep (normalizeDep's inputs).
bool sameNormalizedContent(const DepInfo& a, const DepInfo& b) {
  return a.index == b.index && a.vars == b.vars && a.sizeHints == b.sizeHints;
}

// Index text that parses to sums of products of symbols and integers: no call (`Name(...)`), floor
// division or modulo, which the parser would turn into call atoms.
bool isSymbolPolynomial(std::string_view text) { return text.find_first_of("(/%") == std::string_view::npos; }

// The product of positive sizes, nullopt when a size is below 1 or the product overflows.
std::optional<int64_t> positiveProduct(const std::vector<int64_t>& sizes) {
  int64_t p = 1;
  for (int64_t x : sizes)
    if (x < 1 || __builtin_mul_overflow(p, x, &p)) return std::nullopt;
  return p;
}

}  // namespace

// normalize_with_stride_order only reorders loops, drops size-1 ones and merges others into their
// product: a dep whose index parses keeps the product of its sizes (exactly, when they are positive and
// it fits). Deps whose products differ cannot normalize alike, and need not be normalized to know it.
bool LoopOrdering211::strideNormalizedSizesDiffer(DepId idA, DepId idB) const {
  const DepInfo& a = s_.pool_.dep(idA);
  const DepInfo& b = s_.pool_.dep(idB);
  if (a.vars.size() != a.sizeHints.size() || b.vars.size() != b.sizeHints.size()) return false;  // one size per loop
  const std::optional<int64_t> pa = positiveProduct(a.sizeHints), pb = positiveProduct(b.sizeHints);
  return pa && pb && *pa != *pb && indexParses(idA) && indexParses(idB);
}

// parsed(dep.index) != nullptr, remembered per dep.
bool LoopOrdering211::indexParses(DepId id) const {
  if (indexParses_.size() <= static_cast<size_t>(id)) indexParses_.resize(s_.pool_.depCount() + 1, -1);
  signed char& slot = indexParses_[static_cast<size_t>(id)];
  if (slot < 0) slot = parsed(s_.pool_.dep(id).index) ? 1 : 0;
  return slot == 1;
}

// _simplify_loops(vars, sizes, index_prevent_reordering([index], vars, sizes)): for each position the
// merged size, or nullopt when the dim was size 1 or merged into another.
std::vector<std::optional<int64_t>> LoopOrdering211::simplifyLoops(const Expr& index, const std::vector<std::string>& vars,
                                                  const std::vector<int64_t>& sizes) const {
  const size_t n = vars.size();
  std::vector<int64_t> contiguous(n, 1);
  for (size_t i = n; i-- > 1;) contiguous[i - 1] = saturatingMul(contiguous[i], sizes[i]);
  // The contiguous formula sum(contiguous[i] * vars[i]) is evaluated directly, its strides being
  // `contiguous`: building it as an Expr cost as much as the probes. With distinct variables and
  // non-negative sizes every product and partial sum is non-negative, so the value (and whether it
  // overflows) is the Expr's whatever the order of the terms.
  std::vector<std::string> sortedVars = vars;
  std::sort(sortedVars.begin(), sortedVars.end());
  const bool distinctVars = std::adjacent_find(sortedVars.begin(), sortedVars.end()) == sortedVars.end();
  const bool direct = distinctVars && std::all_of(sizes.begin(), sizes.end(), [](int64_t x) { return x >= 0; });
  std::vector<Expr> formulas{index};
  if (!direct) {
    Expr contiguousFormula;
    for (size_t i = 0; i < n; ++i)
      contiguousFormula = contiguousFormula + Expr::constant(contiguous[i]) * Expr::symbol(vars[i]);
    formulas.push_back(contiguousFormula);
  }
  // With distinct variables the index is evaluated bound to them (no symbol found by name per probe),
  // bound on first use: an affine index often needs no evaluation at all.
  std::optional<BoundExpr> bound;
  auto boundIndex = [&]() -> const BoundExpr& {
    if (!bound) bound.emplace(index, vars, s_.hints_);
    return *bound;
  };
  // Probes an affine formula cannot fail once its strides pass (affine_index.h): the index when it is
  // affine, and the contiguous formula, which always is.
  bool indexProbesImplied = false, contiguousProbesImplied = false;
  if (const auto varBound = direct ? mergeProbeValueBound(sizes) : std::nullopt) {
    indexProbesImplied = affineProbesImplied(index, vars, s_.hints_, *varBound);
    contiguousProbesImplied = linearProbesImplied(contiguous, *varBound);
  }
  std::vector<std::vector<int64_t>> strides;
  for (const auto& f : formulas) {
    if (!distinctVars || &f != &formulas[0]) strides.push_back(strideHints(f, vars));
    else if (auto affine = affineStrides(index, vars, s_.hints_)) strides.push_back(std::move(*affine));
    else strides.push_back(boundStrides(boundIndex(), n));
  }
  if (direct) strides.push_back(contiguous);
  std::vector<std::optional<int64_t>> s(sizes.begin(), sizes.end());
  for (size_t i = 0; i < n; ++i)
    if (sizes[i] == 1) s[i].reset();
  // Formulas not bound are probed with the loop variables set in place (hints plus one slot per
  // variable): building a map per probe made this the costliest step of the reordering round.
  SymbolValues& scratch = mergeScratch_;
  std::vector<int64_t*> slot(n);
  if (!direct) {
    scratch.fallback = s_.hints_.fallback;
    scratch.values = s_.hints_.values;
    for (size_t i = 0; i < n; ++i) slot[i] = &scratch.values[vars[i]];
  }
  std::vector<int64_t> values(n);
  auto probe = [&](const Expr& f, size_t a, size_t b, int64_t other, int64_t va, int64_t vb, bool& ok) {
    if (distinctVars && &f == &formulas[0]) {
      std::fill(values.begin(), values.end(), other);
      values[a] = va;
      values[b] = vb;
      try {
        return boundIndex().evaluate(values.data());
      } catch (const std::exception&) {
        ok = false;
        return int64_t{0};
      }
    }
    for (size_t i = 0; i < n; ++i) *slot[i] = other;
    *slot[a] = va;
    *slot[b] = vb;
    return evalOrFlag(f, scratch, ok);
  };
  auto linear = [&](size_t a, size_t b, int64_t other, int64_t va, int64_t vb, bool& ok) {
    int64_t sum = 0;
    for (size_t i = 0; i < n; ++i) {
      const int64_t x = i == b ? vb : i == a ? va : other;
      int64_t p = 0;
      if (__builtin_mul_overflow(contiguous[i], x, &p) || __builtin_add_overflow(sum, p, &sum)) {
        ok = false;
        return int64_t{0};
      }
    }
    return sum;
  };
  auto value = [&](size_t k, size_t a, size_t b, int64_t other, int64_t va, int64_t vb, bool& ok) {
    return k < formulas.size() ? probe(formulas[k], a, b, other, va, vb, ok) : linear(a, b, other, va, vb, ok);
  };
  auto canMerge = [&](size_t a, size_t b) {
    for (size_t k = 0; k < strides.size(); ++k) {
      if (saturatingMul(strides[k][a], *s[a]) != strides[k][b]) return false;
      if (k == 0 && indexProbesImplied) continue;
      if (direct && k == 1 && contiguousProbesImplied) continue;  // direct: strides = {index, contiguous}
      // the sound check: f(va = m1 * size_a, vb = m2) == f(va = 0, vb = m1 + m2), probed numerically
      for (int64_t other : {0, 1})
        for (int64_t m1 : {1, 2, 3})
          for (int64_t m2 : {0, 1, 5}) {
            bool ok = true;
            const int64_t x = value(k, a, b, other, saturatingMul(m1, *s[a]), m2, ok);
            const int64_t y = value(k, a, b, other, 0, m1 + m2, ok);
            if (x != y || !ok) return false;
          }
    }
    return true;
  };
  bool changed = true;
  while (changed) {
    changed = false;
    for (size_t i = n; i-- > 0;)
      for (size_t j = n; j-- > 0;) {
        if (i == j || !s[i] || !s[j]) continue;
        if (canMerge(i, j)) {
          changed = true;
          s[i] = saturatingMul(*s[i], *s[j]);
          s[j].reset();
        }
      }
  }
  return s;
}

// MemoryDep.normalize() (byStrideOrder = false: prefix c, trailing unused vars dropped) or
// normalize_with_stride_order() (vars ordered by decreasing stride first, prefix t).
const LoopOrdering211::NormalizedDep& LoopOrdering211::normalizeDep(DepId id, bool byStrideOrder) const {
  const size_t key = static_cast<size_t>(id) * 2 + (byStrideOrder ? 1 : 0);
  if (normCache_.size() <= key) normCache_.resize(s_.pool_.depCount() * 2 + 2, nullptr);
  if (const NormalizedDep* cached = normCache_[key]) return *cached;
  // The result depends only on the index text, the loop variables and their sizes, which repeat
  // across a model's identical layers under other buffer names: compute each form once. The map's
  // nodes never move, so callers keep the reference instead of copying.
  const DepInfo& d = s_.pool_.dep(id);
  std::string content = d.index;
  content += byStrideOrder ? "|t|" : "|c|";
  for (const auto& v : d.vars) (content += v) += ',';
  content += '|';
  for (int64_t x : d.sizeHints) (content += std::to_string(x)) += ',';
  auto [it, inserted] = normByContent_.try_emplace(std::move(content));
  if (inserted) it->second = computeNormalizedDep(id, byStrideOrder);
  normCache_[key] = &it->second;
  return it->second;
}

LoopOrdering211::NormalizedDep LoopOrdering211::computeNormalizedDep(DepId id, bool byStrideOrder) const {
  const DepInfo& d = s_.pool_.dep(id);
  const Expr* parsedIndex = parsed(d.index);
  if (!parsedIndex) return {d.index, {}};
  const Expr& index = *parsedIndex;
  std::vector<std::string> vars = d.vars;
  std::vector<int64_t> sizes = d.sizeHints;
  if (byStrideOrder) {
    std::vector<int64_t> strides = strideHints(index, vars);
    std::vector<size_t> order(vars.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    // sorted(range(n), key=strides.__getitem__, reverse=True): stable, equal strides keep their order
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return strides[a] > strides[b]; });
    std::vector<std::string> v2;
    std::vector<int64_t> s2;
    for (size_t i : order) {
      v2.push_back(vars[i]);
      s2.push_back(sizes[i]);
    }
    vars = std::move(v2);
    sizes = std::move(s2);
  }
  // normalize() and normalize_with_stride_order() ask the same question when the variables are already
  // in stride order (contiguous layouts): answer it once.
  std::string mergeKey = d.index;
  for (const auto& v : vars) (mergeKey += '|') += v;
  mergeKey += '#';
  for (int64_t x : sizes) (mergeKey += std::to_string(x)) += ',';
  auto [mergedIt, fresh] = mergedLoops_.try_emplace(std::move(mergeKey));
  if (fresh) mergedIt->second = simplifyLoops(index, vars, sizes);
  const auto& merged = mergedIt->second;
  const std::string prefix = byStrideOrder ? "t" : "c";
  // A polynomial of symbols (no calls) is renamed in one simultaneous substitution: its canonical form is
  // its set of monomials whatever the names were in between. Calls go through temporary names.
  const bool direct = isSymbolPolynomial(d.index);
  std::map<std::string, Expr, std::less<>> replacement;
  NormalizedDep out;
  std::vector<std::string> newVars;
  for (size_t i = 0; i < vars.size(); ++i) {
    if (merged[i]) {
      std::string v = (direct ? prefix : std::string("__fs_norm")) + std::to_string(newVars.size());
      newVars.push_back(v);
      replacement[vars[i]] = Expr::symbol(v);
      out.sizes.push_back(*merged[i]);
    } else {
      replacement[vars[i]] = Expr::constant(0);
    }
  }
  Expr result = index.substitute(replacement);
  if (!direct) {
    std::map<std::string, std::string, std::less<>> names;
    for (size_t k = 0; k < newVars.size(); ++k) names[newVars[k]] = prefix + std::to_string(k);
    result = result.rename(names);
  }
  if (!byStrideOrder) {  // drop_unused_symbols
    auto used = result.freeSymbols();
    while (!out.sizes.empty() &&
           std::find(used.begin(), used.end(), prefix + std::to_string(out.sizes.size() - 1)) == used.end())
      out.sizes.pop_back();
  }
  out.index = result.str();
  return out;
}

// parseExpr with a memo: the same index texts are parsed again for every candidate pair and layer.
// nullptr for text FuseScope cannot parse (callers treat it as they treated the exception).
const Expr* LoopOrdering211::parsed(const std::string& text) const {
  auto [it, fresh] = parseCache_.try_emplace(text, nullptr);
  if (fresh && !s_.pool_.parsedIndex(text, it->second)) {  // most index text was parsed as the deps were pooled
    if (auto e = tryParseExpr(text)) it->second = &ownParsed_.emplace_back(std::move(*e));
  }
  return it->second;
}

// The dep MemoryDep.normalize() returns (vars c0.., merged loops, mode kept).
DepId LoopOrdering211::normalizedDepId(DepId id) {
  const DepInfo& d = s_.pool_.dep(id);
  if (d.kind != DepKind::Memory || d.indexHasTmp) return id;
  const NormalizedDep& n = normalizeDep(id, false);
  NewDep nd;
  nd.kind = DepKind::Memory;
  nd.name = d.name;
  nd.mode = d.mode;
  nd.index = n.index;
  for (size_t k = 0; k < n.sizes.size(); ++k) {
    nd.vars.push_back("c" + std::to_string(k));
    nd.sizes.push_back(std::to_string(n.sizes[k]));
  }
  return s_.pool_.intern(std::move(nd));
}

// MemoryDep.decide_loop_order_to_match
std::optional<std::vector<int>> LoopOrdering211::decideLoopOrderToMatch(DepId selfId, DepId otherId) const {
  const DepInfo& self = s_.pool_.dep(selfId);
  const DepInfo& other = s_.pool_.dep(otherId);
  const LoopShape* selfShape = loopShape(selfId);
  const LoopShape* otherShape = loopShape(otherId);
  if (!selfShape || !otherShape) return std::nullopt;
  // num_vars != len(index.free_symbols): broadcasts are not handled
  if (self.vars.size() != selfShape->freeSymbols || other.vars.size() != otherShape->freeSymbols) return std::nullopt;
  for (const auto* d : {&self, &other})
    for (int64_t v : d->sizeHints)
      if (v == 0 || v == 1) return std::nullopt;
  const std::vector<int64_t>& ss = selfShape->strides;
  const std::vector<int64_t>& os = otherShape->strides;
  auto unique = [](std::vector<int64_t> v) {
    std::sort(v.begin(), v.end());
    return std::adjacent_find(v.begin(), v.end()) == v.end();
  };
  if (!unique(ss) || !unique(os)) return std::nullopt;
  auto a = ss, b = os;
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  if (a != b) return std::nullopt;
  std::vector<int> order;
  for (int64_t st : os) order.push_back(static_cast<int>(std::find(ss.begin(), ss.end(), st) - ss.begin()));
  return order;
}

// A memory dep's free symbol count and strides over its vars, or nullptr when its index does not parse.
// Deps are immutable and the reordering round asks about the same ones for many pairs.
const LoopOrdering211::LoopShape* LoopOrdering211::loopShape(DepId id) const {
  auto [it, fresh] = loopShapes_.try_emplace(id);
  if (fresh) {
    const DepInfo& d = s_.pool_.dep(id);
    if (const Expr* index = parsed(d.index)) it->second = LoopShape{index->freeSymbols().size(), strideHints(*index, d.vars)};
  }
  return it->second ? &*it->second : nullptr;
}

// SchedulerNode.apply_new_loop_order: LoopBody.reorder_iter_loops, then the deps re-extracted
// (normalize=False): new loop k iterates old loop order[k]; deps keep their order.
void LoopOrdering211::applyNewLoopOrder(NodeId m, const std::vector<int>& order) {
  s_.beforeLoopMutation();
  Original& o = s_.origs_[static_cast<size_t>(m)];
  const size_t npw = o.pointwise.size();
  std::vector<int64_t> newPw;
  std::vector<std::string> newPwText;
  for (int k : order) {
    newPw.push_back(o.pointwise[static_cast<size_t>(k)]);
    newPwText.push_back(o.pointwiseText[static_cast<size_t>(k)]);
  }
  o.pointwise = newPw;
  o.pointwiseText = newPwText;
  std::vector<int64_t> allSizes = newPw;
  allSizes.insert(allSizes.end(), o.reduction.begin(), o.reduction.end());
  // Every renamed dep starts from the same loop variables and sizes (size-1 loops dropped).
  std::vector<std::string> loopVars, loopSizes;
  for (size_t i = 0; i < allSizes.size(); ++i) {
    if (allSizes[i] == 1) continue;
    loopVars.push_back("d" + std::to_string(i));
    loopSizes.push_back(i < npw ? o.pointwiseText[i] : o.reductionText[i - npw]);
  }
  std::string orderKey;
  for (int k : order) (orderKey += std::to_string(k)) += ',';
  auto& renames = reorderedIndex_[orderKey];
  std::map<std::string, std::string, std::less<>> toTmp, fromTmp, direct;  // built on the first miss
  std::unordered_map<DepId, DepId> mapped;
  auto remap = [&](DepId id) -> DepId {
    if (auto it = mapped.find(id); it != mapped.end()) return it->second;
    const DepInfo& d = s_.pool_.dep(id);
    DepId result = id;
    if (d.kind == DepKind::Memory) {
      try {
        auto cached = renames.find(d.index);
        if (cached == renames.end()) {
          if (toTmp.empty())
            for (size_t k = 0; k < order.size(); ++k) {
              toTmp["d" + std::to_string(order[k])] = "__fs_loop" + std::to_string(k);
              fromTmp["__fs_loop" + std::to_string(k)] = "d" + std::to_string(k);
              direct["d" + std::to_string(order[k])] = "d" + std::to_string(k);
            }
          const Expr* index = parsed(d.index);
          if (!index) throw ExprParseError("index does not parse: " + d.index);  // as parseExpr would
          // A polynomial of symbols takes the permutation in one simultaneous rename (see computeNormalizedDep).
          Expr e = isSymbolPolynomial(d.index) ? index->rename(direct) : index->rename(toTmp).rename(fromTmp);
          cached = renames.emplace(d.index, std::make_pair(e.str(), e.freeSymbols())).first;
        }
        NewDep nd;
        nd.kind = DepKind::Memory;
        nd.name = d.name;
        nd.mode = d.mode;
        nd.index = cached->second.first;
        const auto& used = cached->second.second;
        size_t keep = loopVars.size();
        while (keep > 0 && std::find(used.begin(), used.end(), loopVars[keep - 1]) == used.end()) --keep;
        nd.vars.assign(loopVars.begin(), loopVars.begin() + static_cast<long>(keep));
        nd.sizes.assign(loopSizes.begin(), loopSizes.begin() + static_cast<long>(keep));
        result = s_.pool_.intern(std::move(nd));
      } catch (const std::exception&) {
      }
    }
    mapped[id] = result;
    return result;
  };
  SchedNode211& s = s_.sn(m);
  for (auto* list : {&s.reads, &s.writes, &s.unmet})
    for (DepId& d : *list) d = remap(d);
  s_.simd_.loopsChanged(m);
  s_.cpp_.loopsChanged(m);
}

// SchedulerNode / FusedSchedulerNode.reorder_loops_by_dep_pair
bool LoopOrdering211::reorderLoopsByDepPair(int id, DepId selfDep, DepId otherDep) {
  SchedNode211& s = s_.sn(id);
  if (s.isTemplate || s.isForeach()) return false;
  const std::vector<int64_t>* selfSizes = nullptr;
  for (NodeId m : s.members) {
    if (s_.sn(m).type != SchedNodeType::Scheduler) return false;
    if (selfSizes && *selfSizes != s_.orig(m).pointwise) return false;  // "different sizes"
    selfSizes = &s_.orig(m).pointwise;
  }
  if (!selfSizes) return false;
  std::optional<std::vector<int>> order;
  if (selfSizes->size() == s_.pool_.dep(selfDep).vars.size() && selfSizes->size() == s_.pool_.dep(otherDep).vars.size())
    order = decideLoopOrderToMatch(selfDep, otherDep);
  if (!order || order->empty()) return false;
  for (NodeId m : s.members) applyNewLoopOrder(m, *order);
  if (s.isFusedType()) s_.refreshGroupDeps(s_.sn(id));
  return true;
}

// ReadWrites.buffer_names(): MemoryDeps only, integer indices ignored.
void LoopOrdering211::memoryBufferNames(const SchedNode211& n, std::vector<NameId>& out) const {
  out.clear();
  s_.nameMarks_.clear();
  for (const auto* list : {&n.reads, &n.writes})
    for (DepId d : *list) {
      const DepInfo& dep = s_.pool_.dep(d);
      if (dep.kind == DepKind::Memory && !dep.integerIndex && s_.nameMarks_.insert(dep.name)) out.push_back(dep.name);
    }
}

DepId LoopOrdering211::lastDepNamed(const SchedNode211& n, NameId name) const {
  DepId found = -1;
  for (const auto* list : {&n.reads, &n.writes})
    for (DepId d : *list)
      if (s_.pool_.dep(d).name == name) found = d;
  return found;
}

std::vector<int64_t> LoopOrdering211::strideHints(const Expr& index, const std::vector<std::string>& vars) const {
  bool distinct = true;
  for (size_t i = 0; i < vars.size() && distinct; ++i)
    for (size_t j = i + 1; j < vars.size() && distinct; ++j) distinct = vars[i] != vars[j];
  if (distinct) {
    if (auto strides = affineStrides(index, vars, s_.hints_)) return std::move(*strides);  // no evaluation
    return boundStrides(BoundExpr(index, vars, s_.hints_), vars.size());  // no map per call
  }
  std::vector<int64_t> strides;
  SymbolValues& probe = strideScratch_;
  probe.fallback = s_.hints_.fallback;
  probe.values = s_.hints_.values;
  for (const auto& v : vars) probe.values[v] = 0;
  int64_t at0 = 0;
  try {
    at0 = index.evaluate(probe);
  } catch (const std::exception&) {
    return std::vector<int64_t>(vars.size(), 0);
  }
  for (const auto& v : vars) {
    probe.values[v] = 1;
    int64_t at1 = at0;
    try {
      at1 = index.evaluate(probe);
    } catch (const std::exception&) {
    }
    probe.values[v] = 0;
    strides.push_back(saturatingSub(at1, at0));
  }
  return strides;
}

// Loop reordering (shared_data_after_reordering_loop) — only the merged-loops equality case.
int64_t LoopOrdering211::sharedDataAfterReorderingLoop(int id1, int id2) {
  const SchedNode211& n1 = s_.sn(id1);
  const SchedNode211& n2 = s_.sn(id2);
  if (s_.orig(n1.members.front()).isCpu || s_.orig(n2.members.front()).isCpu) return -1;
  if (n1.isTemplate || n2.isTemplate) return -1;
  std::vector<NameId>& names1 = names1Scratch_;
  std::vector<NameId>& names2 = names2Scratch_;
  memoryBufferNames(n1, names1);
  memoryBufferNames(n2, names2);
  // max(candidates, key=numel) over the shared names whose deps normalize alike: the names are tried
  // largest numel first (ties in names1 order), so the first that matches is the one Inductor picks and
  // the smaller ones need no normalization.
  using Cand = SharedDep;
  std::vector<Cand>& shared = sharedCands_;
  shared.clear();
  for (NameId name : names1) {
    if (!contains(names2, name)) continue;
    DepId lhs = lastDepNamed(n1, name), rhs = lastDepNamed(n2, name);
    shared.push_back({s_.pool_.dep(lhs).numel, lhs, rhs});
  }
  std::stable_sort(shared.begin(), shared.end(), [](const Cand& x, const Cand& y) { return x.numel > y.numel; });
  std::optional<Cand> best;
  for (const Cand& c : shared) {
    const DepInfo& l = s_.pool_.dep(c.lhs);
    const DepInfo& r = s_.pool_.dep(c.rhs);
    bool same = c.lhs == c.rhs;
    if (!same && l.kind == DepKind::Memory && r.kind == DepKind::Memory)
      same = sameNormalizedContent(l, r) ||
             (!strideNormalizedSizesDiffer(c.lhs, c.rhs) && normalizeDep(c.lhs, true) == normalizeDep(c.rhs, true));
    if (same) {
      best = c;
      break;
    }
  }
  if (!best) return -1;
  const DepInfo& lhs = s_.pool_.dep(best->lhs);
  const DepInfo& rhs = s_.pool_.dep(best->rhs);
  if (lhs.kind != DepKind::Memory || rhs.kind != DepKind::Memory) return -1;
  if (lhs.vars.size() != rhs.vars.size()) {
    if (normalizeDep(best->lhs, false) == normalizeDep(best->rhs, false)) return lhs.bytes;
    return -1;
  }
  bool reordered = false;
  if (!n1.isReduction) reordered = reorderLoopsByDepPair(id1, best->lhs, best->rhs);
  else if (!n2.isReduction) reordered = reorderLoopsByDepPair(id2, best->rhs, best->lhs);
  return reordered ? s_.memory_.scoreFusionMemory(s_.sn(id1), s_.sn(id2)) : -1;
}

}  // namespace fusescope::sched::inductor211
