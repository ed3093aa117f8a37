#include "codegen/cpp_codegen.h"

#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>

#include "codegen/index_printer.h"
#include "codegen/kernel_naming.h"
#include "graph/loop_body_program.h"
#include "graph/expr.h"

namespace fusescope::codegen {
namespace {

std::string ptr(const std::string& buffer) { return "\x01" + buffer + "\x02"; }

std::string cppIndex(const std::string& text) {
  try {
    return printIndex(parseExpr(text).str(), IndexDialect::Cpp);
  } catch (const std::exception&) {
    return text;  // keep what Inductor printed
  }
}

std::string literal(const std::string& a) {
  if (a == "inf") return "std::numeric_limits<float>::infinity()";
  if (a == "-inf") return "-std::numeric_limits<float>::infinity()";
  if (a == "nan") return "std::numeric_limits<float>::quiet_NaN()";
  if (a == "True") return "true";
  if (a == "False") return "false";
  if (a.rfind("torch.", 0) == 0) return cppDtype(a);
  return a;
}

const std::map<std::string, std::string>& cppBinary() {
  static const std::map<std::string, std::string> m = {
      {"add", "{} + {}"},   {"sub", "{} - {}"},    {"mul", "{} * {}"},   {"truediv", "{} / {}"}, {"div", "{} / {}"},
      {"floordiv", "c10::div_floor_integer({}, {})"}, {"mod", "{} % {}"}, {"eq", "{} == {}"},     {"ne", "{} != {}"},
      {"lt", "{} < {}"},    {"le", "{} <= {}"},    {"gt", "{} > {}"},    {"ge", "{} >= {}"},     {"and_", "{} & {}"},
      {"or_", "{} | {}"},   {"xor", "{} ^ {}"},    {"logical_and", "{} && {}"}, {"logical_or", "{} || {}"},
      {"maximum", "max_propagate_nan({}, {})"},     {"minimum", "min_propagate_nan({}, {})"},
      {"pow", "std::pow({}, {})"}, {"fmod", "std::fmod({}, {})"}, {"atan2", "std::atan2({}, {})"}};
  return m;
}

const std::map<std::string, std::string>& cppUnary() {
  static const std::map<std::string, std::string> m = {
      {"neg", "decltype({0})(-{0})"}, {"exp", "std::exp({})"},   {"exp2", "std::exp2({})"},   {"expm1", "std::expm1({})"},
      {"log", "std::log({})"},        {"log1p", "std::log1p({})"}, {"log2", "std::log2({})"},  {"sin", "std::sin({})"},
      {"cos", "std::cos({})"},        {"tan", "std::tan({})"},   {"sqrt", "std::sqrt({})"},
      {"rsqrt", "1 / std::sqrt({})"}, {"reciprocal", "1 / {}"},  {"relu", "std::max({0}, decltype({0})(0))"},
      {"sigmoid", "decltype({0})(1) / (decltype({0})(1) + std::exp(-{0}))"}, {"tanh", "std::tanh({})"},
      {"erf", "std::erf({})"},        {"abs", "std::abs({})"},   {"floor", "std::floor({})"}, {"ceil", "std::ceil({})"},
      {"trunc", "std::trunc({})"},    {"round", "std::nearbyint({})"}, {"isnan", "std::isnan({})"},
      {"isinf", "std::isinf({})"},    {"logical_not", "!{}"},   {"bitwise_not", "~{}"},     {"square", "{0} * {0}"},
      {"identity", "{}"}};
  return m;
}

class CppKernelBuilder {
 public:
  CppKernelBuilder(const Graph& graph, const KernelGroup& group, const CppOptions& opt) : graph_(graph), group_(group), opt_(opt) {}
  GeneratedKernel build();

 private:
  void emitMember(const Node& node);
  void emitBlock(const LoopBodyProgram& body, const std::string& block, std::map<std::string, std::string>& env,
                 std::string* returned, std::vector<std::string>& post);
  void line(const std::string& text) { lines_.push_back(std::string(static_cast<size_t>(indent_ * 4), ' ') + text); }
  std::string tmp() { return fmt::format("tmp{}", tmp_++); }
  std::string val(const std::map<std::string, std::string>& env, const std::string& a) const {
    auto it = env.find(a);
    return it == env.end() ? literal(a) : it->second;
  }

