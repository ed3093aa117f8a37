#include "codegen/triton_codegen.h"

#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>

#include "codegen/code_hash.h"
#include "codegen/index_printer.h"
#include "codegen/kernel_naming.h"
#include "graph/loop_body_program.h"

namespace fusescope::codegen {
namespace {

// Pointer placeholders: the kernel body names buffers first; parameters are assigned at the end.
std::string ptr(const std::string& buffer) { return "\x01" + buffer + "\x02"; }

enum class Placement { Loop, Post };  // inside the reduction loop (x and r) or after it (x only)

struct Line {
  std::string text;
  std::string storeBuffer;  // the graph buffer a store line writes ("" for other lines)
};

struct Section {
  std::vector<Line> pre, loop, post;
  bool hasReduction = false;
};

struct StoredValue {
  std::string var;
  std::string index;
  Expr indexExpr;
  int section = 0;
  Placement placement = Placement::Loop;
};

struct Value {
  std::string code;                 // a Python expression, usually a tmp variable
  std::vector<std::string> tuple;   // reductions returning several values
  std::string index;                // get_index results: the printed index
  Expr indexExpr;                   // ... and as an expression over xindex / r0_index
};

std::string literal(const std::string& a) {
  if (a == "inf") return "float(\"inf\")";
  if (a == "-inf") return "float(\"-inf\")";
  if (a == "nan") return "float(\"nan\")";
  if (a.rfind("torch.", 0) == 0) return tritonDtype(a);
  return a;
}

const std::map<std::string, std::string>& binaryOps() {
  static const std::map<std::string, std::string> m = {
      {"add", "{} + {}"},        {"sub", "{} - {}"},         {"mul", "{} * {}"},        {"truediv", "({} / {})"},
      {"div", "({} / {})"},      {"floordiv", "({} // {})"}, {"mod", "({} % {})"},      {"eq", "{} == {}"},
      {"ne", "{} != {}"},        {"lt", "{} < {}"},          {"le", "{} <= {}"},        {"gt", "{} > {}"},
      {"ge", "{} >= {}"},        {"and_", "{} & {}"},        {"or_", "{} | {}"},        {"xor", "{} ^ {}"},
      {"logical_and", "{} & {}"}, {"logical_or", "{} | {}"}, {"bitwise_and", "{} & {}"}, {"bitwise_or", "{} | {}"},
      {"bitwise_xor", "{} ^ {}"}, {"maximum", "triton_helpers.maximum({}, {})"},
      {"minimum", "triton_helpers.minimum({}, {})"},         {"pow", "libdevice.pow({}, {})"},
      {"fmod", "libdevice.fmod({}, {})"},                     {"atan2", "libdevice.atan2({}, {})"},
      {"copysign", "libdevice.copysign({}, {})"},             {"int_truediv", "({} / {})"},
      {"bitwise_left_shift", "{} << {}"},                     {"bitwise_right_shift", "{} >> {}"}};
  return m;
}

const std::map<std::string, std::string>& unaryOps() {
  static const std::map<std::string, std::string> m = {
      {"neg", "-{}"},                    {"exp", "tl_math.exp({})"},        {"exp2", "libdevice.exp2({})"},
      {"expm1", "libdevice.expm1({})"},  {"log", "tl_math.log({})"},        {"log1p", "libdevice.log1p({})"},
      {"log2", "libdevice.log2({})"},    {"sin", "tl_math.sin({})"},        {"cos", "tl_math.cos({})"},
      {"tan", "libdevice.tan({})"},      {"sqrt", "libdevice.sqrt({})"},    {"rsqrt", "libdevice.rsqrt({})"},
      {"reciprocal", "(1 / {})"},        {"relu", "triton_helpers.maximum(tl.full([1], 0, tl.int32), {})"},
      {"sigmoid", "tl.sigmoid({})"},     {"tanh", "libdevice.tanh({})"},    {"erf", "libdevice.erf({})"},
      {"abs", "tl_math.abs({})"},        {"floor", "libdevice.floor({})"},  {"ceil", "libdevice.ceil({})"},
      {"trunc", "libdevice.trunc({})"},  {"round", "libdevice.nearbyint({})"}, {"isnan", "libdevice.isnan({}).to(tl.int1)"},
      {"isinf", "libdevice.isinf({}).to(tl.int1)"}, {"logical_not", "{} == 0"}, {"bitwise_not", "~{}"},
      {"square", "{0} * {0}"},           {"sign", "libdevice.signbit({}).to(tl.int1)"},
      {"signbit", "libdevice.signbit({}).to(tl.int1)"}, {"asin", "libdevice.asin({})"}, {"acos", "libdevice.acos({})"},
      {"atan", "libdevice.atan({})"},    {"sinh", "libdevice.sinh({})"},    {"cosh", "libdevice.cosh({})"},
      {"erfc", "libdevice.erfc({})"},    {"lgamma", "libdevice.lgamma({})"}, {"erfinv", "libdevice.erfinv({})"},
      {"identity", "{}"}};
  return m;
}

bool usesVar(const std::string& code, const char* var) { return code.find(var) != std::string::npos; }

class TritonKernelBuilder {
 public:
  TritonKernelBuilder(const Graph& graph, const KernelGroup& group, const TritonOptions& options)
      : graph_(graph), group_(group), opt_(options) {}

  GeneratedKernel build();

 private:
  // Kernel shape.
  void decideShape();
  int64_t hint(const Expr& e) const;
  Expr parse(const std::string& text, std::vector<std::string>* notes = nullptr) const;

  // Emission.
  void emitMember(const Node& node, int block);
  std::map<std::string, Expr, std::less<>> iterationVars(const Node& node, const LoopBodyProgram& body, Placement place,
                                                         const std::vector<size_t>* order = nullptr, bool* split = nullptr);
  Placement placementOf(const Node& node) const;
  Expr boundIndex(const LoopBodyProgram& body, const std::string& indexName, const std::map<std::string, Expr, std::less<>>& vars);
  bool agreesWithNeighbours(const Node& node, const LoopBodyProgram& body, const std::map<std::string, Expr, std::less<>>& vars);
  std::map<std::string, Expr, std::less<>> chooseLoopOrder(const Node& node, const LoopBodyProgram& body, Placement place);
  void emitBlock(const LoopBodyProgram& body, const std::string& blockName, const std::string& extraMask,
                 std::map<std::string, Value>& env, Value* returned);
  std::string resolve(const std::map<std::string, Value>& env, const std::string& arg) const;
  Value printIdx(const std::string& indexName, const LoopBodyProgram& body, const std::map<std::string, Value>& env);
  bool sameIndex(const Expr& a, const Expr& b) const;
  std::string mask(const std::string& extra) const;
  std::string newTmp() { return fmt::format("tmp{}", tmp_++); }
  void emit(const std::string& text, const std::string& storeBuffer = {});
  void emitReduction(const std::string& result, const std::string& dtype, const std::string& type, const std::string& value,
                     std::map<std::string, Value>& env);
  // Persistent reductions have no loop: everything is one stream in program order.
  std::vector<Line>& target() { return place_ == Placement::Post && !persistent_ ? sections_.back().post : sections_.back().loop; }

