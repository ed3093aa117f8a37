// Loop index inversion of PyTorch 2.11: Scheduler.shared_data_after_inverting_indexing (scheduler.py),
// invert_expr_analysis.generate_inverse_formula and SizeVarAllocator.combine_modular_indexing_pairs.
// invert_expr_analysis.py is not in the reference folder; this follows the version whose
// generate_inverse_formula takes (expr, var), as 2.11's scheduler calls it (pytorch/pytorch at
// c7b382cd010226d4ef12e0079734b39edbb4de5a; later versions add var_range and stricter checks).
#include "sched/inductor211/loop_inversion.h"

#include <algorithm>
#include <numeric>

#include <fmt/format.h>

#include "graph/expr_structure.h"
#include "sched/inductor211/scheduler211.h"

namespace fusescope::sched::inductor211 {

namespace {

using Func = Expr::Func;

// invert_expr_analysis.Term: range nullopt = unbounded.
struct InvTerm {
  int64_t coefficient = 0;
  std::optional<Expr> range;
  Expr multiplier;  // reconstruction_multiplier
};

// static_eq (sizevars.statically_known_equals): canonical equality; a symbolic side equals a number
// only where the expression folds to it, as sympy would without guards.
bool staticEq(const Expr& a, const Expr& b) { return a == b; }

// analyze_expression_properties: (range, reconstruction multiplier); multiplier nullopt = no pattern.
std::pair<std::optional<Expr>, std::optional<Expr>> analyzeExpressionProperties(const Expr& expr, const Expr& var) {
  if (isCall(expr, Func::ModularIndexing)) {
    auto a = callArgs(expr);
    if (staticEq(a[0], var)) return {a[2], a[1]};
  }
  if (isCall(expr, Func::FloorDiv)) {
    auto a = callArgs(expr);
    const Expr& base = a[0];
    const Expr& divisor = a[1];
    if (isCall(base, Func::ModularIndexing)) {
      auto inner = callArgs(base);
      if (staticEq(inner[0], var) && staticEq(inner[1], Expr::constant(1)))
        return {Expr::floorDiv(inner[2], divisor), divisor};
    } else if (staticEq(base, var)) {
      return {std::nullopt, divisor};
    }
  }
  return {std::nullopt, std::nullopt};
}

// parse_single_term
std::optional<InvTerm> parseSingleTerm(const Expr& term, const Expr& var) {
  auto [coefficient, parts] = asCoeffMul(term);
  if (parts.empty()) return InvTerm{coefficient, Expr::constant(1), Expr::constant(0)};  // pure constant term
  if (parts.size() > 1) return std::nullopt;  // multiple non-constant factors
  auto [range, multiplier] = analyzeExpressionProperties(parts[0], var);
  if (!multiplier) return std::nullopt;
  return InvTerm{coefficient, range, *multiplier};
}

// parse_terms: nullopt when a term of a sum does not parse; empty when a single term does not.
// The terms of a sum come in FuseScope's canonical order, not sympy's Add order: the two differ in
// outcome only for terms of equal coefficients (two digits at one stride), which a bijective read
// index does not have.
std::optional<std::vector<InvTerm>> parseTerms(const Expr& expr, const Expr& var) {
  auto args = addArgs(expr);
  if (args.size() <= 1) {
    auto t = parseSingleTerm(expr, var);
    return t ? std::vector<InvTerm>{*t} : std::vector<InvTerm>{};
  }
  std::vector<InvTerm> terms;
  for (const Expr& a : args) {
    auto t = parseSingleTerm(a, var);
    if (!t) return std::nullopt;
    terms.push_back(std::move(*t));
  }
  return terms;
}

// utils.argsort_sym over integer coefficients: ascending, equal values in reverse index order.
std::vector<size_t> argsortSym(const std::vector<int64_t>& seq) {
  std::vector<size_t> idx(seq.size());
  std::iota(idx.begin(), idx.end(), size_t{0});
  std::sort(idx.begin(), idx.end(), [&](size_t a, size_t b) { return seq[a] != seq[b] ? seq[a] < seq[b] : a > b; });
  return idx;
}

std::vector<int64_t> coefficients(const std::vector<InvTerm>& terms) {
  std::vector<int64_t> out;
  for (const auto& t : terms) out.push_back(t.coefficient);
  return out;
}

// check_invertibility (2.11): strictly decreasing coefficients, each the product of the ranges below it.
bool checkInvertibility(const std::vector<InvTerm>& terms) {
  if (terms.empty()) return false;
  std::vector<size_t> descending(terms.size());
  for (size_t i = 0; i < terms.size(); ++i) descending[i] = terms.size() - 1 - i;
  if (argsortSym(coefficients(terms)) != descending) return false;
  Expr expected = Expr::constant(1);
  for (auto it = terms.rbegin(); it != terms.rend(); ++it) {
    if (!staticEq(Expr::constant(it->coefficient), expected)) return false;
    if (it->range) expected = expected * *it->range;
  }
  return true;
}

// generate_reconstruction_expr
Expr generateReconstructionExpr(const std::vector<InvTerm>& terms, const Expr& var) {
  Expr reconstruction = Expr::constant(0);
  Expr remainder = var;
  for (size_t i = 0; i < terms.size(); ++i) {
    const Expr c = Expr::constant(terms[i].coefficient);
    const Expr component = Expr::floorDiv(remainder, c);
    if (i + 1 < terms.size()) remainder = Expr::modularIndexing(remainder, Expr::constant(1), c);
    reconstruction = reconstruction + component * terms[i].multiplier;
  }
  return reconstruction;
}

}  // namespace

// SizeVarAllocator.combine_modular_indexing_pairs
Expr combineModularIndexingPairs(const Expr& index) {
  auto checkArgs = [](const Expr& x, const Expr& div, const Expr& mod, bool isFirst) {
    if (!div.isConstant() || !mod.isConstant()) return false;
    if (div.constantValue() != 1 || mod.constantValue() <= 0) return false;
    // the second must wrap a non-negative symbol: Inductor's index and size symbols all are
    return isFirst ? isCall(x, Func::ModularIndexing) : isSymbol(x);
  };
  if (!isCall(index, Func::ModularIndexing)) return index;
  auto a = callArgs(index);
  if (!checkArgs(a[0], a[1], a[2], true)) return index;
  auto b = callArgs(a[0]);
  if (!checkArgs(b[0], b[1], b[2], false)) return index;
  if (b[2].constantValue() % a[2].constantValue() != 0) return index;
  return Expr::modularIndexing(b[0], Expr::constant(1), a[2]);
}

// invert_expr_analysis.generate_inverse_formula
std::optional<Expr> generateInverseFormula(const Expr& expr, const std::string& varName) {
  try {
    const Expr var = Expr::symbol(varName);
    auto parsedTerms = parseTerms(expr, var);
    if (!parsedTerms || parsedTerms->empty()) return std::nullopt;
    // sort by coefficient, descending: reversed(argsort_sym(coeffs))
    std::vector<size_t> idxs = argsortSym(coefficients(*parsedTerms));
    std::vector<InvTerm> terms;
    for (auto it = idxs.rbegin(); it != idxs.rend(); ++it) terms.push_back((*parsedTerms)[*it]);
    if (!checkInvertibility(terms)) return std::nullopt;
    return generateReconstructionExpr(terms, var);
  } catch (const std::exception&) {
    return std::nullopt;  // a zero divisor: sympy raises ZeroDivisionError, FuseScope calls it not invertible
  }
}

// The MemoryDep extract_read_writes(body, *sizes, normalize=True) records for `index` (in the body's
// vars): index_vars_squeeze renames the vars d0.. (size-1 vars become 0), then _normalize merges loops,
// renames them c0.. and drops unused trailing ones.
DepId LoopOrdering211::normalizedBodyDep(NodeId m, NameId name, const Expr& index, const std::string& mode) {
  std::map<std::string, Expr, std::less<>> squeeze;
  NewDep d;
  d.kind = DepKind::Memory;
  d.name = name;
  d.mode = mode;
  for (const auto& [var, size] : s_.loopBody(m).varRanges) {  // the body's loops (a flattened one: 2.14)
    if (s_.cachedExprKey(size) == "1") {
      squeeze[var] = Expr::constant(0);
      continue;
    }
    std::string dv = "d" + std::to_string(d.vars.size());
    squeeze[var] = Expr::symbol(dv);
    d.vars.push_back(dv);
    d.sizes.push_back(size);
  }
  d.index = index.substitute(squeeze).str();
  return normalizedDepId(s_.pool_.intern(std::move(d)));
}

// Scheduler.shared_data_after_inverting_indexing: when node2 copies node1's output through a
// discontiguous but invertible read, invert node2's loop (read contiguously, write through the inverse)
// and score the pair again. Returns -1 where Inductor does; the inversion of node2 stays, as in Inductor.
int64_t LoopOrdering211::sharedDataAfterInvertingIndexing(int id1, int id2) {
  if (s_.since({2, 14})) return sharedDataAfterInvertingIndexing214(id1, id2);
  if (!s_.config_.loopIndexInversionInFusion) return -1;
  const SchedNode211& n1 = s_.sn(id1);
  SchedNode211& n2 = s_.sn(id2);
  if (s_.isCpuNode(n1) || s_.isCpuNode(n2)) return -1;
  // only single read/write operations (checked below in Inductor's order; every check up to the inversion
  // only returns -1, and this one turns most pairs away before their buffer names are listed)
  if (n2.reads.size() != 1 || n2.writes.size() != 1) return -1;
  // shared buffers
  std::vector<NameId>& names1 = names1Scratch_;
  std::vector<NameId>& names2 = names2Scratch_;
  memoryBufferNames(n1, names1);
  memoryBufferNames(n2, names2);
  if (std::none_of(names1.begin(), names1.end(), [&](NameId x) { return contains(names2, x); })) return -1;
  // only invert if node1 is the single unmet dep
  std::vector<NameId> unmet2;
  for (DepId d : n2.unmet) orderedAdd(unmet2, s_.pool_.dep(d).name);
  for (NameId x : unmet2)
    if (!contains(names1, x)) return -1;
  if (unmet2.size() > 1) return -1;
  // only single read/write operations
  if (n2.reads.size() > 1 || n2.writes.size() > 1) return -1;
  if (n2.reads.empty() || n2.writes.empty()) return -1;  // Inductor's next(iter(...)) would raise here
  const DepId read2 = n2.reads.front(), write2 = n2.writes.front();
  if (s_.pool_.dep(read2).kind != DepKind::Memory || s_.pool_.dep(write2).kind != DepKind::Memory) return -1;
  DepId write1 = -1;  // {dep.name: dep for dep in node1 writes}: the last write of that name
  for (DepId w : n1.writes)
    if (s_.pool_.dep(w).name == s_.pool_.dep(read2).name) write1 = w;
  if (write1 < 0) return -1;
  if (s_.pool_.dep(write1).kind != DepKind::Memory) return -1;
  const DepInfo& r2 = s_.pool_.dep(read2);
  const DepInfo& w2 = s_.pool_.dep(write2);
  // The checks up to the inversion only decide whether it is tried: the cheap ones go first.
  bool sameSize = r2.sizes.size() == w2.sizes.size();
  for (size_t i = 0; sameSize && i < r2.sizes.size(); ++i) sameSize = s_.cachedExprKey(r2.sizes[i]) == s_.cachedExprKey(w2.sizes[i]);
  if (!sameSize || r2.vars.size() != 1) return -1;
  // The loop body: only a SchedulerNode has one (a fused node2 never gets here: it has several writes).
  if (n2.type != SchedNodeType::Scheduler || n2.members.size() != 1) return -1;
  const NodeId m = n2.members.front();
  const Node& node = s_.graph_.nodes[static_cast<size_t>(m)];
  if (!node.body) return -1;  // not in the dump: FuseScope cannot invert what it cannot see
  // node1's write normalized (sizes compared by their hints)
  const NormalizedDep& w1 = normalizeDep(write1, false);
  if (w1.index != w2.index && w1.sizes != w2.sizeHints) return -1;
  const LoopBodyProgram& body = s_.loopBody(m);
  if (body.indices.size() != 2) return -1;  // exactly two indexing expressions
  if (body.blocks.size() != 1 || !body.body()) return -1;  // no subblocks
  if (!body.indices.count("index0") || !body.indices.count("index1")) return -1;  // Inductor asserts
  // get_read_exprs as an OrderedSet: the index of every ops.load
  std::map<std::string, std::string> indexOf;  // get_index var -> index name
  std::vector<std::string> readIndexNames, readExprs;
  for (const auto& st : body.body()->statements) {
    using Kind = LoopStatement::Kind;
    if (st.kind == Kind::GetIndex) indexOf[st.result] = st.op;
    if (st.kind != Kind::Op || st.op != "load" || st.args.size() < 2) continue;
    auto ix = indexOf.find(st.args[1]);
    if (ix == indexOf.end() || !body.indices.count(ix->second)) return -1;
    const Expr* e = parsed(body.indices.at(ix->second));
    if (!e) return -1;
    if (std::find(readExprs.begin(), readExprs.end(), e->str()) == readExprs.end()) readExprs.push_back(e->str());
  }
  if (readExprs.size() != 1) return -1;
  const Expr* index0 = parsed(body.indices.at("index0"));
  const Expr* index1 = parsed(body.indices.at("index1"));
  if (!index0 || !index1) return -1;
  const bool readIs0 = index0->str() == readExprs.front();
  if (!readIs0 && index1->str() != readExprs.front()) return -1;  // Inductor asserts
  const std::string readIndex = readIs0 ? "index0" : "index1", writeIndex = readIs0 ? "index1" : "index0";
  // index_vars = node2._body.vars[0]
  const Original& o = s_.orig(m);
  if (node.body->varRanges.size() != o.pointwise.size() + o.reduction.size()) return -1;
  if (o.pointwise.size() != 1) return -1;
  const std::string var = node.body->varRanges.front().first;
  Expr simplifiedRead = Expr::constant(0);
  for (const Expr& term : addArgs(readIs0 ? *index0 : *index1)) simplifiedRead = simplifiedRead + combineModularIndexingPairs(term);
  std::optional<Expr> inverse = generateInverseFormula(simplifiedRead, var);
  if (!inverse) return -1;  // formula is not invertible

  // === Apply Inversion === (the read takes the write's index; the write takes the inverse)
  s_.beforeLoopMutation();
  auto inverted = std::make_unique<LoopBodyProgram>(body);
  inverted->indices[readIndex] = body.indices.at(writeIndex);
  inverted->indices[writeIndex] = inverse->str();
  s_.loopBodies_[static_cast<size_t>(m)] = std::move(inverted);
  refreshInvertedDeps(id2);
  const int64_t score = s_.memory_.scoreFusionMemory(s_.sn(id1), s_.sn(id2));
  s_.recorder_.addNote(fmt::format("{}: {} with {}: Shared memory after inversion: {} ({} now reads "
                                "contiguously and writes through {})", s_.policyName(),
                                s_.sn(id1).name, s_.sn(id2).name, score, s_.sn(id2).name, inverse->str()));
  return score;
}

// SchedulerNode.refresh_dependencies(normalize=True, need_clear_tiling_cache=False) after an inversion:
// the deps extracted again from the changed loop body (loads, then stores), unmet_dependencies = reads
// less what was already available, and the caches that read the body forgotten.
void LoopOrdering211::refreshInvertedDeps(int id) {
  SchedNode211& s = s_.sn(id);
  const NodeId m = s.members.front();
  const LoopBodyProgram& body = s_.loopBody(m);
  const NameId readName = s_.pool_.dep(s.reads.front()).name, writeName = s_.pool_.dep(s.writes.front()).name;
  std::vector<NameId> unmetNames;
  for (DepId d : s.unmet) orderedAdd(unmetNames, s_.pool_.dep(d).name);
  std::vector<DepId> reads, writes;
  std::map<std::string, std::string> indexOf;
  for (const auto& st : body.body()->statements) {
    using Kind = LoopStatement::Kind;
    if (st.kind == Kind::GetIndex) indexOf[st.result] = st.op;
    if (st.kind != Kind::Op || st.args.size() < 2) continue;
    const bool load = st.op == "load", store = st.op == "store" || st.op == "store_reduction";
    if (!load && !store) continue;
    auto ix = indexOf.find(st.args[1]);
    if (ix == indexOf.end()) continue;
    const Expr* e = parsed(body.indices.at(ix->second));
    if (!e) continue;
    std::string mode;
    if (st.op == "store" && st.args.size() >= 4 && st.args[3] != "None") mode = unquote(st.args[3]);
    // one buffer read and one written (the preconditions): their names keep the mutation renames
    orderedAdd(load ? reads : writes, normalizedBodyDep(m, load ? readName : writeName, *e, mode));
  }
  s.reads = reads;
  s.writes = writes;
  s.unmet.clear();
  for (DepId d : reads)
    if (contains(unmetNames, s_.pool_.dep(d).name)) orderedAdd(s.unmet, d);
  // pointwise_read_writes.clear_cache: what FuseScope derived from the old loop body
  s_.mix_.loopsChanged(m);
  if (!s_.config_.loopOrderingAfterFusion) s_.simd_.readBodyTiling(m);
}

}  // namespace fusescope::sched::inductor211