  const Graph& graph_;
  const KernelGroup& group_;
  const CppOptions& opt_;
  std::vector<std::string> lines_;
  int indent_ = 1;
  int tmp_ = 0;
  std::vector<std::string> loads_, stores_, notes_;
  std::map<std::string, std::vector<std::string>> tuples_;
  size_t accumulatorAt_ = 0;  // where the current member's reduction accumulators are declared
  int accumulatorIndent_ = 1;
};

void CppKernelBuilder::emitBlock(const LoopBodyProgram& body, const std::string& block, std::map<std::string, std::string>& env,
                                 std::string* returned, std::vector<std::string>& post) {
  auto it = body.blocks.find(block);
  if (it == body.blocks.end()) return;
  for (const auto& st : it->second.statements) {
    using K = LoopStatement::Kind;
    auto arg = [&](size_t i) { return i < st.args.size() ? st.args[i] : std::string(); };
    switch (st.kind) {
      case K::GetIndex: {
        auto idx = body.indices.find(st.op);
        env[st.result] = idx == body.indices.end() ? "0" : cppIndex(idx->second);
        break;
      }
      case K::SetIndirect: line(fmt::format("auto {} = {};", st.op, val(env, arg(0)))); break;
      case K::GetItem: {
        auto t = tuples_.find(val(env, arg(0)));
        env[st.result] = t != tuples_.end() && static_cast<size_t>(st.item) < t->second.size()
                             ? t->second[static_cast<size_t>(st.item)]
                             : fmt::format("std::get<{}>({})", st.item, val(env, arg(0)));
        break;
      }
      case K::Return:
        if (returned) *returned = val(env, arg(0));
        break;
      case K::Masked: {
        const std::string t = tmp();
        const std::string m = val(env, arg(0));
        line(fmt::format("auto {} = [&] {{", t));
        ++indent_;
        line(fmt::format("if (!({})) return decltype({})({});", m, literal(arg(1)), literal(arg(1))));
        std::string r;
        std::map<std::string, std::string> sub = env;
        std::vector<std::string> ignored;
        emitBlock(body, st.op, sub, &r, ignored);
        line(fmt::format("return {};", r.empty() ? "0" : r));
        --indent_;
        line("}();");
        env[st.result] = t;
        break;
      }
      case K::Op: {
        const std::string& op = st.op;
        const std::string t = tmp();
        env[st.result] = t;
        if (op == "load" || op == "load_seed") {
          const std::string buf = unquote(arg(0));
          if (std::find(loads_.begin(), loads_.end(), buf) == loads_.end()) loads_.push_back(buf);
          line(fmt::format("auto {} = {}[static_cast<int64_t>({})];", t, ptr(buf), op == "load" ? val(env, arg(1)) : arg(1)));
        } else if (op == "store" || op == "store_reduction") {
          std::string buf = unquote(arg(0));
          if (const Buffer* b = graph_.findBuffer(buf); b && !b->mutations.empty()) buf = b->mutations.front();
          if (std::find(stores_.begin(), stores_.end(), buf) == stores_.end()) stores_.push_back(buf);
          const std::string s = arg(3).find("atomic_add") != std::string::npos
                                    ? fmt::format("atomic_add(&{}[static_cast<int64_t>({})], {});", ptr(buf), val(env, arg(1)), val(env, arg(2)))
                                    : fmt::format("{}[static_cast<int64_t>({})] = {};", ptr(buf), val(env, arg(1)), val(env, arg(2)));
          if (op == "store_reduction") post.push_back(s);
          else line(s);
          --tmp_;
        } else if (op == "reduction") {
          const std::string type = unquote(arg(2)), dt = cppDtype(arg(0)), v = val(env, arg(3));
          const std::string acc = t + "_acc";
          // The accumulator is declared before the reduction loops (see emitMember) through a marker line.
          if (type == "welford_reduce") {
            lines_.insert(lines_.begin() + accumulatorAt_, std::string(static_cast<size_t>(accumulatorIndent_ * 4), ' ') +
                                                               fmt::format("Welford<{}> {} = Welford<{}>();", dt, acc, dt));
            line(fmt::format("{} = welford_combine({}, {});", acc, acc, v));
            tuples_[t] = {acc + ".mean", acc + ".m2", acc + ".weight"};
          } else {
            std::string init = "0", combine = "{0} + {1}";
            if (type == "prod") init = "1", combine = "{0} * {1}";
            else if (type == "max") init = "-std::numeric_limits<" + dt + ">::infinity()", combine = "max_propagate_nan({0}, {1})";
            else if (type == "min") init = "std::numeric_limits<" + dt + ">::infinity()", combine = "min_propagate_nan({0}, {1})";
            else if (type == "any") combine = "{0} || {1}";
            else if (type == "argmax" || type == "argmin") {
              init = "IndexValue<float>(0, 0)";
              combine = type == "argmax" ? "argmax_combine({0}, {1}, r_flat)" : "argmin_combine({0}, {1}, r_flat)";
            } else if (type != "sum") notes_.push_back("reduction " + type + " generated as sum");
            lines_.insert(lines_.begin() + accumulatorAt_, std::string(static_cast<size_t>(accumulatorIndent_ * 4), ' ') +
                                                               fmt::format("auto {} = {};", acc, init));
            line(fmt::format("{} = {};", acc, fmt::format(fmt::runtime(combine), acc, v)));
            if (type == "argmax" || type == "argmin") env[st.result] = acc + ".index";
            else env[st.result] = acc;
          }
          ++accumulatorAt_;
        } else if (op == "constant") {
          line(fmt::format("auto {} = static_cast<{}>({});", t, cppDtype(arg(1)), literal(arg(0))));
        } else if (op == "index_expr") {
          line(fmt::format("auto {} = static_cast<{}>({});", t, cppDtype(arg(1)), val(env, arg(0))));
        } else if (op == "to_dtype" || op == "to_dtype_bitcast") {
          line(fmt::format("auto {} = c10::convert<{}>({});", t, cppDtype(arg(1)), val(env, arg(0))));
        } else if (op == "where") {
          line(fmt::format("auto {} = {} ? {} : {};", t, val(env, arg(0)), val(env, arg(1)), val(env, arg(2))));
        } else if (op == "rand" || op == "randn") {
          line(fmt::format("auto {} = normalized_{}_cpu({}, {});", t, op, val(env, arg(0)), val(env, arg(1))));
        } else if (auto b = cppBinary().find(op); b != cppBinary().end() && st.args.size() >= 2) {
          line(fmt::format("auto {} = {};", t, fmt::format(fmt::runtime(b->second), val(env, arg(0)), val(env, arg(1)))));
        } else if (auto u = cppUnary().find(op); u != cppUnary().end() && !st.args.empty()) {
          line(fmt::format("auto {} = {};", t, fmt::format(fmt::runtime(u->second), val(env, arg(0)))));
        } else {
          notes_.push_back("unsupported op ops." + op);
          line(fmt::format("auto {} = 0; // FuseScope: unsupported ops.{}", t, op));
        }
        break;
      }
      case K::Unknown: notes_.push_back("unparsed loop-body line: " + st.text); break;
    }
  }
}

void CppKernelBuilder::emitMember(const Node& node) {
  line(fmt::format("// {}: {}", node.name, node.isReduction() ? "reduction" : "pointwise"));
  if (!node.body) {
    line("// (no loop body)");
    return;
  }
  const LoopBodyProgram body = parseLoopBody(*node.body);
  line("{");
  ++indent_;
  const size_t iterVars = node.isReduction() && node.iterSizes.size() + node.reduceSizes.size() == body.varRanges.size()
                              ? node.iterSizes.size()
                              : body.varRanges.size();
  int opened = 0;
  for (size_t i = 0; i < body.varRanges.size(); ++i) {
    if (i == iterVars) {
      accumulatorAt_ = lines_.size();  // reduction accumulators go here, before the reduction loops
      accumulatorIndent_ = indent_;
    }
    const auto& [var, size] = body.varRanges[i];
    if (i == 0 && iterVars > 0) line("#pragma omp parallel for");
    line(fmt::format("for (int64_t {0} = 0; {0} < static_cast<int64_t>({1}); {0} += 1)", var,
                     cppIndex(size)));
    line("{");
    ++indent_;
    ++opened;
  }
  if (iterVars == body.varRanges.size()) {
    accumulatorAt_ = lines_.size();
    accumulatorIndent_ = indent_;
  }
  if (node.isReduction() && iterVars < body.varRanges.size()) {
    std::string flat;  // argmax/argmin need the flat reduction position
    for (size_t i = iterVars; i < body.varRanges.size(); ++i) flat = flat.empty() ? body.varRanges[i].first
                                                                                  : fmt::format("({}) * {} + {}", flat, body.varRanges[i].second, body.varRanges[i].first);
    line(fmt::format("[[maybe_unused]] const int64_t r_flat = {};", flat));
  }
  std::map<std::string, std::string> env;
  std::vector<std::string> post;
  emitBlock(body, "body", env, nullptr, post);
  for (size_t i = body.varRanges.size(); i-- > 0;) {
    --indent_;
    line("}");
    if (i == iterVars)
      for (const auto& p : post) line(p);
  }
  (void)opened;
  if (iterVars == body.varRanges.size())
    for (const auto& p : post) line(p);
  --indent_;
  line("}");
}

GeneratedKernel CppKernelBuilder::build() {
  GeneratedKernel out;
  out.language = "cpp";
  for (NodeId id : group_.members) emitMember(graph_.nodes[static_cast<size_t>(id)]);
  std::vector<Origin> origins;
  if (opt_.origins) origins = opt_.origins->originsOf(graph_, group_.members);
  out.name = fmt::format("cpp_{}_{}", fusedKernelName(origins), opt_.suffix);
  std::map<std::string, std::string> param;
  std::vector<std::string> sig;
  int in = 0, inout = 0, o = 0;
  for (const auto& l : loads_)
    if (std::find(stores_.begin(), stores_.end(), l) != stores_.end()) param[l] = fmt::format("in_out_ptr{}", inout++);
  for (const auto& l : loads_)
    if (!param.count(l)) param[l] = fmt::format("in_ptr{}", in++);
  for (const auto& s : stores_)
    if (!param.count(s)) param[s] = fmt::format("out_ptr{}", o++);
  auto dtypeOf = [&](const std::string& b) {
    const Buffer* buf = graph_.findBuffer(b);
    return buf ? cppDtype(buf->layout.dtype) : std::string("float");
  };
  std::vector<std::pair<std::string, std::string>> ordered;
  for (const auto& [b, p] : param) ordered.emplace_back(p, b);
  std::sort(ordered.begin(), ordered.end(), [](const auto& a, const auto& b) {
    auto rank = [](const std::string& p) { return p.rfind("in_out", 0) == 0 ? 0 : p.rfind("in_", 0) == 0 ? 1 : 2; };
    return rank(a.first) != rank(b.first) ? rank(a.first) < rank(b.first) : a.first < b.first;
  });
  for (const auto& [p, b] : ordered) {
    const bool constant = p.rfind("in_ptr", 0) == 0;
    sig.push_back(fmt::format("{}{}* {}", constant ? "const " : "", dtypeOf(b), p));
  }
  out.args = ordered;
  std::string src = "#include <torch/csrc/inductor/cpp_prefix.h>\nextern \"C\" void kernel(";
  for (size_t i = 0; i < sig.size(); ++i) src += (i ? ",\n                       " : "") + sig[i];
  src += ")\n{\n";
  for (const auto& l : lines_) {
    std::string r;
    for (size_t i = 0; i < l.size(); ++i) {
      if (l[i] != '\x01') {
        r += l[i];
        continue;
      }
      const size_t end = l.find('\x02', i);
      r += param[l.substr(i + 1, end - i - 1)];
      i = end;
    }
    src += r + "\n";
  }
  src += "}\n";
  out.source = src;
  out.loads = loads_;
  out.stores = stores_;
  out.notes = notes_;
  std::vector<std::string> argTypes;
  for (const auto& s : sig) argTypes.push_back("'" + s.substr(0, s.rfind(' ')) + "'");
  const KernelMetadata meta = kernelMetadata(origins);
  out.definition = fmt::format("{}\n{}\n{} = async_compile.cpp_pybinding([{}], r'''\n{}''')\n", meta.origins, meta.detailed,
                               out.name, fmt::join(argTypes, ", "), src);
  return out;
}

}  // namespace

std::string cppDtype(const std::string& d) {
  static const std::map<std::string, std::string> m = {
      {"torch.float32", "float"},      {"torch.float64", "double"},       {"torch.float16", "at::Half"},
      {"torch.bfloat16", "at::BFloat16"}, {"torch.int64", "int64_t"},     {"torch.int32", "int32_t"},
      {"torch.int16", "int16_t"},      {"torch.int8", "int8_t"},          {"torch.uint8", "uint8_t"},
      {"torch.bool", "bool"}};
  auto it = m.find(d);
  return it == m.end() ? "float" : it->second;
}

GeneratedKernel generateCpp(const Graph& graph, const KernelGroup& group, const CppOptions& options) {
  return CppKernelBuilder(graph, group, options).build();
}

}  // namespace fusescope::codegen
