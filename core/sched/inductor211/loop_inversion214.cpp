// Loop index inversion as PyTorch 2.14 changed it (scheduler.py shared_data_after_inverting_indexing,
// _can_reindex_consumer_for_index_inversion, _get_flattened_read_inverse, _get_indexing_inverse, and
// invert_expr_analysis.generate_inverse_formula with its var_range): a consumer of several loops whose read
// of the producer's output is a permutation of it is first flattened to one loop (apply_loop_reindexing),
// then inverted as before; the inverse must cover the loop exactly (check_reconstruction_coverage); and a
// pair that still shares no exact dep scores what vertical fusion could match
// (_score_fusion_memory_by_fusable_read_write).
//
// sympy's simplification of the flattened read is modelled by what it amounts to for the reads this rule
// accepts: every term is an integer times a mixed-radix digit of the flat loop variable c, i.e.
// ModularIndexing(c, div, range) (FloorDiv(c, div) for the top digit), and digits that sit next to each
// other in both the read and the loop join (join_dimensions). A term of any other shape makes Inductor's
// parse fail, and FuseScope's too.
#include <algorithm>

#include <fmt/format.h>

#include "graph/expr_structure.h"
#include "sched/inductor211/scheduler211.h"

namespace fusescope::sched::inductor211 {

namespace {

using Func = Expr::Func;

// coefficient * (c // div) % range
struct Digit {
  int64_t coefficient = 0;
  int64_t div = 1;
  int64_t range = 1;
};

struct Loop {
  std::string var;
  int64_t size = 1;
};

std::optional<int64_t> constantOf(const Expr& e) {
  if (!e.isConstant()) return std::nullopt;
  return e.constantValue();
}

// The read as digits of the loop nest flattened row-major (decompose_index); nullopt where a term is not
// coefficient * {var, var // a, ModularIndexing(var, a, b)} over whole digits of its loop.
std::optional<std::vector<Digit>> flatDigits(const Expr& read, const std::vector<Loop>& loops) {
  std::vector<Digit> digits;
  for (const Expr& term : addArgs(read)) {
    auto [coefficient, parts] = asCoeffMul(term);
    if (parts.size() != 1 || coefficient <= 0) return std::nullopt;  // a constant offset, a product, a negative
    const Expr& f = parts.front();
    Expr var;
    int64_t a = 1, b = 0;  // b = 0: no modulus
    if (isSymbol(f)) {
      var = f;
    } else if (isCall(f, Func::FloorDiv)) {
      auto args = callArgs(f);
      auto d = constantOf(args[1]);
      if (!isSymbol(args[0]) || !d || *d <= 0) return std::nullopt;
      var = args[0];
      a = *d;
    } else if (isCall(f, Func::ModularIndexing)) {
      auto args = callArgs(f);
      auto d = constantOf(args[1]), m = constantOf(args[2]);
      if (!isSymbol(args[0]) || !d || !m || *d <= 0 || *m <= 0) return std::nullopt;
      var = args[0];
      a = *d;
      b = *m;
    } else {
      return std::nullopt;
    }
    int64_t stride = 1;
    const Loop* loop = nullptr;
    for (auto it = loops.rbegin(); it != loops.rend(); ++it) {
      if (it->var == var.str()) {
        loop = &*it;
        break;
      }
      stride *= it->size;
    }
    if (!loop) return std::nullopt;
    if (a >= loop->size) continue;  // always 0 in this loop
    if (loop->size % a != 0) return std::nullopt;
    int64_t range = loop->size / a;
    if (b != 0 && b < range) {
      if (range % b != 0) return std::nullopt;
      range = b;
    }
    if (range == 1) continue;
    digits.push_back({coefficient, stride * a, range});
  }
  // join_dimensions: a digit and the one above it in both the read and the loop are one digit
  std::sort(digits.begin(), digits.end(), [](const Digit& x, const Digit& y) { return x.div < y.div; });
  std::vector<Digit> joined;
  for (const Digit& d : digits) {
    if (!joined.empty()) {
      Digit& last = joined.back();
      if (d.div == last.div * last.range && d.coefficient == last.coefficient * last.range) {
        last.range *= d.range;
        continue;
      }
    }
    joined.push_back(d);
  }
  return joined;
}

// check_invertibility and check_reconstruction_coverage with var_range = flat: the coefficients are a
// mixed radix (each the product of the ranges below it) and the digits tile [0, flat) exactly.
bool invertible(std::vector<Digit> digits, int64_t flat) {
  if (digits.empty()) return false;
  std::sort(digits.begin(), digits.end(), [](const Digit& x, const Digit& y) { return x.coefficient < y.coefficient; });
  int64_t expected = 1;
  for (const Digit& d : digits) {
    if (d.coefficient != expected) return false;
    expected *= d.range;
  }
  std::sort(digits.begin(), digits.end(), [](const Digit& x, const Digit& y) { return x.div < y.div; });
  expected = 1;
  for (const Digit& d : digits) {
    if (d.div != expected) return false;
    expected *= d.range;
  }
  return expected == flat;
}

// generate_reconstruction_expr simplified with c < flat: the digit of coefficient k goes back to its div.
Expr inverseOf(std::vector<Digit> digits, const Expr& c, int64_t flat) {
  std::sort(digits.begin(), digits.end(), [](const Digit& x, const Digit& y) { return x.coefficient > y.coefficient; });
  Expr out = Expr::constant(0);
  for (const Digit& d : digits) {
    const Expr digit = d.coefficient * d.range == flat
                           ? Expr::floorDiv(c, Expr::constant(d.coefficient))
                           : Expr::modularIndexing(c, Expr::constant(d.coefficient), Expr::constant(d.range));
    out = out + Expr::constant(d.div) * digit;
  }
  return out;
}

// The read written over the flat loop: the digits as the flattened read has them (the top one a FloorDiv).
Expr flatRead(const std::vector<Digit>& digits, const Expr& c, int64_t flat) {
  Expr out = Expr::constant(0);
  for (const Digit& d : digits) {
    const Expr digit = d.div * d.range == flat ? Expr::floorDiv(c, Expr::constant(d.div))
                                               : Expr::modularIndexing(c, Expr::constant(d.div), Expr::constant(d.range));
    out = out + Expr::constant(d.coefficient) * digit;
  }
  return out;
}

}  // namespace

int64_t LoopOrdering211::sharedDataAfterInvertingIndexing214(int id1, int id2) {
  if (!s_.config_.loopIndexInversionInFusion) return -1;
  const SchedNode211& n1 = s_.sn(id1);
  SchedNode211& n2 = s_.sn(id2);
  if (s_.isCpuNode(n1) || s_.isCpuNode(n2)) return -1;
  // a SchedulerNode of a ComputedBuffer with a loop body
  if (n2.type != SchedNodeType::Scheduler || n2.members.size() != 1 || n2.isTemplate) return -1;
  const NodeId m = n2.members.front();
  const Node& node = s_.graph_.nodes[static_cast<size_t>(m)];
  if (!node.body) return -1;
  if (n2.reads.size() != 1 || n2.writes.size() != 1) return -1;  // cheap, and decides alone below
  std::vector<NameId>& names1 = names1Scratch_;
  std::vector<NameId>& names2 = names2Scratch_;
  memoryBufferNames(n1, names1);
  memoryBufferNames(n2, names2);
  if (std::none_of(names1.begin(), names1.end(), [&](NameId x) { return contains(names2, x); })) return -1;
  std::vector<NameId> unmet2;
  for (DepId d : n2.unmet) orderedAdd(unmet2, s_.pool_.dep(d).name);
  for (NameId x : unmet2)
    if (!contains(names1, x)) return -1;
  if (unmet2.size() > 1) return -1;
  const DepId read2 = n2.reads.front(), write2 = n2.writes.front();
  if (s_.pool_.dep(read2).kind != DepKind::Memory || s_.pool_.dep(write2).kind != DepKind::Memory) return -1;
  DepId write1 = -1;
  int matching = 0;
  for (DepId w : n1.writes)
    if (s_.pool_.dep(w).name == s_.pool_.dep(read2).name && ++matching == 1) write1 = w;
  if (matching != 1 || s_.pool_.dep(write1).kind != DepKind::Memory) return -1;
  const LoopBodyProgram& body = s_.loopBody(m);
  if (body.indices.size() != 2 || body.blocks.size() != 1 || !body.body()) return -1;
  // get_read_exprs: one distinct expression
  std::map<std::string, std::string> indexOf;
  std::vector<std::string> readExprs;
  std::string readIndex;
  for (const auto& st : body.body()->statements) {
    using Kind = LoopStatement::Kind;
    if (st.kind == Kind::GetIndex) indexOf[st.result] = st.op;
    if (st.kind != Kind::Op || st.op != "load" || st.args.size() < 2) continue;
    auto ix = indexOf.find(st.args[1]);
    if (ix == indexOf.end() || !body.indices.count(ix->second)) return -1;
    const Expr* e = parsed(body.indices.at(ix->second));
    if (!e) return -1;
    if (std::find(readExprs.begin(), readExprs.end(), e->str()) == readExprs.end()) readExprs.push_back(e->str());
    readIndex = ix->second;
  }
  if (readExprs.size() != 1 || !body.indices.count("index0") || !body.indices.count("index1")) return -1;
  const std::string writeIndex = readIndex == "index0" ? "index1" : "index0";
  const Expr* readExpr = parsed(body.indices.at(readIndex));
  if (!readExpr) return -1;

  // The loops as the body iterates them, sizes known: a body whose loops were reordered since the dump
  // (the reorder round) is not the one FuseScope parsed, and is left alone.
  const Original& o = s_.orig(m);
  std::vector<Loop> loops;
  for (const auto& [var, size] : body.varRanges) {
    const Expr* e = parsed(size);
    if (!e || !e->isConstant()) return -1;
    loops.push_back({var, e->constantValue()});
  }
  std::vector<int64_t> bodySizes;
  for (const Loop& l : loops) bodySizes.push_back(l.size);
  if (bodySizes != o.pointwise || !o.reduction.empty() || n2.isReduction) return -1;
  const DepInfo& r2 = s_.pool_.dep(read2);
  const DepInfo& w2 = s_.pool_.dep(write2);
  const DepInfo& w1 = s_.pool_.dep(write1);
  int64_t flat = 1;
  for (int64_t x : w1.sizeHints) flat *= x;
  int64_t readNumel = 1, loopNumel = 1;
  for (int64_t x : r2.sizeHints) readNumel *= x;
  for (int64_t x : bodySizes) loopNumel *= x;
  const std::optional<std::vector<Digit>> digits = flatDigits(*readExpr, loops);
  const bool writeContiguous = [&] {
    const Expr* e = parsed(normalizeDep(write2, false).index);
    return e && (isSymbol(*e) || e->isConstant());
  }();

  // _can_reindex_consumer_for_index_inversion, then apply_loop_reindexing([flat]) and the same checks again
  // on the flat loop: the write, contiguous, becomes the loop variable; the read its digits.
  const bool reindex = r2.sizes == w2.sizes && readNumel == flat && loopNumel == flat && bodySizes.size() != 1 &&
                       writeContiguous && digits && invertible(*digits, flat);
  const Expr c = Expr::symbol(loops.empty() ? "p0" : loops.front().var);
  if (!reindex && bodySizes.size() != 1) return -1;  // node2_read.var_names must be one
  // node2_write.is_contiguous() (after a reindex it is the loop variable), node1's normalized write against it
  const NormalizedDep& nw1 = normalizeDep(write1, false);
  bool invert = true;  // false: only the reindex happens (Inductor flattens, then refuses the inversion)
  if (!reindex) {
    const Expr* w = parsed(w2.index);
    if (!w || !(isSymbol(*w) || w->isConstant())) return -1;
    if (nw1.index != w2.index && nw1.sizes != w2.sizeHints) return -1;
    if (r2.sizes != w2.sizes || r2.vars.size() != 1) return -1;
    if (!digits || !invertible(*digits, loopNumel)) return -1;
  } else {
    // the flat write (d0 over flat) differs from the normalized c0 in name: its size decides
    invert = nw1.sizes == std::vector<int64_t>{flat};
  }
  s_.beforeLoopMutation();
  const int64_t n = reindex ? flat : loopNumel;
  auto inverted = std::make_unique<LoopBodyProgram>(body);
  if (reindex) inverted->varRanges = {{c.str(), std::to_string(n)}};
  inverted->indices[readIndex] = invert ? c.str() : flatRead(*digits, c, n).str();
  inverted->indices[writeIndex] = invert ? inverseOf(*digits, c, n).str() : c.str();
  s_.loopBodies_[static_cast<size_t>(m)] = std::move(inverted);
  if (reindex) {
    Original& own = s_.origs_[static_cast<size_t>(m)];
    own.pointwise = {n};
    own.pointwiseText = {std::to_string(n)};
    s_.simd_.loopsChanged(m);
    s_.cpp_.loopsChanged(m);
  }
  refreshInvertedDeps(id2);
  if (!invert) return -1;
  int64_t score = s_.memory_.scoreFusionMemory(s_.sn(id1), s_.sn(id2));
  if (score == 0) score = scoreByFusableReadWrite(id1, id2);
  s_.recorder_.addNote(fmt::format("{}: {} with {}: Shared memory after inversion: {} ({} {}now reads "
                                   "contiguously and writes through {}; its read was {})",
                                   s_.policyName(), s_.sn(id1).name, s_.sn(id2).name, score, s_.sn(id2).name,
                                   reindex ? "flattened to one loop of " + std::to_string(n) + " " : "",
                                   inverseOf(*digits, c, n).str(), flatRead(*digits, c, n).str()));
  return score;
}

// Scheduler._score_fusion_memory_by_fusable_read_write: node1's outputs that node2 reads through an index
// vertical fusion accepts though the deps differ, each read counted once.
int64_t LoopOrdering211::scoreByFusableReadWrite(int id1, int id2) {
  const SchedNode211& n1 = s_.sn(id1);
  const SchedNode211& n2 = s_.sn(id2);
  if (!n1.memberBits.intersects(n2.ancestors)) return 0;
  std::vector<char> matched(n2.reads.size(), 0);
  int64_t score = 0;
  for (DepId w : n1.writes) {
    if (s_.pool_.dep(w).kind != DepKind::Memory) continue;
    for (size_t i = 0; i < n2.reads.size(); ++i) {
      if (matched[i] || !s_.vertical_.fusableReadAndWrite(n2.reads[i], w)) continue;
      matched[i] = 1;
      score += std::max(s_.pool_.dep(n2.reads[i]).bytes, s_.pool_.dep(w).bytes);
      break;
    }
  }
  return score;
}

}  // namespace fusescope::sched::inductor211