  // Assembly.
  std::string assemble(GeneratedKernel& out);
  std::string header(const std::vector<std::string>& params) const;

  const Graph& graph_;
  const KernelGroup& group_;
  const TritonOptions& opt_;
  std::vector<std::string> notes_;

  Expr xnumel_, rnumel_;
  bool reduction_ = false, persistent_ = false, foreach_ = false;
  std::string category_;

  int tmp_ = 0;
  Placement place_ = Placement::Loop;
  std::map<std::string, Expr, std::less<>> vars_;  // current member's p0.. -> kernel index expressions
  std::vector<Section> sections_;
  std::vector<int> sectionBlock_;                  // foreach: block of each section
  std::vector<Expr> blockNumel_;
  std::map<std::string, StoredValue> stored_;
  std::map<std::string, NodeId> producer_;         // buffer -> member producing it
  std::set<std::string> mustStore_;                // read from memory inside the kernel
  std::vector<std::string> loads_, stores_;
  std::map<NodeId, std::vector<std::string>> memberReads_;  // each member's reads (memory or registers), in order
  NodeId member_ = kNone;                                   // the member being emitted
  std::set<std::string> symbols_;                  // size symbols passed as arguments
  int numLoad_ = 0, numStore_ = 0, numReduction_ = 0;
};

int64_t TritonKernelBuilder::hint(const Expr& e) const {
  try {
    return e.evaluate(opt_.hints);
  } catch (const std::exception&) {
    return -1;
  }
}

Expr TritonKernelBuilder::parse(const std::string& text, std::vector<std::string>* notes) const {
  try {
    return parseExpr(text);
  } catch (const std::exception& e) {
    if (notes) notes->push_back("cannot parse index '" + text + "': " + e.what());
    return Expr::constant(0);
  }
}

void TritonKernelBuilder::decideShape() {
  foreach_ = group_.kind == "foreach";
  xnumel_ = Expr::constant(1);
  rnumel_ = Expr::constant(1);
  bool first = true;
  for (NodeId id : group_.members) {
    const Node& n = graph_.nodes[static_cast<size_t>(id)];
    if (n.group.size() < 2) continue;
    const Expr numel = parse(n.group[0], &notes_), rnumel = parse(n.group[1], &notes_);
    if (first || (n.isReduction() && !reduction_)) {
      xnumel_ = numel;
      rnumel_ = rnumel;
      first = false;
      reduction_ = hint(rnumel) != 1;
    }
  }
  if (foreach_) reduction_ = false;
  for (const auto* e : {&xnumel_, &rnumel_})
    for (const auto& sym : e->freeSymbols()) symbols_.insert(sym);
  persistent_ = reduction_ && rnumel_.isConstant() && rnumel_.constantValue() <= opt_.persistentReductionMax;
  category_ = foreach_ ? "for" : !reduction_ ? "poi" : persistent_ ? "per" : "red";
}

// Splits `sizes` (outermost first) of a linear variable v: p_last = v % s_last, ..., p0 = v // (s1*...).
void decompose(const std::vector<std::pair<std::string, Expr>>& vars, const Expr& v, std::map<std::string, Expr, std::less<>>& out) {
  Expr divisor = Expr::constant(1);
  for (size_t i = vars.size(); i-- > 0;) {
    const auto& [name, size] = vars[i];
    if (i == 0)
      out[name] = divisor == Expr::constant(1) ? v : Expr::floorDiv(v, divisor);
    else
      out[name] = Expr::modularIndexing(v, divisor, size);
    divisor = divisor * size;
  }
}

std::map<std::string, Expr, std::less<>> TritonKernelBuilder::iterationVars(const Node& node, const LoopBodyProgram& body,
                                                                         Placement place, const std::vector<size_t>* order,
                                                                         bool* splitFound) {
  std::vector<std::pair<std::string, Expr>> vars;
  for (size_t i = 0; i < body.varRanges.size(); ++i) {
    const auto& [name, size] = body.varRanges[order ? (*order)[i] : i];
    vars.emplace_back(name, parse(size, &notes_));
  }
  if (splitFound) *splitFound = true;
  std::map<std::string, Expr, std::less<>> out;
  const Expr x = Expr::symbol("xindex"), r = Expr::symbol("r0_index");
  if (!reduction_ || place == Placement::Post) {
    decompose(vars, x, out);
    return out;
  }
  // Split the ranges where their product reaches xnumel: outer ones iterate x, inner ones r.
  size_t split = vars.size() + 1;
  if (node.isReduction() && node.iterSizes.size() + node.reduceSizes.size() == vars.size()) {
    split = node.iterSizes.size();
  } else {
    Expr prod = Expr::constant(1);
    const int64_t want = hint(xnumel_);
    for (size_t k = 0; k <= vars.size(); ++k) {
      if (hint(prod) == want) {
        split = k;
        break;
      }
      if (k < vars.size()) prod = prod * vars[k].second;
    }
  }
  if (split <= vars.size()) {
    decompose({vars.begin(), vars.begin() + static_cast<std::ptrdiff_t>(split)}, x, out);
    decompose({vars.begin() + static_cast<std::ptrdiff_t>(split), vars.end()}, r, out);
  } else {
    if (splitFound) *splitFound = false;
    notes_.push_back(node.name + ": ranges do not split at xnumel; indexed by the flat position");
    decompose(vars, x * rnumel_ + r, out);
  }
  return out;
}

Placement TritonKernelBuilder::placementOf(const Node& node) const {
  if (reduction_ && !node.isReduction() && node.group.size() >= 2 && hint(parse(node.group[0])) == hint(xnumel_)) return Placement::Post;
  return Placement::Loop;
}

Expr TritonKernelBuilder::boundIndex(const LoopBodyProgram& body, const std::string& indexName,
                                     const std::map<std::string, Expr, std::less<>>& vars) {
  auto it = body.indices.find(indexName);
  if (it == body.indices.end()) return Expr::constant(0);
  return parse(it->second).substitute(vars);
}

// A member's loop order must address a buffer it hands to (or takes from) another member the same way
// that member does, or the value would cross programs (Inductor reorders loops for the same reason).
bool TritonKernelBuilder::agreesWithNeighbours(const Node& node, const LoopBodyProgram& body,
                                               const std::map<std::string, Expr, std::less<>>& vars) {
  auto accesses = [](const LoopBodyProgram& b, const std::string& op) {
    std::vector<std::pair<std::string, std::string>> out;  // (buffer, index name)
    for (const auto& [name, block] : b.blocks) {
      std::map<std::string, std::string> indexOf;
      for (const auto& st : block.statements) {
        if (st.kind == LoopStatement::Kind::GetIndex) indexOf[st.result] = st.op;
        if (st.kind == LoopStatement::Kind::Op && st.op == op && st.args.size() >= 2) out.emplace_back(unquote(st.args[0]), indexOf[st.args[1]]);
      }
    }
    return out;
  };
  for (const auto& [buf, idx] : accesses(body, "load")) {
    auto s = stored_.find(buf);
    if (s != stored_.end() && s->second.placement == Placement::Loop && !sameIndex(s->second.indexExpr, boundIndex(body, idx, vars)))
      return false;
  }
  bool after = false;
  for (NodeId id : group_.members) {
    const Node& other = graph_.nodes[static_cast<size_t>(id)];
    if (&other == &node) {
      after = true;
      continue;
    }
    if (!after || !other.body) continue;
    const LoopBodyProgram ob = parseLoopBody(*other.body);
    const Placement op = placementOf(other);
    if (op == Placement::Post) continue;
    std::map<std::string, Expr, std::less<>> ovars;
    for (const auto& [buf, idx] : accesses(body, "store"))
      for (const auto& [obuf, oidx] : accesses(ob, "load"))
        if (obuf == buf) {
          if (ovars.empty()) ovars = iterationVars(other, ob, op);
          if (!sameIndex(boundIndex(body, idx, vars), boundIndex(ob, oidx, ovars))) return false;
        }
  }
  return true;
}

std::map<std::string, Expr, std::less<>> TritonKernelBuilder::chooseLoopOrder(const Node& node, const LoopBodyProgram& body,
                                                                           Placement place) {
  const size_t notes = notes_.size();
  bool split = true;
  auto identity = iterationVars(node, body, place, nullptr, &split);
  if (!reduction_ || place == Placement::Post || node.isReduction() || body.varRanges.size() > 6 ||
      (split && agreesWithNeighbours(node, body, identity)))
    return identity;
  std::vector<size_t> order(body.varRanges.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::map<std::string, Expr, std::less<>> firstSplit;
  while (std::next_permutation(order.begin(), order.end())) {
    bool ok = false;
    auto cand = iterationVars(node, body, place, &order, &ok);
    if (!ok) continue;
    if (firstSplit.empty()) firstSplit = cand;
    if (agreesWithNeighbours(node, body, cand)) {
      notes_.resize(notes);
      notes_.push_back(node.name + ": loops reordered to match the kernel's other members");
      return cand;
    }
  }
  if (!firstSplit.empty()) {
    notes_.resize(notes);
    return firstSplit;
  }
  return identity;
}

std::string TritonKernelBuilder::mask(const std::string& extra) const {
  std::string base = reduction_ && place_ == Placement::Loop ? "r0_mask & xmask" : "xmask";
  return extra.empty() ? base : extra + " & " + base;
}

void TritonKernelBuilder::emit(const std::string& text, const std::string& storeBuffer) {
  target().push_back({text, storeBuffer});
}

std::string TritonKernelBuilder::resolve(const std::map<std::string, Value>& env, const std::string& arg) const {
  auto it = env.find(arg);
  if (it != env.end()) return it->second.code;
  return literal(arg);
}

// Two index expressions address the same element when they agree on a spread of (xindex, r0_index)
// points: the canonical form does not simplify `64*FloorDiv(x, 64) + ModularIndexing(x, 1, 64)` to `x`.
bool TritonKernelBuilder::sameIndex(const Expr& a, const Expr& b) const {
  if (a == b) return true;
  for (const auto& sym : a.freeSymbols())
    if (sym != "xindex" && sym != "r0_index" && !opt_.hints.values.count(sym)) return false;
  for (const auto& sym : b.freeSymbols())
    if (sym != "xindex" && sym != "r0_index" && !opt_.hints.values.count(sym)) return false;
  const int64_t xn = std::max<int64_t>(1, hint(xnumel_)), rn = std::max<int64_t>(1, hint(rnumel_));
  for (int64_t i = 0; i < 24; ++i) {
    SymbolValues v = opt_.hints;
    v.values["xindex"] = (i * 7919 + i * i * 104729) % xn;
    v.values["r0_index"] = (i * 31 + i * i * 7) % rn;
    try {
      if (a.evaluate(v) != b.evaluate(v)) return false;
    } catch (const std::exception&) {
      return false;
    }
  }
  return true;
}

Value TritonKernelBuilder::printIdx(const std::string& indexName, const LoopBodyProgram& body,
                                    const std::map<std::string, Value>& env) {
  auto it = body.indices.find(indexName);
  if (it == body.indices.end()) {
    notes_.push_back("unknown index " + indexName);
    return {"0", {}, indexName, Expr::constant(0)};
  }
  Expr e = parse(it->second, &notes_);
  std::map<std::string, Expr, std::less<>> subst = vars_;
  for (const auto& sym : e.freeSymbols()) {
    if (subst.count(sym)) continue;
    if (sym.rfind("indirect", 0) == 0) {
      auto v = env.find("__" + sym);
      subst[sym] = Expr::symbol(v == env.end() ? sym : v->second.code);
    } else {
      symbols_.insert(sym);  // a size symbol (dynamic shapes): becomes a kernel argument
    }
  }
  const Expr bound = e.substitute(subst);
  return {printIndex(bound.str(), IndexDialect::Triton), {}, indexName, bound};
}

void TritonKernelBuilder::emitReduction(const std::string& result, const std::string& dtype, const std::string& type,
                                        const std::string& value, std::map<std::string, Value>& env) {
  ++numReduction_;
  sections_.back().hasReduction = true;
  const std::string dt = tritonDtype(dtype);
  const std::string t = newTmp();
  const std::string full = "[XBLOCK, R0_BLOCK]";
  const std::string rmask = "r0_mask & xmask";
  auto defaultOf = [&](const std::string& ty) -> std::string {
    if (ty == "max" || ty == "argmax") return "float(\"-inf\")";
    if (ty == "min" || ty == "argmin") return "float(\"inf\")";
    if (ty == "prod") return "1";
    return "0";
  };
  Value out;
  if (persistent_) {
    emit(fmt::format("{}_b = tl.broadcast_to({}, {})", t, value, full));
    const std::string masked = fmt::format("tl.where({}, {}_b, {})", rmask, t, defaultOf(type));
    if (type == "sum") emit(fmt::format("{} = tl.sum({}, 1)[:, None]", t, masked));
    else if (type == "prod") emit(fmt::format("{} = triton_helpers.prod({}, 1)[:, None]", t, masked));
    else if (type == "max") emit(fmt::format("{} = triton_helpers.max2({}, 1)[:, None]", t, masked));
    else if (type == "min") emit(fmt::format("{} = triton_helpers.min2({}, 1)[:, None]", t, masked));
    else if (type == "any") emit(fmt::format("{} = triton_helpers.any({}, 1)[:, None]", t, masked));
    else if (type == "argmax" || type == "argmin") {
      emit(fmt::format("{}_i = tl.broadcast_to(r0_index, {})", t, full));
      emit(fmt::format("_, {}_tmp = triton_helpers.{}_with_index({}, {}_i, 1)", t, type == "argmax" ? "max" : "min", masked, t));
      emit(fmt::format("{} = {}_tmp[:, None]", t, t));
    } else if (type == "welford_reduce") {
      emit(fmt::format("{0}_w = tl.where({1}, tl.full({2}, 1.0, tl.float32), 0.0)", t, rmask, full));
      emit(fmt::format("{0}_mean, {0}_m2, {0}_weight = triton_helpers.welford({1}, tl.zeros({2}, tl.float32), {0}_w, 1)", t,
                       fmt::format("tl.where({}, {}_b, 0.0)", rmask, t), full));
      out.tuple = {t + "_mean[:, None]", t + "_m2[:, None]", t + "_weight[:, None]"};
    } else if (type == "online_softmax_reduce") {
      emit(fmt::format("{} = triton_helpers.max2(tl.where({}, {}_b, float(\"-inf\")), 1)[:, None]", t, rmask, t));
      emit(fmt::format("{0}_sum = tl.sum(tl.where({1}, tl_math.exp({0}_b - {0}), 0.0), 1)[:, None]", t, rmask));
      out.tuple = {t, t + "_sum"};
    } else {
      notes_.push_back("reduction type " + type + " generated as sum");
      emit(fmt::format("{} = tl.sum({}, 1)[:, None]", t, masked));
    }
  } else {
    // Looped: accumulate inside the loop, finish after it.
    auto& pre = sections_.back().pre;
    auto& post = sections_.back().post;
    emit(fmt::format("{}_b = tl.broadcast_to({}, {})", t, value, full));
    if (type == "welford_reduce") {
      for (const char* f : {"mean", "m2", "weight"}) pre.push_back({fmt::format("{}_{} = tl.zeros({}, tl.float32)", t, f, full), ""});
      emit(fmt::format("{0}_mean_next, {0}_m2_next, {0}_weight_next = triton_helpers.welford_reduce(", t));
      emit(fmt::format("    {0}_b, {0}_mean, {0}_m2, {0}_weight, roffset == 0", t));
      emit(")");
      for (const char* f : {"mean", "m2", "weight"}) emit(fmt::format("{0}_{1} = tl.where({2}, {0}_{1}_next, {0}_{1})", t, f, rmask));
      post.push_back({fmt::format("{0}_r0, {0}_r1, {0}_r2 = triton_helpers.welford({0}_mean, {0}_m2, {0}_weight, 1)", t), ""});
      out.tuple = {t + "_r0[:, None]", t + "_r1[:, None]", t + "_r2[:, None]"};
    } else if (type == "argmax" || type == "argmin") {
      const char* which = type == "argmax" ? "maximum" : "minimum";
      pre.push_back({fmt::format("_{} = tl.full({}, {}, {})", t, full, defaultOf(type), "tl.float32"), ""});
      pre.push_back({fmt::format("_{}_index = tl.full({}, 0, tl.int64)", t, full), ""});
      emit(fmt::format("_{0}_next, _{0}_index_next = triton_helpers.{1}_with_index(_{0}, _{0}_index, {0}_b, r0_index)", t, which));
      emit(fmt::format("_{0} = tl.where({1}, _{0}_next, _{0})", t, rmask));
      emit(fmt::format("_{0}_index = tl.where({1}, _{0}_index_next, _{0}_index)", t, rmask));
      post.push_back({fmt::format("_, {0}_tmp = triton_helpers.{1}_with_index(_{0}, _{0}_index, 1)", t,
                                  type == "argmax" ? "max" : "min"), ""});
      post.push_back({fmt::format("{0} = {0}_tmp[:, None]", t), ""});
    } else if (type == "online_softmax_reduce") {
      pre.push_back({fmt::format("_{}_max = tl.full({}, float(\"-inf\"), tl.float32)", t, full), ""});
      pre.push_back({fmt::format("_{}_sum = tl.zeros({}, tl.float32)", t, full), ""});
      emit(fmt::format("_{0}_max_next = triton_helpers.maximum(_{0}_max, {0}_b)", t));
      emit(fmt::format("_{0}_sum = tl.where({1}, _{0}_sum * tl_math.exp(_{0}_max - _{0}_max_next) + tl_math.exp({0}_b - _{0}_max_next), _{0}_sum)", t, rmask));
      emit(fmt::format("_{0}_max = tl.where({1}, _{0}_max_next, _{0}_max)", t, rmask));
      post.push_back({fmt::format("{0} = triton_helpers.max2(_{0}_max, 1)[:, None]", t), ""});
      post.push_back({fmt::format("{0}_sum = tl.sum(_{0}_sum * tl_math.exp(_{0}_max - {0}), 1)[:, None]", t), ""});
      out.tuple = {t, t + "_sum"};
    } else {
      std::string combine = "_{0} + {0}_b", finish = "tl.sum(_{0}, 1)[:, None]";
      if (type == "prod") combine = "_{0} * {0}_b", finish = "triton_helpers.prod(_{0}, 1)[:, None]";
      else if (type == "max") combine = "triton_helpers.maximum(_{0}, {0}_b)", finish = "triton_helpers.max2(_{0}, 1)[:, None]";
      else if (type == "min") combine = "triton_helpers.minimum(_{0}, {0}_b)", finish = "triton_helpers.min2(_{0}, 1)[:, None]";
      else if (type == "any") combine = "_{0} | {0}_b", finish = "triton_helpers.any(_{0}, 1)[:, None]";
      else if (type != "sum") notes_.push_back("reduction type " + type + " generated as sum");
      pre.push_back({fmt::format("_{} = tl.full({}, {}, {})", t, full, defaultOf(type), dt), ""});
      emit(fmt::format("_{0} = tl.where({1}, {2}, _{0})", t, rmask, fmt::format(fmt::runtime(combine), t)));
      post.push_back({fmt::format("{} = {}", t, fmt::format(fmt::runtime(finish), t)), ""});
    }
  }
  if (out.tuple.empty()) out.code = t;
  else out.code = out.tuple[0];
  env[result] = out;
}

void TritonKernelBuilder::emitBlock(const LoopBodyProgram& body, const std::string& blockName, const std::string& extraMask,
                                    std::map<std::string, Value>& env, Value* returned) {
  auto blockIt = body.blocks.find(blockName);
  if (blockIt == body.blocks.end()) {
    notes_.push_back("missing loop block " + blockName);
    return;
  }
  for (const LoopStatement& st : blockIt->second.statements) {
    using K = LoopStatement::Kind;
    const auto arg = [&](size_t i) { return i < st.args.size() ? st.args[i] : std::string(); };
    switch (st.kind) {
      case K::GetIndex: env[st.result] = printIdx(st.op, body, env); break;
      case K::SetIndirect: env["__" + st.op] = {resolve(env, arg(0)), {}, {}, {}}; break;
      case K::GetItem: {
        auto it = env.find(arg(0));
        if (it != env.end() && static_cast<size_t>(st.item) < it->second.tuple.size())
          env[st.result] = {it->second.tuple[static_cast<size_t>(st.item)], {}, {}, {}};
        else if (it != env.end())
          env[st.result] = {it->second.code, {}, {}, {}};
        else
          env[st.result] = {"0.0", {}, {}, {}};
        break;
      }
      case K::Return:
        if (returned) *returned = {resolve(env, arg(0)), {}, {}, {}};
        break;
      case K::Masked: {
        const std::string m = resolve(env, arg(0));
        Value inner;
        std::map<std::string, Value> sub = env;
        emitBlock(body, st.op, extraMask.empty() ? m : extraMask + " & " + m, sub, &inner);
        for (const auto& [k, v] : sub)
          if (k.rfind("__indirect", 0) == 0) env[k] = v;
        const std::string t = newTmp();
        emit(fmt::format("{} = tl.where({}, {}, {})", t, m, inner.code.empty() ? "0.0" : inner.code, literal(arg(1))));
        env[st.result] = {t, {}, {}, {}};
        break;
      }
      case K::Op: {
        const std::string t = newTmp();
        const std::string& op = st.op;
        if (op == "load" || op == "load_seed") {
          const std::string buf = unquote(arg(0));
          const std::string idx = op == "load" ? env[arg(1)].code : literal(arg(1));
          if (auto& mine = memberReads_[member_]; std::find(mine.begin(), mine.end(), buf) == mine.end()) mine.push_back(buf);
          auto s = stored_.find(buf);
          const int sec = static_cast<int>(sections_.size()) - 1;
          bool forwardable = false;
          if (op == "load" && s != stored_.end() && (s->second.index == idx || sameIndex(s->second.indexExpr, env[arg(1)].indexExpr))) {
            if (!reduction_ || persistent_) forwardable = s->second.section == sec;
            else if (s->second.placement == Placement::Post) forwardable = s->second.section < sec || place_ == Placement::Post;
            else forwardable = s->second.section == sec && place_ == Placement::Loop;
          }
          if (forwardable) {
            env[st.result] = {s->second.var, {}, {}, {}};
            --tmp_;
            break;
          }
          if (producer_.count(buf)) mustStore_.insert(buf);
          if (std::find(loads_.begin(), loads_.end(), buf) == loads_.end()) loads_.push_back(buf);

          ++numLoad_;
          if (op == "load_seed" || !usesVar(idx, "index"))  // a scalar address: no mask, broadcast later
            emit(fmt::format("{} = tl.load({} + ({}))", t, ptr(buf), idx));
          else
            emit(fmt::format("{} = tl.load({} + ({}), {}, other=0.0)", t, ptr(buf), idx,
                             usesVar(idx, "r0_index") ? mask(extraMask) : (extraMask.empty() ? "xmask" : extraMask + " & xmask")));
        } else if (op == "store" || op == "store_reduction") {
          const std::string buf = unquote(arg(0));
          const std::string idx = env[arg(1)].code;
          const std::string value = resolve(env, arg(2));
          std::string real = buf;
          if (const Buffer* b = graph_.findBuffer(buf); b && !b->mutations.empty()) real = b->mutations.front();
          ++numStore_;
          const std::string mode = arg(3);
          const bool isReductionStore = op == "store_reduction";
          Placement saved = place_;
          if (isReductionStore && reduction_ && !persistent_) place_ = Placement::Post;
          const bool rIndexed = usesVar(idx, "r0_index");
          const std::string m = isReductionStore || !rIndexed ? (extraMask.empty() ? "xmask" : extraMask + " & xmask") : mask(extraMask);
          // An address without r (or without any index) takes the value's shape, so pointer and value agree.
          const bool widen = !usesVar(idx, "xindex") || (reduction_ && !rIndexed && place_ == Placement::Loop && !isReductionStore);
          const std::string address = widen ? fmt::format("{} + ({}) + tl.zeros_like({}).to(tl.int32)", ptr(real), idx, value)
                                            : fmt::format("{} + ({})", ptr(real), idx);
          if (mode.find("atomic_add") != std::string::npos)
            emit(fmt::format("tl.atomic_add({}, {}, {}, sem='relaxed')", address, value, m), buf);
          else
            emit(fmt::format("tl.store({}, {}, {})", address, value, m), buf);
          stored_[buf] = {value, idx, env[arg(1)].indexExpr, static_cast<int>(sections_.size()) - 1, place_};
          place_ = saved;
          --tmp_;
        } else if (op == "reduction") {
          --tmp_;
          emitReduction(st.result, arg(0), unquote(arg(2)), resolve(env, arg(3)), env);
          break;
        } else if (op == "constant") {
          emit(fmt::format("{} = tl.full([1], {}, {})", t, literal(arg(0)), tritonDtype(arg(1))));
        } else if (op == "index_expr") {
          const std::string idx = env[arg(0)].code;
          const bool symbolic = usesVar(idx, "index") || usesVar(idx, "tmp");
          emit(symbolic ? fmt::format("{} = ({}).to({})", t, idx, tritonDtype(arg(1)))
                        : fmt::format("{} = tl.full([1], {}, {})", t, idx, tritonDtype(arg(1))));
        } else if (op == "to_dtype" || op == "to_dtype_bitcast") {
          emit(fmt::format("{} = {}.to({}{})", t, resolve(env, arg(0)), tritonDtype(arg(1)),
                           op == "to_dtype_bitcast" ? ", bitcast=True" : ""));
        } else if (op == "where") {
          emit(fmt::format("{} = tl.where({}, {}, {})", t, resolve(env, arg(0)), resolve(env, arg(1)), resolve(env, arg(2))));
        } else if (op == "rand" || op == "randn") {
          emit(fmt::format("{} = tl.{}({}, ({}).to(tl.uint32))", t, op, resolve(env, arg(0)), resolve(env, arg(1))));
        } else if (op == "randint64") {
          emit(fmt::format("{} = triton_helpers.randint64({}, ({}).to(tl.uint32), {}, {})", t, resolve(env, arg(0)),
                           resolve(env, arg(1)), resolve(env, arg(2)), resolve(env, arg(3))));
        } else if (auto b = binaryOps().find(op); b != binaryOps().end() && st.args.size() >= 2) {
          emit(fmt::format("{} = {}", t, fmt::format(fmt::runtime(b->second), resolve(env, arg(0)), resolve(env, arg(1)))));
        } else if (auto u = unaryOps().find(op); u != unaryOps().end() && !st.args.empty()) {
          emit(fmt::format("{} = {}", t, fmt::format(fmt::runtime(u->second), resolve(env, arg(0)))));
        } else {
          notes_.push_back("unsupported op ops." + op + " (emitted as a zero)");
          emit(fmt::format("{} = tl.full([1], 0, tl.float32)  # FuseScope: unsupported ops.{}", t, op));
        }
        if (op != "store" && op != "store_reduction") env[st.result] = {t, {}, {}, {}};
        break;
      }
      case K::Unknown: {
        if (st.result.empty()) {
          notes_.push_back("unparsed loop-body line: " + st.text);
          break;
        }
        const std::string t = newTmp();
        if (st.op.rfind("scan", 0) == 0 && reduction_ && !st.args.empty()) {
          // self.scanN((dtypes,), (values,)): the combine function is not in the dump; cumsum is assumed.
          std::string v = st.args.size() >= 2 ? st.args[1] : st.args[0];
          v = v.substr(v.find_first_not_of("(")), v = v.substr(0, v.find_first_of(",)"));
          emit(fmt::format("{} = tl.cumsum(tl.broadcast_to({}, [XBLOCK, R0_BLOCK]), 1)", t, resolve(env, v)));
          notes_.push_back(st.op + ": scan generated as a cumulative sum (the combine function is not in the dump)");
        } else {
          emit(fmt::format("{} = tl.full([1], 0, tl.float32)  # FuseScope: unsupported {}", t, st.op));
          notes_.push_back("unsupported loop-body call: " + st.text);
        }
        env[st.result] = {t, {t}, {}, {}};
        break;
      }
    }
  }
}

void TritonKernelBuilder::emitMember(const Node& node, int block) {
  if (!node.body) {
    notes_.push_back(node.name + " has no loop body");
    return;
  }
  const LoopBodyProgram body = parseLoopBody(*node.body);
  member_ = node.id;
  const Placement place = placementOf(node);
  // Looped reductions: a member that needs a value finished after the current loop starts a new loop.
  if (reduction_ && !persistent_ && place == Placement::Loop && !sections_.empty()) {
    bool needsFinished = false;
    for (const auto& [name, block2] : body.blocks)
      for (const auto& st : block2.statements)
        if (st.kind == LoopStatement::Kind::Op && st.op == "load") {
          auto s = stored_.find(unquote(st.args.empty() ? "" : st.args[0]));
          if (s != stored_.end() && s->second.placement == Placement::Post &&
              s->second.section == static_cast<int>(sections_.size()) - 1)
            needsFinished = true;
        }
    if (needsFinished) sections_.emplace_back();
  }
  if (foreach_ && (sectionBlock_.empty() || sectionBlock_.back() != block)) {
    sections_.emplace_back();
    sectionBlock_.push_back(block);
  }
  if (sections_.empty()) sections_.emplace_back();
  place_ = place;
  vars_ = chooseLoopOrder(node, body, place);
  std::map<std::string, Value> env;
  target().push_back({"# " + node.name, ""});
  emitBlock(body, "body", "", env, nullptr);
}

std::string TritonKernelBuilder::header(const std::vector<std::string>& params) const {
  const std::string xhint = hint(xnumel_) > 0 ? std::to_string(hint(xnumel_)) : "8192";
  std::string sig;
  for (const auto& p : params) {
    if (p == "XBLOCK" || p == "R0_BLOCK") sig += fmt::format("'{}': 'constexpr', ", p);
    else if (p.find("ptr") != std::string::npos) sig += fmt::format("'{}': '*fp32', ", p);
    else sig += fmt::format("'{}': 'i32', ", p);
  }
  if (!sig.empty()) sig.resize(sig.size() - 2);
  std::string decorator;
  if (category_ == "poi" || category_ == "for")
    decorator = fmt::format("@triton_heuristics.{}(\n    size_hints={{'x': {}}},\n", category_ == "for" ? "foreach" : "pointwise", xhint);
  else
    decorator = fmt::format("@triton_heuristics.{}(\n    size_hints={{'x': {}, 'r0_': {}}},\n    reduction_hint=ReductionHint.DEFAULT,\n",
                            persistent_ ? "persistent_reduction" : "reduction", xhint, std::max<int64_t>(1, hint(rnumel_)));
  decorator += fmt::format("    filename=__file__,\n    triton_meta={{'signature': {{{}}}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {{}}}},\n", sig);
  decorator += fmt::format("    inductor_meta={{'grid_type': '{}', 'kernel_name': 'KERNEL_NAME', 'num_load': {}, 'num_store': {}, 'num_reduction': {}}},\n)\n",
                           category_ == "for" ? "SequentialComboKernelGrid" : "Grid1D", numLoad_, numStore_, numReduction_);
  return "import triton\nimport triton.language as tl\n\n"
         "from torch._inductor.runtime import triton_helpers, triton_heuristics\n"
         "from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math\n"
         "from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties\n"
         "triton_helpers.set_driver_to_gpu()\n\n" + decorator + "@triton.jit\n";
}

std::string TritonKernelBuilder::assemble(GeneratedKernel& out) {
  // Which outputs stay in registers: every user inside the kernel, not a graph output, never re-read from memory.
  std::set<NodeId> members(group_.members.begin(), group_.members.end());
  std::set<std::string> removed;
  for (const auto& [buf, producer] : producer_) {
    const Buffer* b = graph_.findBuffer(buf);
    if (!b || mustStore_.count(buf) || !b->mutations.empty()) continue;
    if (std::find(graph_.graphOutputs.begin(), graph_.graphOutputs.end(), buf) != graph_.graphOutputs.end()) continue;
    bool inside = !b->users.empty();
    for (const auto& u : b->users) {
      const Node* n = graph_.findNode(u.node);
      if (!n || !members.count(n->id)) inside = false;
    }
    if (inside) removed.insert(buf);
  }
  for (auto& s : sections_)
    for (auto* lines : {&s.loop, &s.post})
      lines->erase(std::remove_if(lines->begin(), lines->end(), [&](const Line& l) { return !l.storeBuffer.empty() && removed.count(l.storeBuffer); }),
                   lines->end());
  out.removedBuffers.assign(removed.begin(), removed.end());
  for (auto& s : sections_)
    for (auto* lines : {&s.loop, &s.post})
      for (const auto& l : *lines)
        if (!l.storeBuffer.empty()) {
          std::string real = l.storeBuffer;
          if (const Buffer* b = graph_.findBuffer(real); b && !b->mutations.empty()) real = b->mutations.front();
          if (std::find(stores_.begin(), stores_.end(), real) == stores_.end()) stores_.push_back(real);
        }

  // Arguments: in-place pairs first (an output reusing a dead input's storage), then inputs, then outputs.
  std::map<std::string, std::string> param;
  std::vector<std::pair<std::string, std::string>> args;
  int inout = 0, in = 0, outp = 0;
  // Inductor's decide_inplace_update: a member's output may take over the storage of a buffer it reads (in
  // its read order) when the member is that buffer's only remaining user, its use can_inplace, and the
  // layouts agree. Storage handed to a buffer kept in registers passes on to whoever reuses that buffer, so
  // chains such as buf0 -> buf4 (removed) -> buf5 end as one in_out pointer for buf0 and buf5.
  std::map<NodeId, size_t> position;
  for (size_t i = 0; i < group_.members.size(); ++i) position[group_.members[i]] = i;
  const NodeId lastMember = *std::max_element(group_.members.begin(), group_.members.end());
  auto canReuse = [&](const Buffer& lb, const Buffer& output, NodeId m) {
    if (lb.isGraphInput || lb.producer == kNone || !lb.mutations.empty()) return false;
    if (std::find(graph_.graphOutputs.begin(), graph_.graphOutputs.end(), lb.name) != graph_.graphOutputs.end()) return false;
    if (lb.layout.dtype != output.layout.dtype || lb.layout.size != output.layout.size || lb.layout.stride != output.layout.stride) return false;
    bool inplace = false;
    for (const auto& u : lb.users) {
      const Node* n = graph_.findNode(u.node);
      if (!n) return false;  // OUTPUT
      if (n->id == m) inplace = inplace || u.canInplace;
      else if (members.count(n->id) && position[n->id] > position[m]) return false;  // read again later here
      else if (!members.count(n->id) && n->id > lastMember) return false;            // read by a later kernel
    }
    return inplace;
  };
  std::map<std::string, std::string> storageOf;  // output -> the loaded buffer whose storage it takes over
  std::set<std::string> claimed;
  for (NodeId m : group_.members)
    for (BufferId ob : graph_.nodes[static_cast<size_t>(m)].outputs) {
      const Buffer& output = graph_.buffers[static_cast<size_t>(ob)];
      if (!output.mutations.empty()) continue;
      for (const auto& r : memberReads_[m]) {
        const Buffer* lb = graph_.findBuffer(r);
        if (!lb || !canReuse(*lb, output, m)) continue;
        if (members.count(lb->producer)) {
          auto root = storageOf.find(r);
          if (!removed.count(r) || root == storageOf.end()) continue;
          storageOf[output.name] = root->second;
        } else {
          if (claimed.count(r) || std::find(loads_.begin(), loads_.end(), r) == loads_.end()) continue;
          claimed.insert(r);
          storageOf[output.name] = r;
        }
        break;
      }
    }
  for (const auto& s : stores_) {
    auto root = storageOf.find(s);
    if (root == storageOf.end() || param.count(root->second) || param.count(s)) continue;
    const std::string p = fmt::format("in_out_ptr{}", inout++);
    param[root->second] = p;
    param[s] = p;
    args.emplace_back(p, s);
  }
  for (const auto& l : loads_)
    if (!param.count(l)) {
      // A buffer both loaded and stored (mutated in place) is one in_out pointer.
      if (std::find(stores_.begin(), stores_.end(), l) != stores_.end()) {
        param[l] = fmt::format("in_out_ptr{}", inout++);
        args.emplace_back(param[l], l);
      }
    }
  for (const auto& l : loads_)
    if (!param.count(l)) {
      param[l] = fmt::format("in_ptr{}", in++);
      args.emplace_back(param[l], l);
    }
  for (const auto& s : stores_)
    if (!param.count(s)) {
      param[s] = fmt::format("out_ptr{}", outp++);
      args.emplace_back(param[s], s);
    }
  std::stable_sort(args.begin(), args.end(), [](const auto& a, const auto& b) {
    auto rank = [](const std::string& p) { return p.rfind("in_out", 0) == 0 ? 0 : p.rfind("in_", 0) == 0 ? 1 : 2; };
    return rank(a.first) < rank(b.first);
  });
  out.args = args;

  std::vector<std::string> params;
  for (const auto& a : args) params.push_back(a.first);
  for (const auto& s : symbols_) params.push_back(s);
  params.push_back("xnumel");
  if (reduction_) params.push_back("r0_numel");
  params.push_back("XBLOCK");
  if (reduction_ && !persistent_) params.push_back("R0_BLOCK");

  std::string body;
  auto line = [&](int indent, const std::string& text) { body += std::string(static_cast<size_t>(indent * 4), ' ') + text + "\n"; };
  std::string sig;
  for (const auto& p : params) {
    if (!sig.empty()) sig += ", ";
    sig += (p == "XBLOCK" || p == "R0_BLOCK") ? p + " : tl.constexpr" : p;
  }
  line(0, "def KERNEL_NAME(" + sig + "):");
  auto xnumelText = [&](const Expr& e) { return printIndex(e.str(), IndexDialect::Triton); };
  if (foreach_) {
    line(1, "pid = tl.program_id(0)");
    line(1, "XBLOCK: tl.constexpr = 1024");
    for (size_t b = 0; b < sections_.size(); ++b)
      line(1, fmt::format("num_xblocks_{} = {}tl.cdiv({}, XBLOCK)", b, b ? fmt::format("num_xblocks_{} + ", b - 1) : "",
                          xnumelText(blockNumel_[static_cast<size_t>(sectionBlock_[b])])));
    for (size_t b = 0; b < sections_.size(); ++b) {
      line(1, fmt::format("{} pid < num_xblocks_{}:", b ? "elif" : "if", b));
      line(2, b ? fmt::format("pid_offset = pid - num_xblocks_{}", b - 1) : "pid_offset = pid");
      line(2, "xnumel = " + xnumelText(blockNumel_[static_cast<size_t>(sectionBlock_[b])]));
      line(2, "xoffset = pid_offset * XBLOCK");
      line(2, "xindex = xoffset + tl.arange(0, XBLOCK)[:]");
      line(2, "xmask = xindex < xnumel");
      for (const auto& l : sections_[b].loop) line(2, l.text);
      for (const auto& l : sections_[b].post) line(2, l.text);
    }
    line(1, "else:");
    line(2, "pass");
  } else if (!reduction_) {
    line(1, "xnumel = " + xnumelText(xnumel_));
    line(1, "xoffset = tl.program_id(0) * XBLOCK");
    line(1, "xindex = xoffset + tl.arange(0, XBLOCK)[:]");
    line(1, "xmask = xindex < xnumel");
    for (const auto& s : sections_) {
      for (const auto& l : s.loop) line(1, l.text);
      for (const auto& l : s.post) line(1, l.text);
    }
  } else {
    line(1, "xnumel = " + xnumelText(xnumel_));
    line(1, "r0_numel = " + xnumelText(rnumel_));
    if (persistent_) {
      int64_t block = 1;
      while (block < hint(rnumel_)) block *= 2;
      line(1, fmt::format("R0_BLOCK: tl.constexpr = {}", block));
    }
    line(1, "rnumel = r0_numel");
    line(1, "RBLOCK: tl.constexpr = R0_BLOCK");
    line(1, "xoffset = tl.program_id(0) * XBLOCK");
    line(1, "xindex = xoffset + tl.arange(0, XBLOCK)[:, None]");
    line(1, "xmask = xindex < xnumel");
    if (persistent_) {
      line(1, "r0_index = tl.arange(0, R0_BLOCK)[None, :]");
      line(1, "r0_offset = 0");
      line(1, "r0_mask = r0_index < r0_numel");
      line(1, "roffset = r0_offset");
      line(1, "rindex = r0_index");
      for (const auto& s : sections_) {
        for (const auto& l : s.pre) line(1, l.text);
        for (const auto& l : s.loop) line(1, l.text);
        for (const auto& l : s.post) line(1, l.text);
      }
    } else {
      line(1, "r0_base = tl.arange(0, R0_BLOCK)[None, :]");
      line(1, "rbase = r0_base");
      for (const auto& s : sections_) {
        for (const auto& l : s.pre) line(1, l.text);
        if (!s.loop.empty()) {
          line(1, "for r0_offset in tl.range(0, r0_numel, R0_BLOCK):");
          line(2, "r0_index = r0_offset + r0_base");
          line(2, "r0_mask = r0_index < r0_numel");
          line(2, "roffset = r0_offset");
          line(2, "rindex = r0_index");
          for (const auto& l : s.loop) line(2, l.text);
        }
        for (const auto& l : s.post) line(1, l.text);
      }
    }
  }
  // Bind the pointer placeholders.
  std::string resolved;
  for (size_t i = 0; i < body.size(); ++i) {
    if (body[i] != '\x01') {
      resolved += body[i];
      continue;
    }
    const size_t end = body.find('\x02', i);
    const std::string buf = body.substr(i + 1, end - i - 1);
    resolved += param.count(buf) ? param[buf] : buf;
    i = end;
  }
  return header(params) + resolved;
}

GeneratedKernel TritonKernelBuilder::build() {
  GeneratedKernel out;
  out.language = "triton";
  decideShape();
  for (NodeId id : group_.members)
    for (BufferId b : graph_.nodes[static_cast<size_t>(id)].outputs) producer_[graph_.buffers[static_cast<size_t>(b)].name] = id;

  if (foreach_) {
    // Members that hand values to each other share a block (one subkernel), the rest get their own.
    std::map<std::string, int> blockOfBuffer;
    std::vector<int> blockOf;
    for (NodeId id : group_.members) {
      const Node& n = graph_.nodes[static_cast<size_t>(id)];
      int block = -1;
      for (const auto& d : n.unmetDeps)
        if (auto it = blockOfBuffer.find(d.name); it != blockOfBuffer.end()) block = it->second;
      if (block < 0) {
        block = static_cast<int>(blockNumel_.size());
        blockNumel_.push_back(n.group.empty() ? Expr::constant(1) : parse(n.group[0], &notes_));
      }
      for (BufferId b : n.outputs) blockOfBuffer[graph_.buffers[static_cast<size_t>(b)].name] = block;
      blockOf.push_back(block);
    }
    // Emit block by block so each subkernel's code is contiguous.
    for (int b = 0; b < static_cast<int>(blockNumel_.size()); ++b)
      for (size_t i = 0; i < group_.members.size(); ++i)
        if (blockOf[i] == b) {
          xnumel_ = blockNumel_[static_cast<size_t>(b)];
          emitMember(graph_.nodes[static_cast<size_t>(group_.members[i])], b);
        }
  } else {
    for (NodeId id : group_.members) emitMember(graph_.nodes[static_cast<size_t>(id)], 0);
  }
  if (sections_.empty()) sections_.emplace_back();

  std::vector<Origin> origins;
  if (opt_.origins) {
    origins = opt_.origins->originsOf(graph_, group_.members);
  } else {
    std::vector<std::vector<Origin>> per;
    for (NodeId id : group_.members) {
      std::vector<Origin> mine;
      for (const auto& o : graph_.nodes[static_cast<size_t>(id)].origins) mine.push_back(parseOrigin(o));
      per.push_back(mine);
    }
    origins = aggregateOrigins(per);
  }
  out.name = tritonKernelName(category_, fusedKernelName(origins), opt_.suffix);
  std::string src = assemble(out);
  for (size_t pos = src.find("KERNEL_NAME"); pos != std::string::npos; pos = src.find("KERNEL_NAME", pos + out.name.size()))
    src.replace(pos, 11, out.name);
  out.source = src;
  out.loads = loads_;
  out.stores = stores_;
  out.notes = notes_;
  const KernelMetadata meta = kernelMetadata(origins);
  out.definition = fmt::format("# kernel path: {}\n{}\n{}\n{} = async_compile.triton('{}', '''\n{}''', device_str='cuda')\n",
                               kernelPath(src, opt_.cacheDir), meta.origins, meta.detailed, out.name, out.name, src);
  return out;
}

}  // namespace

std::string tritonDtype(const std::string& torchDtype) {
  static const std::map<std::string, std::string> m = {
      {"torch.float32", "tl.float32"}, {"torch.float16", "tl.float16"}, {"torch.bfloat16", "tl.bfloat16"},
      {"torch.float64", "tl.float64"}, {"torch.int64", "tl.int64"},     {"torch.int32", "tl.int32"},
      {"torch.int16", "tl.int16"},     {"torch.int8", "tl.int8"},       {"torch.uint8", "tl.uint8"},
      {"torch.bool", "tl.int1"},       {"torch.float8_e4m3fn", "tl.float8e4nv"}, {"torch.float8_e5m2", "tl.float8e5"}};
  auto it = m.find(torchDtype);
  return it == m.end() ? "tl.float32" : it->second;
}

GeneratedKernel generateTriton(const Graph& graph, const KernelGroup& group, const TritonOptions& options) {
  return TritonKernelBuilder(graph, group, options).build();
}

}  // namespace fusescope::codegen
